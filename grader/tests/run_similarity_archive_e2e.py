#!/usr/bin/env python3
"""End-to-end test of `export --similarity --similarity-archive` (Dolos through Node).

The archives are the toolkit's own example programs (never student code from public
repositories): 2023-fall/ holds testcases/driver/submissions/accepted/ (functional, a
plain-function solver, and oo_solver, a class-based one); online/ holds the wrong_answer/
examples, near-copies of those two and of each other.

The class (similarity_archive/class/) is written for this test, one disguise each:
  renamed      functional with every identifier renamed
  reordered    functional with its functions and imports in another order
  recommented  functional with every comment and docstring replaced, blank lines changed
  declassed    oo_solver with both classes turned into functions of the same bodies
and two independent implementations of the same algorithms (alice, carol of
similarity_class/, written separately from the examples).

Threshold: a pair is listed from similarity 0.5 (kMinSimilarity, grader/export/
similarity.h). Measured with Dolos 3.5.1 and the driver starter as template, the four
disguises score 0.73-0.95 against their origin, and the independent programs at most
0.11 against anything: 0.5 sits in the middle of that gap, far from both sides, so a
disguise found does not depend on a lucky margin and an independent program is not
near being flagged.

Checks: every disguise is paired with its origin, named with its archive, and its
largest shared regions are shown side by side in the class report; alice and carol are
in no pair; no pair joins two archive entries; an archive entry of 20 KB of nested
brackets (refused by the grader) and one of 2000 nested minus signs (by the script's tree
depth bound) are left out by name, and one of bytes that are not text stops nothing,
while the rest is compared; a folder that is not one is refused in one line (exit 2).

Skipped (exit 77) when Node or @dodona/dolos-lib is not installed.

usage: run_similarity_archive_e2e.py GRADER SOURCE_DIR DOLOS_PREFIX
"""
import csv
import html
import json
import os
import shutil
import subprocess
import sys
import tempfile

GRADER, SOURCE, DOLOS_PREFIX = sys.argv[1:4]
TESTS = os.path.join(SOURCE, "grader", "tests")
EXAMPLES = os.path.join(SOURCE, "testcases", "driver", "submissions")
STARTER = os.path.join(SOURCE, "student_template", "driver")
SKIP = 77
THRESHOLD = 0.5
ORIGINS = {"renamed": "functional", "reordered": "functional", "recommented": "functional",
           "declassed": "oo_solver"}
INDEPENDENT = ("alice", "carol")


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def dolos_missing():
    prefix = os.environ.get("PUZZLE_DOLOS_PREFIX") or DOLOS_PREFIX
    if shutil.which("node") is None:
        return "Node.js (node) is not installed"
    if not os.path.isfile(os.path.join(prefix, "node_modules", "@dodona", "dolos-lib",
                                       "package.json")):
        return f"@dodona/dolos-lib is not installed in {prefix}"
    return None


def make_class(work):
    subs = os.path.join(work, "class")
    shutil.copytree(os.path.join(TESTS, "similarity_archive", "class"), subs)
    for name in INDEPENDENT:
        shutil.copytree(os.path.join(TESTS, "similarity_class", name), os.path.join(subs, name))
    return subs


def make_archives(work):
    term = os.path.join(work, "terms", "2023-fall")
    shutil.copytree(os.path.join(EXAMPLES, "accepted"), term)
    online = os.path.join(work, "online")
    shutil.copytree(os.path.join(EXAMPLES, "wrong_answer"), online)
    with open(os.path.join(online, "nested.py"), "w") as file:
        file.write("x = " + "(" * 10000 + ")" * 10000 + "\n")
    with open(os.path.join(online, "unary.py"), "w") as file:
        file.write("x = " + "-" * 2000 + "1\n")  # no bracket, but a syntax tree 2000 deep
    with open(os.path.join(online, "binary.py"), "wb") as file:
        file.write(bytes(range(256)) * 40)  # not text: parsed as errors and compared
    return term, online


def export(out, subs, *archives):
    os.makedirs(os.path.join(out, "results"), exist_ok=True)
    args = [GRADER, "export", "--out", out, "--submissions", subs, "--similarity",
            "--starter", STARTER]
    for archive in archives:
        args += ["--similarity-archive", archive]
    return subprocess.run(args, capture_output=True, text=True, timeout=600)


def check_bad_folder(work, subs):
    missing = os.path.join(work, "no-such-term")
    done = export(os.path.join(work, "bad-out"), subs, missing)
    lines = done.stderr.strip().splitlines()
    if done.returncode != 2 or lines != [f"puzzle-grader: error: --similarity-archive {missing}: "
                                         "not a folder"]:
        fail(f"a missing archive folder: exit {done.returncode}, stderr {done.stderr!r}")
    done = export(os.path.join(work, "bad-out"), subs, subs)
    if done.returncode != 2 or "is the class folder" not in done.stderr:
        fail(f"the class folder as its own archive: exit {done.returncode}, {done.stderr!r}")
    print("ok   a missing folder and the class folder itself are refused in one line (exit 2)")


def read_pairs(out):
    with open(os.path.join(out, "similarity.csv"), encoding="utf-8", newline="") as file:
        return list(csv.DictReader(file))


