#!/usr/bin/env python3
"""A submission over what a test folder may hold is the student's to fix (issue 24,
docs/security.md "grader_error only on the grader's own evidence"): more than 64 MiB or
more than 10,000 files and folders makes every test a submission_error whose reason
names the limit in plain words, never a grader_error; `batch` gives it the status
submission_error and grades the next student.

usage: run_submission_limits_e2e.py GRADER SUITE
"""
import json
import pathlib
import subprocess
import sys
import tempfile

GRADER, SUITE = sys.argv[1:3]
CORRECT = 'import sys\nopen("output.txt", "w").write("word: %s\\nlength: %d\\n" % ' \
          '(sys.argv[1], len(sys.argv[1])))\n'
# The limits as run/workspace.h sets them, and the words the reason must hold.
CASES = {"large": "larger than 64 MB", "many": "more than 10000 files and folders"}


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def make_class(root):
    root.mkdir()
    for name in ("large", "many", "fine"):
        (root / name).mkdir()
        (root / name / "driver.py").write_text(CORRECT)
    with open(root / "large" / "data.bin", "wb") as data:
        data.truncate((64 << 20) + 1)  # sparse: its size counts, not its blocks
    for i in range(10_001):
        (root / "many" / f"f{i}").touch()


def main():
    with tempfile.TemporaryDirectory(prefix="submission-limits-") as private:
        root = pathlib.Path(private)
        make_class(root / "class")
        for name, words in CASES.items():
            done = subprocess.run([GRADER, "run", "--suite", SUITE, "--submission",
                                   str(root / "class" / name), "--format", "json"],
                                  capture_output=True, timeout=120)
            try:
                report = json.loads(done.stdout)
            except ValueError:
                fail(f"{name}: no report (exit {done.returncode}): {done.stderr.decode()[-300:]}")
            for test in report["tests"]:
                if test["verdict"] != "submission_error" or words not in test["reason"]:
                    fail(f"{name}: {test['verdict']}: {test['reason']!r}")
            if report.get("status") == "grader_error" or done.returncode != 1:
                fail(f"{name}: exit {done.returncode}, status {report.get('status')}")
            text = subprocess.run([GRADER, "run", "--suite", SUITE, "--submission",
                                   str(root / "class" / name)], capture_output=True, timeout=120)
            said = text.stdout.replace(b"\n", b" ")  # the report wraps its sentences
            if b"Your submission could not be run: the submission" not in said \
                    or words.encode() not in said:
                fail(f"{name}: the text report does not name the limit:\n{text.stdout.decode()}")
        out = root / "out"
        done = subprocess.run([GRADER, "batch", "--suite", SUITE, "--submissions",
                               str(root / "class"), "--out", str(out)],
                              capture_output=True, timeout=300)
        if done.returncode != 0:
            fail(f"batch exited {done.returncode}: {done.stderr.decode()[-400:]}")
        for name, status in (("large", "submission_error"), ("many", "submission_error"),
                             ("fine", "graded")):
            result = json.loads((out / "results" / f"{name}.json").read_text())
            if result["status"] != status:
                fail(f"batch: {name} has status {result['status']}, expected {status}")
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
