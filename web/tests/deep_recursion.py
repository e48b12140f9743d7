# A depth-first search as deep as the puzzle's 181,440 states, through functools.lru_cache
# (a function written in C), so that every level takes stack: CPython overflows its stack
# and is killed by SIGSEGV; in the web page it overflows the browser's. Either way the
# program's crash (check_web_page.py), never the grader's.
import functools
import sys

sys.setrecursionlimit(1_000_000)


@functools.lru_cache(maxsize=None)
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


print(depth(181_440))
