# CRLF line endings: right content, so it must pass.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


sys.stdout.buffer.write(b"word: hello\r\nlength: 5\r\n")
