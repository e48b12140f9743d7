"""The toolkit works from a private folder (issue 13 item 4): a puzzle-grader whose
harness lies in a folder only its owner may enter (a clone in a 0700 folder, a home
folder) still grades call-mode and notebook submissions, in every isolation mode.

usage: run_private_install.py GRADER HARNESS CALL_SUBMISSION

The grader and the harness are copied to <0700 folder>/bin and <0700 folder>/share/puzzle,
the layout the grader looks for its harness in (grader/run/harness.h). Run as root, each
test runs as a uid of its own that cannot enter that folder: before the fix every test
was a submission error. As an ordinary user the run shares the grader's uid, so the test
shows less (it still runs).
"""
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

CALL_SUITE = """\
suite: private-call
run:
  call: {module: solution, function: solve}
limits: {time_per_test: 5}
tests:
  - name: hello
    args: {call: "'hello'"}
    expected: |
      word: hello
      length: 5
    checks:
      - {lines: all, kind: exact, points: 1}
"""

NOTEBOOK_SUITE = """\
suite: private-notebook
run:
  notebook: {file: work.ipynb, function: shout}
limits: {time_per_test: 5}
tests:
  - name: shout
    args: {call: "'hi'"}
    expected: |
      HI!
    checks:
      - {lines: all, kind: exact, points: 1}
"""

NOTEBOOK = {
    "cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
               "source": ["def shout(word):\n", "    print(word.upper() + '!')\n"]},
              {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
               "source": ["shout('demo call that must not run')\n"]}],
    "metadata": {}, "nbformat": 4, "nbformat_minor": 5}

# What each isolation mode adds to the command line and the environment.
MODES = {"sandbox": ([], {}), "fallback": ([], {"PUZZLE_GRADER_NO_BUBBLEWRAP": "1"}),
         "no-sandbox": (["--no-sandbox"], {})}


def grade(grader, suite, submission, mode, failures):
    options, env = MODES[mode]
    done = subprocess.run([str(grader), "run", "--suite", str(suite), "--submission",
                           str(submission), "--format", "json", *options],
                          capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, **env))
    try:
        report = json.loads(done.stdout)
    except ValueError:
        failures.append(f"{suite.name} [{mode}]: no report (exit {done.returncode}): "
                        f"{done.stderr[-500:]}")
        return
    for test in report["tests"]:
        if test["verdict"] != "passed":
            failures.append(f"{suite.name} [{mode}]: {test['name']} {test['verdict']}: "
                            f"{test['reason']} {test['stderr_tail']}")
    print(f"{suite.name} [{mode}]: exit {done.returncode}, "
          f"{[t['verdict'] for t in report['tests']]}")


def main(argv):
    grader, harness, call_submission = map(pathlib.Path, argv[1:4])
    failures = []
    with tempfile.TemporaryDirectory(prefix="private-install-") as outer:
        private = pathlib.Path(outer) / "home"
        (private / "bin").mkdir(parents=True)
        (private / "share" / "puzzle").mkdir(parents=True)
        shutil.copy2(grader, private / "bin" / "puzzle-grader")
        shutil.copy2(harness, private / "share" / "puzzle" / "puzzle_harness.py")
        # Suites and submissions live in the private folder too, as in a fresh clone.
        (private / "call.yaml").write_text(CALL_SUITE)
        (private / "notebook.yaml").write_text(NOTEBOOK_SUITE)
        shutil.copytree(call_submission, private / "call")
        (private / "notebook").mkdir()
        (private / "notebook" / "work.ipynb").write_text(json.dumps(NOTEBOOK))
        private.chmod(0o700)
        installed = private / "bin" / "puzzle-grader"
        for mode in MODES:
            grade(installed, private / "call.yaml", private / "call", mode, failures)
            grade(installed, private / "notebook.yaml", private / "notebook", mode, failures)
    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
