"""Table-driven check of malformed suites: for every NAME.yaml in FOLDER, `puzzle-grader
validate NAME.yaml` (run inside FOLDER, so errors name the bare file) must exit 2 within
10 s, print NAME.expected's line as its first line, and never crash (no signal, no
"internal error").

usage: run_bad_suites.py GRADER FOLDER
"""
import pathlib
import subprocess
import sys


def check(grader, suite):
    expected = suite.with_suffix(".expected").read_text().splitlines()[0]
    try:
        done = subprocess.run([grader, "validate", suite.name], cwd=suite.parent,
                              capture_output=True, timeout=10)
    except subprocess.TimeoutExpired:
        return ["took more than 10 s"]
    text = (done.stdout + done.stderr).decode(errors="replace")
    first = text.splitlines()[0] if text else ""
    problems = []
    if done.returncode != 2:
        problems.append(f"exit code {done.returncode}, expected 2")
    if first != expected:
        problems.append(f"first line\n    {first}\n  expected\n    {expected}")
    return problems


def main(argv):
    grader, folder = argv[1], pathlib.Path(argv[2])
    suites = sorted(folder.glob("*.yaml"))
    failed = 0
    for suite in suites:
        problems = check(grader, suite)
        failed += bool(problems)
        print(("FAIL " if problems else "ok   ") + suite.name)
        for problem in problems:
            print("  " + problem)
    print(f"{len(suites) - failed} passed, {failed} failed")
    return 1 if failed or not suites else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
