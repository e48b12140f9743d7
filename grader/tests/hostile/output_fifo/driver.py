# Hostile: leaves output.txt as a FIFO with no writer, so that a grader opening it would
# wait forever.
import os
import sys

role, token, beat, port = sys.argv[1:5]
if role == "good":
    with open("output.txt", "w") as f:
        f.write("word: hello\nlength: 5\n")
    sys.exit(0)


os.mkfifo("output.txt")
