// Reading the file a run wrote (output.from: file) without letting the run steer the
// grader's read: the run owns its folder and may leave a symbolic link, a FIFO, a folder
// in place of the file, or rename the folder itself and put a link in its place. The
// file is therefore opened relative to a descriptor of the folder taken before the run
// started, one path component at a time, following no link, and read only if it is a
// regular file of at most max_bytes.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "grade/judge.h"
#include "run/posix_fd.h"

namespace grader {

// A descriptor of the folder `path` (not following a link there); invalid if it cannot
// be opened. Take it before the run, while the folder is the grader's own making.
UniqueFd open_folder(const std::filesystem::path& path);

struct OutputFile {
  FileState state = FileState::missing;
  std::string data;  // with FileState::present
};

// `relative` (a suite's output.file: relative, no "..") under the folder `folder_fd`.
// missing: it or a folder on the way does not exist; not_regular: a link, folder, FIFO,
// device or socket, or a link on the way; too_large: over max_bytes (not read).
OutputFile read_output_file(int folder_fd, const std::filesystem::path& relative,
                            std::uint64_t max_bytes);

}  // namespace grader
