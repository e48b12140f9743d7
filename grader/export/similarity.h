// `puzzle-grader export --similarity`: pairs of submissions that share unusual code, found
// by Dolos (npm @dodona/dolos-lib, Ghent University's similarity checker) run through Node
// by grader/export/puzzle_similarity.mjs. The grader reads each student's Python itself
// (links never followed, sizes capped), hands it to the script as JSON on stdin with the
// assignment's starter code as Dolos's template (code every student was given counts for
// nobody), and parses the pairs it prints. With archive folders (--similarity-archive:
// prior terms' classes, solutions collected online) each student is also compared with
// every archive entry; two archive entries never are. A hint for a human, never proof of
// copying: docs/similarity.md, docs/instructor-guide.md "Similar submissions".
//
// Optional: without Node or the package the report says why in one line and the rest of
// the export is unchanged.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "export/student_key.h"
#include "run/process_runner.h"

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
inline constexpr int kParseMillis = 2000;
inline constexpr int kMaxTreeDepth = 400;

// The work per pair, bounded before Dolos builds it (puzzle_similarity.mjs): a pair whose
// programs repeat the same code makes a match for every occurrence of a fingerprint in
// one with every one in the other, and Dolos then takes minutes and gigabytes (two
// students repeating one statement 1,000 times: docs/performance.md "Similarity bounds").
// A pair with more than kMaxPairMatches such matches, or more than kMaxPairCells shared
// occurrences of one multiplied by those of the other, is left out with its reason and
// an estimate of its similarity; the others are compared (a copied puzzle program of
// 5 KB: ~600 matches). Pairs are built cheapest first and none is started once Node has
// used kSimilarityDeadlineCpuMillis of CPU or run for kSimilarityDeadlineWallMillis, below
// its caps (kDolosCpuMillis, and twice that in all): a class of many costly pairs then
// loses only those, each named, never the whole check to the cap.
inline constexpr int kMaxPairMatches = 50'000;
inline constexpr long long kMaxPairCells = 100'000'000;
inline constexpr int kDolosCpuMillis = 10 * 60 * 1000;
inline constexpr int kSimilarityDeadlineCpuMillis = 8 * 60 * 1000;
inline constexpr int kSimilarityDeadlineWallMillis = 16 * 60 * 1000;

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

// A pair that was not compared, and why: its programs would cost Dolos more than the
// bounds above, or the check's time was up. `share`: the part of their fingerprints they
// share, Dolos's similarity estimated without building the pair.
struct LeftOutPair {
  std::string left;           // a student of the class
  std::string right;          // a classmate, or an entry of the archive `right_archive`
  std::string right_archive;  // "" for a classmate
  double share = 0;
  std::string reason;
};

// Why `code` is not given to Dolos (the bounds above), or "".
std::string reason_to_leave_out(const SubmissionCode& code);

// Where a row range of a concatenation lies: "driver.py lines 3-40" (1-based lines of
// that file), or "" when the rows are outside every segment.
std::string place_of(const SubmissionCode& code, int first_row, int last_row);

// One region both programs of a pair share, for the report to show side by side: where
// it is in each (place_of()) and its lines, at most kMaxFragmentLines of each side.
struct SharedFragment {
  std::string left_place;
  std::string right_place;
  std::string left_code;
  std::string right_code;
};
inline constexpr int kMaxFragmentLines = 60;
inline constexpr int kMaxShownFragments = 3;  // the largest of a pair, largest first

struct SimilarPair {
  std::string left;        // a student of the class
  std::string right;       // a classmate, or an entry of the archive `right_archive`
  double similarity = 0;   // Dolos's: shared fingerprints over all, template excluded, 0..1
  int longest = 0;         // the longest shared fragment, in k-grams (runs of ~23 tokens)
  std::string left_place;  // place_of() the longest fragment in each
  std::string right_place;
  std::string right_archive;  // "" when `right` is a classmate, else the archive's label
  std::vector<SharedFragment> fragments;  // the largest shared regions, largest first
};

// Closed set: why a similarity check has or has no pairs.
enum class SimilarityStatus {
  checked,      // Dolos ran; `pairs` may be empty
  unavailable,  // no Node, or no @dodona/dolos-lib: `note` says which and how to install
  failed,       // Node or Dolos failed: `note` says how
  too_few,      // fewer than two submissions with Python code
};
struct SimilarityReport {
  SimilarityStatus status = SimilarityStatus::unavailable;
  std::string note;                // one plain sentence when status != checked
  int compared = 0;                // submissions with code that were compared
  int archived = 0;                // archive entries they were compared with
  std::vector<SimilarPair> pairs;  // by decreasing similarity
  int unlisted = 0;                // as similar, but past kMaxSimilarPairs or a student's
                                   // kMaxArchiveMatches
  std::vector<LeftOut> left_out;   // not compared (too large, too deep, unparsable); an
                                   // archive entry as "<label>/<entry>"
  // Pairs not compared, most alike first, and how many more past kMaxSimilarPairs.
  std::vector<LeftOutPair> left_out_pairs;
  int left_out_pairs_unlisted = 0;
};

