// What the similarity check reads of a program (export --similarity, similarity.h): each
// student's or archive entry's Python joined into one text, with which rows came from
// which file, bounded so that one submission cannot cost the class its check.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "export/student_key.h"

namespace grader {

// What a student's code is made of: one concatenation of their Python files, with which
// rows came from which file, so a shared fragment can be named "driver.py lines 3-40".
struct CodeSegment {
  std::string file;   // relative to the submission (its own name for a one-file submission)
  int first_row = 0;  // 0-based row of the concatenation where the file starts
  int rows = 0;
};

struct SubmissionCode {
  std::string student;  // for an archive entry: its name inside the archive folder
  std::string code;
  std::vector<CodeSegment> segments;
  std::string too_large;  // the first file that was not read whole (over a cap), or ""
  std::string archive;    // "" for a student of the class, else the archive's label
  std::string unread;     // where listing the folder failed and why, or ""
};

// What Dolos is given, bounded so that one submission cannot cost the class its check
// (a 20 KB file of nested brackets once kept Dolos busy for 458 s): a student's Python
// is compared only when all of it was read (no file over kMaxCodeFileBytes, at most
// kMaxCodeBytes in all; puzzle programs are a few KB) and its brackets nest at most
// kMaxCodeNesting deep (CPython itself refuses 200). In the script each submission's
// parse gets kParseMillis and its syntax tree at most kMaxTreeDepth levels. A submission
// past any bound is left out of the comparison and named with the reason.
inline constexpr std::uintmax_t kMaxCodeFileBytes = 256 << 10;
inline constexpr std::size_t kMaxCodeBytes = 512 << 10;
inline constexpr int kMaxCodeNesting = 100;

// The Python of `path` (a .py file, a notebook's code cells, or every such file of a
// folder, sorted by path), or nullopt when there is none. Every file a graded program
// can load is read, in dot folders too (`.impl/impl.py`, issue 38 item 7): the grader
// copies them all into the test folder. Skipped: symbolic links (one could point at any
// file the instructor can read; the grader copies only a link to a file inside, which is
// read where it is) and files holding a NUL byte, which Python does not run (macOS's
// `._x.py` forks). A file over kMaxCodeFileBytes, or one that would make the code pass
// kMaxCodeBytes, is not read and is named in `too_large`; a folder that cannot be listed
// whole is said in `unread`, and either leaves the submission out.
std::optional<SubmissionCode> read_code(const std::filesystem::path& path);

// How deep the brackets ( [ { of `code` nest, outside strings and comments (a
// quick reading, not Python's tokenizer: only to spot code no parser should be given).
int bracket_depth(std::string_view code);

// A student whose code was not compared, and why (one plain sentence, e.g. "its Python is
// larger than 512 KB").
struct LeftOut {
  std::string student;
  std::string reason;
};

// Why `code` is not given to Dolos (the bounds above), or "".
std::string reason_to_leave_out(const SubmissionCode& code);

// Where a row range of a concatenation lies: "driver.py lines 3-40" (1-based lines of
// that file), or "" when the rows are outside every segment.
std::string place_of(const SubmissionCode& code, int first_row, int last_row);

// read_code() of each of `students` (the class folder's, as batch/students.h reads it),
// in the order given; students without Python are not listed, and neither is one whose
// submission is one of `not_students` (the --out folder or the starter kept beside
// them). A student whose code is past a bound is in `left_out` with the reason.
struct ClassCode {
  std::vector<SubmissionCode> compared;
  std::vector<LeftOut> left_out;
};
ClassCode class_code(const std::vector<Student>& students,
                     const std::vector<std::filesystem::path>& not_students);

}  // namespace grader
