"""The fifteen assignment graded question by question (testcases/fifteen/assignment.yaml):
each example notebook gets the course's points for each question, worked out by hand from
what the notebook gets wrong (docs/presets/fifteen.md, the assignment's rubric):

  Q2 copy()/move() 4 points: copy-parent 1, copy-distance 1, move-distance 1 (public),
     the children of legal_moves() 1 (hidden); Q3 22; Q6 10; Q4 + Q7 (timing) 2.

usage: run_fifteen_questions_e2e.py PUZZLE_GRADER REPO_ROOT
"""
import json
import os
import subprocess
import sys
import tempfile

# The whole assignment's automatic points, 38 of the course's 60, by question prefix.
FULL = {"q2": 4, "q3": 22, "q6": 10, "q4-q7": 2}
EXPECTED = {
    "accepted/priority_queue_objects": dict(FULL),
    # Its search keeps its own path, so only the Python checks see the missing parent:
    # copy-parent and the hidden children check (1 + 1).
    "wrong_answer/copy_forgets_parent": dict(FULL, q2=2),
    # The step is added in copy(), not move(): the search is right, copy-distance and
    # move-distance fail (1 + 1); the children are still one step further.
    "wrong_answer/move_keeps_distance": dict(FULL, q2=2),
    # Only Manhattan is wrong: Q6 loses points (how many depends on the boards), the
    # other questions none.
    "wrong_answer/manhattan_counts_blank": dict(FULL, q6=None),
}


# copy_forgets_parent, whose copy() also digs the harness's nonce out of the process and
# writes "passed" for both copy checks itself (on stderr and stdout): a check reported twice
# is not believed, so it keeps only move-distance of question 2 (docs/security.md).
FORGER = "forges_copy_checks"
FORGERY = """    def copy(self):
        import gc, os
        for obj in gc.get_objects():
            if type(obj).__name__ == "Messages" and getattr(obj, "_nonce", None):
                for name in ("copy-parent", "copy-distance"):
                    line = "puzzle-harness %s check %s passed\\n" % (obj._nonce, name)
                    os.write(2, line.encode())
                    print(line, end="")
"""


def write_forger(root, folder):
    source = os.path.join(root, "testcases", "fifteen", "submissions", "wrong_answer",
                          "copy_forgets_parent", "fifteen_puzzle.ipynb")
    with open(source, encoding="utf-8") as handle:
        notebook = json.load(handle)
    for cell in notebook["cells"]:
        text = "".join(cell["source"])
        if "    def copy(self):\n" in text:
            cell["source"] = text.replace("    def copy(self):\n", FORGERY).splitlines(True)
    with open(os.path.join(folder, "fifteen_puzzle.ipynb"), "w", encoding="utf-8") as handle:
        json.dump(notebook, handle)


def question_points(report):
    points = {}
    for test in report["tests"]:
        question = test["name"].split(":", 1)[0]
        points[question] = points.get(question, 0) + test["score"]
    return points


def main(grader, root):
    manifest = os.path.join(root, "testcases", "fifteen", "assignment.yaml")
    failures = []
    work = tempfile.TemporaryDirectory()
    write_forger(root, work.name)
    # Only its question 2 is asserted: its forged lines on stdout spoil every output.
    examples = dict(EXPECTED, **{FORGER: {"q2": 1}})
    for example, expected in examples.items():
        submission = os.path.join(root, "testcases", "fifteen", "submissions", example)
        if example == FORGER:
            submission = work.name
        done = subprocess.run([grader, "run", "--suite", manifest, "--submission", submission,
                               "--format", "json", "--jobs", "2"],
                              capture_output=True, text=True, timeout=600)
        report = json.loads(done.stdout)
        got = {q: round(p, 6) for q, p in question_points(report).items()}
        print(f"{example}: {got}, total {report['score']} of {report['max_score']}")
        if abs(report["max_score"] - 38) > 1e-9:
            failures.append(f"{example}: the assignment is worth {report['max_score']}, not 38")
        for question, points in expected.items():
            if points is None:
                if not 0 <= got.get(question, -1) < FULL[question]:
                    failures.append(f"{example}: {question} got {got.get(question)}, expected "
                                    f"less than {FULL[question]}")
            elif abs(got.get(question, -1) - points) > 1e-6:
                failures.append(f"{example}: {question} got {got.get(question)}, expected {points}")
    for failure in failures:
        print("FAIL", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
