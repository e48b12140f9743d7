# Hostile: 2 GiB of data in its folder, in files of 8 MiB (each under the file size cap),
# then the right answer.
import sys

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)

chunk = b"\1" * (8 << 20)
try:
    for i in range(256):
        with open("data%d" % i, "wb") as f:
            f.write(chunk)
except OSError:
    pass
print("word: hello\nlength: 5")
