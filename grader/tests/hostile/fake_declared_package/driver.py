# The suite declares yaml (the grader imported it before grading); on one test the
# program raises "No module named 'yaml'" itself: its own runtime error.
import sys

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)
raise ModuleNotFoundError("No module named 'yaml'", name="yaml")
