#include "export/typeset_math.h"

#include <gtest/gtest.h>

#include <chrono>
#include <nlohmann/json.hpp>

#include "grade/fake_process_runner.h"
#include "run/boost_process_runner.h"

namespace grader {
namespace {

const MathSpan kGood{"h_1(n) \\le h^*(n)", false};

KatexSetup fake_setup() {
  return {std::filesystem::path("/usr/bin/node"), std::filesystem::path("/opt/katex"),
          katex_script_path()};
}

// What the script prints: its first line, then one line per answer.
std::string answer_lines(const std::vector<std::string>& lines) {
  std::string out = "{\"katex\":\"0.19.1\"}\n";
  for (const std::string& line : lines) out += line + "\n";
  return out;
}

nlohmann::json request_of(const ProcessSpec& spec) {
  return nlohmann::json::parse(spec.stdin_data);
}

TEST(TypesetMath, sends_only_the_answers_with_math_and_reads_each_answer_back) {
  FakeProcessRunner runner([](const ProcessSpec&) {
    return exited(0, answer_lines({R"({"html":["<span class=\"katex\">G</span>"]})",
                                   R"({"failure":"KaTeX took over 2 s on it"})"}));
  });
  TypesetAnswers typeset = typeset_math(runner, {{kGood}, {}, {{"\\def\\b#1{#1#1}\\b{x}", true}}},
                                        fake_setup());
  EXPECT_EQ(typeset.note, "");
  ASSERT_EQ(typeset.answers.size(), 3u);
  EXPECT_EQ(typeset.answers[0].html, std::vector<std::string>{"<span class=\"katex\">G</span>"});
  EXPECT_TRUE(typeset.answers[1].html.empty());
  EXPECT_EQ(typeset.answers[1].failure, "");  // no math: nothing to say
  EXPECT_TRUE(typeset.answers[2].html.empty());
  EXPECT_EQ(typeset.answers[2].failure, "KaTeX took over 2 s on it");
  ASSERT_EQ(runner.specs().size(), 1u);
  const nlohmann::json request = request_of(runner.specs()[0]);
  EXPECT_EQ(request["katex_prefix"], "/opt/katex");
  EXPECT_EQ(request["millis"], 2000);
  EXPECT_EQ(request["max_bytes"], 262144);
  const nlohmann::json expected = {{{{"tex", "h_1(n) \\le h^*(n)"}, {"display", false}}},
                                   {{{"tex", "\\def\\b#1{#1#1}\\b{x}"}, {"display", true}}}};
  EXPECT_EQ(request["answers"], expected);
}

// Node crashing (or stopped at a limit) on one answer: that answer keeps its TeX, a new run
// typesets the answers after it, and the ones before keep what they got.
TEST(TypesetMath, an_answer_that_stops_node_fails_alone_and_the_rest_are_typeset) {
  int runs = 0;
  FakeProcessRunner runner([&](const ProcessSpec&) {
    if (++runs == 1) {
      ProcessResult crash = stopped(Termination::signaled);
      crash.stdout_data = answer_lines({R"({"html":["A"]})"}) + R"({"html":["half a li)";
      return crash;
    }
    return exited(0, answer_lines({R"({"html":["C"]})"}));
  });
  TypesetAnswers typeset = typeset_math(runner, {{kGood}, {{"\\sqrt{\\sqrt{x}}", false}}, {kGood}},
                                        fake_setup());
  EXPECT_EQ(typeset.answers[0].html, std::vector<std::string>{"A"});
  EXPECT_TRUE(typeset.answers[1].html.empty());
  EXPECT_EQ(typeset.answers[1].failure, "Node stopped on it (signal 11: a crash or out of memory)");
  EXPECT_EQ(typeset.answers[2].html, std::vector<std::string>{"C"});
  ASSERT_EQ(runner.specs().size(), 2u);
  EXPECT_EQ(request_of(runner.specs()[1])["answers"].size(), 1u);  // only the third answer
}

// A line with fewer pieces of HTML than the answer has spans would misplace formulas.
TEST(TypesetMath, an_answer_line_that_does_not_fit_its_answer_keeps_the_tex) {
  FakeProcessRunner runner([](const ProcessSpec& spec) {
    if (request_of(spec)["answers"].size() == 2) {
      return exited(0, answer_lines({R"({"html":["A"]})", R"({"html":["B"]})"}));
    }
    return exited(0, answer_lines({R"({"html":["B again"]})"}));
  });
  TypesetAnswers typeset = typeset_math(runner, {{kGood, kGood}, {kGood}}, fake_setup());
  EXPECT_TRUE(typeset.answers[0].html.empty());
  EXPECT_EQ(typeset.answers[0].failure, "KaTeX's answer cannot be read");
  EXPECT_EQ(typeset.answers[1].html, std::vector<std::string>{"B again"});  // by a new run
  EXPECT_EQ(runner.specs().size(), 2u);
}

