#!/usr/bin/env python3
"""A folder the student nested too deep is the student's submission problem, never the
grader's (issue 38 item 5), in one isolation mode (sandbox, fallback or no-sandbox):

  deep     folders of 255-byte names, 3,584 bytes in all: the path fits under the class
           folder but not under the grader's temporary folder (TMPDIR, made 700 bytes
           deep here), where its copy would fail with ENAMETOOLONG
  deeper   the same, 4,352 bytes: over the 4,096 bytes of any path Linux takes
  fine     a correct program in a folder of its own
  zips     the same as students' own zips (batch's intake): one holding a 4,356-byte path

`run` gives every test of deep and deeper a submission_error whose reason names the path
and the limit (1,024 bytes), exit code 1 like any submission error (never 3); `batch`
gives them the status submission_error (never grader_error) and grades fine, and a zip
holding such a path is refused as that student's problem (the batch goes on); PrairieLearn's
entrypoint says what to fix (format_errors, gradable false like the other problems found
before anything runs), never "a problem with the grader". No workspace is left in TMPDIR.
A TMPDIR too deep for a path within the limits stays the grader's problem (exit 3).

usage: run_deep_folder_e2e.py GRADER SUITE RUN_GRADER sandbox|fallback|no-sandbox
"""
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import zipfile

GRADER, SUITE, RUN_GRADER, MODE = sys.argv[1:5]
CORRECT = 'import sys\nopen("output.txt", "w").write("word: %s\\nlength: %d\\n" % ' \
          '(sys.argv[1], len(sys.argv[1])))\n'
NAME = "d" * 255
# The sentence of grade/system_environment.cc, from the start of the path's last 30 bytes.
SAID = "d" * 30 + " in the submission is 1279 bytes long, more than the 1024 the grader takes"
NO_BUBBLEWRAP = "PUZZLE_GRADER_NO_BUBBLEWRAP"


def fail(message):
    print(f"FAIL ({MODE}):", message)
    sys.exit(1)


def nest(top, levels, name=NAME):
    """`levels` folders named `name`, each in the last, made relative to the last one (the
    whole path may pass 4,096 bytes); returns the path's length below `top`."""
    fd = os.open(top, os.O_RDONLY | os.O_DIRECTORY)
    try:
        for _ in range(levels):
            os.mkdir(name, mode=0o755, dir_fd=fd)
            inner = os.open(name, os.O_RDONLY | os.O_DIRECTORY, dir_fd=fd)
            os.close(fd)
            fd = inner
    finally:
        os.close(fd)
    return levels * (len(name) + 1)


def student(root, name, levels):
    folder = root / name
    folder.mkdir(mode=0o755)
    (folder / "driver.py").write_text(CORRECT)
    (folder / "driver.py").chmod(0o644)
    return nest(folder, levels) if levels else 0


def environment(tmpdir):
    env = dict(os.environ, TMPDIR=str(tmpdir))
    env.pop(NO_BUBBLEWRAP, None)
    if MODE == "fallback":
        env[NO_BUBBLEWRAP] = "1"
    return env


def mode_flags():
    return ["--no-sandbox"] if MODE == "no-sandbox" else []


def leftovers(tmpdir):
    return [p.name for p in tmpdir.iterdir() if p.name.startswith("puzzle-")]


def check_run(root, tmpdir, name):
    done = subprocess.run([GRADER, "run", "--suite", SUITE, "--submission",
                           str(root / "class" / name), "--format", "json", *mode_flags()],
                          capture_output=True, env=environment(tmpdir), timeout=120)
    try:
        report = json.loads(done.stdout)
    except ValueError:
        fail(f"run {name}: no report (exit {done.returncode}): {done.stderr.decode()[-300:]}")
    if done.returncode != 1 or report.get("status") == "grader_error":
        fail(f"run {name}: exit {done.returncode}, status {report.get('status')}")
    for test in report["tests"]:
        if test["verdict"] != "submission_error" or SAID not in test["reason"]:
            fail(f"run {name}: {test['verdict']}: {test['reason']!r}")
    issue = report.get("submission_problem") or {}
    if issue.get("problem") != "too_large":
        fail(f"run {name}: the submission's issue is {issue}")
    print(f"ok   run {name}: exit 1, submission_error: {report['tests'][0]['reason'][:90]}...")


def check_batch(root, tmpdir):
    out = root / "out"
    done = subprocess.run([GRADER, "batch", "--suite", SUITE, "--submissions",
                           str(root / "class"), "--out", str(out), *mode_flags()],
                          capture_output=True, env=environment(tmpdir), timeout=300)
    if done.returncode != 0:
        fail(f"batch exited {done.returncode}: {done.stderr.decode()[-400:]}")
    for name, status in (("deep", "submission_error"), ("deeper", "submission_error"),
                         ("fine", "graded")):
        result = json.loads((out / "results" / f"{name}.json").read_text())
        if result["status"] != status:
            fail(f"batch: {name} has status {result['status']}, expected {status}: "
                 f"{result.get('error')}")
    print("ok   batch: deep and deeper submission_error, fine graded")


