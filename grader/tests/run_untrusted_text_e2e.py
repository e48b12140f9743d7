#!/usr/bin/env python3
"""Student text is data, in every export (issue 14.3). One student, in a folder named
like a spreadsheet formula, runs a program that writes terminal control sequences to
stderr and crashes. `run` (text, JSON and Gradescope reports) and `batch` (progress lines,
gradebook.csv, feedback/*.md, summary.json, class-report.html) must all show that text
neutralised: the expected strings below are written by hand from docs/security.md.

usage: run_untrusted_text_e2e.py GRADER SUITE
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

GRADER, SUITE = sys.argv[1:3]

NAME = '=HYPERLINK("evil.example","pwn")'
# Clear the screen, set the terminal title, return to the line start and overwrite it,
# ring the bell, then a right-to-left override; then crash.
PROGRAM = r'''import sys
sys.stderr.buffer.write(b"\x1b[2J\x1b]0;ALL TESTS PASSED\x07\rall good\xe2\x80\xae\n")
sys.exit(1)
'''
# What any report must show instead (display_text: check/text.h).
SHOWN = r"\x1b[2J\x1b]0;ALL TESTS PASSED\x07\x0dall good\u202e"
ACTIVE = [b"\x1b", b"\x07", b"\xe2\x80\xae", b"\xc2\x9b"]


def file_key(name):
    """The stem of a student's files, written from docs/security.md ("Any folder name"):
    a name that is not plain is its first 48 bytes with every other byte as '_' (and a
    leading '.' or '-' too), '~' and the 16 hex digits of its FNV-1a 64 hash."""
    raw = name.encode()
    plain = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-+@"
    if 0 < len(raw) <= 96 and raw[0] not in b".-" and all(c in plain for c in raw):
        return name
    prefix = bytes(c if c in plain else ord("_") for c in raw[:48])
    if prefix[:1] in (b".", b"-"):
        prefix = b"_" + prefix[1:]
    digest = 0xCBF29CE484222325
    for c in raw:
        digest = ((digest ^ c) * 0x100000001B3) % (1 << 64)
    return prefix.decode() + f"~{digest:016x}"


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def check_inert(label, data):
    """No control character a terminal or viewer would act on (CRLF line ends allowed)."""
    for byte in ACTIVE:
        if byte in data:
            fail(f"{label} holds the raw bytes {byte!r}: {data[:400]!r}")
    if b"\r" in data.replace(b"\r\n", b""):
        fail(f"{label} holds a bare CR: {data[:400]!r}")


def read(path):
    with open(path, "rb") as f:
        return f.read()


def check_run(submission):
    text = subprocess.run([GRADER, "run", "--suite", SUITE, "--submission", submission],
                          capture_output=True, timeout=120)
    check_inert("the text report", text.stdout + text.stderr)
    if ("      " + SHOWN + "\n").encode() not in text.stdout:
        fail(f"the text report does not show the stderr line as {SHOWN}:\n"
             f"{text.stdout.decode(errors='replace')}")
    done = subprocess.run([GRADER, "run", "--suite", SUITE, "--submission", submission,
                           "--format", "json"], capture_output=True, timeout=120)
    check_inert("the JSON report", done.stdout)
    report = json.loads(done.stdout)
    if report["tests"][0]["stderr_tail"] != SHOWN + "\n":
        fail(f"JSON stderr_tail: {report['tests'][0]['stderr_tail']!r}")
    done = subprocess.run([GRADER, "run", "--suite", SUITE, "--submission", submission,
                           "--format", "gradescope"], capture_output=True, timeout=120)
    check_inert("the Gradescope results.json", done.stdout)
    output = json.loads(done.stdout)["tests"][0]["output"]
    if not output.endswith("      " + SHOWN + "\n"):
        fail(f"Gradescope output: {output!r}")


def check_batch(subs, out):
    done = subprocess.run([GRADER, "batch", "--suite", SUITE, "--submissions", subs, "--out", out,
                           "--jobs", "1"], capture_output=True, timeout=300)
    if done.returncode != 0:
        fail(f"batch exited {done.returncode}: {done.stderr!r}")
    check_inert("the batch's progress lines", done.stdout + done.stderr)
    if f"[1/1] {NAME}: 0/2".encode() not in done.stderr:
        fail(f"progress line: {done.stderr!r}")
    for folder, _, files in os.walk(out):
        for name in files:
            check_inert(os.path.join(folder, name), read(os.path.join(folder, name)))

    rows = read(os.path.join(out, "gradebook.csv")).decode().split("\r\n")
    guarded = '"\'=HYPERLINK(""evil.example"",""pwn"")",0,2,0,'
    if not rows[1].startswith(guarded):
        fail(f"gradebook row {rows[1]!r} does not start with {guarded!r}")

    feedback = read(os.path.join(out, "feedback", file_key(NAME) + ".md")).decode()
    if f"# e2e-command: {NAME}\n" not in feedback:
        fail(f"feedback title: {feedback[:200]!r}")
    if f"```text\n{SHOWN}\n```" not in feedback:
        fail(f"feedback stderr block:\n{feedback}")

    summary = json.loads(read(os.path.join(out, "summary.json")))
    if summary["students"][0]["student"] != NAME:
        fail(f"summary.json student: {summary['students'][0]['student']!r}")
    result = json.loads(read(os.path.join(out, "results", file_key(NAME) + ".json")))
    if result["report"]["tests"][0]["stderr_tail"] != SHOWN + "\n":
        fail(f"result file stderr_tail: {result['report']['tests'][0]['stderr_tail']!r}")

    html = read(os.path.join(out, "class-report.html")).decode()
    if "=HYPERLINK(&quot;evil.example&quot;,&quot;pwn&quot;)" not in html:
        fail("class-report.html does not show the escaped student name")


def main():
    tmp = tempfile.mkdtemp(prefix="untrusted-text-e2e-")
    try:
        os.chmod(tmp, 0o711)  # the run's own uid (when root) must reach its workspace
        subs = os.path.join(tmp, "subs")
        student = os.path.join(subs, NAME)
        os.makedirs(student)
        with open(os.path.join(student, "driver.py"), "w") as f:
            f.write(PROGRAM)
        check_run(student)
        check_batch(subs, os.path.join(tmp, "out"))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("ok")


if __name__ == "__main__":
    main()
