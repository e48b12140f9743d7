# MISTAKE: the loop looks at frontier[0] instead of removing it, so it spins forever.
import sys
import time
import resource
from collections import deque

MOVES = [('Up', -3), ('Down', 3), ('Left', -1), ('Right', 1)]


def legal(blank, step):
    if step == -3:
        return blank > 2
    if step == 3:
        return blank < 6
    if step == -1:
        return blank % 3 > 0
    return blank % 3 < 2


def search(board, method):
    frontier = deque([(board, [])])
    explored = set()
    expanded = 0
    while frontier:
        board, path = frontier[0] if method != 'dfs' else frontier[-1]
        if board in explored:
            continue
        explored.add(board)
        if list(board) == list(range(9)):
            return path, expanded
        expanded += 1
        blank = board.index(0)
        for name, step in MOVES:
            if legal(blank, step):
                nxt = list(board)
                nxt[blank], nxt[blank + step] = nxt[blank + step], nxt[blank]
                frontier.append((tuple(nxt), path + [name]))
    return None, expanded


start = time.time()
board = tuple(int(v) for v in sys.argv[2].split(','))
path, expanded = search(board, sys.argv[1])
with open('output.txt', 'w') as out:
    out.write('path_to_goal: %s\n' % path)
    out.write('cost_of_path: %d\n' % len(path))
    out.write('nodes_expanded: %d\n' % expanded)
    out.write('search_depth: %d\n' % len(path))
    out.write('max_search_depth: %d\n' % len(path))
    out.write('running_time: %.8f\n' % (time.time() - start))
    out.write('max_ram_usage: %.8f\n' % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))
