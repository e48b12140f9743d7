#include "batch/build_id.h"

#include <fmt/format.h>

#include "batch/students.h"
#include "run/harness.h"

namespace grader {

std::string build_id(const std::filesystem::path& program, const std::filesystem::path& harness) {
  return fmt::format("grader {}, harness {}", content_hash(program), content_hash(harness));
}

std::string grader_build_id() { return build_id("/proc/self/exe", harness_path()); }

}  // namespace grader
