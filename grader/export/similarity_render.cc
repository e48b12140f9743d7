#include "export/similarity_render.h"

#include <fmt/format.h>

#include "export/gradebook.h"  // csv_row
#include "report/untrusted_text.h"

namespace grader {
namespace {

std::string percent_text(double similarity) { return fmt::format("{:.0f}%", 100 * similarity); }

// Where the pair's other program comes from: "this class" or "archive <label>".
std::string origin_text(const SimilarPair& pair) {
  return pair.right_archive.empty() ? std::string("this class") : "archive " + pair.right_archive;
}

std::string pair_row_html(const SimilarPair& pair) {
  auto place = [](const std::string& text) {
    return text.empty() ? std::string()
                        : fmt::format("<br><span class=\"note\">{}</span>", html_escape(text));
  };
  return fmt::format("<tr><td>{}{}</td><td>{}{}</td><td>{}</td><td class=\"num\">{}</td><td "
                     "class=\"num\">{}</td></tr>\n",
                     html_escape(pair.left), place(pair.left_place), html_escape(pair.right),
                     place(pair.right_place), html_escape(origin_text(pair)),
                     percent_text(pair.similarity), pair.longest);
}

// Code for a <pre>: each line through html_escape() (which would show a line break as
// \x0a), the breaks kept.
std::string html_lines(std::string_view code) {
  std::string html;
  while (!code.empty()) {
    const std::size_t end = std::min(code.find('\n'), code.size());
    html += html_escape(code.substr(0, end)) + "\n";
    code.remove_prefix(std::min(end + 1, code.size()));
  }
  return html;
}

// Long lines wrap rather than push the other side off the page.
constexpr std::string_view kPre = "<pre style=\"white-space:pre-wrap;overflow-wrap:anywhere\">";

// One pair's largest shared regions, the student's on the left, the other's on the right.
std::string pair_code_html(const SimilarPair& pair) {
  const std::string right = pair.right_archive.empty() ? pair.right
                                                       : pair.right_archive + "/" + pair.right;
  std::string html =
      fmt::format("<details><summary>{} and {} ({}, {})</summary>\n<table class=\"side-by-side\" "
                  "style=\"table-layout:fixed;width:100%\">\n",
                  html_escape(pair.left), html_escape(right), html_escape(origin_text(pair)),
                  percent_text(pair.similarity));
  for (const SharedFragment& fragment : pair.fragments) {
    html += fmt::format(
        "<tr><th>{}: {}</th><th>{}: {}</th></tr>\n<tr><td style=\"vertical-align:top\">{}{}"
        "</pre></td><td style=\"vertical-align:top\">{}{}</pre></td></tr>\n",
        html_escape(pair.left), html_escape(fragment.left_place), html_escape(right),
        html_escape(fragment.right_place), kPre, html_lines(fragment.left_code), kPre,
        html_lines(fragment.right_code));
  }
  return html + "</table></details>\n";
}

// The side-by-side regions of the first kMaxPairsWithCode pairs ("" when none has any).
std::string shared_code_html(const SimilarityReport& report) {
  std::string pairs;
  for (std::size_t i = 0; i < report.pairs.size() && i < kMaxPairsWithCode; ++i) {
    if (!report.pairs[i].fragments.empty()) pairs += pair_code_html(report.pairs[i]);
  }
  if (pairs.empty()) return "";
  return fmt::format(
      "<h3>Shared code, side by side</h3>\n<p class=\"note\">The largest regions each pair "
      "shares (at most {} per pair, {} lines a side), the student on the left. Names and "
      "comments may differ: Dolos compares the structure of the code.</p>\n"
      "<div id=\"similarity-code\">\n{}</div>\n",
      kMaxShownFragments, kMaxFragmentLines, pairs);
}

}  // namespace

std::string similarity_csv(const SimilarityReport& report) {
  std::string csv = csv_row({"student_1", "student_2", "similarity", "longest_fragment_kgrams",
                             "student_1_lines", "student_2_lines", "student_2_archive"});
  for (const SimilarPair& pair : report.pairs) {
    csv += csv_row({pair.left, pair.right, fmt::format("{:.3f}", pair.similarity),
                    std::to_string(pair.longest), pair.left_place, pair.right_place,
                    pair.right_archive});
  }
  return csv;
}

namespace {

// The students whose code was not compared, with why ("" when none).
std::string left_out_html(const SimilarityReport& report) {
  if (report.left_out.empty()) return "";
  std::string html = "<p class=\"note\">Not compared (each is left out alone; the others were "
                     "compared without them):</p>\n<ul id=\"similarity-left-out\">\n";
  for (const LeftOut& one : report.left_out) {
    html += fmt::format("<li>{}: {}</li>\n", html_escape(one.student), html_escape(one.reason));
  }
  return html + "</ul>\n";
}

// The pairs that were not compared, with why ("" when none).
std::string left_out_pairs_html(const SimilarityReport& report) {
  if (report.left_out_pairs.empty()) return "";
  std::string html = "<p class=\"note\">Pairs not compared (each is left out alone; every other "
                     "pair was compared). Read both programs of each:</p>\n"
                     "<ul id=\"similarity-left-out-pairs\">\n";
  for (const LeftOutPair& pair : report.left_out_pairs) {
    const std::string right = pair.right_archive.empty() ? pair.right
                                                         : pair.right_archive + "/" + pair.right;
    html += fmt::format("<li>{} and {} (about {} of their code alike): {}</li>\n",
                        html_escape(pair.left), html_escape(right), percent_text(pair.share),
                        html_escape(pair.reason));
  }
  if (report.left_out_pairs_unlisted > 0) {
    html += fmt::format("<li>and {} more pair{}</li>\n", report.left_out_pairs_unlisted,
                        report.left_out_pairs_unlisted == 1 ? "" : "s");
  }
  return html + "</ul>\n";
}

// " and 3000 archive programs" when archives were compared, else "".
std::string archive_text(const SimilarityReport& report) {
  if (report.archived == 0) return "";
  return fmt::format(" and {} archive program{}", report.archived, report.archived == 1 ? "" : "s");
}

// ", a student's 5 most similar archive entries at most" when archives were compared.
std::string archive_cap_text(const SimilarityReport& report) {
  if (report.archived == 0) return "";
  return fmt::format(", a student's {} most similar archive entries at most", kMaxArchiveMatches);
}

// What was set aside as common and why, in one sentence for the command line and the
// report ("" when nothing was).
std::string common_code_sentence(const CommonCode& common) {
  if (common.fingerprints == 0) return "";
  const std::string kept_off = common.pairs == 0 ? std::string("no pair")
                                                 : fmt::format("{} pair{}", common.pairs,
                                                               common.pairs == 1 ? "" : "s");
  return fmt::format(
      "code that more than {} of the {} students share ({} fragment{} of about 23 tokens) was "
      "set aside as common, since most of a class writes such code alike; it counts for "
      "nothing in pairs of classmates under {} alike (it kept {} off the list), while pairs {} "
      "alike or more, and matches with archive entries, are always listed",
      common.limit, common.students, common.fingerprints, common.fingerprints == 1 ? "" : "s",
      percent_text(kNearIdentical), kept_off, percent_text(kNearIdentical));
}

// The report's paragraph on the code set aside as common ("" when none was).
std::string common_code_html(const SimilarityReport& report) {
  const std::string sentence = common_code_sentence(report.common);
  if (sentence.empty()) return "";
  std::string html = "<p class=\"note\" id=\"similarity-common\">Set aside: ";
  html.append(html_escape(sentence)).append(".</p>\n");
  return html;
}

std::string similarity_body_html(const SimilarityReport& report) {
  std::string html =
      "<h2>Similar submissions</h2>\n<p class=\"note\">Pairs of submissions that share unusual "
      "code, found by <a href=\"https://dolos.ugent.be/\">Dolos</a>: classmates, and a student "
      "with an archive entry (a prior term's program, a solution found online) where archives "
      "were given. Code from the starter file is not counted; renamed variables and reordered "
      "functions still match. A pair is a hint for a person to read both programs, never "
      "proof of copying.</p>\n";
  if (report.status != SimilarityStatus::checked) {
    return html +
           fmt::format("<p id=\"similarity\">Not checked: {}.</p>\n", html_escape(report.note));
  }
  if (report.pairs.empty()) {
    return html +
           fmt::format("<p id=\"similarity\">No pair of the {} submissions{} shares {} or more "
                       "of its code.</p>\n",
                       report.compared, archive_text(report), percent_text(kMinSimilarity));
  }
  html += "<table id=\"similarity\"><tr><th>student</th><th>shares code with</th><th>from</th><th "
          "class=\"num\">similarity</th>"
          "<th class=\"num\">longest shared fragment (k-grams)</th></tr>\n";
  for (const SimilarPair& pair : report.pairs) html += pair_row_html(pair);
  std::string more =
      report.unlisted == 0
          ? ""
          : fmt::format(" {} more pair{} as similar {} not listed: only the {} most similar "
                        "are{}.",
                        report.unlisted, report.unlisted == 1 ? "" : "s",
                        report.unlisted == 1 ? "is" : "are", kMaxSimilarPairs,
                        archive_cap_text(report));
  return html +
         fmt::format("</table>\n<p class=\"note\">{} submissions{} compared; pairs below {} "
                     "similarity are not listed.{} The lines under each name are the longest "
                     "shared fragment.</p>\n",
                     report.compared, archive_text(report), percent_text(kMinSimilarity), more) +
         shared_code_html(report);
}

std::string similarity_outcome(const SimilarityReport& report, const std::string& out) {
  switch (report.status) {
    case SimilarityStatus::checked:
      return fmt::format(
          "Similarity: {} pair{} of {} submissions{} share {} or more of their code{}: "
          "{}/similarity.csv and class-report.html.\n",
          report.pairs.size() + static_cast<std::size_t>(report.unlisted),
          report.pairs.size() + static_cast<std::size_t>(report.unlisted) == 1 ? "" : "s",
          report.compared, archive_text(report), percent_text(kMinSimilarity),
          report.unlisted == 0 ? ""
                               : fmt::format(" (the {} most similar listed{})", kMaxSimilarPairs,
                                             archive_cap_text(report)),
          out);
    case SimilarityStatus::unavailable:
    case SimilarityStatus::failed:
    case SimilarityStatus::too_few:
      return fmt::format("Similarity not checked: {}.\n", report.note);
  }
  return "";
}

}  // namespace

std::string similarity_section_html(const SimilarityReport& report) {
  return similarity_body_html(report) + common_code_html(report) + left_out_pairs_html(report) +
         left_out_html(report);
}

std::string similarity_summary(const SimilarityReport& report, const std::string& out) {
  std::string summary = similarity_outcome(report, out);
  if (const std::string common = common_code_sentence(report.common); !common.empty())
    summary.append("Similarity: ").append(common).append(".\n");
  if (!report.left_out_pairs.empty()) {
    const std::size_t pairs = report.left_out_pairs.size() +
                              static_cast<std::size_t>(report.left_out_pairs_unlisted);
    summary += fmt::format("Similarity: {} pair{} not compared (too costly for Dolos, or past "
                           "the check's time): listed in class-report.html.\n",
                           pairs, pairs == 1 ? "" : "s");
  }
  if (report.left_out.empty()) return summary;
  return summary +
         fmt::format("Similarity: {} {}{} not compared (too large, or code no parser should be "
                     "given): listed in class-report.html.\n",
                     report.left_out.size(), report.archived == 0 ? "submission" : "program",
                     report.left_out.size() == 1 ? "" : "s");
}

}  // namespace grader
