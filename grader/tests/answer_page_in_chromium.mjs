// Opens one written-answer page (export's manual/<question>.html) from its folder
// (file://, as an instructor who double-clicks it) in headless Chromium through
// puppeteer-core, and prints one JSON line of what the browser made of it:
//   {"load_ms": <navigation to load event and fonts ready>,
//    "rows": [{"student", "katex": <.katex elements>, "katex_errors": <.katex-error>,
//              "unrendered": "<the answer's note, or ''>"}, ...],
//    "fonts": ["KaTeX_Main", ...] (font families loaded), "scripts": <script elements>,
//    "console": ["<error or warning>", ...] (a CSP violation is one),
//    "foreign": ["<URL outside the page's folder>", ...] (requested, refused)}
// and, given SCREENSHOT.png, photographs the whole page there. Used by
// run_answer_math_e2e.py.
//   node answer_page_in_chromium.mjs NPM_FOLDER PAGE.html [SCREENSHOT.png]
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const [npmFolder, pagePath, screenshot] = process.argv.slice(2);
const puppeteer = createRequire(path.join(npmFolder, "package.json"))("puppeteer-core");
const browser = await puppeteer.launch({
  executablePath: process.env.PUZZLE_CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1100, height: 800 });
  const console_ = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warn") console_.push(message.text());
  });
  page.on("pageerror", (error) => console_.push(`page error: ${error.message}`));
  const folder = pathToFileURL(path.dirname(path.resolve(pagePath))).href + "/";
  const foreign = [];
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith(folder)) request.continue();
    else { foreign.push(url); request.abort(); }
  });
  const started = Date.now();
  await page.goto(pathToFileURL(path.resolve(pagePath)).href, { waitUntil: "load", timeout: 60000 });
  await page.evaluate(() => document.fonts.ready);
  const loadMs = Date.now() - started;
  const seen = await page.evaluate(() => ({
    rows: [...document.querySelectorAll("tr")].slice(1).map((row) => ({
      student: row.cells[0].textContent,
      katex: row.cells[1].querySelectorAll(".katex").length,
      katex_errors: row.cells[1].querySelectorAll(".katex-error").length,
      unrendered: row.cells[1].querySelector(".unrendered")?.textContent ?? "",
    })),
    fonts: [...new Set([...document.fonts].filter((font) => font.status === "loaded")
        .map((font) => font.family.replace(/["']/g, "")))],
    scripts: document.querySelectorAll("script").length,
  }));
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  console.log(JSON.stringify({ load_ms: loadMs, ...seen, console: console_, foreign }));
} finally {
  await browser.close();
}
