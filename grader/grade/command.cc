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

namespace {

// Characters a POSIX shell reads as themselves outside quotes (Python's shlex.quote uses
// the same set).
bool shell_safe(std::string_view word) {
  return !word.empty() &&
         word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                "0123456789@%+=:,./-_") == std::string_view::npos;
}

// One word as a shell reads it back: as written when safe, else in single quotes; a word
// that holds single quotes but nothing double quotes would expand goes in double quotes
// (a lecture call such as '281_43765', '1238_4765' stays readable), and any other
// single quote is closed, escaped and reopened ('\'').
std::string shell_word(std::string_view word) {
  if (shell_safe(word)) return std::string(word);
  std::string quoted;
  if (word.find('\'') == std::string_view::npos) {
    quoted.append("'").append(word).append("'");
  } else if (word.find_first_of("\"$`\\!") == std::string_view::npos) {
    quoted.append("\"").append(word).append("\"");
  } else {
    quoted.append("'");
    for (char c : word) {
      if (c == '\'') {
        quoted.append("'\\''");
      } else {
        quoted.push_back(c);
      }
    }
    quoted.append("'");
  }
  return quoted;
}

}  // namespace

std::string join_argv(const std::vector<std::string>& argv) {
  std::string line;
  for (const std::string& word : argv) {
    if (!line.empty()) line += ' ';
    line += shell_word(word);
  }
  return line;
}

}  // namespace grader
