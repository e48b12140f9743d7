#!/usr/bin/env python3
"""End-to-end test of `export --similarity` (Dolos through Node).

similarity_class/: three students, copied beside the driver starter (passed as --starter). bob's driver.py is alice's
with every variable renamed and the functions in another order; carol wrote hers on her
own (a node class, a parent map, another A*). The pair alice/bob must be listed, in
similarity.csv and in class-report.html, and no pair with carol.

similarity_starter_only/: dave and erin handed in the starter with only manhattan()
written, each in their own way. With --starter they share nothing unusual, so no pair is
listed; without it, the starter they both kept makes them look alike (which shows the
starter really is what is left out).

Without the package (PUZZLE_DOLOS_PREFIX pointing at an empty folder), export still exits
0, writes the class report and says why in one line.

Skipped (exit 77, one line) only when Node or @dodona/dolos-lib is not installed.

usage: run_similarity_e2e.py GRADER STARTER_DIR TESTS_DIR DOLOS_PREFIX
"""
import csv
import os
import shutil
import subprocess
import sys
import tempfile

GRADER, STARTER, TESTS, DOLOS_PREFIX = sys.argv[1:5]
SKIP = 77


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def export(out, submissions, *extra, env=None):
    os.makedirs(os.path.join(out, "results"), exist_ok=True)  # export reads results/
    done = subprocess.run([GRADER, "export", "--out", out, "--similarity", "--submissions",
                           submissions, *extra], capture_output=True, text=True, timeout=600,
                          env=env)
    if done.returncode != 0:
        fail(f"export exited {done.returncode}: {done.stdout}{done.stderr}")
    return done


def pairs(out):
    with open(os.path.join(out, "similarity.csv"), encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    return {frozenset((row["student_1"], row["student_2"])): row for row in rows}


def check_without_package(work):
    out = os.path.join(work, "no-package")
    empty = os.path.join(work, "empty-prefix")
    os.makedirs(empty)
    done = export(out, os.path.join(TESTS, "similarity_class"), "--starter", STARTER,
                  env=dict(os.environ, PUZZLE_DOLOS_PREFIX=empty))
    notes = [line for line in done.stdout.splitlines() if line.startswith("Similarity")]
    if len(notes) != 1 or "not checked" not in notes[0]:
        fail(f"expected one 'Similarity not checked' line, got: {done.stdout!r}")
    if os.path.exists(os.path.join(out, "similarity.csv")):
        fail("similarity.csv written although Dolos did not run")
    with open(os.path.join(out, "class-report.html"), encoding="utf-8") as file:
        if "Not checked:" not in file.read():
            fail("class-report.html does not say the similarity was not checked")
    print(f"ok   without the package: exit 0 and one line: {notes[0]}")


def dolos_missing():
    if shutil.which("node") is None:
        return "Node.js (node) is not installed"
    prefix = os.environ.get("PUZZLE_DOLOS_PREFIX") or DOLOS_PREFIX
    if not os.path.isfile(os.path.join(prefix, "node_modules", "@dodona", "dolos-lib", "package.json")):
        return f"@dodona/dolos-lib is not installed in {prefix} (scripts/bootstrap.sh)"
    return None


def check_copied_pair(work):
    # The starter sits beside the students, as in a course's folder: it is no student.
    subs = os.path.join(work, "class")
    shutil.copytree(os.path.join(TESTS, "similarity_class"), subs)
    shutil.copytree(STARTER, os.path.join(subs, "starter"))
    out = os.path.join(work, "class-out")
    export(out, subs, "--starter", os.path.join(subs, "starter"))
    found = pairs(out)
    if any("starter" in p for p in found):
        fail(f"the starter is compared as if it were a student: {sorted(map(sorted, found))}")
    if frozenset(("alice", "bob")) not in found:
        fail(f"the copied pair alice/bob is not listed: {sorted(map(sorted, found))}")
    with_carol = [sorted(p) for p in found if "carol" in p]
    if with_carol:
        fail(f"carol wrote her own program but is listed with: {with_carol}")
    row = found[frozenset(("alice", "bob"))]
    if not row["student_1_lines"].startswith("driver.py lines "):
        fail(f"the longest fragment has no place: {row}")
    with open(os.path.join(out, "class-report.html"), encoding="utf-8") as file:
        html = file.read()
    section = html[html.find('id="similarity"'):]
    if not section.startswith('id="similarity"') or "alice" not in section or "bob" not in section:
        fail("class-report.html has no similarity table naming alice and bob")
    print(f"ok   alice/bob listed ({float(row['similarity']):.0%}), no pair with carol")


def check_starter_left_out(work):
    subs = os.path.join(TESTS, "similarity_starter_only")
    out = os.path.join(work, "starter")
    export(out, subs, "--starter", STARTER)
    if pairs(out):
        fail(f"with --starter, dave/erin are listed: {pairs(out)}")
    out = os.path.join(work, "no-starter")
    export(out, subs)
    if frozenset(("dave", "erin")) not in pairs(out):
        fail("without --starter, dave/erin (both the starter) are not listed: the check proves nothing")
    print("ok   the starter is left out: dave/erin listed only without --starter")


def main():
    with tempfile.TemporaryDirectory() as work:
        check_without_package(work)
        missing = dolos_missing()
        if missing:
            print(f"SKIP: {missing}; the similarity check is optional")
            sys.exit(SKIP)
        check_copied_pair(work)
        check_starter_left_out(work)


main()
