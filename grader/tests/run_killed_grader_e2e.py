#!/usr/bin/env python3
"""A grader killed with SIGKILL mid-run leaves nothing behind once the next grader starts.

A run that sleeps (and starts a child that left its session) is graded; once its
processes exist the grader gets SIGKILL. Then a second grader grades a correct program
with the same TMPDIR: afterwards no process of the killed run may be alive and no
workspace folder may be left (docs/sandbox.md, "A killed grader").

With `frozen`, the run's control groups are frozen (v1 freezer) before the SIGKILL, as
when a grader dies while it empties a group: SIGKILL does not land in a frozen group, so
the sweep must thaw it first, and it keeps the dead grader's lock file until every group
is gone. Afterwards no group and no lock file of the killed grader may be left.

usage: run_killed_grader_e2e.py GRADER FIXTURES_DIR sandbox|no-sandbox [frozen]
"""
import os
import pathlib
import secrets
import signal
import subprocess
import sys
import tempfile
import time

GRADER, FIXTURES, MODE = sys.argv[1:4]
FROZEN = sys.argv[4:] == ["frozen"]
CGROUPS = pathlib.Path("/sys/fs/cgroup")

SLEEPER = """import os, sys, time
if os.fork() == 0:
    os.setsid()
    time.sleep(600)
time.sleep(600)
"""

SUITE = """suite: killed-grader
submission:
  files: [driver.py]
run:
  command: python3 driver.py {token}
output:
  from: file
  file: output.txt
limits:
  time_per_test: 60
tests:
  - name: t
    args: {token: %s}
    expected: |
      word: hello
    checks:
      - {lines: 1, kind: exact, points: 1}
"""


def processes_with(token):
    found = []
    for entry in pathlib.Path("/proc").iterdir():
        if entry.name.isdigit() and int(entry.name) != os.getpid():
            try:
                if token.encode() in (entry / "cmdline").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                pass
    return found


def groups_of(pid):
    """The run control groups of the grader `pid` (tag g<pid>-...), in every hierarchy."""
    return [group for group in CGROUPS.glob("**/puzzle-grader/*")
            if group.is_dir() and group.name.startswith(f"g{pid}-")]


def lock_files_of(pid):
    return list(pathlib.Path("/run/puzzle-grader/instances").glob(f"g{pid}-*"))


def freeze(pid):
    frozen = [g for g in groups_of(pid) if (g / "freezer.state").exists()]
    for group in frozen:
        (group / "freezer.state").write_text("FROZEN")
    return frozen


def grader(suite, submission, tmpdir):
    command = [GRADER, "run", "--suite", str(suite), "--submission", str(submission),
               "--format", "json"]
    if MODE == "no-sandbox":
        command.append("--no-sandbox")
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            env=dict(os.environ, TMPDIR=str(tmpdir)))


def main():
    if FROZEN and (os.geteuid() != 0 or not (CGROUPS / "freezer").is_dir()):
        print("skipped: needs root and the v1 freezer controller")
        return 0
    token = "killed" + secrets.token_hex(6)
    failures = []
    with tempfile.TemporaryDirectory(prefix="killed-grader-") as root:
        root = pathlib.Path(root)
        os.chmod(root, 0o711)  # the run's own uid must reach its workspace
        tmpdir = root / "tmp"
        tmpdir.mkdir(mode=0o711)
        (root / "sleeper").mkdir()
        (root / "sleeper" / "driver.py").write_text(SLEEPER)
        suite = root / "suite.yaml"
        suite.write_text(SUITE % token)

        first = grader(suite, root / "sleeper", tmpdir)
        deadline = time.monotonic() + 20
        while len(processes_with(token)) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        if len(processes_with(token)) < 2:
            failures.append("the run never started")
        if FROZEN and not freeze(first.pid):
            failures.append("the run had no freezer group to freeze")
        first.send_signal(signal.SIGKILL)
        first.wait()
        time.sleep(0.5)
        print(f"after SIGKILL: {len(processes_with(token))} processes of the run, "
              f"workspaces {[p.name for p in tmpdir.iterdir()]}")

        # The next grader start sweeps what the dead one left.
        second = grader(suite, pathlib.Path(FIXTURES) / "correct", tmpdir)
        second.wait(timeout=60)
        time.sleep(0.3)
        left = processes_with(token)
        if left:
            failures.append(f"processes of the killed run still alive: {left}")
            for pid in left:
                os.kill(pid, signal.SIGKILL)
        folders = [p.name for p in tmpdir.iterdir() if p.name.startswith("puzzle-ws-")]
        if folders:
            failures.append(f"workspaces left behind: {folders}")
        groups = groups_of(first.pid)
        if groups:
            failures.append(f"control groups left behind: {groups}")
        if not groups and lock_files_of(first.pid):
            failures.append(f"lock file kept with nothing left: {lock_files_of(first.pid)}")
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
