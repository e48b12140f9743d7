"""Never a silent zero (docs/suite-format.md "Scores"): when a submission cannot run at
all, the reason is shown on hidden tests too, in the text, JSON and Gradescope reports and
in the batch feedback file, for every shipped hidden suite: once, at the top, and no test
repeats it (issue 25; docs/grader.md "One grade and one feedback").

What a student reads of it follows the hidden-test rule (docs/security.md): a reason the
grader found in the files handed in (no file, a misnamed one, an import of a missing
package) is shown in full; one the grader read from the run (Python's syntax error, a
function the harness did not find) could have been forged by the program, so a hidden
suite on its own names only its kind, with the closed sentence below, while the
instructor's JSON keeps the full words.

Cases per hidden suite: an empty folder, the required file under another case
(Driver.py); for a Python program run by `command`, a syntax error and an import of a
package that does not exist; for suites that call a function (the harness): a module
without that function, one with a syntax error, and one importing a missing package.

usage: check_submission_reasons.py PUZZLE_GRADER REPO_ROOT
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

import yaml

MISSING_PACKAGE = "no_such_package_for_the_grader_test"
WITHHELD = "{} (a hidden test does not show your program's own messages)"


def run(grader, suite, submission, fmt):
    done = subprocess.run([grader, "run", "--suite", suite, "--submission", submission,
                           "--format", fmt], capture_output=True, text=True, timeout=600)
    if done.returncode not in (0, 1):
        raise SystemExit(f"FAIL {suite}: puzzle-grader exited {done.returncode}: {done.stderr}")
    return done.stdout


def cases(suite, work):
    """(label, folder, phrase a student reads, phrase the instructor's JSON holds)."""
    required = suite["submission"]["files"][0]
    out = []
    empty = os.path.join(work, "empty")
    os.makedirs(empty, exist_ok=True)
    out.append(("empty folder", empty, f"it must contain {required}", f"it must contain {required}"))
    wrong = os.path.join(work, "wrong-case")
    os.makedirs(wrong, exist_ok=True)
    misnamed = required[0].upper() + required[1:]
    open(os.path.join(wrong, misnamed), "w").close()
    found = f"found {misnamed}; the grader looks for {required}"
    out.append(("wrong case", wrong, found, found))
    if "command" in suite["run"] and required.endswith(".py"):
        for label, source, student, instructor in [
                ("syntax error", "def f(:\n", WITHHELD.format("syntax error"),
                 f"Python cannot read {required}, line 1: \"SyntaxError"),
                ("missing package", f"import {MISSING_PACKAGE}\n",
                 f"imports {MISSING_PACKAGE}, which is not installed on the grader",
                 f"{required} imports {MISSING_PACKAGE}, which is not installed on the grader")]:
            folder = os.path.join(work, label.replace(" ", "-"))
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, required), "w") as handle:
                handle.write(source)
            out.append((label, folder, student, instructor))
    if "call" in suite["run"]:
        missing = f"imports {MISSING_PACKAGE}, which is not installed on the grader"
        for label, source, student, instructor in [
                ("no function", "x = 1\n", WITHHELD.format("missing function"), "not found in"),
                ("syntax error", "def f(:\n", WITHHELD.format("syntax error"), "syntax error in"),
                ("missing package", f"import {MISSING_PACKAGE}\n", missing, missing)]:
            folder = os.path.join(work, label.replace(" ", "-"))
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, required), "w") as handle:
                handle.write(source)
            out.append((label, folder, student, instructor))
    return out


def flat(text):
    """Text with line wrapping undone, so a wrapped sentence still matches."""
    return " ".join(text.split())


def problems_in_reports(grader, suite_path, folder, phrase, instructor_phrase):
    problems = []
    text = flat(run(grader, suite_path, folder, "text"))
    tests = json.loads(run(grader, suite_path, folder, "json"))
    gradescope = json.loads(run(grader, suite_path, folder, "gradescope"))
    if text.count(phrase) != 1:  # once, at the top
        problems.append(f"text report shows '{phrase}' {text.count(phrase)} times:\n{text[:600]}")
    issue = tests.get("submission_problem") or {}
    if instructor_phrase not in issue.get("reason", ""):
        problems.append(f"json submission_problem is {issue}")
    if any(instructor_phrase not in t["reason"] for t in tests["tests"]):
        problems.append("json: a test's reason lacks it")
    if phrase not in flat(gradescope["output"]):
        problems.append(f"gradescope output is {gradescope['output']!r}")
    for test in gradescope["tests"]:
        if phrase in flat(test["output"]):  # said once, in the top-level output
            problems.append(f"gradescope test {test['name']} output is {test['output']!r}")
    return problems


def problems_in_feedback(grader, suite_path, folder, phrase, work):
    submissions = os.path.join(work, "class")
    out = os.path.join(work, "grades")
    subprocess.run(["rm", "-rf", submissions, out], check=True)
    os.makedirs(submissions)
    subprocess.run(["cp", "-r", folder, os.path.join(submissions, "alice")], check=True)
    done = subprocess.run([grader, "batch", "--suite", suite_path, "--submissions", submissions,
                           "--out", out, "--jobs", "1"], capture_output=True, text=True,
                          timeout=600)
    if done.returncode != 0:
        return [f"batch exited {done.returncode}: {done.stderr[-300:]}"]
    with open(os.path.join(out, "feedback", "alice.md"), encoding="utf-8") as handle:
        feedback = handle.read()
    # Markdown escapes some characters; compare on the letters and spaces.
    plain = flat("".join(c for c in feedback if c != "\\"))
    if plain.count(phrase) != 1:
        return [f"feedback shows '{phrase}' {plain.count(phrase)} times:\n{feedback[:600]}"]
    return []


def main(grader, root):
    failures = 0
    suites = sorted(glob.glob(os.path.join(root, "testcases", "*", "hidden*.yaml")))
    with tempfile.TemporaryDirectory() as work:
        for suite_path in suites:
            with open(suite_path, encoding="utf-8") as handle:
                suite = yaml.safe_load(handle)
            name = os.path.relpath(suite_path, root)
            for label, folder, phrase, instructor_phrase in cases(
                    suite, os.path.join(work, os.path.basename(name))):
                problems = problems_in_reports(grader, suite_path, folder, phrase, instructor_phrase)
                if label == "empty folder":
                    problems += problems_in_feedback(grader, suite_path, folder, phrase, work)
                failures += bool(problems)
                print(f"{'FAIL' if problems else 'ok  '} {name} {label}")
                for problem in problems:
                    print("    " + problem)
    print(f"{len(suites)} hidden suites checked, {failures} failures")
    return 1 if failures or not suites else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
