// Runs Dolos (npm @dodona/dolos-lib, Ghent University's similarity checker) over a class's
// code for `puzzle-grader export --similarity` (grader/export/similarity.h). Started with
// Node by the grader, which reads the students' files itself (no links, capped sizes) so
// this script opens no file of a student.
//
// stdin: one JSON request
//   {"dolos_prefix": "<npm --prefix folder holding node_modules/@dodona/dolos-lib>",
//    "language": "python", "starter": "<starter code>" | null,
//    "submissions": [{"id": "<any string>", "code": "<all of one program's code>",
//                     "archive": "<label>" (absent or null for a student of the class)}, ...],
//    "min_similarity": 0.5, "near_identical": 0.7, "max_pairs": 200,
//    "max_class_fingerprint_count": 2 | null,
//    "max_fragments": 3, "max_archive_matches": 5, "parse_millis": 2000, "max_depth": 400,
//    "max_pair_matches": 50000, "max_pair_cells": 100000000,
//    "deadline_cpu_millis": 480000, "deadline_wall_millis": 960000}
// stdout: one JSON answer, pairs by decreasing similarity, rows 0-based
//   {"pairs": [{"left": id, "right": id, "similarity": 0.93, "longest": 41,
//               "left_rows": [first, last], "right_rows": [first, last],
//               "fragments": [{"left_rows": [first, last], "right_rows": [first, last]}, ...]},
//              ...],
//    "unlisted": <pairs at or above min_similarity left out: past max_pairs, or past a
//                 student's max_archive_matches most similar archive entries>,
//    "left_out": [{"id": id, "reason": "..."}, ...],
//    "left_out_pairs": [{"left": id, "right": id, "share": 0.97, "reason": "..."}, ...],
//    "left_out_pairs_unlisted": <more such pairs, past max_pairs>,
//    "common": {"fingerprints": <how many were set aside as common>,
//               "limit": max_class_fingerprint_count, "students": <of the class compared>,
//               "pairs": <pairs of classmates at or above min_similarity not listed because
//                         what makes them alike is common code>},
//    "warnings": ["...", ...]}
// A pair always has a student of the class on its left; its right is a classmate or an
// archive entry (a prior term's program, a solution found online). Two archive entries
// are never paired: their likeness is no question about this class. "fragments" are the
// pair's largest shared fragments (at most max_fragments, largest first), for the report
// to show side by side; left_rows/right_rows are the largest one's.
// Dolos's own pieces are used throughout: its tokenizer, its fingerprint index (the
// starter is its "ignored" file, Dolos 3.5's one template, and is all that counts as
// given), and its Pair (similarity, longest fragment, fragments). A pair's "similarity"
// is Dolos's, all code but the starter's counted. Code that more than
// max_class_fingerprint_count students of the class share (a fingerprint in more of
// their programs) is common: what most of a class writes alike (imports, the output
// lines) says little about copying. It is set aside for pairs of classmates only, and
// only below near_identical: such a pair is listed when what it shares beyond the common
// code still reaches min_similarity. A pair of classmates near_identical alike or more
// is always listed, however many classmates share its code (a class copying one online
// solution is exactly code a large share of the class has in common), and a student's
// match with an archive entry is never judged by what classmates share. Dolos's own
// maxFingerprintCount is not used: it would hide such copies from every pair. Only which
// pairs are built is decided here: Report.allPairs() would build all n(n-1)/2 of them,
// archive with archive too, which for a few thousand archive programs means millions;
// instead each student's pairs are the programs that share at least one fingerprint with
// them (candidates(), from the index's own entries), which are the only pairs whose
// similarity can be above 0.
// The work per pair is bounded before Dolos's Pair is built. A Pair lines up every
// occurrence of each shared fingerprint in one program with every one in the other (its
// fragments), and compares every shared occurrence of one with every one of the other
// (its longest common run): two programs that repeat one statement a thousand times make
// millions of matches, and Dolos then takes minutes and gigabytes (1,000 repeats of
// print("a", x + 1): 267 s). So a pair with more than max_pair_matches matches, or more
// than max_pair_cells occurrences multiplied, is left out with its reason and an estimate
// of how much it shares (its fingerprints' share, Dolos's similarity without Dolos's
// work), and every other pair is compared. The pairs are built cheapest first, and none
// is started once the script has used deadline_cpu_millis of CPU or run for
// deadline_wall_millis (a class of many such pairs cannot reach the grader's caps on
// Node, 10 minutes of CPU and 20 in all, and lose the whole class): those left are left
// out with that reason, and a listed pair's fragments are only built before then.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const started = Date.now();

