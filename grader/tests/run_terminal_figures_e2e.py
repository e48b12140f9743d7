#!/usr/bin/env python3
"""A terminal changes no figure of a run (issue 37, item 1).

A student runs the grader (or the kit's `check`, which execs it) from a terminal, as a
plain user; a script or a server runs it without one. Both must measure the same: the
same CPU time and memory for a program, and so the same time limit.

Each grader run here grades two tests of one small program with a 2 s time limit:
  busy    an endless loop: time_limit, and a CPU time of at least 80% of the limit (the
          limit is CPU time, so a loop stopped at it computed for about that long);
  answer  writes 60 MB of memory, computes for 0.3 s of its own CPU time, and answers:
          passed, with at least 60 MB of peak memory and 0.3 s of CPU time (what the
          program itself does, worked out by hand), and, against the run without a
          terminal, memory within a factor of 2 and CPU time not 10 times smaller.

It runs `puzzle-grader run` in each isolation mode (bubblewrap where it starts, the
fallback through PUZZLE_GRADER_NO_BUBBLEWRAP=1, and --no-sandbox), once under a pseudo
terminal (`script -qec`, the student's case) and once without one (a session of its own,
stdin from /dev/null), as a plain user (uid 65534 through setpriv when this runs as root),
and also as root when this runs as root.

usage: run_terminal_figures_e2e.py GRADER
Exit 77 (skipped) with one line when there is no plain user, no `script`, or the
temporary folder cannot be entered by other users.
"""
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
NOBODY = 65534
LIMIT_MS = 2000
ANSWER_MB = 60
ANSWER_CPU_MS = 300

PROGRAM = f"""import sys, time
word = sys.argv[1]
if word == "loop":
    while True:
        pass
data = bytearray({ANSWER_MB} << 20)
for i in range(0, len(data), 4096):  # every page written, so every page resident
    data[i] = 1
start = time.process_time()
while time.process_time() - start < {ANSWER_CPU_MS / 1000}:
    pass
with open("output.txt", "w") as out:
    out.write(f"word: {{word}}\\nlength: {{len(word)}}\\n")
"""

SUITE = f"""suite: terminal-figures
submission:
  files: [driver.py]
run:
  command: python3 driver.py {{word}}
output:
  from: file
  file: output.txt
limits:
  time_per_test: {LIMIT_MS / 1000}
  memory_mb: 512
tests:
  - name: busy
    args: {{word: loop}}
    expected: |
      word: loop
      length: 4
    checks:
      - {{lines: 1, kind: exact, points: 1}}
      - {{lines: 2, kind: integer, points: 1}}
  - name: answer
    args: {{word: hello}}
    expected: |
      word: hello
      length: 5
    checks:
      - {{lines: 1, kind: exact, points: 1}}
      - {{lines: 2, kind: integer, points: 1}}
"""

MODES = {
    "bubblewrap": ([], {}),
    "fallback": ([], {"PUZZLE_GRADER_NO_BUBBLEWRAP": "1"}),
    "none": (["--no-sandbox"], {}),
}


def reachable_by_others(path):
    """Whether every folder above `path` may be entered by any user."""
    path = os.path.dirname(os.path.abspath(path))
    while True:
        if not os.stat(path).st_mode & 0o001:
            return False
        if path == "/":
            return True
        path = os.path.dirname(path)


