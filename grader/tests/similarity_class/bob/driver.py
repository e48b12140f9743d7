"""driver.py -- solve the 8-puzzle with BFS, DFS or A* and write output.txt.

Run:  python3 driver.py <bfs|dfs|ast> <board>      e.g.  python3 driver.py bfs 1,2,5,3,4,0,6,7,8

This skeleton runs as it is but writes nothing until you write the searches: the
mini-grader then shows you every line it expects in output.txt. Replace the TODOs.
"""
import heapq
import resource
from collections import deque
import sys
import time

GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)
MOVE_ORDER = ("Up", "Down", "Left", "Right")   # the blank's direction, always in this order


def manhattan(b):
    """Sum of the Manhattan distances of tiles 1..8 to their goal cells (not the blank)."""
    dist = 0
    for pos, t in enumerate(b):
        if t == 0:
            continue
        dist += abs(pos // 3 - t // 3) + abs(pos % 3 - t % 3)
    return dist


def neighbours(b):
    """Return [(move_name, next_board), ...] in UDLR order, skipping moves off the board."""
    zero = b.index(0)
    r, c = divmod(zero, 3)
    out = []
    for m in MOVE_ORDER:
        if m == "Up" and r > 0:
            other = zero - 3
        elif m == "Down" and r < 2:
            other = zero + 3
        elif m == "Left" and c > 0:
            other = zero - 1
        elif m == "Right" and c < 2:
            other = zero + 1
        else:
            continue
        tiles = list(b)
        tiles[zero], tiles[other] = tiles[other], tiles[zero]
        out.append((m, tuple(tiles)))
    return out


def ast(start):
    tick = 0
    pq = [(manhattan(start), tick, start, [])]
    seen = set()
    n_expanded = 0
    deepest = 0
    while pq:
        _, _, state, moves = heapq.heappop(pq)
        if state in seen:
            continue
        seen.add(state)
        if state == GOAL:
            return moves, n_expanded, len(moves), deepest
        n_expanded += 1
        for direction, nxt in neighbours(state):
            if nxt not in seen:
                tick += 1
                g = len(moves) + 1
                heapq.heappush(pq, (g + manhattan(nxt), tick, nxt, moves + [direction]))
                deepest = max(deepest, g)
    return None


def dfs(start):
    stack = [(start, [])]
    waiting = {start}
    seen = set()
    n_expanded = 0
    deepest = 0
    while stack:
        state, moves = stack.pop()
        waiting.discard(state)
        seen.add(state)
        if state == GOAL:
            return moves, n_expanded, len(moves), deepest
        n_expanded += 1
        for direction, nxt in reversed(neighbours(state)):
            if nxt not in waiting and nxt not in seen:
                stack.append((nxt, moves + [direction]))
                waiting.add(nxt)
                deepest = max(deepest, len(moves) + 1)
    return None


def bfs(start):
    """Return (moves, nodes_expanded, search_depth, max_search_depth)."""
    todo = deque([(start, [])])
    waiting = {start}
    seen = set()
    n_expanded = 0
    deepest = 0
    while todo:
        state, moves = todo.popleft()
        waiting.discard(state)
        seen.add(state)
        if state == GOAL:
            return moves, n_expanded, len(moves), deepest
        n_expanded += 1
        for direction, nxt in neighbours(state):
            if nxt not in waiting and nxt not in seen:
                todo.append((nxt, moves + [direction]))
                waiting.add(nxt)
                deepest = max(deepest, len(moves) + 1)
    return None


def write_output(path, expanded, depth, max_depth, seconds):
    ram_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    with open("output.txt", "w") as out:
        out.write("path_to_goal: %s\n" % path)           # e.g. ['Up', 'Left', 'Left']
        out.write("cost_of_path: %d\n" % len(path))
        out.write("nodes_expanded: %d\n" % expanded)
        out.write("search_depth: %d\n" % depth)
        out.write("max_search_depth: %d\n" % max_depth)
        out.write("running_time: %.8f\n" % seconds)
        out.write("max_ram_usage: %.8f\n" % ram_mb)


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("bfs", "dfs", "ast"):
        print("usage: python3 driver.py <bfs|dfs|ast> <board>", file=sys.stderr)
        sys.exit(2)
    board = tuple(int(x) for x in sys.argv[2].split(","))
    search = {"bfs": bfs, "dfs": dfs, "ast": ast}[sys.argv[1]]
    started = time.time()
    found = search(board)
    if found is None:
        print("driver.py: %s() is not written yet, so there is no output.txt" % sys.argv[1],
              file=sys.stderr)
        return
    path, expanded, depth, max_depth = found
    write_output(path, expanded, depth, max_depth, time.time() - started)


if __name__ == "__main__":
    main()
