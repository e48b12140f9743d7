# Allocates until Python's memory runs out: natively the suite's memory limit stops it
# (a MemoryError or the control group's kill), in the web page the cap on Python's memory
# does (a MemoryError). Either way the memory limit (check_web_page.py).
chunks = []
while True:
    chunks.append(bytearray(10_000_000))
