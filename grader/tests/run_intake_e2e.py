#!/usr/bin/env python3
"""End-to-end test of a class handed in through a platform (docs/intake.md, issue 39):
the platform's download exactly as it comes goes through `batch` and `export` to the
file the platform imports, with no renaming by hand, and every entry of the download is
graded or listed with its reason.

The downloads are built here from each platform's documented naming (no real student
data):
- CS540 on Canvas: Canvas's "Download Submissions" zip of hw8_<netid>.zip files, entries
  <name>[_LATE]_<user id>_<submission id>_<file>; graded on funny's public suite; the
  grades go back as canvas.csv, matched by Canvas's user id (the roster's ID column).
- A folder of students' own zips (hw8_<netid>.zip): safe unpacking, each problem one
  sentence that is the student's, never the grader's.
- DS340 on Blackboard: the "Assignment File Download" zip, two attempts of one student
  (the last graded, late by a day), and a student whose notebook cannot be read: the
  written-answer page links the PDF of the same attempt.

Expected values come from the platforms' naming and the issue's rules (the late penalty
is 10% of the full marks an accepted program earns; a misnamed file is the student's
wrong_file_name), not from the grader's own output.

usage: run_intake_e2e.py GRADER REPO_ROOT
"""
import csv
import io
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile

GRADER, ROOT = sys.argv[1:3]
FUNNY = os.path.join(ROOT, "testcases", "funny")
ACCEPTED = os.path.join(FUNNY, "submissions", "accepted", "heap_closed_list", "funny_puzzle.py")
WRONG = os.path.join(FUNNY, "submissions", "wrong_answer", "visited_at_push", "funny_puzzle.py")
NOTEBOOK = os.path.join(ROOT, "testcases", "fifteen", "submissions", "accepted",
                        "priority_queue_objects", "fifteen_puzzle.ipynb")
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def read(path):
    with open(path, "rb") as file:
        return file.read()


def zip_bytes(entries):
    """A zip holding `entries` ({name: bytes}), as the student or the platform made it."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def write_zip(path, entries):
    with open(path, "wb") as file:
        file.write(zip_bytes(entries))


def grader(*args):
    run = subprocess.run([GRADER, *args], capture_output=True, text=True, timeout=600)
    print("$ puzzle-grader", " ".join(args), f"(exit {run.returncode})")
    print(run.stdout, run.stderr, sep="")
    return run


def gradebook(out):
    with open(os.path.join(out, "gradebook.csv"), newline="", encoding="utf-8") as file:
        return {row["student"]: row for row in csv.DictReader(file)}


def points(text):
    return round(float(text), 2)


def canvas_class(work):
    """CS540's download from Canvas, round one and round two (a resubmission)."""
    accepted, wrong = read(ACCEPTED), read(WRONG)
    first = {
        "doejane_LATE_11_901_hw8_jdoe.zip": zip_bytes({"funny_puzzle.py": accepted}),
        "leeann_12_902_hw8_alee.zip": zip_bytes({
            "hw8_alee/funny_puzzle.py": accepted,
            "__MACOSX/hw8_alee/._funny_puzzle.py": b"\0\5\26\7",
            "hw8_alee/.DS_Store": b"\0"}),
        "moeray_13_903_hw8_rmoe.zip": zip_bytes({"Funny_Puzzle.py": accepted}),
        "kimbo_14_904_hw8_kim.zip": zip_bytes({"../funny_puzzle.py": accepted}),
        "grading_notes.txt": b"not a submission\n",
    }
    second = dict(first)
    second["leeann_12_905_hw8_alee.zip"] = zip_bytes({"funny_puzzle.py": wrong})
    del second["leeann_12_902_hw8_alee.zip"]
    for name, entries in (("canvas1.zip", first), ("canvas2.zip", second)):
        write_zip(os.path.join(work, name), entries)
    return os.path.join(work, "canvas1.zip"), os.path.join(work, "canvas2.zip")


