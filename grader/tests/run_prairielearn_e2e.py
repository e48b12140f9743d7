#!/usr/bin/env python3
"""End-to-end test of PrairieLearn's entrypoint (grader/packaging/prairielearn/
run_grader.py) on a simulated /grade tree (GRADE_ROOT points at a temporary folder, since
/grade is root's): the funny assignment's manifest in tests/ (and once in
serverFilesCourse/, named by PUZZLE_SUITE), a submission in student/. Every results.json
must follow PrairieLearn's documented format (platform_checks.py): types, the score equal
to sum(points)/sum(max_points), the 1 MB cap.

  accepted, wrong answer      gradable, with the hand-worked totals of the manifest
  wrong name,
  nothing submitted           gradable: false, a message naming the problem
  syntax error                gradable, score 0, the problem named and the attempt
                              counted (found by running the program, which the hidden
                              inputs could steer: an uncounted attempt would be an
                              oracle on them; docs/security.md)
  the grader fails            gradable: false, a message that it is not the student's
                              fault, and no format_errors (nothing for them to fix)

docs/platforms/prairielearn.md must describe what this checks: the entrypoint, its
variables, the fields, and this test's name.

usage: run_prairielearn_e2e.py GRADER RUN_GRADER FUNNY_DIR
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from platform_checks import funny_totals, prairielearn_problems  # noqa: E402

GRADER, RUN_GRADER, FUNNY = (os.path.abspath(a) for a in sys.argv[1:4])
SUITES = ["assignment.yaml", "public-print_succ.yaml", "hidden-print_succ.yaml",
          "public-solve.yaml", "hidden-solve.yaml"]


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def grade_tree(tmp, files, suite_folder="tests"):
    """A fresh /grade with the funny suites under `suite_folder` and `files` (name ->
    text) as the student's submission."""
    root = os.path.join(tmp, "grade")
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(os.path.join(root, suite_folder))
    for name in SUITES:
        shutil.copy(os.path.join(FUNNY, name), os.path.join(root, suite_folder))
    os.makedirs(os.path.join(root, "student"))
    for name, text in files.items():
        with open(os.path.join(root, "student", name), "w") as f:
            f.write(text)
    return root


def run(root, **env):
    done = subprocess.run([sys.executable, RUN_GRADER], capture_output=True, text=True,
                          timeout=300, env={**os.environ, "GRADE_ROOT": root, "PUZZLE_GRADER": GRADER, **env})
    if done.returncode != 0:
        fail(f"run_grader.py exited {done.returncode}: {done.stdout}{done.stderr}")
    path = os.path.join(root, "results", "results.json")
    if not os.path.isfile(path):
        fail(f"no results.json: {done.stdout}")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    problems = prairielearn_problems(text)
    if problems:
        fail("results.json does not follow PrairieLearn's format:\n  " + "\n  ".join(problems))
    return json.loads(text), done.stdout


def example(name):
    folder = os.path.join(FUNNY, "submissions", name)
    return {f: open(os.path.join(folder, f)).read() for f in os.listdir(folder) if f.endswith(".py")}


def check_graded(tmp, totals, total):
    for name, points in totals.items():
        suite_folder = "serverFilesCourse/funny" if name.startswith("accepted") else "tests"
        env = {"PUZZLE_SUITE": "serverFilesCourse/funny/assignment.yaml"} if suite_folder != "tests" else {}
        results, _ = run(grade_tree(tmp, example(name), suite_folder), **env)
        if not results["gradable"]:
            fail(f"{name}: not gradable: {results['message']}")
        if abs(results["score"] - points / total) > 1e-9:
            fail(f"{name}: score {results['score']}, expected {points}/{total}")
        names = [t["name"] for t in results["tests"]]
        if len(names) != 10 or not all(n.startswith(("print_succ: ", "solve: ")) for n in names):
            fail(f"{name}: expected the 10 tests of both suites, prefixed: {names}")
        print(f"ok   {name}: gradable, score {results['score']} = {points}/{total}")


def check_not_gradable(tmp):
    cases = [("wrong file name", {"Funny_Puzzle.py": example("accepted/heap_closed_list")["funny_puzzle.py"]},
              "funny_puzzle.py"),
             ("nothing submitted", {}, "No files were submitted")]
    for label, files, said in cases:
        results, _ = run(grade_tree(tmp, files))
        if results["gradable"] or said not in results["message"] or not results.get("format_errors"):
            fail(f"{label}: expected gradable false, format_errors and '{said}': {results}")
        print(f"ok   {label}: gradable false: {results['message']}")


def check_counted_zero(tmp):
    results, _ = run(grade_tree(tmp, {"funny_puzzle.py": "def solve(:\n"}))
    if not results["gradable"] or results["score"] != 0 or "syntax" not in results["message"] \
            or "format_errors" in results or "not counted" in results["message"]:
        fail(f"syntax error: expected gradable, score 0, the problem named: {results}")
    print(f"ok   syntax error: gradable, score 0, counted: {results['message']}")


def check_grader_problem(tmp):
    for label, env in (("the grader fails", {"PUZZLE_GRADER": "/bin/false"}),
                       ("the grader is missing", {"PUZZLE_GRADER": os.path.join(tmp, "nope")}),
                       ("no suite", {"PUZZLE_SUITE": "missing.yaml"})):
        results, log = run(grade_tree(tmp, example("accepted/heap_closed_list")), **env)
        if results["gradable"] or "not with your work" not in results["message"] \
                or "format_errors" in results:
            fail(f"{label}: expected a grader problem, not the student's: {results}")
        if "grader problem" not in log:
            fail(f"{label}: the instructor's log does not say what went wrong: {log!r}")
        print(f"ok   {label}: gradable false, not blamed on the student")


def check_page():
    page = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs",
                        "platforms", "prairielearn.md")
    with open(page, encoding="utf-8") as f:
        text = f.read()
    for said in ("run_grader.py", "PUZZLE_SUITE", "PUZZLE_GRADER", "GRADE_ROOT", '"gradable"',
                 '"max_points"', "format_errors", "1 MB", "grader_e2e.prairielearn_entrypoint",
                 "https://prairielearn.readthedocs.io/en/latest/externalGrading/"):
        if said not in text:
            fail(f"docs/platforms/prairielearn.md does not mention {said}")
    print("ok   docs/platforms/prairielearn.md describes the entrypoint and this test")


def main():
    check_page()
    totals, total = funny_totals(FUNNY)
    tmp = tempfile.mkdtemp(prefix="prairielearn-")
    try:
        check_graded(tmp, totals, total)
        check_not_gradable(tmp)
        check_counted_zero(tmp)
        check_grader_problem(tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
