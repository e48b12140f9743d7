#!/usr/bin/env python3
"""End-to-end test of `export --similarity --similarity-archive` (Dolos through Node).

The archives are the toolkit's own example programs (never student code from public
repositories): 2023-fall/ holds testcases/driver/submissions/accepted/ (functional, a
plain-function solver, and oo_solver, a class-based one); online/ holds the wrong_answer/
examples, near-copies of those two and of each other.

The class (similarity_archive/class/) is written for this test, one disguise each:
  renamed      functional with every identifier renamed
  reordered    functional with its functions and imports in another order
  recommented  functional with every comment and docstring replaced, blank lines changed
  declassed    oo_solver with both classes turned into functions of the same bodies
and two independent implementations of the same algorithms (alice, carol of
similarity_class/, written separately from the examples).

Threshold: a pair is listed from similarity 0.5 (kMinSimilarity, grader/export/
similarity_report.h). Measured with Dolos 3.5.1 and the driver starter as template, the four
disguises score 0.73-0.99 against their origin, and the independent programs at most
0.22 against anything: 0.5 sits in the middle of that gap, far from both sides, so a
disguise found does not depend on a lucky margin and an independent program is not
near being flagged.

Checks: every disguise is paired with its origin, named with its archive, and its
largest shared regions are shown side by side in the class report; alice and carol are
in no pair; no pair joins two archive entries; an archive entry of 20 KB of nested
brackets (refused by the grader) and one of 2000 nested minus signs (by the script's tree
depth bound) are left out by name, and one of bytes that are not text stops nothing,
while the rest is compared; a folder that is not one is refused in one line (exit 2).

Code a large share of the class has in common (issue 40 item 1): the starter counts as
given, and beyond it a pair of near-identical classmates is always listed and an archive
match never depends on what classmates share, in a class of five where three copy a prior
term's program, one of ten where six hand in one program, one of nine where five copy
an archived program, and a funny class of three variants of one program; where code was set aside as common, the command line and the report
say so, and code three of four students share, beside code of their own, lists no pair.
The programs written on their own are the similarity tests' and bench/diagnosis/heldout/'s
(driver), which share at most 35% of their code with any program here.

Skipped (exit 77) when Node or @dodona/dolos-lib is not installed.

usage: run_similarity_archive_e2e.py GRADER SOURCE_DIR DOLOS_PREFIX
"""
import csv
import html
import json
import os
import shutil
import subprocess
import sys
import tempfile

GRADER, SOURCE, DOLOS_PREFIX = sys.argv[1:4]
TESTS = os.path.join(SOURCE, "grader", "tests")
EXAMPLES = os.path.join(SOURCE, "testcases", "driver", "submissions")
STARTER = os.path.join(SOURCE, "student_template", "driver")
SKIP = 77
THRESHOLD = 0.5
ORIGINS = {"renamed": "functional", "reordered": "functional", "recommented": "functional",
           "declassed": "oo_solver"}
INDEPENDENT = ("alice", "carol")


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def dolos_missing():
    prefix = os.environ.get("PUZZLE_DOLOS_PREFIX") or DOLOS_PREFIX
    if shutil.which("node") is None:
        return "Node.js (node) is not installed"
    if not os.path.isfile(os.path.join(prefix, "node_modules", "@dodona", "dolos-lib",
                                       "package.json")):
        return f"@dodona/dolos-lib is not installed in {prefix}"
    return None


def make_class(work):
    subs = os.path.join(work, "class")
    shutil.copytree(os.path.join(TESTS, "similarity_archive", "class"), subs)
    for name in INDEPENDENT:
        shutil.copytree(os.path.join(TESTS, "similarity_class", name), os.path.join(subs, name))
    return subs


def make_archives(work):
    term = os.path.join(work, "terms", "2023-fall")
    shutil.copytree(os.path.join(EXAMPLES, "accepted"), term)
    online = os.path.join(work, "online")
    shutil.copytree(os.path.join(EXAMPLES, "wrong_answer"), online)
    with open(os.path.join(online, "nested.py"), "w") as file:
        file.write("x = " + "(" * 10000 + ")" * 10000 + "\n")
    with open(os.path.join(online, "unary.py"), "w") as file:
        file.write("x = " + "-" * 2000 + "1\n")  # no bracket, but a syntax tree 2000 deep
    with open(os.path.join(online, "binary.py"), "wb") as file:
        file.write(bytes(range(256)) * 40)  # not text: parsed as errors and compared
    return term, online


def export(out, subs, *archives):
    os.makedirs(os.path.join(out, "results"), exist_ok=True)
    args = [GRADER, "export", "--out", out, "--submissions", subs, "--similarity",
            "--starter", STARTER]
    for archive in archives:
        args += ["--similarity-archive", archive]
    return subprocess.run(args, capture_output=True, text=True, timeout=600)


