# Hostile: leaves a System V semaphore set (mode 0666), then answers correctly. Without
# a sandbox it would outlive the run unless the grader removes it, and a 0666 one is a
# channel to whatever runs next.
import ctypes
import sys

role, token, beat, port = sys.argv[1:5]
if role == "hostile":
    libc = ctypes.CDLL(None, use_errno=True)
    key = int(token[3:11], 16) & 0x7FFFFFFF or 1  # run_hostile.py looks for this key
    IPC_CREAT = 0o1000
    libc.semget(key, 4, IPC_CREAT | 0o666)
print("word: hello\nlength: 5")
