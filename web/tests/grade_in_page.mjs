// Drives the web page in headless Chromium (puppeteer-core): serves PAGE_FOLDER on a port
// of the loopback interface, waits for the page to be ready, grades each job and prints
// one JSON line per job, after a first line {load_ms}. Used by check_web_page.py.
//   node grade_in_page.mjs NPM_FOLDER PAGE_FOLDER [SCREENSHOT.png FILE] < jobs.json
// With SCREENSHOT.png, FILE is then checked as a student does (the file chooser) and the
// page is photographed with its report.
// jobs.json: [{label, files: {name: base64}, time_limit_s}]
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createRequire } from "node:module";

const [npmFolder, pageFolder, screenshot, studentFile] = process.argv.slice(2);
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
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));

const browser = await puppeteer.launch({
  executablePath: process.env.PUZZLE_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", ...(process.env.PUZZLE_CHROMIUM_FLAGS ?? "").split(" ").filter(Boolean)],
  protocolTimeout: 1800000,  // one evaluate grades a whole submission
});
try {
  const page = await browser.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
  await page.waitForFunction("window.puzzlePage", { timeout: 120000 });
  const state = await page.evaluate("({loadMs: window.puzzlePage.loadMs, error: window.puzzlePage.error})");
  if (state.error) throw new Error(`the page did not start: ${state.error}`);
  console.log(JSON.stringify({ load_ms: state.loadMs }));
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
} finally {
  await browser.close();
  server.close();
}