// An archive folder (export --similarity-archive): each of its entries (a sub-folder or a
// file, as in a class folder: batch's find_students()) is one program students are
// compared with, never with each other. Its label is the folder's own name.
struct ArchiveFolder {
  std::string label;
  std::filesystem::path path;
  std::vector<Student> entries;  // its programs: the caller fills them (batch's find_students())
};

// The archive folder `path` (links in the path resolved: the instructor names it), or one
// line saying why it cannot be one: not a folder, not readable, or the class folder
// itself or a folder holding it.
puzzle::Expected<ArchiveFolder, std::string> archive_folder(
    const std::filesystem::path& path, const std::filesystem::path& class_folder);

// archive_folder() of each, or the first error; two archives with the same label are
// refused (the label is how the report names an entry's origin).
puzzle::Expected<std::vector<ArchiveFolder>, std::string> archive_folders(
    const std::vector<std::filesystem::path>& paths, const std::filesystem::path& class_folder);

// Pairs below this similarity are not listed; nor past kMaxSimilarPairs.
inline constexpr double kMinSimilarity = 0.5;
inline constexpr int kMaxSimilarPairs = 200;
inline constexpr int kMaxPairsWithCode = 50;
// A student's archive matches listed: the most similar few. One who copied a solution many
// archived students also copied would otherwise fill the list with that one copy.
inline constexpr int kMaxArchiveMatches = 5;

// Code that more than this many of the class's students share is common, not unusual:
// it is ignored (half of the students, but never fewer than 2, so that one pair is always
// seen). Only the class decides: code in many archive entries is not common, or an
// archive holding many copies of one solution found online would hide a student's copy
// of it, and a large archive would make the class's shared idiom count.
int max_fingerprint_count(int students);

// The JSON request for puzzle_similarity.mjs (format in that file).
std::string dolos_request(const std::vector<SubmissionCode>& submissions,
                          const std::optional<SubmissionCode>& starter,
                          const std::filesystem::path& dolos_prefix);

// The pairs of the script's answer (and its count of unlisted ones), students named
// through `submissions` (the request's ids are their indices), or why it cannot be read.
puzzle::Expected<SimilarityReport, std::string> parse_dolos_answer(
    std::string_view answer, const std::vector<SubmissionCode>& submissions);

// Where puzzle_similarity.mjs is: beside the executable (<exe_dir>/../share/puzzle/) when
// there, else in the source tree (like run/harness.h's harness_path()).
std::filesystem::path similarity_script_path();

// The npm prefix holding node_modules/@dodona/dolos-lib, or nullopt: $PUZZLE_DOLOS_PREFIX
// alone when set, else <exe_dir>/../share/puzzle/dolos, else the prefix scripts/bootstrap.sh
// installs into (CMake's PUZZLE_DOLOS_PREFIX, /usr/local/share/puzzle/dolos by default).
std::optional<std::filesystem::path> find_dolos_prefix();
inline constexpr const char* kDolosPrefixEnv = "PUZZLE_DOLOS_PREFIX";

// The `node` executable where a run would find it (the runs' PATH, then the grader's).
std::optional<std::filesystem::path> find_node();

struct DolosSetup {
  std::optional<std::filesystem::path> node;
  std::optional<std::filesystem::path> dolos_prefix;
  std::filesystem::path script;  // puzzle_similarity.mjs
};

// Runs the script with Node through `runner` over `submissions` (the starter as Dolos's
// template) and says what came of it; without Node or the package, says which is missing.
// `submissions` holds the class's students and then any archive entries (archive != "").
// Never throws for what Node or Dolos do.
SimilarityReport check_similarity(ProcessRunner& runner,
                                  const std::vector<SubmissionCode>& submissions,
                                  const std::optional<SubmissionCode>& starter,
                                  const DolosSetup& setup);

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

// class_code() of an archive folder's entries (`archive.entries`): each entry with `archive` set to
// the label, and one left out named "<label>/<entry>".
ClassCode archive_code(const ArchiveFolder& archive);

// export --similarity: check_similarity() of class_code(students, {out, starter, archives}) and
// archive_code() of each archive, with Node and Dolos where this machine has them.
SimilarityReport check_class_similarity(ProcessRunner& runner, const std::vector<Student>& students,
                                        const std::optional<std::filesystem::path>& starter,
                                        const std::filesystem::path& out,
                                        const std::vector<ArchiveFolder>& archives = {});

// similarity.csv: one row per pair (student_1, student_2, similarity, longest_fragment,
// student_1_lines, student_2_lines, student_2_archive: "" for a classmate, else the
// archive's label), names through csv_field().
std::string similarity_csv(const SimilarityReport& report);

// The class report's "Similar submissions" section (id="similarity"): the pairs or the
// note, and that a pair is a hint for a human, never proof; for the first
// kMaxPairsWithCode pairs, their largest shared regions side by side (id="similarity-code"),
// every line through html_escape().
std::string similarity_section_html(const SimilarityReport& report);

// The one line `export` prints: where the pairs are, or why there are none.
std::string similarity_summary(const SimilarityReport& report, const std::string& out);

}  // namespace grader
