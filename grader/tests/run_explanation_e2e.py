"""Proves the explanations end to end on the driver assignment's example submissions:
builds a suite whose deviations and explained_by entries are recorded from
explanation/deviating_driver.py (standing in for `puzzle-ref gen`), then runs
`puzzle-grader verify` and checks that each two-deviation example is explained by
exactly its two deviations, a one-deviation example by its one, that a spec-exact
program gets no explanation, and that a format slip the suite does not declare is named
by the grader's own slip (grade/format_slip.h). A manifest declaring a wrong explanation
must fail.

usage: run_explanation_e2e.py GRADER REPO_ROOT
"""
import itertools
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DRIVER = os.path.join(HERE, "explanation", "deviating_driver.py")

DEVIATIONS = {
    "ties-smaller-g": ("tie-break",
                       "Your A* breaks ties between nodes of equal f by the smaller g (shallower first).",
                       "The assignment breaks them by insertion order: first added, first expanded."),
    "counts-blank": ("heuristic",
                     "Your Manhattan distance also counts how far the blank is from its place.",
                     "The assignment counts only the numbered tiles."),
    "count-goal-as-expanded": ("counting",
                               "Your nodes_expanded also counts the goal when it is taken off the frontier.",
                               "The assignment counts only the nodes whose children were generated."),
    "max-depth-at-pop": ("depth-measure",
                         "Your max_search_depth looks at the nodes you take off the frontier.",
                         "The assignment measures it on the nodes you add to the frontier."),
}
# (method, board, trivial): 0- or 1-move boards are trivial.
TESTS = [
    ("bfs", "1,2,5,3,4,0,6,7,8", False), ("bfs", "1,4,2,6,3,5,7,0,8", False),
    ("bfs", "3,1,2,0,4,5,6,7,8", True), ("ast", "1,2,5,3,4,0,6,7,8", False),
    ("ast", "3,0,8,7,2,1,6,4,5", False), ("ast", "4,3,5,7,8,6,0,2,1", False),
    ("ast", "8,7,1,3,4,5,2,0,6", False), ("ast", "1,0,2,3,4,5,6,7,8", True),
]
EXAMPLES = {  # example submission -> declared explanation (None: must get none)
    "accepted/functional": None,
    "accepted/oo_solver": None,
    "wrong_answer/ast_ties_by_g_counts_blank": ["counts-blank", "ties-smaller-g"],
    "wrong_answer/goal_counted_max_depth_at_pop": ["count-goal-as-expanded", "max-depth-at-pop"],
    "wrong_answer/goal_counted_as_expanded": ["count-goal-as-expanded"],
    "wrong_answer/max_depth_at_pop": ["max-depth-at-pop"],
    "wrong_answer/path_double_quotes": ["double-quotes"],
}


def run_driver(method, board, deviations, folder):
    env = dict(os.environ, DEVIATIONS=",".join(deviations))
    subprocess.run([sys.executable, DRIVER, method, board], cwd=folder, env=env, check=True,
                   timeout=120)
    with open(os.path.join(folder, "output.txt")) as f:
        return f.read().splitlines()[:5]  # the value lines; 6-7 are checked by format only


def fnv1a(text):
    value = 0xcbf29ce484222325
    for byte in text.encode():
        value = ((value ^ byte) * 0x100000001b3) % (1 << 64)
    return value


def quoted(text):
    return "'" + text.replace("'", "''") + "'"


def recorded(lines):
    parts = []
    for number, text in sorted(lines.items()):
        value = "{fnv1a: %016x}" % fnv1a(text) if len(text) > 80 else quoted(text)
        parts.append("%d: %s" % (number, value))
    return "{" + ", ".join(parts) + "}"


