#!/usr/bin/env python3
"""End-to-end test of results that are never stale and never clobbered:

1. Two batches started at the same time on one --out folder, for overlapping classes
   (s1-s6 and s4-s9), lose nothing: every student has a complete result. Planted in
   results/ beforehand: an old temporary whose writer is alive (a process holding its
   flock), a young unlocked one (a writer that may not have locked it yet) and an old
   unlocked one (a dead writer's); only the last may be removed.
2. A result written by another build of the grader is graded again: a copy of the
   grader binary with one byte appended is another build.

usage: run_batch_share_e2e.py GRADER SUITE
"""
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

GRADER, SUITE = sys.argv[1:3]

SLOW = """import sys, time
time.sleep(0.3)
word = sys.argv[1]
with open("output.txt", "w") as out:
    out.write(f"word: {word}\\nlength: {len(word)}\\n")
"""

HOUR_AGO = time.time() - 3600


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def make_class(subs, names):
    for name in names:
        os.makedirs(os.path.join(subs, name))
        with open(os.path.join(subs, name, "driver.py"), "w") as f:
            f.write(SLOW)


def start_batch(grader, subs, out):
    return subprocess.Popen([grader, "batch", "--suite", SUITE, "--submissions", subs, "--out", out,
                             "--jobs", "2"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def batch(grader, subs, out):
    process = start_batch(grader, subs, out)
    stdout, stderr = process.communicate(timeout=300)
    if process.returncode != 0:
        fail(f"batch exited {process.returncode}: {stderr}")
    return stdout, stderr


def plant_temporaries(results):
    """Returns (paths that must stay, path that must go, the live writer's lock file)."""
    os.makedirs(results, exist_ok=True)
    live = os.path.join(results, ".s1.json.tmp-4194301-0000abcd-0")
    young = os.path.join(results, ".s2.json.tmp-4194302-0000abcd-0")
    dead = os.path.join(results, ".s3.json.tmp-4194303-0000abcd-0")
    for path in (live, young, dead):
        with open(path, "w") as f:
            f.write('{"partial')
    os.utime(live, (HOUR_AGO, HOUR_AGO))
    os.utime(dead, (HOUR_AGO, HOUR_AGO))
    writer = open(live, "r")
    fcntl.flock(writer, fcntl.LOCK_EX)  # held until closed: a live writer, however old
    return [live, young], dead, writer


def stored(results, name):
    with open(os.path.join(results, name + ".json")) as f:
        return json.load(f)


def two_batches_at_once(tmp):
    subs_a, subs_b = os.path.join(tmp, "class-a"), os.path.join(tmp, "class-b")
    out = os.path.join(tmp, "out")
    results = os.path.join(out, "results")
    everyone = [f"s{i}" for i in range(1, 10)]
    make_class(subs_a, everyone[:6])
    make_class(subs_b, everyone[3:])
    keep, dead, writer = plant_temporaries(results)

    first, second = start_batch(GRADER, subs_a, out), start_batch(GRADER, subs_b, out)
    for process in (first, second):
        _, stderr = process.communicate(timeout=300)
        if process.returncode != 0:
            fail(f"a batch exited {process.returncode}: {stderr}")

    builds = set()
    for name in everyone:
        result = stored(results, name)
        if result["status"] != "graded" or result["report"]["score"] != 2:
            fail(f"{name}: {result['status']}, {result.get('report', {}).get('score')}")
        builds.add(result["grader_build"])
    if len(builds) != 1 or not next(iter(builds)).startswith("grader fnv1a64:"):
        fail(f"grader builds recorded: {builds}")
    for path in keep:
        if not os.path.exists(path):
            fail(f"{os.path.basename(path)} was removed though its writer may be alive")
    if os.path.exists(dead):
        fail("a dead writer's old temporary was left")
    left = sorted(n for n in os.listdir(results) if n.startswith("."))
    if left != sorted(os.path.basename(p) for p in keep):
        fail(f"temporaries left: {left}")
    writer.close()

    exported = subprocess.run([GRADER, "export", "--out", out], capture_output=True, text=True)
    if "Exported 9 students" not in exported.stdout:
        fail(f"export: {exported.stdout} {exported.stderr}")
    print("two batches at once on one results folder: 9 of 9 results, live temporaries kept")
    return subs_a, out, next(iter(builds))


def another_build_regrades(tmp, subs, out, build):
    other = os.path.join(tmp, "other-build", "puzzle-grader")
    os.makedirs(os.path.dirname(other))
    shutil.copy2(GRADER, other)
    with open(other, "ab") as f:
        f.write(b"\0")  # another binary: another build, same behaviour
    results = os.path.join(out, "results")

    stdout, stderr = batch(other, subs, out)
    if "Graded 6 students." not in stdout or "already graded" in stderr:
        fail(f"another build must grade all 6 again: {stdout} {stderr}")
    rebuilt = stored(results, "s1")["grader_build"]
    if rebuilt == build or stored(results, "s9")["grader_build"] != build:
        fail(f"builds: s1 {rebuilt}, s9 {stored(results, 's9')['grader_build']}, first {build}")

    stdout, stderr = batch(GRADER, subs, out)
    if "Graded 6 students." not in stdout:
        fail(f"back to the first build must grade all 6 again: {stdout} {stderr}")
    stdout, stderr = batch(GRADER, subs, out)
    if "Graded 0 students (6 kept from an earlier run)" not in stdout:
        fail(f"the same build and suite must keep every result: {stdout} {stderr}")
    print("a result of another grader build is graded again; the same build keeps it")


def main():
    tmp = tempfile.mkdtemp(prefix="batch-share-e2e-")
    try:
        subs, out, build = two_batches_at_once(tmp)
        another_build_regrades(tmp, subs, out, build)
        print("ok")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
