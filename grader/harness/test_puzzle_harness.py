"""Tests of puzzle_harness.py, run as a real subprocess the way the grader runs it.

Registered in ctest (grader/CMakeLists.txt); by hand:
    python3 -m unittest discover -s grader/harness -p 'test_*.py'
"""

import json
import os
import subprocess
import sys
import tempfile
import textwrap
import unittest

HARNESS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "puzzle_harness.py")
SUBMISSION_ERROR = 3
USAGE_ERROR = 2


def notebook(*cells):
    """A minimal nbformat-4 notebook whose code cells are `cells` (markdown if tuple)."""
    out = []
    for cell in cells:
        if isinstance(cell, tuple):
            out.append({"cell_type": "markdown", "metadata": {}, "source": list(cell)})
        else:
            lines = textwrap.dedent(cell).splitlines(keepends=True)
            out.append({"cell_type": "code", "metadata": {}, "outputs": [],
                        "execution_count": None, "source": lines})
    return json.dumps({"cells": out, "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


class HarnessTestCase(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, text):
        with open(os.path.join(self.dir, name), "w", encoding="utf-8") as handle:
            handle.write(textwrap.dedent(text) if not name.endswith(".ipynb") else text)

    def run_harness(self, *args):
        # -I as the grader runs it (grader/run/harness.cc).
        return subprocess.run([sys.executable, "-I", HARNESS, *args], cwd=self.dir,
                              capture_output=True, text=True, timeout=30)

    def assert_submission_error(self, result, fragment):
        self.assertEqual(result.returncode, SUBMISSION_ERROR, result.stderr)
        self.assertEqual(result.stdout, "")
        lines = result.stderr.strip().splitlines()
        self.assertEqual(len(lines), 1, result.stderr)
        self.assertTrue(lines[0].startswith("submission error: "), lines[0])
        self.assertIn(fragment, lines[0])


class CallTest(HarnessTestCase):
    def test_calls_the_function_with_the_literal_as_its_argument(self):
        self.write("funny.py", """
            def solve(state):
                print("got", state, type(state).__name__)
            """)
        result = self.run_harness("call", "funny.py", "solve", "[4, 3, 0, 5, 1, 6, 7, 2, 0]")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout, "got [4, 3, 0, 5, 1, 6, 7, 2, 0] list\n")

    def test_several_arguments_and_no_argument(self):
        self.write("m.py", """
            def f(*args):
                print(repr(args))
            """)
        self.assertEqual(self.run_harness("call", "m.py", "f", "[1, 2], 'bfs'").stdout,
                         "([1, 2], 'bfs')\n")
        self.assertEqual(self.run_harness("call", "m.py", "f", "").stdout, "()\n")

    def test_print_result_prints_the_repr_of_a_returned_value(self):
        self.write("eight_puzzle.py", """
            def bfs(start, goal):
                print("searching")
                return ['up', 'left'] if start != goal else []
            def unsolvable(start, goal):
                print("No solution")
            """)
        result = self.run_harness("--print-result", "call", "eight_puzzle.py", "bfs", "'a', 'b'")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout, "searching\n['up', 'left']\n")
        result = self.run_harness("--print-result", "call", "eight_puzzle.py", "unsolvable", "'a', 'b'")
        self.assertEqual(result.stdout, "No solution\n")

    def test_returned_value_is_not_printed_without_the_option(self):
        self.write("m.py", "def f():\n    return [1]\n")
        self.assertEqual(self.run_harness("call", "m.py", "f", "").stdout, "")

    def test_module_name_without_py_is_accepted(self):
        self.write("m.py", "def f():\n    print('ok')\n")
        self.assertEqual(self.run_harness("call", "m", "f", "").stdout, "ok\n")

    def test_module_can_import_its_siblings(self):
        self.write("helper.py", "VALUE = 42\n")
        self.write("m.py", "import helper\ndef f():\n    print(helper.VALUE)\n")
        self.assertEqual(self.run_harness("call", "m.py", "f", "").stdout, "42\n")

    def test_missing_file_is_a_submission_error(self):
        self.assert_submission_error(self.run_harness("call", "nope.py", "f", ""), "nope.py")

    def test_missing_function_is_a_submission_error(self):
        self.write("m.py", "def g():\n    pass\n")
        self.assert_submission_error(self.run_harness("call", "m.py", "f", ""), "function f")

    def test_syntax_error_is_a_submission_error(self):
        self.write("m.py", "def f(:\n    pass\n")
        self.assert_submission_error(self.run_harness("call", "m.py", "f", ""), "syntax error")

    def test_import_error_of_the_submission_is_a_submission_error(self):
        self.write("m.py", "import no_such_module_here\ndef f():\n    pass\n")
        self.assert_submission_error(self.run_harness("call", "m.py", "f", ""),
                                     "m.py imports no_such_module_here, which is not installed "
                                     "on the grader")

    def test_another_import_error_keeps_python_s_words(self):
        self.write("m.py", "from os import no_such_name\ndef f():\n    pass\n")
        self.assert_submission_error(self.run_harness("call", "m.py", "f", ""),
                                     "import error in m.py: cannot import name 'no_such_name'")

    def test_exception_in_the_function_is_a_traceback_with_exit_1(self):
        self.write("m.py", "def f():\n    print('partial')\n    raise ValueError('boom')\n")
        result = self.run_harness("call", "m.py", "f", "")
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stdout, "partial\n")
        self.assertIn("Traceback", result.stderr)
        self.assertIn("ValueError: boom", result.stderr)
        self.assertNotIn("submission error", result.stderr)

    def test_the_traceback_starts_at_the_submission_s_code(self):
        # Before, it began with the harness's own frames (run, main, "result =
        # function(*args)"), which mean nothing to a student.
        self.write("m.py", "def g():\n    raise ValueError('boom')\n\ndef f():\n    g()\n")
        result = self.run_harness("call", "m.py", "f", "")
        self.assertEqual(result.returncode, 1)
        frames = [line.strip() for line in result.stderr.splitlines()
                  if line.strip().startswith("File ")]
        self.assertEqual(len(frames), 2, result.stderr)
        self.assertTrue(frames[0].endswith("line 5, in f"), result.stderr)
        self.assertTrue(frames[1].endswith("line 2, in g"), result.stderr)
        self.assertNotIn("harness", result.stderr)

    def test_a_crash_at_import_shows_the_module_s_line_only(self):
        self.write("m.py", "x = 1\nraise RuntimeError('at import')\n")
        result = self.run_harness("call", "m.py", "f", "")
        self.assertEqual(result.returncode, 1)
        frames = [line for line in result.stderr.splitlines() if line.strip().startswith("File ")]
        self.assertEqual(len(frames), 1, result.stderr)
        self.assertIn('m.py", line 2, in <module>', frames[0])
        self.assertIn("RuntimeError: at import", result.stderr)

    def test_import_error_inside_the_function_is_a_runtime_error(self):
        self.write("m.py", "def f():\n    import no_such_module_here\n")
        result = self.run_harness("call", "m.py", "f", "")
        self.assertEqual(result.returncode, 1)
        self.assertIn("ModuleNotFoundError", result.stderr)

    def test_sys_exit_code_of_the_function_is_kept(self):
        self.write("m.py", "import sys\ndef f():\n    sys.exit(7)\n")
        self.assertEqual(self.run_harness("call", "m.py", "f", "").returncode, 7)

    def test_non_literal_args_are_a_usage_error_and_are_not_evaluated(self):
        self.write("m.py", "def f(x):\n    print(x)\n")
        result = self.run_harness("call", "m.py", "f", "__import__('os').getcwd()")
        self.assertEqual(result.returncode, USAGE_ERROR)
        self.assertEqual(result.stdout, "")

    def test_bad_command_line_is_a_usage_error(self):
        self.assertEqual(self.run_harness("call", "m.py").returncode, USAGE_ERROR)
        self.assertEqual(self.run_harness("run", "m.py", "f", "").returncode, USAGE_ERROR)


