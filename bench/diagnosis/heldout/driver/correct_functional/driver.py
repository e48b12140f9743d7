# driver.py - search agent for the 8-puzzle (bfs / dfs / ast)
# Boards are strings like "125340678"; frontier membership is a dict of depths.
import heapq
import resource
import sys
import time
from collections import deque

GOAL = "012345678"
STEPS = [("Up", -3), ("Down", 3), ("Left", -1), ("Right", 1)]


def legal(blank, name):
    if name == "Up":
        return blank > 2
    if name == "Down":
        return blank < 6
    if name == "Left":
        return blank % 3 > 0
    return blank % 3 < 2


def expand(board):
    blank = board.find("0")
    result = []
    for name, delta in STEPS:
        if legal(blank, name):
            other = blank + delta
            cells = list(board)
            cells[blank] = cells[other]
            cells[other] = "0"
            result.append((name, "".join(cells)))
    return result


def heuristic(board):
    dist = 0
    for idx in range(9):
        tile = ord(board[idx]) - 48
        if tile != 0:
            dist += abs(idx // 3 - tile // 3) + abs(idx % 3 - tile % 3)
    return dist


def moves_to(came_from, board):
    if came_from[board] is None:
        return []
    prev, move = came_from[board]
    return moves_to(came_from, prev) + [move]


def search(start, method):
    came_from = {start: None}
    depth = {start: 0}
    frontier_depth = {start: 0}
    closed = set()
    stats = {"expanded": 0, "deepest": 0}
    if method == "bfs":
        box = deque([start])
        take = box.popleft
    elif method == "dfs":
        box = [start]
        take = box.pop
    else:
        box = [(heuristic(start), 0, start)]
        counter = 1

    while box:
        if method == "ast":
            _, _, board = heapq.heappop(box)
        else:
            board = take()
        del frontier_depth[board]
        closed.add(board)
        if board == GOAL:
            return board, came_from, depth, stats
        stats["expanded"] += 1
        kids = expand(board)
        if method == "dfs":
            kids.reverse()
        for move, kid in kids:
            if kid in closed or kid in frontier_depth:
                continue
            came_from[kid] = (board, move)
            depth[kid] = depth[board] + 1
            frontier_depth[kid] = depth[kid]
            stats["deepest"] = max(stats["deepest"], depth[kid])
            if method == "ast":
                heapq.heappush(box, (depth[kid] + heuristic(kid), counter, kid))
                counter += 1
            else:
                box.append(kid)
    raise SystemExit("no solution")


if __name__ == "__main__":
    sys.setrecursionlimit(100000)
    method, raw = sys.argv[1], sys.argv[2]
    start = raw.replace(",", "")
    t = time.time()
    goal, came_from, depth, stats = search(start, method)
    elapsed = time.time() - t
    if method == "dfs":
        # deep DFS paths: walk the parents with a loop, not recursion
        path, node = [], goal
        while came_from[node] is not None:
            node, move = came_from[node]
            path.append(move)
        path.reverse()
    else:
        path = moves_to(came_from, goal)
    lines = [
        "path_to_goal: %s" % path,
        "cost_of_path: %d" % len(path),
        "nodes_expanded: %d" % stats["expanded"],
        "search_depth: %d" % depth[goal],
        "max_search_depth: %d" % stats["deepest"],
        "running_time: %.8f" % elapsed,
        "max_ram_usage: %.8f" % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
    ]
    with open("output.txt", "w") as f:
        f.write("\n".join(lines) + "\n")
