# Hostile: bytes that are not UTF-8, and terminal control codes.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


sys.stdout.buffer.write(b"word: hel\xff\xfe\xc3\x28\x1b[2J\x1b]0;pwned\x07\x00lo\nlength: 5\n")
