#!/usr/bin/env python3
"""End-to-end test of a class split into shares (batch --shard, issue 16 item 6):

1. Four shares started at once on one --out folder, each told its share another way
   (--shard 1/4; a Slurm array from 1; a Kubernetes Indexed Job; --shard 4/4), grade
   exactly the students an independent implementation of the documented hash gives
   them, and lose nothing: `export --submissions` gives the gradebook a single batch
   gives, byte for byte. The shares write no gradebook of their own.
2. A student no share graded (a result removed, a folder added late) gets a gradebook
   row and is listed by export, not dropped.
3. Bad shares are one error line and exit 2.

usage: run_batch_shards_e2e.py GRADER SUITE
"""
import os
import shutil
import subprocess
import sys
import tempfile

GRADER, SUITE = sys.argv[1:3]

# The suite asks for "word: W" and "length: len(W)" in output.txt.
PROGRAMS = {
    "right": 'import sys\nw = sys.argv[1]\nopen("output.txt", "w").write(f"word: {w}\\nlength: {len(w)}\\n")\n',
    "wrong_length": 'import sys\nw = sys.argv[1]\nopen("output.txt", "w").write(f"word: {w}\\nlength: 99\\n")\n',
    "crash": 'raise SystemExit("no")\n',
}
NAMES = [f"{kind}_{i:02}" for kind in PROGRAMS for i in range(5)]  # 15 students


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def shard_of(name, count):
    """The documented share (batch/shard.h): fmix64(FNV-1a 64(name)) mod count, plus 1."""
    mask = 2**64 - 1
    h = 0xcbf29ce484222325
    for byte in name.encode():
        h = ((h ^ byte) * 0x100000001b3) & mask
    h ^= h >> 33
    h = (h * 0xff51afd7ed558ccd) & mask
    h ^= h >> 33
    h = (h * 0xc4ceb9fe1a85ec53) & mask
    h ^= h >> 33
    return h % count + 1


