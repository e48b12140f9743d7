"""Checks the checked-in suites (testcases/<assignment>/*.yaml).

    python3 check_suites.py regen    PUZZLE_REF REPO_ROOT SUITE...
    python3 check_suites.py validate PUZZLE_GRADER SUITE...

regen: every suite's second line holds the `puzzle-ref gen ... -o PATH` command that wrote
it. The command is run exactly as written (PATH relative to the repository root), with
puzzle-ref replaced by the built binary and the working directory a fresh temporary
folder, and the file it writes must equal the checked-in one byte for byte. PATH must be
the suite's own path, so the comment cannot point elsewhere.
validate: `puzzle-grader validate SUITE` must succeed for each.
Exit 0 when every suite passes; otherwise one line per problem and exit 1.
"""

import os
import shlex
import subprocess
import sys
import tempfile

PREFIX = "#   puzzle-ref gen "


def recorded_command(suite):
    with open(suite, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if line.startswith(PREFIX):
                return shlex.split(line[len("#   "):])
            if number >= 5:
                break
    return None


def output_path(argv):
    for flag in ("-o", "--output"):
        if flag in argv[:-1]:
            return argv[argv.index(flag) + 1]
    return None


def regenerate(puzzle_ref, root, suite):
    argv = recorded_command(suite)
    if argv is None:
        return "%s: no '%s...' line at the top" % (suite, PREFIX.strip())
    target = output_path(argv)
    relative = os.path.relpath(os.path.abspath(suite), root)
    if target != relative:
        return "%s: the recorded command writes %s, not %s" % (suite, target, relative)
    with tempfile.TemporaryDirectory() as work:
        os.makedirs(os.path.join(work, os.path.dirname(target)), exist_ok=True)
        done = subprocess.run([puzzle_ref] + argv[1:], cwd=work, capture_output=True, text=True)
        if done.returncode != 0:
            return "%s: the command failed (%d): %s" % (suite, done.returncode, done.stderr.strip())
        with open(os.path.join(work, target), "rb") as fresh, open(suite, "rb") as kept:
            if fresh.read() != kept.read():
                return "%s: differs from what its command generates now; rerun it" % suite
    return None


def validate(puzzle_grader, suite):
    done = subprocess.run([puzzle_grader, "validate", suite], capture_output=True, text=True)
    if done.returncode != 0:
        return "%s: validate failed: %s" % (suite, (done.stdout + done.stderr).strip())
    return None


def main(argv):
    if len(argv) < 4 or argv[1] not in ("regen", "validate"):
        print(__doc__, file=sys.stderr)
        return 2
    if argv[1] == "regen":
        problems = [regenerate(argv[2], argv[3], suite) for suite in argv[4:]]
    else:
        problems = [validate(argv[2], suite) for suite in argv[3:]]
    problems = [problem for problem in problems if problem]
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
