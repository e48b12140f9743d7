#!/usr/bin/env python3
"""Vocareum's grading step for this toolkit (docs/platforms/vocareum.md), started by
grade.sh from the student's work folder. It grades a private copy of the student's files
with the package's grader and suites, then writes:

  $vocareumGradeFile   one "<criterion>,<score>" line per line of rubric.csv (the
                       manifest's parts, in its order), the points from the grader's own
                       JSON report (its `parts`)
  $vocareumReportFile  VOC_NO_REPORT_OUTPUT, one sentence saying which run this was, then
                       the grader's text report for students (hidden tests show no data)

Which suites run is vocareum.conf's `mode`, set by the instructor:

  practice  practice/assignment.yaml: the sample (public) suites, as the student kit
            grades them (docs/kit.md: a part the course gives no points keeps its own,
            so a failed test still shows). Grade lines: a part's practice points where
            the course counts that part, else 0 (a part worth 0, or whose tests are all
            hidden, did not earn anything yet).
  final     final/assignment.yaml: the course's manifest, every suite. Grade lines: the
            grader's points of every part.

A problem of the grader's own (a bad vocareum.conf or rubric.csv, the grader failing,
a grader_error test, a JSON that does not match the rubric) writes no grade line, so
that Vocareum records no score rather than a zero that looks like the student's, a
report saying the problem is not the student's, and exits 1 (Vocareum's "fail"). The
details go to this script's stdout and stderr, which VOC_NO_REPORT_OUTPUT keeps out of
the student's report.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FIRST_LINE = "VOC_NO_REPORT_OUTPUT"
SUITES = {"practice": "practice/assignment.yaml", "final": "final/assignment.yaml"}
# What make_package.py puts beside grade.sh: never part of the student's submission.
PACKAGE_ENTRIES = {"grade.sh", "grade.py", "vocareum.conf", "rubric.csv", "bin", "share",
                   "practice", "final"}

NOTES = {
    "practice": ("This is a practice run on the sample tests only, so these points are not "
                 "your grade. After the deadline, your last submission is graded on all the "
                 "tests, hidden ones included."),
    "final": ("This is the final grading of your submission, on all the tests, hidden ones "
              "included."),
}
GRADER_PROBLEM = ("We could not grade this submission: something went wrong in the grader, not "
                  "in your work, and no score was recorded. Please tell your instructor, and "
                  "submit again later.")


class GraderProblem(Exception):
    """Something only the instructor can fix; the message is for the instructor."""


def log(message):
    print(f"grade.py: {message}", file=sys.stderr, flush=True)


def read_config():
    """vocareum.conf: `mode=practice|final` and `deadline=` (puzzle-grader run --deadline;
    empty: none), each once; # starts a comment line."""
    path = os.path.join(HERE, "vocareum.conf")
    values = {}
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError as e:
        raise GraderProblem(f"cannot read {path}: {e}") from None
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, equals, value = (part.strip() for part in line.partition("="))
        if not equals or key not in ("mode", "deadline") or key in values:
            raise GraderProblem(f"vocareum.conf:{number}: expected mode=... or deadline=..., "
                                f"each once, not {line!r}")
        values[key] = value
    if values.get("mode") not in SUITES:
        raise GraderProblem(f"vocareum.conf: mode must be practice or final, not "
                            f"{values.get('mode')!r}")
    return values["mode"], values.get("deadline", "")


def read_rubric():
    """rubric.csv: the criteria to create in Vocareum, `<name>,<max points>` in manifest
    order (make_package.py writes it from the grader's own JSON)."""
    path = os.path.join(HERE, "rubric.csv")
    rubric = []
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError as e:
        raise GraderProblem(f"cannot read {path}: {e}") from None
    for number, line in enumerate(lines, 1):
        if not line or line.startswith("#"):
            continue
        name, comma, most = line.rpartition(",")
        try:
            most = float(most)
        except ValueError:
            most = -1
        if not comma or not name or most < 0:
            raise GraderProblem(f"rubric.csv:{number}: expected <criterion>,<max points>, "
                                f"not {line!r}")
        rubric.append((name, most))
    if not rubric:
        raise GraderProblem("rubric.csv lists no criterion")
    return rubric


# The grader's limits on a path inside a submission (grader/run/workspace.h
# WorkspaceLimits): it names the first path over them as the student's problem.
MAX_PATH_BYTES = 1024
MAX_PATH_DEPTH = 32


def private_copy(work, into):
    """The student's files, copied into the new folder `into`. Should the package's files
    be in the work folder too (grade.sh beside the student's files, or their folder in
    it), they stay out: the final suites must never reach the student's program. Nothing
    is copied from inside a folder already over the grader's path limits: the grader says
    that folder is too deep, and a deeper copy could pass the 4,096 bytes of a path in the
    temporary folder, failing as the grader's problem."""
    def beyond_limits(folder, names):
        relative = os.path.relpath(folder, work)
        over = len(os.fsencode(relative)) > MAX_PATH_BYTES \
            or len(relative.split(os.sep)) > MAX_PATH_DEPTH
        return names if over else []

    os.makedirs(into)
    here = os.path.realpath(HERE)
    package_in_work = os.path.realpath(work) == here
    for name in sorted(os.listdir(work)):
        path = os.path.join(work, name)
        if os.path.realpath(path) == here or (package_in_work and name in PACKAGE_ENTRIES):
            continue
        target = os.path.join(into, name)
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.copytree(path, target, symlinks=True, ignore=beyond_limits)
        else:
            shutil.copy2(path, target, follow_symlinks=False)


