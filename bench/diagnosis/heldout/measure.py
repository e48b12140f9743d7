#!/usr/bin/env python3
"""How the grader's explanations fare on the held-out programs (issue 29, item 4).

Grades every program of labels.yaml with `puzzle-grader run --format json`, through its
assignment manifest (testcases/<a>/assignment.yaml) and suite by suite (each suite the
manifest lists), reads the deviations each run names (`explanations[].deviations[].name`)
and classifies them against the program's label:

  right    names exactly one accepted name for each of its rules, nothing else
  partial  names only accepted (or `partial:`) names of its rules, but not all its rules
  wrong    names anything its label does not accept (for a correct or random program:
           any explanation at all)
  none     names nothing

Prints a table and the totals; exit 0 (a measurement, not a test). Placeholders
`new:<name>` in labels.yaml are rules the deviation space does not have yet; once it has
them, `--map new:<name>=<real name>` (repeatable) reads them as the real name.

A `random: true` program is graded twice (--random-runs): a name either run gives counts.

--save FILE keeps the names each run gave; --load FILE classifies them again (another
--map, a corrected label) without grading.

usage: measure.py [--bin DIR] [--jobs N] [--mode both|manifest|suites] [--random-runs N]
                  [--time-limit SECONDS]
                  [--map new:x=y]... [--save FILE | --load FILE] [PROGRAM ...]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
CLASSES = ("right", "partial", "wrong", "none")
TIME_LIMIT = None  # --time-limit: seconds per test for every test, else the suites' own


def grade(grader, suite, submission, jobs):
    """(deviation names, all tests passed) of one `puzzle-grader run`."""
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "report.json")
        subprocess.run([grader, "run", "--suite", suite, "--submission", submission,
                        "--format", "json", "--output", report, "--jobs", str(jobs)] +
                       (["--time-limit", str(TIME_LIMIT)] if TIME_LIMIT else []),
                       capture_output=True, check=False)
        if not os.path.exists(report):
            return None, False
        with open(report) as f:
            result = json.load(f)
    names = set()
    for explanation in result.get("explanations") or []:
        names.update(d["name"] for d in explanation.get("deviations", []))
    return names, bool(result.get("all_passed"))


def classify(names, label, mapping):
    if names is None:
        return "error"
    if not names:
        return "none"
    rules = [] if label.get("random") else label.get("rules") or []
    accepted = [{mapping.get(n, n) for n in rule.get("accept", [])} for rule in rules]
    partial = [{mapping.get(n, n) for n in rule.get("partial", [])} for rule in rules]
    allowed = set().union(*accepted, *partial) if rules else set()
    if not names <= allowed:
        return "wrong"
    each_rule_once = all(len(names & a) == 1 for a in accepted)
    only_accepted = names <= set().union(*accepted)
    return "right" if each_rule_once and only_accepted else "partial"


def suites_of(assignment):
    folder = os.path.join(REPO, "testcases", assignment)
    manifest = os.path.join(folder, "assignment.yaml")
    with open(manifest) as f:
        files = [entry["file"] for entry in yaml.safe_load(f)["suites"]]
    return manifest, [os.path.join(folder, name) for name in files]


def measure_one(grader, name, label, modes, jobs, random_runs):
    """Per mode, the names of every run and whether all tests passed. A random program
    is graded `random_runs` times: a name any run gives counts."""
    rows = [measure_once(grader, name, label, modes, jobs)
            for _ in range(random_runs if label.get("random") else 1)]
    merged = {}
    for mode in modes:
        names = [row[mode][0] for row in rows]
        union = None if None in names else set().union(*names)
        merged[mode] = (union, all(row[mode][1] for row in rows))
    return merged


def measure_once(grader, name, label, modes, jobs):
    submission = os.path.join(HERE, name)
    manifest, suites = suites_of(label["assignment"])
    row = {}
    if "manifest" in modes:
        row["manifest"] = grade(grader, manifest, submission, jobs)
    if "suites" in modes:
        union, passed = set(), True
        for suite in suites:
            names, ok = grade(grader, suite, submission, jobs)
            if names is None:
                union = None
                break
            union |= names
            passed = passed and ok
        row["suites"] = (union, passed)
    return row


def save_results(path, results):
    """The names each run gave, to classify again later (--load) without grading."""
    plain = {name: {mode: [sorted(names) if names is not None else None, passed]
                    for mode, (names, passed) in row.items()}
             for name, row in results.items()}
    with open(path, "w") as f:
        json.dump(plain, f, indent=1, sort_keys=True)


def load_results(path, names, modes):
    with open(path) as f:
        plain = json.load(f)
    missing = [n for n in names if n not in plain or any(m not in plain[n] for m in modes)]
    if missing:
        sys.exit("measure.py: error: %s has no %s result for %s" % (
            path, "/".join(modes), ", ".join(missing)))
    return {name: {mode: (set(plain[name][mode][0]) if plain[name][mode][0] is not None
                          else None, plain[name][mode][1]) for mode in modes}
            for name in names}


def parse_map(pairs):
    mapping = {}
    for pair in pairs:
        placeholder, sep, real = pair.partition("=")
        if not sep or not placeholder.startswith("new:") or not real:
            sys.exit("measure.py: error: --map wants new:<name>=<deviation>, not %r" % pair)
        mapping[placeholder] = real
    return mapping


def print_totals(results, labels, modes, mapping):
    for mode in modes:
        print("\n%s:" % mode)
        for assignment in ("driver", "funny"):
            ruled = {c: 0 for c in CLASSES + ("error",)}
            clean = {c: 0 for c in CLASSES + ("error",)}
            for name, row in results.items():
                label = labels[name]
                if label["assignment"] != assignment:
                    continue
                kind = classify(row[mode][0], label, mapping)
                has_rules = label.get("rules") and not label.get("random")
                (ruled if has_rules else clean)[kind] += 1
            print("  %-6s with rules (%d): right %d, partial %d, wrong %d, none %d%s" % (
                assignment, sum(ruled.values()), ruled["right"], ruled["partial"],
                ruled["wrong"], ruled["none"],
                ", grader error %d" % ruled["error"] if ruled["error"] else ""))
            print("  %-6s correct or random (%d): none %d (right), wrong %d%s" % (
                assignment, sum(clean.values()), clean["none"], clean["wrong"],
                ", grader error %d" % clean["error"] if clean["error"] else ""))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", default=os.path.join(REPO, "build", "bin"),
                        help="folder holding puzzle-grader (default: build/bin)")
    parser.add_argument("--jobs", type=int, default=2, help="tests run at once per grading")
    parser.add_argument("--mode", choices=("both", "manifest", "suites"), default="both")
    parser.add_argument("--random-runs", type=int, default=2,
                        help="times a `random: true` program is graded (default 2)")
    parser.add_argument("--map", action="append", default=[], metavar="new:NAME=DEVIATION")
    parser.add_argument("--time-limit", type=float,
                        help="seconds per test for every test (a loaded machine's wall clock "
                             "can stop tests the suites' limits would let finish)")
    parser.add_argument("--save", metavar="FILE", help="also write the names found, as JSON")
    parser.add_argument("--load", metavar="FILE",
                        help="classify the names a --save run found instead of grading")
    parser.add_argument("programs", nargs="*", help="e.g. driver/random_ties (default: all)")
    args = parser.parse_args()
    mapping = parse_map(args.map)
    global TIME_LIMIT
    TIME_LIMIT = args.time_limit
    grader = os.path.join(args.bin, "puzzle-grader")
    if not args.load and not os.access(grader, os.X_OK):
        sys.exit("measure.py: error: no puzzle-grader in %s (build it, or pass --bin)" % args.bin)
    with open(os.path.join(HERE, "labels.yaml")) as f:
        labels = yaml.safe_load(f)["programs"]
    names = args.programs or list(labels)
    unknown = [n for n in names if n not in labels]
    if unknown:
        sys.exit("measure.py: error: not in labels.yaml: %s" % ", ".join(unknown))
    modes = ("manifest", "suites") if args.mode == "both" else (args.mode,)

    # Programs one after another: each grading already runs --jobs tests at once.
    if args.load:
        results = load_results(args.load, names, modes)
    else:
        results = {}
        for number, name in enumerate(names, 1):
            print("[%d/%d] %s" % (number, len(names), name), file=sys.stderr, flush=True)
            results[name] = measure_one(grader, name, labels[name], modes, args.jobs,
                                        args.random_runs)
    if args.save:
        save_results(args.save, results)

    print("%-44s %-7s" % ("program", "verdict") +
          "".join(" %-56s" % mode for mode in modes))
    for name, row in results.items():
        label = labels[name]
        passed = all(row[m][1] for m in modes)
        verdict_ok = passed == (label["verdict"] == "passed")
        cells = []
        for mode in modes:
            names_seen, _ = row[mode]
            shown = ", ".join(sorted(names_seen)) if names_seen else "-"
            cells.append("%-8s %s" % (classify(names_seen, label, mapping), shown))
        print("%-44s %-7s" % (name, "ok" if verdict_ok else "WRONG") +
              "".join(" %-56s" % c for c in cells))
    print_totals(results, labels, modes, mapping)
    return 0


if __name__ == "__main__":
    sys.exit(main())
