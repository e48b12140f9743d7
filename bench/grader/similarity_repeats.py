#!/usr/bin/env python3
"""Times `export --similarity` on a class where two colluding students repeat one statement
(issue 38 item 7): before the per-pair bounds, Dolos lined up every occurrence of each
shared fingerprint in one with every one in the other, and that one pair could take
minutes and gigabytes, past the 10-minute cap that loses the whole class's check.

The class: alice and bob (a copied pair, grader/tests/similarity_class), carol (her own
program), and oscar and peggy, whose driver.py is STATEMENT repeated REPEATS times (or
as many times as fit in KB kilobytes, when REPEATS ends in "k", e.g. 100k). The driver
starter is --starter. One export per REPEATS.

usage: similarity_repeats.py GRADER SOURCE_DIR REPEATS... [--statement 'print("a", x + 1)']
Prints, per run: the export's wall time, its children's CPU (Node and Dolos: user +
system) and largest child's peak RSS, whether alice/bob and oscar/peggy were listed, and
the command line's similarity lines.
"""
import csv
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time


def args():
    rest = sys.argv[3:]
    statement = 'print("a", x + 1)'
    if "--statement" in rest:
        at = rest.index("--statement")
        statement = rest[at + 1]
        rest = rest[:at] + rest[at + 2:]
    return sys.argv[1], sys.argv[2], rest, statement + "\n"


def repeated(count, statement):
    if count.endswith("k"):
        return statement * (int(count[:-1]) * 1024 // len(statement))
    return statement * int(count)


def run(grader, source, count, statement, work):
    subs = os.path.join(work, f"class-{count}")
    shutil.copytree(os.path.join(source, "grader", "tests", "similarity_class"), subs)
    for name in ("oscar", "peggy"):
        os.makedirs(os.path.join(subs, name))
        with open(os.path.join(subs, name, "driver.py"), "w") as file:
            file.write(repeated(count, statement))
    out = os.path.join(work, f"out-{count}")
    os.makedirs(os.path.join(out, "results"))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    done = subprocess.run([grader, "export", "--out", out, "--similarity", "--submissions", subs,
                           "--starter", os.path.join(source, "student_template", "driver")],
                          capture_output=True, text=True, timeout=3600)
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    listed = set()
    path = os.path.join(out, "similarity.csv")
    if os.path.isfile(path):
        with open(path, encoding="utf-8", newline="") as file:
            listed = {frozenset((row["student_1"], row["student_2"]))
                      for row in csv.DictReader(file)}
    lines = [line for line in done.stdout.splitlines() if line.startswith("Similarity")]
    print(f"{count} repeats: wall {wall:.1f} s, CPU {cpu:.1f} s, peak RSS "
          f"{after.ru_maxrss // 1024} MB, exit {done.returncode}; alice/bob listed: "
          f"{frozenset(('alice', 'bob')) in listed}, oscar/peggy listed: "
          f"{frozenset(('oscar', 'peggy')) in listed}")
    for line in lines:
        print("   ", line)


def main():
    grader, source, counts, statement = args()
    with tempfile.TemporaryDirectory(prefix="similarity-repeats-") as work:
        for count in counts:
            run(grader, source, count, statement, work)


if __name__ == "__main__":
    main()
