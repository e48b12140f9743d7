#!/usr/bin/env python3
"""End-to-end test of `export --similarity` (Dolos through Node).

similarity_class/: three students, copied beside the driver starter (passed as --starter). bob's driver.py is alice's
with every variable renamed and the functions in another order; carol wrote hers on her
own (a node class, a parent map, another A*). The pair alice/bob must be listed, in
similarity.csv and in class-report.html, and no pair with carol.

similarity_starter_only/: dave and erin handed in the starter with only manhattan()
written, each in their own way. With --starter they share nothing unusual, so no pair is
listed; without it, the starter they both kept makes them look alike (which shows the
starter really is what is left out).

Without the package (PUZZLE_DOLOS_PREFIX pointing at an empty folder), export still exits
0, writes the class report and says why in one line.

Hostile files (issue 24): beside the class, mallory handed in 20 KB of nested
parentheses and trudy 4 MB of Python. Each is left out alone, named with the reason in
the class report and on the command line, and alice/bob are still found; the whole
export stays within seconds. The script's own bounds (parse time, tree depth) are
checked too, by giving it the nested file directly.

Nothing escapes it, no pair stalls it (issue 38 item 7): dora's driver.py only runs
.impl/impl.py, a copy of carol's program in a dot folder, which the grader runs too, so
carol/dora must be listed with dora's lines in .impl/impl.py; oscar and peggy repeat one
statement 1,000 times each (before the bounds: 300 s and 2.7 GB of Dolos for that one
pair), so that pair is left out, named with its reason in the class report and on the
command line, while alice/bob are still listed, all within seconds.

Skipped (exit 77, one line) only when Node or @dodona/dolos-lib is not installed (or
cannot be loaded).

usage: run_similarity_e2e.py GRADER STARTER_DIR TESTS_DIR DOLOS_PREFIX
"""
import csv
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

GRADER, STARTER, TESTS, DOLOS_PREFIX = sys.argv[1:5]
SKIP = 77


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def export(out, submissions, *extra, env=None):
    os.makedirs(os.path.join(out, "results"), exist_ok=True)  # export reads results/
    done = subprocess.run([GRADER, "export", "--out", out, "--similarity", "--submissions",
                           submissions, *extra], capture_output=True, text=True, timeout=600,
                          env=env)
    if done.returncode != 0:
        fail(f"export exited {done.returncode}: {done.stdout}{done.stderr}")
    return done


