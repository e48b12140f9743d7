#!/usr/bin/env python3
"""Hidden tests stay hidden (issue 24; docs/security.md "Hidden tests stay hidden").

Grades leak programs on every shipped hidden suite (testcases/*/hidden*.yaml), alone and
through its assignment manifest (beside the public suites), with the assignment's own
entry points (driver.py's command line, funny_puzzle's and eight_puzzle's functions,
fifteen_puzzle.ipynb's notebook function). Each program takes the test's input as it
gets it and pushes it out through one channel:

  module_name    raises ModuleNotFoundError for a module named LEAK_<input>
  exception      prints the input on stdout and stderr, raises ValueError(<input>)
  forged_harness finds the harness's nonce (the harness's frames, gc) and writes a tagged
                 "submission error" carrying the input, exit 3
  file_names     makes files named LEAK_<input> and imports one that imports a missing
                 module, so the traceback and the reason name the file
  toplevel       (call modules) the module's top level reads the call from sys.argv and
                 raises ModuleNotFoundError(LEAK_<input>) while the harness loads it

Then checks that no hidden input (each hidden test's board in every notation the suites
use: as written, Python's repr, LEAK_ identifier form, digits only; and each expected
line) appears in any student-facing format of any hidden test: `run --format` text,
gradescope, prairielearn, github-classroom (decoded), and the feedback/*.md of `batch`.
Inputs that a public suite of the assignment also holds are not hidden and not checked.
The instructor's JSON must hold the leak (so the attack fired), and no test may be a
grader_error (a failure stays the student's).

usage: run_hidden_leak_e2e.py GRADER SOURCE_DIR sandbox|fallback|no-sandbox
"""
import ast
import base64
import concurrent.futures
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

STUDENT_FORMATS = ["text", "gradescope", "prairielearn", "github-classroom"]
NO_BUBBLEWRAP = "PUZZLE_GRADER_NO_BUBBLEWRAP"

PAYLOAD = r'''
import ast
import gc
import os
import re
import sys


def _name(args):
    return "LEAK_" + re.sub(r"\W+", "_", " ".join(str(a) for a in args)).strip("_")


def _nonce():
    frame = sys._getframe()
    while frame is not None:
        messages = frame.f_locals.get("messages")
        if getattr(messages, "_nonce", None):
            return messages._nonce
        frame = frame.f_back
    for thing in gc.get_objects():
        if type(thing).__name__ == "Messages" and getattr(thing, "_nonce", None):
            return thing._nonce
    return "none"


def _leak(args):
    name = _name(args)
    attack = "@ATTACK@"
    if attack == "module_name" or attack == "toplevel":
        raise ModuleNotFoundError("No module named '%s'" % name, name=name)
    if attack == "exception":
        print(" ".join(str(a) for a in args), repr(args), name)
        print(repr(args), name, file=sys.stderr)
        raise ValueError("%s %r" % (name, args))
    if attack == "forged_harness":
        line = "puzzle-harness %s submission error: function %s %r not found"
        print(line % (_nonce(), name, args), file=sys.stderr, flush=True)
        sys.exit(3)
    if attack == "file_names":
        open(name + ".txt", "w").close()
        with open(name + ".py", "w") as module:
            module.write("import no_such_module_for_grading\n")
        sys.path.insert(0, os.getcwd())
        __import__(name)
'''

ATTACKS = ["module_name", "exception", "forged_harness", "file_names", "toplevel"]


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def payload(attack):
    return PAYLOAD.replace("@ATTACK@", attack)


def functions_of(suite):
    """The functions a call/notebook suite calls: its function, or {method} filled in."""
    function = suite["run"].get("call", suite["run"].get("notebook", {})).get("function", "")
    if "{method}" not in function:
        return {function}
    return {function.replace("{method}", t["args"]["method"]) for t in suite["tests"]}


def write_submission(folder, suite, functions, attack):
    """The leak program as the suite's file: a script, a module or a notebook."""
    run = suite["run"]
    file_name = suite["submission"]["files"][0]
    defs = "".join(f"\n\ndef {f}(*args):\n    return _leak(args)\n" for f in sorted(functions))
    if "command" in run:
        source = payload(attack) + "\n_leak(sys.argv[1:])\n"
    elif "call" in run:
        source = payload(attack) + defs
        if attack == "toplevel":
            source += "\n_leak(ast.literal_eval('(' + sys.argv[-1] + ',)'))\n"
    else:  # a notebook: the harness keeps its imports and definitions only
        cell = {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
                "source": payload(attack) + defs}
        source = json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4,
                             "nbformat_minor": 5})
    folder.mkdir(parents=True)
    (folder / file_name).write_text(source)


