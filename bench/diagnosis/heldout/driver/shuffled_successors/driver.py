"""8-puzzle agent. Children are generated in a random order so that no direction
is favoured (the assignment's order was not noticed)."""
import random
import resource
import sys
import time
import heapq
from collections import deque

GOAL = tuple(range(9))


def children(board):
    z = board.index(0)
    opts = []
    if z >= 3:
        opts.append(("Up", z - 3))
    if z <= 5:
        opts.append(("Down", z + 3))
    if z % 3:
        opts.append(("Left", z - 1))
    if z % 3 != 2:
        opts.append(("Right", z + 1))
    random.shuffle(opts)
    for name, j in opts:
        b = list(board)
        b[z], b[j] = b[j], b[z]
        yield name, tuple(b)


def h(board):
    return sum(abs(i // 3 - t // 3) + abs(i % 3 - t % 3) for i, t in enumerate(board) if t)


def search(start, method):
    back = {start: (None, None)}
    depth = {start: 0}
    waiting = {start}
    closed = set()
    expanded = max_depth = 0
    tick = 0
    frontier = [(h(start), 0, start)] if method == "ast" else deque([start])
    while frontier:
        if method == "ast":
            board = heapq.heappop(frontier)[2]
        elif method == "dfs":
            board = frontier.pop()
        else:
            board = frontier.popleft()
        waiting.discard(board)
        closed.add(board)
        if board == GOAL:
            return board, back, depth, expanded, max_depth
        expanded += 1
        for move, kid in children(board):
            if kid in waiting or kid in closed:
                continue
            back[kid] = (board, move)
            depth[kid] = depth[board] + 1
            max_depth = max(max_depth, depth[kid])
            waiting.add(kid)
            if method == "ast":
                tick += 1
                heapq.heappush(frontier, (depth[kid] + h(kid), tick, kid))
            else:
                frontier.append(kid)


if __name__ == "__main__":
    method = sys.argv[1]
    start = tuple(int(x) for x in sys.argv[2].split(","))
    t0 = time.time()
    goal, back, depth, expanded, max_depth = search(start, method)
    t1 = time.time()
    path = []
    b = goal
    while back[b][0] is not None:
        b, m = back[b]
        path.append(m)
    path.reverse()
    with open("output.txt", "w") as out:
        out.write("path_to_goal: %r\n" % path)
        out.write("cost_of_path: %d\n" % len(path))
        out.write("nodes_expanded: %d\n" % expanded)
        out.write("search_depth: %d\n" % depth[goal])
        out.write("max_search_depth: %d\n" % max_depth)
        out.write("running_time: %.8f\n" % (t1 - t0))
        out.write("max_ram_usage: %.8f\n" % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))
