// For the similarity tests only: a file written whole, and programs as the check reads
// them (similarity_code.h), without the reading.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "export/similarity_code.h"

namespace grader::testing {

inline void put(const std::filesystem::path& path, const std::string& text) {
  std::filesystem::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

inline SubmissionCode code_of(std::string student, std::string code,
                              std::vector<CodeSegment> segments) {
  return {std::move(student), std::move(code), std::move(segments), "", "", ""};
}

// An entry of the archive labelled `archive`, its code rows 0-99 of driver.py.
inline SubmissionCode archived(std::string entry, std::string code, std::string archive) {
  SubmissionCode result = code_of(std::move(entry), std::move(code), {{"driver.py", 0, 100}});
  result.archive = std::move(archive);
  return result;
}

}  // namespace grader::testing
