// Drives the web page in headless Chromium (puppeteer-core): opens PAGE_FOLDER's
// index.html from the folder (file://, as a student who double-clicks it) or, with
// --served, served on a port of the loopback interface (as from a web server); waits for
// the page to be ready, grades each job and prints one JSON line per job, after a first
// line {load_ms, times, notes (what the page says it cannot offer)}. Used by check_web_page.py.
//   node grade_in_page.mjs [--served] NPM_FOLDER PAGE_FOLDER [SCREENSHOT.png FILE] < jobs.json
// With SCREENSHOT.png, FILE is then checked as a student does (the file chooser) and the
// page is photographed with its report.
// jobs.json: [{label, files: {name: base64}, time_limit_s, ui, screenshot}]
// A job with `ui` is checked as a student does: its one file is chosen in the page's file
// chooser, the page's status line is read every 100 ms while it grades, and its line
// holds what the student saw: {statuses (each distinct status, in turn), tests (per line
// of the result: verdict, name, points, time, whether it is a <details> whose summary the
// keyboard opens), page_says, result_text, roles (of status and progress), answer (what
// gradeFiles returned, json included)}; with `screenshot` (a path) the page is then
// photographed. Its time_limit_s is set as the page's limit for that check.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";

const served = process.argv[2] === "--served";
const [npmFolder, pageFolder, screenshot, studentFile] = process.argv.slice(served ? 3 : 2);
const puppeteer = createRequire(path.join(npmFolder, "package.json"))("puppeteer-core");
const chunks = [];  // a large stdin pipe is read in turns (readFileSync(0) may meet EAGAIN)
for await (const chunk of process.stdin) chunks.push(chunk);
const jobs = JSON.parse(Buffer.concat(chunks).toString("utf8"));

const TYPES = {
  ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript",
  ".wasm": "application/wasm", ".json": "application/json", ".css": "text/css",
};
const server = http.createServer((request, response) => {
  const name = decodeURIComponent(new URL(request.url, "http://page").pathname);
  const file = path.join(pageFolder, path.normalize(name));
  fs.readFile(file, (error, data) => {
    if (error || !file.startsWith(pageFolder)) {
      response.writeHead(404);
      response.end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    response.end(data);
  });
});
if (served) await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));

const browser = await puppeteer.launch({
  executablePath: process.env.PUZZLE_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", ...(process.env.PUZZLE_CHROMIUM_FLAGS ?? "").split(" ").filter(Boolean)],
  protocolTimeout: 1800000,  // one evaluate grades a whole submission
});
try {
  const page = await browser.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  if (process.env.PUZZLE_WEB_CONSOLE) page.on("console", (message) => console.error(`page console: ${message.text()}`));
  // Any request but the page's own files (file:// or the loopback server) and the data:
  // URLs it decodes its bytes from fails the run: the page must need no network.
  await page.setRequestInterception(true);
  const own = served ? `http://127.0.0.1:${server.address().port}/` : `file://${path.resolve(pageFolder)}/`;
  const foreign = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith(own) || url.startsWith("data:") || url.startsWith("blob:")) request.continue();
    else { foreign.push(url); request.abort(); }
  });
  await page.goto(`${own}index.html`);
  await page.waitForFunction("window.puzzlePage", { timeout: 30000 });
  const state = await page.evaluate(`({loadMs: window.puzzlePage.loadMs, times: window.puzzlePage.times,
      error: window.puzzlePage.error, notes: document.getElementById("notes").textContent})`);
  if (state.error) throw new Error(`the page did not start: ${state.error}`);
  console.log(JSON.stringify({ load_ms: state.loadMs, times: state.times, notes: state.notes }));
  for (const job of jobs.filter((job) => job.ui)) {
    console.error(`checking ${job.label} as a student does`);
    console.log(JSON.stringify({ label: job.label, ...(await checkAsStudent(page, job)) }));
  }
  for (const job of jobs.filter((job) => !job.ui)) {
    console.error(`grading ${job.label}`);
    const started = Date.now();
    const answer = await page.evaluate(async (files, limit) => {
      const bytes = {};
      for (const [name, base64] of Object.entries(files)) {
        bytes[name] = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      }
      return window.puzzlePage.gradeFiles(bytes, limit);
    }, job.files, job.time_limit_s ?? 0);
    console.log(JSON.stringify({ label: job.label, ms: Date.now() - started, ...answer }));
  }
  if (screenshot) {
    const input = await page.$("#files");
    await input.uploadFile(studentFile);
    await page.waitForFunction("document.getElementById('status').textContent.startsWith('Done')",
                               { timeout: 600000 });
    await page.setViewport({ width: 1000, height: 800 });
    await page.screenshot({ path: screenshot, fullPage: true });
  }
  if (foreign.length > 0) throw new Error(`the page asked for ${foreign.join(", ")}`);
} finally {
  await browser.close();
  if (served) server.close();
}

