"""No points for nothing (docs/suite-format.md "Scores"), on every shipped suite: every
student starter, an empty folder and programs that crash on every test all score 0,
time bonus included, when graded by the real puzzle-grader.

The crashing programs are written here, per suite, from its `submission.files` and `run`:
  raises     every required file raises at once (a module or script that crashes on
             import; a notebook whose graded function raises);
  answers_then_crashes   prints (and writes to the output file) the right answer of the
             suite's first test, then exits with an error: a crash earns nothing even
             after complete output.

usage: check_nothing_for_nothing.py PUZZLE_GRADER REPO_ROOT
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

import yaml

ASSIGNMENTS = ["driver", "funny", "fifteen", "lecture"]


def grade(grader, suite, submission):
    run = subprocess.run([grader, "run", "--suite", suite, "--submission", submission,
                          "--format", "json"], capture_output=True, text=True, timeout=900)
    if run.returncode not in (0, 1):
        return None, f"puzzle-grader exited {run.returncode}: {run.stderr.strip()[-300:]}"
    return json.loads(run.stdout), None


def notebook(source):
    cell = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
            "source": source.splitlines(keepends=True)}
    return json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


def python_that(suite, behaviour):
    """Python source that crashes in the given way (see the module docstring)."""
    if behaviour == "raises":
        return 'raise RuntimeError("this program crashes on every test")\n'
    first = suite["tests"][0]
    expected = first.get("expected", "")
    out_file = (suite.get("output") or {}).get("file")
    lines = ["import sys", f"ANSWER = {expected!r}", "sys.stdout.write(ANSWER)", "sys.stdout.flush()"]
    if out_file:
        lines.append(f"open({out_file!r}, 'w').write(ANSWER)")
    lines.append("sys.exit(1)")
    return "\n".join(lines) + "\n"


def write_crasher(suite, behaviour, folder):
    run = suite["run"]
    body = python_that(suite, behaviour)
    for name in suite.get("submission", {}).get("files", []):
        path = os.path.join(folder, name)
        if name.endswith(".ipynb"):
            function = run["notebook"]["function"]
            source = f"def {function}(*args, **kwargs):\n" + "".join(
                "    " + line + "\n" for line in body.splitlines())
            with open(path, "w") as handle:
                handle.write(notebook(source))
        elif "call" in run:
            # The harness imports the module, then calls the function: crash in the call,
            # so the module itself is found and imports cleanly.
            function = run["call"]["function"]
            names = ["bfs", "dfs", "ucs"] if function.startswith("{") else [function]
            source = "".join(f"def {name}(*args, **kwargs):\n" +
                             "".join("    " + line + "\n" for line in body.splitlines())
                             for name in names)
            with open(path, "w") as handle:
                handle.write(source)
        else:
            with open(path, "w") as handle:
                handle.write(body)


def check(grader, suite_path, label, submission, failures):
    report, error = grade(grader, suite_path, submission)
    if error:
        failures.append(f"{suite_path} / {label}: {error}")
        print(f"FAIL {os.path.relpath(suite_path)} {label}: {error}")
        return
    bonus = report["total_time_bonus"]["points"]
    scored = [(t["name"], t["score"]) for t in report["tests"] if t["score"] != 0]
    verdicts = sorted({t["verdict"] for t in report["tests"]})
    ok = report["score"] == 0 and bonus == 0 and not scored
    print(f"{'ok  ' if ok else 'FAIL'} {os.path.basename(os.path.dirname(suite_path))}/"
          f"{os.path.basename(suite_path)} {label}: score {report['score']} "
          f"(bonus {bonus}), verdicts {verdicts}")
    if not ok:
        failures.append(f"{suite_path} / {label}: score {report['score']}, bonus {bonus}, "
                        f"tests that scored: {scored[:3]}")


def main(grader, root):
    suites = sorted(glob.glob(os.path.join(root, "testcases", "*", "*.yaml")))
    failures = []
    with tempfile.TemporaryDirectory() as work:
        empty = os.path.join(work, "empty")
        os.mkdir(empty)
        for suite_path in suites:
            with open(suite_path, encoding="utf-8") as handle:
                suite = yaml.safe_load(handle)
            if "suites" in suite:  # an assignment manifest: its suites are checked one by one
                continue
            for assignment in ASSIGNMENTS:
                template = os.path.join(root, "student_template", assignment)
                check(grader, suite_path, f"starter of {assignment}", template, failures)
            check(grader, suite_path, "empty folder", empty, failures)
            for behaviour in ("raises", "answers_then_crashes"):
                folder = os.path.join(work, os.path.relpath(suite_path, root).replace(os.sep, "-")
                                      + "-" + behaviour)
                os.mkdir(folder)
                write_crasher(suite, behaviour, folder)
                check(grader, suite_path, behaviour, folder, failures)
    print(f"{len(suites)} suites checked, {len(failures)} failures")
    return 1 if failures or not suites else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