def plain_user_prefix():
    """The command prefix that runs as a plain user, or None (with why) when there is none."""
    if os.geteuid() != 0:
        return [], None
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        return None, "running as root and setpriv (util-linux) is not installed"
    return [setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"], None


def give(path, uid):
    for dirpath, dirs, files in os.walk(path):
        for name in [dirpath] + [os.path.join(dirpath, f) for f in dirs + files]:
            os.chown(name, uid, uid, follow_symlinks=False)


class Setup:
    """The folders of one user: the grader's TMPDIR, HOME and the reports, all theirs."""

    def __init__(self, work, user, uid):
        self.root = os.path.join(work, user)
        for sub in ("tmp", "home", "out"):
            os.makedirs(os.path.join(self.root, sub), mode=0o711)
        if uid is not None:
            give(self.root, uid)
        os.chmod(self.root, 0o711)

    def env(self, extra):
        env = {"PATH": "/usr/bin:/bin", "HOME": os.path.join(self.root, "home"),
               "TMPDIR": os.path.join(self.root, "tmp"), "LANG": "C.UTF-8"}
        env.update(extra)
        return env


def grade(prefix, setup, grader, suite, submission, mode, terminal):
    """One grader run; returns its JSON report (or raises with what went wrong)."""
    options, extra_env = MODES[mode]
    report = os.path.join(setup.root, "out", f"{mode}-{terminal}.json")
    command = [grader, "run", "--suite", suite, "--submission", submission, "--format", "json",
               "--output", report, "--jobs", "1", *options]
    if terminal == "terminal":
        # script gives the grader a pseudo terminal as its controlling terminal and its
        # stdin, stdout and stderr: what a student's terminal window gives it.
        command = ["script", "-qec", shlex.join(command), "/dev/null"]
    done = subprocess.run(prefix + command, env=setup.env(extra_env), stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, start_new_session=True, timeout=120)
    if done.returncode not in (0, 1) or not os.path.exists(report):
        raise RuntimeError(f"exit {done.returncode}: {done.stdout.strip()} "
                           f"{done.stderr.strip()}")
    with open(report) as file:
        return json.load(file)


def grade_unstarved(label, *args):
    """grade(), again (at most twice more) while the machine is so busy that the clock cap
    (2 x the limit + 1 s) stopped the endless loop before it had computed for its limit: that
    run says nothing of how CPU time is measured. A run that lost its figures is not stopped
    by the clock (the loop still dies at its CPU limit), so this hides no failure."""
    for attempt in range(3):
        report = grade(*args)
        busy = next(test for test in report["tests"] if test["name"] == "busy")
        if busy["wall_time_ms"] < 2 * LIMIT_MS + 1000 - 100:  # the cap, less rounding
            return report
        print(f"again {label}: the machine gave the loop {busy['cpu_time_ms']} ms of CPU time "
              f"in {busy['wall_time_ms']} ms")
    return report


def figures(test):
    return (f"{test['verdict']}, {test['cpu_time_ms'] / 1000:.2f} s CPU, "
            f"{test['wall_time_ms'] / 1000:.2f} s wall, {test['peak_memory_bytes'] / 1e6:.1f} MB")


def check_report(label, report):
    """What each run must show on its own, from the program's own behaviour."""
    failures = []
    tests = {test["name"]: test for test in report["tests"]}
    busy, answer = tests["busy"], tests["answer"]
    print(f"{label}: busy: {figures(busy)}; answer: {figures(answer)}")
    if busy["verdict"] != "time_limit":
        failures.append(f"{label}: the endless loop got {busy['verdict']}, not time_limit")
    if busy["cpu_time_ms"] < 0.8 * LIMIT_MS:
        failures.append(f"{label}: the endless loop was stopped after {busy['cpu_time_ms']} ms "
                        f"of CPU time, under 80% of its {LIMIT_MS} ms limit")
    if answer["verdict"] != "passed":
        failures.append(f"{label}: the answering program got {answer['verdict']}: "
                        f"{answer['reason']}")
    if answer["cpu_time_ms"] < ANSWER_CPU_MS:
        failures.append(f"{label}: the answering program computed for {ANSWER_CPU_MS} ms, but "
                        f"{answer['cpu_time_ms']} ms is reported")
    if answer["peak_memory_bytes"] < ANSWER_MB << 20:
        failures.append(f"{label}: the answering program wrote {ANSWER_MB} MB, but a peak of "
                        f"{answer['peak_memory_bytes'] / 1e6:.1f} MB is reported")
    return failures


def compare(label, with_terminal, without):
    """The same program's figures with and without a terminal."""
    failures = []
    a = next(t for t in with_terminal["tests"] if t["name"] == "answer")
    b = next(t for t in without["tests"] if t["name"] == "answer")
    low, high = sorted([a["peak_memory_bytes"], b["peak_memory_bytes"]])
    if high > 2 * low:
        failures.append(f"{label}: peak memory {a['peak_memory_bytes']} bytes with a terminal, "
                        f"{b['peak_memory_bytes']} without: more than a factor of 2 apart")
    if 10 * a["cpu_time_ms"] < b["cpu_time_ms"]:
        failures.append(f"{label}: CPU time {a['cpu_time_ms']} ms with a terminal, "
                        f"{b['cpu_time_ms']} ms without: 10 times smaller")
    return failures


def main(argv):
    grader = argv[1]
    prefix, why = plain_user_prefix()
    if prefix is None:
        print(f"SKIP {why}")
        return SKIP
    if shutil.which("script") is None:
        print("SKIP script (util-linux) is not installed: no pseudo terminal to run the grader in")
        return SKIP
    work = tempfile.mkdtemp(prefix="terminal-figures-")
    try:
        if not reachable_by_others(work):
            print(f"SKIP {os.path.dirname(work)} (TMPDIR) cannot be entered by other users")
            return SKIP
        os.chmod(work, 0o711)
        # The grader, the suite and the program where the plain user may read them (the
        # build folder may be in a home folder it cannot enter).
        shared = os.path.join(work, "shared")
        os.makedirs(os.path.join(shared, "submission"))
        shutil.copy(grader, os.path.join(shared, "puzzle-grader"))
        with open(os.path.join(shared, "suite.yaml"), "w") as file:
            file.write(SUITE)
        with open(os.path.join(shared, "submission", "driver.py"), "w") as file:
            file.write(PROGRAM)
        for dirpath, dirs, files in os.walk(shared):
            os.chmod(dirpath, 0o755)
            for name in files:
                os.chmod(os.path.join(dirpath, name), 0o755)
        # The control: script must really give a terminal here, or the test proves nothing.
        tty = subprocess.run(prefix + ["script", "-qec", "tty", "/dev/null"],
                             stdin=subprocess.DEVNULL, capture_output=True, text=True,
                             start_new_session=True, timeout=30)
        if not tty.stdout.strip().startswith("/dev/"):
            print(f"SKIP script gives no terminal here: {tty.stdout.strip()!r}")
            return SKIP
        users = [("plain user", prefix, NOBODY if prefix else None)]
        if os.geteuid() == 0:
            users.append(("root", [], None))
        failures = []
        tested = 0
        for user, user_prefix, uid in users:
            setup = Setup(work, user.replace(" ", "-"), uid)
            for mode in MODES:
                reports = {}
                for terminal in ("terminal", "no-terminal"):
                    label = f"{user}, {mode}, {terminal.replace('-', ' ')}"
                    try:
                        reports[terminal] = grade_unstarved(
                            label, user_prefix, setup, os.path.join(shared, "puzzle-grader"),
                            os.path.join(shared, "suite.yaml"),
                            os.path.join(shared, "submission"), mode, terminal)
                    except (RuntimeError, subprocess.TimeoutExpired) as error:
                        failures.append(f"{label}: the grader failed: {error}")
                        continue
                    if reports[terminal]["sandbox"] != mode:
                        # bubblewrap does not start for this user here: nothing to compare.
                        print(f"skip {label}: the tests ran in {reports[terminal]['sandbox']}")
                        reports.pop(terminal)
                        continue
                    failures += check_report(label, reports[terminal])
                if len(reports) == 2:
                    tested += 1
                    failures += compare(f"{user}, {mode}", reports["terminal"],
                                        reports["no-terminal"])
        if tested == 0 and not failures:
            print("SKIP no isolation mode could be run with and without a terminal")
            return SKIP
        for failure in failures:
            print("FAIL", failure)
        return 1 if failures else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