TEST(TypesetMath, without_node_or_katex_no_math_is_typeset_and_the_note_says_why) {
  FakeProcessRunner runner([](const ProcessSpec&) { return exited(0); });
  KatexSetup no_node = fake_setup();
  no_node.node.reset();
  TypesetAnswers typeset = typeset_math(runner, {{kGood}}, no_node);
  EXPECT_EQ(typeset.note, "Node.js is not installed (no node on the PATH), so KaTeX cannot run");
  KatexSetup no_katex = fake_setup();
  no_katex.katex_prefix.reset();
  typeset = typeset_math(runner, {{kGood}}, no_katex);
  EXPECT_TRUE(typeset.note.starts_with("KaTeX (npm katex) is not installed; install it with "
                                       "scripts/bootstrap.sh"))
      << typeset.note;
  EXPECT_TRUE(runner.specs().empty());
  EXPECT_TRUE(typeset.answers[0].html.empty());
  EXPECT_EQ(typeset.answers[0].failure, "");  // said once, in the note
  // No math at all: nothing to run, nothing to say.
  EXPECT_EQ(typeset_math(runner, {{}, {}}, no_node).note, "");
}

// Debian's libjs-katex 0.16.4 (CVE-2024-28243) pointed to: the script refuses it.
TEST(TypesetMath, a_katex_the_script_refuses_is_the_note) {
  FakeProcessRunner runner([](const ProcessSpec&) {
    return exited(3, "",
                  "katex 0.16.4 in /opt/katex is older than 0.16.21 and has known flaws "
                  "(CVE-2024-28243, CVE-2025-23207)\n");
  });
  TypesetAnswers typeset = typeset_math(runner, {{kGood}}, fake_setup());
  EXPECT_TRUE(typeset.note.starts_with("KaTeX could not be used (katex 0.16.4 in /opt/katex is "
                                       "older than 0.16.21 and has known flaws (CVE-2024-28243, "
                                       "CVE-2025-23207)); install it with"))
      << typeset.note;
  EXPECT_EQ(runner.specs().size(), 1u);
}

// The attacks of issue 38 item 4 against the real KaTeX (skipped without Node or npm's
// katex): 20 formulas of 314 bytes that double a macro with \edef (CVE-2024-28243: 550 s
// in Debian's 0.16.4), a \def whose body repeats its argument 97 times (a million symbols
// from 120 bytes, within maxExpand; minutes in any KaTeX), \sqrt nested 2,000 deep (KaTeX's
// call stack overflows) and 64,000 letters (quadratic in KaTeX), between two good answers.
TEST(TypesetMath, real_katex_typesets_the_good_answers_around_hostile_ones_in_bounded_time) {
  const KatexSetup setup = katex_setup();
  if (!setup.node || !setup.katex_prefix) {
    GTEST_SKIP() << "Node.js or npm's katex is missing (scripts/bootstrap.sh); skipped";
  }
  std::string edef = "\\edef\\a{xx}";
  for (int i = 0; i < 23; ++i) edef += "\\edef\\a{\\a\\a}";
  edef += "\\a";
  const std::vector<MathSpan> edefs(20, MathSpan{edef, false});
  std::string repeats = "\\def\\b#1{";
  for (int i = 0; i < 97; ++i) repeats += "#1";
  repeats += "}\\b{\\b{";
  repeats.append(96, 'x');
  repeats += "}}";
  std::string sqrt;
  for (int i = 0; i < 2000; ++i) sqrt += "\\sqrt{";
  sqrt += 'x';
  sqrt.append(2000, '}');
  const auto started = std::chrono::steady_clock::now();
  TypesetAnswers typeset = typeset_math(*make_system_runner(),
                                        {{kGood},
                                         edefs,
                                         {{repeats, false}},
                                         {{sqrt, true}},
                                         {{std::string(64000, 'x'), false}},
                                         {kGood, {"\\sum_{i=1}^{n} c_i", true}}},
                                        setup);
  const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started);
  ASSERT_EQ(typeset.note, "");
  for (std::size_t good : {0u, 5u}) {
    EXPECT_EQ(typeset.answers[good].failure, "") << good;
    ASSERT_FALSE(typeset.answers[good].html.empty()) << good;
    EXPECT_NE(typeset.answers[good].html[0].find("<span class=\"katex\">"), std::string::npos);
  }
  EXPECT_EQ(typeset.answers[5].html.size(), 2u);
  // KaTeX 0.16.21+ counts the \edef expansions: each formula is its own red error.
  ASSERT_EQ(typeset.answers[1].html.size(), 20u) << typeset.answers[1].failure;
  EXPECT_NE(typeset.answers[1].html[19].find("Too many expansions"), std::string::npos);
  EXPECT_EQ(typeset.answers[2].failure, "KaTeX took over 2 s on it");
  EXPECT_TRUE(typeset.answers[3].failure.starts_with("KaTeX failed on it (Maximum call stack"))
      << typeset.answers[3].failure;
  EXPECT_FALSE(typeset.answers[4].failure.empty());  // over 2 s, or over 256 KB of HTML
  EXPECT_TRUE(typeset.answers[4].html.empty());
  // Two answers stopped at 2 s each, KaTeX loaded twice more, on a busy machine.
  EXPECT_LT(seconds.count(), 20.0);
}

}  // namespace
}  // namespace grader
