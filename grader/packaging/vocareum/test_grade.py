#!/usr/bin/env python3
"""Runs the Vocareum package (docs/platforms/vocareum.md) the way Vocareum runs a grading
script: the student's files copied into a fresh work folder (the current folder, and
$VOC_HOME_DIR in half the runs), the package's files in a folder of their own beside it,
$vocareumGradeFile and $vocareumReportFile naming fresh, empty files; then checks both
files against the page's contract.

Every expected value comes from the YAML (read here with PyYAML, not by the package):
the criteria and their maxima from the manifest's `points`, the sample run's total from
the public suite's checks and bonus, the hidden tests' boards and expected lines from the
hidden suite.

  driver, practice   accepted, wrong, crashing, empty: only the six sample tests run
                     (scored by their own points: accepted gets the suite's total, wrong
                     less); every criterion 0 (the course gives the sample tests no points,
                     the hidden tests did not run)
  driver, final      the same four: every suite runs; accepted gets each part's maximum,
                     wrong less, crashing and empty 0 with a sentence saying why
  funny, practice    sample parts that carry points: accepted gets them, wrong less
  package in work    a program listing its folder sees none of the package's files
  grader problems    a mistyped mode, a grader exiting 3, no python3: no grade line and a
                     report that says the problem is not the student's

Every report: first line exactly VOC_NO_REPORT_OUTPUT, no hidden test's board or expected
line, no '<'. Every grade file: the manifest's part names, in order, each once, with a
number within the part's maximum.

usage: test_grade.py GRADER TESTCASES
"""
import os
import shutil
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
GRADER, TESTCASES = (os.path.abspath(a) for a in sys.argv[1:3])
DRIVER = os.path.join(TESTCASES, "driver")
FUNNY = os.path.join(TESTCASES, "funny")
FIRST_LINE = "VOC_NO_REPORT_OUTPUT"
PROBLEM = "something went wrong in the grader, not in your work"


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def load(path):
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


class Assignment:
    """What the tests expect, read from the manifest and its suites."""

    def __init__(self, folder):
        manifest = load(os.path.join(folder, "assignment.yaml"))
        self.parts = {}  # name -> the points of its suites, in manifest order
        self.sample_points = {}  # name -> the points of its sample suites
        self.samples, self.hidden = [], []  # the suites, as YAML
        for entry in manifest["suites"]:
            if "points" not in entry:
                fail(f"{folder}: this test reads each suite's `points`")
            suite = load(os.path.join(folder, entry["file"]))
            name = entry["name"]
            self.parts[name] = self.parts.get(name, 0) + entry["points"]
            visibility = entry.get("visibility", suite.get("visibility", "visible"))
            sample = visibility == "visible" and all(
                t.get("visibility", "visible") == "visible" for t in suite["tests"])
            (self.samples if sample else self.hidden).append((name, suite))
            if sample:
                self.sample_points[name] = self.sample_points.get(name, 0) + entry["points"]

    def sample_names(self):
        return [f"{name}: {t['name']}" for name, suite in self.samples for t in suite["tests"]]

    def hidden_secrets(self):
        """Each hidden test's input, and each expected line that no sample test expects
        and that is long enough not to turn up by chance (a board, a path, a state)."""
        sample_lines = {line for _, suite in self.samples for t in suite["tests"]
                        for line in t["expected"].splitlines()}
        secrets = set()
        for _, suite in self.hidden:
            for test in suite["tests"]:
                secrets.update(str(v) for v in test["args"].values() if len(str(v)) >= 9)
                secrets.update(line for line in test["expected"].splitlines()
                               if line not in sample_lines and len(line) >= 24)
        return secrets


def own_total(suite):
    """A suite's points as the suite gives them: its tests' checks and its bonus."""
    total = suite.get("limits", {}).get("time_total_bonus", 0)
    for test in suite["tests"]:
        checks = test.get("checks", suite.get("defaults", {}).get("checks", []))
        total += sum(check["points"] for check in checks)
    return total


def make_package(manifest, out):
    done = subprocess.run([sys.executable, os.path.join(HERE, "make_package.py"),
                           "--suite", manifest, "-o", out, "--grader", GRADER],
                          capture_output=True, text=True)
    if done.returncode != 0:
        fail(f"make_package.py {manifest}: exit {done.returncode}\n{done.stdout}{done.stderr}")
    return out


def set_mode(package, mode):
    """What the instructor does: the mode line of vocareum.conf."""
    path = os.path.join(package, "vocareum.conf")
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    lines = [f"mode={mode}" if line.startswith("mode=") else line for line in lines]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


