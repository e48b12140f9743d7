// Typesets the math of the written answers once, at export, for the answer pages
// (grader/export/typeset_math.h), so that the pages run no script and an answer's math
// can cost the instructor's browser nothing. Started with Node by the grader.
//
// stdin: one JSON request
//   {"katex_prefix": "<npm --prefix folder holding node_modules/katex>",
//    "millis": 2000, "max_bytes": 262144,
//    "answers": [[{"tex": "<TeX>", "display": true | false}, ...], ...]}
// stdout: one JSON line {"katex": "<version>"} once KaTeX is loaded, then one line per
// answer, in order, as soon as it is done:
//   {"html": ["<KaTeX's HTML of each span>", ...]}   or   {"failure": "<why, a phrase>"}
// exit 0; 3 when KaTeX cannot be loaded or is older than MIN_VERSION (stderr says why);
// 2 for a request that cannot be read.
//
// One answer never affects another's: each is typeset alone in KaTeX's own V8 context,
// stopped after `millis` (the context is then made again, so nothing half-done is kept),
// its failure (a thrown error: KaTeX's call stack overflowing on a \sqrt nested 2,000
// deep) is that answer's line, and an answer whose line would exceed `max_bytes` is a
// failure too. KaTeX's own limits are set as well (trust off: no \href, \url, \html...;
// maxExpand; maxSize), but they bound no time: a \def whose body repeats its argument
// expands a 300-byte formula into a million symbols within maxExpand, and even a long
// run of letters takes KaTeX time quadratic in its length. A typo is no failure: KaTeX
// shows that formula's TeX in red (throwOnError off).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";

// The first release without KaTeX's published advisories (CVE-2024-28243 and its three
// siblings fixed in 0.16.10, CVE-2025-23207 in 0.16.21).
const MIN_VERSION = [0, 16, 21];
const OPTIONS = { throwOnError: false, trust: false, strict: "ignore", maxExpand: 200, maxSize: 20,
                  output: "htmlAndMathml" };

function fail(code, message) {
  process.stderr.write(String(message).replace(/\s+/g, " ").trim() + "\n");
  process.exit(code);
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function older(version, minimum) {
  const parts = version.split(".").map((part) => parseInt(part, 10));
  for (let i = 0; i < minimum.length; i++) {
    if ((parts[i] || 0) !== minimum[i]) return (parts[i] || 0) < minimum[i];
  }
  return false;
}

// KaTeX's browser build (dist/katex.min.js), as source: run in a context of its own.
function katexSource(prefix) {
  let main;
  try {
    main = createRequire(path.join(prefix, "package.json")).resolve("katex");
  } catch {
    fail(3, `katex is not installed in ${prefix}`);
  }
  const dist = path.join(path.dirname(main), "katex.min.js");
  try {
    return fs.readFileSync(fs.existsSync(dist) ? dist : main, "utf8");
  } catch (error) {
    fail(3, `katex in ${prefix} cannot be read: ${error.message}`);
  }
}

function newContext(source) {
  const context = vm.createContext({ options: OPTIONS });
  vm.runInContext(source, context, { filename: "katex.min.js", timeout: 10000 });
  vm.runInContext(
      "function typeset(spans) { return spans.map(function (span) {" +
      " return katex.renderToString(String(span.tex), Object.assign({displayMode: !!span.display}," +
      " options)); }); }",
      context);
  return context;
}

const TYPESET = new vm.Script("typeset(spans)");

function typesetOne(context, spans, request) {
  context.spans = spans;
  try {
    const html = Array.from(TYPESET.runInContext(context, { timeout: request.millis }), String);
    const line = JSON.stringify({ html });
    if (Buffer.byteLength(line) > request.max_bytes) {
      return { line: JSON.stringify({ failure: `KaTeX's HTML of it is over ${Math.round(request.max_bytes / 1024)} KB` }) };
    }
    return { line };
  } catch (error) {
    const timedOut = error && error.code === "ERR_SCRIPT_EXECUTION_TIMEOUT";
    const failure = timedOut
        ? `KaTeX took over ${request.millis / 1000} s on it`
        : `KaTeX failed on it (${String(error && error.message).slice(0, 120)})`;
    return { line: JSON.stringify({ failure }), broken: true };
  } finally {
    context.spans = null;
  }
}

let request;
try {
  request = JSON.parse(await readStdin());
} catch (error) {
  fail(2, `the request is no JSON: ${error.message}`);
}
if (!request || !Array.isArray(request.answers) || typeof request.katex_prefix !== "string") {
  fail(2, "the request has no katex_prefix or answers");
}
const source = katexSource(request.katex_prefix);
let context;
try {
  context = newContext(source);
} catch (error) {
  fail(3, `katex in ${request.katex_prefix} cannot be loaded: ${error.message}`);
}
const version = String(context.katex && context.katex.version);
if (!/^\d+\.\d+\.\d+/.test(version) || older(version, MIN_VERSION)) {
  fail(3, `katex ${version} in ${request.katex_prefix} is older than ${MIN_VERSION.join(".")} ` +
          "and has known flaws (CVE-2024-28243, CVE-2025-23207)");
}
process.stdout.write(JSON.stringify({ katex: version }) + "\n");
for (const spans of request.answers) {
  const { line, broken } = typesetOne(context, Array.isArray(spans) ? spans : [], request);
  process.stdout.write(line + "\n");
  if (broken) context = newContext(source);  // nothing of a stopped render is kept
}
