"""Runs `puzzle-grader verify` on a copy of DIR with a cache folder of its own and checks
what it reuses (grader/verify/result_cache.h): nothing on the first run; every result on
a second run with the same lines; all but the changed example's after an edit; nothing
from a damaged entry or from a folder other users can write to.

usage: run_verify_cache_e2e.py GRADER DIR
"""
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile


def verify(grader, folder, cache):
    env = dict(os.environ, XDG_CACHE_HOME=str(cache))
    done = subprocess.run([grader, "verify", str(folder), "--jobs", "3"], capture_output=True,
                          text=True, timeout=120, env=env)
    print(done.stdout)
    print(done.stderr, file=sys.stderr)
    return done


def ok_lines(done):
    return [line for line in done.stdout.splitlines() if line.startswith(("ok", "FAIL"))]


def expect(failures, condition, what):
    if not condition:
        failures.append(what)


def main(argv):
    grader, source = argv[1], argv[2]
    failures = []
    with tempfile.TemporaryDirectory() as temp:
        folder = pathlib.Path(temp) / "example"
        shutil.copytree(source, folder)
        cache = pathlib.Path(temp) / "cache"
        entries = cache / "puzzle-grader" / "verify"

        first = verify(grader, folder, cache)
        expect(failures, first.returncode == 0, f"first run exit {first.returncode}")
        expect(failures, "reused" not in first.stdout, "the first run reused something")
        stored = sorted(entries.glob("*.json"))
        # 2 examples x 2 suites, and the time-limit example once: 5 pieces.
        expect(failures, len(stored) == 5, f"{len(stored)} entries stored, expected 5")
        expect(failures, oct(entries.stat().st_mode & 0o777) == "0o700", "folder not 0700")

        second = verify(grader, folder, cache)
        expect(failures, second.returncode == 0, f"second run exit {second.returncode}")
        expect(failures, "5 of 5 results reused" in second.stdout, "second run did not reuse all")
        expect(failures, ok_lines(second) == ok_lines(first), "second run printed other lines")

        shout = folder / "submissions" / "wrong_answer" / "shout"
        program = next(p for p in shout.iterdir() if p.is_file())
        program.write_text(program.read_text() + "\n# edited\n")
        edited = verify(grader, folder, cache)
        expect(failures, "3 of 5 results reused" in edited.stdout, "the edit was not regraded")

        for entry in entries.glob("*.json"):
            entry.write_text(entry.read_text()[:40])  # cut short, as by a full disk
        damaged = verify(grader, folder, cache)
        expect(failures, damaged.returncode == 0, f"damaged cache: exit {damaged.returncode}")
        expect(failures, "reused" not in damaged.stdout, "a damaged entry was reused")

        entries.chmod(0o770)
        shared = verify(grader, folder, cache)
        expect(failures, shared.returncode == 0, f"shared cache: exit {shared.returncode}")
        expect(failures, "reused" not in shared.stdout, "a group-writable cache was used")
        expect(failures, "can be written by other users" in shared.stderr,
               "no word on the group-writable cache")
    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
