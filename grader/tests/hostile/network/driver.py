# Hostile: opens a network connection to the grading host.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


import socket

try:
    socket.create_connection(("127.0.0.1", int(port)), timeout=0.5).close()
    print("connect: ok")
except OSError:
    print("connect: failed")