def check_zips(root, tmpdir):
    zips = root / "zips"
    zips.mkdir(mode=0o755)
    for name, deep in (("hw8_deep", True), ("hw8_fine", False)):
        with zipfile.ZipFile(zips / f"{name}.zip", "w") as archive:
            archive.writestr("driver.py", CORRECT)
            if deep:
                archive.writestr((NAME + "/") * 17 + "x.py", "x = 1\n")
    out = root / "zips-out"
    done = subprocess.run([GRADER, "batch", "--suite", SUITE, "--submissions", str(zips),
                           "--out", str(out), *mode_flags()],
                          capture_output=True, env=environment(tmpdir), timeout=300)
    if done.returncode != 0:
        fail(f"batch of zips exited {done.returncode}: {done.stderr.decode()[-400:]}")
    for name, status in (("deep", "submission_error"), ("fine", "graded")):
        result = json.loads((out / "results" / f"{name}.json").read_text())
        if result["status"] != status:
            fail(f"batch of zips: {name} has status {result['status']}, expected {status}")
    reason = json.loads((out / "results" / "deep.json").read_text())["report"]["status_reason"]
    if "a path of 4356 bytes, more than the 1024 the grader takes" not in reason:
        fail(f"batch of zips: deep's reason does not name the path and the limit: {reason}")
    print(f"ok   batch of zips: deep refused as the student's: {reason[:90]}...")


def check_prairielearn(root, tmpdir):
    grade = root / "grade"
    (grade / "tests").mkdir(parents=True)
    shutil.copy(SUITE, grade / "tests" / "suite.yaml")
    (grade / "student").mkdir(mode=0o755)
    (grade / "student" / "driver.py").write_text(CORRECT)
    # Fits under /grade/student, not under the entrypoint's private copy in TMPDIR.
    nest(grade / "student", 14)
    grader = GRADER
    if MODE == "no-sandbox":
        grader = str(root / "grader-no-sandbox")
        pathlib.Path(grader).write_text(f'#!/bin/sh\nexec "{GRADER}" "$@" --no-sandbox\n')
        os.chmod(grader, 0o755)
    env = dict(environment(tmpdir), GRADE_ROOT=str(grade), PUZZLE_GRADER=grader)
    done = subprocess.run([sys.executable, RUN_GRADER], capture_output=True, text=True,
                          env=env, timeout=300)
    results_file = grade / "results" / "results.json"
    if done.returncode != 0 or not results_file.is_file():
        fail(f"run_grader.py exited {done.returncode}: {done.stdout}{done.stderr}")
    results = json.loads(results_file.read_text())
    message = results.get("message", "")
    if results["gradable"] or SAID not in message or "problem with the grader" in message \
            or not results.get("format_errors") or results["score"] != 0:
        fail(f"PrairieLearn: expected the student's problem with what to fix: {results}")
    print(f"ok   PrairieLearn: gradable false, format_errors: {message[:90]}...")


def check_graders_own(root, tmpdir):
    """A path within the limits under a TMPDIR too deep for it is the grader's problem."""
    (root / "within").mkdir(mode=0o755)
    (root / "within" / "driver.py").write_text(CORRECT)
    nest(root / "within", 3)  # 768 bytes
    deep_tmp = tmpdir / "t"
    deep_tmp.mkdir(mode=0o711)
    nest(deep_tmp, 11, "t" * 250)
    deep_tmp = pathlib.Path(str(deep_tmp) + ("/" + "t" * 250) * 11)
    workspace = len(str(deep_tmp)) + len("/puzzle-ws-0123456789abcdef-XXXXXX")
    if not workspace < 4096 - 256 < workspace + 768:
        fail(f"the deep TMPDIR is {len(str(deep_tmp))} bytes: make the test fit this machine")
    done = subprocess.run([GRADER, "run", "--suite", SUITE, "--submission",
                           str(root / "within"), "--format", "json", *mode_flags()],
                          capture_output=True, env=environment(deep_tmp), timeout=120)
    if done.returncode != 3 or b"cannot prepare a folder" not in done.stderr:
        fail(f"a TMPDIR too deep: exit {done.returncode}, {done.stderr.decode()[-300:]}")
    print("ok   a TMPDIR too deep for a path within the limits: exit 3, the grader's")


def main():
    with tempfile.TemporaryDirectory(prefix="deep-folder-") as private:
        root = pathlib.Path(private)
        root.chmod(0o711)  # the runs' own uids reach their workspaces below
        # The grader's temporary folder, 700 bytes deeper than the class folder.
        tmpdir = root / "tmp"
        tmpdir.mkdir(mode=0o711)
        nest(tmpdir, 3, "t" * 233)
        tmpdir = pathlib.Path(str(tmpdir) + ("/" + "t" * 233) * 3)
        (root / "class").mkdir(mode=0o755)
        for name, levels in (("deep", 14), ("deeper", 17), ("fine", 0)):
            length = student(root / "class", name, levels)
            print(f"     {name}: {len(str(root / 'class' / name)) + length} bytes of path")
        check_run(root, tmpdir, "deep")
        check_run(root, tmpdir, "deeper")
        check_batch(root, tmpdir)
        check_zips(root, tmpdir)
        check_prairielearn(root, tmpdir)
        if leftovers(tmpdir):
            fail(f"left in TMPDIR: {leftovers(tmpdir)}")
        check_graders_own(root, tmpdir)
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
