#include "intake/download_names.h"

#include <algorithm>
#include <cctype>

namespace grader {
namespace {

bool all_digits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(),
                                      [](unsigned char c) { return std::isdigit(c) != 0; });
}

// Splits off the text before the next '_' of `rest`; nullopt when there is none.
std::optional<std::string_view> take_field(std::string_view& rest) {
  const std::size_t underscore = rest.find('_');
  if (underscore == std::string_view::npos) return std::nullopt;
  std::string_view field = rest.substr(0, underscore);
  rest.remove_prefix(underscore + 1);
  return field;
}

// "YYYY-MM-DD-HH-MM-SS"
bool is_attempt_time(std::string_view text) {
  if (text.size() != 19) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const bool dash = i == 4 || i == 7 || i == 10 || i == 13 || i == 16;
    if (dash ? text[i] != '-' : std::isdigit(static_cast<unsigned char>(text[i])) == 0) {
      return false;
    }
  }
  return true;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) {
    text.remove_prefix(1);
  }
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) {
    text.remove_suffix(1);
  }
  return text;
}

std::optional<std::string_view> after_label(std::string_view line, std::string_view label) {
  line = trimmed(line);
  if (line.substr(0, label.size()) != label) return std::nullopt;
  return trimmed(line.substr(label.size()));
}

}  // namespace

std::optional<CanvasEntryName> parse_canvas_entry_name(std::string_view name) {
  CanvasEntryName entry;
  std::string_view rest = name;
  auto student = take_field(rest);
  if (!student || student->empty()) return std::nullopt;
  entry.student = std::string(*student);
  auto field = take_field(rest);
  if (field && *field == "LATE") {
    entry.late = true;
    field = take_field(rest);
  }
  if (!field || !all_digits(*field)) return std::nullopt;
  entry.user_id = std::string(*field);
  field = take_field(rest);
  if (!field || !all_digits(*field) || rest.empty()) return std::nullopt;
  entry.submission_id = std::string(*field);
  entry.file_name = std::string(rest);
  return entry;
}

std::optional<BlackboardEntryName> parse_blackboard_entry_name(std::string_view name) {
  constexpr std::string_view kAttempt = "_attempt_";
  constexpr std::size_t kTimeSize = 19;
  for (std::size_t at = name.find(kAttempt); at != std::string_view::npos;
       at = name.find(kAttempt, at + 1)) {
    const std::string_view time = name.substr(at + kAttempt.size(), kTimeSize);
    if (at == 0 || !is_attempt_time(time)) continue;
    const std::string_view tail = name.substr(at + kAttempt.size() + kTimeSize);
    BlackboardEntryName entry{std::string(name.substr(0, at)), std::string(time), "", false};
    if (tail == ".txt") {
      entry.receipt = true;
    } else if (tail.size() > 1 && tail.front() == '_') {
      entry.file_name = std::string(tail.substr(1));
    } else {
      continue;
    }
    return entry;
  }
  return std::nullopt;
}

BlackboardReceipt parse_blackboard_receipt(std::string_view text) {
  BlackboardReceipt receipt;
  std::string original;
  while (!text.empty()) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(std::min(end + 1, text.size()));
    if (auto value = after_label(line, "Name:")) {
      const std::size_t open = value->rfind('(');
      if (value->back() == ')' && open != std::string_view::npos) {
        receipt.username = std::string(value->substr(open + 1, value->size() - open - 2));
        receipt.name = std::string(trimmed(value->substr(0, open)));
      } else {
        receipt.name = std::string(*value);
      }
    } else if (auto file = after_label(line, "Original filename:")) {
      original = std::string(*file);
    } else if (auto stored = after_label(line, "Filename:")) {
      if (!original.empty()) receipt.original_names[std::string(*stored)] = original;
      original.clear();
    }
  }
  return receipt;
}

std::string blackboard_username(std::string_view before_attempt, std::string_view from_receipt) {
  if (!from_receipt.empty() && before_attempt.size() > from_receipt.size() &&
      before_attempt.substr(before_attempt.size() - from_receipt.size()) == from_receipt &&
      before_attempt[before_attempt.size() - from_receipt.size() - 1] == '_') {
    return std::string(from_receipt);
  }
  const std::size_t underscore = before_attempt.rfind('_');
  return std::string(underscore == std::string_view::npos ? before_attempt
                                                          : before_attempt.substr(underscore + 1));
}

std::string readable_attempt_time(std::string_view attempt) {
  if (!is_attempt_time(attempt)) return std::string(attempt);
  std::string text(attempt);
  text[10] = ' ';
  text[13] = ':';
  text[16] = ':';
  return text;
}

std::vector<std::string> student_zip_keys(const std::vector<std::string>& zip_names) {
  std::vector<std::string> stems;
  for (const std::string& name : zip_names) {
    const bool zip = name.size() > 4 && name.substr(name.size() - 4) == ".zip";
    stems.push_back(zip ? name.substr(0, name.size() - 4) : name);
  }
  std::size_t prefix = 0;  // the shared prefix, up to and with its last '_'
  if (stems.size() == 1) {
    const std::size_t underscore = stems[0].find('_');
    prefix = underscore == std::string::npos ? 0 : underscore + 1;
  } else if (!stems.empty()) {
    std::size_t common = stems[0].size();
    for (const std::string& stem : stems) {
      common = std::min(common, static_cast<std::size_t>(
                                    std::mismatch(stem.begin(),
                                                  stem.begin() + std::min(common, stem.size()),
                                                  stems[0].begin())
                                        .first -
                                    stem.begin()));
    }
    const std::size_t underscore = stems[0].rfind('_', common == 0 ? 0 : common - 1);
    prefix = common == 0 || underscore == std::string::npos || underscore >= common
                 ? 0
                 : underscore + 1;
  }
  std::vector<std::string> keys;
  for (const std::string& stem : stems) {
    keys.push_back(stem.size() > prefix ? stem.substr(prefix) : stem);
  }
  return keys;
}

}  // namespace grader
