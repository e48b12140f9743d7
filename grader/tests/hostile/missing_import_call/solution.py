# Imports a module that does not exist when asked to be hostile (call mode): the test
# it stops is a submission error that names the module and what the grader has.
def solve(role, token, beat, port):
    if role == "hostile":
        import no_such_module_for_grading  # noqa: F401
    print("word: hello\nlength: 5")