class Run:
    counter = 0

    def __init__(self, root, package, files, mode, env=None, work=None):
        """One grading as Vocareum does it; `files` is a folder to copy, or None (an
        empty submission)."""
        Run.counter += 1
        self.what = f"{os.path.basename(str(files))} ({mode})"
        set_mode(package, mode)
        if work is None:
            work = tempfile.mkdtemp(prefix="work-", dir=root)
        if files:
            shutil.copytree(files, work, dirs_exist_ok=True)
        handle, grade = tempfile.mkstemp(prefix="voc-grade-", dir=root)
        os.close(handle)
        handle, report = tempfile.mkstemp(prefix="voc-report-", dir=root)
        os.close(handle)
        environment = dict(os.environ, vocareumGradeFile=grade, vocareumReportFile=report)
        if Run.counter % 2:
            environment["VOC_HOME_DIR"] = work
        environment.update(env or {})
        done = subprocess.run(["/bin/bash", os.path.join(package, "grade.sh")], cwd=work,
                              env=environment, capture_output=True, text=True)
        self.status, self.log = done.returncode, done.stdout + done.stderr
        with open(grade, encoding="utf-8") as f:
            self.grade = f.read()
        with open(report, encoding="utf-8") as f:
            self.report = f.read()

    def fail(self, message):
        fail(f"{self.what}: {message}\n--- grade file:\n{self.grade}--- report:\n{self.report}"
             f"--- grade.sh's output:\n{self.log}")

    def check_report(self, secrets):
        if self.report.split("\n", 1)[0] != FIRST_LINE:
            self.fail(f"the report's first line is not exactly {FIRST_LINE}")
        if "<" in self.report:
            self.fail("the report holds a '<'")
        leaked = [s for s in secrets if s in self.report]
        if leaked:
            self.fail(f"the report shows hidden test data: {leaked[:3]}")

    def scores(self, assignment):
        """The grade file, checked against the contract: {criterion: score}."""
        self.check_report(assignment.hidden_secrets())
        if self.status != 0:
            self.fail(f"grade.sh exited {self.status}")
        if not self.grade.endswith("\n"):
            self.fail("the grade file does not end with a line break")
        names, scores = [], {}
        for line in self.grade.splitlines():
            name, comma, score = line.rpartition(",")
            try:
                value = float(score)
            except ValueError:
                self.fail(f"{line!r} is not <criterion>,<number>")
            if not comma or not 0 <= value <= assignment.parts.get(name, -1):
                self.fail(f"{line!r}: not a criterion of the manifest with a score within "
                          f"its maximum ({assignment.parts})")
            names.append(name)
            scores[name] = value
        if names != list(assignment.parts):
            self.fail(f"the criteria are {names}, not the manifest's parts {list(assignment.parts)}")
        return scores

    def problem(self):
        """A grader problem, as the page promises: no score, and not the student's."""
        if self.report.split("\n", 1)[0] != FIRST_LINE or PROBLEM not in self.report:
            self.fail("a grader problem must say it is not the student's, after "
                      f"{FIRST_LINE}")
        if self.grade.strip():
            self.fail("a grader problem must write no grade line")
        if self.status == 0:
            self.fail("a grader problem must end grade.sh with a nonzero status")


def expect(condition, run, message):
    if not condition:
        run.fail(message)


def total_line(run):
    lines = [line for line in run.report.splitlines() if line.startswith("Total: ")]
    if len(lines) != 1:
        run.fail("the report has no single 'Total: ' line")
    return lines[0]


def driver_runs(root, driver):
    package = make_package(os.path.join(DRIVER, "assignment.yaml"),
                           os.path.join(root, "driver-package"))
    with open(os.path.join(package, "rubric.csv"), encoding="utf-8") as f:
        rubric = [line for line in f.read().splitlines() if not line.startswith("#")]
    if rubric != [f"{name},{points:g}" for name, points in driver.parts.items()]:
        fail(f"rubric.csv lists {rubric}, not the manifest's parts {driver.parts}")
    submissions = os.path.join(DRIVER, "submissions")
    cases = {"accepted": os.path.join(submissions, "accepted", "functional"),
             "wrong": os.path.join(submissions, "wrong_answer", "goal_counted_as_expanded"),
             "crash": os.path.join(submissions, "runtime_error", "crash_before_output"),
             "empty": None}
    samples = driver.sample_names()
    sample_total = sum(own_total(suite) for _, suite in driver.samples)
    hidden_names = [f"{name}: {t['name']}" for name, suite in driver.hidden for t in suite["tests"]]

    for case, files in cases.items():  # practice: the six sample tests, on every submission
        run = Run(root, package, files, "practice")
        scores = run.scores(driver)
        expect(len(samples) == 6 and all(name in run.report for name in samples), run,
               f"the practice report must list the six sample tests {samples}")
        expect(not any(name in run.report for name in hidden_names), run,
               "a practice run must not run the hidden tests")
        expect(all(score == 0 for score in scores.values()), run,
               "a practice run adds nothing to a criterion the course gives the sample "
               "tests no points for, nor to one whose tests did not run")
        total = total_line(run)
        if case == "accepted":
            expect(total.startswith(f"Total: {sample_total:g}/{sample_total:g} points"), run,
                   f"accepted must get the sample suite's {sample_total:g} points")
        else:
            expect(total.startswith("Total: ") and f"/{sample_total:g} points" in total
                   and not total.startswith(f"Total: {sample_total:g}/"), run,
                   f"{case} must get less than the sample suite's {sample_total:g} points")
        if case == "crash":
            expect("could not be run" in run.report, run, "a crash must be said at the top")
        if case == "empty":
            expect("the submission is empty" in run.report, run,
                   "an empty submission must be said in a clear sentence")

    for case, files in cases.items():  # final: every suite
        run = Run(root, package, files, "final")
        scores = run.scores(driver)
        expect(all(name in run.report for name in samples + hidden_names), run,
               "the final report must list every test, the hidden ones by name")
        if case == "accepted":
            expect(scores == driver.parts, run, f"accepted must get {driver.parts}")
        elif case == "wrong":
            expect(0 < scores["hidden"] < driver.parts["hidden"], run,
                   "a wrong answer must get some but not all of the hidden part")
        else:
            expect(all(score == 0 for score in scores.values()), run, f"{case} must get 0")
            sentence = "the submission is empty" if case == "empty" else "could not be run"
            expect(sentence in run.report, run, f"{case}: the report must say why ({sentence!r})")
    return package


