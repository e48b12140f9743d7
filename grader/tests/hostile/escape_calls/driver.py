# Hostile: tries the kernel calls a submission never needs and that escapes start from:
# a new user namespace (root inside it), tracing its parent (the grader side), a raw
# network socket, the kernel's key store, mounting, and io_uring (a second, unfiltered way
# into the kernel). Prints the ones that worked.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


import ctypes
import socket

libc = ctypes.CDLL(None, use_errno=True)
CLONE_NEWUSER = 0x10000000
PTRACE_ATTACH = 16
SYS_KEYCTL, SYS_IO_URING_SETUP = 250, 425  # x86-64 numbers
worked = []


def call(name, result):
    if result == 0 or (name == "io_uring" and result >= 0):
        worked.append(name)


pid = os.fork()
if pid == 0:  # a child, so that a namespace it enters does not change the rest
    os._exit(0 if libc.unshare(CLONE_NEWUSER) == 0 else 1)
_, status = os.waitpid(pid, 0)
if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0:
    worked.append("unshare(user)")
call("ptrace(parent)", libc.ptrace(PTRACE_ATTACH, os.getppid(), 0, 0))
try:
    socket.socket(socket.AF_PACKET, socket.SOCK_RAW).close()
    worked.append("packet socket")
except OSError:
    pass
try:
    socket.socket(socket.AF_INET, socket.SOCK_DGRAM).close()
    worked.append("inet socket")
except OSError:
    pass
call("keyctl", libc.syscall(SYS_KEYCTL, 0, -4, 0, 0, 0))  # KEYCTL_GET_KEYRING_ID, session
call("mount", libc.mount(b"none", b".", b"tmpfs", 0, None))
params = ctypes.create_string_buffer(120)
call("io_uring", libc.syscall(SYS_IO_URING_SETUP, 1, params))
print("worked: " + (" ".join(worked) or "none"))
