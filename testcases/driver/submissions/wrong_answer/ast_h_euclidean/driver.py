# MISTAKE: A*'s h adds up straight-line (Euclidean) distances, a float, not Manhattan.
# driver.py -- states are strings, searches are plain functions.
import sys, time, resource
from heapq import heappush, heappop
from collections import deque

GOAL = "012345678"
# (name, index offset, test that the blank may move that way)
DIRS = [
    ("Up", -3, lambda i: i >= 3),
    ("Down", 3, lambda i: i <= 5),
    ("Left", -1, lambda i: i % 3 != 0),
    ("Right", 1, lambda i: i % 3 != 2),
]


def neighbours(s):
    i = s.index("0")
    out = []
    for name, off, ok in DIRS:
        if ok(i):
            j = i + off
            lst = list(s)
            lst[i], lst[j] = lst[j], lst[i]
            out.append((name, "".join(lst)))
    return out


def h(s):
    total = 0.0
    for p, c in enumerate(s):
        if c != "0":
            dr, dc = p // 3 - int(c) // 3, p % 3 - int(c) % 3
            total += (dr * dr + dc * dc) ** 0.5
    return total


def trace(parents, s):
    moves = []
    while parents[s][0] is not None:
        s, m = parents[s]
        moves.append(m)
    return moves[::-1]


def generic(start, take, put, reverse=False):
    """Shared loop for bfs/dfs; take/put operate on the container."""
    box = put(None, start)
    seen_frontier = {start}
    explored = set()
    parents = {start: (None, None)}
    depth = {start: 0}
    expanded = 0
    deepest = 0
    while box:
        s = take(box)
        seen_frontier.discard(s)
        explored.add(s)
        if s == GOAL:
            return trace(parents, s), expanded, depth[s], deepest
        expanded += 1
        kids = neighbours(s)
        if reverse:
            kids = kids[::-1]
        for m, t in kids:
            if t in seen_frontier or t in explored:
                continue
            parents[t] = (s, m)
            depth[t] = depth[s] + 1
            deepest = max(deepest, depth[t])
            put(box, t)
            seen_frontier.add(t)
    return None


def bfs(start):
    def put(box, x):
        if box is None:
            return deque([x])
        box.append(x)
    return generic(start, lambda b: b.popleft(), put)


def dfs(start):
    def put(box, x):
        if box is None:
            return [x]
        box.append(x)
    return generic(start, lambda b: b.pop(), put, reverse=True)


def ast(start):
    tick = 0
    pq = [(h(start), tick, start)]
    seen_frontier = {start}
    explored = set()
    parents = {start: (None, None)}
    g = {start: 0}
    expanded = deepest = 0
    while pq:
        _, _, s = heappop(pq)
        seen_frontier.discard(s)
        explored.add(s)
        if s == GOAL:
            return trace(parents, s), expanded, g[s], deepest
        expanded += 1
        for m, t in neighbours(s):
            if t in seen_frontier or t in explored:
                continue
            parents[t] = (s, m)
            g[t] = g[s] + 1
            deepest = max(deepest, g[t])
            tick += 1
            heappush(pq, (g[t] + h(t), tick, t))
            seen_frontier.add(t)
    return None


if __name__ == "__main__":
    how, board = sys.argv[1], sys.argv[2]
    start = "".join(board.split(","))
    t0 = time.time()
    path, expanded, sdepth, maxdepth = {"bfs": bfs, "dfs": dfs, "ast": ast}[how](start)
    elapsed = time.time() - t0
    mem = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    lines = [
        "path_to_goal: %s" % path,
        "cost_of_path: %d" % len(path),
        "nodes_expanded: %d" % expanded,
        "search_depth: %d" % sdepth,
        "max_search_depth: %d" % maxdepth,
        "running_time: %.8f" % elapsed,
        "max_ram_usage: %.8f" % mem,
    ]
    with open("output.txt", "w") as f:
        f.write("\n".join(lines) + "\n")
