# Ends the interpreter itself, as some programs do to stop early: natively the process
# exits with 3 and what it printed is kept; in the web page Pyodide throws emscripten's
# ExitStatus, which must be the program's exit too, never the page's fault
# (check_web_page.py).
import os
import sys

print("stopping early")
sys.stdout.flush()
os._exit(3)
