#include "grade/harness_channel.h"

#include <fmt/format.h>

#include <random>

namespace grader {
namespace {

constexpr std::string_view kTag = "puzzle-harness ";
constexpr std::string_view kStarted = "started";
constexpr std::string_view kUsageError = "usage error: ";
constexpr std::string_view kSubmissionError = "submission error: ";

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
    } else if (message->substr(0, kSubmissionError.size()) == kSubmissionError) {
      messages.submission_error = std::string(message->substr(kSubmissionError.size()));
    }
  }
  return messages;
}

}  // namespace grader
