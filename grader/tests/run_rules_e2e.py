"""`puzzle-grader rules --suite testcases/<a>/assignment.yaml` lists exactly the names the
manifest's accept: takes (issue 40 item 4): every deviation and variant its suites record,
read here from the suites' YAML by PyYAML, each once, with its sentence. Also what the
issue's instructor looked for: driver's list has the tour's ties-smaller-g and
counts-blank, and ties-by-depth (listed by `puzzle-ref variants driver` before) is
refused with "did you mean 'ties-larger-g'?".

usage: run_rules_e2e.py GRADER TESTCASES
"""
import os
import re
import subprocess
import sys
import tempfile

import yaml


def recorded(folder):
    """name -> sentence of every rule the manifest's suites record, from their YAML."""
    with open(os.path.join(folder, "assignment.yaml"), encoding="utf-8") as handle:
        manifest = yaml.safe_load(handle)
    rules = {}
    for part in manifest["suites"]:
        with open(os.path.join(folder, part["file"]), encoding="utf-8") as handle:
            suite = yaml.safe_load(handle)
        for name, deviation in (suite.get("deviations") or {}).items():
            rules[name] = deviation["yours"]
        for name, variant in (suite.get("variants") or {}).items():
            rules[name] = variant["description"]
    return rules


def listed(grader, manifest):
    done = subprocess.run([grader, "rules", "--suite", manifest], capture_output=True,
                          text=True, timeout=60)
    if done.returncode != 0:
        sys.exit(f"FAIL: rules --suite {manifest} exited {done.returncode}: {done.stderr}")
    head, *lines = done.stdout.splitlines()
    return head, {line.split()[0]: line for line in lines}


def main(grader, testcases):
    failures = []
    for assignment in ("driver", "funny", "fifteen", "lecture"):
        folder = os.path.join(testcases, assignment)
        manifest = os.path.join(folder, "assignment.yaml")
        want = recorded(folder)
        head, got = listed(grader, manifest)
        if f"accept: takes {len(want)} name" not in head:
            failures.append(f"{assignment}: the first line says {head!r}, not {len(want)} names")
        if set(got) != set(want):
            failures.append(f"{assignment}: listed {sorted(got)}, recorded {sorted(want)}")
        for name, sentence in want.items():
            if name in got and sentence not in got[name]:
                failures.append(f"{assignment}: {name}'s line lacks its sentence {sentence!r}")
    _, driver = listed(grader, os.path.join(testcases, "driver", "assignment.yaml"))
    for name in ("ties-smaller-g", "counts-blank", "ties-larger-g"):
        if name not in driver:
            failures.append(f"driver: {name} is not listed")
    with tempfile.TemporaryDirectory() as work:
        manifest = os.path.join(work, "assignment.yaml")
        with open(manifest, "w", encoding="utf-8") as handle:
            hidden = os.path.join(os.path.abspath(testcases), "driver", "hidden.yaml")
            handle.write(f"suites: [{{file: {hidden}}}]\naccept: {{ties-by-depth: 1}}\n")
        done = subprocess.run([grader, "validate", manifest], capture_output=True, text=True,
                              timeout=60)
        if done.returncode != 2 or not re.search(
                r"'ties-by-depth' \(puzzle-grader rules --suite .* lists the \d+ it records\); "
                r"did you mean 'ties-larger-g'\?", done.stderr):
            failures.append(f"validate with ties-by-depth: exit {done.returncode}, {done.stderr!r}")
    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
