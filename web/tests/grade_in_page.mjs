// Drives the web page in headless Chromium (puppeteer-core): opens PAGE_FOLDER's
// index.html from the folder (file://, as a student who double-clicks it) or, with
// --served, served on a port of the loopback interface (as from a web server); waits for
// the page to be ready, grades each job and prints one JSON line per job, after a first
// line {load_ms, times, notes (what the page says it cannot offer)}. Used by check_web_page.py.
//   node grade_in_page.mjs [--served] NPM_FOLDER PAGE_FOLDER [SCREENSHOT.png FILE] < jobs.json
// With SCREENSHOT.png, FILE is then checked as a student does (the file chooser) and the
// page is photographed with its report.
// jobs.json: [{label, files: {name: base64}, time_limit_s}]
import fs from "node:fs";
import http from "node:http";
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
  for (const job of jobs) {
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
