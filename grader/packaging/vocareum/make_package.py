#!/usr/bin/env python3
"""Makes the Vocareum grading package of an assignment (docs/platforms/vocareum.md): a
folder whose files go, as they are, where Vocareum keeps an assignment part's grading
script (/voc/scripts/, through Configure Workspace):

  grade.sh, grade.py      what Vocareum runs for each graded submission
  vocareum.conf           mode=practice (the sample suites) or mode=final (every suite),
                          and deadline= (puzzle-grader run --deadline; empty: none)
  rubric.csv              the criteria to create in the part's rubric: <name>,<max points>,
                          one per part of the manifest, from the grader's own JSON
  bin/puzzle-grader       the student kit's grader, linked statically (docs/kit.md): it
                          runs on Vocareum's Linux with nothing installed but Python
  share/puzzle/           its harness
  practice/               the kit's manifest and public suites (`puzzle-grader kit`)
  final/assignment.yaml   the course's manifest, with every suite it lists

The kit is made by `GRADER kit`, which needs puzzle-grader-kit built beside GRADER.

usage: make_package.py --suite MANIFEST -o FOLDER [--grader PATH]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_GRADER = os.path.normpath(os.path.join(HERE, "..", "..", "..", "build", "bin",
                                               "puzzle-grader"))
CONF = """# Which suites grade.sh runs (docs/platforms/vocareum.md):
#   practice  the sample tests, on every submission before the deadline
#   final     every suite, hidden ones included: set it after the deadline, then grade
#             each student's last submission
mode=practice
# How long one grading may take (puzzle-grader run --deadline, e.g. 9m): set it a minute
# below your Vocareum part's time limit for grading, if it has one. Empty: no limit.
deadline=
"""


def fail(message):
    sys.exit(f"make_package: error: {message}")


def manifest_suites(path):
    """The suite files the manifest lists, relative to its folder, and its part names."""
    try:
        import yaml
    except ImportError:
        fail("reading the manifest needs PyYAML (Debian: apt-get install python3-yaml)")
    with open(path, encoding="utf-8") as f:
        try:
            document = yaml.safe_load(f)
        except yaml.YAMLError as e:
            fail(f"{path} is not valid YAML: {e}")
    if not isinstance(document, dict) or not isinstance(document.get("suites"), list):
        fail(f"{path} is not an assignment manifest (docs/assignment-manifest.md): Vocareum's "
             "rubric is one criterion per part of a manifest")
    files = []
    for part in document["suites"]:
        name = part.get("file") if isinstance(part, dict) else None
        if not isinstance(name, str) or os.path.isabs(name) or ".." in name.split("/"):
            fail(f"{path}: each suite's 'file' must be a path inside the manifest's folder, "
                 f"not {name!r}")
        if os.path.normpath(name) == "assignment.yaml":
            fail(f"{path} lists a suite named assignment.yaml, the package's name for the "
                 "manifest: rename that suite")
        files.append(name)
    return files


def run(command, what):
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        fail(f"{what} failed (exit code {done.returncode}):\n{done.stdout}{done.stderr}")
    return done


def unpack_kit(grader, manifest, scratch, out):
    """`grader kit`'s grader, harness and public suites, into out/bin, out/share and
    out/practice."""
    empty = os.path.join(scratch, "starter")
    os.makedirs(empty)
    archive = os.path.join(scratch, "kit.tar.gz")
    run([grader, "kit", "--suite", manifest, "-o", archive, "--starter", empty],
        "making the practice suites with `puzzle-grader kit`")
    os.makedirs(os.path.join(scratch, "unpacked"))
    run(["tar", "-xzf", archive, "-C", os.path.join(scratch, "unpacked")], "unpacking the kit")
    kit = os.path.join(scratch, "unpacked", "kit", "grader")
    shutil.copytree(os.path.join(kit, "bin"), os.path.join(out, "bin"))
    shutil.copytree(os.path.join(kit, "share"), os.path.join(out, "share"))
    shutil.copytree(os.path.join(kit, "suites"), os.path.join(out, "practice"))


def rubric_of(grader, manifest, scratch):
    """The parts and their maxima, as the grader counts them: from its JSON report of an
    empty submission (no program runs)."""
    empty = os.path.join(scratch, "nothing")
    os.makedirs(empty)
    report = os.path.join(scratch, "empty.json")
    run([grader, "run", "--suite", manifest, "--submission", empty, "--format", "json",
         "--output", report], "grading an empty submission for the rubric")
    with open(report, encoding="utf-8") as f:
        parts = json.load(f)["parts"]
    for part in parts:
        name = part["name"]
        if not name or "," in name or name != name.strip() or any(c in name for c in "\r\n#"):
            fail(f"the part name {name!r} cannot be a Vocareum criterion in a "
                 "<criterion>,<score> line: no comma, line break or leading # or space")
    return [(part["name"], part["max_score"]) for part in parts]


def points_text(score):
    return f"{score:.2f}".rstrip("0").rstrip(".")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suite", required=True, help="the assignment manifest (YAML)")
    parser.add_argument("-o", "--output", required=True, help="the package folder to make")
    parser.add_argument("--grader", default=DEFAULT_GRADER,
                        help="puzzle-grader, with puzzle-grader-kit beside it")
    args = parser.parse_args()
    manifest = os.path.abspath(args.suite)
    out = os.path.abspath(args.output)
    if not os.path.isfile(manifest):
        fail(f"{args.suite} is not a file")
    if os.path.exists(out):
        fail(f"{args.output} already exists: give a new folder")
    suites = manifest_suites(manifest)
    os.makedirs(out)
    with tempfile.TemporaryDirectory() as scratch:
        unpack_kit(args.grader, manifest, scratch, out)
        final = os.path.join(out, "final")
        os.makedirs(final)
        shutil.copyfile(manifest, os.path.join(final, "assignment.yaml"))
        for suite in dict.fromkeys(suites):
            target = os.path.join(final, os.path.normpath(suite))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(os.path.join(os.path.dirname(manifest), suite), target)
        grader = os.path.join(out, "bin", "puzzle-grader")
        for entry in ("practice", "final"):
            done = subprocess.run([grader, "validate", os.path.join(out, entry, "assignment.yaml")],
                                  capture_output=True, text=True)
            if done.returncode != 0:
                fail(f"the package's {entry} suites do not validate:\n{done.stdout}{done.stderr}")
        rubric = rubric_of(grader, os.path.join(final, "assignment.yaml"), scratch)
    with open(os.path.join(out, "rubric.csv"), "w", encoding="utf-8") as f:
        f.write("# The part's rubric in Vocareum: one criterion per line, <name>,<max points>\n")
        f.writelines(f"{name},{points_text(most)}\n" for name, most in rubric)
    with open(os.path.join(out, "vocareum.conf"), "w", encoding="utf-8") as f:
        f.write(CONF)
    for script in ("grade.sh", "grade.py"):
        shutil.copyfile(os.path.join(HERE, script), os.path.join(out, script))
        os.chmod(os.path.join(out, script), 0o755)
    print(f"Wrote {args.output}: put its files in the part's /voc/scripts/ (Configure "
          "Workspace). Rubric criteria to create (name, max points): "
          + "; ".join(f"{name}, {points_text(most)}" for name, most in rubric)
          + ". Mode: practice (set mode=final in vocareum.conf for the final grading).")


main()
