#include "cli/exit_code.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>

#include <fmt/format.h>

namespace puzzle::cli {

std::string exit_code_help() {
  return "Exit codes:\n"
         "  0  ok (check: the board is solvable)\n"
         "  1  no solution (check: not solvable; solve: search ended without the goal)\n"
         "  2  bad input: malformed or unsolvable board, unknown value, bad usage\n"
         "  3  an output file could not be written\n"
         "  4  internal error (a bug in puzzle-ref)\n";
}

void print_error(const std::string& message) {
  std::size_t start = 0;
  do {
    std::size_t end = message.find('\n', start);
    if (end == std::string::npos) end = message.size();
    fmt::print(stderr, "puzzle-ref: error: {}\n", message.substr(start, end - start));
    start = end + 1;
  } while (start < message.size());
}

namespace {

// Writes `text` over the file's old bytes and then cuts the file to its length, instead of
// emptying it first: ext4 (auto_da_alloc, on by default) flushes a file to disk when it is
// closed after being truncated to zero and rewritten, which made every run in a folder that
// already had an output.txt wait 0.15-0.3 ms for the disk (docs/performance.md, "Fourth
// round"). Same result for a reader once the call returns; a FIFO or a terminal is written
// and not cut.
bool overwrite_file(const std::string& path, const std::string& text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
  if (fd < 0) return false;
  bool ok = true;
  for (std::size_t done = 0; ok && done < text.size();) {
    const ssize_t written = ::write(fd, text.data() + done, text.size() - done);
    if (written < 0 && errno == EINTR) continue;
    ok = written > 0;
    if (ok) done += static_cast<std::size_t>(written);
  }
  struct stat status {};
  if (ok && ::fstat(fd, &status) == 0 && S_ISREG(status.st_mode)) {
    ok = ::ftruncate(fd, static_cast<off_t>(text.size())) == 0;
  }
  return ::close(fd) == 0 && ok;
}

}  // namespace

ExitCode write_output(const std::string& path, const std::string& text) {
  if (path.empty() || path == "-") {
    fmt::print("{}", text);
    return ExitCode::ok;
  }
  if (overwrite_file(path, text)) return ExitCode::ok;
  print_error(fmt::format("cannot write {}", path));
  return ExitCode::io_error;
}

}  // namespace puzzle::cli
