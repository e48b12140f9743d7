"""Assignment 1 - 8-puzzle. bfs, dfs and A* (with decrease-key on the open list)."""
import sys
import time
import heapq
import resource
from collections import deque

GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)
MOVE_NAMES = ("Up", "Down", "Left", "Right")
DELTAS = (-3, 3, -1, 1)


def can_move(z, i):
    return (z >= 3, z <= 5, z % 3 != 0, z % 3 != 2)[i]


def successors(board):
    z = board.index(0)
    for i in range(4):
        if can_move(z, i):
            j = z + DELTAS[i]
            b = list(board)
            b[z], b[j] = b[j], b[z]
            yield MOVE_NAMES[i], tuple(b)


def h(board):
    s = 0
    for pos in range(9):
        v = board[pos]
        if v:
            s += abs(pos // 3 - v // 3) + abs(pos % 3 - v % 3)
    return s


class Result:
    def __init__(self):
        self.parent = {}
        self.g = {}
        self.expanded = 0
        self.max_depth = 0
        self.goal = None

    def path(self):
        out = []
        b = self.goal
        while self.parent[b] is not None:
            b, m = self.parent[b]
            out.append(m)
        out.reverse()
        return out


def blind(start, method):
    r = Result()
    r.parent[start] = None
    r.g[start] = 0
    frontier = deque([start])
    frontier_set = {start}
    explored = set()
    while frontier:
        b = frontier.popleft() if method == "bfs" else frontier.pop()
        frontier_set.discard(b)
        explored.add(b)
        if b == GOAL:
            r.goal = b
            return r
        r.expanded += 1
        kids = list(successors(b))
        if method == "dfs":
            kids.reverse()
        for m, k in kids:
            if k in frontier_set or k in explored:
                continue
            r.parent[k] = (b, m)
            r.g[k] = r.g[b] + 1
            r.max_depth = max(r.max_depth, r.g[k])
            frontier.append(k)
            frontier_set.add(k)
    return r


def astar(start):
    r = Result()
    r.parent[start] = None
    r.g[start] = 0
    tick = 0
    heap = [(h(start), tick, start)]
    live = {start: tick}        # board -> tick of its valid heap entry
    explored = set()
    while heap:
        f, t, b = heapq.heappop(heap)
        if live.get(b) != t:
            continue            # stale entry
        del live[b]
        explored.add(b)
        if b == GOAL:
            r.goal = b
            return r
        r.expanded += 1
        for m, k in successors(b):
            if k in explored:
                continue
            newg = r.g[b] + 1
            if k in live:
                if newg < r.g[k]:
                    r.g[k] = newg
                    tick += 1
                    live[k] = tick
                    heapq.heappush(heap, (newg + h(k), tick, k))
                    r.max_depth = max(r.max_depth, newg)
                continue
            r.parent[k] = (b, m)
            r.g[k] = newg
            r.max_depth = max(r.max_depth, newg)
            tick += 1
            live[k] = tick
            heapq.heappush(heap, (newg + h(k), tick, k))
    return r


def write(r, seconds):
    p = r.path()
    with open("output.txt", "w") as fh:
        fh.write(f"path_to_goal: {p}\n")
        fh.write(f"cost_of_path: {len(p)}\n")
        fh.write(f"nodes_expanded: {r.expanded}\n")
        fh.write(f"search_depth: {r.g[r.goal]}\n")
        fh.write(f"max_search_depth: {r.max_depth}\n")
        fh.write(f"running_time: {seconds:.8f}\n")
        ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        fh.write(f"max_ram_usage: {ram:.8f}\n")


if __name__ == "__main__":
    method = sys.argv[1]
    start = tuple(int(t) for t in sys.argv[2].split(","))
    t0 = time.time()
    r = astar(start) if method == "ast" else blind(start, method)
    write(r, time.time() - t0)
