#!/usr/bin/env python3
"""Times `export --similarity` against a generated archive of a few thousand programs.

The programs are variants of the toolkit's own Python (testcases/*/submissions/ and the
similarity tests' students; never student code from public repositories): each variant
has its identifiers renamed at random, its top-level functions and classes shuffled and
comments and blank lines added, as an archive of several terms of one assignment would
look. The class is CLASS students, each a fresh variant of a base program; PLANTED of
them are instead disguised copies of an archive entry; the run counts those listed with
an archive entry of the same base (variants of one base are copies of each other, so
which ranks first is a tie, and only the 200 most similar pairs are listed). Every
student has about ARCHIVE/38 variants of its base in the archive: the worst case, where
every student matches many archive entries.

usage: similarity_archive.py GRADER SOURCE_DIR [ARCHIVE=3000] [CLASS=100] [PLANTED=10]
Prints the wall time of the export, its CPU (children included: Node and Dolos), the
pairs listed and how many planted copies were.
"""
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time

GRADER, SOURCE = sys.argv[1:3]
ARCHIVE, CLASS, PLANTED = (int(x) for x in (sys.argv[3:6] + ["3000", "100", "10"][len(sys.argv[3:6]):]))
KEYWORDS = set("""False None True and as assert async await break class continue def del
elif else except finally for from global if import in is lambda nonlocal not or pass raise
return try while with yield self print len range sys time main""".split())


def bases():
    programs = []
    for root, _, files in os.walk(SOURCE):
        if ("/testcases/" in root and "/submissions/" in root) or root.endswith(
                ("similarity_class/alice", "similarity_class/carol")):
            programs += [open(os.path.join(root, f), encoding="utf-8").read()
                         for f in files if f.endswith(".py")]
    return programs


def variant(code, rng):
    names = set(re.findall(r"\bdef (\w+)|\b(\w+) =", code))
    names = {n for pair in names for n in pair if n and n not in KEYWORDS and not n.startswith("__")}
    mapping = {n: f"{rng.choice('abcdefghkmnpqrstuvwxyz')}{rng.randrange(10**6)}" for n in names}
    code = re.sub(r"\b\w+\b", lambda m: mapping.get(m.group(0), m.group(0)), code)
    head, *blocks = re.split(r"\n\n\n(?=def |class )", code)
    tail = []
    if blocks and "\nif __name__" in blocks[-1]:
        last, main = blocks[-1].split("\nif __name__", 1)
        blocks[-1], tail = last, ["if __name__" + main]
    rng.shuffle(blocks)
    lines = []
    for line in "\n\n\n".join([head] + blocks + tail).split("\n"):
        if rng.random() < 0.05:
            lines.append(" " * (len(line) - len(line.lstrip())) + f"# note {rng.randrange(999)}")
        lines.append(line)
        if rng.random() < 0.03:
            lines.append("")
    return "\n".join(lines) + "\n"


def write(path, code):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(code)


def main():
    rng = random.Random(27)
    programs = bases()
    with tempfile.TemporaryDirectory() as work:
        terms = [f"term-{t}" for t in range(6)]
        archive = []
        for i in range(ARCHIVE):
            term, base = terms[i % len(terms)], rng.randrange(len(programs))
            entry = f"s{i:05d}"
            write(os.path.join(work, term, entry, "driver.py"), variant(programs[base], rng))
            archive.append((term, entry, base))
        planted = {}
        for i in range(CLASS):
            student = f"student{i:03d}"
            if i < PLANTED:
                term, entry, base = archive[rng.randrange(len(archive))]
                with open(os.path.join(work, term, entry, "driver.py"), encoding="utf-8") as f:
                    code = variant(f.read(), rng)
                planted[student] = {(t, e) for t, e, b in archive if b == base}
            else:
                code = variant(programs[rng.randrange(len(programs))], rng)
            write(os.path.join(work, "class", student, "driver.py"), code)
        out = os.path.join(work, "out")
        os.makedirs(os.path.join(out, "results"))
        args = [GRADER, "export", "--out", out, "--submissions", os.path.join(work, "class"),
                "--similarity", "--starter", os.path.join(SOURCE, "student_template", "driver")]
        for term in terms:
            args += ["--similarity-archive", os.path.join(work, term)]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.monotonic()
        done = subprocess.run(args, capture_output=True, text=True)
        wall = time.monotonic() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        print("\n".join(line for line in done.stdout.splitlines() if line.startswith("Similarity")))
        import csv
        with open(os.path.join(out, "similarity.csv"), encoding="utf-8", newline="") as file:
            rows = list(csv.DictReader(file))
        found = sum(1 for student, origins in planted.items()
                    if any(r["student_1"] == student and
                           (r["student_2_archive"], r["student_2"]) in origins for r in rows))
        print(f"{len(programs)} base programs; archive {ARCHIVE} in {len(terms)} folders; "
              f"class {CLASS}; exit {done.returncode}; wall {wall:.1f} s; CPU {cpu:.1f} s; "
              f"max RSS of a child {after.ru_maxrss / 1024:.0f} MB; "
              f"planted copies listed with an archive variant of their base: "
              f"{found}/{len(planted)}")


main()
