// The page: the course's grader (puzzle-grader-web.js, the grader's C++ in WebAssembly)
// grades the student's files on the public suites of page.json; each run of the student's
// program goes to the Python worker (python_worker.mjs), which is terminated and
// replaced when a run passes its time limit. Nothing is fetched but the page's own files.
"use strict";

const page = {
  config: null,    // page.json: {assignment, entry, suite_files, files, packages_missing}
  grader: null,    // the emscripten module
  worker: null,    // the ready Python worker
  standIns: [],    // modules the worker stands in for (python_worker.mjs)
};

function startWorker() {
  return new Promise((resolve, reject) => {
    const worker = new Worker("python_worker.mjs", { type: "module" });
    worker.onmessage = (event) => {
      if (!event.data.ready) return;
      page.standIns = event.data.standIns;
      resolve(worker);
    };
    worker.onerror = (event) => reject(new Error(`the Python worker failed: ${event.message}`));
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
  if (outcome.error) {  // e.g. the browser's stack overflowed: that Python is unusable now
    worker.terminate();
    page.worker = await startWorker();
    throw new Error(outcome.error);
  }
  writeBack(fs, request.working_dir, files, outcome.files);
  return outcome.answer;
}

async function fetchBytes(path) {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`cannot load ${path} (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

async function load() {
  const started = performance.now();
  page.config = await (await fetch("page.json")).json();
  const [grader, worker] = await Promise.all([
    PuzzleGrader({ puzzleRun }),
    startWorker(),
  ]);
  page.grader = grader;
  page.worker = worker;
  const fs = grader.FS;
  fs.mkdirTree("/puzzle");
  fs.writeFile("/puzzle/puzzle_harness.py", await fetchBytes("puzzle_harness.py"));
  for (const file of page.config.suite_files) {
    writeTree(fs, "/suites", { [file]: await fetchBytes(`suites/${file}`) });
  }
  page.loadMs = Math.round(performance.now() - started);
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
    window.puzzlePage = { gradeFiles, loadMs: ms, ready: true };
  } catch (error) {
    say("status", `The page could not start: ${error.message}`);
    window.puzzlePage = { error: error.message };
  }
}

main();
