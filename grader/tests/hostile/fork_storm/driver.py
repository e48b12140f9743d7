# Hostile: a fork storm. Every process forks as fast as it can and heartbeats.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)




def heartbeat():
    """Touches beat/<pid>; the test checks nobody still does after the grader exits."""
    try:
        with open(os.path.join(beat, str(os.getpid())), "w") as f:
            f.write(str(time.time()))
    except OSError:
        pass  # under the sandbox the folder is not visible: only /proc tells


while True:
    heartbeat()
    try:
        os.fork()
    except OSError:
        time.sleep(0.01)  # RLIMIT_NPROC: keep trying