def values_of(suite, test):
    """The input values the program gets, as it gets them."""
    args = dict(suite.get("args") or {}, **(test.get("args") or {}))
    values = [v for k, v in args.items() if k != "call"]
    if "call" in args:
        values += list(ast.literal_eval("(" + args["call"] + ",)"))
    return values


def forms(value):
    """A board (or any input value) in every notation a leak could use."""
    text = str(value)
    found = {text, repr(value), re.sub(r"\W+", "_", text).strip("_")}
    digits = "".join(re.findall(r"\d", text))
    if len(digits) >= 6:
        found.add(digits)
    return {f for f in found if len(f) >= 5}


def needles_of(suite, test):
    found = set()
    for value in values_of(suite, test):
        if isinstance(value, (str, list, tuple)) and len(str(value)) >= 5:
            found |= forms(value)
    found |= {line.strip() for line in (test.get("expected") or "").splitlines()
              if len(line.strip()) >= 8}
    return found


def load(path):
    with open(path) as handle:
        return yaml.safe_load(handle)


def parts_of(target):
    """[(suite, visibility override or None)] of a suite file or a manifest."""
    data = load(target)
    if "suites" not in data:
        return [(data, None)]
    return [(load(target.parent / part["file"]), part.get("visibility"))
            for part in data["suites"]]


def is_hidden(suite, override, test):
    return (override or test.get("visibility") or suite.get("visibility")) == "hidden"


def secret_needles(target, public_text):
    hidden, public = set(), set()
    for suite, override in parts_of(target):
        for test in suite["tests"]:
            (hidden if is_hidden(suite, override, test) else public).update(
                needles_of(suite, test))
    return {n for n in hidden - public if n not in public_text}


