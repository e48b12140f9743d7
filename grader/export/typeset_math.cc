#include "export/typeset_math.h"

#include <fmt/format.h>

#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string_view>
#include <system_error>

#include "common/scratch_folder.h"
#include "export/similarity.h"  // find_node
#include "report/untrusted_text.h"

#ifndef PUZZLE_KATEX_SCRIPT_SOURCE_PATH
#error "CMake passes PUZZLE_KATEX_SCRIPT_SOURCE_PATH (grader/export/puzzle_katex.mjs)"
#endif
#ifndef PUZZLE_KATEX_PREFIX
#error "CMake passes PUZZLE_KATEX_PREFIX (where scripts/bootstrap.sh installs katex)"
#endif

namespace grader {
namespace fs = std::filesystem;
namespace {

using nlohmann::json;

// Exit code of puzzle_katex.mjs when KaTeX cannot be loaded or is too old (its header).
constexpr int kScriptNoKatex = 3;

constexpr std::string_view kInstallHint =
    "install it with scripts/bootstrap.sh, or: npm install --prefix " PUZZLE_KATEX_PREFIX " katex";

// The answers `batch` names (indices into `answers`), as the script's request.
std::string katex_request(const std::vector<std::vector<MathSpan>>& answers,
                          const std::vector<std::size_t>& batch, const fs::path& prefix) {
  json request = {{"katex_prefix", prefix.string()},
                  {"millis", kTypesetMillis.count()},
                  {"max_bytes", kMaxTypesetBytes},
                  {"answers", json::array()}};
  for (std::size_t index : batch) {
    json spans = json::array();
    for (const MathSpan& span : answers[index]) {
      spans.push_back({{"tex", span.tex}, {"display", span.display}});
    }
    request["answers"].push_back(std::move(spans));
  }
  // A student's invalid UTF-8 becomes U+FFFD rather than stopping the request.
  return request.dump(-1, ' ', false, json::error_handler_t::replace);
}

// Node's heap is capped so that an answer that allocates without end stops Node at once
// (that answer fails alone); time per answer is the script's, the run's a safety net.
ResourceLimits katex_limits(std::size_t answers) {
  ResourceLimits limits;
  limits.cpu_time = std::chrono::seconds(20) +
                    static_cast<long>(answers) * (kTypesetMillis + std::chrono::seconds(1));
  limits.wall_time = wall_cap_for(limits.cpu_time);
  limits.memory_bytes = 0;  // V8 reserves far more address space than it uses
  limits.output_bytes = answers * (kMaxTypesetBytes + 4096) + (64 << 10);
  limits.file_size_bytes = 0;
  limits.max_processes = 0;
  return limits;
}

// The lines of `out` that are complete (a run stopped midway may leave half a line).
std::vector<std::string_view> complete_lines(std::string_view out) {
  std::vector<std::string_view> lines;
  for (auto end = out.find('\n'); end != std::string_view::npos; end = out.find('\n')) {
    lines.push_back(out.substr(0, end));
    out.remove_prefix(end + 1);
  }
  return lines;
}

// One answer's line: its spans' HTML (exactly `spans` of them) or its failure; nullopt
// for a line that is neither.
std::optional<TypesetMath> answer_of(std::string_view line, std::size_t spans) {
  const json answer = json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (!answer.is_object()) return std::nullopt;
  if (auto failure = answer.find("failure"); failure != answer.end() && failure->is_string()) {
    return TypesetMath{{}, display_text(failure->get<std::string>())};
  }
  auto html = answer.find("html");
  if (html == answer.end() || !html->is_array() || html->size() != spans) return std::nullopt;
  TypesetMath math;
  for (const json& one : *html) {
    if (!one.is_string()) return std::nullopt;
    math.html.push_back(one.get<std::string>());
  }
  return math;
}

std::string first_line(const std::string& text) {
  return display_text(text.substr(0, text.find('\n')));
}

// Why a run gave no "katex" line: Node or KaTeX could not start.
std::string start_failure(const ProcessResult& run) {
  if (run.termination == Termination::failed_to_start) {
    return "Node.js could not start: " + run.failure_reason;
  }
  if (run.termination == Termination::exited && run.exit_code == kScriptNoKatex) {
    return fmt::format("KaTeX could not be used ({}); {}", first_line(run.stderr_data),
                       kInstallHint);
  }
  return fmt::format("KaTeX did not start ({})", run.termination == Termination::exited
                                                     ? first_line(run.stderr_data)
                                                     : std::string("Node was stopped"));
}

// Why a run that had started stopped before the answer it was on.
std::string stop_reason(const ProcessResult& run) {
  switch (run.termination) {
    case Termination::memory_limit: return "Node ran out of memory on it";
    case Termination::time_limit: return "Node was stopped on it (time limit)";
    case Termination::output_limit: return "KaTeX's HTML of it was too large";
    case Termination::signaled:
      return fmt::format("Node stopped on it (signal {}: a crash or out of memory)", run.signal);
    case Termination::exited:
    case Termination::failed_to_start: break;
  }
  return "Node stopped on it without an answer";
}

std::optional<fs::path> executable_dir() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return std::nullopt;
  return exe.parent_path();
}

}  // namespace

