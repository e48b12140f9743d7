#!/usr/bin/env python3
# AI HW1 -- search on the 8 puzzle
# python3 driver.py bfs|dfs|ast 0,8,7,6,5,4,3,2,1
import heapq
import resource
import sys
import time
from collections import deque

GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)
MOVES = [("Up", -3), ("Down", 3), ("Left", -1), ("Right", 1)]


def can_move(pos, name):
    if name == "Up":
        return pos > 2
    if name == "Down":
        return pos < 6
    if name == "Left":
        return pos % 3 > 0
    return pos % 3 < 2


def children(board):
    pos = board.index(0)
    kids = []
    for name, step in MOVES:
        if can_move(pos, name):
            b = list(board)
            b[pos], b[pos + step] = b[pos + step], b[pos]
            kids.append((name, tuple(b)))
    return kids


def h(board):
    d = 0
    for i in range(9):
        if board[i] != 0:
            d += abs(i // 3 - board[i] // 3) + abs(i % 3 - board[i] % 3)
    return d


class Result:
    def __init__(self):
        self.parent = {}
        self.depth = {}
        self.expanded = 0
        self.max_depth = 0
        self.goal = None

    def record(self, child, parent, move, depth):
        self.parent[child] = (parent, move)
        self.depth[child] = depth
        if depth > self.max_depth:
            self.max_depth = depth

    def path(self):
        moves = []
        b = self.goal
        while self.parent[b] is not None:
            b, m = self.parent[b]
            moves.append(m)
        moves.reverse()
        return moves


def bfs(start):
    res = Result()
    res.parent[start] = None
    res.depth[start] = 0
    queue = deque([start])
    seen = {start}  # frontier + explored
    while queue:
        b = queue.popleft()
        if b == GOAL:
            res.goal = b
            return res
        res.expanded += 1
        for m, c in children(b):
            if c not in seen:
                seen.add(c)
                res.record(c, b, m, res.depth[b] + 1)
                queue.append(c)
    return res


def dfs(start):
    res = Result()
    res.parent[start] = None
    res.depth[start] = 0
    stack = [start]
    seen = {start}
    while stack:
        b = stack.pop()
        if b == GOAL:
            res.goal = b
            return res
        res.expanded += 1
        for m, c in children(b)[::-1]:
            if c not in seen:
                seen.add(c)
                res.record(c, b, m, res.depth[b] + 1)
                stack.append(c)
    return res


def ast(start):
    res = Result()
    res.parent[start] = None
    res.depth[start] = 0
    count = 0
    pq = [(h(start), count, start)]
    in_pq = {start: pq[0]}
    closed = set()
    while pq:
        f, _, b = heapq.heappop(pq)
        del in_pq[b]
        closed.add(b)
        if b == GOAL:
            res.goal = b
            return res
        res.expanded += 1
        for m, c in children(b):
            if c in closed:
                continue
            g = res.depth[b] + 1
            if c in in_pq:
                old = in_pq[c]
                if g + h(c) >= old[0]:
                    continue
                # decrease key: replace the entry and fix the heap
                pq.remove(old)
                count += 1
                in_pq[c] = (g + h(c), count, c)
                pq.append(in_pq[c])
                heapq.heapify(pq)
                res.record(c, b, m, g)
                continue
            count += 1
            res.record(c, b, m, g)
            in_pq[c] = (g + h(c), count, c)
            heapq.heappush(pq, in_pq[c])
    return res


if __name__ == "__main__":
    method = sys.argv[1]
    board = tuple(int(x) for x in sys.argv[2].split(","))
    start_time = time.time()
    if method == "bfs":
        r = bfs(board)
    elif method == "dfs":
        r = dfs(board)
    else:
        r = ast(board)
    t = time.time() - start_time
    p = r.path()
    f = open("output.txt", "w")
    f.write("path_to_goal: %s\n" % p)
    f.write("cost_of_path: %d\n" % len(p))
    f.write("nodes_expanded: %d\n" % r.expanded)
    f.write("search_depth: %d\n" % r.depth[r.goal])
    f.write("max_search_depth: %d\n" % r.max_depth)
    f.write("running_time: %.8f\n" % t)
    f.write("max_ram_usage: %.8f\n" % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))
    f.close()
