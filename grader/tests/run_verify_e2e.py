"""Runs `puzzle-grader verify DIR` and checks its exit code and that each expected
line appears in its output (stdout and stderr together).

usage: run_verify_e2e.py GRADER DIR EXIT_CODE [EXPECTED_LINE...]
"""
import subprocess
import sys


def main(argv):
    grader, folder, exit_code, *expected = argv[1:]
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