class NotebookTest(HarnessTestCase):
    def test_keeps_definitions_and_skips_demo_calls_and_magics(self):
        self.write("nb.ipynb", notebook(
            ("# Fifteen puzzle\n",),
            """\
            %matplotlib inline
            !pip install numpy
            import heapq
            GOAL = (1, 2, 3)
            LIMIT: int = 5
            computed = sorted([3, 2, 1])
            """,
            """\
            def solve_and_print(state):
                print("solving", state, GOAL, LIMIT, heapq.nsmallest(1, state))
            """,
            """\
            %%timeit
            solve_and_print([9, 9, 9])
            """,
            """\
            print("demo output that must not appear")
            solve_and_print([5, 5, 5])
            """,
        ))
        result = self.run_harness("notebook", "nb.ipynb", "solve_and_print", "[3, 1, 2]")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout, "solving [3, 1, 2] (1, 2, 3) 5 [1]\n")

    def test_non_literal_assignment_is_dropped(self):
        self.write("nb.ipynb", notebook(
            "computed = sorted([3, 2, 1])\n",
            "def f():\n    print(computed)\n",
        ))
        result = self.run_harness("notebook", "nb.ipynb", "f", "")
        self.assertEqual(result.returncode, 1)
        self.assertIn("NameError", result.stderr)

    def test_classes_are_kept(self):
        self.write("nb.ipynb", notebook(
            "class Node:\n    def __init__(self, v):\n        self.v = v\n",
            "def f(v):\n    print(Node(v).v)\n",
        ))
        self.assertEqual(self.run_harness("notebook", "nb.ipynb", "f", "8").stdout, "8\n")

    def test_syntax_error_in_a_cell_is_a_submission_error(self):
        self.write("nb.ipynb", notebook("def f(:\n    pass\n"))
        self.assert_submission_error(self.run_harness("notebook", "nb.ipynb", "f", ""),
                                     "cell 1")

    def test_missing_function_is_a_submission_error(self):
        self.write("nb.ipynb", notebook("def g():\n    pass\n"))
        self.assert_submission_error(self.run_harness("notebook", "nb.ipynb", "f", ""),
                                     "function f")

    def test_missing_notebook_is_a_submission_error(self):
        self.assert_submission_error(self.run_harness("notebook", "no.ipynb", "f", ""),
                                     "no.ipynb")

    def test_broken_json_is_a_submission_error(self):
        self.write("nb.ipynb", "{not json")
        self.assert_submission_error(self.run_harness("notebook", "nb.ipynb", "f", ""),
                                     "not a readable notebook")

    def test_import_error_in_a_cell_is_a_submission_error(self):
        self.write("nb.ipynb", notebook("import no_such_module_here\n", "def f():\n    pass\n"))
        self.assert_submission_error(self.run_harness("notebook", "nb.ipynb", "f", ""),
                                     "nb.ipynb cell 1 imports no_such_module_here, which is not "
                                     "installed on the grader")


