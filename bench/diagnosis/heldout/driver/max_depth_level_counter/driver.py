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


def visit(depth):
    # keep track of how deep the search has gone: one more level each time we go down
    global max_search_depth, current_depth
    if depth > current_depth:
        max_search_depth += 1
    current_depth = depth


def bfs(start):
    global nodes_expanded
    queue = deque([(start, [])])
    visited = {start}
    while queue:
        board, path = queue.popleft()
        visit(len(path))
        if board == GOAL:
            return path
        nodes_expanded += 1
        for move, nxt in neighbours(board):
            if nxt not in visited:
                visited.add(nxt)
                queue.append((nxt, path + [move]))


def dfs(start):
    global nodes_expanded
    stack = [(start, [])]
    visited = {start}
    while stack:
        board, path = stack.pop()
        visit(len(path))
        if board == GOAL:
            return path
        nodes_expanded += 1
        for move, nxt in reversed(neighbours(board)):
            if nxt not in visited:
                visited.add(nxt)
                stack.append((nxt, path + [move]))


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
    heap = [(manhattan(start), count, start, [])]
    visited = {start}
    while heap:
        f, _, board, path = heapq.heappop(heap)
        visit(len(path))
        if board == GOAL:
            return path
        nodes_expanded += 1
        for move, nxt in neighbours(board):
            if nxt not in visited:
                visited.add(nxt)
                count += 1
                heapq.heappush(heap, (len(path) + 1 + manhattan(nxt), count, nxt, path + [move]))


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
