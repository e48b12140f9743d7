# Hostile: raises its own rlimits, then balloons.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


import resource

for name in ("RLIMIT_AS", "RLIMIT_NPROC", "RLIMIT_FSIZE", "RLIMIT_CPU", "RLIMIT_DATA"):
    limit = getattr(resource, name)
    for value in ((resource.RLIM_INFINITY, resource.RLIM_INFINITY),
                  (resource.getrlimit(limit)[1], resource.getrlimit(limit)[1])):
        try:
            resource.setrlimit(limit, value)
        except (ValueError, OSError):
            pass
blocks = [bytearray(1 << 30) for _ in range(8)]
print("word: hello\nlength: 5")
