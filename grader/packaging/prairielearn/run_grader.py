#!/usr/bin/env python3
"""PrairieLearn's external-grader entrypoint (docs/platforms/prairielearn.md): grades the
student's files in /grade/student against the question's suite or assignment manifest
and always leaves a valid /grade/results/results.json, under PrairieLearn's 1 MB limit.

- A submission that cannot be graded (no file, a wrong file name, a syntax error) gets
  "gradable": false with a message saying what to fix: PrairieLearn then counts no
  attempt (puzzle-grader's prairielearn format decides this).
- A problem of the grader's own (no suite, the grader missing or failing, unreadable
  output) gets "gradable": false too, with a message that says it is not the student's
  fault; the details go to this script's output, which only instructors see.

Where things are, all relative to GRADE_ROOT (default /grade, as PrairieLearn mounts it;
tests point it at a temporary folder):
  PUZZLE_SUITE   the suite or manifest: a path under tests/ (the question's tests/
                 folder), else under GRADE_ROOT (e.g. serverFilesCourse/funny/
                 assignment.yaml); default tests/assignment.yaml, else the one *.yaml
                 in tests/
  PUZZLE_GRADER  the puzzle-grader binary (default: puzzle-grader on PATH)
  PUZZLE_DEADLINE  how long grading may take (puzzle-grader run --deadline; default
                 540s, a minute below PrairieLearn's largest `timeout`, 600 s): tests
                 not started by then are marked not run and results.json is still
                 written. Set it a minute below the question's own `timeout`.
"""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.environ.get("GRADE_ROOT", "/grade")
RESULTS_DIR = os.path.join(ROOT, "results")
RESULTS = os.path.join(RESULTS_DIR, "results.json")
MAX_BYTES = 1_000_000  # PrairieLearn's limit on results.json

GRADER_PROBLEM = ("The grader could not grade this submission. This is a problem with the "
                  "grader, not with your work: this attempt was not counted. Please tell "
                  "your instructor, and submit again later.")


class GraderProblem(Exception):
    """Something only the instructor can fix; the message is for the instructor."""


def log(message):
    print(f"run_grader: {message}", flush=True)


def write_results(results):
    os.makedirs(RESULTS_DIR, exist_ok=True)
    temporary = RESULTS + ".tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        json.dump(results, f)
    os.replace(temporary, RESULTS)


def not_gradable(message, format_error=True):
    results = {"gradable": False, "score": 0.0, "message": message, "tests": []}
    if format_error:
        results["format_errors"] = [message]
    return results


def find_suite():
    tests = os.path.join(ROOT, "tests")
    named = os.environ.get("PUZZLE_SUITE")
    if named:
        for base in (tests, ROOT):
            if os.path.isfile(os.path.join(base, named)):
                return os.path.join(base, named)
        raise GraderProblem(f"PUZZLE_SUITE={named} is neither under {tests} nor under {ROOT}")
    if os.path.isfile(os.path.join(tests, "assignment.yaml")):
        return os.path.join(tests, "assignment.yaml")
    found = sorted(glob.glob(os.path.join(tests, "*.yaml")))
    if len(found) != 1:
        raise GraderProblem(f"{tests} holds {len(found)} .yaml files; put one suite there, or "
                            "an assignment.yaml, or set PUZZLE_SUITE in the question's "
                            "externalGradingOptions.environment")
    return found[0]


def check_results(text):
    """The grader's output, parsed, if it is what PrairieLearn expects; else GraderProblem."""
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise GraderProblem(f"the grader wrote {len(text)} bytes, over PrairieLearn's limit")
    try:
        results = json.loads(text)
    except ValueError as e:
        raise GraderProblem(f"the grader's results are not JSON: {e}") from None
    score = results.get("score") if isinstance(results, dict) else None
    if not isinstance(results, dict) or not isinstance(results.get("gradable"), bool) \
            or not isinstance(score, (int, float)) or not 0 <= score <= 1 \
            or not isinstance(results.get("tests"), list):
        raise GraderProblem("the grader's results lack gradable, a score in 0..1 or tests")
    return results


# The grader's limits on a path inside a submission (grader/run/workspace.h
# WorkspaceLimits): it names the first path over them as the student's problem.
MAX_PATH_BYTES = 1024
MAX_PATH_DEPTH = 32


def private_copy(student):
    """The student's files in a 0700 folder of the grader's own (the grader copies them
    into each test's folder itself); PrairieLearn's original stays untouched. Nothing is
    copied from inside a folder already over the grader's path limits: the grader says
    that folder is too deep, and a deeper copy could pass the 4,096 bytes of a path in the
    temporary folder, failing as the grader's problem."""
    def beyond_limits(folder, names):
        relative = os.path.relpath(folder, student)
        if relative == ".":
            return []
        over = len(os.fsencode(relative)) > MAX_PATH_BYTES \
            or len(relative.split(os.sep)) > MAX_PATH_DEPTH
        return names if over else []

    work = tempfile.mkdtemp(prefix="puzzle-student-")
    shutil.copytree(student, work, dirs_exist_ok=True, symlinks=True, ignore=beyond_limits)
    return work


def grade():
    suite = find_suite()
    student = os.path.join(ROOT, "student")
    if not os.path.isdir(student) or not os.listdir(student):
        return not_gradable("No files were submitted. Add your program and submit again: "
                            "this attempt was not counted.")
    # The suites hold the expected outputs: not for the student's program to read when
    # the grader runs it in its fallback sandbox (as in a Docker container).
    for private in ("tests", "serverFilesCourse", "data"):
        path = os.path.join(ROOT, private)
        if os.path.isdir(path):
            subprocess.run(["chmod", "-R", "go-rwx", path], check=False)
    grader = os.environ.get("PUZZLE_GRADER", "puzzle-grader")
    work = private_copy(student)
    output = os.path.join(tempfile.mkdtemp(prefix="puzzle-results-"), "results.json")
    try:
        done = subprocess.run([grader, "run", "--suite", suite, "--submission", work,
                               "--format", "prairielearn", "--output", output,
                               "--deadline", os.environ.get("PUZZLE_DEADLINE", "540s")],
                              capture_output=True, text=True)
    except OSError as e:
        raise GraderProblem(f"cannot start {grader}: {e}") from None
    finally:
        shutil.rmtree(work, ignore_errors=True)
    sys.stdout.write(done.stderr)
    # 0: every test passed, 1: some failed; anything else is the grader's own problem.
    if done.returncode not in (0, 1) or not os.path.isfile(output):
        raise GraderProblem(f"{grader} exited with code {done.returncode}")
    with open(output, encoding="utf-8") as f:
        text = f.read()
    shutil.rmtree(os.path.dirname(output), ignore_errors=True)
    return check_results(text)


def main():
    try:
        results = grade()
    except GraderProblem as e:
        log(f"grader problem: {e}")
        results = not_gradable(GRADER_PROBLEM, format_error=False)
    except Exception as e:  # pylint: disable=broad-except -- never leave PrairieLearn without results
        log(f"unexpected failure: {e!r}")
        results = not_gradable(GRADER_PROBLEM, format_error=False)
    write_results(results)
    log(f"wrote {RESULTS}: gradable {results['gradable']}, score {results['score']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
