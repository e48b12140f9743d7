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
    worker.postMessage({ start: { files, module, memoryMb: config.memory_mb } });
  });
}

// ---- the grader ----

async function startGrader() {
  const wasm = assetResponse("puzzle-grader-web.wasm", "application/wasm");
  return PuzzleGrader({
    puzzleRun,
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
    worker.terminate();
    page.worker = await startWorker();
    return { ended: "time_limit", wall_ms: Math.round(performance.now() - start), stdout: "", stderr: "" };
  }
  if (outcome.error) {  // the worker's own failure: that Python is unusable now
    worker.terminate();
    page.worker = await startWorker();
    throw new Error(outcome.error);
  }
  if (outcome.unusable) {  // the program crashed that Python (python_worker.js)
    worker.terminate();
    page.worker = await startWorker();
  }
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

async function filesFromInput(fileList) {
  const files = {};
  for (const file of fileList) files[file.name] = new Uint8Array(await file.arrayBuffer());
  return files;
}

async function gradeChosen(fileList) {
  if (fileList.length === 0) return;
  say("status", `Checking ${[...fileList].map((f) => f.name).join(", ")} ...`);
  say("report", "");
  const answer = await gradeFiles(await filesFromInput(fileList));
  say("report", answer.error ?? answer.text);
  say("status", answer.error ? "The page could not check your files." : "Done.");
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
    window.puzzlePage = { gradeFiles, loadMs: ms, times: page.times, ready: true };
  } catch (error) {
    say("status", `The page could not start: ${error.message}`);
    window.puzzlePage = { error: error.message };
  }
}

main();