// Chooses the job's file in the page and watches it grade (see the top of this file).
async function checkAsStudent(page, job) {
  const [name, base64] = Object.entries(job.files)[0];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "page-ui-"));
  const file = path.join(folder, name);
  fs.writeFileSync(file, Buffer.from(base64, "base64"));
  // Every status the page shows is recorded in the page as it changes: polling from here
  // missed the short ones on a loaded machine (two quick tests ran between two polls).
  await page.evaluate((limit) => {
    window.puzzlePage.timeLimitS = limit;
    const status = document.getElementById("status");
    const seen = [status.textContent];
    window.statusesSeen = seen;
    window.statusWatch?.disconnect();
    window.statusWatch = new MutationObserver(() => {
      if (seen.at(-1) !== status.textContent) seen.push(status.textContent);
    });
    window.statusWatch.observe(status, { childList: true, characterData: true, subtree: true });
  }, job.time_limit_s ?? 0);
  const input = await page.$("#files");
  const started = Date.now();
  await input.uploadFile(file);  // dispatches the input's change event, as a choice does
  for (;;) {  // until the page has said something since the choice, and that is its last word
    const seen = await page.evaluate(() => window.statusesSeen);
    if (seen.length > 1 && /^(Done|The page could not)/.test(seen.at(-1))) break;
    if (Date.now() - started > 1200000) throw new Error(`${job.label}: the page never finished`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const statuses = (await page.evaluate(() => window.statusesSeen)).slice(1);
  const seen = await page.evaluate(() => ({
    tests: [...document.querySelectorAll("#result li.test")].map((item) => ({
      verdict: item.querySelector(".verdict")?.textContent,
      name: item.querySelector(".name")?.textContent,
      points: item.querySelector(".points")?.textContent,
      time: item.querySelector(".time")?.textContent,
      details: item.firstElementChild?.tagName === "DETAILS",
      text: item.querySelector(".details")?.textContent,
    })),
    page_says: [...document.querySelectorAll("#result .page-says")].map((p) => p.textContent),
    result_text: document.getElementById("result")?.innerText ?? "",
    roles: { status: document.getElementById("status").getAttribute("role"),
             live: document.getElementById("status").getAttribute("aria-live"),
             progress: document.getElementById("progress")?.tagName },
    answer: window.puzzlePage.lastAnswer,
  }));
  // The keyboard opens the first test's details: Tab reaches its summary, Enter opens it.
  let opened = false;
  if (seen.tests.length > 0) {
    await page.focus("#result li.test summary");
    await page.keyboard.press("Enter");
    opened = await page.$eval("#result li.test details", (details) => details.open);
  }
  if (job.screenshot) {
    await page.setViewport({ width: 1000, height: 800 });
    await page.screenshot({ path: job.screenshot, fullPage: true });
  }
  fs.rmSync(folder, { recursive: true, force: true });
  return { ms: Date.now() - started, statuses, keyboard_opens: opened, ...seen };
}