def pairs(out):
    with open(os.path.join(out, "similarity.csv"), encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    return {frozenset((row["student_1"], row["student_2"])): row for row in rows}


def check_without_package(work):
    out = os.path.join(work, "no-package")
    empty = os.path.join(work, "empty-prefix")
    os.makedirs(empty)
    done = export(out, os.path.join(TESTS, "similarity_class"), "--starter", STARTER,
                  env=dict(os.environ, PUZZLE_DOLOS_PREFIX=empty))
    notes = [line for line in done.stdout.splitlines() if line.startswith("Similarity")]
    if len(notes) != 1 or "not checked" not in notes[0]:
        fail(f"expected one 'Similarity not checked' line, got: {done.stdout!r}")
    if os.path.exists(os.path.join(out, "similarity.csv")):
        fail("similarity.csv written although Dolos did not run")
    with open(os.path.join(out, "class-report.html"), encoding="utf-8") as file:
        if "Not checked:" not in file.read():
            fail("class-report.html does not say the similarity was not checked")
    print(f"ok   without the package: exit 0 and one line: {notes[0]}")


def dolos_prefix():
    return os.environ.get("PUZZLE_DOLOS_PREFIX") or DOLOS_PREFIX


def dolos_missing():
    if shutil.which("node") is None:
        return "Node.js (node) is not installed"
    prefix = dolos_prefix()
    if not os.path.isfile(os.path.join(prefix, "node_modules", "@dodona", "dolos-lib", "package.json")):
        return f"@dodona/dolos-lib is not installed in {prefix} (scripts/bootstrap.sh)"
    # An install whose parsers were never built (or built for another libstdc++) is there
    # but cannot load: as good as absent for this test.
    loads = subprocess.run(
        ["node", "--input-type=module", "-e",
         "import{createRequire}from'node:module';import{pathToFileURL}from'node:url';"
         f"const r=createRequire({json.dumps(os.path.join(prefix, 'package.json'))});"
         "const lib=await import(pathToFileURL(r.resolve('@dodona/dolos-lib')).href);"
         "await new lib.LanguagePicker().findLanguage('python').then(l=>l.createTokenizer({}));"],
        capture_output=True, text=True, timeout=60)
    if loads.returncode != 0:
        last = (loads.stderr.strip().splitlines() or ["no message"])[-1]
        return f"@dodona/dolos-lib in {prefix} cannot be loaded ({last[:160]})"
    return None


NESTED = "x = " + "(" * 10000 + ")" * 10000 + "\n"  # 20 KB of nested parentheses
BIG = "".join(f"v{i} = {i} * 2 + 1\n" for i in range(250000))  # about 4 MB of Python


def check_hostile_files_are_left_out(work):
    subs = os.path.join(work, "hostile-class")
    shutil.copytree(os.path.join(TESTS, "similarity_class"), subs)
    os.makedirs(os.path.join(subs, "mallory"))
    with open(os.path.join(subs, "mallory", "driver.py"), "w") as file:
        file.write(NESTED)
    with open(os.path.join(subs, "trudy.py"), "w") as file:
        file.write(BIG)
    out = os.path.join(work, "hostile-out")
    started = time.monotonic()
    done = export(out, subs, "--starter", STARTER)
    elapsed = time.monotonic() - started
    if frozenset(("alice", "bob")) not in pairs(out):
        fail(f"with hostile files beside them, alice/bob are not listed: {done.stdout}")
    if any("mallory" in p or "trudy" in p for p in pairs(out)):
        fail(f"a left-out submission is in a pair: {sorted(map(sorted, pairs(out)))}")
    with open(os.path.join(out, "class-report.html"), encoding="utf-8") as file:
        html = file.read()
    left_out = html[html.find('id="similarity-left-out"'):]
    for name, why in (("mallory", "nest more than"), ("trudy", "larger than the check reads")):
        if f"<li>{name}: " not in left_out or why not in left_out:
            fail(f"class-report.html does not list {name} as left out ({why}): {left_out[:400]}")
    if "2 submissions not compared" not in done.stdout:
        fail(f"export does not say two were left out: {done.stdout}")
    if elapsed > 60:
        fail(f"export took {elapsed:.1f} s with two hostile files")
    print(f"ok   nested parentheses and 4 MB left out, named; alice/bob found ({elapsed:.1f} s)")


REPEATED = 'print("a", x + 1)\n' * 1000  # one statement, 1,000 times


def check_dot_folders_and_repeats(work):
    subs = os.path.join(work, "dot-class")
    shutil.copytree(os.path.join(TESTS, "similarity_class"), subs)
    os.makedirs(os.path.join(subs, "dora", ".impl"))
    with open(os.path.join(subs, "dora", "driver.py"), "w") as file:
        file.write('exec(open(".impl/impl.py").read())\n')
    shutil.copy(os.path.join(subs, "carol", "driver.py"),
                os.path.join(subs, "dora", ".impl", "impl.py"))
    for name in ("oscar", "peggy"):
        os.makedirs(os.path.join(subs, name))
        with open(os.path.join(subs, name, "driver.py"), "w") as file:
            file.write(REPEATED)
    out = os.path.join(work, "dot-out")
    started = time.monotonic()
    done = export(out, subs, "--starter", STARTER)
    elapsed = time.monotonic() - started
    found = pairs(out)
    dora = found.get(frozenset(("carol", "dora")))
    if dora is None:
        fail(f"carol/dora (a copy in .impl/) is not listed: {sorted(map(sorted, found))}")
    places = dora["student_1_lines"] + " " + dora["student_2_lines"]
    if ".impl/impl.py lines " not in places:
        fail(f"carol/dora's shared lines are not placed in .impl/impl.py: {dora}")
    if frozenset(("alice", "bob")) not in found:
        fail(f"beside the repeats, alice/bob are not listed: {sorted(map(sorted, found))}")
    if frozenset(("oscar", "peggy")) in found:
        fail("oscar/peggy were compared although their repeats cost Dolos minutes")
    with open(os.path.join(out, "class-report.html"), encoding="utf-8") as file:
        html = file.read()
    section = html[html.find('id="similarity-left-out-pairs"'):]
    said = "<li>oscar and peggy (about 100% of their code alike): they repeat the same code"
    if said not in section:
        fail(f"class-report.html does not name oscar/peggy as left out: {section[:400]}")
    if "Similarity: 1 pair not compared" not in done.stdout:
        fail(f"export does not say a pair was left out: {done.stdout}")
    if elapsed > 60:
        fail(f"export took {elapsed:.1f} s with a pair of repeats")
    print(f"ok   carol/dora found in .impl/impl.py ({float(dora['similarity']):.0%}); "
          f"oscar/peggy left out, named; alice/bob found ({elapsed:.1f} s)")


def check_script_bounds(work):
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "export",
                          "puzzle_similarity.mjs")
    with open(os.path.join(TESTS, "similarity_class", "alice", "driver.py")) as file:
        alice = file.read()
    request = {"dolos_prefix": dolos_prefix(), "language": "python", "starter": None,
               "submissions": [{"id": "0", "code": alice}, {"id": "1", "code": alice},
                               {"id": "2", "code": NESTED}],
               "min_similarity": 0.5, "max_pairs": 10,
               "parse_millis": 2000, "max_depth": 400}
    started = time.monotonic()
    done = subprocess.run(["node", script], input=json.dumps(request), capture_output=True,
                          text=True, timeout=120)
    elapsed = time.monotonic() - started
    if done.returncode != 0:
        fail(f"the script exited {done.returncode} on a nested file: {done.stderr}")
    answer = json.loads(done.stdout)
    if [item["id"] for item in answer.get("left_out", [])] != ["2"]:
        fail(f"the script did not leave the nested file out: {done.stdout[:400]}")
    if not answer["pairs"] or elapsed > 10:
        fail(f"no pair of the two others, or too slow ({elapsed:.1f} s): {done.stdout[:400]}")
    print(f"ok   the script leaves out the nested file itself: "
          f"{answer['left_out'][0]['reason']} ({elapsed:.1f} s)")
    # The parse-time bound: 4 MB cannot be parsed in 50 ms; the parser stops, and the next
    # file (parsed by the same parser) is still read from its own start.
    request["submissions"] = [{"id": "0", "code": BIG}, {"id": "1", "code": alice},
                              {"id": "2", "code": alice}]
    request["parse_millis"] = 50
    started = time.monotonic()
    done = subprocess.run(["node", script], input=json.dumps(request), capture_output=True,
                          text=True, timeout=120)
    elapsed = time.monotonic() - started
    answer = json.loads(done.stdout) if done.returncode == 0 else {}
    left = answer.get("left_out", [])
    if [item["id"] for item in left] != ["0"] or "within" not in left[0]["reason"] or \
            not answer["pairs"]:
        fail(f"the parse-time bound did not leave the 4 MB file out alone: "
             f"{done.returncode} {done.stdout[:400]} {done.stderr[:400]}")
    print(f"ok   the script stops a parse at its time bound: {left[0]['reason']} "
          f"({elapsed:.1f} s)")
    # The check's time for the class: with none left, no pair is built, each is named.
    request["submissions"] = [{"id": "0", "code": alice}, {"id": "1", "code": alice}]
    request["parse_millis"] = 2000
    request["deadline_cpu_millis"] = 1
    request["deadline_wall_millis"] = 600000
    done = subprocess.run(["node", script], input=json.dumps(request), capture_output=True,
                          text=True, timeout=120)
    answer = json.loads(done.stdout) if done.returncode == 0 else {}
    late = answer.get("left_out_pairs", [])
    if answer.get("pairs") != [] or len(late) != 1 or "used its time" not in late[0]["reason"] \
            or late[0]["share"] != 1:
        fail(f"past the deadline, the pair is not left out with why: {done.stdout[:400]}")
    print(f"ok   past its time, the script names the pairs it did not build: {late[0]['reason']}")


