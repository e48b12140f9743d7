#!/usr/bin/env python3
"""End-to-end test of `export --blackboard`: a small class is graded with `batch`, then
exported against a Grade Center file shaped like Blackboard's Work Offline > Download, in
both of its forms: tab-delimited UTF-16 with a byte order mark (the ".xls") and
comma-delimited UTF-8 with every field quoted. blackboard.csv must be exactly the
hand-written file below either way: the Username and the column's header as downloaded
(id kept), one row per Grade Center student in file order, the total, an empty cell for
a student without a folder (0 with --missing-as-zero). The student graded but missing
from the file must be named on stderr and in the summary. An unknown column, a column
without an id, a file without a Username column and --blackboard without --column are
usage errors (exit 2) with one line saying what is wrong.

usage: run_blackboard_export_e2e.py GRADER COMMAND_SUITE FIXTURES_DIR
"""
import os
import shutil
import subprocess
import sys
import tempfile

GRADER, SUITE, FIXTURES = sys.argv[1:4]

COLUMN = "Driver [Total Pts: 2 Score] |4242"
HEADER = ["Last Name", "First Name", "Username", "Student ID", "Last Access", "Availability",
          "Quiz 1 [Total Pts: 10 Score] |4241", COLUMN, "Notes"]
ROWS = [["Lee", "Ann", "ann", "S11", "2024-03-01 10:00:00", "Yes", "8.00", "", ""],
        ["Ray", "Bea", "bea", "S12", "", "Yes", "", "", ""],
        ["Ode", "Ben", "ben", "S13", "", "Yes", "", "", ""],
        ["Moe", "Carl", "carl", "S14", "", "No", "", "1.00", ""],
        ["Ng", "Zoë", "zoë", "S15", "", "Yes", "", "", ""]]


def quoted(fields, delimiter):
    return delimiter.join('"' + field.replace('"', '""') + '"' for field in fields)


def xls_bytes():
    """Blackboard's tab-delimited download: UTF-16 little-endian text with a BOM."""
    lines = [quoted(HEADER, "\t")] + [quoted(row, "\t") for row in ROWS]
    return ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-16-le")


def csv_bytes():
    """Blackboard's comma-delimited download: UTF-8 with a BOM, every field quoted."""
    lines = [quoted(HEADER, ",")] + [quoted(row, ",") for row in ROWS]
    return b"\xef\xbb\xbf" + "\n".join(lines).encode("utf-8") + b"\n"


# e2e-command.yaml has one test worth 2 points (two lines, 1 each). ann and zoë:
# correct, 2. bea: wrong_line (the second line is off), 1. ben: empty folder, 0. carl:
# no folder, empty cell. zed: graded, but not in the Grade Center file.
EXPECTED = ('"Username","Driver [Total Pts: 2 Score] |4242"\r\n'
            '"ann","2"\r\n'
            '"bea","1"\r\n'
            '"ben","0"\r\n'
            '"carl",""\r\n'
            '"zoë","2"\r\n').encode("utf-8")
EXPECTED_ZEROS = EXPECTED.replace(b'"carl",""', b'"carl","0"')


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def grader(*args):
    return subprocess.run([GRADER, *args], capture_output=True, text=True, timeout=300)


def make_class(subs):
    for student, fixture in (("ann", "correct"), ("bea", "wrong_line"), ("zed", "correct"),
                             ("zoë", "correct")):
        os.makedirs(os.path.join(subs, student))
        shutil.copy(os.path.join(FIXTURES, fixture, "driver.py"), os.path.join(subs, student))
    os.makedirs(os.path.join(subs, "ben"))


def write(path, data):
    with open(path, "wb") as file:
        file.write(data)
    return path


def written(out):
    with open(os.path.join(out, "blackboard.csv"), "rb") as file:
        return file.read()


