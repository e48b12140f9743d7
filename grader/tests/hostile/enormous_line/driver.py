# Hostile: one enormous line (no newline ever).
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


chunk = "x" * 65536
while True:
    sys.stdout.write(chunk)
