"""Run one function of a student submission that has no main block.

    python3 puzzle_harness.py [--nonce-on-stdin] [--print-result] call     <module_file.py> <function> <args_literal>
    python3 puzzle_harness.py [--nonce-on-stdin] [--print-result] notebook <file.ipynb>     <function> <args_literal>

`args_literal` is the text that goes between the parentheses of the call, made only of
Python literals: "[4, 3, 0, 5, 1, 6, 7, 2, 0]" calls function([4, 3, ...]);
"[1, 2], 'bfs'" calls function([1, 2], 'bfs'); "" calls function().

With --print-result, a return value other than None is printed with repr() on a line of
its own after the call (for functions that return their answer instead of printing it).

`call` imports the module from the file (the current folder is the submission).
`notebook` takes the notebook's code cells, drops IPython magics and shell lines
(`%...`, `!...`, whole `%%...` cells), and keeps only top-level imports, function and
class definitions, and assignments of literal values, so that the notebook's own demo
calls and timing runs do not execute; then it calls the function.

Exit codes (mirrored in grader/run/harness.h):
    0  the function returned
    1  the function raised: the normal Python traceback is on stderr, without the
       harness's own frames (and the import machinery's) above the submission's first
    2  usage error: bad command line or args literal (a suite bug, not the student's)
    3  submission error: missing file, module or function, syntax error, or import
       error of the submission
The harness itself never writes to stdout: stdout is the function's output.

Its own messages go to stderr, which the submission shares. So that a program cannot
pass its words off as the harness's (docs/security.md, "The harness's messages"), the
grader runs it as `python3 -I` (no code of the submission can run before it) with
--nonce-on-stdin: the first line of stdin is a random per-run nonce,
read here before any submission code runs, and every message of the harness is one line
    puzzle-harness <nonce> <kind>[: <text>]
where kind is "usage error" or "submission error", or "started" (written once, just
before the first line of submission code runs: a usage error after it is not believed).
Without the flag (a person at a terminal) the messages are the plain
"puzzle_harness: <text>" and "submission error: <text>".

With --check-on-stdin (after --nonce-on-stdin) the harness runs a test's Python check
instead of calling the function: stdin holds, after the nonce line, the code's length in
bytes on a line of its own and then the code (docs/suite-format.md "Python checks"). The
code runs in a copy of the submission's names plus two of the harness's:
    expect(name, condition)      reports the check `name` as passed or failed, one line
                                     puzzle-harness <nonce> check <name> passed|failed
                                 written on a copy of stderr taken before submission code
                                 runs; returns the condition's truth
    printed(function, *args)     calls function(*args) and returns what it printed
An exception in the check's code is printed as a traceback and ends the check (exit 0):
the checks it did not reach are not reported, and the grader fails them.
"""

import ast
import contextlib
import importlib.util
import io
import json
import os
import sys
import traceback

EXIT_USAGE = 2
EXIT_SUBMISSION_ERROR = 3

USAGE = ("usage: puzzle_harness.py [--nonce-on-stdin] [--check-on-stdin] [--print-result] "
         "{call|notebook} FILE FUNCTION ARGS_LITERAL")
PRINT_RESULT = "--print-result"
NONCE_ON_STDIN = "--nonce-on-stdin"
CHECK_ON_STDIN = "--check-on-stdin"
MAX_NONCE_BYTES = 128
MAX_CHECK_BYTES = 1 << 20
CHECK_FILE_NAME = "<python check>"


class Messages:
    """Where the harness's own messages go: tagged lines, or plain ones without a nonce."""

    def __init__(self, nonce=None):
        self._nonce = nonce
        # A copy of stderr taken before any submission code runs: a program that replaces
        # sys.stderr or closes fd 2 does not silence the check's reports.
        self._report_fd = os.dup(2)

    def _tell(self, kind, text=None):
        line = "puzzle-harness %s %s" % (self._nonce, kind)
        if text is not None:
            line += ": " + " ".join(str(text).splitlines())
        print(line, file=sys.stderr, flush=True)

    def started(self):
        if self._nonce is not None:
            self._tell("started")

    def usage_error(self, text):
        if self._nonce is None:
            print("puzzle_harness: %s" % text, file=sys.stderr, flush=True)
        else:
            self._tell("usage error", text)

    def check_result(self, name, passed):
        outcome = "passed" if passed else "failed"
        if self._nonce is None:
            line = "check %s: %s" % (name, outcome)
        else:
            line = "puzzle-harness %s check %s %s" % (self._nonce, name, outcome)
        os.write(self._report_fd, (line + "\n").encode("utf-8"))

    def submission_error(self, text):
        if self._nonce is None:
            print("submission error: %s" % text, file=sys.stderr, flush=True)
        else:
            self._tell("submission error", text)


