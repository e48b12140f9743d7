# Hostile: a memory balloon of many GiB.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


blocks = []
try:
    blocks.append(bytearray(8 << 30))
except MemoryError:
    pass
while True:
    blocks.append(bytearray(256 << 20))
