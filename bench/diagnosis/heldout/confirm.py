#!/usr/bin/env python3
"""Confirms each held-out program's label by running a model of it.

For every program in labels.yaml with a `model:`, runs the program and `puzzle-ref run
--assignment` (the shipped assignment file with the model's `rules` put into its methods,
plus its `variants`) on every test of the assignment's suites, and compares the lines the
model names. For a `random: true` program, runs it twice on every A* (driver) or solve
(funny) test and says on how many the output changed. Prints one line per program; exit 0
when every model reproduced its program, 1 otherwise.

usage: confirm.py [--bin DIR] [--jobs N] [PROGRAM ...]     (PROGRAM: e.g. driver/random_ties)
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
TIMEOUT = 300


def suite_tests(assignment):
    """(suite file, method, board) of every test of the assignment's manifest."""
    folder = os.path.join(REPO, "testcases", assignment)
    with open(os.path.join(folder, "assignment.yaml")) as f:
        manifest = yaml.safe_load(f)
    tests = []
    for entry in manifest["suites"]:
        with open(os.path.join(folder, entry["file"])) as f:
            suite = yaml.safe_load(f)
        call = suite["run"].get("call", {}).get("function")
        for test in suite["tests"]:
            args = test["args"]
            if call:
                tests.append((entry["file"], call, args["call"]))
            else:
                tests.append((entry["file"], args["method"], args["board"]))
    return tests


def run_program(folder, assignment, method, board):
    with tempfile.TemporaryDirectory() as work:
        if assignment == "driver":
            subprocess.run([sys.executable, os.path.join(folder, "driver.py"), method, board],
                           cwd=work, timeout=TIMEOUT, check=True, capture_output=True)
            with open(os.path.join(work, "output.txt")) as f:
                return f.read().splitlines()
        code = ("import sys; sys.path.insert(0, %r); import funny_puzzle; funny_puzzle.%s(%s)"
                % (folder, method, board))
        out = subprocess.run([sys.executable, "-c", code], cwd=work, timeout=TIMEOUT,
                             check=True, capture_output=True, text=True)
        return out.stdout.splitlines()


def model_file(assignment, rules, work):
    """The shipped assignment file, with `rules` merged into its methods."""
    shipped = os.path.join(REPO, "reference", "assignments", assignment + ".yaml")
    if not rules:
        return shipped
    with open(shipped) as f:
        data = yaml.safe_load(f)
    for method, keys in rules.items():
        data["methods"][method].update(keys)
    path = os.path.join(work, "model.yaml")
    with open(path, "w") as f:
        yaml.safe_dump(data, f, sort_keys=False)
    return path


def run_model(ref, assignment, model, method, board):
    with tempfile.TemporaryDirectory() as work:
        # puzzle-ref reads "[1, 2, ...]" as several arguments: pass the comma form
        command = [ref, "run", "--assignment", model_file(assignment, model.get("rules"), work),
                   method, board.strip("[]").replace(" ", "")]
        for variant in model.get("variants", []):
            command += ["--variant", variant]
        if assignment == "driver":
            out_file = os.path.join(work, "output.txt")
            subprocess.run(command + ["-o", out_file], timeout=TIMEOUT, check=True,
                           capture_output=True)
            with open(out_file) as f:
                return f.read().splitlines()
        out = subprocess.run(command, timeout=TIMEOUT, check=True, capture_output=True,
                             text=True)
        return out.stdout.splitlines()


def compared(lines, assignment, method, which):
    """The lines the model must reproduce (1-based numbers or `path`)."""
    if assignment == "driver":
        which = which or [1, 2, 3, 4, 5]
        return [lines[n - 1] if n <= len(lines) else None for n in which]
    if which == "path" and method == "solve":
        return [line for line in lines if not line.startswith("Max queue length")]
    return lines


def confirm_one(ref, name, label):
    folder = os.path.join(HERE, name)
    assignment = label["assignment"]
    tests = suite_tests(assignment)
    if label.get("random"):
        searched = [t for t in tests if t[1] in ("ast", "solve")]
        changed = sum(run_program(folder, assignment, m, b) != run_program(folder, assignment, m, b)
                      for _, m, b in searched)
        return changed > 0, "output changed between two runs on %d of %d %s tests" % (
            changed, len(searched), searched[0][1])
    model = label.get("model")
    if model is None:
        return True, "no model: rule not in the engine"
    mismatches = []
    for suite, method, board in tests:
        which = model.get("lines")
        try:
            mine = run_program(folder, assignment, method, board)
            theirs = run_model(ref, assignment, model, method, board)
        except subprocess.SubprocessError as error:
            mismatches.append("%s %s %s: %s" % (suite, method, board, error))
            continue
        if compared(mine, assignment, method, which) != compared(theirs, assignment, method, which):
            mismatches.append("%s %s %s" % (suite, method, board))
    default = "1-5" if assignment == "driver" else "all"
    what = "lines %s" % (model.get("lines") or default)
    if mismatches:
        return False, "model differs on %d of %d tests (%s), first: %s" % (
            len(mismatches), len(tests), what, mismatches[0])
    return True, "model reproduces %s on all %d tests" % (what, len(tests))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", default=os.path.join(REPO, "build", "bin"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("programs", nargs="*")
    args = parser.parse_args()
    with open(os.path.join(HERE, "labels.yaml")) as f:
        labels = yaml.safe_load(f)["programs"]
    names = args.programs or list(labels)
    ref = os.path.join(args.bin, "puzzle-ref")
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda n: confirm_one(ref, n, labels[n]), names))
    failed = 0
    for name, (ok, text) in zip(names, results):
        failed += not ok
        print("%-45s %-4s %s" % (name, "ok" if ok else "FAIL", text))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
