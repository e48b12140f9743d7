# On a hidden test, writes a module named after its input that imports a missing module,
# and imports it: the traceback, and the reason built from it, name the file.
import os
import sys

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)
name = "LEAK_%s_%s" % (role, token)
open(name + ".txt", "w").close()
with open(name + ".py", "w") as module:
    module.write("import no_such_module_for_grading\n")
sys.path.insert(0, os.getcwd())
__import__(name)
