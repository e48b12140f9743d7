# Imports a module that does not exist at module level (call mode).
import no_such_module_for_grading  # noqa: F401


def solve(role, token, beat, port):
    print("word: hello\nlength: 5")
