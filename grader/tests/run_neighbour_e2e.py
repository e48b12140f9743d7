#!/usr/bin/env python3
"""A busy neighbour cannot make a correct program time out (issue 13).

`batch --jobs 2` grades two students at once, without a terminal (own session, stdin
from /dev/null: a server, CI or cron): `hog` starts 30 busy processes (within the
suite's process limit) in every test, `good` computes for about 1 s of CPU time and
answers. `good` must pass every test, in every one of RUNS batches.

usage: run_neighbour_e2e.py GRADER RUNS [sandbox|no-sandbox]
"""
import json
import os
import pathlib
import subprocess
import sys
import tempfile

GOOD = """import sys, time
start = time.process_time()
while time.process_time() - start < 1.0:
    pass
word = sys.argv[1]
with open("output.txt", "w") as out:
    out.write(f"word: {word}\\nlength: {len(word)}\\n")
"""

HOG = """import os, sys
for _ in range(30):
    if os.fork() == 0:
        while True:
            pass
os.wait()
"""

SUITE = """suite: neighbours
submission:
  files: [driver.py]
run:
  command: python3 driver.py {word}
output:
  from: file
  file: output.txt
limits:
  time_per_test: 3
  processes: 40
tests:
%s"""

TEST = """  - name: t%d
    args: {word: hello}
    expected: |
      word: hello
      length: 5
    checks:
      - {lines: 1, kind: exact, points: 1}
      - {lines: 2, kind: integer, points: 1}
"""


def main(argv):
    grader, runs = argv[1], int(argv[2])
    mode = argv[3] if len(argv) > 3 else "sandbox"
    failures = []
    with tempfile.TemporaryDirectory(prefix="neighbour-e2e-") as root:
        root = pathlib.Path(root)
        os.chmod(root, 0o711)
        suite = root / "suite.yaml"
        suite.write_text(SUITE % "".join(TEST % i for i in range(3)))
        for student, program in [("a-hog", HOG), ("b-good", GOOD)]:
            (root / "subs" / student).mkdir(parents=True)
            (root / "subs" / student / "driver.py").write_text(program)
        for run in range(runs):
            out = root / f"out{run}"
            command = [grader, "batch", "--suite", str(suite), "--submissions",
                       str(root / "subs"), "--out", str(out), "--jobs", "2"]
            if mode == "no-sandbox":
                command.append("--no-sandbox")
            done = subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True,
                                  text=True, start_new_session=True, timeout=300)
            result = json.loads((out / "results" / "b-good.json").read_text())
            tests = result["report"]["tests"]
            times = ", ".join(f"{t['verdict']} {t['cpu_time_ms']} ms CPU / {t['wall_time_ms']} ms wall"
                              for t in tests)
            hog = json.loads((out / "results" / "a-hog.json").read_text())["report"]["tests"]
            print(f"run {run + 1}: good: {times}; hog: {[t['verdict'] for t in hog]}")
            if any(t["verdict"] != "passed" for t in tests):
                failures.append(f"run {run + 1}: the good program did not pass: {times}"
                                f" (grader exit {done.returncode})")
    passed = runs - len(failures)
    print(f"good passed {passed} runs of {runs}")
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