std::optional<fs::path> find_katex_prefix() {
  std::vector<fs::path> candidates;
  if (const char* env = std::getenv(kKatexPrefixEnv); env != nullptr && *env != '\0') {
    candidates.emplace_back(env);
  } else {
    if (auto dir = executable_dir()) {
      candidates.push_back(dir->parent_path() / "share" / "puzzle" / "katex");
    }
    candidates.emplace_back(PUZZLE_KATEX_PREFIX);
  }
  for (const fs::path& prefix : candidates) {
    std::error_code ec;
    if (fs::is_regular_file(prefix / "node_modules" / "katex" / "package.json", ec)) return prefix;
  }
  return std::nullopt;
}

fs::path katex_script_path() {
  if (auto dir = executable_dir()) {
    const fs::path beside = dir->parent_path() / "share" / "puzzle" / "puzzle_katex.mjs";
    std::error_code ec;
    if (fs::is_regular_file(beside, ec)) return beside;
  }
  return PUZZLE_KATEX_SCRIPT_SOURCE_PATH;
}

KatexSetup katex_setup() { return {find_node(), find_katex_prefix(), katex_script_path()}; }

fs::path katex_dist(const fs::path& prefix) { return prefix / "node_modules" / "katex" / "dist"; }

TypesetAnswers typeset_math(ProcessRunner& runner,
                            const std::vector<std::vector<MathSpan>>& answers,
                            const KatexSetup& setup) {
  TypesetAnswers typeset;
  typeset.answers.resize(answers.size());
  std::vector<std::size_t> todo;  // the answers with math
  for (std::size_t i = 0; i < answers.size(); ++i) {
    if (!answers[i].empty()) todo.push_back(i);
  }
  if (todo.empty()) return typeset;
  if (!setup.node) {
    typeset.note = "Node.js is not installed (no node on the PATH), so KaTeX cannot run";
    return typeset;
  }
  if (!setup.katex_prefix) {
    typeset.note = fmt::format("KaTeX (npm katex) is not installed; {}", kInstallHint);
    return typeset;
  }
  const puzzle::ScratchFolder folder("puzzle-katex");
  // Node may run as a uid of its own, which cannot enter a private install: it gets a
  // copy of the script in its folder (as for Dolos, export/similarity.h).
  const fs::path script = folder / setup.script.filename();
  std::error_code error;
  if (!folder.path().empty()) fs::copy_file(setup.script, script, error);
  if (folder.path().empty() || error) {
    typeset.note = fmt::format("the script {} could not be copied to a temporary folder",
                               setup.script.string());
    return typeset;
  }
  fs::permissions(script, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read,
                  error);
  for (std::size_t done = 0; done < todo.size();) {
    const std::vector<std::size_t> batch(todo.begin() + static_cast<long>(done), todo.end());
    ProcessSpec spec;
    spec.argv = {setup.node->string(), "--max-old-space-size=1024", script.string()};
    spec.working_dir = folder.path();
    spec.stdin_data = katex_request(answers, batch, *setup.katex_prefix);
    spec.limits = katex_limits(batch.size());
    spec.isolation = Isolation::rlimits;  // KaTeX reads only stdin; Node needs its own files
    const ProcessResult run = runner.run(spec);
    const std::vector<std::string_view> lines = complete_lines(run.stdout_data);
    const json ready = lines.empty() ? json() : json::parse(lines[0], nullptr, false);
    if (!ready.is_object() || !ready.contains("katex")) {
      // Nothing (more) can be typeset; after a first run that worked, only these answers
      // are told so.
      const std::string why = start_failure(run);
      if (done == 0) {
        typeset.note = why;
      } else {
        for (std::size_t index : batch) typeset.answers[index].failure = why;
      }
      return typeset;
    }
    std::size_t answered = 0;
    for (; answered < batch.size() && answered + 1 < lines.size(); ++answered) {
      auto one = answer_of(lines[answered + 1], answers[batch[answered]].size());
      if (!one) break;
      typeset.answers[batch[answered]] = std::move(*one);
    }
    done += answered;
    if (answered < batch.size()) {  // Node stopped on this answer: it alone fails
      typeset.answers[todo[done]].failure = answered + 1 < lines.size()
                                                ? std::string("KaTeX's answer cannot be read")
                                                : stop_reason(run);
      ++done;
    }
  }
  return typeset;
}

}  // namespace grader
