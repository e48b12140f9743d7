# driver.py -- uninformed (bfs, dfs) and informed (ast) search for the 8-puzzle
import sys
import time
import heapq
import resource
from collections import deque

N = 3
GOAL = "012345678"


# ---------------------------------------------------------------- part 1: bfs / dfs

def children_udlr(board):
    """Children in the assignment's order: Up, Down, Left, Right."""
    i = board.index("0")
    r, c = divmod(i, N)
    out = []
    if r > 0:
        out.append(("Up", swap(board, i, i - N)))
    if r < N - 1:
        out.append(("Down", swap(board, i, i + N)))
    if c > 0:
        out.append(("Left", swap(board, i, i - 1)))
    if c < N - 1:
        out.append(("Right", swap(board, i, i + 1)))
    return out


def swap(board, i, j):
    s = list(board)
    s[i], s[j] = s[j], s[i]
    return "".join(s)


def uninformed(start, use_stack):
    parent = {start: (None, None, 0)}
    fringe = [start] if use_stack else deque([start])
    in_fringe = {start}
    expanded = set()
    max_depth = 0
    while fringe:
        board = fringe.pop() if use_stack else fringe.popleft()
        in_fringe.discard(board)
        expanded.add(board)
        if board == GOAL:
            return board, parent, len(expanded) - 1, max_depth
        kids = children_udlr(board)
        if use_stack:
            kids = kids[::-1]
        for move, kid in kids:
            if kid in in_fringe or kid in expanded:
                continue
            depth = parent[board][2] + 1
            parent[kid] = (board, move, depth)
            max_depth = max(max_depth, depth)
            fringe.append(kid)
            in_fringe.add(kid)
    return None, parent, len(expanded), max_depth


# ---------------------------------------------------------------- part 2: A*

# (dr, dc) of the blank for each move, going round: up, left, down, right
DIRECTIONS = [("Up", -1, 0), ("Left", 0, -1), ("Down", 1, 0), ("Right", 0, 1)]


def manhattan(board):
    total = 0
    for i, ch in enumerate(board):
        v = int(ch)
        if v:
            total += abs(i // N - v // N) + abs(i % N - v % N)
    return total


def a_star(start):
    parent = {start: (None, None, 0)}
    tick = 0
    heap = [(manhattan(start), tick, start)]
    waiting = {start}
    closed = set()
    max_depth = 0
    while heap:
        _, _, board = heapq.heappop(heap)
        waiting.discard(board)
        closed.add(board)
        if board == GOAL:
            return board, parent, len(closed) - 1, max_depth
        i = board.index("0")
        r, c = divmod(i, N)
        g = parent[board][2] + 1
        for move, dr, dc in DIRECTIONS:
            nr, nc = r + dr, c + dc
            if not (0 <= nr < N and 0 <= nc < N):
                continue
            kid = swap(board, i, nr * N + nc)
            if kid in waiting or kid in closed:
                continue
            parent[kid] = (board, move, g)
            max_depth = max(max_depth, g)
            tick += 1
            heapq.heappush(heap, (g + manhattan(kid), tick, kid))
            waiting.add(kid)
    return None, parent, len(closed), max_depth


def main():
    method = sys.argv[1]
    start = sys.argv[2].replace(",", "")
    t0 = time.time()
    if method == "ast":
        goal, parent, n_expanded, max_depth = a_star(start)
    else:
        goal, parent, n_expanded, max_depth = uninformed(start, method == "dfs")
    t1 = time.time()
    path = []
    b = goal
    while parent[b][0] is not None:
        path.append(parent[b][1])
        b = parent[b][0]
    path.reverse()
    with open("output.txt", "w") as f:
        f.write("path_to_goal: " + str(path) + "\n")
        f.write("cost_of_path: " + str(len(path)) + "\n")
        f.write("nodes_expanded: " + str(n_expanded) + "\n")
        f.write("search_depth: " + str(parent[goal][2]) + "\n")
        f.write("max_search_depth: " + str(max_depth) + "\n")
        f.write("running_time: %.8f\n" % (t1 - t0))
        f.write("max_ram_usage: %.8f\n" % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0))


if __name__ == "__main__":
    main()
