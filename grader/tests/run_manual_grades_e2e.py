#!/usr/bin/env python3
"""End-to-end test of written answers graded by hand (docs/instructor-guide.md "Written
answers"): two fifteen example notebooks, given written answers, are graded with `batch`
on question 2's public suite plus fifteen's `manual:` questions; `export --suite` writes
manual/<question>.{html,csv}; the CSVs are filled in by hand below (one answer missing,
one question pending) and a second export merges them into the gradebook, canvas.csv and
the feedback. Totals are worked out by hand:

  ann (accepted/priority_queue_objects, no answer to q5):
    q2 public 3/3; q1 4, q5 empty + no answer = 0 ("no answer found for q5"), q8 2, q9 4,
    q10 3: total 3 + 13 = 16 of 3 + 22 = 25.
  bob (wrong_answer/copy_forgets_parent: copy-parent fails, 2/3), every answer written:
    q1 3, q5 5, q8 empty = pending (not in the total), q9 4, q10 1: total 2 + 13 = 15 of 25,
    pending, so canvas.csv leaves bob's cell empty and lists him.

A CSV is never overwritten once there; every bad row (a points cell that is no number, a
student not in the class) is one FILE:LINE line, and export exits 4.

usage: run_manual_grades_e2e.py PUZZLE_GRADER REPO_ROOT
"""
import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

GRADER, ROOT = sys.argv[1:3]
FIFTEEN = os.path.join(ROOT, "testcases", "fifteen")
STUDENTS = {"ann": ("accepted/priority_queue_objects", ["q1", "q8", "q9", "q10"]),
            "bob": ("wrong_answer/copy_forgets_parent", ["q1", "q5", "q8", "q9", "q10"])}
# Per question, per student: the points cell ("" = left empty) and the comment.
FILLED = {"q1": {"ann": ("4", ""), "bob": ("3", "say why the blank is left out")},
          "q5": {"ann": ("", ""), "bob": ("5", "")},
          "q8": {"ann": ("2", ""), "bob": ("", "")},
          "q9": {"ann": ("4", ""), "bob": ("4", "")},
          "q10": {"ann": ("3", ""), "bob": ("1", "")}}
ROSTER = ("Student,ID,SIS User ID,SIS Login ID,Section,Fifteen (77)\r\n"
          "Ann Lee,11,S11,ann,Sec 1,\r\n"
          "Bob Ray,12,S12,bob,Sec 1,\r\n")


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def write_class(work):
    for student, (example, answered) in STUDENTS.items():
        with open(os.path.join(FIFTEEN, "submissions", example, "fifteen_puzzle.ipynb"),
                  encoding="utf-8") as handle:
            notebook = json.load(handle)
        for question in answered:
            notebook["cells"].append({"cell_type": "markdown", "source": [
                "My answer to %s, by %s: $h(n) \\le h^*(n)$." % (question, student)],
                "metadata": {"puzzle": {"answer": question}}})
        os.makedirs(os.path.join(work, "class", student))
        with open(os.path.join(work, "class", student, "fifteen_puzzle.ipynb"), "w",
                  encoding="utf-8") as handle:
            json.dump(notebook, handle)


def write_manifest(work):
    shutil.copy(os.path.join(FIFTEEN, "public-q2.yaml"), work)
    with open(os.path.join(FIFTEEN, "assignment.yaml"), encoding="utf-8") as handle:
        text = handle.read()
    manual = text[text.index("\nmanual:"):]  # fifteen's own written questions, as shipped
    with open(os.path.join(work, "assignment.yaml"), "w", encoding="utf-8") as handle:
        handle.write("assignment: fifteen\nsuites:\n"
                     "  - {file: public-q2.yaml, name: q2, points: 3, visibility: visible}"
                     + manual)
    return os.path.join(work, "assignment.yaml")


def run(args, expected_rc):
    done = subprocess.run([GRADER] + args, capture_output=True, text=True, timeout=600)
    if done.returncode != expected_rc:
        fail("%s: exit %d, not %d\n%s%s" % (" ".join(args), done.returncode, expected_rc,
                                            done.stdout, done.stderr))
    return done


def read(path):
    with open(path, encoding="utf-8", newline="") as handle:
        return handle.read()


def fill_in(out):
    for question, cells in FILLED.items():
        path = os.path.join(out, "manual", question + ".csv")
        rows = list(csv.reader(io.StringIO(read(path))))
        for row in rows[1:]:
            row[4], row[6] = cells[row[0]]
        with open(path, "w", encoding="utf-8", newline="") as handle:
            csv.writer(handle, lineterminator="\n").writerows(rows)


def rows_by_student(text):
    return {row["student"]: row for row in csv.DictReader(io.StringIO(text))}


def check_gradebook(out):
    book = rows_by_student(read(os.path.join(out, "gradebook.csv")))
    expect = {"ann": ("16", "25", "0", "2", "no answer found for q5"),
              "bob": ("15", "25", "5", "pending", "q8 pending (not in the total yet)")}
    for student, (total, most, q5, q8, note) in expect.items():
        got = book[student]
        seen = (got["total"], got["max"], got["q5 (written)"], got["q8 (written)"],
                got["written answers"])
        if seen != (total, most, q5, q8, note):
            fail("gradebook row of %s: %s, expected %s" % (student, seen,
                                                           (total, most, q5, q8, note)))


