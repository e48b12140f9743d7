"""Shared checks of the platform end-to-end tests: PrairieLearn's results.json as its
external-grading page documents it
(https://prairielearn.readthedocs.io/en/latest/externalGrading/#grading-results), and
the funny assignment's expected totals, worked out from its suites' YAML."""
import json
import math
import os

import yaml

PRAIRIELEARN_MAX_BYTES = 1_000_000


def number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def prairielearn_problems(text):
    """What in results.json does not follow PrairieLearn's documented format."""
    problems = []
    if len(text.encode("utf-8")) > PRAIRIELEARN_MAX_BYTES:
        problems.append(f"{len(text)} bytes, over the 1 MB limit")
    results = json.loads(text)
    if not isinstance(results.get("gradable"), bool):
        problems.append("gradable must be true or false")
    if not number(results.get("score")) or not 0 <= results["score"] <= 1:
        problems.append(f"score must be a number in 0..1: {results.get('score')!r}")
    if not isinstance(results.get("message"), str):
        problems.append("message must be a string")
    if "format_errors" in results and not isinstance(results["format_errors"], (str, list)):
        problems.append("format_errors must be a string or a list of strings")
    tests = results.get("tests")
    if not isinstance(tests, list):
        return problems + ["tests must be a list"]
    for i, test in enumerate(tests):
        for key, ok in (("name", isinstance(test.get("name"), str)),
                        ("points", number(test.get("points"))),
                        ("max_points", number(test.get("max_points"))),
                        ("message", isinstance(test.get("message"), str)),
                        ("output", isinstance(test.get("output"), str))):
            if not ok:
                problems.append(f"tests[{i}].{key} is missing or invalid: {test.get(key)!r}")
    if results.get("gradable") and tests and not problems:
        total = sum(t["max_points"] for t in tests)
        expected = sum(t["points"] for t in tests) / total if total else 0
        if not math.isclose(results["score"], expected, abs_tol=1e-9):
            problems.append(f"score {results['score']} is not sum(points)/sum(max_points) = {expected}")
    return problems


def apportion(total, weights):
    """docs/grader.md "Points": `total` hundredths shared in proportion to `weights` by
    largest remainder, the earliest first on a tie (a re-implementation, in exact
    fractions, of the rule the grader documents)."""
    from fractions import Fraction
    weights = [Fraction(w).limit_denominator(10**6) for w in weights]
    whole = sum(weights)
    if whole == 0:
        return [0] * len(weights)
    exact = [total * w / whole for w in weights]
    shares = [math.floor(e) for e in exact]
    order = sorted(range(len(weights)), key=lambda i: -(exact[i] - shares[i]))  # stable
    for i in order[:total - sum(shares)]:
        shares[i] += 1
    return shares


def funny_totals(funny_dir):
    """The funny assignment's points for the example submissions, out of its total,
    worked out from assignment.yaml and the suites' check points (not from the grader),
    each suite's points rounded once as docs/grader.md "Points" says: its points over its
    tests, then each test's over its checks, in hundredths:

      accepted/heap_closed_list        every check passes
      wrong_answer/queue_after_pop     solve's "Max queue length" (integer) checks fail,
                                       everything else passes
      submission_error/missing_helper_module  print_succ passes, every solve test crashes
    """
    with open(os.path.join(funny_dir, "assignment.yaml")) as f:
        manifest = yaml.safe_load(f)
    total = queue_after_pop = missing_helper = 0  # in hundredths
    for part in manifest["suites"]:
        with open(os.path.join(funny_dir, part["file"])) as f:
            suite = yaml.safe_load(f)
        tests = [[c for c in t["checks"]] for t in suite["tests"]]
        shares = apportion(round(part["points"] * 100), [sum(c["points"] for c in t) for t in tests])
        for checks, share in zip(tests, shares):
            points = apportion(share, [c["points"] for c in checks])
            total += share
            queue_after_pop += sum(p for c, p in zip(checks, points) if c["kind"] != "integer")
            if part["name"] == "print_succ":
                missing_helper += share
    return {"accepted/heap_closed_list": total / 100,
            "wrong_answer/queue_after_pop": queue_after_pop / 100,
            "submission_error/missing_helper_module": missing_helper / 100}, total / 100