def funny_runs(root, funny):
    package = make_package(os.path.join(FUNNY, "assignment.yaml"),
                           os.path.join(root, "funny-package"))
    submissions = os.path.join(FUNNY, "submissions")
    accepted = Run(root, package, os.path.join(submissions, "accepted", "heap_closed_list"),
                   "practice")
    scores = accepted.scores(funny)
    expect(scores == funny.sample_points, accepted,
           f"accepted must get the sample suites' points {funny.sample_points}")
    wrong = Run(root, package, os.path.join(submissions, "wrong_answer", "unsorted_succ"),
                "practice")
    scores = wrong.scores(funny)
    expect(sum(scores.values()) < sum(funny.sample_points.values()), wrong,
           "a wrong answer must get less than the sample suites' points")


def package_in_work(root, driver, package):
    """Should Vocareum put the package's files beside the student's, the student's program
    must still see none of them (it would read the hidden suite)."""
    work = tempfile.mkdtemp(prefix="shared-", dir=root)
    shutil.copytree(package, work, dirs_exist_ok=True)
    snoop = os.path.join(root, "snoop")
    os.makedirs(snoop)
    with open(os.path.join(snoop, "driver.py"), "w", encoding="utf-8") as f:
        f.write("import os\n"
                "with open('output.txt', 'w') as f:\n"
                "    f.write('path_to_goal: ' + ' '.join(sorted(os.listdir('.'))) + '\\n')\n")
    run = Run(root, work, snoop, "practice", work=work)
    run.scores(driver)
    listing = [line for line in run.report.splitlines() if "actual:   path_to_goal:" in line]
    expect(listing and "driver.py" in listing[0], run,
           "the report must show the program's listing of its folder")
    expect(not any(name in listing[0] for name in ("vocareum.conf", "grade.sh", "final")), run,
           "the student's program must not see the package's files")


def grader_problems(root, driver, package):
    accepted = os.path.join(DRIVER, "submissions", "accepted", "functional")
    broken = shutil.copytree(package, os.path.join(root, "typo-package"))
    Run(root, broken, accepted, "finale").problem()  # a mistyped mode: not practice
    failing = shutil.copytree(package, os.path.join(root, "failing-package"))
    grader = os.path.join(failing, "bin", "puzzle-grader")
    os.remove(grader)
    with open(grader, "w", encoding="utf-8") as f:
        f.write("#!/bin/sh\necho 'puzzle-grader: error: internal' >&2\nexit 3\n")
    os.chmod(grader, 0o755)
    Run(root, failing, accepted, "final").problem()
    no_python = os.path.join(root, "no-python")  # grade.sh's own fallback
    os.makedirs(no_python)
    for tool in ("dirname", "cat"):
        found = shutil.which(tool)
        if found:
            os.symlink(found, os.path.join(no_python, tool))
    Run(root, package, accepted, "final", env={"PATH": no_python}).problem()


def main():
    driver, funny = Assignment(DRIVER), Assignment(FUNNY)
    for assignment in (driver, funny):  # else the leak check could not fail
        if len(assignment.hidden_secrets()) < 10:
            fail("too few hidden boards and lines to look for in the reports")
    with tempfile.TemporaryDirectory() as root:
        package = driver_runs(root, driver)
        funny_runs(root, funny)
        package_in_work(root, driver, package)
        grader_problems(root, driver, package)
    print(f"OK: {Run.counter} gradings as Vocareum runs them, each report and grade file as "
          "docs/platforms/vocareum.md says")


main()