def check_bad_folder(work, subs):
    missing = os.path.join(work, "no-such-term")
    done = export(os.path.join(work, "bad-out"), subs, missing)
    lines = done.stderr.strip().splitlines()
    if done.returncode != 2 or lines != [f"puzzle-grader: error: --similarity-archive {missing}: "
                                         "not a folder"]:
        fail(f"a missing archive folder: exit {done.returncode}, stderr {done.stderr!r}")
    done = export(os.path.join(work, "bad-out"), subs, subs)
    if done.returncode != 2 or "is the class folder" not in done.stderr:
        fail(f"the class folder as its own archive: exit {done.returncode}, {done.stderr!r}")
    print("ok   a missing folder and the class folder itself are refused in one line (exit 2)")


def read_pairs(out):
    with open(os.path.join(out, "similarity.csv"), encoding="utf-8", newline="") as file:
        return list(csv.DictReader(file))


def check_pairs(rows, students):
    for row in rows:
        if row["student_1"] not in students:
            fail(f"a pair without a student of the class on its left: {row}")
        if not row["student_2_archive"] and row["student_2"] not in students:
            fail(f"a pair's right is neither a classmate nor an archive entry: {row}")
    per_student = {}
    for row in rows:
        if row["student_2_archive"]:
            per_student[row["student_1"]] = per_student.get(row["student_1"], 0) + 1
    if max(per_student.values(), default=0) > 5:
        fail(f"more than 5 archive matches listed for one student (kMaxArchiveMatches): "
             f"{per_student}")
    for disguise, origin in ORIGINS.items():
        found = [row for row in rows if row["student_1"] == disguise and
                 row["student_2"] == origin and row["student_2_archive"] == "2023-fall"]
        if not found:
            fail(f"{disguise} is not paired with 2023-fall/{origin}: "
                 f"{[r for r in rows if disguise in (r['student_1'], r['student_2'])]}")
        similarity = float(found[0]["similarity"])
        if similarity < THRESHOLD:
            fail(f"{disguise} listed below the threshold: {similarity}")
        print(f"ok   {disguise:<12} found against 2023-fall/{origin} "
              f"({similarity:.2f}, {found[0]['student_1_lines']})")
    flagged = [row for row in rows if {row["student_1"], row["student_2"]} & set(INDEPENDENT)]
    if flagged:
        fail(f"an independent implementation is flagged: {flagged}")
    print("ok   alice and carol (independent implementations) are in no pair")


def check_report(out):
    with open(os.path.join(out, "class-report.html"), encoding="utf-8") as file:
        page = file.read()
    code = page[page.find('id="similarity-code"'):]
    if not code.startswith('id="similarity-code"'):
        fail("class-report.html has no side-by-side code")
    start = code.find("<summary>renamed and 2023-fall/functional")
    if start < 0:
        fail(f"no side-by-side block for renamed and 2023-fall/functional: {code[:600]}")
    block = code[start:code.find("</details>", start)]
    pres = [html.unescape(part.split("</pre>")[0].split(">", 1)[1])
            for part in block.split("<pre")[1:]]
    if len(pres) < 2:
        fail(f"no pair of code columns for renamed: {block[:800]}")
    # The first region: the student's own lines on the left, the archive entry's on the
    # right, different text (renamed names) for the same structure.
    sides = (("renamed", os.path.join(TESTS, "similarity_archive", "class", "renamed")),
             ("2023-fall/functional", os.path.join(EXAMPLES, "accepted", "functional")))
    for shown, (name, folder) in zip(pres[:2], sides):
        with open(os.path.join(folder, "driver.py"), encoding="utf-8") as file:
            lines = set(file.read().splitlines())
        strangers = [line for line in shown.splitlines()
                     if line not in lines and not line.startswith("... (")]
        if not shown.strip() or strangers:
            fail(f"the {name} column shows lines that are not {name}'s: {strangers[:3]}")
    if pres[0] == pres[1]:
        fail("both columns show the same text: the renamed identifiers are not on the left")
    left_out = page[page.find('id="similarity-left-out"'):]
    for name in ("online/nested", "online/unary"):
        if f"<li>{name}: " not in left_out:
            fail(f"{name} is not listed as left out: {left_out[:600]}")
    print("ok   the class report shows renamed and 2023-fall/functional side by side; "
          "online/nested and online/unary left out by name")


HELDOUT = os.path.join(SOURCE, "bench", "diagnosis", "heldout", "driver")


