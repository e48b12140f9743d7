#!/usr/bin/env python3
"""8-puzzle solver. The frontier is a dict board -> heap entry so a board that is
waiting can be updated when we reach it again (A*)."""
import heapq
import itertools
import resource
import sys
import time
from collections import deque

ROWS = 3
GOAL = tuple(range(9))
REMOVED = None


def neighbors(board):
    z = board.index(0)
    r, c = divmod(z, ROWS)
    out = []
    for name, dr, dc in (("Up", -1, 0), ("Down", 1, 0), ("Left", 0, -1), ("Right", 0, 1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < ROWS and 0 <= nc < ROWS:
            n = nr * ROWS + nc
            b = list(board)
            b[z], b[n] = b[n], b[z]
            out.append((name, tuple(b)))
    return out


def manhattan(board):
    return sum(abs(i // 3 - v // 3) + abs(i % 3 - v % 3) for i, v in enumerate(board) if v)


def path_of(parent, board):
    moves = []
    while parent[board] is not None:
        board, m = parent[board]
        moves.append(m)
    return moves[::-1]


def uninformed(start, lifo):
    frontier = deque([start])
    in_frontier = {start}
    explored = set()
    parent = {start: None}
    g = {start: 0}
    expanded = max_depth = 0
    while frontier:
        board = frontier.pop() if lifo else frontier.popleft()
        in_frontier.remove(board)
        explored.add(board)
        if board == GOAL:
            return path_of(parent, board), expanded, g[board], max_depth
        expanded += 1
        succ = neighbors(board)
        if lifo:
            succ = succ[::-1]
        for m, nb in succ:
            if nb not in in_frontier and nb not in explored:
                parent[nb] = (board, m)
                g[nb] = g[board] + 1
                max_depth = max(max_depth, g[nb])
                frontier.append(nb)
                in_frontier.add(nb)


def astar(start):
    heap = []
    entry_of = {}  # board -> [f, count, board]
    count = itertools.count()
    explored = set()
    parent = {start: None}
    g = {start: 0}
    expanded = max_depth = 0

    def add(board):
        entry = [g[board] + manhattan(board), next(count), board]
        entry_of[board] = entry
        heapq.heappush(heap, entry)

    add(start)
    while heap:
        f, _, board = heapq.heappop(heap)
        if board is REMOVED:
            continue
        del entry_of[board]
        explored.add(board)
        if board == GOAL:
            return path_of(parent, board), expanded, g[board], max_depth
        expanded += 1
        for m, nb in neighbors(board):
            if nb in explored:
                continue
            if nb in entry_of:
                # update the waiting board with the path we just found
                entry_of[nb][2] = REMOVED
            parent[nb] = (board, m)
            g[nb] = g[board] + 1
            max_depth = max(max_depth, g[nb])
            add(nb)


def main(argv):
    method = argv[1]
    start = tuple(map(int, argv[2].split(",")))
    t0 = time.perf_counter()
    if method == "ast":
        result = astar(start)
    else:
        result = uninformed(start, lifo=(method == "dfs"))
    path, expanded, depth, max_depth = result
    runtime = time.perf_counter() - t0
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    with open("output.txt", "w") as out:
        print("path_to_goal:", path, file=out)
        print("cost_of_path:", len(path), file=out)
        print("nodes_expanded:", expanded, file=out)
        print("search_depth:", depth, file=out)
        print("max_search_depth:", max_depth, file=out)
        print("running_time: {:.8f}".format(runtime), file=out)
        print("max_ram_usage: {:.8f}".format(ram), file=out)


if __name__ == "__main__":
    main(sys.argv)
