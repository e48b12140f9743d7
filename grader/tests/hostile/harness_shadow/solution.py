# The submission holds a folder named like the harness's copy (.puzzle_harness.py/):
# the grader must still install its harness and run both tests.
def solve(role, token, beat, port):
    print("word: hello\nlength: 5")
