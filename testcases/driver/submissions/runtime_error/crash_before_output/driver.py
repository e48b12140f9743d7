# MISTAKE: reads an optional third argument unconditionally -> IndexError before output.txt is written.
import sys
import time
import resource
from collections import deque


def solve(board, method):
    goal = tuple(range(9))
    frontier = deque([board])
    parent = {board: None}
    while frontier:
        cur = frontier.popleft() if method == 'bfs' else frontier.pop()
        if cur == goal:
            break
        z = cur.index(0)
        for step in (-3, 3, -1, 1):
            if (step == -1 and z % 3 == 0) or (step == 1 and z % 3 == 2):
                continue
            if not 0 <= z + step < 9:
                continue
            nxt = list(cur)
            nxt[z], nxt[z + step] = nxt[z + step], nxt[z]
            nxt = tuple(nxt)
            if nxt not in parent:
                parent[nxt] = cur
                frontier.append(nxt)
    return parent


if __name__ == '__main__':
    method = sys.argv[1]
    board = tuple(int(x) for x in sys.argv[2].split(','))
    verbose = sys.argv[3] == '--verbose'
    t0 = time.time()
    solve(board, method)
    with open('output.txt', 'w') as f:
        f.write('running_time: %.8f\n' % (time.time() - t0))