// Whether the check's time for the pairs is up: CPU time as the grader counts it (every
// thread of Node's), and wall time on a busy machine.
function pastDeadline(request) {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000 > Number(request.deadline_cpu_millis ?? Infinity) ||
    Date.now() - started > Number(request.deadline_wall_millis ?? Infinity);
}

function fail(code, message) {
  process.stderr.write(String(message).replace(/\s+/g, " ").trim() + "\n");
  process.exit(code);
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

async function loadDolos(prefix) {
  let entry;
  try {
    // Resolved as if from a file inside the prefix: node_modules/ there, then its parents.
    entry = createRequire(path.join(prefix, "package.json")).resolve("@dodona/dolos-lib");
  } catch {
    fail(3, `@dodona/dolos-lib is not installed in ${prefix}`);
  }
  try {
    return await import(pathToFileURL(entry).href);
  } catch (error) {
    fail(3, `@dodona/dolos-lib in ${prefix} cannot be loaded: ${error.message}`);
  }
}

// The depth of a syntax tree, walked with a cursor (no recursion), stopping past `limit`.
function depthOver(tree, limit) {
  const cursor = tree.walk();
  let depth = 0;
  for (;;) {
    if (depth > limit) return true;
    if (cursor.gotoFirstChild()) {
      depth += 1;
      continue;
    }
    while (!cursor.gotoNextSibling()) {
      if (!cursor.gotoParent()) return false;
      depth -= 1;
    }
  }
}

// Why Dolos should not be given `code`, or null.
function problemOf(parser, code, parseMillis, maxDepth) {
  let tree;
  try {
    tree = parser.parse(code, undefined, { bufferSize: Math.max(32 * 1024, code.length * 2) });
  } catch (error) {
    tree = null;
  }
  if (!tree) {
    parser.reset();  // a halted parse would otherwise resume on the next file
    return `its code could not be parsed within ${parseMillis / 1000} s`;
  }
  if (depthOver(tree, maxDepth)) return `its code nests deeper than ${maxDepth} levels`;
  return null;
}

// The submissions Dolos can take, and the others with why.
async function screen(lib, request) {
  const parseMillis = Number(request.parse_millis ?? 2000);
  const maxDepth = Number(request.max_depth ?? 400);
  const language = await new lib.LanguagePicker().findLanguage(request.language ?? "python");
  const tokenizer = await language.createTokenizer({ includeComments: false });
  tokenizer.parser.setTimeoutMicros(parseMillis * 1000);
  const kept = [];
  const leftOut = [];
  for (const submission of request.submissions) {
    const problem = problemOf(tokenizer.parser, String(submission.code), parseMillis, maxDepth);
    if (problem === null) kept.push(submission);
    else leftOut.push({ id: String(submission.id), reason: problem });
  }
  return { kept, leftOut };
}

async function main() {
  let request;
  try {
    request = JSON.parse(await readStdin());
  } catch (error) {
    fail(2, `the request is not JSON: ${error.message}`);
  }
  if (!Array.isArray(request.submissions) || typeof request.dolos_prefix !== "string") {
    fail(2, "the request has no submissions or no dolos_prefix");
  }
  const lib = await loadDolos(request.dolos_prefix);
  let screened;
  try {
    screened = await screen(lib, request);
  } catch (error) {
    fail(4, `Dolos failed: ${error.message}`);
  }
  const { kept, leftOut } = screened;
  if (kept.length < 2 || kept.every(isArchive)) {
    process.stdout.write(JSON.stringify({ pairs: [], unlisted: 0, left_out: leftOut,
                                         left_out_pairs: [], left_out_pairs_unlisted: 0,
                                         warnings: [] }) + "\n");
    return;
  }
  const files = kept.map((s, i) => new lib.File(`${i}.py`, String(s.code)));
  const starter = request.starter ? new lib.File("starter.py", String(request.starter)) : undefined;
  let report;
  try {
    const dolos = new lib.Dolos({ language: request.language ?? "python" });
    report = await dolos.analyze(files, "class", starter);
  } catch (error) {
    fail(4, `Dolos failed: ${error.message}`);
  }
  const common = classCommon(report, kept, request.max_class_fingerprint_count ?? null);
  const answer = similarPairs(report, kept, request, common);
  process.stdout.write(JSON.stringify({ ...answer, left_out: leftOut,
                                       warnings: report.warnings ?? [] }) + "\n");
}

// The fingerprints that more than `limit` students of the class share (none when `limit`
// is null), left in Dolos's index: only some pairs set them aside (similarPairs()).
function classCommon(report, kept, limit) {
  const common = new Set();
  if (limit === null) return common;
  const student = new Set();
  for (const entry of report.entries()) {
    if (!isArchive(kept[Number.parseInt(entry.file.path, 10)])) student.add(entry.file);
  }
  for (const shared of report.sharedFingerprints()) {
    if (shared.ignored) continue;  // the starter's, set aside for every pair already
    if (shared.files().filter((file) => student.has(file)).length > limit) common.add(shared);
  }
  return common;
}

// How many of an index entry's shared fingerprints are in `common` (counted once an entry).
const commonCounts = new WeakMap();
function commonIn(entry, common) {
  if (!commonCounts.has(entry)) {
    commonCounts.set(entry, Array.from(entry.shared).filter((f) => common.has(f)).length);
  }
  return commonCounts.get(entry);
}

// Dolos's similarity of two index entries with the `common` fingerprints set aside as
// Dolos sets aside the starter's: neither shared nor counted in either program.
function similarityBeyond(pair, a, b, common) {
  let covered = 0;
  for (const fingerprint of pair.shared) {
    if (common.has(fingerprint)) continue;
    covered += fingerprint.occurrencesOf(a.file).length + fingerprint.occurrencesOf(b.file).length;
  }
  const setAside = (entry) => entry.ignored.size + commonIn(entry, common);
  const total = a.kgrams.length + b.kgrams.length - setAside(a) - setAside(b);
  return total > 0 ? covered / total : 0;
}

// Whether `submission` is an archive entry rather than a student of the class.
function isArchive(submission) {
  return submission.archive !== undefined && submission.archive !== null;
}

// What building the Pair of two index entries would cost, counted without building it:
// `matches`, the occurrences of each shared fingerprint in one times those in the other,
// summed (Pair.buildFragments() makes one object per match and merges them); `cells`,
// all shared occurrences of one times all of the other (the Pair's longest common run
// compares each with each); and `share`, the shared occurrences over both programs'
// counted fingerprints (Dolos's similarity, estimated).
function pairCost(a, b) {
  const [small, large] = a.shared.size < b.shared.size ? [a, b] : [b, a];
  let matches = 0;
  let left = 0;
  let right = 0;
  for (const fingerprint of small.shared) {
    if (!large.shared.has(fingerprint)) continue;
    const l = fingerprint.occurrencesOf(a.file).length;
    const r = fingerprint.occurrencesOf(b.file).length;
    matches += l * r;
    left += l;
    right += r;
  }
  const total = a.kgrams.length + b.kgrams.length - a.ignored.size - b.ignored.size;
  return { matches, cells: left * right, share: total > 0 ? (left + right) / total : 0 };
}

// Why a pair is not built (the bounds above), or null.
function tooCostly(cost, request) {
  const maxMatches = Number(request.max_pair_matches ?? Infinity);
  const maxCells = Number(request.max_pair_cells ?? Infinity);
  if (cost.matches > maxMatches || cost.cells > maxCells) {
    return "they repeat the same code so often that Dolos would need minutes to compare " +
      `them (${cost.matches} matching fingerprints, ${cost.cells} comparisons; the check ` +
      `takes at most ${maxMatches} and ${maxCells})`;
  }
  return null;
}

// Each student's pairs worth building: [i, j] (indices into `kept`) for every program j
// that shares at least one counted fingerprint with student i, classmates after i in the
// list (each pair once) and archive entries. `files[i]` is kept[i]'s tokenized file.
function candidates(report, kept) {
  const files = [];
  for (const entry of report.entries()) files[Number.parseInt(entry.file.path, 10)] = entry;
  const position = new Map(files.map((entry, i) => [entry.file, i]));
  const found = [];
  files.forEach((entry, i) => {
    if (isArchive(kept[i])) return;
    const others = new Set();
    for (const shared of entry.shared) {
      for (const file of shared.files()) {
        const j = position.get(file);  // undefined: the starter
        if (j !== undefined && j !== i && (isArchive(kept[j]) || j > i)) others.add(j);
      }
    }
    for (const j of others) found.push([i, j]);
  });
  return { found, entries: files, files: files.map((entry) => entry.file) };
}

// The largest fragments of a pair, largest first, as row ranges.
function largestFragments(pair, count) {
  return pair.buildFragments()
    .sort((a, b) => b.pairs.length - a.pairs.length)
    .slice(0, count)
    .map((fragment) => ({
      left_rows: [fragment.leftSelection.startRow, fragment.leftSelection.endRow],
      right_rows: [fragment.rightSelection.startRow, fragment.rightSelection.endRow],
    }));
}

// The pairs left out, most alike first, at most max_pairs of them, and how many more.
function leftOutPairs(leftOut, kept, request) {
  leftOut.sort((a, b) => b.share - a.share);
  const listed = leftOut.slice(0, Number(request.max_pairs ?? 200)).map(({ i, j, share, reason }) => ({
    left: String(kept[i].id), right: String(kept[j].id), share, reason,
  }));
  return { left_out_pairs: listed, left_out_pairs_unlisted: leftOut.length - listed.length };
}

// Whether the built pair of kept[i] and kept[j] is listed (the rule above), and whether
// only the common code kept it out.
function listing(pair, i, j, kept, entries, request, common) {
  const minimum = Number(request.min_similarity ?? 0);
  if (pair.similarity < minimum) return { listed: false, forCommon: false };
  if (isArchive(kept[j]) || pair.similarity >= Number(request.near_identical ?? 0)) {
    return { listed: true, forCommon: false };
  }
  const listed = similarityBeyond(pair, entries[i], entries[j], common) >= minimum;
  return { listed, forCommon: !listed };
}

// Each candidate pair built, cheapest first, and listed or not (listing()); the pairs
// too costly or past the deadline left out, with why; and how many pairs of classmates
// only the common code kept off the list.
function buildPairs(report, kept, request, common) {
  const similar = [];
  const leftOut = [];
  let hiddenByCommon = 0;
  const { found, entries, files } = candidates(report, kept);
  const costed = found.map(([i, j]) => ({ i, j, cost: pairCost(entries[i], entries[j]) }));
  costed.sort((a, b) => a.cost.matches + a.cost.cells - (b.cost.matches + b.cost.cells));
  const minutes = (key) => Math.round(Number(request[key] ?? 0) / 60000);
  const late = `the check had used its time for the class (${minutes("deadline_cpu_millis")} ` +
    `minutes of CPU, or ${minutes("deadline_wall_millis")} in all) when this pair's turn ` +
    "came (the costliest pairs come last)";
  for (const { i, j, cost } of costed) {
    const why = tooCostly(cost, request) ?? (pastDeadline(request) ? late : null);
    if (why !== null) {
      leftOut.push({ i, j, share: cost.share, reason: why });
      continue;
    }
    // Only the figures are kept: a Pair holds its shared fingerprints, and thousands of
    // them (every variant of one program in a large archive) would hold gigabytes.
    const pair = report.getPair(files[i], files[j]);
    const { listed, forCommon } = listing(pair, i, j, kept, entries, request, common);
    if (listed) similar.push({ similarity: pair.similarity, longest: pair.longest, i, j });
    if (forCommon) hiddenByCommon += 1;
  }
  similar.sort((a, b) => b.similarity - a.similarity || b.longest - a.longest);
  return { similar, leftOut, hiddenByCommon, files };
}

// The pairs listed, most similar first: a student's max_archive_matches most similar
// archive entries at most (one who copied a program many archived students also copied
// matches every one of them), max_pairs in all, each with its largest shared fragments.
function listedPairs(report, kept, request, similar, files) {
  const archiveMatches = new Map();
  const perStudent = Number(request.max_archive_matches ?? Infinity);
  const listable = similar.filter(({ i, j }) => {
    if (!isArchive(kept[j])) return true;
    archiveMatches.set(i, (archiveMatches.get(i) ?? 0) + 1);
    return archiveMatches.get(i) <= perStudent;
  });
  return listable.slice(0, Number(request.max_pairs ?? 200)).map(({ i, j, similarity, longest }) => {
    // Past the deadline a pair is listed with its figures, without its shared code.
    const fragments = pastDeadline(request)
      ? []
      : largestFragments(report.getPair(files[i], files[j]), Number(request.max_fragments ?? 3));
    return {
      left: String(kept[i].id),
      right: String(kept[j].id),
      similarity,
      longest,
      left_rows: fragments.length > 0 ? fragments[0].left_rows : null,
      right_rows: fragments.length > 0 ? fragments[0].right_rows : null,
      fragments,
    };
  });
}

// The answer's pairs and unlisted count, the pairs left out, and what was set aside as
// common.
function similarPairs(report, kept, request, common) {
  const { similar, leftOut, hiddenByCommon, files } = buildPairs(report, kept, request, common);
  const pairs = listedPairs(report, kept, request, similar, files);
  const students = kept.filter((submission) => !isArchive(submission)).length;
  return {
    pairs,
    unlisted: similar.length - pairs.length,
    ...leftOutPairs(leftOut, kept, request),
    common: { fingerprints: common.size, limit: request.max_class_fingerprint_count ?? null,
              students, pairs: hiddenByCommon },
  };
}

main().catch((error) => fail(4, `Dolos failed: ${error.message}`));
