# A Python syntax error (call mode): the harness cannot import the module.
def solve(role, token, beat, port)
    print("word: hello\nlength: 5")