def strings_in(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def unescaped(text):
    """Markdown's escapes undone (feedback files escape _ [ ] ...)."""
    return re.sub(r"\\(.)", r"\1", text)


def check_shown(label, text, needles):
    plain = unescaped(text)
    for needle in needles:
        if needle in text or needle in plain:
            at = plain.find(needle)
            fail(f"{label} shows the hidden input {needle!r}: ...{plain[max(0, at - 200):at + 80]!r}")


def grader_env(mode, tmpdir):
    env = dict(os.environ, TMPDIR=str(tmpdir))
    env.pop(NO_BUBBLEWRAP, None)
    if mode == "fallback":
        env[NO_BUBBLEWRAP] = "1"
    return env


def run(grader, suite, submission, mode, tmpdir, report_format):
    command = [grader, "run", "--suite", str(suite), "--submission", str(submission),
               "--format", report_format]
    if mode == "no-sandbox":
        command.append("--no-sandbox")
    done = subprocess.run(command, capture_output=True, env=grader_env(mode, tmpdir), timeout=600)
    if done.returncode not in (0, 1):  # 0: all passed, 1: some failed
        fail(f"run {suite} {submission.name} --format {report_format} exited "
             f"{done.returncode}: {done.stderr.decode(errors='replace')[-600:]}")
    return done.stdout.decode("utf-8", "replace")


def student_texts(report_format, output):
    if report_format == "github-classroom":
        output = base64.b64decode(output.strip()).decode("utf-8", "replace")
    if report_format == "text":
        return [output]
    return [output] + list(strings_in(json.loads(output)))


def formats_for(target, mode):
    """Every student-facing format of `run` on the manifests in the bubblewrap mode; the
    text report alone elsewhere (the reports render the same result in every mode)."""
    if mode != "sandbox":
        return []
    return STUDENT_FORMATS if target.name == "assignment.yaml" else ["text"]


def check_runs(grader, target, attacks, programs, mode, tmpdir, needles):
    def one(job):
        attack, report_format = job
        label = f"{target.parent.name}/{target.name} [{attack}, {mode}] {report_format}"
        output = run(grader, target, programs / attack, mode, tmpdir, report_format)
        for text in student_texts(report_format, output):
            check_shown(label, text, needles)
    jobs = [(a, f) for a in attacks for f in formats_for(target, mode)]
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        list(pool.map(one, jobs))


def check_batch(grader, target, attacks, programs, mode, tmpdir, needles):
    """batch: each program's result (the instructor's: it must hold the leak, and no
    grader_error) and its feedback file (the student's: no hidden input)."""
    out = tmpdir.parent / ("batch-" + target.parent.name + "-" + target.stem + "-" + mode)
    command = [grader, "batch", "--suite", str(target), "--submissions", str(programs),
               "--out", str(out)]
    if mode == "no-sandbox":
        command.append("--no-sandbox")
    done = subprocess.run(command, capture_output=True, env=grader_env(mode, tmpdir), timeout=900)
    if done.returncode != 0:
        fail(f"batch on {target} exited {done.returncode}: {done.stderr.decode()[-600:]}")
    for attack in attacks:
        label = f"{target.parent.name}/{target.name} [{attack}, {mode}]"
        result_text = (out / "results" / f"{attack}.json").read_text()
        result = json.loads(result_text)
        if "LEAK_" not in result_text:
            fail(f"{label}: the instructor's result holds no LEAK_: the attack did not fire")
        if result["status"] == "grader_error":
            fail(f"{label}: status grader_error: {result_text[:600]}")
        check_shown(f"{label} feedback", (out / "feedback" / f"{attack}.md").read_text(), needles)


def check_target(grader, target, attacks, programs, mode, tmpdir, public_text):
    needles = secret_needles(target, public_text)
    if not needles:
        fail(f"{target}: no hidden input to look for")
    check_batch(grader, target, attacks, programs, mode, tmpdir, needles)
    check_runs(grader, target, attacks, programs, mode, tmpdir, needles)
    print(f"{target.parent.name}/{target.name} [{mode}]: {len(attacks)} leak programs, "
          f"{len(needles)} hidden inputs, none shown (feedback, "
          f"{', '.join(formats_for(target, mode)) or 'no run formats'})", flush=True)


def only_python_checks(target):
    """A suite whose every test runs an instructor's Python check (docs/suite-format.md):
    its inputs are in the check's code, which calls the submission's own names, so no leak
    program here (which defines only the assignment's entry points) ever receives them."""
    tests = load(target).get("tests") or []
    return bool(tests) and all("python" in test for test in tests)


def copy_assignment(source, into):
    """The assignment's suites in a private folder, its python: packages cut to those this
    machine has (the leak does not depend on them; a missing one would stop grading)."""
    into.mkdir(mode=0o700)
    for path in source.glob("*.yaml"):
        text = path.read_text()
        def keep(match):
            wanted = [p.strip() for p in match.group(1).split(",") if p.strip()]
            have = [p for p in wanted if subprocess.run(
                ["/usr/bin/python3", "-I", "-c", f"import {p}"], capture_output=True).returncode == 0]
            return "packages: [%s]" % ", ".join(have)
        (into / path.name).write_text(re.sub(r"packages: \[([^\]]*)\]", keep, text))
        (into / path.name).chmod(0o600)


def main(argv):
    grader, source, mode = argv[1], pathlib.Path(argv[2]), argv[3]
    assignments = sorted({p.parent for p in source.glob("testcases/*/hidden*.yaml")})
    if not assignments:
        fail(f"no hidden suite under {source}/testcases")
    with tempfile.TemporaryDirectory(prefix="hidden-leak-") as private:
        work = pathlib.Path(private)
        work.chmod(0o711)  # the runs' own uids reach their workspaces below
        for folder in assignments:
            suites = work / folder.name
            copy_assignment(folder, suites)
            public_text = "".join(p.read_text() for p in suites.glob("public*.yaml"))
            targets = sorted(suites.glob("hidden*.yaml"))
            for target in [t for t in targets if only_python_checks(t)]:
                print(f"{folder.name}/{target.name}: skipped alone (Python checks only; graded "
                      f"within the assignment)", flush=True)
                targets.remove(target)
            if (suites / "assignment.yaml").exists():
                targets.append(suites / "assignment.yaml")
            first = load(targets[0])
            functions = set()
            for target in targets:
                for suite, _ in parts_of(target):
                    if "command" not in suite["run"]:
                        functions |= functions_of(suite)
            attacks = [a for a in ATTACKS if a != "toplevel" or "call" in first["run"]]
            programs = work / (folder.name + "-programs")
            for attack in attacks:
                write_submission(programs / attack, first, functions, attack)
            tmpdir = work / (folder.name + "-tmp")
            tmpdir.mkdir(mode=0o711)
            for target in targets:
                check_target(grader, target, attacks, programs, mode, tmpdir, public_text)
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
