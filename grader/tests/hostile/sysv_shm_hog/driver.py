# Hostile: a 1 GiB System V shared memory segment (shmget + shmat), touched page by page,
# then answers correctly. Segments outlive the process unless removed.
import ctypes
import sys

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)

libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = ctypes.c_void_p
IPC_PRIVATE, IPC_CREAT = 0, 0o1000
size = 1 << 30
segment = libc.shmget(IPC_PRIVATE, ctypes.c_size_t(size), IPC_CREAT | 0o600)
if segment < 0:
    sys.exit("shmget failed: errno %d" % ctypes.get_errno())
address = libc.shmat(segment, None, 0)
if address in (None, ctypes.c_void_p(-1).value):
    sys.exit("shmat failed: errno %d" % ctypes.get_errno())
for offset in range(0, size, 16 << 20):
    ctypes.memset(address + offset, 120, 16 << 20)
print("word: hello\nlength: 5")
