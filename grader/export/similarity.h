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
#include <vector>

#include "export/similarity_archive.h"
#include "export/similarity_code.h"
#include "export/similarity_report.h"
#include "export/similarity_script.h"
#include "export/student_key.h"
#include "run/process_runner.h"

namespace grader {

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

// export --similarity: check_similarity() of class_code(students, {out, starter, archives}) and
// archive_code() of each archive, with Node and Dolos where this machine has them.
SimilarityReport check_class_similarity(ProcessRunner& runner, const std::vector<Student>& students,
                                        const std::optional<std::filesystem::path>& starter,
                                        const std::filesystem::path& out,
                                        const std::vector<ArchiveFolder>& archives = {});

}  // namespace grader
