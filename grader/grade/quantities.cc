#include "grade/quantities.h"

#include <fmt/format.h>

namespace grader {

namespace {
constexpr std::uint64_t kMebibyte = 1 << 20;
}  // namespace

std::string seconds_said(std::chrono::milliseconds ms) {
  return fmt::format("{:g} s", static_cast<double>(ms.count()) / 1000.0);
}

std::string megabytes_said(std::uint64_t bytes) {
  return fmt::format("{:.1f} MB", static_cast<double>(bytes) / kMebibyte);
}

std::string size_said(std::uint64_t bytes) {
  const double kilobytes = static_cast<double>(bytes) / 1024;
  // From 1023.95 KB on, one decimal would print "1024.0 KB": say "1.0 MB" instead.
  if (kilobytes >= 1023.95) return megabytes_said(bytes);
  return fmt::format("{:.1f} KB", kilobytes);
}

}  // namespace grader
