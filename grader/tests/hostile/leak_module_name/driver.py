# Raises ModuleNotFoundError for a module named after its hidden input (issue 24): the
# instructor's JSON names it; no student-facing format may.
import sys

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)
name = "LEAK_%s_%s" % (role, token)
raise ModuleNotFoundError("No module named '%s'" % name, name=name)
