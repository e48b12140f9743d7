#!/usr/bin/env python3
"""Issue 38 item 4: a written answer's math never freezes or breaks the answer page.

Five students of the fifteen assignment answer q1; three answers are attacks on KaTeX,
between two good ones (students are listed by name):

  a_good        two inline formulas and a displayed one
  b_def_repeats a \\def whose body repeats its argument 97 times (308 bytes: 900,000
                symbols, within maxExpand; minutes in any KaTeX)
  c_sqrt_2000   \\sqrt nested 2,000 deep (KaTeX's call stack overflows: in the browser it
                escaped katex.render and left every later student's math raw)
  d_edef_cve    20 formulas of 312 bytes doubling a macro with \\edef (CVE-2024-28243:
                550 s in Debian's KaTeX 0.16.4)
  e_good        a sum and a fraction

`batch` grades them on question 2's public suite, then `export --suite` typesets the math
with npm's KaTeX through Node (each answer within 2 s) and writes manual/q1.html. Checked:
export's lines name b and c, and only them ("its math is shown as TeX"); the page, opened
from its folder in headless Chromium, is ready within 5 s, runs no script, fetches nothing
outside its folder, logs no error (a Content-Security-Policy violation would be one),
loads KaTeX's fonts, shows both good answers typeset (.katex elements) and d's 20 formulas
as KaTeX's red errors ("Too many expansions"), and b and c as their TeX under their note.
The page is photographed to SCREENSHOT.png.

Exit 77 (skipped, one line) without Chromium, Node, npm's katex in KATEX_PREFIX or
puppeteer-core in NPM (web/build-page.sh installs it).

usage: run_answer_math_e2e.py PUZZLE_GRADER REPO_ROOT KATEX_PREFIX NPM SCREENSHOT.png
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

GRADER, ROOT, KATEX_PREFIX, NPM, SCREENSHOT = sys.argv[1:6]
HERE = os.path.dirname(os.path.abspath(__file__))
FIFTEEN = os.path.join(ROOT, "testcases", "fifteen")
CHROMIUM = os.environ.get("PUZZLE_CHROMIUM", "/usr/bin/chromium")

EDEF = "\\edef\\a{xx}" + "\\edef\\a{\\a\\a}" * 23 + "\\a"
ANSWERS = {
    "a_good": "Admissible: $h_1(n) \\le h^*(n)$ for every $n$, so\n\n"
              "$$f(n) = g(n) + h(n) \\le C^*.$$",
    "b_def_repeats": "It costs $\\def\\b#1{" + "#1" * 97 + "}\\b{\\b{" + "x" * 96 + "}}$.",
    "c_sqrt_2000": "$$" + "\\sqrt{" * 2000 + "x" + "}" * 2000 + "$$",
    "d_edef_cve": " ".join("$%s$" % EDEF for _ in range(20)),
    "e_good": "Each move costs $1$: $\\sum_{i=1}^{k} c_i = k$ and $\\frac{a}{b}$.",
}


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def skip_reason():
    if not os.access(CHROMIUM, os.X_OK):
        return "%s is absent (Debian's chromium package)" % CHROMIUM
    if shutil.which("node") is None:
        return "no node on the PATH"
    if not os.path.isfile(os.path.join(KATEX_PREFIX, "node_modules", "katex", "package.json")):
        return "no katex in %s (scripts/bootstrap.sh installs it)" % KATEX_PREFIX
    if not os.path.isdir(os.path.join(NPM, "node_modules", "puppeteer-core")):
        return "no puppeteer-core in %s (web/build-page.sh installs it)" % NPM
    return None


def write_class(work):
    with open(os.path.join(FIFTEEN, "submissions", "accepted", "priority_queue_objects",
                           "fifteen_puzzle.ipynb"), encoding="utf-8") as handle:
        notebook = json.load(handle)
    for student, answer in ANSWERS.items():
        cells = notebook["cells"] + [{"cell_type": "markdown", "source": [answer],
                                      "metadata": {"puzzle": {"answer": "q1"}}}]
        os.makedirs(os.path.join(work, "class", student))
        with open(os.path.join(work, "class", student, "fifteen_puzzle.ipynb"), "w",
                  encoding="utf-8") as handle:
            json.dump(dict(notebook, cells=cells), handle)


def write_manifest(work):
    shutil.copy(os.path.join(FIFTEEN, "public-q2.yaml"), work)
    path = os.path.join(work, "assignment.yaml")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("assignment: fifteen\nsuites:\n"
                     "  - {file: public-q2.yaml, name: q2, points: 3, visibility: visible}\n"
                     "manual:\n  - {name: q1, points: 4, prompt: \"Question 1 (4 points)\"}\n")
    return path


def run(args, env=None):
    done = subprocess.run([GRADER] + args, capture_output=True, text=True, timeout=600, env=env)
    if done.returncode != 0:
        fail("%s: exit %d\n%s%s" % (" ".join(args), done.returncode, done.stdout, done.stderr))
    return done


def check_export_lines(stdout):
    failed = sorted(line for line in stdout.splitlines() if "its math is shown as TeX" in line)
    expected = ["Written answers: q1, b_def_repeats: its math is shown as TeX (KaTeX took over "
                "2 s on it)",
                "Written answers: q1, c_sqrt_2000: its math is shown as TeX (KaTeX failed on it "
                "(Maximum call stack size exceeded))"]
    if failed != expected:
        fail("export's lines on the math:\n%s\nexpected:\n%s\nall of it:\n%s"
             % ("\n".join(failed), "\n".join(expected), stdout))
    if "Math is shown as TeX" in stdout or "math is shown as TeX:" in stdout:
        fail("export says no math was typeset:\n" + stdout)


def check_page(seen):
    rows = {row["student"]: row for row in seen["rows"]}
    if sorted(rows) != sorted(ANSWERS):
        fail("the page's rows: %s" % sorted(rows))
    for good, formulas in (("a_good", 3), ("e_good", 3)):
        row = rows[good]
        if row["katex"] != formulas or row["katex_errors"] or row["unrendered"]:
            fail("%s is not typeset: %s" % (good, row))
    for hostile in ("b_def_repeats", "c_sqrt_2000"):
        row = rows[hostile]
        if row["katex"] or not row["unrendered"].startswith("Its math is shown as TeX: KaTeX"):
            fail("%s is not its TeX under a note: %s" % (hostile, row))
    if rows["d_edef_cve"]["katex_errors"] != 20 or rows["d_edef_cve"]["unrendered"]:
        fail("d_edef_cve's 20 formulas are not KaTeX's errors: %s" % rows["d_edef_cve"])
    if seen["load_ms"] > 5000:
        fail("the page took %d ms to be ready" % seen["load_ms"])
    if seen["scripts"] or seen["console"] or seen["foreign"]:
        fail("scripts %d, console %s, requests outside the folder %s"
             % (seen["scripts"], seen["console"], seen["foreign"]))
    if not {"KaTeX_Main", "KaTeX_Math"} <= set(seen["fonts"]):
        fail("KaTeX's fonts were not loaded: %s" % seen["fonts"])


def main():
    reason = skip_reason()
    if reason:
        print("SKIP: " + reason)
        return 77
    work = tempfile.TemporaryDirectory()
    write_class(work.name)
    manifest = write_manifest(work.name)
    out = os.path.join(work.name, "out")
    klass = os.path.join(work.name, "class")
    run(["batch", "--suite", manifest, "--submissions", klass, "--out", out, "--jobs", "2"])
    env = dict(os.environ, PUZZLE_KATEX_PREFIX=KATEX_PREFIX)
    started = time.monotonic()
    export = run(["export", "--out", out, "--submissions", klass, "--suite", manifest], env)
    export_s = time.monotonic() - started
    check_export_lines(export.stdout)
    # Two answers stopped at KaTeX's 2 s (one timed out, one overflowed at once), KaTeX
    # loaded three times, on a machine other work shares.
    if export_s > 30:
        fail("export took %.1f s" % export_s)
    page = os.path.join(out, "manual", "q1.html")
    browser = subprocess.run(["node", os.path.join(HERE, "answer_page_in_chromium.mjs"), NPM,
                              page, SCREENSHOT], capture_output=True, text=True, timeout=300)
    if browser.returncode != 0:
        fail("Chromium: exit %d\n%s" % (browser.returncode, browser.stderr))
    seen = json.loads(browser.stdout.strip().splitlines()[-1])
    check_page(seen)
    print("ok: export %.1f s, the page ready in %d ms (fonts %s), screenshot %s"
          % (export_s, seen["load_ms"], ", ".join(sorted(seen["fonts"])), SCREENSHOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