def check_canvas(out, stdout):
    canvas = read(os.path.join(out, "canvas.csv"))
    if "Ann Lee,11,S11,ann,Sec 1,16\r\n" not in canvas or "bob,Sec 1,\r\n" not in canvas:
        fail("canvas.csv:\n" + canvas)
    if "Written answers not graded yet (empty cell) (1):\n  bob" not in stdout:
        fail("bob's pending answers not listed:\n" + stdout)


def check_feedback(out):
    ann = read(os.path.join(out, "feedback", "ann.md"))
    bob = read(os.path.join(out, "feedback", "bob.md"))
    # One total, the gradebook's, on the file's first total line.
    for text, wanted in ((ann, "- q5: no answer found for q5"),
                         (ann, "**Total: 16/25 points**, 2 of 2 tests passed "
                               "(tests 3/3, written answers 13/22)."),
                         (bob, "- q8: not graded yet"),
                         (bob, "- q1: 3/4 (say why the blank is left out)"),
                         (bob, "**Total: 15/25 points**, 1 of 2 tests passed (tests 2/3, written "
                               "answers 13/22); not final: some written answers are not graded "
                               "yet.")):
        if wanted not in text:
            fail("feedback lacks %r:\n%s" % (wanted, text))
    if "Total with" in ann + bob:
        fail("feedback says a second total:\n" + bob)


def check_summary_and_report(out):
    summary = json.loads(read(os.path.join(out, "summary.json")))
    by = {row["student"]: row for row in summary["students"]}
    got = {name: (row["score"], row["max_score"], row["tests_score"], row["final"])
           for name, row in by.items()}
    if got != {"ann": (16, 25, 3, True), "bob": (15, 25, 2, False)}:
        fail("summary.json totals: %s" % got)
    q8 = [w for w in by["bob"]["written"] if w["question"] == "q8"][0]
    q5 = [w for w in by["ann"]["written"] if w["question"] == "q5"][0]
    if q8 != {"question": "q8", "state": "pending", "max_points": 4} or \
            q5 != {"question": "q5", "state": "no_answer", "max_points": 6, "points": 0}:
        fail("summary.json written answers: %s %s" % (q8, q5))
    report = read(os.path.join(out, "class-report.html"))
    # ann 16/25 = 64% and bob 15/25 = 60%: both in the 60-70% bin of the histogram.
    for wanted in ("<td class=\"num\">16/25</td>",
                   "<td class=\"num\">15/25 <span class=\"note\">(pending)</span></td>",
                   "2 students scored 60-70%",
                   "<b>1</b>with written answers not graded yet (not final)"):
        if wanted not in report:
            fail("class-report.html lacks %r" % wanted)


def main():
    work = tempfile.TemporaryDirectory()
    write_class(work.name)
    manifest = write_manifest(work.name)
    out = os.path.join(work.name, "out")
    klass = os.path.join(work.name, "class")
    run(["batch", "--suite", manifest, "--submissions", klass, "--out", out, "--jobs", "2"], 0)
    export = ["export", "--out", out, "--submissions", klass, "--suite", manifest]
    first = run(export, 0)
    if first.stdout.count(": new; fill in points") != 5:
        fail("first export should write five CSVs:\n" + first.stdout)
    page = read(os.path.join(out, "manual", "q1.html"))
    if "My answer to q1, by bob" not in page or "no answer found" not in read(
            os.path.join(out, "manual", "q5.html")):
        fail("answer pages:\n" + page)
    fill_in(out)
    filled = read(os.path.join(out, "manual", "q8.csv"))
    roster = os.path.join(work.name, "roster.csv")
    with open(roster, "w", encoding="utf-8", newline="") as handle:
        handle.write(ROSTER)
    second = run(export + ["--canvas", roster, "--assignment", "Fifteen (77)"], 0)
    if read(os.path.join(out, "manual", "q8.csv")) != filled or \
            second.stdout.count("already there, kept and read back") != 5:
        fail("a filled-in CSV was not kept:\n" + second.stdout)
    check_gradebook(out)
    check_canvas(out, second.stdout)
    check_feedback(out)
    check_summary_and_report(out)
    if "<h2>Written answers</h2>" not in read(os.path.join(out, "class-report.html")):
        fail("class report has no written answers section")
    q9 = os.path.join(out, "manual", "q9.csv")
    rows = list(csv.reader(io.StringIO(read(q9))))
    # Two bad rows: both are said, each on its own line, at the line the row starts on.
    rows[2][4] = "x"
    rows.append(["zed", "q9", "metadata", "", "1", "4", ""])  # not a student of the class
    with open(q9, "w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, lineterminator="\n").writerows(rows)
    bad = run(export, 4)
    for wanted in ("puzzle-grader: error: %s:3: points 'x' for %s is not a number from 0 to 4"
                   % (q9, rows[2][0]),
                   "puzzle-grader: error: %s:4: 'zed' is not a student of this class" % q9):
        if wanted not in bad.stderr.splitlines():
            fail("bad CSV: expected the line %r in:\n%s" % (wanted, bad.stderr))
    print("manual grades e2e: OK")


main()