def test_canvas(work):
    round_one, round_two = canvas_class(work)
    out = os.path.join(work, "canvas-out")
    suite = os.path.join(FUNNY, "public.yaml")
    run = grader("batch", "--suite", suite, "--submissions", round_one, "--out", out,
                 "--late-penalty", "10")
    check(run.returncode == 0, f"canvas batch: exit {run.returncode}")
    check("as Canvas's Download Submissions: 4 students" in run.stderr,
          "batch does not say it read Canvas's download with 4 students")
    check("not graded: grading_notes.txt: its name is not one Canvas's" in run.stderr,
          "the stray entry is not listed with its reason")
    book = gradebook(out)
    check(sorted(book) == ["doejane_11", "kimbo_14", "leeann_12", "moeray_13"],
          f"gradebook students {sorted(book)}")
    full = points(book["leeann_12"]["max"])
    check(points(book["leeann_12"]["total"]) == full, "a zip of a folder is not graded as its file")
    check(points(book["doejane_11"]["total"]) == round(full * 0.9, 2),
          f"late by Canvas's mark: {book['doejane_11']['total']}, expected 90% of {full}")
    check(book["doejane_11"]["late"] == "late" and book["doejane_11"]["platform id"] == "11",
          "the late mark or the user id is not in the gradebook")
    check(book["moeray_13"]["status"] == "wrong_file_name" and
          book["moeray_13"]["reason"] == "hw8_rmoe.zip holds Funny_Puzzle.py, not funny_puzzle.py",
          f"misnamed file: {book['moeray_13']['status']}: {book['moeray_13']['reason']}")
    check(book["kimbo_14"]["status"] == "submission_error" and
          book["kimbo_14"]["reason"].startswith("hw8_kim.zip could not be unpacked: it holds "
                                                "../funny_puzzle.py"),
          f"unsafe zip: {book['kimbo_14']['status']}: {book['kimbo_14']['reason']}")
    check(not os.path.exists(os.path.join(work, "funny_puzzle.py")), "a zip wrote outside")
    roster = os.path.join(work, "roster.csv")
    with open(roster, "w", newline="") as file:
        file.write("Student,ID,SIS User ID,SIS Login ID,Section,HW8 (77)\r\n"
                   "\"Doe, Jane\",11,S11,jdoe,A,\r\n\"Lee, Ann\",12,S12,alee,A,\r\n"
                   "\"Moe, Ray\",13,S13,rmoe,A,\r\n\"Bo, Kim\",14,S14,kim,A,\r\n"
                   "\"Nil, Ned\",15,S15,nnil,A,\r\n")
    run = grader("export", "--out", out, "--submissions", round_one, "--canvas", roster,
                 "--assignment", "HW8 (77)")
    check(run.returncode == 0, f"canvas export: exit {run.returncode}")
    with open(os.path.join(out, "canvas.csv"), newline="") as file:
        cells = {row["ID"]: row["HW8 (77)"] for row in csv.DictReader(file)}
    wanted = {"11": f"{round(full * 0.9, 2):g}", "12": f"{full:g}", "13": "0", "14": "0",
              "15": ""}
    check(cells == wanted, f"canvas.csv cells {cells}, expected {wanted}")
    # Round two: Ann's new attempt is graded again, the others are kept.
    run = grader("batch", "--suite", suite, "--submissions", round_two, "--out", out,
                 "--late-penalty", "10")
    check("(3 kept from an earlier run)" in run.stdout, "unchanged students were graded again")
    book = gradebook(out)
    check(points(book["leeann_12"]["total"]) < full, "the new attempt's wrong answer is not graded")


def test_student_zips(work):
    folder = os.path.join(work, "zips")
    os.makedirs(folder)
    accepted = read(ACCEPTED)
    write_zip(os.path.join(folder, "hw8_jdoe.zip"), {"funny_puzzle.py": accepted})
    write_zip(os.path.join(folder, "hw8_bomb.zip"), {"funny_puzzle.py": b"\0" * (40 << 20)})
    write_zip(os.path.join(folder, "hw8_none.zip"), {"notes.txt": b"n", "solver.py": b"s"})
    with open(os.path.join(folder, "hw8_typo.zip"), "wb") as file:
        file.write(accepted)  # a .py renamed .zip
    out = os.path.join(work, "zips-out")
    run = grader("batch", "--suite", os.path.join(FUNNY, "public.yaml"), "--submissions",
                 folder, "--out", out)
    check(run.returncode == 0, f"zips batch: exit {run.returncode}")
    check("as one zip per student" in run.stderr, "batch does not say it read students' zips")
    book = gradebook(out)
    check(sorted(book) == ["bomb", "jdoe", "none", "typo"], f"zip students {sorted(book)}")
    check(book["jdoe"]["status"] == "graded" and book["jdoe"]["total"] == book["jdoe"]["max"],
          "hw8_jdoe.zip is not graded as its funny_puzzle.py")
    check("unpacks to over 100 times its own size" in book["bomb"]["reason"],
          f"zip bomb: {book['bomb']['reason']}")
    check(book["none"]["reason"] == "hw8_none.zip holds notes.txt, solver.py, but no "
          "funny_puzzle.py", f"zip without the file: {book['none']['reason']}")
    check(book["typo"]["status"] == "submission_error" and "is not a zip file" in
          book["typo"]["reason"], f"not a zip: {book['typo']['reason']}")
    for row in book.values():
        check(row["status"] != "grader_error", f"{row['student']}: a grader error")


