# Hostile: fills the disk; the file-size cap stops one file, workspace removal the rest.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


import errno

mib = b"\0" * (1 << 20)
try:
    with open("big", "wb") as f:
        for _ in range(4096):
            f.write(mib)
    print("big: not capped")
except OSError as error:
    print("big: capped" if error.errno == errno.EFBIG else "big: " + str(error))
os.makedirs("fill/locked", exist_ok=True)
for i in range(100):
    with open("fill/locked/%d" % i, "wb") as f:
        f.write(mib)
for name in ("-rf", "new\nline", "\udcff"):
    open(os.path.join("fill", name), "w").close()
os.chmod("fill/locked", 0)
os.chmod("fill", 0o500)
print("word: hello\nlength: 5")
