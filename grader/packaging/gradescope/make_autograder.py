#!/usr/bin/env python3
"""Bundles a Gradescope autograder zip: setup.sh and run_autograder at the root (where
Gradescope looks for them), the toolkit's source under toolkit/, the suite, suite-name
(the suite's file name, read by both scripts) and deadline (how long run_autograder lets
the grading take).

--suite may name an assignment manifest (docs/assignment-manifest.md) instead: then the
manifest and every suite it lists are bundled, at the same paths relative to each
other, and Gradescope shows one score for the whole assignment.

usage: make_autograder.py --suite FILE -o autograder.zip [--deadline 9m] [--toolkit DIR]
"""
import argparse
import os
import re
import stat
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TOOLKIT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
# What building puzzle-grader needs, and nothing of a developer's checkout.
TOOLKIT_PARTS = ["CMakeLists.txt", "cmake", "common", "reference", "grader"]
SKIP_DIRS = {".git", "__pycache__", "tests", "packaging"}
# The grader's own --deadline values (grader/cli/cli.h parse_deadline); the grader still
# checks the value itself when it runs.
DEADLINE = re.compile(r"[0-9]+(\.[0-9]+)?[smh]?")
# A suite's memory_mb when it gives none (common/suite/suite_model.h), and what the
# grader and Python need beside it (docs/platforms/gradescope.md).
DEFAULT_MEMORY_MB = 1024
GRADER_MEMORY_MB = 512


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


def load_yaml(path):
    try:
        import yaml
    except ImportError:
        sys.exit("make_autograder: error: reading the suite needs PyYAML "
                 "(Debian: apt-get install python3-yaml)")
    with open(path, encoding="utf-8") as f:
        try:
            return yaml.safe_load(f)
        except yaml.YAMLError as e:
            sys.exit(f"make_autograder: error: {path} is not valid YAML: {e}")


def memory_mb(limits, default):
    """`limits: {memory_mb: N}` of a suite or a manifest's part, else `default`."""
    value = limits.get("memory_mb") if isinstance(limits, dict) else None
    return value if isinstance(value, int) and value > 0 else default


def manifest_suites(path):
    """The suite files an assignment manifest lists, relative to its folder ([] for a
    suite), and the largest memory_mb its tests may use. The grader checks everything
    else about the manifest (setup.sh validates it)."""
    document = load_yaml(path)
    if not isinstance(document, dict) or "suites" not in document:
        own = document.get("limits") if isinstance(document, dict) else None
        return [], memory_mb(own, DEFAULT_MEMORY_MB)
    files, memory = [], 0
    for part in document.get("suites") or []:
        name = part.get("file") if isinstance(part, dict) else None
        if not isinstance(name, str) or os.path.isabs(name) or ".." in name.split("/"):
            sys.exit(f"make_autograder: error: {path}: each suite's 'file' must be a path "
                     f"inside the manifest's folder, not {name!r}")
        suite_path = os.path.join(os.path.dirname(path), name)
        if not os.path.isfile(suite_path):
            sys.exit(f"make_autograder: error: {path} lists {name}, which does not exist")
        files.append(name)
        suite = load_yaml(suite_path)
        own = memory_mb(suite.get("limits") if isinstance(suite, dict) else None,
                        DEFAULT_MEMORY_MB)
        memory = max(memory, memory_mb(part.get("limits"), own))
    return files, memory


def success_line(args, suite_name, parts, memory):
    what = f"Assignment: {suite_name} ({len(parts)} suites)." if parts else f"Suite: {suite_name}."
    return (f"Wrote {args.output}: upload it as the autograder of your Gradescope assignment "
            f"(base image Ubuntu 22.04 or 24.04). {what} In the assignment's settings, set the "
            f"autograder timeout above {args.deadline} (grading stops at {args.deadline} and "
            f"still writes the results) and the memory to at least "
            f"{memory + GRADER_MEMORY_MB} MB (the tests' {memory} MB and "
            f"{GRADER_MEMORY_MB} MB for the grader).")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0].replace("\n", " "))
    parser.add_argument("--suite", required=True,
                        help="the suite file (YAML), or an assignment manifest, to grade with")
    parser.add_argument("-o", "--output", required=True, help="the zip to write")
    parser.add_argument("--deadline", default="9m",
                        help="how long grading one submission may take, e.g. 9m, 540s or 1h "
                             "(default 9m: a minute below Gradescope's default 10-minute "
                             "timeout); tests not started by then are marked not run")
    parser.add_argument("--toolkit", default=DEFAULT_TOOLKIT, help="the toolkit's source folder")
    args = parser.parse_args()
    if not os.path.isfile(args.suite):
        sys.exit(f"make_autograder: error: {args.suite} is not a file")
    if not os.path.isfile(os.path.join(args.toolkit, "grader", "CMakeLists.txt")):
        sys.exit(f"make_autograder: error: {args.toolkit} is not the toolkit's source folder")
    if not DEADLINE.fullmatch(args.deadline) or float(args.deadline.rstrip("smh")) <= 0:
        sys.exit(f"make_autograder: error: --deadline {args.deadline}: give a time such as 9m, "
                 "540s or 540 (seconds)")
    suite_name = os.path.basename(args.suite)
    parts, memory = manifest_suites(args.suite)
    with zipfile.ZipFile(args.output, "w") as archive:
        add(archive, os.path.join(HERE, "setup.sh"), "setup.sh", executable=True)
        add(archive, os.path.join(HERE, "run_autograder"), "run_autograder", executable=True)
        add(archive, args.suite, suite_name)
        for part in dict.fromkeys(parts):
            add(archive, os.path.join(os.path.dirname(args.suite), part), os.path.normpath(part))
        archive.writestr("suite-name", suite_name + "\n")
        archive.writestr("deadline", args.deadline + "\n")
        add_toolkit(archive, args.toolkit)
    print(success_line(args, suite_name, parts, memory))


main()
