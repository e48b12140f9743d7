#!/usr/bin/env python3
"""End-to-end test of the grading status in every export: a class holding an ordinary
submission, an empty folder, a folder with only unrelated files, a misnamed Driver.py,
a single file class/dan.py (graded as driver.py), a program that loops, and for a call
suite a single file graded as its module and a module with a syntax error. The
gradebook, summary.json, class-report.html (status column, feedback links) and the
Gradescope output of the same submissions on a hidden copy of the suite must each say
which case it is. Expected values are written by hand from the fixtures.

usage: run_batch_status_e2e.py GRADER COMMAND_SUITE CALL_SUITE FIXTURES_DIR
"""
import csv
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

GRADER, COMMAND_SUITE, CALL_SUITE, FIXTURES = sys.argv[1:5]


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def fixture(name, file):
    return os.path.join(FIXTURES, name, file)


def make_command_class(subs):
    os.makedirs(os.path.join(subs, "ann"))
    shutil.copy(fixture("correct", "driver.py"), os.path.join(subs, "ann", "driver.py"))
    os.makedirs(os.path.join(subs, "ben"))                                  # empty
    os.makedirs(os.path.join(subs, "cat"))
    shutil.copy(fixture("correct", "driver.py"), os.path.join(subs, "cat", "Driver.py"))
    shutil.copy(fixture("correct", "driver.py"), os.path.join(subs, "dan.py"))  # single file
    os.makedirs(os.path.join(subs, "eve"))
    shutil.copy(fixture("infinite_loop", "driver.py"), os.path.join(subs, "eve", "driver.py"))
    os.makedirs(os.path.join(subs, "fay"))
    with open(os.path.join(subs, "fay", "notes.txt"), "w") as f:
        f.write("I ran out of time, sorry\n")


# student: (total, status, a word the reason must contain or None for no reason)
COMMAND_EXPECTED = {
    "ann": ("2", "graded", None),
    "ben": ("0", "no_submission", "driver.py"),
    "cat": ("0", "wrong_file_name", "driver.py"),
    "dan": ("2", "graded", None),
    "eve": ("0", "timed_out", "time limit"),
    "fay": ("0", "no_submission", "driver.py"),
}


def make_call_class(subs):
    shutil.copy(fixture("call_correct", "solution.py"), os.path.join(subs, "gus.py"))
    os.makedirs(os.path.join(subs, "hal"))
    shutil.copy(fixture("syntax_error", "solution.py"), os.path.join(subs, "hal", "solution.py"))


CALL_EXPECTED = {
    "gus": ("2", "graded", None),
    "hal": ("0", "submission_error", "syntax"),
}


def batch(suite, subs, out):
    done = subprocess.run([GRADER, "batch", "--suite", suite, "--submissions", subs, "--out", out,
                           "--jobs", "2"], capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        fail(f"batch exited {done.returncode}: {done.stderr}")
    return done


def check_gradebook(out, expected):
    with open(os.path.join(out, "gradebook.csv"), newline="") as f:
        rows = list(csv.reader(f))
    if rows[0][-2:] != ["status", "reason"]:
        fail(f"gradebook header: {rows[0]}")
    seen = {row[0]: row for row in rows[1:]}
    if sorted(seen) != sorted(expected):
        fail(f"gradebook students: {sorted(seen)}")
    for student, (total, status, word) in expected.items():
        row = seen[student]
        if row[1] != total or row[-2] != status:
            fail(f"{student}: total {row[1]}, status {row[-2]}; expected {total}, {status}: {row}")
        if (word is None) != (row[-1] == "") or (word and word not in row[-1]):
            fail(f"{student}: reason {row[-1]!r}, expected one mentioning {word!r}")


def check_summary(out, expected):
    with open(os.path.join(out, "summary.json")) as f:
        summary = json.load(f)
    counts = {}
    for _, status, _ in expected.values():
        counts[status] = counts.get(status, 0) + 1
    for status, count in summary["statuses"].items():
        if count != counts.get(status, 0):
            fail(f"summary statuses {summary['statuses']}, expected {counts}")
    for row in summary["students"]:
        if row["status"] != expected[row["student"]][1]:
            fail(f"summary.json {row}")


def check_class_report(out, expected):
    with open(os.path.join(out, "class-report.html")) as f:
        html = f.read()
    table = html[html.index('<table id="students">'):]
    for student, (_, status, _) in expected.items():
        row = re.search(rf"<tr><td>{student}</td><td class=\"status-(\w+)\">.*?"
                        rf"<a href=\"(feedback/[^\"]+)\">feedback</a>", table)
        if not row or row.group(1) != status:
            fail(f"class report row of {student}: {row and row.group(0)}")
        if not os.path.isfile(os.path.join(out, row.group(2))):
            fail(f"the feedback link {row.group(2)} of {student} leads nowhere")


def hidden_copy(suite, tmp):
    with open(suite) as f:
        text = f.read()
    text = text.replace("  - name: hello\n", "  - name: hello\n    visibility: hidden\n")
    if "visibility: hidden" not in text:
        fail("could not make the suite hidden")
    path = os.path.join(tmp, "hidden-" + os.path.basename(suite))
    with open(path, "w") as f:
        f.write(text)
    return path


def check_gradescope(suite, submission, expected_start, word):
    done = subprocess.run([GRADER, "run", "--suite", suite, "--submission", submission,
                           "--format", "gradescope"], capture_output=True, text=True, timeout=120)
    results = json.loads(done.stdout)
    if not results["output"].startswith(expected_start) or word not in results["output"]:
        fail(f"gradescope output for {submission}: {results['output']!r}")


def main():
    tmp = tempfile.mkdtemp(prefix="batch-status-e2e-")
    try:
        subs, out = os.path.join(tmp, "class"), os.path.join(tmp, "out")
        os.makedirs(subs)
        make_command_class(subs)
        batch(COMMAND_SUITE, subs, out)
        check_gradebook(out, COMMAND_EXPECTED)
        check_summary(out, COMMAND_EXPECTED)
        check_class_report(out, COMMAND_EXPECTED)

        call_subs, call_out = os.path.join(tmp, "call-class"), os.path.join(tmp, "call-out")
        os.makedirs(call_subs)
        make_call_class(call_subs)
        batch(CALL_SUITE, call_subs, call_out)
        check_gradebook(call_out, CALL_EXPECTED)
        check_summary(call_out, CALL_EXPECTED)
        check_class_report(call_out, CALL_EXPECTED)

        hidden = hidden_copy(COMMAND_SUITE, tmp)
        check_gradescope(hidden, os.path.join(subs, "ben"), "No submission: ", "driver.py")
        check_gradescope(hidden, os.path.join(subs, "cat"), "Wrong file name: ", "driver.py")
        check_gradescope(hidden, os.path.join(subs, "ann"), "1 of 1 tests passed.", "")
        check_gradescope(hidden_copy(CALL_SUITE, tmp), os.path.join(call_subs, "hal"),
                         "Could not run the program: ", "syntax")
        print("ok")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
