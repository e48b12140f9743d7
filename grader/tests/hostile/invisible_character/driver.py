# Hostile by accident: a zero width space (U+200B, pasted from a web page) inside a
# line that otherwise reads exactly as expected. The report must make it visible.
import sys

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


sys.stdout.buffer.write("word: hel\u200blo\nlength: 5\n".encode("utf-8"))
