# 8-puzzle: python3 driver.py <bfs|dfs|ast> <board>
import sys, time, resource, heapq
from collections import deque

GOAL = "012345678"

nodes_expanded = 0
max_search_depth = 0
current_depth = 0


def neighbours(board):
    z = board.index("0")
    row, col = z // 3, z % 3
    out = []
    if row > 0:
        out.append(("Up", z - 3))
    if row < 2:
        out.append(("Down", z + 3))
    if col > 0:
        out.append(("Left", z - 1))
    if col < 2:
        out.append(("Right", z + 1))
    result = []
    for move, t in out:
        b = list(board)
        b[z], b[t] = b[t], b[z]
        result.append((move, "".join(b)))
    return result


def path_to(parents, board):
    path = []
    while parents[board] is not None:
        board, move = parents[board]
        path.append(move)
    return path[::-1]


def visit(depth):
    # keep track of how deep the search has gone: one more level each time we go down
    global max_search_depth, current_depth
    if depth > current_depth:
        max_search_depth += 1
    current_depth = depth


def bfs(start):
    global nodes_expanded
    queue = deque([(start, 0)])
    parents = {start: None}
    while queue:
        board, depth = queue.popleft()
        visit(depth)
        if board == GOAL:
            return path_to(parents, board)
        nodes_expanded += 1
        for move, nxt in neighbours(board):
            if nxt not in parents:
                parents[nxt] = (board, move)
                queue.append((nxt, depth + 1))


def dfs(start):
    global nodes_expanded
    stack = [(start, 0)]
    parents = {start: None}
    while stack:
        board, depth = stack.pop()
        visit(depth)
        if board == GOAL:
            return path_to(parents, board)
        nodes_expanded += 1
        for move, nxt in reversed(neighbours(board)):
            if nxt not in parents:
                parents[nxt] = (board, move)
                stack.append((nxt, depth + 1))


def manhattan(board):
    d = 0
    for i, ch in enumerate(board):
        t = int(ch)
        if t:
            d += abs(i // 3 - t // 3) + abs(i % 3 - t % 3)
    return d


def ast(start):
    global nodes_expanded
    count = 0
    heap = [(manhattan(start), count, start, 0)]
    parents = {start: None}
    while heap:
        f, _, board, depth = heapq.heappop(heap)
        visit(depth)
        if board == GOAL:
            return path_to(parents, board)
        nodes_expanded += 1
        for move, nxt in neighbours(board):
            if nxt not in parents:
                parents[nxt] = (board, move)
                count += 1
                heapq.heappush(heap, (depth + 1 + manhattan(nxt), count, nxt, depth + 1))


if __name__ == "__main__":
    method, text = sys.argv[1], sys.argv[2]
    start = "".join(text.split(","))
    t0 = time.time()
    path = {"bfs": bfs, "dfs": dfs, "ast": ast}[method](start)
    t1 = time.time()
    with open("output.txt", "w") as out:
        print("path_to_goal:", path, file=out)
        print("cost_of_path:", len(path), file=out)
        print("nodes_expanded:", nodes_expanded, file=out)
        print("search_depth:", len(path), file=out)
        print("max_search_depth:", max_search_depth, file=out)
        print("running_time: %.8f" % (t1 - t0), file=out)
        print("max_ram_usage: %.8f" % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024), file=out)
