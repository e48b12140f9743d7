"""The student starter files run and fail cleanly: graded on their public suites, every
test is a wrong answer or, for a program that writes an output file, a missing output
(never a crash, a time limit or a submission error), so a student sees what to do next,
not a traceback. (That they score 0 is check_nothing_for_nothing.py's part.)

usage: check_templates.py PUZZLE_GRADER REPO_ROOT
"""
import glob
import json
import os
import subprocess
import sys

ASSIGNMENTS = ["driver", "funny", "fifteen", "lecture"]
# A starter prints nothing until the student writes code: no output file is "missing".
CLEAN = {"wrong_answer", "missing_output"}


def verdicts(grader, suite, submission):
    run = subprocess.run([grader, "run", "--suite", suite, "--submission", submission,
                          "--format", "json"], capture_output=True, text=True, timeout=600)
    if run.returncode not in (0, 1):
        sys.exit(f"FAIL {suite}: puzzle-grader exited {run.returncode}: {run.stderr.strip()}")
    return [test["verdict"] for test in json.loads(run.stdout)["tests"]]


def main(grader, root):
    failures = 0
    for assignment in ASSIGNMENTS:
        template = os.path.join(root, "student_template", assignment)
        for suite in sorted(glob.glob(os.path.join(root, "testcases", assignment, "public*.yaml"))):
            found = verdicts(grader, suite, template)
            unclean = sorted(set(found) - CLEAN)
            status = "ok  " if found and not unclean else "FAIL"
            failures += status == "FAIL"
            print(f"{status} {assignment} {os.path.basename(suite)}: {len(found)} tests, "
                  f"verdicts {sorted(set(found))}")
    print(f"{len(ASSIGNMENTS)} assignments checked, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