def entries(method, board, folder):
    """The explained_by entries of one test: sets of one and two deviations, only where
    the grader would misread them without one (docs/suite-format.md): it reads a set
    with no entry as printing what a smaller set with lines prints, or expected when
    none has lines. So a set differing from expected is kept unless a smaller set prints
    its lines; a set printing expected is kept, with no line, when a smaller one has
    lines."""
    expected = run_driver(method, board, [], folder)
    sets = [list(s) for n in (1, 2) for s in itertools.combinations(sorted(DEVIATIONS), n)]
    printed = {}
    for s in sets:
        lines = run_driver(method, board, s, folder)
        printed[tuple(s)] = {i + 1: line for i, line in enumerate(lines) if line != expected[i]}
    kept = []
    for s in sets:
        lines = printed[tuple(s)]
        smaller = [printed[t] for t in printed if set(t) < set(s) and printed[t]]
        needs_entry = lines not in smaller if lines else bool(smaller)
        if needs_entry:
            kept.append((s, lines))
    return expected, kept


def write_suite(path, folder):
    out = ["suite: driver-explained", "run:", "  command: 'python3 driver.py {method} {board}'",
           "output: {from: file, file: output.txt}", "limits: {time_per_test: 60}",
           "defaults:", "  checks:",
           "    - {lines: 1, kind: exact, points: 1}"]
    out += ["    - {lines: %d, kind: integer, points: 1}" % n for n in (2, 3, 4, 5)]
    out += ["    - {lines: 6, kind: format, pattern: '^running_time: \\d+\\.\\d{8}$', points: 1}",
            "    - {lines: 7, kind: format, pattern: '^max_ram_usage: \\d+\\.\\d{8}$', points: 1}",
            "deviations:"]
    for name, (dimension, yours, assignment) in DEVIATIONS.items():
        out += ["  %s:" % name, "    dimension: " + dimension, "    yours: " + quoted(yours),
                "    assignment: " + quoted(assignment)]
    out.append("tests:")
    for method, board, trivial in TESTS:
        expected, kept = entries(method, board, folder)
        out += ["  - name: %s-%s" % (method, board.replace(",", "")),
                "    args: {method: %s, board: '%s'}" % (method, board),
                "    trivial: %s" % ("true" if trivial else "false"),
                "    expected: |"]
        out += ["      " + line for line in expected]
        out += ["      running_time: 0.00000000", "      max_ram_usage: 0.00000000"]
        if kept:
            out.append("    explained_by:")
            out += ["      - {by: [%s], lines: %s}" % (", ".join(s), recorded(lines))
                    for s, lines in kept]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def write_manifest(path, declared):
    out = ["submissions:"]
    for example, explanation in declared.items():
        verdict = "passed" if example.startswith("accepted/") else "wrong_answer"
        out += ["  - path: " + example, "    verdict: " + verdict]
        if verdict != "passed":
            out.append("    mistake: see the program's first comment")
        if explanation:
            out.append("    explanation: [%s]" % ", ".join(explanation))
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def verify(grader, folder):
    done = subprocess.run([grader, "verify", folder, "--jobs", "2", "--no-cache"], capture_output=True,
                          text=True, timeout=900)
    print(done.stdout)
    print(done.stderr, file=sys.stderr)
    return done.returncode, done.stdout


def main(argv):
    grader, repo = argv[1], argv[2]
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        scratch = os.path.join(tmp, "scratch")
        os.makedirs(scratch)
        write_suite(os.path.join(tmp, "explained.yaml"), scratch)
        for example in EXAMPLES:
            shutil.copytree(os.path.join(repo, "testcases", "driver", "submissions", example),
                            os.path.join(tmp, "submissions", example))
        manifest = os.path.join(tmp, "submissions", "manifest.yaml")
        write_manifest(manifest, EXAMPLES)
        code, out = verify(grader, tmp)
        if code != 0:
            failures.append("verify exited %d, expected 0" % code)
        for example, explanation in EXAMPLES.items():
            want = "(explained: %s)" % " + ".join(explanation) if explanation else ""
            line = next((l for l in out.splitlines() if example + " " in l + " "), "")
            if not line.startswith("ok") or want not in line:
                failures.append("%s: %r, wanted ok %s" % (example, line, want))
        wrong = dict(EXAMPLES)
        wrong["wrong_answer/goal_counted_max_depth_at_pop"] = ["count-goal-as-expanded"]
        write_manifest(manifest, wrong)
        code, out = verify(grader, tmp)
        if code != 1 or "instead of count-goal-as-expanded" not in out:
            failures.append("a wrongly declared explanation was not caught (exit %d)" % code)
    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
