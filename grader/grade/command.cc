#include "grade/command.h"

#include <regex>

namespace grader {
namespace {

std::string fill(const std::string& word, const Args& args) {
  static const std::regex kPlaceholder(R"(\{([A-Za-z_][A-Za-z0-9_]*)\})");
  std::string out;
  auto last = word.cbegin();
  for (std::sregex_iterator it(word.begin(), word.end(), kPlaceholder), end; it != end; ++it) {
    out.append(last, (*it)[0].first);
    const std::string* value = find_arg(args, (*it)[1].str());
    out += value == nullptr ? it->str() : *value;
    last = (*it)[0].second;
  }
  out.append(last, word.cend());
  return out;
}

}  // namespace

std::vector<std::string> build_argv(std::string_view command_template, const Args& args) {
  std::vector<std::string> argv;
  std::size_t start = 0;
  while (start < command_template.size()) {
    std::size_t end = std::min(command_template.find(' ', start), command_template.size());
    if (end > start)
      argv.push_back(fill(std::string(command_template.substr(start, end - start)), args));
    start = end + 1;
  }
  return argv;
}

std::string join_argv(const std::vector<std::string>& argv) {
  std::string line;
  for (const std::string& word : argv) {
    if (!line.empty()) line += ' ';
    bool quote = word.empty() || word.find_first_of(" '\"\t") != std::string::npos;
    line += quote ? "'" + word + "'" : word;
  }
  return line;
}

}  // namespace grader