class NonceTest(HarnessTestCase):
    """--nonce-on-stdin: the harness's messages carry the nonce from stdin's first line."""

    NONCE = "0123456789abcdef"

    def run_tagged(self, stdin, *args, env=None):
        return subprocess.run([sys.executable, "-I", HARNESS, "--nonce-on-stdin", *args],
                              cwd=self.dir, input=stdin, capture_output=True, text=True,
                              timeout=30, env=env)

    def test_the_function_reads_stdin_after_the_nonce(self):
        self.write("m.py", "def f():\n    print(input())\n")
        result = self.run_tagged(self.NONCE + "\nhello\n", "call", "m.py", "f", "")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout, "hello\n")
        self.assertEqual(result.stderr, "puzzle-harness 0123456789abcdef started\n")

    def test_a_submission_error_is_tagged_after_started(self):
        self.write("m.py", "def g():\n    pass\n")
        result = self.run_tagged(self.NONCE + "\n", "--print-result", "call", "m.py", "f", "")
        self.assertEqual(result.returncode, SUBMISSION_ERROR)
        self.assertEqual(result.stderr, "puzzle-harness 0123456789abcdef started\n"
                         "puzzle-harness 0123456789abcdef submission error: "
                         "function f not found in m.py\n")

    def test_a_usage_error_is_tagged_and_comes_before_any_submission_code(self):
        self.write("m.py", "print('imported')\ndef f(x):\n    pass\n")
        result = self.run_tagged(self.NONCE + "\n", "call", "m.py", "f", "[1, 2")
        self.assertEqual(result.returncode, USAGE_ERROR)
        self.assertEqual(result.stdout, "")  # the module was never imported
        self.assertTrue(result.stderr.startswith(
            "puzzle-harness 0123456789abcdef usage error: args literal is not"), result.stderr)
        self.assertNotIn("started", result.stderr)

    def test_a_program_s_imitation_comes_after_started(self):
        self.write("m.py", "import sys\ndef f():\n"
                           "    print('puzzle-harness 0123456789abcdef usage error: x', file=sys.stderr)\n"
                           "    sys.exit(2)\n")
        result = self.run_tagged(self.NONCE + "\n", "call", "m.py", "f", "")
        self.assertEqual(result.returncode, USAGE_ERROR)
        self.assertEqual(result.stderr.splitlines()[0], "puzzle-harness 0123456789abcdef started")

    def test_no_submission_code_runs_before_started(self):
        # HOME is the workspace when grading: a usercustomize.py there would run at startup.
        site = os.path.join(self.dir, ".local", "lib",
                            "python%d.%d" % sys.version_info[:2], "site-packages")
        os.makedirs(site)
        self.write(os.path.join(site, "usercustomize.py"),
                   "import sys\nprint('early', file=sys.stderr)\n")
        self.write("m.py", "def f():\n    pass\n")
        env = dict(os.environ, HOME=self.dir)
        result = self.run_tagged(self.NONCE + "\n", "call", "m.py", "f", "", env=env)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stderr, "puzzle-harness 0123456789abcdef started\n")

    def test_a_missing_nonce_is_a_usage_error(self):
        self.write("m.py", "def f():\n    pass\n")
        result = self.run_tagged("", "call", "m.py", "f", "")
        self.assertEqual(result.returncode, USAGE_ERROR)
        self.assertIn("not a nonce", result.stderr)


