// The written answers' math typeset once, at export (docs/instructor-guide.md "Written
// answers"): KaTeX (npm katex, pinned by scripts/bootstrap.sh) run through Node by
// puzzle_katex.mjs, so that the answer pages hold finished HTML and run no script, and no
// student's math can freeze or break the instructor's browser (issue 38). Each answer is
// typeset alone within kTypesetMillis and kMaxTypesetBytes; one that fails (or stops Node)
// keeps its TeX and says why, and every other answer is typeset as usual. Without Node or
// KaTeX every answer keeps its TeX, said once. Never Debian's libjs-katex 0.16.4: its
// expansion limit can be bypassed (CVE-2024-28243); the script refuses any KaTeX before
// 0.16.21.
#pragma once

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "manual/answer_markdown.h"
#include "run/process_runner.h"

namespace grader {

// Per answer: KaTeX's time (wall clock, within Node) and the size of its HTML. A
// real answer takes milliseconds and a few KB per formula.
inline constexpr std::chrono::milliseconds kTypesetMillis{2000};
inline constexpr std::size_t kMaxTypesetBytes = 256 * 1024;

// An answer's math, typeset: KaTeX's HTML of each span (answer_math()'s order), or, when
// `html` is empty, why not (`failure`; "" for an answer without math or when nothing was
// typeset at all: TypesetAnswers::note).
struct TypesetMath {
  std::vector<std::string> html;
  std::string failure;
};

struct TypesetAnswers {
  std::vector<TypesetMath> answers;  // one per answer given, in order
  std::string note;                  // why no answer's math was typeset; "" when KaTeX ran
};

struct KatexSetup {
  std::optional<std::filesystem::path> node;
  std::optional<std::filesystem::path> katex_prefix;  // npm prefix holding node_modules/katex
  std::filesystem::path script;                       // puzzle_katex.mjs
};

// The npm prefix holding node_modules/katex, or nullopt: $PUZZLE_KATEX_PREFIX alone when
// set, else <exe_dir>/../share/puzzle/katex, else the prefix scripts/bootstrap.sh
// installs into (CMake's PUZZLE_KATEX_PREFIX, /usr/local/share/puzzle/katex by default).
std::optional<std::filesystem::path> find_katex_prefix();
inline constexpr const char* kKatexPrefixEnv = "PUZZLE_KATEX_PREFIX";

// Where puzzle_katex.mjs is: beside the executable (<exe_dir>/../share/puzzle/) when
// there, else in the source tree.
std::filesystem::path katex_script_path();

// find_node() (export/similarity.h), find_katex_prefix() and katex_script_path().
KatexSetup katex_setup();

// KaTeX's style sheet and fonts in a prefix: <prefix>/node_modules/katex/dist.
std::filesystem::path katex_dist(const std::filesystem::path& prefix);

// Typesets each answer's spans (answers without any are not sent) through `runner`: one
// Node run for all of them, and when Node stops on an answer (a crash, a limit), that
// answer fails alone and a new run takes the rest. Never throws for what Node does.
TypesetAnswers typeset_math(ProcessRunner& runner,
                            const std::vector<std::vector<MathSpan>>& answers,
                            const KatexSetup& setup);

}  // namespace grader
