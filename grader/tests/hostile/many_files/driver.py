# Hostile: a million empty files in its folder (an inode flood: slow to remove, and on a
# shared disk it would exhaust the inodes of everyone), then the right answer.
import os
import sys

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)

os.makedirs("flood", exist_ok=True)
for i in range(1_000_000):
    try:
        os.close(os.open("flood/%d" % i, os.O_CREAT | os.O_WRONLY, 0o600))
    except OSError:
        break
print("word: hello\nlength: 5")
