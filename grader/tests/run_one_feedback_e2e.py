#!/usr/bin/env python3
"""Issue 25's "one grade and one feedback, everywhere": three programs of the funny
assignment (a wrong answer that a recorded deviation explains, one that stops with the
same IndexError on every test, one that imports a package the grader lacks), each graded
through every format, for the manifest (testcases/funny/assignment.yaml: four suites)
and for one suite alone (hidden-solve.yaml):

  text, JSON, Gradescope, PrairieLearn, GitHub Classroom, JUnit   run --format ...
  feedback/<student>.md, gradebook.csv, class-report.html  batch + export

and compared: every format gives the same total (rounded once: no 17.000000000000007),
the explanation ("Why some of your numbers differ") once, and the submission-level
reason once, in the words the student may see (report/student_view.h); the gradebook's
reason is the instructor's; the class report does not call a program that could not
run "Graded". Then every shipped manifest scores out of its course's total.

usage: run_one_feedback_e2e.py GRADER TESTCASES_DIR FIXTURES_DIR
"""
import base64
import csv
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

GRADER, TESTCASES, FIXTURES = (os.path.abspath(a) for a in sys.argv[1:4])
FUNNY = os.path.join(TESTCASES, "funny")
TARGETS = {"manifest": os.path.join(FUNNY, "assignment.yaml"),
           "suite": os.path.join(FUNNY, "hidden-solve.yaml")}
PROGRAMS = {"wrong": os.path.join(FUNNY, "submissions", "wrong_answer", "visited_at_push"),
            "crash": os.path.join(FIXTURES, "same_crash"),
            "nopkg": os.path.join(FIXTURES, "missing_package")}
# The course totals (docs/assignment-manifest.md "Shipped manifests").
COURSE_TOTALS = {"driver": 100, "fifteen": 38, "lecture": 100, "funny": 100}
FORMATS = ("text", "json", "gradescope", "prairielearn", "github-classroom")


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def flat(text):
    """Whitespace-normalised, so a paragraph wrapped for the terminal compares equal."""
    return " ".join(text.split())


def run(target, program, fmt):
    done = subprocess.run([GRADER, "run", "--suite", target, "--submission", program,
                           "--format", fmt, "--jobs", "2"],
                          capture_output=True, text=True, timeout=300)
    if done.returncode not in (0, 1):
        fail(f"run --format {fmt} exited {done.returncode}: {done.stderr}")
    return done.stdout


def student_texts(target, program):
    """Every student-facing format, as the student reads it, plus the instructor's JSON."""
    report = json.loads(run(target, program, "json"))
    gradescope = json.loads(run(target, program, "gradescope"))
    prairielearn = json.loads(run(target, program, "prairielearn"))
    if "0000000" in repr(prairielearn["score"]):  # 66.26 / 100 = 0.6626000000000001
        fail(f"PrairieLearn's score shows floating-point noise: {prairielearn['score']!r}")
    classroom = json.loads(base64.b64decode(run(target, program, "github-classroom").strip()))
    junit = ElementTree.fromstring(run(target, program, "junit")).find("testsuite")
    texts = {
        "text": run(target, program, "text"),
        # The instructor's CI format: what the suite's tests share in its <system-out>.
        "JUnit": junit.findtext("system-out") or "",
        "Gradescope": "\n".join([gradescope["output"]] + [t["output"] for t in gradescope["tests"]]),
        "PrairieLearn": "\n".join([prairielearn["message"]] +
                                  [t["message"] + "\n" + t["output"] for t in prairielearn["tests"]]),
        "GitHub Classroom": "\n".join(t.get("message", "") for t in classroom["tests"]),
    }
    totals = {"JSON": (report["score"], report["max_score"]),
              "Gradescope": (gradescope["score"], sum(t["max_score"] for t in gradescope["tests"])),
              "GitHub Classroom": (sum(t["score"] for t in classroom["tests"]), classroom["max_score"]),
              "PrairieLearn": (round(sum(t["points"] for t in prairielearn["tests"]), 2),
                               round(sum(t["max_points"] for t in prairielearn["tests"]), 2))}
    return report, texts, totals


