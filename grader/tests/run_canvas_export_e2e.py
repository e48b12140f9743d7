#!/usr/bin/env python3
"""End-to-end test of `export --canvas`: a small class is graded with `batch`, then
exported against a roster shaped like Canvas's Grades > Export (byte order mark, extra
columns, a "Points Possible" row). canvas.csv must be exactly the hand-written file below:
one row per roster student joined by login, the total in the one assignment column, an
empty cell for a roster student without a folder, a formula-like name made inert. The
student graded but missing from the roster must be named on stderr and in the summary.
A roster without the SIS Login ID column and --canvas without --assignment are usage
errors (exit 2) with one line saying what is wrong.

usage: run_canvas_export_e2e.py GRADER COMMAND_SUITE FIXTURES_DIR
"""
import os
import shutil
import subprocess
import sys
import tempfile

GRADER, SUITE, FIXTURES = sys.argv[1:4]

ROSTER = ("\ufeffStudent,ID,SIS User ID,SIS Login ID,Section,Driver (4242),Current Score\r\n"
          "    Points Possible,,,,,2,(read only)\r\n"
          "Ann Lee,11,S11,ann,Sec 1,,\r\n"
          "\"Ray, Bea\",12,S12,bea,Sec 1,,\r\n"
          "Ben Ode,13,S13,ben,Sec 2,,\r\n"
          "=1+2,14,S14,carl,Sec 2,,\r\n")

# e2e-command.yaml has one test worth 2 points (two lines, 1 each). ann: correct, 2.
# bea: wrong_line (the second line is off), 1. ben: empty folder, 0. carl: no folder,
# empty cell. zed: graded, but not in the roster.
EXPECTED = ("Student,ID,SIS User ID,SIS Login ID,Section,Driver (4242)\r\n"
            "Ann Lee,11,S11,ann,Sec 1,2\r\n"
            "\"Ray, Bea\",12,S12,bea,Sec 1,1\r\n"
            "Ben Ode,13,S13,ben,Sec 2,0\r\n"
            "\"'=1+2\",14,S14,carl,Sec 2,\r\n")


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def grader(*args):
    return subprocess.run([GRADER, *args], capture_output=True, text=True, timeout=300)


def make_class(subs):
    for student, fixture in (("ann", "correct"), ("bea", "wrong_line"), ("zed", "correct")):
        os.makedirs(os.path.join(subs, student))
        shutil.copy(os.path.join(FIXTURES, fixture, "driver.py"), os.path.join(subs, student))
    os.makedirs(os.path.join(subs, "ben"))


def check_export(work, out):
    roster = os.path.join(work, "roster.csv")
    with open(roster, "w", encoding="utf-8", newline="") as file:
        file.write(ROSTER)
    done = grader("export", "--out", out, "--canvas", roster, "--assignment", "Driver (4242)")
    if done.returncode != 0:
        fail(f"export --canvas exited {done.returncode}: {done.stderr}")
    with open(os.path.join(out, "canvas.csv"), encoding="utf-8", newline="") as file:
        written = file.read()
    if written != EXPECTED:
        fail(f"canvas.csv is\n{written!r}\nexpected\n{EXPECTED!r}")
    print("ok   canvas.csv: one row per roster student, joined by login")
    if "'zed'" not in done.stderr:
        fail(f"stderr does not name zed (graded, not in the roster): {done.stderr!r}")
    for section, login in (("Graded but not in the roster", "zed"),
                           ("In the roster but not graded", "carl")):
        at = done.stdout.find(section)
        if at < 0 or f"\n  {login}\n" not in done.stdout[at:]:
            fail(f"the summary has no section '{section}' listing {login}:\n{done.stdout}")
    print("ok   zed (not in the roster) and carl (not graded) are listed, not dropped")


def check_usage_errors(work, out):
    bad = os.path.join(work, "bad.csv")
    with open(bad, "w") as file:
        file.write("Student,ID,SIS User ID,Section\nAnn,1,2,3\n")
    done = grader("export", "--out", out, "--canvas", bad, "--assignment", "Driver (4242)")
    if done.returncode != 2 or "no 'SIS Login ID' column" not in done.stderr \
            or len(done.stderr.strip().splitlines()) != 1:
        fail(f"a roster without SIS Login ID: exit {done.returncode}, stderr {done.stderr!r}")
    done = grader("export", "--out", out, "--canvas", bad)
    if done.returncode != 2 or "--assignment" not in done.stderr:
        fail(f"--canvas without --assignment: exit {done.returncode}, stderr {done.stderr!r}")
    print("ok   a roster without SIS Login ID and a missing --assignment are usage errors")


def check_docs():
    """docs/platforms/canvas.md shows the file's header as the grader writes it."""
    page = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../docs/platforms/canvas.md")
    header = EXPECTED.split("\r\n")[0]
    with open(page, encoding="utf-8") as file:
        text = file.read()
    if header not in text or "export --out grades/ --canvas roster.csv --assignment" not in text:
        fail(f"docs/platforms/canvas.md does not show the header {header!r} and the command")
    print("ok   docs/platforms/canvas.md shows the command and the header")


def main():
    check_docs()
    with tempfile.TemporaryDirectory(prefix="canvas-e2e-") as work:
        subs, out = os.path.join(work, "class"), os.path.join(work, "out")
        make_class(subs)
        done = grader("batch", "--suite", SUITE, "--submissions", subs, "--out", out, "--jobs", "2")
        if done.returncode != 0:
            fail(f"batch exited {done.returncode}: {done.stderr}")
        check_export(work, out)
        check_usage_errors(work, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
