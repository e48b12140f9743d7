// Runs Dolos (npm @dodona/dolos-lib, Ghent University's similarity checker) over a class's
// code for `puzzle-grader export --similarity` (grader/export/similarity.h). Started with
// Node by the grader, which reads the students' files itself (no links, capped sizes) so
// this script opens no file of a student.
//
// stdin: one JSON request
//   {"dolos_prefix": "<npm --prefix folder holding node_modules/@dodona/dolos-lib>",
//    "language": "python", "starter": "<starter code>" | null,
//    "submissions": [{"id": "<any string>", "code": "<all of one student's code>"}, ...],
//    "min_similarity": 0.5, "max_pairs": 200, "max_fingerprint_count": 2 | null}
// stdout: one JSON answer, pairs by decreasing similarity, rows 0-based
//   {"pairs": [{"left": id, "right": id, "similarity": 0.93, "longest": 41,
//               "left_rows": [first, last], "right_rows": [first, last]}, ...],
//    "unlisted": <pairs at or above min_similarity left out past max_pairs>,
//    "warnings": ["...", ...]}
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
  const ids = new Map();
  const files = request.submissions.map((s, i) => {
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
                                       warnings: report.warnings ?? [] }) + "\n");
}

main().catch((error) => fail(4, `Dolos failed: ${error.message}`));