def read_nonce():
    """The first line of stdin, read byte by byte so the submission gets the rest intact."""
    data = b""
    while len(data) <= MAX_NONCE_BYTES:
        byte = os.read(0, 1)
        if not byte or byte == b"\n":
            break
        data += byte
    nonce = data.decode("ascii", "replace")
    if not nonce or not nonce.isalnum():
        raise UsageError("%s: the first line of stdin is not a nonce" % NONCE_ON_STDIN)
    return nonce


def read_exactly(count):
    """`count` bytes of stdin, no more, so the submission gets the rest intact."""
    data = b""
    while len(data) < count:
        chunk = os.read(0, count - len(data))
        if not chunk:
            break
        data += chunk
    return data


def read_check_code():
    """The check's code from stdin: its length in bytes on a line, then the code."""
    line = b""
    while len(line) <= 10:
        byte = os.read(0, 1)
        if not byte or byte == b"\n":
            break
        line += byte
    if not line.isdigit() or int(line) > MAX_CHECK_BYTES:
        raise UsageError("%s: no check code length on stdin" % CHECK_ON_STDIN)
    data = read_exactly(int(line))
    if len(data) != int(line):
        raise UsageError("%s: the check code on stdin is cut short" % CHECK_ON_STDIN)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError("%s: the check code is not UTF-8" % CHECK_ON_STDIN) from None


def compile_check(code):
    """The check's code compiled before any submission code runs: a syntax error in it is
    the suite's, not the student's."""
    try:
        return compile(code, CHECK_FILE_NAME, "exec")
    except (SyntaxError, ValueError) as error:
        raise UsageError("the suite's python check does not compile: %s" % error) from None


def printed(function, *args, **kwargs):
    """What function(*args, **kwargs) prints on stdout, as one string."""
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        function(*args, **kwargs)
    return buffer.getvalue()


def is_harness_frame(frame):
    """Whether a frame runs the harness's own code or Python's import machinery."""
    return frame.f_globals is globals() or frame.f_code.co_filename.startswith("<frozen ")


def print_student_traceback(kind, value, tb):
    """The traceback from the submission's first frame on: a student reads where their
    code failed, not the harness's lines that called it (or the import machinery's)."""
    while tb is not None and tb.tb_next is not None and is_harness_frame(tb.tb_frame):
        tb = tb.tb_next
    traceback.print_exception(kind, value, tb)


def run_check(compiled, namespace, messages):
    """Runs the check in a copy of the submission's names; the harness's names win."""
    scope = dict(namespace)

    def expect(name, condition):
        passed = bool(condition)
        messages.check_result(name, passed)
        return passed

    scope.update({"expect": expect, "printed": printed, "__name__": "puzzle_check"})
    try:
        exec(compiled, scope)
    except Exception:  # the student's code raised: the traceback, and the check ends
        print_student_traceback(*sys.exc_info())
        sys.stderr.flush()


class SubmissionError(Exception):
    """Something the student must fix before any test can run."""


class UsageError(Exception):
    """The grader or the suite called the harness wrongly."""


def parse_args_literal(text):
    """Parses the text between a call's parentheses into a tuple of arguments."""
    if not text.strip():
        return ()
    try:
        value = ast.literal_eval("(" + text + ",)")
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError) as error:
        raise UsageError("args literal is not a list of Python literals: %r (%s)"
                         % (text, error)) from None
    return value


def describe_syntax_error(error):
    where = "%s line %s" % (error.filename or "?", error.lineno or "?")
    return "syntax error in %s: %s" % (where, error.msg)


def describe_import_error(where, error):
    """One line for an import that failed: a missing module is named (the grader's
    puzzle-grader classifies the phrase "which is not installed on the grader")."""
    if isinstance(error, ModuleNotFoundError) and error.name:
        return ("%s imports %s, which is not installed on the grader (if it is a file of your "
                "own, hand it in too)" % (where, error.name))
    return "import error in %s: %s" % (where, error)


