#!/usr/bin/env python3
"""End-to-end test of `puzzle-grader batch` and `export`: a class of fixture programs is
graded, the grader is SIGKILLed after a few students, and the rerun must keep those
results untouched, grade only the others and lose nobody. Then --only, export, Ctrl-C
in the middle of a batch (a clean stop, then a resume) and the bad-usage exit codes.

usage: run_batch_e2e.py GRADER SUITE FIXTURES_DIR
"""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

GRADER, SUITE, FIXTURES = sys.argv[1:4]

SLOW = """import sys, time
time.sleep(0.6)
word = sys.argv[1]
with open("output.txt", "w") as out:
    out.write(f"word: {word}\\nlength: {len(word)}\\n")
"""


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def make_class(subs):
    for student, fixture in [("ann", "correct"), ("ben", "wrong_line"), ("cat", "crash"),
                             ("dan", "missing_output"), ("eve", "syntax_error")]:
        shutil.copytree(os.path.join(FIXTURES, fixture), os.path.join(subs, student))
    for student in ["fay", "gus", "hal", "ivy"]:
        os.makedirs(os.path.join(subs, student))
        with open(os.path.join(subs, student, "driver.py"), "w") as f:
            f.write(SLOW)
    return 9


def result_files(results):
    if not os.path.isdir(results):
        return []
    return sorted(n for n in os.listdir(results) if n.endswith(".json") and not n.startswith("."))


def snapshot(results, names):
    out = {}
    for name in names:
        path = os.path.join(results, name)
        with open(path, "rb") as f:
            out[name] = (os.stat(path).st_mtime_ns, f.read())
    return out


def batch(subs, out, *extra):
    return subprocess.run([GRADER, "batch", "--suite", SUITE, "--submissions", subs, "--out", out,
                           "--jobs", "1", *extra], capture_output=True, text=True, timeout=300)


