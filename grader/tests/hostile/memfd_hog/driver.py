# Hostile: writes 1 GiB into anonymous memory files (memfd_create, 128 of 8 MiB: each
# under the file size cap), never mapped, so RLIMIT_AS does not see them, then answers
# correctly.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)

CHUNK = b"x" * (8 << 20)

held = []
for i in range(128):
    held.append(os.memfd_create(f"hog{i}"))
    os.write(held[-1], CHUNK)
print("word: hello\nlength: 5")
