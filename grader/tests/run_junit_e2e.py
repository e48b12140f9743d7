#!/usr/bin/env python3
"""JUnit XML is well-formed whatever the program prints (issue 24.5). A program prints
every C0 control character, U+FFFE, U+FFFF and invalid UTF-8 on stdout and stderr, then
crashes; another runs past the time limit. `run --format junit` must give a document that
Python's xml.etree parses, with the crash and the time limit as <error> elements counted
in errors=.

usage: run_junit_e2e.py GRADER SUITE
"""
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

GRADER, SUITE = sys.argv[1:3]
HOSTILE = r'''import sys
junk = bytes(range(32)) + "\ufffe\uffff".encode() + b"\xff\xed\xa0\x80 ]]> <x>"
sys.stdout.buffer.write(b"word: " + junk + b"\n")
sys.stderr.buffer.write(junk + b"\n")
sys.exit(3)
'''
SLOW = "while True:\n    pass\n"


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def junit(submission):
    done = subprocess.run([GRADER, "run", "--suite", SUITE, "--submission", submission,
                           "--format", "junit", "--time-limit", "0.5"], capture_output=True,
                          timeout=120)
    try:
        return ElementTree.fromstring(done.stdout)
    except ElementTree.ParseError as error:
        fail(f"not well-formed XML ({error}): {done.stdout[:600]!r}")


def main():
    with tempfile.TemporaryDirectory(prefix="junit-") as root:
        os.chmod(root, 0o711)
        for name, program in (("hostile", HOSTILE), ("slow", SLOW)):
            os.makedirs(os.path.join(root, name))
            with open(os.path.join(root, name, "driver.py"), "w") as file:
                file.write(program)
        for name, verdict in (("hostile", "runtime_error"), ("slow", "time_limit")):
            suite = junit(os.path.join(root, name)).find("testsuite")
            errors = suite.findall("testcase/error")
            if not errors or any(e.get("type") != verdict for e in errors):
                fail(f"{name}: expected <error type=\"{verdict}\">, got "
                     f"{ElementTree.tostring(suite)[:600]!r}")
            if suite.get("errors") != str(len(errors)) or suite.get("failures") != "0":
                fail(f"{name}: errors={suite.get('errors')} failures={suite.get('failures')}, "
                     f"expected errors={len(errors)} failures=0")
            print(f"ok   {name}: well-formed, {len(errors)} <error type=\"{verdict}\"> counted")


main()