def clean_environment(**extra):
    """This process's environment without any scheduler's share, plus `extra`."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("SLURM_") and k not in ("JOB_COMPLETION_INDEX", "PUZZLE_SHARD_COUNT")}
    env.update(extra)
    return env


def make_class(subs, names):
    for name in names:
        os.makedirs(os.path.join(subs, name))
        with open(os.path.join(subs, name, "driver.py"), "w") as f:
            f.write(PROGRAMS[name.rsplit("_", 1)[0]])


def batch_command(subs, out, *extra):
    return [GRADER, "batch", "--suite", SUITE, "--submissions", subs, "--out", out, "--jobs", "1", *extra]


def read(path):
    with open(path, "rb") as f:
        return f.read()


def four_shares_at_once(tmp, subs):
    out = os.path.join(tmp, "sharded")
    ways = [  # (extra arguments, environment)
        (["--shard", "1/4"], clean_environment()),
        ([], clean_environment(SLURM_ARRAY_TASK_ID="2", SLURM_ARRAY_TASK_COUNT="4",
                               SLURM_ARRAY_TASK_MIN="1", SLURM_ARRAY_TASK_MAX="4",
                               SLURM_ARRAY_TASK_STEP="1")),
        ([], clean_environment(JOB_COMPLETION_INDEX="2", PUZZLE_SHARD_COUNT="4")),
        (["--shard", "4/4"], clean_environment(SLURM_ARRAY_TASK_ID="0", SLURM_ARRAY_TASK_COUNT="2")),
    ]
    processes = [subprocess.Popen(batch_command(subs, out, *extra), env=env, text=True,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                 for extra, env in ways]
    for k, process in enumerate(processes, start=1):
        stdout, stderr = process.communicate(timeout=300)
        if process.returncode != 0:
            fail(f"share {k} exited {process.returncode}: {stderr}")
        share = sorted(n for n in NAMES if shard_of(n, 4) == k)
        if f"Share {k}/4: graded {len(share)} student" not in stdout:
            fail(f"share {k} should grade {share}: {stdout} {stderr}")
        graded = sorted(line.split("] ", 1)[1].split(":", 1)[0]
                        for line in stderr.splitlines() if line.startswith("["))
        if graded != share:
            fail(f"share {k} graded {graded}, the hash gives it {share}")
    if os.path.exists(os.path.join(out, "gradebook.csv")):
        fail("a share wrote a gradebook before every share was done")
    results = sorted(n for n in os.listdir(os.path.join(out, "results")))
    if results != sorted(n + ".json" for n in NAMES):
        fail(f"results after four shares: {results}")

    exported = subprocess.run([GRADER, "export", "--out", out, "--submissions", subs],
                              capture_output=True, text=True, env=clean_environment())
    if exported.returncode != 0 or f"Exported {len(NAMES)} students" not in exported.stdout \
            or "Not graded" in exported.stdout:
        fail(f"export: {exported.returncode} {exported.stdout} {exported.stderr}")

    single = os.path.join(tmp, "single")
    one = subprocess.run(batch_command(subs, single), capture_output=True, text=True,
                         env=clean_environment())
    if one.returncode != 0:
        fail(f"single batch: {one.stderr}")
    if read(os.path.join(out, "gradebook.csv")) != read(os.path.join(single, "gradebook.csv")):
        fail("the merged gradebook differs from a single batch's:\n"
             f"{read(os.path.join(out, 'gradebook.csv')).decode()}\n"
             f"{read(os.path.join(single, 'gradebook.csv')).decode()}")
    print(f"four shares at once: {len(NAMES)} of {len(NAMES)} results, each in the share the "
          "hash gives; the merged gradebook is a single batch's")
    return out


def nobody_dropped(subs, out):
    os.remove(os.path.join(out, "results", "crash_03.json"))
    make_class(subs, ["right_late"])
    exported = subprocess.run([GRADER, "export", "--out", out, "--submissions", subs],
                              capture_output=True, text=True, env=clean_environment())
    if exported.returncode != 0 or "Not graded by any batch or shard (2;" not in exported.stdout \
            or "  crash_03\n  right_late\n" not in exported.stdout:
        fail(f"export must list who has no result: {exported.stdout} {exported.stderr}")
    rows = read(os.path.join(out, "gradebook.csv")).decode().splitlines()
    late = [row for row in rows if row.startswith("right_late,")]
    if len(rows) != len(NAMES) + 2 or len(late) != 1 or ",,,,grader_error,no result yet" not in late[0]:
        fail(f"gradebook must keep every student: {rows}")
    print("export lists and keeps a student no share graded")


def bad_shares(subs, out):
    cases = [
        (["--shard", "5/4"], {}, "'5/4': the share must be from 1 to 4"),
        (["--shard", "two"], {}, "'two' is not K/N"),
        (["--shard", "1/2", "--only", "right_00"], {}, "excludes"),
        ([], {"SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_MIN": "1",
              "SLURM_ARRAY_TASK_MAX": "7"}, "SLURM_ARRAY_TASK_ID=7 does not tell its share"),
        ([], {"JOB_COMPLETION_INDEX": "1"}, "PUZZLE_SHARD_COUNT is not"),
    ]
    for extra, env, expected in cases:
        run = subprocess.run(batch_command(subs, out, *extra), capture_output=True, text=True,
                             env=clean_environment(**env))
        # One error line (the command line's own errors add the usual pointer to --help).
        lines = [line for line in run.stderr.strip().splitlines() if not line.startswith("Try ")]
        if run.returncode != 2 or len(lines) != 1 or expected not in lines[0]:
            fail(f"{extra} {env}: exit {run.returncode}, stderr {run.stderr!r}")
    print("bad shares: one error line each, exit 2")


def main():
    tmp = tempfile.mkdtemp(prefix="batch-shards-e2e-")
    try:
        subs = os.path.join(tmp, "class")
        make_class(subs, NAMES)
        out = four_shares_at_once(tmp, subs)
        bad_shares(subs, out)
        nobody_dropped(subs, out)
        print("ok")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
