#include "grade/harness_channel.h"

#include <fmt/format.h>

#include <random>

namespace grader {
namespace {

constexpr std::string_view kTag = "puzzle-harness ";
constexpr std::string_view kStarted = "started";
constexpr std::string_view kUsageError = "usage error: ";
constexpr std::string_view kSubmissionError = "submission error: ";
constexpr std::string_view kCheck = "check ";

// "check <name> passed|failed" into the report of <name>; anything else is not one.
void read_check_line(std::string_view message, HarnessMessages& messages) {
  message.remove_prefix(kCheck.size());
  const std::size_t space = message.find(' ');
  if (space == std::string_view::npos || space == 0) return;
  const std::string_view outcome = message.substr(space + 1);
  if (outcome != "passed" && outcome != "failed") return;
  auto [it, inserted] = messages.checks.try_emplace(std::string(message.substr(0, space)));
  it->second.passed = outcome == "passed";
  ++it->second.reports;
}

// The part of `line` after "puzzle-harness <nonce> ", or nullopt if it is not tagged so.
std::optional<std::string_view> tagged(std::string_view line, std::string_view nonce) {
  if (nonce.empty() || line.substr(0, kTag.size()) != kTag) return std::nullopt;
  line.remove_prefix(kTag.size());
  if (line.substr(0, nonce.size()) != nonce || line.substr(nonce.size(), 1) != " ") {
    return std::nullopt;
  }
  return line.substr(nonce.size() + 1);
}

}  // namespace

std::string new_harness_nonce() {
  std::random_device device;
  std::string nonce;
  for (int i = 0; i < 4; ++i) nonce += fmt::format("{:08x}", static_cast<std::uint32_t>(device()));
  return nonce;
}

std::string harness_stdin(std::string_view nonce, std::string_view test_stdin) {
  return fmt::format("{}\n{}", nonce, test_stdin);
}

std::string harness_check_stdin(std::string_view nonce, std::string_view check_code,
                                std::string_view test_stdin) {
  return fmt::format("{}\n{}\n{}{}", nonce, check_code.size(), check_code, test_stdin);
}

HarnessMessages read_harness_messages(std::string_view stderr_data, std::string_view nonce) {
  HarnessMessages messages;
  bool& started = messages.started;
  std::size_t start = 0;
  while (start < stderr_data.size()) {
    std::size_t end = std::min(stderr_data.find('\n', start), stderr_data.size());
    std::string_view line = stderr_data.substr(start, end - start);
    start = end + 1;
    auto message = tagged(line, nonce);
    if (!message) {
      messages.program_stderr.append(line).append("\n");
    } else if (*message == kStarted) {
      started = true;
    } else if (message->substr(0, kUsageError.size()) == kUsageError && !started) {
      messages.usage_error = std::string(message->substr(kUsageError.size()));
    } else if (message->substr(0, kCheck.size()) == kCheck) {
      if (started) read_check_line(*message, messages);
    } else if (message->substr(0, kSubmissionError.size()) == kSubmissionError) {
      messages.submission_error = std::string(message->substr(kSubmissionError.size()));
    }
  }
  return messages;
}

}  // namespace grader