def kill_after(subs, out, k):
    results = os.path.join(out, "results")
    process = subprocess.Popen([GRADER, "batch", "--suite", SUITE, "--submissions", subs,
                                "--out", out, "--jobs", "1"], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.time() + 120
    while len(result_files(results)) < k:
        if process.poll() is not None:
            fail(f"the batch ended (exit {process.returncode}) before {k} results were written")
        if time.time() > deadline:
            fail("no progress in 120 s")
        time.sleep(0.01)
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()


def processes_mentioning(text):
    """Command lines of live (not zombie) processes that contain `text`."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                cmdline = f.read().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if text in cmdline:  # a zombie's cmdline is empty
            found.append(cmdline)
    return found


def interrupt_after_first_result(subs, out, workspaces):
    """Ctrl-C in the middle of a batch: it must stop within seconds with exit 130, keep the
    finished students, remove every workspace and leave no process running."""
    results = os.path.join(out, "results")
    env = dict(os.environ, TMPDIR=workspaces)
    process = subprocess.Popen([GRADER, "batch", "--suite", SUITE, "--submissions", subs,
                                "--out", out, "--jobs", "2"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=env,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.time() + 120
    while not result_files(results):
        if process.poll() is not None:
            fail(f"the batch ended (exit {process.returncode}) before any result was written")
        if time.time() > deadline:
            fail("no result in 120 s")
        time.sleep(0.01)
    # A slow student (0.6 s a test) is certainly being graded now.
    time.sleep(0.2)
    process.send_signal(signal.SIGINT)
    try:
        _, err = process.communicate(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        fail("the batch did not stop within 15 s of Ctrl-C")
    if process.returncode != 130:
        fail(f"exit {process.returncode} after Ctrl-C, expected 130: {err}")
    if "Stopped (Ctrl-C)" not in err or "Run the same command again" not in err:
        fail(f"no 'Stopped' line: {err}")
    if os.listdir(workspaces):
        fail(f"workspaces left behind: {os.listdir(workspaces)}")
    if os.path.exists(os.path.join(out, "gradebook.csv")):
        fail("an interrupted batch must not export")
    alive = processes_mentioning(workspaces)
    if alive:
        fail(f"processes of the batch still running: {alive}")
    kept = result_files(results)
    for name in kept:
        with open(os.path.join(results, name)) as f:
            stored = json.load(f)
            if stored["status"] == "grader_error" or "report" not in stored:
                fail(f"{name} is not a complete result")
    return kept


def check_exports(out, students):
    with open(os.path.join(out, "gradebook.csv"), newline="") as f:
        rows = f.read().split("\r\n")
    if rows[0] != "student,total,max,hello,status,reason" or len(rows) != students + 2:
        fail(f"gradebook.csv: {rows!r}")
    if rows[1] != "ann,2,2,2,graded,":
        fail(f"ann's row: {rows[1]!r}")
    feedback = os.listdir(os.path.join(out, "feedback"))
    if len(feedback) != students:
        fail(f"feedback/: {feedback}")
    with open(os.path.join(out, "summary.json")) as f:
        summary = json.load(f)
    if len(summary["students"]) != students:
        fail("summary.json students")
    with open(os.path.join(out, "class-report.html")) as f:
        if 'id="score-histogram"' not in f.read():
            fail("class-report.html has no histogram")


def main():
    tmp = tempfile.mkdtemp(prefix="batch-e2e-")
    try:
        subs, out = os.path.join(tmp, "subs"), os.path.join(tmp, "out")
        os.makedirs(subs)
        students = make_class(subs)
        results = os.path.join(out, "results")

        kill_after(subs, out, 3)
        kept = result_files(results)
        before = snapshot(results, kept)
        print(f"killed after {len(kept)} results: {kept}")

        done = batch(subs, out)
        if done.returncode != 0:
            fail(f"resumed batch exited {done.returncode}: {done.stderr}")
        if f"{len(kept)} students are already graded" not in done.stderr:
            fail(f"no 'already graded' line: {done.stderr}")
        graded_now = done.stderr.count("\n[")  + (1 if done.stderr.startswith("[") else 0)
        if graded_now != students - len(kept):
            fail(f"graded {graded_now} students on resume, expected {students - len(kept)}:\n{done.stderr}")
        if result_files(results) != sorted(f"{s}.json" for s in os.listdir(subs)):
            fail(f"results: {result_files(results)}")
        if snapshot(results, kept) != before:
            fail("a result kept from the killed run was rewritten")
        if any(n.startswith(".") for n in os.listdir(results)):
            fail(f"temporaries left: {os.listdir(results)}")
        with open(os.path.join(results, "cat.json")) as f:
            if json.load(f)["report"]["tests"][0]["verdict"] != "runtime_error":
                fail("cat's crash was not recorded as runtime_error")
        check_exports(out, students)

        again = batch(subs, out, "--only", "ben")
        if again.returncode != 0 or "Graded 1 student" not in again.stdout:
            fail(f"--only: {again.returncode} {again.stdout} {again.stderr}")
        exported = subprocess.run([GRADER, "export", "--out", out], capture_output=True, text=True)
        if exported.returncode != 0 or f"Exported {students} students" not in exported.stdout:
            fail(f"export: {exported.returncode} {exported.stdout} {exported.stderr}")

        out2, workspaces = os.path.join(tmp, "out2"), os.path.join(tmp, "workspaces")
        os.makedirs(workspaces)
        # The runs' own uids (when root) must reach their folders: see the TMPDIR check.
        os.chmod(tmp, 0o711)
        os.chmod(workspaces, 0o711)
        private_dir = os.path.join(tmp, "private")
        os.makedirs(private_dir, mode=0o700)
        os.chmod(private_dir, 0o700)
        private = subprocess.run([GRADER, "batch", "--suite", SUITE, "--submissions", subs,
                                  "--out", out2], capture_output=True, text=True,
                                 env=dict(os.environ, TMPDIR=private_dir))
        if os.geteuid() == 0 and (private.returncode != 3 or "cannot be entered" not in private.stderr):
            fail(f"a TMPDIR the runs cannot reach: exit {private.returncode}: {private.stderr}")
        kept = interrupt_after_first_result(subs, out2, workspaces)
        if not 1 <= len(kept) < students:
            fail(f"after Ctrl-C {len(kept)} results, expected some but not all")
        resumed = batch(subs, out2)
        if resumed.returncode != 0 or len(result_files(os.path.join(out2, "results"))) != students:
            fail(f"resuming after Ctrl-C: {resumed.returncode} {resumed.stderr}")
        print(f"Ctrl-C after {len(kept)} results; the rerun graded the rest")

        if batch(os.path.join(tmp, "nowhere"), out).returncode != 2:
            fail("a missing submissions folder must exit 2")
        if batch(subs, out, "--only", "nobody").returncode != 2:
            fail("--only with an unknown student must exit 2")
        print("ok")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
