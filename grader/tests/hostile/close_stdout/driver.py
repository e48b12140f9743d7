# Hostile: closes stdout and stderr early, then keeps running (EOF is not exit).
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


print("word: hello\nlength: 5")
sys.stdout.flush()
os.close(1)
os.close(2)
time.sleep(0.4)
os._exit(0)
