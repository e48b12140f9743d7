// The page: the course's grader (puzzle-grader-web.js, the grader's C++ in WebAssembly)
// grades the student's files on the public suites of data/course.js; each run of the
// student's program goes to the Python worker (python_worker.js), which is terminated and
// replaced when a run passes its time limit.
//
// The page reads no file and fetches nothing from anywhere: a browser lets a page opened from a folder
// (file://) run scripts but not read files, so every file it needs as bytes comes as a
// script data/<name>.js calling puzzleAsset(name, base64) (grader/kit/kit.h), added here.
"use strict";

const page = {
  config: null,    // page.json: {assignment, entry, suite_files, packages_missing, memory_mb}
  grader: null,    // the emscripten module
  worker: null,    // the ready Python worker
  spare: null,     // a promise of the next worker, once one was replaced (replaceWorker)
  standIns: [],    // modules the worker stands in for (python_worker.js)
  times: {},       // ms from the start of load() to each step, for docs/performance.md
};

// ---- the page's files, as scripts ----

const assets = {};  // name -> base64
window.puzzleAsset = (name, base64) => { assets[name] = base64; };

const PYODIDE_FILES = ["python_stdlib.zip", "pyodide-lock.json"];  // what the worker reads
const PYODIDE_WASM = "pyodide/pyodide.asm.wasm";  // compiled here once, for every worker
const WORKER_SCRIPTS = ["pyodide/pyodide.asm.js", "pyodide/pyodide.js", "python_worker.js"];

// Runs data/<script>; resolves once it has handed over its file.
function loadScript(script) {
  return new Promise((resolve, reject) => {
    const element = document.createElement("script");
    element.src = `data/${script}`;
    element.onload = resolve;
    element.onerror = () => reject(new Error(`cannot load data/${script}; is the page complete?`));
    document.head.append(element);
  });
}

// The file `name` as a Response the browser decodes from base64 (a data: URL, which a
// page may read from a folder too), with its MIME type (wasm must be application/wasm
// for a streaming compile).
function assetResponse(name, type = "application/octet-stream") {
  if (!(name in assets)) throw new Error(`the page lacks ${name}`);
  return fetch(`data:${type};base64,${assets[name]}`);
}

async function assetText(name) {
  return (await assetResponse(name, "text/plain")).text();
}

function mark(step) {
  page.times[step] = Math.round(performance.now() - page.started);
}

// ---- the Python worker ----

// What every worker is made from, each a promise made once and started as soon as its
// scripts are in: the worker's script (a Blob URL), Pyodide's files it reads (base64), and
// pyodide.asm.wasm compiled here, once, while the worker reads Pyodide's JavaScript.
const python = {};

function pythonParts() {
  const loaded = (files) => Promise.all(files.map((file) => loadScript(`${file}.js`)));
  python.script ??= loaded(WORKER_SCRIPTS).then(async () => {
    mark("python_scripts");
    const [asm, loader, worker] = await Promise.all(WORKER_SCRIPTS.map(assetText));
    // The worker's own code in a function, so that its names meet none of Pyodide's.
    const source = `${asm}\n;${loader}\n;(function () {\n${worker}\n})();\n`;
    return URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  });
  python.files ??= loaded(PYODIDE_FILES.map((name) => `pyodide/${name}`)).then(() =>
      Object.fromEntries(PYODIDE_FILES.map((name) => [name, assets[`pyodide/${name}`]])));
  python.module ??= loaded([PYODIDE_WASM])
      .then(() => { mark("python_wasm_script"); return WebAssembly.compileStreaming(assetResponse(PYODIDE_WASM, "application/wasm")); })
      .then((module) => { mark("python_wasm_compiled"); return module; });
  return python;
}

