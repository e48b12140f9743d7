// The exchange with puzzle_similarity.mjs, the script that runs Dolos through Node: the
// JSON request the grader writes on its stdin and the JSON answer it reads from its
// stdout (formats in that script's header).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "export/similarity_code.h"
#include "export/similarity_report.h"

namespace grader {

// In the script, each submission's parse gets kParseMillis and its syntax tree at most
// kMaxTreeDepth levels; one past either is left out, named with the reason.
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

// Code that more than this many of the class's students share is common (half of them,
// never fewer than 2): set aside only as kNearIdentical says (similarity_report.h). Only
// the class decides: code in many archive entries is not common, or an archive holding
// many copies of one solution found online would hide a student's copy of it.
int class_common_limit(int students);

// The JSON request for puzzle_similarity.mjs (format in that file).
std::string dolos_request(const std::vector<SubmissionCode>& submissions,
                          const std::optional<SubmissionCode>& starter,
                          const std::filesystem::path& dolos_prefix);

// The pairs of the script's answer (and its count of unlisted ones), students named
// through `submissions` (the request's ids are their indices), or why it cannot be read.
puzzle::Expected<SimilarityReport, std::string> parse_dolos_answer(
    std::string_view answer, const std::vector<SubmissionCode>& submissions);

}  // namespace grader
