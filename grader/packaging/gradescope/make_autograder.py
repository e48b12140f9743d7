#!/usr/bin/env python3
"""Bundles a Gradescope autograder zip: setup.sh and run_autograder at the root (where
Gradescope looks for them), the toolkit's source under toolkit/, the suite, and
suite-name (the suite's file name, read by both scripts).

--suite may name an assignment manifest (docs/assignment-manifest.md) instead: then the
manifest and every suite it lists are bundled, at the same paths relative to each
other, and Gradescope shows one score for the whole assignment.

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


def manifest_suites(path):
    """The suite files an assignment manifest lists, relative to its folder; [] for a
    suite. The grader checks everything else about the manifest (setup.sh validates it)."""
    try:
        import yaml
    except ImportError:
        sys.exit("make_autograder: error: reading an assignment manifest needs PyYAML "
                 "(Debian: apt-get install python3-yaml)")
    with open(path, encoding="utf-8") as f:
        try:
            document = yaml.safe_load(f)
        except yaml.YAMLError as e:
            sys.exit(f"make_autograder: error: {path} is not valid YAML: {e}")
    if not isinstance(document, dict) or "suites" not in document:
        return []
    files = []
    for part in document.get("suites") or []:
        name = part.get("file") if isinstance(part, dict) else None
        if not isinstance(name, str) or os.path.isabs(name) or ".." in name.split("/"):
            sys.exit(f"make_autograder: error: {path}: each suite's 'file' must be a path "
                     f"inside the manifest's folder, not {name!r}")
        if not os.path.isfile(os.path.join(os.path.dirname(path), name)):
            sys.exit(f"make_autograder: error: {path} lists {name}, which does not exist")
        files.append(name)
    return files


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
    parts = manifest_suites(args.suite)
    with zipfile.ZipFile(args.output, "w") as archive:
        add(archive, os.path.join(HERE, "setup.sh"), "setup.sh", executable=True)
        add(archive, os.path.join(HERE, "run_autograder"), "run_autograder", executable=True)
        add(archive, args.suite, suite_name)
        for part in dict.fromkeys(parts):
            add(archive, os.path.join(os.path.dirname(args.suite), part), os.path.normpath(part))
        archive.writestr("suite-name", suite_name + "\n")
        add_toolkit(archive, args.toolkit)
    print(f"Wrote {args.output}: upload it as the autograder of your Gradescope assignment "
          f"(base image Ubuntu 22.04 or 24.04). "
          + (f"Assignment: {suite_name} ({len(parts)} suites)." if parts else f"Suite: {suite_name}."))


main()