def keep_private():
    """The package (hidden suites included) readable by this user alone: when the grader
    runs each test as a user of its own (its fallback sandbox, as root), that user cannot
    read it. Files this user does not own are left as they are (docs/platforms/vocareum.md,
    "Limits")."""
    for folder, _, files in os.walk(HERE):
        for path in [folder] + [os.path.join(folder, f) for f in files]:
            try:
                if not os.path.islink(path):
                    os.chmod(path, os.stat(path).st_mode & 0o700)
            except OSError:
                pass


def run_grader(mode, deadline):
    """The grader's student text report and its full JSON report, from one grading."""
    work = os.environ.get("VOC_HOME_DIR") or os.getcwd()
    grader = os.path.join(HERE, "bin", "puzzle-grader")
    scratch = tempfile.mkdtemp(prefix="puzzle-vocareum-")  # 0700: the JSON holds hidden data
    try:
        submission = os.path.join(scratch, "submission")
        private_copy(work, submission)
        text_path = os.path.join(scratch, "report.txt")
        json_path = os.path.join(scratch, "report.json")
        command = [grader, "run", "--suite", os.path.join(HERE, SUITES[mode]),
                   "--submission", submission, "--format", "text", "--output", text_path,
                   "--json", json_path]
        if deadline:
            command += ["--deadline", deadline]
        try:
            done = subprocess.run(command, capture_output=True, text=True, errors="replace")
        except OSError as e:
            raise GraderProblem(f"cannot start {grader}: {e}") from None
        sys.stdout.write(done.stdout)
        sys.stderr.write(done.stderr)
        # 0: every test passed, 1: some did not; anything else is the grader's own problem.
        if done.returncode not in (0, 1):
            raise GraderProblem(f"{grader} exited with code {done.returncode}")
        try:
            with open(text_path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            with open(json_path, encoding="utf-8") as f:
                report = json.load(f)
        except (OSError, ValueError) as e:
            raise GraderProblem(f"cannot read the grader's reports: {e}") from None
        return text, report
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def grade_lines(mode, rubric, report):
    """One `<criterion>,<score>` per rubric line, from the JSON's parts."""
    tests = report.get("tests") if isinstance(report, dict) else None
    parts = report.get("parts") if isinstance(report, dict) else None
    if not isinstance(tests, list) or not isinstance(parts, list) or not all(
            isinstance(p, dict) and isinstance(p.get("name"), str) and number(p.get("score"))
            for p in parts):
        raise GraderProblem("the grader's JSON report has no tests or parts as expected")
    if report.get("status") == "grader_error" or any(
            isinstance(t, dict) and t.get("verdict") == "grader_error" for t in tests):
        raise GraderProblem("a test ended in grader_error: the grader's problem, not the "
                            "student's (see the grader's output above)")
    names = [name for name, _ in rubric]
    scores = {part["name"]: part["score"] for part in parts}
    if mode == "final" and [part["name"] for part in parts] != names:
        raise GraderProblem(f"the final suites' parts {list(scores)} are not rubric.csv's "
                            f"{names}: make the package again")
    if mode == "practice" and not set(scores) <= set(names):
        raise GraderProblem(f"the practice suites' parts {list(scores)} are not all in "
                            f"rubric.csv's {names}: make the package again")
    lines = []
    for name, most in rubric:
        if mode == "final":
            score = scores[name]
        else:
            # The course counts nothing of a part worth 0 (the kit scored its tests by
            # their own points), nor of one whose tests did not run.
            score = scores.get(name, 0) if most > 0 else 0
        if not 0 <= score <= most:
            raise GraderProblem(f"part {name}: {score} points, outside 0..{most}")
        lines.append(f"{name},{points_text(score)}")
    return lines


def points_text(score):
    """Hundredths, as the grader rounds them, without trailing zeros: 82.5, 100, 33.33."""
    return f"{score:.2f}".rstrip("0").rstrip(".")


def inert(text):
    """Vocareum shows the report as text or HTML: a '<' a student's program printed must
    not open a tag there. It becomes U+2039 '‹', which reads the same (a traceback's
    "in ‹module>") and starts no tag. The grader's own words hold no '<'; the rest of the
    text is already inert (the text report shows control characters as \\x1b and the
    like)."""
    text = text.replace("<", "\u2039")
    return text if text.endswith("\n") else text + "\n"


def write(variable, text):
    path = os.environ.get(variable)
    if not path:
        raise OSError(f"${variable} is not set: this script runs under Vocareum's grading")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    try:
        mode, deadline = read_config()
        rubric = read_rubric()
        keep_private()
        text, report = run_grader(mode, deadline)
        lines = grade_lines(mode, rubric, report)
        write("vocareumReportFile", f"{FIRST_LINE}\n{NOTES[mode]}\n\n{inert(text)}")
        write("vocareumGradeFile", "".join(line + "\n" for line in lines))
        log(f"{mode} run graded: {'; '.join(lines)}")
        return 0
    except GraderProblem as e:
        log(f"grader problem: {e}")
    except Exception as e:  # pylint: disable=broad-except -- the student must get a report
        log(f"unexpected failure: {e!r}")
    try:
        write("vocareumGradeFile", "")
        write("vocareumReportFile", f"{FIRST_LINE}\n{GRADER_PROBLEM}\n")
    except OSError as e:
        log(f"cannot write the report: {e}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