def check_copied_pair(work):
    # The starter sits beside the students, as in a course's folder: it is no student.
    subs = os.path.join(work, "class")
    shutil.copytree(os.path.join(TESTS, "similarity_class"), subs)
    shutil.copytree(STARTER, os.path.join(subs, "starter"))
    out = os.path.join(work, "class-out")
    export(out, subs, "--starter", os.path.join(subs, "starter"))
    found = pairs(out)
    if any("starter" in p for p in found):
        fail(f"the starter is compared as if it were a student: {sorted(map(sorted, found))}")
    if frozenset(("alice", "bob")) not in found:
        fail(f"the copied pair alice/bob is not listed: {sorted(map(sorted, found))}")
    with_carol = [sorted(p) for p in found if "carol" in p]
    if with_carol:
        fail(f"carol wrote her own program but is listed with: {with_carol}")
    row = found[frozenset(("alice", "bob"))]
    if not row["student_1_lines"].startswith("driver.py lines "):
        fail(f"the longest fragment has no place: {row}")
    with open(os.path.join(out, "class-report.html"), encoding="utf-8") as file:
        html = file.read()
    section = html[html.find('id="similarity"'):]
    if not section.startswith('id="similarity"') or "alice" not in section or "bob" not in section:
        fail("class-report.html has no similarity table naming alice and bob")
    print(f"ok   alice/bob listed ({float(row['similarity']):.0%}), no pair with carol")


def check_starter_left_out(work):
    subs = os.path.join(TESTS, "similarity_starter_only")
    out = os.path.join(work, "starter")
    export(out, subs, "--starter", STARTER)
    if pairs(out):
        fail(f"with --starter, dave/erin are listed: {pairs(out)}")
    out = os.path.join(work, "no-starter")
    export(out, subs)
    if frozenset(("dave", "erin")) not in pairs(out):
        fail("without --starter, dave/erin (both the starter) are not listed: the check proves nothing")
    print("ok   the starter is left out: dave/erin listed only without --starter")


def main():
    with tempfile.TemporaryDirectory() as work:
        check_without_package(work)
        missing = dolos_missing()
        if missing:
            print(f"SKIP: {missing}; the similarity check is optional")
            sys.exit(SKIP)
        check_copied_pair(work)
        check_starter_left_out(work)
        check_script_bounds(work)
        check_hostile_files_are_left_out(work)
        check_dot_folders_and_repeats(work)


main()