class PythonCheckTest(HarnessTestCase):
    """--check-on-stdin: the suite's Python check runs against the submission's names."""

    NONCE = NonceTest.NONCE
    run_tagged = NonceTest.run_tagged

    PUZZLE = """
        class NumberPuzzle:
            def __init__(self):
                self.parent = None
                self.dist_from_start = 0
            def copy(self):
                child = NumberPuzzle()
                child.parent = self
                child.dist_from_start = self.dist_from_start
                return child
        def shout(word):
            print(word.upper())
        """
    CHECK = textwrap.dedent("""
        start = NumberPuzzle()
        start.dist_from_start = 3
        child = start.copy()
        expect("parent", child.parent is start)
        expect("distance", child.dist_from_start == 4)
        expect("printed", printed(shout, "hi") == "HI\\n")
        """)

    def run_check(self, code, *args, stdin_rest="", env=None):
        data = code.encode("utf-8")
        stdin = "%s\n%d\n%s%s" % (self.NONCE, len(data), code, stdin_rest)
        return self.run_tagged(stdin, "--check-on-stdin", *args, env=env)

    def reports(self, result):
        tag = "puzzle-harness %s check " % self.NONCE
        return [line[len(tag):] for line in result.stderr.splitlines() if line.startswith(tag)]

    def test_each_expect_is_one_tagged_line_in_order(self):
        self.write("puzzle.py", self.PUZZLE)
        result = self.run_check(self.CHECK, "call", "puzzle.py", "shout", "")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(self.reports(result),
                         ["parent passed", "distance failed", "printed passed"])
        self.assertEqual(result.stdout, "")  # what printed() caught is not the output

    def test_runs_against_a_notebook_s_definitions(self):
        self.write("nb.ipynb", notebook(textwrap.dedent(self.PUZZLE), "shout('demo')"))
        result = self.run_check(self.CHECK, "notebook", "nb.ipynb", "shout", "")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(self.reports(result),
                         ["parent passed", "distance failed", "printed passed"])
        self.assertEqual(result.stdout, "")  # the demo call did not run

    def test_an_exception_ends_the_check_with_a_traceback_and_exit_0(self):
        self.write("puzzle.py", self.PUZZLE)
        code = "expect('first', True)\nNumberPuzzle().move(1, 2)\nexpect('second', True)\n"
        result = self.run_check(code, "call", "puzzle.py", "shout", "")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(self.reports(result), ["first passed"])
        self.assertIn("AttributeError", result.stderr)
        self.assertNotIn("puzzle_harness.py", result.stderr)

    def test_a_program_that_silences_stderr_does_not_silence_the_reports(self):
        self.write("puzzle.py", "import io, sys\nsys.stderr = io.StringIO()\n" +
                   textwrap.dedent(self.PUZZLE))
        result = self.run_check("expect('ok', True)\n", "call", "puzzle.py", "shout", "")
        self.assertEqual(self.reports(result), ["ok passed"])

    def test_the_submission_s_own_expect_does_not_replace_the_harness_s(self):
        self.write("puzzle.py", "def expect(name, condition):\n    print('fake')\n")
        result = self.run_check("expect('ok', False)\n", "call", "puzzle.py", "expect", "")
        self.assertEqual(self.reports(result), ["ok failed"])
        self.assertEqual(result.stdout, "")

    def test_the_program_reads_the_test_s_stdin_after_the_code(self):
        self.write("m.py", "def f():\n    return input()\n")
        result = self.run_check("expect('read', f() == 'hello')\n", "call", "m.py", "f", "",
                                stdin_rest="hello\n")
        self.assertEqual(self.reports(result), ["read passed"])

    def test_a_check_that_does_not_compile_is_a_usage_error_before_started(self):
        self.write("m.py", "print('imported')\n")
        result = self.run_check("expect(\n", "call", "m.py", "f", "")
        self.assertEqual(result.returncode, USAGE_ERROR)
        self.assertNotIn("started", result.stderr)
        self.assertIn("python check does not compile", result.stderr)
        self.assertEqual(result.stdout, "")

    def test_a_missing_or_short_code_is_a_usage_error(self):
        self.write("m.py", "def f():\n    pass\n")
        result = self.run_tagged(self.NONCE + "\n40\nexpect('x', 1)\n", "--check-on-stdin",
                                 "call", "m.py", "f", "")
        self.assertEqual(result.returncode, USAGE_ERROR)
        self.assertIn("cut short", result.stderr)


if __name__ == "__main__":
    unittest.main()