def check_pairs(rows, students):
    for row in rows:
        if row["student_1"] not in students:
            fail(f"a pair without a student of the class on its left: {row}")
        if not row["student_2_archive"] and row["student_2"] not in students:
            fail(f"a pair's right is neither a classmate nor an archive entry: {row}")
    per_student = {}
    for row in rows:
        if row["student_2_archive"]:
            per_student[row["student_1"]] = per_student.get(row["student_1"], 0) + 1
    if max(per_student.values(), default=0) > 5:
        fail(f"more than 5 archive matches listed for one student (kMaxArchiveMatches): "
             f"{per_student}")
    for disguise, origin in ORIGINS.items():
        found = [row for row in rows if row["student_1"] == disguise and
                 row["student_2"] == origin and row["student_2_archive"] == "2023-fall"]
        if not found:
            fail(f"{disguise} is not paired with 2023-fall/{origin}: "
                 f"{[r for r in rows if disguise in (r['student_1'], r['student_2'])]}")
        similarity = float(found[0]["similarity"])
        if similarity < THRESHOLD:
            fail(f"{disguise} listed below the threshold: {similarity}")
        print(f"ok   {disguise:<12} found against 2023-fall/{origin} "
              f"({similarity:.2f}, {found[0]['student_1_lines']})")
    flagged = [row for row in rows if {row["student_1"], row["student_2"]} & set(INDEPENDENT)]
    if flagged:
        fail(f"an independent implementation is flagged: {flagged}")
    print("ok   alice and carol (independent implementations) are in no pair")


def check_report(out):
    with open(os.path.join(out, "class-report.html"), encoding="utf-8") as file:
        page = file.read()
    code = page[page.find('id="similarity-code"'):]
    if not code.startswith('id="similarity-code"'):
        fail("class-report.html has no side-by-side code")
    start = code.find("<summary>renamed and 2023-fall/functional")
    if start < 0:
        fail(f"no side-by-side block for renamed and 2023-fall/functional: {code[:600]}")
    block = code[start:code.find("</details>", start)]
    pres = [html.unescape(part.split("</pre>")[0].split(">", 1)[1])
            for part in block.split("<pre")[1:]]
    if len(pres) < 2:
        fail(f"no pair of code columns for renamed: {block[:800]}")
    # The first region: the student's own lines on the left, the archive entry's on the
    # right, different text (renamed names) for the same structure.
    sides = (("renamed", os.path.join(TESTS, "similarity_archive", "class", "renamed")),
             ("2023-fall/functional", os.path.join(EXAMPLES, "accepted", "functional")))
    for shown, (name, folder) in zip(pres[:2], sides):
        with open(os.path.join(folder, "driver.py"), encoding="utf-8") as file:
            lines = set(file.read().splitlines())
        strangers = [line for line in shown.splitlines()
                     if line not in lines and not line.startswith("... (")]
        if not shown.strip() or strangers:
            fail(f"the {name} column shows lines that are not {name}'s: {strangers[:3]}")
    if pres[0] == pres[1]:
        fail("both columns show the same text: the renamed identifiers are not on the left")
    left_out = page[page.find('id="similarity-left-out"'):]
    for name in ("online/nested", "online/unary"):
        if f"<li>{name}: " not in left_out:
            fail(f"{name} is not listed as left out: {left_out[:600]}")
    print("ok   the class report shows renamed and 2023-fall/functional side by side; "
          "online/nested and online/unary left out by name")


def check_class_common_code(work):
    """Code three of four students share (not in the starter) is common, however large the
    archive: the script's class bound ignores it, and without the bound it would be listed."""
    script = os.path.join(SOURCE, "grader", "export", "puzzle_similarity.mjs")
    read = lambda path: open(path, encoding="utf-8").read()
    alice = read(os.path.join(TESTS, "similarity_class", "alice", "driver.py"))
    carol = read(os.path.join(TESTS, "similarity_class", "carol", "driver.py"))
    archive = [read(os.path.join(EXAMPLES, "wrong_answer", name, "driver.py"))
               for name in sorted(os.listdir(os.path.join(EXAMPLES, "wrong_answer")))]
    subs = [{"id": str(i), "code": code} for i, code in enumerate([alice, alice, alice, carol])]
    subs += [{"id": f"a{i}", "code": code, "archive": "online"} for i, code in enumerate(archive)]
    found = []
    for bound in (2, None):
        request = {"dolos_prefix": os.environ.get("PUZZLE_DOLOS_PREFIX") or DOLOS_PREFIX,
                   "language": "python", "starter": None, "submissions": subs,
                   "min_similarity": THRESHOLD, "max_pairs": 50,
                   "max_fingerprint_count": None,  # archives present: the class decides
                   "max_class_fingerprint_count": bound}
        done = subprocess.run(["node", script], input=json.dumps(request), capture_output=True,
                              text=True, timeout=120)
        if done.returncode != 0:
            fail(f"the script exited {done.returncode}: {done.stderr}")
        found.append(json.loads(done.stdout)["pairs"])
    if found[0] or len(found[1]) != 3:
        fail(f"code 3 of 4 students share: pairs {found[0]} with the class bound, "
             f"{len(found[1])} without (3 expected)")
    print(f"ok   code 3 of 4 students share is common beside {len(archive)} archive programs")


def main():
    missing = dolos_missing()
    if missing:
        print(f"SKIP: {missing}; the similarity check is optional")
        sys.exit(SKIP)
    with tempfile.TemporaryDirectory() as work:
        subs = make_class(work)
        term, online = make_archives(work)
        check_bad_folder(work, subs)
        out = os.path.join(work, "out")
        done = export(out, subs, term, online)
        if done.returncode != 0:
            fail(f"export exited {done.returncode}: {done.stdout}{done.stderr}")
        print("     " + "\n     ".join(line for line in done.stdout.splitlines()
                                        if line.startswith("Similarity")))
        if not os.path.exists(os.path.join(out, "similarity.csv")):
            fail(f"no similarity.csv: {done.stdout}")
        students = set(os.listdir(subs))
        check_pairs(read_pairs(out), students)
        check_report(out)
        check_class_common_code(work)


main()
