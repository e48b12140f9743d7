# Imports a module that does not exist when asked to be hostile (call mode): an
# ImportError at call time is the program's own runtime error.
def solve(role, token, beat, port):
    if role == "hostile":
        import no_such_module_for_grading  # noqa: F401
    print("word: hello\nlength: 5")
