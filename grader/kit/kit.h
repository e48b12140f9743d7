// The student kit (docs/kit.md): one archive a student downloads to grade their program
// on the course's public tests with the course's own grader, on any x86_64 Linux with
// nothing installed but Python. Like Berkeley's OK client, it holds nothing the course
// would not publish: the public suites only (no hidden test's name, board, expected line
// or points), the starter, a README, `check`, a .devcontainer for VS Code and
// Codespaces, the harness, and puzzle-grader itself linked statically
// (puzzle-grader-kit, grader/CMakeLists.txt). The layout, <kit> being the archive's name
// without .tar.gz:
//
//   <kit>/README.md, <kit>/check, <kit>/.devcontainer/devcontainer.json
//   <kit>/<starter>/...                      the student's starter, where they work
//   <kit>/grader/bin/puzzle-grader           the static grader
//   <kit>/grader/share/puzzle/puzzle_harness.py  where that grader looks (run/harness.h)
//   <kit>/grader/suites/assignment.yaml      the public suites' manifest (or the lone suite)
//   <kit>/grader/suites/...                  the public suites
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "run/process_runner.h"
#include "suite/assignment.h"

namespace grader {

// One public suite of the kit and how the course's manifest counts it.
struct KitSuite {
  std::filesystem::path source;  // the suite file in the toolkit
  std::string file;              // its name in <kit>/grader/suites/
  std::string name;              // its manifest name (the tests' prefix); "" for a lone suite
  PartScale scale;
  std::optional<Visibility> visibility;  // the manifest's override, if any
};

// What goes into a kit: the public parts of an assignment.
struct KitContents {
  std::string assignment;
  bool lone_suite = false;       // a suite given on its own: the kit grades that file
  std::vector<KitSuite> suites;  // the public ones, in manifest order; never empty
  std::uint64_t memory_mb = 0;   // the largest memory limit of the public suites
  std::vector<std::filesystem::path> left_out;  // suites with a test that is not public
  std::vector<std::string> python_packages;     // what the public suites declare (numpy)
  std::vector<std::string> debian_packages;     // and its Debian packages, python3 first
};

// Whether every test of `part` is graded as visible (the manifest's visibility, else the
// test's, else the suite's). hidden, after_due_date and after_published are not public
// before the due date, so a suite with any such test stays out of the kit whole.
bool is_public(const AssignmentPart& part);

// The kit's contents; an error sentence when no suite is public or two public suites
// have the same file name (the kit keeps them in one folder).
puzzle::Expected<KitContents, std::string> plan_kit(const Assignment& assignment);

// The file `check` grades, relative to <kit>/grader/suites/: assignment.yaml, the manifest,
// or the lone suite under that name, so that scripts and CI find every kit's tests there.
std::string kit_entry_file(const KitContents& contents);
// The manifest of the kit's suites (docs/assignment-manifest.md): the course's names,
// points, weights and visibilities, each file in the kit's own folder.
std::string kit_manifest_yaml(const KitContents& contents);
// A public suite as the kit (and the web page) holds it: without the comment lines and
// blank lines before its first line of YAML, where instructors write what students must
// not read (a hidden suite's name and points, the course's total per question), under a
// one-line header of the kit's own. The rest is kept byte for byte, comments included.
std::string kit_suite_text(const KitContents& contents, std::string_view suite);
// `check`: a POSIX shell script that grades <kit>/<starter>, or the file or folder given,
// with any further options passed on to `puzzle-grader run`.
std::string kit_check_script(const KitContents& contents, const std::string& starter);
// The student's README: what the kit is, the one command, what a report means, where it runs.
std::string kit_readme(const KitContents& contents, const std::string& starter);
// A plain Debian image with the declared Python, for VS Code and Codespaces.
std::string kit_devcontainer_json(const KitContents& contents);

// Where the kit's files come from.
struct KitSources {
  std::filesystem::path grader;   // the static grader (puzzle-grader-kit)
  std::filesystem::path harness;  // puzzle_harness.py (run/harness.h: harness_path())
  std::filesystem::path starter;  // student_template/<assignment>/
};

// The starter the toolkit ships for the assignment whose suite or manifest is
// `suite_file` (testcases/<a>/...): <toolkit>/student_template/<a>, when that exists.
std::optional<std::filesystem::path> default_starter(const std::filesystem::path& suite_file);

// Why the starter cannot go into a kit as it is, in one sentence naming the file, or
// nothing. A symbolic link in it must be relative and lead to a file or folder of the
// starter, both as written and as the file system follows it: the kit keeps it as a link,
// and never packs what a link outside the starter points to (a hidden suite,
// /etc/hostname). A file that is not a regular file, a folder or a link (a FIFO, a
// socket, a device) is refused too.
std::optional<std::string> starter_problem(const std::filesystem::path& starter);

// Writes the kit's files into the new folder `folder` (its parent must exist). On error,
// a sentence naming the file; the starter_problem() of the starter is one.
std::optional<std::string> write_kit_folder(const KitContents& contents, const KitSources& sources,
                                            const std::filesystem::path& folder);

// ---- The web page (`kit --web`, docs/web.md): the same public suites in a static page
// that grades in the browser, also opened from a folder (file://), where a browser lets a
// page run scripts but read no file: every file the page reads as bytes is a script.
// Its layout, <page> being the folder made:
//
//   <page>/index.html, grader_page.js, puzzle-grader-web.js, page.css
//                                     web/build-page.sh's top-level files, copied as they are
//   <page>/data/<file>.js             each file under its data/ folder (the grader's wasm,
//                                     the Python worker, Pyodide) as web_asset_script(<file>)
//   <page>/data/course.js             the course's part: page.json (web_page_json),
//                                     puzzle_harness.py and suites/<file> (the public suites'
//                                     manifest, or the lone suite, and the suites)

// Python packages the page stands in for (web/page/python_worker.js makes them): a
// declared package not named here is one the page cannot offer.
inline constexpr const char* kWebStandIns[] = {"psutil"};

// page.json: {assignment, entry (kit_entry_file, under suites/), suite_files (every file of
// suites/), packages_missing (declared packages the page cannot offer), memory_mb (the
// public suites' largest memory limit: the ceiling of the page's Python memory)}.
std::string web_page_json(const KitContents& contents);

// The script that hands the page one file, as grader_page.js reads it:
// `puzzleAsset("<name>", "<base64 of bytes>");` and a newline. Base64 leaves no byte a
// script would have to escape.
std::string web_asset_script(const std::string& name, std::string_view bytes);

// Where the page's files come from.
struct WebPageSources {
  std::filesystem::path assets;   // what web/build-page.sh built (index.html, data/, ...)
  std::filesystem::path harness;  // puzzle_harness.py
};

// Writes the page into the new folder `folder` (its parent must exist). On error, a
// sentence naming the file.
std::optional<std::string> write_web_page(const KitContents& contents,
                                          const WebPageSources& sources,
                                          const std::filesystem::path& folder);

// The command that packs `<parent>/<name>` into the gzip'd tar `output`: GNU tar, on every
// Debian (an essential package) and every Linux; sorted names, root-owned entries and
// readable modes, so the archive is the same wherever it is made.
std::vector<std::string> tar_argv(const std::filesystem::path& parent, const std::string& name,
                                  const std::filesystem::path& output);

// The kit's folder name: the archive's file name without .tar.gz (or .tgz).
std::string kit_name(const std::filesystem::path& output);
// Why `output` cannot name a kit (another suffix, or a name that is not letters, digits,
// '.', '_' and '-'), or nothing.
std::optional<std::string> kit_name_problem(const std::filesystem::path& output);

// Builds the kit `output` (a .tar.gz named <kit>.tar.gz): the folder in a fresh
// temporary folder, then tar through `runner`. On error, a sentence.
std::optional<std::string> make_kit(const KitContents& contents, const KitSources& sources,
                                    const std::filesystem::path& output, ProcessRunner& runner);

}  // namespace grader