def batch_texts(target, tmp):
    """feedback/<student>.md, the gradebook's rows and the class report, from one batch."""
    subs = os.path.join(tmp, "class")
    for student, program in PROGRAMS.items():
        shutil.copytree(program, os.path.join(subs, student))
    out = os.path.join(tmp, "out")
    done = subprocess.run([GRADER, "batch", "--suite", target, "--submissions", subs,
                           "--out", out + "/", "--jobs", "2"],
                          capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        fail(f"batch exited {done.returncode}: {done.stderr}")
    if "//" in done.stdout:
        fail(f"batch printed a path with '//': {done.stdout}")
    feedback = {}
    for student in PROGRAMS:
        with open(os.path.join(out, "feedback", student + ".md"), encoding="utf-8") as f:
            feedback[student] = f.read()
    with open(os.path.join(out, "gradebook.csv"), newline="", encoding="utf-8") as f:
        gradebook = {row["student"]: row for row in csv.DictReader(f)}
    with open(os.path.join(out, "class-report.html"), encoding="utf-8") as f:
        report = f.read()
    return feedback, gradebook, report


def said_once(where, text, sentence, label):
    count = flat(text).count(flat(sentence))
    if count != 1:
        fail(f"{where}: {label} said {count} times, not once: {sentence!r}\n---\n{text}")


def no_sentence_repeated(where, text):
    """No sentence of ten words or more appears 3 or more times (a table row is no sentence)."""
    sentences = [s.strip() for s in re.split(r"(?<=[.:])\s", flat(text)) if len(s.split()) >= 10]
    for sentence in set(sentences):
        if sentences.count(sentence) >= 3:
            fail(f"{where}: {sentences.count(sentence)} x {sentence!r}")


def explanation_sentence(report):
    """The first deviation's 'yours' sentence of the instructor's JSON."""
    explanations = report["explanations"]
    if not explanations:
        fail(f"the JSON report has no explanation: {report.get('suite')}")
    return explanations[0]["deviations"][0]["yours"]


def student_reason(text_report):
    """The submission-level sentence the text report shows the student."""
    match = re.search(r"Your submission could not be run: (.*?)\.\n\n", text_report, re.S)
    if not match:
        fail(f"the text report gives no submission-level reason:\n{text_report}")
    return flat(match.group(1))


def check_target(name, target, tmp):
    feedback, gradebook, class_report = batch_texts(target, tmp)
    for student, program in PROGRAMS.items():
        report, texts, totals = student_texts(target, program)
        texts["feedback"] = re.sub(r"\\([\\`*_{}\[\]()#+\-.!<>|])", r"\1", feedback[student])
        where = f"{name}, {student}"
        for fmt_name, (score, most) in totals.items():
            if (score, most) != totals["JSON"]:
                fail(f"{where}: {fmt_name} gives {score}/{most}, JSON {totals['JSON']}")
        if float(gradebook[student]["total"]) != report["score"]:
            fail(f"{where}: gradebook total {gradebook[student]['total']}, JSON {report['score']}")
        for fmt_name in ("feedback", "Gradescope", "PrairieLearn"):
            # Failed lines are shown as `run` shows them (report/student_view.h
            # failed_lines): a program that stopped before any line is not listed line by
            # line in one format and summed up in another.
            if texts[fmt_name].count("(no such line)") != texts["text"].count("(no such line)"):
                fail(f"{where}: {fmt_name} lists {texts[fmt_name].count('(no such line)')} "
                     f"missing lines, text {texts['text'].count('(no such line)')}")
        for fmt_name, text in texts.items():
            if "0000000" in text:
                fail(f"{where}: {fmt_name} shows floating-point noise")
            no_sentence_repeated(f"{where}, {fmt_name}", text)
        if student == "wrong":
            sentence = explanation_sentence(report)
            for fmt_name, text in texts.items():
                said_once(f"{where}, {fmt_name}", text, sentence, "the explanation")
            # The class report groups the class by the same sentences, once per group.
            said_once(f"{where}, class report", html.unescape(re.sub(r"<[^>]+>", " ", class_report)),
                      sentence, "the explanation")
            if gradebook[student]["status"] != "graded":
                fail(f"{where}: status {gradebook[student]['status']}")
        else:
            reason = student_reason(texts["text"])
            for fmt_name, text in texts.items():
                # JUnit, like the JSON, is the instructor's: the grader's own words.
                words = report["submission_problem"]["reason"] if fmt_name == "JUnit" else reason
                said_once(f"{where}, {fmt_name}", text, words, "the submission's reason")
            if gradebook[student]["reason"] != report["submission_problem"]["reason"]:
                fail(f"{where}: gradebook reason {gradebook[student]['reason']!r}, JSON "
                     f"{report['submission_problem']['reason']!r}")
            row = re.search(r"<tr><td>(?:<a [^>]*>)?" + re.escape(student) + r"\b.*?</tr>",
                            class_report, re.S)
            if not row or "Graded" in row.group(0) or "submission error" not in html.unescape(
                    row.group(0)).lower().replace("_", " ") and "could not run" not in html.unescape(
                    row.group(0)).lower():
                fail(f"{where}: the class report's row: {row.group(0) if row else '(none)'}")
        print(f"ok   {where}: {report['score']}/{report['max_score']} and one "
              f"{'explanation' if student == 'wrong' else 'reason'} in every format")


def check_course_totals(tmp):
    empty = os.path.join(tmp, "empty")
    os.makedirs(empty)
    for assignment, total in COURSE_TOTALS.items():
        manifest = os.path.join(TESTCASES, assignment, "assignment.yaml")
        report = json.loads(run(manifest, empty, "json"))
        most = sum(t["max_score"] for t in report["tests"]) + report["total_time_bonus"]["max_points"]
        if report["max_score"] != total or round(most * 100) != total * 100:
            fail(f"{assignment}: scores out of {report['max_score']} (tests {most}), "
                 f"not the course's {total}")
        print(f"ok   {assignment}/assignment.yaml scores out of {total}")


def main():
    with tempfile.TemporaryDirectory(prefix="one-feedback-") as tmp:
        for name, target in TARGETS.items():
            folder = os.path.join(tmp, name)
            os.makedirs(folder)
            check_target(name, target, folder)
        check_course_totals(tmp)


main()
