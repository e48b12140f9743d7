"""A program that never ends, on a suite whose total time runs out before its tests'
own limits: the whole run ends within the total (plus start-up), the tests cut short or
never started say so in plain words, and `run` prints one progress line per test when
stderr is a terminal and nothing extra when it is not (issue #23).

usage: run_total_time_e2e.py GRADER SUITE SUBMISSION
"""
import json
import os
import pty
import subprocess
import sys
import time

TOTAL = 1.5             # the suite's time_total
MARGIN = 0.5            # killing and collecting the runs cut short
OWN_WALL_CAP = 7.0      # 2 x time_per_test + 1 s: where a test alone would stop
CUT = "it was stopped when the suite's total time limit of 1.5 s ran out"
NOT_RUN = ("it was not run: the suite's total time limit of 1.5 s was used up by the "
           "tests before it")
JARGON = ("rlimit", "control group", "cgroup", "bubblewrap", "Sandbox", "variant")


def grade(grader, suite, submission, fmt, stderr):
    command = [grader, "run", "--suite", suite, "--submission", submission, "--jobs", "2",
               "--format", fmt]
    started = time.monotonic()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=stderr, text=True,
                          timeout=60)
    return done, time.monotonic() - started


def read_all(fd):
    chunks = []
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # EIO: the terminal's other side is closed
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks).decode(errors="replace")


def check_json_run(grader, suite, submission, failures):
    done, elapsed = grade(grader, suite, submission, "json", subprocess.PIPE)
    print(done.stderr, file=sys.stderr)
    if done.returncode != 1:
        failures.append(f"exit code {done.returncode}, expected 1")
    if done.stderr.strip():
        failures.append(f"not a terminal, yet stderr says: {done.stderr!r}")
    report = json.loads(done.stdout)
    # The grading itself, as the grader timed it: the process's own start-up (a first
    # run sweeps what dead graders left) is no part of the suite's time.
    graded = report["wall_time_ms"] / 1000
    print(f"graded in {graded:.2f} s; the process took {elapsed:.2f} s", file=sys.stderr)
    if graded > TOTAL + MARGIN:
        failures.append(f"grading took {graded:.1f} s; the suite's total is {TOTAL} s "
                        f"(each test alone would stop at {OWN_WALL_CAP} s)")
    reasons = [test["reason"] for test in report["tests"]]
    for test in report["tests"]:
        if test["verdict"] != "time_limit" or test["reason"] not in (CUT, NOT_RUN):
            failures.append(f"{test['name']}: {test['verdict']}: {test['reason']!r}")
    if CUT not in reasons or NOT_RUN not in reasons:
        failures.append(f"expected tests both cut short and not run: {reasons}")


def check_terminal_run(grader, suite, submission, failures):
    main, other = pty.openpty()
    try:
        done, _ = grade(grader, suite, submission, "text", other)
    finally:
        os.close(other)
    shown = read_all(main)
    os.close(main)
    print(shown, file=sys.stderr)
    lines = [line for line in shown.splitlines() if line.strip()]
    if not lines or lines[0] != "Running 4 tests, 2 at a time...":
        failures.append(f"no first progress line on a terminal: {lines}")
    steps = [line for line in lines if line.startswith("[")]
    expected = [f"[{i}/4] " for i in range(1, 5)]
    if [line[:len("[1/4] ")] for line in steps] != expected:
        failures.append(f"expected one progress line per test, got {steps}")
    for word in JARGON:
        if word in done.stdout:
            failures.append(f"the student's report says {word!r}:\n{done.stdout}")


def main(argv):
    grader, suite, submission = argv[1:4]
    failures = []
    check_json_run(grader, suite, submission, failures)
    check_terminal_run(grader, suite, submission, failures)
    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
