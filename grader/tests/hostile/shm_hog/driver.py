# Hostile: holds 1 GiB in /dev/shm (a tmpfs: RAM that no per-process limit sees), in
# 128 files of 8 MiB (each under the file size cap), then answers correctly.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)

CHUNK = b"x" * (8 << 20)

for i in range(128):
    with open(f"/dev/shm/hog-{token}-{i}", "wb") as hog:
        hog.write(CHUNK)
print("word: hello\nlength: 5")
