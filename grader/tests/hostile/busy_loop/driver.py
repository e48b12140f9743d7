# Hostile: a busy loop.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


while True:
    pass
