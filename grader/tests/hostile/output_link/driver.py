# Hostile: leaves output.txt as a symbolic link to the suite (found on the grader's command
# line), so that a grader following links would read, and report, the expected output.
import os
import sys

role, token, beat, port = sys.argv[1:5]
if role == "good":
    with open("output.txt", "w") as f:
        f.write("word: hello\nlength: 5\n")
    sys.exit(0)


suite = "/nonexistent"
for pid in os.listdir("/proc"):
    try:
        args = open(f"/proc/{pid}/cmdline", "rb").read().split(b"\0")
    except OSError:
        continue
    if b"--suite" in args[:-1]:
        suite = args[args.index(b"--suite") + 1].decode()
os.symlink(suite, "output.txt")
