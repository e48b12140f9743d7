// Which build of the grader made a result: with the suite's content hash, the key that
// decides whether a stored result may be reused (batch.h). A grader fixed since must
// grade everyone again, so the id is the content of what grades: the puzzle-grader
// binary itself and the Python harness that call and notebook suites run through.
//
// Any change of the grader's code, of what is linked into it statically, of the compiler
// or of its flags changes the binary; building the same code the same way in the same
// folder gives the same bytes (no dates are compiled in; the source folder is, as the
// harness's fallback path), so a rebuild without changes regrades nobody. Not covered: shared
// libraries and the Python interpreter of the machine (update them between terms, not during a
// batch).
#pragma once

#include <filesystem>
#include <string>

namespace grader {

// "grader fnv1a64:<16 hex>, harness fnv1a64:<16 hex>" (content_hash of each file).
// Throws std::runtime_error when a file cannot be read.
std::string build_id(const std::filesystem::path& program, const std::filesystem::path& harness);

// build_id of this process's own executable and of harness_path().
std::string grader_build_id();

}  // namespace grader
