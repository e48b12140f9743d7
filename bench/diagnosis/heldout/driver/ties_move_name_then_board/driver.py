#!/usr/bin/env python3
# 8-puzzle: BFS, DFS and A* (Manhattan).  Boards are tuples; parents kept in a dict.
import heapq
import resource
import sys
import time
from collections import deque

GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)


def neighbours(board):
    """(move, board) pairs in the order Up, Down, Left, Right."""
    b = board.index(0)
    result = []
    if b >= 3:
        result.append(("Up", b - 3))
    if b <= 5:
        result.append(("Down", b + 3))
    if b % 3 != 0:
        result.append(("Left", b - 1))
    if b % 3 != 2:
        result.append(("Right", b + 1))
    out = []
    for move, t in result:
        new = list(board)
        new[b], new[t] = new[t], new[b]
        out.append((move, tuple(new)))
    return out


def h(board):
    return sum(abs(i // 3 - v // 3) + abs(i % 3 - v % 3) for i, v in enumerate(board) if v != 0)


def bfs(start, info):
    parent = {start: None}
    depth = {start: 0}
    queue = deque([start])
    queued = {start}
    done = set()
    while queue:
        board = queue.popleft()
        queued.remove(board)
        done.add(board)
        if board == GOAL:
            return board, parent, depth
        info["expanded"] += 1
        for move, nb in neighbours(board):
            if nb not in queued and nb not in done:
                parent[nb] = (board, move)
                depth[nb] = depth[board] + 1
                info["max_depth"] = max(info["max_depth"], depth[nb])
                queue.append(nb)
                queued.add(nb)


def dfs(start, info):
    parent = {start: None}
    depth = {start: 0}
    stack = [start]
    stacked = {start}
    done = set()
    while stack:
        board = stack.pop()
        stacked.remove(board)
        done.add(board)
        if board == GOAL:
            return board, parent, depth
        info["expanded"] += 1
        for move, nb in reversed(neighbours(board)):
            if nb not in stacked and nb not in done:
                parent[nb] = (board, move)
                depth[nb] = depth[board] + 1
                info["max_depth"] = max(info["max_depth"], depth[nb])
                stack.append(nb)
                stacked.add(nb)


def ast(start, info):
    parent = {start: None}
    depth = {start: 0}
    heap = [(h(start), "", start)]
    queued = {start}
    done = set()
    while heap:
        f, move, board = heapq.heappop(heap)
        queued.remove(board)
        done.add(board)
        if board == GOAL:
            return board, parent, depth
        info["expanded"] += 1
        for move, nb in neighbours(board):
            if nb not in queued and nb not in done:
                parent[nb] = (board, move)
                depth[nb] = depth[board] + 1
                info["max_depth"] = max(info["max_depth"], depth[nb])
                heapq.heappush(heap, (depth[nb] + h(nb), move, nb))
                queued.add(nb)


def main():
    method = sys.argv[1]
    start = tuple(int(x) for x in sys.argv[2].split(","))
    info = {"expanded": 0, "max_depth": 0}
    search = {"bfs": bfs, "dfs": dfs, "ast": ast}[method]
    begin = time.time()
    goal, parent, depth = search(start, info)
    seconds = time.time() - begin
    path = []
    step = parent[goal]
    while step is not None:
        board, move = step
        path.append(move)
        step = parent[board]
    path = path[::-1]
    out = open("output.txt", "w")
    out.write("path_to_goal: {}\n".format(path))
    out.write("cost_of_path: {}\n".format(len(path)))
    out.write("nodes_expanded: {}\n".format(info["expanded"]))
    out.write("search_depth: {}\n".format(depth[goal]))
    out.write("max_search_depth: {}\n".format(info["max_depth"]))
    out.write("running_time: {:.8f}\n".format(seconds))
    out.write("max_ram_usage: {:.8f}\n".format(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))
    out.close()


main()
