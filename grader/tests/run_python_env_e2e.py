"""A suite's declared Python (docs/suite-format.md "Python environment"), end to end with
the built puzzle-grader and real python3 programs written here:

1. A program importing a module the suite does not declare (and the machine lacks) is
   told, on its visible and its hidden test alike, that the module is not installed on
   the grader and what it can use: Python's standard library and numpy.
2. A program importing such a module only on one test's path gets, on that hidden test,
   the sentence naming the module its file imports; its other test passes.
3. A program importing numpy, which the suite declares, passes wherever numpy is
   installed (skipped, with a line saying so, where /usr/bin/python3 has no numpy).
4. A suite declaring a package this machine lacks: `validate` and `run` stop with exit 3
   (the grader's own problem) and name the Debian package to install; nothing is graded.

usage: run_python_env_e2e.py PUZZLE_GRADER
"""
import json
import os
import subprocess
import sys
import tempfile

MISSING = "no_such_module_for_the_env_test"

SUITE = """\
suite: env
python:
  version: '>=3'
  packages: [{packages}]
submission:
  files: [prog.py]
run:
  command: 'python3 prog.py {{word}}'
tests:
  - {{name: a, args: {{word: a}}, expected: "a\\n", checks: [{{kind: exact, points: 1}}]}}
  - {{name: b, args: {{word: b}}, visibility: hidden, expected: "b\\n",
     checks: [{{kind: exact, points: 1}}]}}
"""

PROGRAMS = {
    "undeclared": f"import sys\nimport {MISSING}\nprint(sys.argv[1])\n",
    "lazy": f"import sys\nif sys.argv[1] == 'b':\n    import {MISSING}\nprint(sys.argv[1])\n",
    "numpy": "import sys\nimport numpy as np\nprint(sys.argv[1] * int(np.ones(1)[0]))\n",
}

SENTENCE = (f"prog.py imports {MISSING}, which is not installed on the grader; you can use "
            f"Python's standard library and numpy (if {MISSING} is a file of your own, hand it "
            "in too)")


def flat(text):
    return " ".join(text.split())


def grade(grader, suite, folder, fmt):
    return subprocess.run([grader, "run", "--suite", suite, "--submission", folder,
                           "--format", fmt, "--jobs", "2"],
                          capture_output=True, text=True, timeout=300)


def submission(work, name):
    folder = os.path.join(work, name)
    os.makedirs(folder)
    with open(os.path.join(folder, "prog.py"), "w") as handle:
        handle.write(PROGRAMS[name])
    return folder


def check(condition, message, problems):
    if not condition:
        problems.append(message)


def main():
    grader = sys.argv[1]
    problems = []
    with tempfile.TemporaryDirectory() as work:
        os.chmod(work, 0o755)
        suite = os.path.join(work, "env.yaml")
        with open(suite, "w") as handle:
            handle.write(SUITE.format(packages="numpy"))
        numpy_here = subprocess.run(["/usr/bin/python3", "-I", "-c", "import numpy"],
                                    capture_output=True).returncode == 0

        if numpy_here:
            undeclared = grade(grader, suite, submission(work, "undeclared"), "text")
            text = flat(undeclared.stdout)
            check(undeclared.returncode == 1, f"undeclared: exit {undeclared.returncode}, "
                  f"{undeclared.stderr}", problems)
            # Once, at the top: the same reason for every test is said once (docs/grader.md
            # "One grade and one feedback").
            check(text.count(SENTENCE) == 1,
                  f"undeclared: the sentence appears {text.count(SENTENCE)} times, not once:\n"
                  f"{undeclared.stdout}", problems)

            lazy = json.loads(grade(grader, suite, submission(work, "lazy"), "json").stdout)
            verdicts = [t["verdict"] for t in lazy["tests"]]
            check(verdicts == ["passed", "submission_error"], f"lazy: verdicts {verdicts}", problems)
            text = flat(grade(grader, suite, os.path.join(work, "lazy"), "text").stdout)
            # Hidden, imported on that test's input only: which module a hidden run fails on
            # is its choice, so only a public test may name it (issue 38 item 6). The kind of
            # problem is said, the module is not.
            hidden = ("your program imports a module that is not installed on the grader (a "
                      "hidden test does not name it)")
            check(hidden in text and MISSING not in text,
                  f"lazy: the hidden test does not say why, or names the module:\n{text}", problems)

            passed = grade(grader, suite, submission(work, "numpy"), "json")
            result = json.loads(passed.stdout)
            check(passed.returncode == 0 and all(t["verdict"] == "passed" for t in result["tests"]),
                  f"numpy: {passed.returncode} {passed.stdout[:800]}", problems)
        else:
            print("skip the numpy cases: /usr/bin/python3 cannot import numpy here "
                  "(install python3-numpy, as scripts/bootstrap.sh does)")

        with open(suite, "w") as handle:
            handle.write(SUITE.format(packages=MISSING))
        debian = "python3-" + MISSING.replace("_", "-")
        validate = subprocess.run([grader, "validate", suite], capture_output=True, text=True)
        check(validate.returncode == 3 and f"install the Debian package {debian}" in validate.stderr,
              f"validate without the package: exit {validate.returncode}: {validate.stderr}",
              problems)
        run = grade(grader, suite, os.path.join(work, "lazy") if numpy_here
                    else submission(work, "lazy"), "json")
        check(run.returncode == 3 and run.stdout == "" and debian in run.stderr,
              f"run without the package: exit {run.returncode}: {run.stdout[:300]} {run.stderr}",
              problems)
        listed = subprocess.run([grader, "validate", "--debian-packages", suite],
                                capture_output=True, text=True)
        check(listed.returncode == 0 and listed.stdout == f"python3\n{debian}\n",
              f"--debian-packages: {listed.returncode} {listed.stdout!r}", problems)

    for problem in problems:
        print("FAIL", problem)
    if problems:
        sys.exit(1)
    print("ok   undeclared modules are named with what is available; declared ones pass; "
          "a machine without a declared package grades nothing")


main()
