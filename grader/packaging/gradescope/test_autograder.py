#!/usr/bin/env python3
"""Simulates Gradescope locally: bundles the autograder zip, unpacks it into a temporary
folder standing in for /autograder (AUTOGRADER_ROOT), checks the bundled toolkit
configures with CMake, runs run_autograder on an example submission and validates
results.json against Gradescope's documented format
(https://gradescope-autograders.readthedocs.io/en/latest/specs/).

usage: test_autograder.py GRADER SUITE SUBMISSION EXPECTED_SCORE
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
GRADER, SUITE, SUBMISSION, EXPECTED_SCORE = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
VISIBILITIES = {"hidden", "after_due_date", "after_published", "visible"}
FORMATS = {"text", "html", "simple_format", "md", "ansi"}


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def validate(results):
    """The fields and types Gradescope's specification documents."""
    problems = []
    if not number(results.get("score")):
        problems.append("top-level score must be a number")
    if not number(results.get("execution_time")):
        problems.append("execution_time must be a number (seconds)")
    if not isinstance(results.get("output"), str):
        problems.append("output must be a string")
    for key in ("output_format", "test_output_format"):
        if key in results and results[key] not in FORMATS:
            problems.append(f"{key} must be one of {sorted(FORMATS)}")
    if not isinstance(results.get("tests"), list):
        problems.append("tests must be a list")
    for i, test in enumerate(results.get("tests", [])):
        for key, ok in (("name", isinstance(test.get("name"), str)),
                        ("score", number(test.get("score"))),
                        ("max_score", number(test.get("max_score"))),
                        ("status", test.get("status") in ("passed", "failed")),
                        ("output", isinstance(test.get("output"), str)),
                        ("visibility", test.get("visibility") in VISIBILITIES)):
            if not ok:
                problems.append(f"tests[{i}].{key} is missing or invalid: {test.get(key)!r}")
    return problems


def unpack(tmp):
    archive_path = os.path.join(tmp, "autograder.zip")
    subprocess.run([sys.executable, os.path.join(HERE, "make_autograder.py"), "--suite", SUITE,
                    "-o", archive_path], check=True)
    root = os.path.join(tmp, "autograder")
    with zipfile.ZipFile(archive_path) as archive:
        names = archive.namelist()
        for required in ("setup.sh", "run_autograder", "suite-name", "toolkit/CMakeLists.txt",
                         os.path.basename(SUITE)):
            if required not in names:
                fail(f"{required} is not at the root of the zip: {names[:10]}")
        for script in ("setup.sh", "run_autograder"):
            if not (archive.getinfo(script).external_attr >> 16) & 0o100:
                fail(f"{script} is not executable in the zip")
        archive.extractall(os.path.join(root, "source"))
    for script in ("setup.sh", "run_autograder"):  # zipfile does not restore modes
        os.chmod(os.path.join(root, "source", script), 0o755)
    return root


def configure(root, tmp):
    """The bundled source must be complete enough for CMake (setup.sh's first step)."""
    done = subprocess.run(["cmake", "-S", os.path.join(root, "source", "toolkit"), "-B",
                           os.path.join(tmp, "configure"), "-DPUZZLE_BUILD_TESTS=OFF",
                           "-DPUZZLE_BUILD_BENCH=OFF"], capture_output=True, text=True)
    if done.returncode != 0:
        fail("the bundled toolkit does not configure:\n" + done.stderr[-3000:])


def run_autograder(root, grader):
    shutil.rmtree(os.path.join(root, "results"), ignore_errors=True)
    env = dict(os.environ, AUTOGRADER_ROOT=root, PUZZLE_GRADER=grader)
    done = subprocess.run([os.path.join(root, "source", "run_autograder")], env=env, cwd=root,
                          capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        fail(f"run_autograder exited {done.returncode}: {done.stderr}")
    with open(os.path.join(root, "results", "results.json")) as f:
        results = json.load(f)
    problems = validate(results)
    if problems:
        fail("results.json does not follow Gradescope's format:\n  " + "\n  ".join(problems))
    return results


def main():
    tmp = tempfile.mkdtemp(prefix="gradescope-")
    try:
        root = unpack(tmp)
        configure(root, tmp)
        shutil.copytree(SUBMISSION, os.path.join(root, "submission"))
        results = run_autograder(root, GRADER)
        if abs(results["score"] - EXPECTED_SCORE) > 1e-9 or not results["tests"]:
            fail(f"score {results['score']}, expected {EXPECTED_SCORE}: {results}")
        shutil.rmtree(os.path.join(root, "submission"))
        os.makedirs(os.path.join(root, "submission"))  # a student who uploaded nothing
        empty = run_autograder(root, GRADER)
        if empty["score"] != 0 or not empty["output"].startswith("No submission: "):
            fail(f"an empty submission must say so first: {empty['output']!r}")
        broken = run_autograder(root, "/bin/false")  # the grader itself fails
        if broken["score"] != 0 or "could not grade" not in broken["output"]:
            fail(f"a failing grader must still give a results.json that says so: {broken}")
        print("ok:", json.dumps(results)[:300])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