async function startWorker() {
  const parts = pythonParts();
  const worker = new Worker(await parts.script);
  const [files, module, config] = await Promise.all([parts.files, parts.module, courseLoaded()]);
  mark("python_files");
  return new Promise((resolve, reject) => {
    worker.onmessage = (event) => {
      if (event.data.error) reject(new Error(event.data.error));
      if (!event.data.ready) return;
      page.standIns = event.data.standIns;
      page.workerTimes = event.data.times;
      resolve(worker);
    };
    worker.onerror = (event) => reject(new Error(`the Python worker failed: ${event.message}`));
    worker.postMessage({ start: { files, module, memoryMb: config.memory_mb,
                                  lacking: config.packages_missing } });
  });
}

// ---- the grader ----

async function startGrader() {
  const wasm = assetResponse("puzzle-grader-web.wasm", "application/wasm");
  return PuzzleGrader({
    puzzleRun,
    puzzleProgress: (step) => showProgress(step),
    instantiateWasm(imports, done) {
      WebAssembly.instantiateStreaming(wasm, imports)
          .then(({ instance, module }) => done(instance, module));
      return {};  // compiled asynchronously: no exports yet
    },
  });
}

function readTree(fs, root, prefix = "", out = {}) {
  for (const name of fs.readdir(root)) {
    if (name === "." || name === "..") continue;
    const path = `${root}/${name}`;
    const mode = fs.stat(path).mode;
    if (fs.isDir(mode)) readTree(fs, path, `${prefix}${name}/`, out);
    else if (fs.isFile(mode)) out[`${prefix}${name}`] = fs.readFile(path);
  }
  return out;
}

function writeTree(fs, root, files) {
  for (const [name, bytes] of Object.entries(files)) {
    const path = `${root}/${name}`;
    fs.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    fs.writeFile(path, bytes);
  }
}

// Module.puzzleRun (web/web_runner.cc): one run of the student's program, answered with
// the `ended` names of web_runner.h. The time limit is wall time in the worker.
async function puzzleRun(request) {
  try {
    return await runInWorker(request);
  } catch (error) {  // the page's own failure: the grader then reports the grader's fault
    return { ended: "failed_to_start", failure: `the page could not run the program: ${error}` };
  }
}

// Files the run made or changed, written back into the test's folder (the grader reads
// an answer file from there); files it left as they were are not touched (the harness's
// copy is read-only).
function writeBack(fs, folder, before, after) {
  const changed = {};
  for (const [name, bytes] of Object.entries(after)) {
    const old = before[name];
    if (!old || old.length !== bytes.length || old.some((b, i) => b !== bytes[i])) changed[name] = bytes;
  }
  writeTree(fs, folder, changed);
}

// Ends `worker` and puts a fresh one in its place: the spare started after the last
// replacement when there is one (a program that loops on every test waits for Python's
// start once, not once per test), and starts the next spare.
async function replaceWorker(worker) {
  worker.terminate();
  const fresh = page.spare ?? startWorker();
  page.spare = null;
  page.worker = await fresh;
  page.spare = startWorker();
  page.spare.catch(() => { page.spare = null; });  // a spare that fails is simply not used
}

async function runInWorker(request) {
  if (request.argv[0] !== "python3") {
    return { ended: "failed_to_start", failure: `the page runs only Python, not ${request.argv[0]}` };
  }
  const fs = page.grader.FS;
  const files = readTree(fs, request.working_dir);
  const worker = page.worker;
  const limitMs = request.time_limit_ms > 0 ? request.time_limit_ms : Infinity;
  const start = performance.now();
  const outcome = await new Promise((resolve) => {
    const timer = Number.isFinite(limitMs) ? setTimeout(() => resolve(null), limitMs) : null;
    worker.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.onerror = (event) => {
      clearTimeout(timer);
      resolve({ error: event.message });
    };
    worker.postMessage({ request, files });
  });
  if (outcome === null) {
    // Stopped at the limit: what it ran is measured now, before a fresh worker starts
    // (which takes seconds and is not the program's time).
    const wallMs = Math.round(performance.now() - start);
    await replaceWorker(worker);
    return { ended: "time_limit", wall_ms: wallMs, stdout: "", stderr: "" };
  }
  if (outcome.error) {  // the worker's own failure: that Python is unusable now
    await replaceWorker(worker);
    throw new Error(outcome.error);
  }
  if (outcome.unusable) await replaceWorker(worker);  // the program crashed that Python
  writeBack(fs, request.working_dir, files, outcome.files);
  return outcome.answer;
}

