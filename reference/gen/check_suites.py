"""Checks the checked-in suites (testcases/<assignment>/*.yaml).

    python3 check_suites.py regen    PUZZLE_REF REPO_ROOT SUITE...
    python3 check_suites.py validate PUZZLE_GRADER SUITE...
    python3 check_suites.py hidden-names SUITE...

regen: every suite's second line holds the `puzzle-ref gen ... -o PATH` command that wrote
it. The command is run exactly as written (PATH relative to the repository root), with
puzzle-ref replaced by the built binary and the working directory a fresh temporary
folder, and the file it writes must equal the checked-in one byte for byte. PATH must be
the suite's own path, so the comment cannot point elsewhere.
validate: `puzzle-grader validate SUITE` must succeed for each.
hidden-names: no hidden test's name may give its board away (students see hidden tests'
names with their scores): the tiles of each board in the test's args, read in order as
one token string, must not appear in the name read the same way.
Exit 0 when every suite passes; otherwise one line per problem and exit 1.
"""

import os
import re
import shlex
import subprocess
import sys
import tempfile

import yaml

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


TILE = re.compile(r"[0-9]+|[_-]")


def boards(value):
    """The boards in a test's arg value, each as its tiles (blank = 0): "3,1,2,...",
    "[4, 3, 0, ...]", a 15-puzzle string with '-', or lecture pairs "'281_43765', '...'"
    (where each character is a tile)."""
    found = []
    for part in re.split(r"'+", str(value)):
        tokens = TILE.findall(part)
        if len(tokens) == 1 or any(len(token) > 2 for token in tokens):
            tokens = [c for c in "".join(tokens)]
        tiles = [0 if token in "_-" else int(token) for token in tokens]
        if len(tiles) >= 8:
            found.append(tiles)
    return found


def spellings(tiles):
    """Ways a name could spell a board: its tiles in decimal or hex, blank as 0 or left out."""
    out = set()
    for keep_blank in (True, False):
        kept = [t for t in tiles if keep_blank or t != 0]
        out.add("".join(str(t) for t in kept))
        out.add("".join("%x" % t for t in kept))
    return out


def hidden_names(suite):
    """Problems with the names of the suite's hidden tests, and how many were checked."""
    with open(suite, encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    default = data.get("visibility", "visible")
    problems, hidden = [], 0
    for test in data["tests"]:
        if test.get("visibility", default) != "hidden":
            continue
        hidden += 1
        name = re.sub(r"[^0-9a-z]", "", test["name"].lower())
        for value in (test.get("args") or {}).values():
            for tiles in boards(value):
                if any(spelling in name for spelling in spellings(tiles)):
                    problems.append("%s: hidden test '%s' names its board %s"
                                    % (suite, test["name"], tiles))
    return problems, hidden


def main(argv):
    if len(argv) >= 3 and argv[1] == "hidden-names":
        problems, counted = [], 0
        for suite in argv[2:]:
            found, hidden = hidden_names(suite)
            problems += found
            counted += hidden
        print("%d hidden tests in %d suites checked" % (counted, len(argv) - 2))
        for problem in problems:
            print(problem)
        return 1 if problems or counted == 0 else 0
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
