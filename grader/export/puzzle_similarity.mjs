// Runs Dolos (npm @dodona/dolos-lib, Ghent University's similarity checker) over a class's
// code for `puzzle-grader export --similarity` (grader/export/similarity.h). Started with
// Node by the grader, which reads the students' files itself (no links, capped sizes) so
// this script opens no file of a student.
//
// stdin: one JSON request
//   {"dolos_prefix": "<npm --prefix folder holding node_modules/@dodona/dolos-lib>",
//    "language": "python", "starter": "<starter code>" | null,
//    "submissions": [{"id": "<any string>", "code": "<all of one student's code>"}, ...],
//    "min_similarity": 0.5, "max_pairs": 200, "max_fingerprint_count": 2 | null,
//    "parse_millis": 2000, "max_depth": 400}
// stdout: one JSON answer, pairs by decreasing similarity, rows 0-based
//   {"pairs": [{"left": id, "right": id, "similarity": 0.93, "longest": 41,
//               "left_rows": [first, last], "right_rows": [first, last]}, ...],
//    "unlisted": <pairs at or above min_similarity left out past max_pairs>,
//    "left_out": [{"id": id, "reason": "..."}, ...],
//    "warnings": ["...", ...]}
// Each submission is parsed alone first (screen()): one whose parse takes longer than
// parse_millis (tree-sitter's own timeout), whose syntax tree is deeper than max_depth
// (Dolos walks it recursively), or that cannot be parsed at all is left out and named in
// "left_out", and the others are compared, so one odd file never costs the class its check.
// exit 0: answered; 2: the request is not understood; 3: dolos-lib is not installed under
// dolos_prefix; 4: Dolos failed. Any message is one line on stderr.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

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

// The longest fragment the pair shares: its row range in each file.
function longestFragment(pair) {
  let best = null;
  for (const fragment of pair.buildFragments()) {
    if (best === null || fragment.pairs.length > best.pairs.length) best = fragment;
  }
  if (best === null) return { left: null, right: null };
  return {
    left: [best.leftSelection.startRow, best.leftSelection.endRow],
    right: [best.rightSelection.startRow, best.rightSelection.endRow],
  };
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
  if (kept.length < 2) {
    process.stdout.write(JSON.stringify({ pairs: [], unlisted: 0, left_out: leftOut,
                                         warnings: [] }) + "\n");
    return;
  }
  const ids = new Map();
  const files = kept.map((s, i) => {
    const file = new lib.File(`${i}.py`, String(s.code));
    ids.set(file.path, String(s.id));
    return file;
  });
  const starter = request.starter ? new lib.File("starter.py", String(request.starter)) : undefined;
  let report;
  try {
    const dolos = new lib.Dolos({
      language: request.language ?? "python",
      maxFingerprintCount: request.max_fingerprint_count ?? null,
    });
    report = await dolos.analyze(files, "class", starter);
  } catch (error) {
    fail(4, `Dolos failed: ${error.message}`);
  }
  const minimum = Number(request.min_similarity ?? 0);
  const similar = report.allPairs().filter((pair) => pair.similarity >= minimum);
  const pairs = similar
    .sort((a, b) => b.similarity - a.similarity || b.longest - a.longest)
    .slice(0, Number(request.max_pairs ?? 200))
    .map((pair) => {
      const fragment = longestFragment(pair);
      return {
        left: ids.get(pair.leftFile.path),
        right: ids.get(pair.rightFile.path),
        similarity: pair.similarity,
        longest: pair.longest,
        left_rows: fragment.left,
        right_rows: fragment.right,
      };
    });
  process.stdout.write(JSON.stringify({ pairs, unlisted: similar.length - pairs.length,
                                       left_out: leftOut, warnings: report.warnings ?? [] }) +
                       "\n");
}

main().catch((error) => fail(4, `Dolos failed: ${error.message}`));
