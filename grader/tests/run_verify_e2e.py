"""Runs `puzzle-grader verify DIR` and checks its exit code and that each expected
line appears in its output (stdout and stderr together). With --manifest-replace, DIR
is verified as a copy whose submissions/manifest.yaml has OLD replaced by NEW (e.g. a
declared point value made wrong, which verify must fail); with --add-file, as a copy
holding one more file NAME (e.g. an assignment.yaml with the instructor's rules) with
the text TEXT; --add-file may be given several times.

usage: run_verify_e2e.py [--manifest-replace OLD NEW] [--add-file NAME TEXT]...
                         GRADER DIR EXIT_CODE [EXPECTED_LINE...]
"""
import os
import shutil
import subprocess
import sys
import tempfile


def altered_copy(folder, old, new, work):
    copy = os.path.join(work, os.path.basename(folder.rstrip("/")))
    shutil.copytree(folder, copy)
    manifest = os.path.join(copy, "submissions", "manifest.yaml")
    with open(manifest, encoding="utf-8") as handle:
        text = handle.read()
    if old not in text:
        sys.exit(f"FAIL: {old!r} is not in {manifest}")
    with open(manifest, "w", encoding="utf-8") as handle:
        handle.write(text.replace(old, new, 1))
    return copy


def main(argv):
    args = argv[1:]
    replace = None
    added = []
    if args[0] == "--manifest-replace":
        replace, args = args[1:3], args[3:]
    while args[0] == "--add-file":
        added.append(args[1:3])
        args = args[3:]
    grader, folder, exit_code, *expected = args
    work = tempfile.TemporaryDirectory()
    if replace:
        folder = altered_copy(folder, *replace, work.name)
    if added:
        if not replace:
            copy = os.path.join(work.name, os.path.basename(folder.rstrip("/")))
            shutil.copytree(folder, copy)
            folder = copy
        for name, text in added:
            with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
                handle.write(text)
    done = subprocess.run([grader, "verify", folder, "--jobs", "3", "--no-cache"], capture_output=True,
                          text=True, timeout=120)
    print(done.stdout)
    print(done.stderr, file=sys.stderr)
    lines = (done.stdout + done.stderr).splitlines()
    failures = []
    if done.returncode != int(exit_code):
        failures.append(f"exit code {done.returncode}, expected {exit_code}")
    for line in expected:
        if not any(line in got for got in lines):
            failures.append(f"no line contains {line!r}")
    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
