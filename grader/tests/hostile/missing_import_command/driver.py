# Imports a module that does not exist (command mode): Python exits 1.
import no_such_module_for_grading  # noqa
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


