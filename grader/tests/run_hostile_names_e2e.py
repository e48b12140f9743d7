#!/usr/bin/env python3
"""One student never stops a class (issue 24.3). A class folder holds students whose folder
names are 255 bytes long, hold a newline, start with '-', or are not UTF-8, beside an
ordinary one, a symbolic link and two folders that read the same once made printable.
`batch` must grade every student it can (each result file name bounded), refuse the
others one line each with a reason, write one gradebook row per graded student, and a
rerun must keep every result (nothing regraded). Then `batch --out` on a folder others may
write is refused with one line, and `run` on a submission among classmates' folders warns
as `batch` does (in the fallback, as root).

usage: run_hostile_names_e2e.py GRADER SUITE FIXTURES_DIR [sandbox|fallback|no-sandbox]
"""
import csv
import io
import os
import shutil
import subprocess
import sys
import tempfile

GRADER, SUITE, FIXTURES = sys.argv[1:4]
MODE = sys.argv[4] if len(sys.argv) > 4 else "sandbox"
MODE_ARGS = ["--no-sandbox"] if MODE == "no-sandbox" else []
MODE_ENV = dict(os.environ, **({"PUZZLE_GRADER_NO_BUBBLEWRAP": "1"} if MODE == "fallback" else {}))
LONG = b"n" * 255
NAMES = {LONG: "n" * 255, b"a\nb": "a\\x0ab", b"-rf": "-rf", b"caf\xe9": "caf\\xe9",
         b"ann": "ann"}


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def batch(subs, out, *extra):
    return subprocess.run([GRADER, "batch", "--suite", SUITE, "--submissions", subs, "--out",
                           out, "--jobs", "2", *MODE_ARGS, *extra], capture_output=True,
                          timeout=300, env=MODE_ENV)


def make_class(root):
    subs = os.path.join(root, "class")
    os.makedirs(subs)
    correct = os.fsencode(os.path.join(FIXTURES, "correct"))
    for raw in list(NAMES) + [b"x\xff", b"x\\xff"]:  # the last two read the same
        shutil.copytree(correct, os.path.join(os.fsencode(subs), raw))
    os.symlink("/etc", os.path.join(subs, "mallory"))
    return subs


def check_batch(root, subs):
    out = os.path.join(root, "out")
    done = batch(subs, out)
    err = done.stderr.decode("utf-8", errors="strict")  # printable: valid UTF-8
    if done.returncode != 0:
        fail(f"batch exited {done.returncode}:\n{err}")
    refused = sorted(line.split("not graded: ", 1)[1] for line in err.splitlines()
                     if "not graded: " in line)
    if len(refused) != 3 or not refused[0].startswith("mallory: it is a symbolic link") or \
            not all(r.startswith("x\\xff: its name reads the same") for r in refused[1:]):
        fail(f"expected three refusals (the link, both x\\xff), got:\n{err}")
    results = os.listdir(os.path.join(out, "results"))
    if len(results) != len(NAMES) or max(len(os.fsencode(n)) for n in results) > 70:
        fail(f"expected {len(NAMES)} bounded result files, got {results}")
    with open(os.path.join(out, "gradebook.csv"), encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    shown = sorted(row["student"] for row in rows)
    expected = sorted("'-rf" if n == "-rf" else n for n in NAMES.values())
    if shown != expected or any(row["status"] != "graded" for row in rows):
        fail(f"gradebook rows {shown} (statuses {[r['status'] for r in rows]}), "
             f"expected {expected}, all graded")
    again = batch(subs, out)
    if again.returncode != 0 or b"Graded 0 students (5 kept" not in again.stdout:
        fail(f"the rerun regraded someone: {again.stdout!r} {again.stderr[-400:]!r}")
    print(f"ok   [{MODE}] {len(NAMES)} students graded under bounded keys, 3 refused with a "
          "reason, nothing regraded on rerun")


def check_open_out(root, subs):
    out = os.path.join(root, "open-out")
    os.makedirs(out)
    os.chmod(out, 0o777)
    done = batch(subs, out)
    lines = done.stderr.decode().strip().splitlines()
    if done.returncode != 2 or len(lines) != 1 or "can be written by every user" not in lines[0]:
        fail(f"a world-writable --out was not refused in one line: {done.returncode} {lines}")
    print(f"ok   world-writable --out refused: {lines[0][:100]}...")


def check_run_among_classmates(subs):
    if os.geteuid() != 0:
        print("ok   (run among classmates: skipped, the warning is the root fallback's)")
        return
    env = dict(os.environ, PUZZLE_GRADER_NO_BUBBLEWRAP="1")
    os.chmod(subs, 0o755)
    done = subprocess.run([GRADER, "run", "--suite", SUITE, "--submission",
                           os.path.join(subs, "ann")], capture_output=True, timeout=120, env=env)
    warning = [line for line in done.stderr.decode().splitlines()
               if os.path.realpath(subs) in line and "a submission could read it" in line]
    if not warning:
        fail(f"run among classmates did not warn about {subs}:\n{done.stderr.decode()}")
    print("ok   run among classmates warns as batch does")


def main():
    with tempfile.TemporaryDirectory(prefix="hostile-names-") as root:
        os.chmod(root, 0o711)  # the runs' own uids reach their workspaces below
        subs = make_class(root)
        check_batch(root, subs)
        check_open_out(root, subs)
        check_run_among_classmates(subs)


main()
