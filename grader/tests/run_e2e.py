"""Runs the built puzzle-grader on one submission and checks the exit code and the
verdict (and optionally the score) of every test in its JSON report.

usage: run_e2e.py GRADER SUITE SUBMISSION EXIT_CODE VERDICT [--score S] [--max-seconds T]
                  [--reason R] [-- extra grader options]
"""
import json
import subprocess
import sys
import time


def main(argv):
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    argv = argv[:argv.index("--")] if "--" in argv else argv
    grader, suite, submission, exit_code, verdict = argv[1:6]
    options = dict(zip(argv[6::2], argv[7::2]))
    started = time.monotonic()
    done = subprocess.run([grader, "run", "--suite", suite, "--submission", submission,
                           "--format", "json", *extra], capture_output=True, text=True,
                          timeout=120)
    elapsed = time.monotonic() - started
    print(done.stderr, file=sys.stderr)
    report = json.loads(done.stdout)
    print(json.dumps(report, indent=2))
    failures = []
    if done.returncode != int(exit_code):
        failures.append(f"exit code {done.returncode}, expected {exit_code}")
    for test in report["tests"]:
        if test["verdict"] != verdict:
            failures.append(f"{test['name']}: verdict {test['verdict']}, expected {verdict}")
    for test in report["tests"]:
        if "--reason" in options and test["reason"] != options["--reason"]:
            failures.append(f"{test['name']}: reason {test['reason']!r}, expected "
                            f"{options['--reason']!r}")
    if "--score" in options and abs(report["score"] - float(options["--score"])) > 1e-9:
        failures.append(f"score {report['score']}, expected {options['--score']}")
    if "--max-seconds" in options and elapsed > float(options["--max-seconds"]):
        failures.append(f"took {elapsed:.1f} s, more than {options['--max-seconds']} s")
    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