def load_module(module_file):
    """Imports module_file (a path, or a module name without .py) from the submission."""
    path = module_file
    if not os.path.exists(path) and not path.endswith(".py"):
        path += ".py"
    if not os.path.isfile(path):
        raise SubmissionError("file not found: %s" % module_file)
    name = os.path.splitext(os.path.basename(path))[0]
    folder = os.path.dirname(os.path.abspath(path))
    sys.path.insert(0, folder)  # so the module's own sibling imports resolve
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise SubmissionError("cannot import %s" % module_file)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except SyntaxError as error:
        raise SubmissionError(describe_syntax_error(error)) from None
    except ImportError as error:
        raise SubmissionError(describe_import_error(module_file, error)) from None
    return vars(module)


def is_magic_cell(lines):
    for line in lines:
        if line.strip():
            return line.lstrip().startswith("%%")
    return False


def strip_magics(source):
    lines = source.splitlines()
    if is_magic_cell(lines):
        return ""
    kept = [line for line in lines if not line.lstrip().startswith(("%", "!"))]
    return "\n".join(kept) + "\n"


def is_literal(node):
    try:
        ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False
    return True


def keep_statement(node):
    if isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef,
                         ast.AsyncFunctionDef, ast.ClassDef)):
        return True
    if isinstance(node, ast.Assign):
        return is_literal(node.value)
    if isinstance(node, ast.AnnAssign):
        return node.value is not None and is_literal(node.value)
    return False


def cell_sources(notebook_file):
    if not os.path.isfile(notebook_file):
        raise SubmissionError("file not found: %s" % notebook_file)
    try:
        with open(notebook_file, encoding="utf-8") as handle:
            notebook = json.load(handle)
        cells = notebook["cells"]
    except (ValueError, KeyError, TypeError, UnicodeDecodeError) as error:
        raise SubmissionError("%s is not a readable notebook: %s" % (notebook_file, error)) from None
    for cell in cells:
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        yield "".join(source) if isinstance(source, list) else str(source)


def load_notebook(notebook_file):
    """Executes the definitions of the notebook's code cells in one namespace."""
    namespace = {"__name__": "submission_notebook", "__builtins__": __builtins__}
    sys.path.insert(0, os.path.dirname(os.path.abspath(notebook_file)))
    for number, source in enumerate(cell_sources(notebook_file), start=1):
        label = "%s cell %d" % (notebook_file, number)
        try:
            tree = ast.parse(strip_magics(source), filename=label)
        except SyntaxError as error:
            raise SubmissionError(describe_syntax_error(error)) from None
        tree.body = [node for node in tree.body if keep_statement(node)]
        try:
            exec(compile(tree, label, "exec"), namespace)
        except ImportError as error:
            raise SubmissionError(describe_import_error(label, error)) from None
    return namespace


def find_function(namespace, name, where):
    function = namespace.get(name)
    if function is None:
        raise SubmissionError("function %s not found in %s" % (name, where))
    if not callable(function):
        raise SubmissionError("%s in %s is not a function" % (name, where))
    return function


LOADERS = {"call": load_module, "notebook": load_notebook}


def split_flags(argv):
    """(flags, words): the leading --options, then the rest."""
    words = argv[1:]
    flags = set()
    while words and words[0] in (PRINT_RESULT, NONCE_ON_STDIN, CHECK_ON_STDIN):
        flags.add(words.pop(0))
    return flags, words


def main(argv, messages):
    flags, words = split_flags(argv)
    print_result = PRINT_RESULT in flags
    if len(words) != 4 or words[0] not in LOADERS:
        raise UsageError(USAGE)
    mode, file_name, function_name, args_text = words
    args = parse_args_literal(args_text)
    check = compile_check(read_check_code()) if CHECK_ON_STDIN in flags else None
    messages.started()  # every usage error is found above, before any submission code
    sys.excepthook = print_student_traceback
    namespace = LOADERS[mode](file_name)
    if check is not None:
        run_check(check, namespace, messages)
        return
    function = find_function(namespace, function_name, file_name)
    result = function(*args)  # exceptions propagate: a normal traceback and exit code 1
    if print_result and result is not None:
        print(repr(result))


def run(argv):
    messages = Messages()
    try:
        if NONCE_ON_STDIN in split_flags(argv)[0]:
            messages = Messages(read_nonce())
        main(argv, messages)
    except UsageError as error:
        messages.usage_error(error)
        sys.exit(EXIT_USAGE)
    except SubmissionError as error:
        messages.submission_error(error)
        sys.exit(EXIT_SUBMISSION_ERROR)


if __name__ == "__main__":
    sys.dont_write_bytecode = True
    run(sys.argv)