function decode(base64) {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

// The course's part (data/course.js): page.json, read once.
let course = null;
function courseLoaded() {
  course ??= loadScript("course.js").then(() =>
      JSON.parse(new TextDecoder().decode(decode(assets["page.json"]))));
  return course;
}

// Loads the grader, Python and the course's part in parallel, each starting as soon as its
// own files are in.
async function load() {
  page.started = performance.now();
  const python = startWorker().then((worker) => { mark("python_ready"); return worker; });
  const grader = loadScript("puzzle-grader-web.wasm.js")
      .then(() => startGrader())
      .then((module) => { mark("grader_ready"); return module; });
  page.config = await courseLoaded();
  [page.grader, page.worker] = await Promise.all([grader, python]);
  const fs = page.grader.FS;
  fs.mkdirTree("/puzzle");
  fs.writeFile("/puzzle/puzzle_harness.py", decode(assets["puzzle_harness.py"]));
  for (const file of page.config.suite_files) {
    writeTree(fs, "/suites", { [file]: decode(assets[`suites/${file}`]) });
  }
  mark("ready");
  for (const [step, ms] of Object.entries(page.workerTimes)) page.times[`worker_${step}`] = ms;
  page.loadMs = page.times.ready;
  return page.loadMs;
}

// Grades `files` ({name: Uint8Array or string}); timeLimitS > 0 replaces every test's
// limit (as `puzzle-grader run --time-limit`). Returns {text, json, all_passed} or {error}.
async function gradeFiles(files, timeLimitS = 0) {
  const fs = page.grader.FS;
  const folder = `/submissions/s${Date.now()}`;
  const bytes = {};
  for (const [name, content] of Object.entries(files)) {
    bytes[name] = typeof content === "string" ? new TextEncoder().encode(content) : content;
  }
  writeTree(fs, folder, bytes);
  const answer = await page.grader.ccall("puzzle_web_grade", "number",
      ["string", "string", "number"], [`/suites/${page.config.entry}`, folder, timeLimitS],
      { async: true });
  const text = page.grader.UTF8ToString(answer);
  page.grader._free(answer);
  return JSON.parse(text);
}

// ---- the student's side of the page ----

function say(id, text) {
  document.getElementById(id).textContent = text;
}

// Make an element: el("p", {className: "x"}, "text", child, ...).
function el(tag, properties = {}, ...children) {
  const element = Object.assign(document.createElement(tag), properties);
  element.append(...children.filter((child) => child !== null && child !== undefined));
  return element;
}

// Grading as it goes (web_main.cc tells the page): which test runs, how many are left.
const progress = { tests: [], done: 0, file: "" };

function showProgress(step) {
  if (step.tests) {
    progress.tests = step.tests;
    progress.done = 0;
  } else {
    progress.done = step.done;
  }
  const total = progress.tests.length;
  const bar = document.getElementById("progress");
  bar.max = Math.max(total, 1);
  bar.value = progress.done;
  bar.hidden = false;
  if (progress.done >= total) {
    say("status", `Checking ${progress.file}: all ${total} tests ran; writing the report ...`);
    return;
  }
  const left = total - progress.done;
  say("status", `Checking ${progress.file}: test ${progress.done + 1} of ${total} ` +
                `(${progress.tests[progress.done]}) is running; ` +
                `${left} ${left === 1 ? "test is" : "tests are"} left.`);
}

async function filesFromInput(fileList) {
  const files = {};
  for (const file of fileList) files[file.name] = new Uint8Array(await file.arrayBuffer());
  return files;
}

function points(value) {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

const VERDICT_LABELS = {
  passed: "Passed", wrong_answer: "Wrong answer", time_limit: "Time limit exceeded",
  memory_limit: "Memory limit exceeded", output_limit: "Output limit exceeded",
  runtime_error: "Runtime error", missing_output: "Missing output",
  submission_error: "Submission error", grader_error: "Not checked here",
};

// A failed check as the text report says it: where, what, expected and actual.
function checkLines(check) {
  const where = check.line > 0 ? `line ${check.line}: ` : check.lines === "all" ? "" : `lines ${check.lines}: `;
  const said = /^(line|lines) /.test(check.message) ? check.message : `${where}${check.message}`;
  const parts = [el("p", {}, said)];
  if (check.expected) parts.push(el("p", { className: "pair" }, "expected: ", el("code", {}, check.expected)));
  if (check.actual_line === "present") parts.push(el("p", { className: "pair" }, "yours: ", el("code", {}, check.actual)));
  return el("li", {}, ...parts);
}

// One line per test: its verdict, name, points and time; the details open beneath.
function testItem(test) {
  const passed = test.verdict === "passed";
  const unchecked = test.verdict === "grader_error";  // the page could not run it (pageSays)
  const tone = passed ? "good" : unchecked ? "neutral" : "bad";
  const mark = passed ? "✓" : unchecked ? "–" : "✗";
  const label = test.not_run ? "Not run" : VERDICT_LABELS[test.verdict] ?? test.verdict;
  const time = test.not_run ? "" : `${(test.wall_time_ms / 1000).toFixed(2)} s`;
  const score = unchecked ? `not scored here (${points(test.max_score)} points)`
                          : `${points(test.score)}/${points(test.max_score)} points`;
  const summary = el("summary", {},
      el("span", { className: `verdict ${tone}` }, `${mark} ${label}`),
      el("span", { className: "name" }, test.name),
      el("span", { className: "points" }, score),
      el("span", { className: "time", title: "time on the clock, as this page measures it" }, time));
  const body = el("div", { className: "details" });
  if (test.reason) body.append(el("p", {}, `${passed ? "" : "Why: "}${test.reason}.`));
  if (test.input) body.append(el("p", {}, "Run as: ", el("code", {}, test.input)));
  const failed = (test.checks ?? []).filter((check) => check.outcome === "failed");
  if (failed.length > 0) {
    body.append(el("p", {}, `${failed.length} of ${test.checks.length} checks failed:`),
                el("ul", { className: "checks" }, ...failed.slice(0, 10).map(checkLines)));
  }
  if (test.stderr_tail) body.append(el("p", {}, "What your program wrote to stderr (the last lines):"), el("pre", {}, test.stderr_tail));
  if (!passed && test.output) body.append(el("p", {}, "The start of its output:"), el("pre", {}, test.output));
  if (body.childElementCount === 0) body.append(el("p", {}, "Every check passed."));
  return el("li", { className: `test ${tone}` }, el("details", {}, summary, body));
}

// What the page could not do as the course's grader would, said once.
function pageSays(answer) {
  const lines = [];
  const them = (names) => names.join(" and ");
  if (answer.page_lacks?.length > 0) {
    lines.push(`Your program imports ${them(answer.page_lacks)}, which this page cannot offer ` +
               "but the course's grader has: the tests that stopped there were not checked " +
               "here. Check your program with the course's kit (on Linux, WSL or its dev " +
               "container), which runs it as the course's grader does.");
  }
  if (answer.undeclared_missing?.length > 0) {
    lines.push(`Your program imports ${them(answer.undeclared_missing)}, which this ` +
               "assignment does not list among the packages it may use: this page has only " +
               "Python's standard library, and the course's grader may not have it either. " +
               "If the kit passed your program, that is because your own computer has it.");
  }
  return lines;
}

function showResult(answer) {
  const report = JSON.parse(answer.json);
  const section = document.getElementById("result");
  section.replaceChildren(el("h2", { id: "result-title" }, "Your result"));
  const count = (verdict) => report.tests.filter((test) => test.verdict === verdict).length;
  const unchecked = count("grader_error");
  section.append(el("p", { className: "score" },
      `${points(report.score)} of ${points(report.max_score)} points; ` +
      `${count("passed")} of ${report.tests.length} tests passed` +
      (unchecked > 0 ? `; ${unchecked} could not be checked here.` : ".")));
  for (const line of pageSays(answer)) section.append(el("p", { className: "page-says" }, line));
  if (report.submission_problem?.reason) {
    section.append(el("p", { className: "problem" }, `Your submission could not be run: ${report.submission_problem.reason}.`));
  }
  section.append(el("ul", { className: "tests", "aria-label": "tests" }, ...report.tests.map(testItem)));
  for (const paragraph of answer.explanation_paragraphs ?? []) {
    section.append(el("p", { className: "explanation" }, paragraph));
  }
  // The bonus for the whole run, in the grader's own sentence (its text report's line).
  const bonus = answer.text.split("\n").find((line) => line.startsWith("Total time bonus:"));
  if (bonus) section.append(el("p", {}, bonus));
  if (report.all_passed) section.append(el("p", { className: "score" }, "Every test passed. Well done!"));
  section.append(el("p", { className: "notes" },
      "Times are on the clock, as this page measures them (the course's grader counts " +
      "computing time); time and memory limits here are approximate."));
  section.append(el("details", { className: "text" }, el("summary", {}, "The same report as text"),
                    el("pre", {}, answer.text.replace(/\d+\.\d\d s CPU, (\d+\.\d\d) s wall/g,
                                                      "$1 s on the clock"))));
  section.hidden = false;
}

async function gradeChosen(fileList) {
  if (fileList.length === 0) return;
  progress.file = [...fileList].map((f) => f.name).join(", ");
  say("status", `Checking ${progress.file} ...`);
  document.getElementById("result").hidden = true;
  const answer = await gradeFiles(await filesFromInput(fileList), window.puzzlePage.timeLimitS ?? 0);
  window.puzzlePage.lastAnswer = answer;
  document.getElementById("progress").hidden = true;
  if (answer.error) {
    say("status", `The page could not check your files: ${answer.error}`);
    return;
  }
  showResult(answer);
  say("status", `Done: ${progress.file} checked. Your result is below.`);
  document.getElementById("result-title").tabIndex = -1;
  document.getElementById("result-title").focus();
}

function showNotes() {
  const notes = [];
  const missing = page.config.packages_missing;
  if (missing.length > 0) {
    const them = missing.length === 1 ? "it" : "them";
    notes.push(`This page cannot offer ${missing.join(" and ")}; a program that needs ${them} ` +
               "must be checked with the course's Linux kit or its dev container.");
  }
  if (page.standIns.length > 0) {
    notes.push(`The page stands in for ${page.standIns.join(" and ")}: memory figures your ` +
               "program reads through them are the size of the page's Python, so lines " +
               "that only need the right format still check.");
  }
  // That time and memory limits are approximate here, the report says once itself.
  say("notes", notes.join(" "));
}

async function main() {
  try {
    const ms = await load();
    document.title = `Check your ${page.config.assignment} program`;
    say("title", document.title);
    say("status", `Ready (loaded in ${(ms / 1000).toFixed(1)} s). Choose or drop your file(s).`);
    showNotes();
    const input = document.getElementById("files");
    input.disabled = false;
    input.addEventListener("change", () => gradeChosen(input.files));
    const drop = document.getElementById("drop");
    drop.addEventListener("dragover", (event) => event.preventDefault());
    drop.addEventListener("drop", (event) => {
      event.preventDefault();
      gradeChosen(event.dataTransfer.files);
    });
    window.puzzlePage = { gradeFiles, showResult, loadMs: ms, times: page.times, ready: true };
  } catch (error) {
    say("status", `The page could not start: ${error.message}`);
    window.puzzlePage = { error: error.message };
  }
}

main();