def test_blackboard(work):
    course = os.path.join(work, "ds340")
    os.makedirs(course)
    shutil.copy(os.path.join(ROOT, "testcases", "fifteen", "public-q2.yaml"), course)
    manifest = os.path.join(course, "assignment.yaml")
    with open(manifest, "w") as file:
        file.write("assignment: fifteen\nsuites:\n"
                   "  - {file: public-q2.yaml, name: q2, points: 3, visibility: visible}\n"
                   "manual:\n  - {name: q1, points: 4, prompt: \"Question 1 (4 points)\"}\n")
    notebook = read(NOTEBOOK)
    first = "Assignment 1_jdoe_attempt_2026-09-20-10-00-00"
    second = "Assignment 1_jdoe_attempt_2026-09-22-09-30-00"
    broken = "Assignment 1_kroe_attempt_2026-09-21-12-00-00"

    def receipt(name, username, stored, original):
        return (f"Name: {name} ({username})\nAssignment: Assignment 1\n"
                "Date Submitted: (see the file name)\nCurrent Grade: Needs Grading\n\n"
                "Files:\n" + "".join(f"\tOriginal filename: {o}\n\tFilename: {s}\n"
                                     for s, o in zip(stored, original))).encode()
    entries = {
        f"{first}_HW1.ipynb": b"{\"cells\": [",  # cut short: the first try
        f"{first}.txt": receipt("Jane Doe", "jdoe", [f"{first}_HW1.ipynb"], ["HW1.ipynb"]),
        f"{second}_HW1.ipynb": notebook,
        f"{second}_HW1.pdf": b"%PDF-1.4 jane",
        f"{second}.txt": receipt("Jane Doe", "jdoe", [f"{second}_HW1.ipynb"], ["HW1.ipynb"]),
        f"{broken}_kroe.ipynb": b"not json at all",
        f"{broken}_kroe.pdf": b"%PDF-1.4 kim",
        f"{broken}.txt": receipt("Kim Roe", "kroe", [], []),
    }
    download = os.path.join(work, "gradebook_Assignment_1.zip")
    write_zip(download, entries)
    out = os.path.join(work, "bb-out")
    run = grader("batch", "--suite", manifest, "--submissions", download, "--out", out,
                 "--due", "2026-09-21 23:59", "--late-penalty", "10")
    check(run.returncode == 0, f"blackboard batch: exit {run.returncode}")
    check("as Blackboard's Assignment File Download: 2 students" in run.stderr,
          "batch does not say it read Blackboard's download")
    check("jdoe: 2 attempts; graded attempt 2 (2026-09-22 09:30:00)" in run.stderr,
          "the attempt graded is not said")
    run = grader("export", "--out", out, "--submissions", download, "--suite", manifest)
    check(run.returncode == 0, f"blackboard export: exit {run.returncode}")
    book = gradebook(out)
    check(sorted(book) == ["jdoe", "kroe"], f"blackboard students {sorted(book)}")
    jane = book["jdoe"]
    check(jane["attempt"] == "2 of 2" and jane["submitted"] == "2026-09-22 09:30:00" and
          jane["late"] == "late" and "10% off" in jane["late rule"],
          f"jdoe's attempt and late rule: {jane}")
    check(book["kroe"]["status"] != "grader_error", "an unreadable notebook is a grader error")
    page = open(os.path.join(out, "manual", "q1.html"), encoding="utf-8").read()
    check('<a href="pdf/kroe.pdf">' in page, "the answer page does not link kroe's PDF")
    check(read(os.path.join(out, "manual", "pdf", "kroe.pdf")) == b"%PDF-1.4 kim",
          "the PDF beside the page is not the one handed in")
    # The instructor grades q1 (kroe's from the PDF), then uploads to the Grade Center.
    sheet = os.path.join(out, "manual", "q1.csv")
    with open(sheet, newline="", encoding="utf-8") as file:
        rows = list(csv.reader(file))
    for row in rows[1:]:
        row[4] = {"jdoe": "4", "kroe": "2"}[row[0]]
    with open(sheet, "w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows(rows)
    grade_center = os.path.join(work, "gc_DS340_fullgc.csv")
    with open(grade_center, "w", newline="", encoding="utf-8") as file:
        file.write('"Last Name","First Name","Username","Student ID","Last Access","Availability",'
                   '"Assignment 1 [Total Pts: 7 Score] |1234567"\r\n'
                   '"Doe","Jane","jdoe","","","Yes",""\r\n"Roe","Kim","kroe","","","Yes",""\r\n'
                   '"Nil","Ned","nnil","","","Yes",""\r\n')
    run = grader("export", "--out", out, "--submissions", download, "--suite", manifest,
                 "--blackboard", grade_center, "--column", "Assignment 1")
    check(run.returncode == 0, f"blackboard upload export: exit {run.returncode}")
    # jdoe: q2's 3 points (an accepted notebook) + 4 written, 10% off for a day late: 6.3.
    # kroe: nothing could run (0) + 2 written from the PDF, on time. nnil: nothing handed
    # in: an empty cell, which leaves the Grade Center as it was.
    wanted = ('"Username","Assignment 1 [Total Pts: 7 Score] |1234567"\r\n'
              '"jdoe","6.3"\r\n"kroe","2"\r\n"nnil",""\r\n')
    upload = read(os.path.join(out, "blackboard.csv")).decode("utf-8")
    check(upload == wanted, f"blackboard.csv is {upload!r}, expected {wanted!r}")


def main():
    with tempfile.TemporaryDirectory(prefix="intake-e2e-") as work:
        test_canvas(work)
        test_student_zips(work)
        test_blackboard(work)
        leftovers = [name for name in os.listdir(os.path.join(work, "canvas-out"))
                     if name.startswith(".handins")]
        check(not leftovers, f"staged hand-ins left behind: {leftovers}")
    print("FAILED" if failures else "ok", f"({len(failures)} failures)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
