# Hostile: a child keeps stdout/stderr open and sleeps after the parent exits.
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


if os.fork() == 0:
    os.setsid()  # leave the process group too
    for _ in range(600):
        heartbeat()
        time.sleep(0.1)
    os._exit(0)
print("word: hello\nlength: 5")
sys.stdout.flush()
os._exit(0)
