// An assignment: one grade made of one or more suites (docs/assignment-manifest.md).
// Every command that takes a suite takes an assignment manifest too; a plain suite file
// is an assignment of one part, graded exactly as the suite alone.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "suite/suite.h"
#include "suite/suite_loader.h"

namespace grader {

// How a part's points count towards the assignment.
struct PartScale {
  std::optional<double> points;  // the part is worth exactly this many points...
  double weight = 1;             // ...or its own points times this (default: as they are)
};

struct AssignmentPart {
  std::string name;  // the prefix of its test names ("print_succ: ..."); "" for a lone suite
  Suite suite;
  PartScale scale;
  std::optional<Visibility> visibility;  // overrides every test's visibility when set

  // What each of the suite's points is worth in the assignment.
  double factor() const;
};

// A question graded by hand (a written answer), listed under `manual:`. Its points are
// not among the automatic ones (max_points()); they come from the instructor.
struct ManualQuestion {
  std::string name;  // e.g. q1: the notebook's answer cell carries it (docs/assignment-manifest.md)
  double points = 0;   // the most it can give
  std::string prompt;  // the start of the question's text, to find an answer by position
};

struct Assignment {
  std::filesystem::path path;  // the manifest (or the lone suite)
  std::string name;
  std::vector<AssignmentPart> parts;   // in manifest order; never empty
  std::vector<ManualQuestion> manual;  // in manifest order; names unique

  // The suite files, manifest first when there is one (what a batch hashes and keeps
  // private from the runs).
  std::vector<std::filesystem::path> files() const;
  // The most points the assignment's suites can give (manual questions not included).
  double max_points() const;
  // The most points its manual questions can give.
  double manual_points() const;
};

// A name `accept:` takes: a deviation or a variant some suite of the assignment records.
struct RecordedRule {
  std::string name;
  std::string sentence;            // a deviation's `yours`, a variant's `description`
  std::string dimension;           // a deviation's (tie-break, ...); "" for a variant
  std::vector<std::string> parts;  // the parts whose suites record it (their names), each once
};

// Every name `accept:` takes, each once, in the order the parts' suites declare them
// (each suite's deviations, then its variants): what `puzzle-grader rules` lists.
std::vector<RecordedRule> recorded_rules(const std::vector<AssignmentPart>& parts);

// Whether a manifest's `accept:` is read. `puzzle-grader rules` lists the names it may
// hold even while one of them is wrong, so it can read the rest without it.
enum class AcceptedRules { applied, left_out };

// Whether the YAML `text` is an assignment manifest (a mapping with a `suites` key)
// rather than a suite.
bool is_assignment_manifest(std::string_view text);

// Parses a manifest; its suites are loaded from `load` (paths relative to the manifest's
// folder). Errors of a suite file are reported as they are, with the suite's own path.
puzzle::Expected<Assignment, SuiteErrors> parse_assignment(
    std::string_view text, const std::string& file_name,
    AcceptedRules accepted = AcceptedRules::applied);

// `suite` as an assignment of one part, graded exactly as the suite alone.
Assignment lone_suite_assignment(Suite suite);

// One warning per hidden test whose name spells out its own input (an argument's value
// or its stdin, by letters and digits): students read every test's name, hidden ones
// included (docs/security.md "Hidden tests stay hidden"), so such a name gives the
// hidden input away. A suite gen wrote as visible, made hidden by a manifest's
// `visibility: hidden`, has such names ("bfs-806547231"). Empty when none does.
std::vector<std::string> hidden_names_telling_input(const Assignment& assignment);

// Reads a manifest, or a suite as an assignment of one part.
puzzle::Expected<Assignment, SuiteErrors> load_assignment(
    const std::filesystem::path& path, AcceptedRules accepted = AcceptedRules::applied);

}  // namespace grader
