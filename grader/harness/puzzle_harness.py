"""Run one function of a student submission that has no main block.

    python3 puzzle_harness.py [--print-result] call     <module_file.py> <function> <args_literal>
    python3 puzzle_harness.py [--print-result] notebook <file.ipynb>     <function> <args_literal>

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
    1  the function raised: the normal Python traceback is on stderr
    2  usage error: bad command line or args literal (a suite bug, not the student's)
    3  submission error: missing file, module or function, syntax error, or import
       error of the submission; stderr holds one line "submission error: <what>"
The harness itself never writes to stdout: stdout is the function's output.
"""

import ast
import importlib.util
import json
import os
import sys

EXIT_USAGE = 2
EXIT_SUBMISSION_ERROR = 3

USAGE = "usage: puzzle_harness.py [--print-result] {call|notebook} FILE FUNCTION ARGS_LITERAL"
PRINT_RESULT = "--print-result"


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


def main(argv):
    print_result = len(argv) > 1 and argv[1] == PRINT_RESULT
    words = argv[2:] if print_result else argv[1:]
    if len(words) != 4 or words[0] not in LOADERS:
        raise UsageError(USAGE)
    mode, file_name, function_name, args_text = words
    args = parse_args_literal(args_text)
    namespace = LOADERS[mode](file_name)
    function = find_function(namespace, function_name, file_name)
    result = function(*args)  # exceptions propagate: a normal traceback and exit code 1
    if print_result and result is not None:
        print(repr(result))


if __name__ == "__main__":
    sys.dont_write_bytecode = True
    try:
        main(sys.argv)
    except UsageError as error:
        print("puzzle_harness: %s" % error, file=sys.stderr)
        sys.exit(EXIT_USAGE)
    except SubmissionError as error:
        print("submission error: %s" % error, file=sys.stderr)
        sys.exit(EXIT_SUBMISSION_ERROR)