def program(source):
    """The driver.py of a fixture: a folder of similarity_class/, or a held-out program."""
    if source in ("alice", "bob", "carol"):
        return os.path.join(TESTS, "similarity_class", source, "driver.py")
    if source in ("functional", "oo_solver"):
        return os.path.join(EXAMPLES, "accepted", source, "driver.py")
    if source in ORIGINS:
        return os.path.join(TESTS, "similarity_archive", "class", source, "driver.py")
    return os.path.join(HELDOUT, source, "driver.py")


def folder_of(work, name, programs):
    """A class or archive folder `name` under `work`: each entry's driver.py copied from
    program(source), or (source, extra) with the `extra` text appended (comments only)."""
    path = os.path.join(work, name)
    for entry, source in programs.items():
        source, extra = source if isinstance(source, tuple) else (source, "")
        os.makedirs(os.path.join(path, entry))
        with open(program(source), encoding="utf-8") as file:
            code = file.read()
        with open(os.path.join(path, entry, "driver.py"), "w", encoding="utf-8") as file:
            file.write(code + extra)
    return path


# Programs the class copies and programs written on their own. alice/bob: bob is alice
# with every name changed and the functions in another order (similarity_class/); the
# independent ones share at most 35% of their code with any of these (Dolos 3.5.1, the
# driver starter as template), the copies differ only in what Dolos does not read.
COMMENTED = ("alice", "\n# checked twice before handing in\n# all tests pass\n")
INDEPENDENT_SIX = ["carol", "correct_functional", "order_udrl_goal_counted",
                   "sum_h_along_path", "always_replace", "move_cost_added_to_f"]


def listed(rows):
    """The pairs of similarity.csv, a classmate's as {a, b}, an archive entry's as
    {student, "<archive>/<entry>"}."""
    return {frozenset((row["student_1"], (row["student_2_archive"] + "/" if
                                          row["student_2_archive"] else "") + row["student_2"]))
            for row in rows}


def expect_listed(what, out, wanted, alone):
    """Every pair of `wanted` is listed, and no pair with a program of `alone`."""
    pairs = listed(read_pairs(out))
    missing = [sorted(pair) for pair in wanted if frozenset(pair) not in pairs]
    if missing:
        fail(f"{what}: pairs not listed: {missing}; listed: {sorted(map(sorted, pairs))}")
    joined = [sorted(pair) for pair in pairs if pair & set(alone)]
    if joined:
        fail(f"{what}: an independent program is listed: {joined}")


def expect_set_aside_said(what, out, done):
    """The command line and the class report say that code was set aside as common."""
    lines = [line for line in done.stdout.splitlines() if "set aside as common" in line]
    with open(os.path.join(out, "class-report.html"), encoding="utf-8") as file:
        report = file.read()
    if len(lines) != 1 or 'id="similarity-common"' not in report:
        fail(f"{what}: the code set aside as common is not said: {done.stdout!r}")
    return lines[0]


def pairs_within(names):
    return [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]


def check_three_of_five_share_a_prior_terms_program(work):
    """Issue 40 item 1, the class of five: alice hands in 2024-fall's program byte for
    byte, bob a renamed copy, dan a copy with two comments added; carol and erin wrote
    their own. The three copies' code is in more than half of the class, yet each pair
    of them is listed, and each copy with the archive's program."""
    archive = folder_of(work, "three/2024-fall", {"origin": "alice"})
    subs = folder_of(work, "three/class", {"alice": "alice", "bob": "bob", "dan": COMMENTED,
                                           "carol": "carol", "erin": "correct_functional"})
    out = os.path.join(work, "three/out")
    done = export(out, subs, archive)
    copies = ["alice", "bob", "dan"]
    expect_listed("3 copies of 5", out, pairs_within(copies) +
                  [(name, "2024-fall/origin") for name in copies], ["carol", "erin"])
    line = expect_set_aside_said("3 copies of 5", out, done)
    print(f"ok   3 of 5 copy a prior term's program: all 6 pairs listed; {line}")


def check_six_of_ten_share_one_program(work):
    """The class of ten: six hand in one program (alice's byte for byte, bob's renamed
    copy, dan's commented one), four wrote their own: the 15 pairs of the six are listed,
    none with the four."""
    copies = {"alice": "alice", "bob": "bob", "dan": COMMENTED, "fay": "alice",
              "gus": "alice", "hal": "alice"}
    alone = dict(zip(["carol", "erin", "ivy", "jon"], INDEPENDENT_SIX))
    subs = folder_of(work, "six/class", {**copies, **alone})
    out = os.path.join(work, "six/out")
    done = export(out, subs)
    expect_listed("6 copies of 10", out, pairs_within(list(copies)), list(alone))
    expect_set_aside_said("6 copies of 10", out, done)
    print("ok   6 of 10 hand in one program: its 15 pairs listed, none with the other four")


