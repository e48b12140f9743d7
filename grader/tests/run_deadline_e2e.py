#!/usr/bin/env python3
"""`run --deadline`: a program that never ends, on a suite of six 5-second tests (30 s
alone, one at a time), graded with a 2-second deadline. Every format must come back
within the deadline (plus start-up and the stop of the running test), be valid, and mark
the tests it could not run in plain words; a hidden one says so without any of its data.
A bad --deadline is one error line and exit code 2 (issue #25).

`batch --deadline` (issue 40): a class of three such programs, one at a time (30 s each),
stops at 2 s as Ctrl-C stops it: the student in progress is not saved, nobody else is
started, exit code 130, and the same command would grade all three.

usage: run_deadline_e2e.py GRADER SUITE SUBMISSION
"""
import json
import os
import shutil
import subprocess
import tempfile
import sys
import time
import xml.etree.ElementTree as ElementTree

from platform_checks import prairielearn_problems

DEADLINE = 2.0
MARGIN = 2.5  # the grader's start (a first run sweeps what dead graders left), the stop
NOT_RUN = ("it was not run: grading had to stop before the time the course's platform "
           "allows ran out")
CUT = ("it was stopped unfinished: grading had to end before the time the course's "
       "platform allows ran out")
HIDDEN_NOT_RUN = ("it was not run: the time for grading ran out before it, which says "
                  "nothing about this test")


def grade(grader, suite, submission, fmt, deadline="2s"):
    command = [grader, "run", "--suite", suite, "--submission", submission, "--jobs", "1",
               "--format", fmt, "--deadline", deadline]
    started = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    return done, time.monotonic() - started


def check_json(report, failures):
    tests = report["tests"]
    if [t["verdict"] for t in tests] != ["time_limit"] * 6:
        failures.append(f"json verdicts: {[t['verdict'] for t in tests]}")
    if tests[0]["reason"] != CUT or tests[0]["not_run"] or not tests[0]["stopped_at_deadline"]:
        failures.append(f"the test running at the deadline: {tests[0]['reason']!r}, "
                        f"stopped_at_deadline {tests[0]['stopped_at_deadline']}")
    for test in tests[1:]:
        if test["reason"] != NOT_RUN or not test["not_run"] or test["stopped_at_deadline"]:
            failures.append(f"{test['name']}: {test['reason']!r}, not_run {test['not_run']}")


def check_student_formats(grader, suite, submission, failures):
    for fmt in ("gradescope", "prairielearn", "junit", "text", "github-classroom"):
        done, elapsed = grade(grader, suite, submission, fmt)
        if done.returncode != 1:
            failures.append(f"{fmt}: exit code {done.returncode}: {done.stderr}")
            continue
        if elapsed > DEADLINE + MARGIN:
            failures.append(f"{fmt}: took {elapsed:.1f} s with a {DEADLINE} s deadline")
        out = done.stdout
        if fmt == "gradescope":
            results = json.loads(out)
            scores = [t["score"] for t in results["tests"]]
            if len(scores) != 6 or results["score"] != 0:
                failures.append(f"gradescope: {len(scores)} tests, score {results['score']}")
            texts = [" ".join(t["output"].split()) for t in results["tests"]]
            if not all(NOT_RUN in t and t.startswith("Not run") for t in texts[1:3]) or \
                    not all(HIDDEN_NOT_RUN in t for t in texts[3:]) or "s CPU" in texts[1]:
                failures.append(f"gradescope outputs do not say 'not run': {texts}")
        elif fmt == "prairielearn":
            failures += [f"prairielearn: {p}" for p in prairielearn_problems(out)]
        elif fmt == "junit":
            root = ElementTree.fromstring(out)
            cases = root.iter("testcase")
            if len(list(cases)) != 6:
                failures.append("junit: not 6 test cases")
        elif fmt == "text":
            flat = " ".join(out.split())
            if flat.count(NOT_RUN) != 2 or flat.count(HIDDEN_NOT_RUN) != 3 or \
                    flat.count("Not run") != 5:
                failures.append(f"text report:\n{out}")


def check_batch(grader, suite, submission, failures):
    with tempfile.TemporaryDirectory() as tmp:
        for student in ("ann", "bob", "cy"):
            shutil.copytree(submission, os.path.join(tmp, "class", student))
        out = os.path.join(tmp, "grades")
        started = time.monotonic()
        done = subprocess.run([grader, "batch", "--suite", suite, "--submissions",
                               os.path.join(tmp, "class"), "--out", out, "--jobs", "1",
                               "--deadline", "2s"], capture_output=True, text=True, timeout=60)
        elapsed = time.monotonic() - started
        print(f"batch: exit {done.returncode} in {elapsed:.2f} s", file=sys.stderr)
        # Hand-worked: ann's first test runs at 2 s (not saved), bob and cy never start.
        said = ("Stopped (the --deadline 2s): 0 students graded and saved in this run, 3 left "
                "to grade.")
        if done.returncode != 130 or elapsed > DEADLINE + MARGIN or said not in done.stderr:
            failures.append(f"batch: exit {done.returncode} after {elapsed:.1f} s: {done.stderr}")
        results = os.path.join(out, "results")
        saved = [n for n in os.listdir(results) if n.endswith(".json")] if os.path.isdir(results) else []
        if saved or os.path.exists(os.path.join(out, "gradebook.csv")):
            failures.append(f"batch: saved {saved} or exported at the deadline")


def main(argv):
    grader, suite, submission = argv[1:4]
    failures = []
    done, elapsed = grade(grader, suite, submission, "json")
    print(f"json: exit {done.returncode} in {elapsed:.2f} s", file=sys.stderr)
    if done.returncode != 1 or elapsed > DEADLINE + MARGIN:
        failures.append(f"json: exit {done.returncode} after {elapsed:.1f} s: {done.stderr}")
    else:
        check_json(json.loads(done.stdout), failures)
    check_student_formats(grader, suite, submission, failures)
    check_batch(grader, suite, submission, failures)
    bad, _ = grade(grader, suite, submission, "json", deadline="nine minutes")
    if bad.returncode != 2 or bad.stderr.count("\n") != 1 or "--deadline" not in bad.stderr:
        failures.append(f"a bad --deadline: exit {bad.returncode}: {bad.stderr!r}")
    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
