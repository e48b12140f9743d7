#!/usr/bin/env python3
"""Bundles a Gradescope autograder zip: setup.sh and run_autograder at the root (where
Gradescope looks for them), the toolkit's source under toolkit/, the suite, and
suite-name (the suite's file name, read by both scripts).

usage: make_autograder.py --suite FILE -o autograder.zip [--toolkit DIR]
"""
import argparse
import os
import stat
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TOOLKIT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
# What building puzzle-grader needs, and nothing of a developer's checkout.
TOOLKIT_PARTS = ["CMakeLists.txt", "cmake", "common", "reference", "grader"]
SKIP_DIRS = {".git", "__pycache__", "tests", "packaging"}


def add(archive, path, name, executable=False):
    info = zipfile.ZipInfo.from_file(path, name)
    mode = 0o755 if executable else 0o644
    info.external_attr = (stat.S_IFREG | mode) << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    with open(path, "rb") as f:
        archive.writestr(info, f.read())


def add_toolkit(archive, toolkit):
    for part in TOOLKIT_PARTS:
        root = os.path.join(toolkit, part)
        if os.path.isfile(root):
            add(archive, root, f"toolkit/{part}")
            continue
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("build"))
            for name in sorted(files):
                path = os.path.join(folder, name)
                add(archive, path, "toolkit/" + os.path.relpath(path, toolkit))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suite", required=True, help="the suite file (YAML) to grade with")
    parser.add_argument("-o", "--output", required=True, help="the zip to write")
    parser.add_argument("--toolkit", default=DEFAULT_TOOLKIT, help="the toolkit's source folder")
    args = parser.parse_args()
    if not os.path.isfile(args.suite):
        sys.exit(f"make_autograder: error: {args.suite} is not a file")
    if not os.path.isfile(os.path.join(args.toolkit, "grader", "CMakeLists.txt")):
        sys.exit(f"make_autograder: error: {args.toolkit} is not the toolkit's source folder")
    suite_name = os.path.basename(args.suite)
    with zipfile.ZipFile(args.output, "w") as archive:
        add(archive, os.path.join(HERE, "setup.sh"), "setup.sh", executable=True)
        add(archive, os.path.join(HERE, "run_autograder"), "run_autograder", executable=True)
        add(archive, args.suite, suite_name)
        archive.writestr("suite-name", suite_name + "\n")
        add_toolkit(archive, args.toolkit)
    print(f"Wrote {args.output}: upload it as the autograder of your Gradescope assignment "
          f"(base image Ubuntu 22.04 or 24.04). Suite: {suite_name}.")


main()
