# Hostile: leaves a file pg-<token> in /run/lock, /var/lock, /dev/shm, /var/tmp and
# /tmp, then answers correctly. Without a sandbox it would outlive the run unless the
# grader removes it, and a 0666 one is a channel to whatever runs next.
import sys

role, token, beat, port = sys.argv[1:5]
if role == "hostile":
    for folder in ("/run/lock", "/var/lock", "/dev/shm", "/var/tmp", "/tmp"):
        try:
            with open(f"{folder}/pg-{token}", "w") as f:
                f.write("for the next run")
        except OSError:
            pass  # not there, or not writable, under the sandbox
print("word: hello\nlength: 5")