def check_export(work, out):
    xls = write(os.path.join(work, "gc_DS340_fullgc.xls"), xls_bytes())
    csv = write(os.path.join(work, "gc_DS340_fullgc.csv"), csv_bytes())
    for path, form in ((xls, "tab-delimited UTF-16"), (csv, "comma-delimited UTF-8")):
        done = grader("export", "--out", out, "--blackboard", path, "--column", "Driver")
        if done.returncode != 0:
            fail(f"export --blackboard ({form}) exited {done.returncode}: {done.stderr}")
        if written(out) != EXPECTED:
            fail(f"from the {form} file, blackboard.csv is\n{written(out)!r}\nexpected\n{EXPECTED!r}")
        if f"({form})" not in done.stdout or f"column '{COLUMN}'" not in done.stdout:
            fail(f"the summary does not name the {form} file's column:\n{done.stdout}")
        print(f"ok   blackboard.csv from the {form} download: one row per student, by username")
    if "'zed'" not in done.stderr:
        fail(f"stderr does not name zed (graded, not in the file): {done.stderr!r}")
    for section, name in (("Graded but not in the Grade Center file", "zed"),
                          ("In the Grade Center file but not graded (empty cell)", "carl")):
        at = done.stdout.find(section)
        if at < 0 or f"\n  {name}\n" not in done.stdout[at:]:
            fail(f"the summary has no section '{section}' listing {name}:\n{done.stdout}")
    print("ok   zed (not in the file) and carl (not graded) are listed, not dropped")
    done = grader("export", "--out", out, "--blackboard", xls, "--column", COLUMN,
                  "--missing-as-zero")
    if done.returncode != 0 or written(out) != EXPECTED_ZEROS:
        fail(f"--missing-as-zero: exit {done.returncode}, blackboard.csv {written(out)!r}")
    print("ok   --missing-as-zero gives carl 0; the whole header picks the column too")
    return xls


def check_usage_errors(work, out, xls):
    def refused(args, needle, what):
        done = grader("export", "--out", out, *args)
        lines = done.stderr.strip().splitlines()
        if done.returncode != 2 or needle not in done.stderr or len(lines) != 1:
            fail(f"{what}: exit {done.returncode}, stderr {done.stderr!r}")

    refused(["--blackboard", xls, "--column", "Drivr"],
            f"{xls}:1: --column 'Drivr' is no column of the Grade Center file", "an unknown column")
    refused(["--blackboard", xls, "--column", "Drivr"], "did you mean 'Driver'?",
            "an unknown column's suggestion")
    refused(["--blackboard", xls, "--column", "Notes"], "add a new text column",
            "a column without an id")
    bad = write(os.path.join(work, "bad.csv"), b'"Last Name","Student ID"\n"Lee","S11"\n')
    refused(["--blackboard", bad, "--column", "Driver"], f"{bad}:1: no 'Username' column",
            "a file without a Username column")
    done = grader("export", "--out", out, "--blackboard", xls)
    if done.returncode != 2 or "--column" not in done.stderr:
        fail(f"--blackboard without --column: exit {done.returncode}, stderr {done.stderr!r}")
    print("ok   an unknown column, a column without an id, a file without Username and a "
          "missing --column are usage errors")


def check_docs():
    """docs/platforms/blackboard.md shows the command and the file as the grader writes it."""
    page = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "../../docs/platforms/blackboard.md")
    with open(page, encoding="utf-8") as file:
        text = file.read()
    if '"Username","Homework 3 [Total Pts: 100 Score] |1234567"' not in text \
            or "export --out grades/ --blackboard" not in text:
        fail("docs/platforms/blackboard.md does not show the command and the file's header")
    print("ok   docs/platforms/blackboard.md shows the command and the header")


def main():
    check_docs()
    with tempfile.TemporaryDirectory(prefix="blackboard-e2e-") as work:
        subs, out = os.path.join(work, "class"), os.path.join(work, "out")
        make_class(subs)
        done = grader("batch", "--suite", SUITE, "--submissions", subs, "--out", out, "--jobs", "2")
        if done.returncode != 0:
            fail(f"batch exited {done.returncode}: {done.stderr}")
        xls = check_export(work, out)
        check_usage_errors(work, out, xls)
    return 0


if __name__ == "__main__":
    sys.exit(main())
