# Hostile: looks for the suite's expected output (and other students' files) on disk.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


import stat

# The marker is only in the suite's expected output, another submission and a grader temp
# file; it is built from pieces so that this file does not hold it.
MARKER = ("PGHOSTILE" + "_MARK_").encode()
DEADLINE = time.monotonic() + 0.8
SKIP = {"/usr", "/proc", "/sys", "/dev"}  # the system itself, and endless pseudo-files
ROOTS = ["/", "/tmp", "/var/tmp", "/root", "/home", "/work", "/run", "/srv", "/opt", "/mnt",
         "/media", "/etc", os.path.dirname(os.getcwd())]
found = []


def holds_marker(path):
    """Regular files only: opening a FIFO found on the way would block forever."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW)
    except OSError:
        return False
    try:
        return stat.S_ISREG(os.fstat(fd).st_mode) and MARKER in os.read(fd, 1 << 20)
    except OSError:
        return False
    finally:
        os.close(fd)


def grader_arguments():
    """Files named on other processes' command lines (the grader's --suite FILE)."""
    paths = []
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                args = f.read().split(b"\0")
        except OSError:
            continue
        paths += [a.decode(errors="replace") for a in args if a.startswith(b"/")]
    return paths


for path in grader_arguments():
    if os.path.isfile(path) and holds_marker(path):
        found.append(path)
for root in ROOTS[1:] + ROOTS[:1]:  # the likely places first, then everything else
    for folder, dirs, files in os.walk(root):
        if folder == os.getcwd() or folder in SKIP or time.monotonic() > DEADLINE:
            dirs[:] = []
            continue
        for name in files:  # the deadline per file too: a build folder holds thousands
            if time.monotonic() > DEADLINE:
                break
            if holds_marker(os.path.join(folder, name)):
                found.append(os.path.join(folder, name))
print("found: " + (" ".join(sorted(set(found))) or "nothing"))
