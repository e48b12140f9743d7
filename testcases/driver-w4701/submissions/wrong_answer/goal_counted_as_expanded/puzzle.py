#!/usr/bin/env python3
# HW1, COMS W4701 -- 8-puzzle: bfs / dfs / ast, results in output.txt.
# Usage: python3 puzzle.py ast 6,1,8,4,0,2,7,3,5
import sys
import time
import heapq
import resource
from collections import deque

STEPS = (("Up", -1, 0), ("Down", 1, 0), ("Left", 0, -1), ("Right", 0, 1))


def children(board):
    z = board.index(0)
    r, c = divmod(z, 3)
    out = []
    for name, dr, dc in STEPS:
        rr, cc = r + dr, c + dc
        if 0 <= rr < 3 and 0 <= cc < 3:
            b = list(board)
            b[z], b[rr * 3 + cc] = b[rr * 3 + cc], 0
            out.append((name, tuple(b)))
    return out


def h(board):
    total = 0
    for pos, tile in enumerate(board):
        if tile:
            total += abs(pos // 3 - tile // 3) + abs(pos % 3 - tile % 3)
    return total


def path_of(parents, board):
    moves = []
    while parents[board] is not None:
        board, move = parents[board]
        moves.append(move)
    return moves[::-1]


def solve(method, start):
    goal = tuple(range(9))
    parents = {start: None}
    depth = {start: 0}
    frontier = deque([start]) if method != "ast" else [(h(start), 0, start)]
    tick = 0
    expanded = 0
    max_depth = 0
    while frontier:
        if method == "bfs":
            board = frontier.popleft()
        elif method == "dfs":
            board = frontier.pop()
        else:
            board = heapq.heappop(frontier)[2]
        expanded += 1
        if board == goal:
            return path_of(parents, board), expanded, max_depth
        kids = children(board)
        if method == "dfs":
            kids.reverse()
        for move, kid in kids:
            if kid in parents:
                continue
            parents[kid] = (board, move)
            depth[kid] = depth[board] + 1
            max_depth = max(max_depth, depth[kid])
            if method == "ast":
                tick += 1
                heapq.heappush(frontier, (depth[kid] + h(kid), tick, kid))
            else:
                frontier.append(kid)
    return None


def main():
    method = sys.argv[1]
    start = tuple(int(x) for x in sys.argv[2].split(","))
    t0 = time.time()
    path, expanded, max_depth = solve(method, start)
    seconds = time.time() - t0
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    lines = [
        "path_to_goal: %s" % path,
        "cost_of_path: %d" % len(path),
        "nodes_expanded: %d" % expanded,
        "search_depth: %d" % len(path),
        "max_search_depth: %d" % max_depth,
        "running_time: %.8f" % seconds,
        "max_ram_usage: %.8f" % ram,
    ]
    with open("output.txt", "w") as f:
        f.write("\n".join(lines) + "\n")


main()