def check_half_copy_one_archived_program(work):
    """Just over half of a class of nine (five) copies one program of online/, two byte
    for byte and three disguised: each copy is listed with it, and the two identical
    copies together."""
    archive = folder_of(work, "half/online", {"functional": "functional",
                                              "oo_solver": "oo_solver"})
    copies = {"kim": "functional", "lee": "functional", "renamed": "renamed",
              "reordered": "reordered", "recommented": "recommented"}
    alone = dict(zip(["alice", "carol", "erin", "ivy"], ["alice"] + INDEPENDENT_SIX[:3]))
    subs = folder_of(work, "half/class", {**copies, **alone})
    out = os.path.join(work, "half/out")
    export(out, subs, archive)
    expect_listed("5 of 9 copy online/functional", out,
                  [(name, "online/functional") for name in copies] + [("kim", "lee")],
                  list(alone))
    print("ok   5 of 9 copy an archived program: each copy listed with it")


def check_funny_near_identical_pair(work):
    """A funny class of three of funny's examples, all of one origin: queue_after_pop_no_spaces
    is queue_after_pop with three lines changed (two printed lines, one start value) and
    its comment, so the two are near-identical whatever the third shares (it was "0
    pairs")."""
    examples = os.path.join(SOURCE, "testcases", "funny", "submissions")
    subs = os.path.join(work, "funny/class")
    for name in ("queue_after_pop", "queue_after_pop_no_spaces"):
        shutil.copytree(os.path.join(examples, "wrong_answer", name), os.path.join(subs, name))
    shutil.copytree(os.path.join(examples, "accepted", "heap_closed_list"),
                    os.path.join(subs, "heap_closed_list"))
    out = os.path.join(work, "funny/out")
    os.makedirs(os.path.join(out, "results"))
    done = subprocess.run([GRADER, "export", "--out", out, "--submissions", subs, "--similarity",
                           "--starter", os.path.join(SOURCE, "student_template", "funny")],
                          capture_output=True, text=True, timeout=600)
    if frozenset(("queue_after_pop", "queue_after_pop_no_spaces")) not in listed(read_pairs(out)):
        fail(f"funny: the near-identical pair is not listed: {done.stdout}")
    print("ok   funny: two near-identical programs beside a third variant are listed")


def check_common_code_alone_lists_no_pair(work):
    """What the common code still does: three of four students each hand in carol's
    program with a program of their own appended, the fourth only their own. The three
    share carol's code, which more than half of the class has, and beyond it what
    independent programs share (at most 35%): they are no near-identical pair, so none of
    their 3 pairs is listed, and the report says that it kept 3 pairs off the list."""
    subs = folder_of(work, "common/class", {
        "ann": ("carol", open(program("always_replace"), encoding="utf-8").read()),
        "ben": ("carol", open(program("move_cost_added_to_f"), encoding="utf-8").read()),
        "cat": ("carol", open(program("sum_h_along_path"), encoding="utf-8").read()),
        "dov": "order_udrl_goal_counted"})
    out = os.path.join(work, "common/out")
    done = export(out, subs)
    if read_pairs(out):
        fail(f"pairs alike only through common code are listed: {read_pairs(out)}")
    line = expect_set_aside_said("common code", out, done)
    if "kept 3 pairs off the list" not in line:
        fail(f"the line does not say that it kept 3 pairs off the list: {line}")
    print(f"ok   code 3 of 4 share makes no pair alone, and is said: {line}")


def main():
    missing = dolos_missing()
    if missing:
        print(f"SKIP: {missing}; the similarity check is optional")
        sys.exit(SKIP)
    with tempfile.TemporaryDirectory() as work:
        subs = make_class(work)
        term, online = make_archives(work)
        check_bad_folder(work, subs)
        out = os.path.join(work, "out")
        done = export(out, subs, term, online)
        if done.returncode != 0:
            fail(f"export exited {done.returncode}: {done.stdout}{done.stderr}")
        print("     " + "\n     ".join(line for line in done.stdout.splitlines()
                                        if line.startswith("Similarity")))
        if not os.path.exists(os.path.join(out, "similarity.csv")):
            fail(f"no similarity.csv: {done.stdout}")
        students = set(os.listdir(subs))
        check_pairs(read_pairs(out), students)
        check_report(out)
        check_three_of_five_share_a_prior_terms_program(work)
        check_six_of_ten_share_one_program(work)
        check_half_copy_one_archived_program(work)
        check_funny_near_identical_pair(work)
        check_common_code_alone_lists_no_pair(work)


main()
