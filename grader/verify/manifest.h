// testcases/<assignment>/submissions/manifest.yaml: the example submissions of an
// assignment and the verdict each must get (format in docs/grader.md "verify"). Loaded
// into plain structs; every problem is reported as file:line:column, like a suite's.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "common/expected.h"
#include "grade/result.h"
#include "suite/suite_loader.h"

namespace grader {

// One `points:` item of an entry: the points a question (an assignment part's name, a
// manual question's name, or `total`) must get, hand-worked from the course's rubric.
struct DeclaredPoints {
  std::string question;
  std::optional<double> points;  // nullopt: `pending`, a written answer found, not graded yet
  int line = 1;                  // 1-based position of the key, for messages
  int column = 1;
};

struct ManifestEntry {
  std::string path;                // as written, relative to the manifest's folder
  std::filesystem::path location;  // the manifest's folder / path
  Verdict verdict = Verdict::passed;
  std::optional<std::string> variant;  // wrong_answer only
  // wrong_answer only: the deviations that explain its numbers (sorted names); absent:
  // it must get no explanation at all.
  std::optional<DeviationSet> explanation;
  std::string mistake;  // every entry but passed
  // The points it must get, in file order; empty: points are not checked.
  std::vector<DeclaredPoints> points;
  int line = 1;  // 1-based line of the entry, for messages
};

struct Manifest {
  std::filesystem::path path;
  std::vector<ManifestEntry> entries;  // in file order
};

// Parses `text`; `file_name` is used in messages and its folder to resolve and check
// each entry's path (which must exist).
puzzle::Expected<Manifest, SuiteErrors> parse_manifest(std::string_view text,
                                                       const std::filesystem::path& file_name);

// Reads and parses a manifest file. A file that cannot be read is an error at 1:1.
puzzle::Expected<Manifest, SuiteErrors> load_manifest(const std::filesystem::path& path);

}  // namespace grader
