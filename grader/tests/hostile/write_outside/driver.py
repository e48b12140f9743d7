# Hostile: writes outside its folder. The test looks for the files on the host.
import os
import sys
import time

role, token, beat, port = sys.argv[1:5]
if role == "good":
    print("word: hello\nlength: 5")
    sys.exit(0)


for folder in ["/tmp", "/var/tmp", "/root", "/work", "/", "/etc", os.path.dirname(os.getcwd())]:
    try:
        with open(os.path.join(folder, "pg-escape-" + token), "w") as f:
            f.write("escaped\n")
    except OSError:
        pass
print("word: hello\nlength: 5")
