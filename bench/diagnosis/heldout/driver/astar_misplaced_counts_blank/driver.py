import sys
import time
import heapq
import resource
from collections import deque

GOAL = [0, 1, 2, 3, 4, 5, 6, 7, 8]
MOVES = [("Up", -3), ("Down", 3), ("Left", -1), ("Right", 1)]


def neighbours(board):
    """list of (move, new board) for every legal slide of the blank"""
    z = board.index(0)
    r, c = z // 3, z % 3
    res = []
    for name, d in MOVES:
        if name == "Up" and r == 0:
            continue
        if name == "Down" and r == 2:
            continue
        if name == "Left" and c == 0:
            continue
        if name == "Right" and c == 2:
            continue
        b = list(board)
        b[z], b[z + d] = b[z + d], b[z]
        res.append((name, b))
    return res


def h_misplaced(board):
    # how many positions differ from the goal
    return sum(1 for a, b in zip(board, GOAL) if a != b)


def key(board):
    return ",".join(str(x) for x in board)


class Result:
    def __init__(self):
        self.path = []
        self.expanded = 0
        self.max_depth = 0


def path_of(info, k):
    moves = []
    while info[k][0] is not None:
        parent, move, _ = info[k]
        moves.append(move)
        k = parent
    return moves[::-1]


def bfs(start):
    res = Result()
    info = {key(start): (None, None, 0)}
    queue = deque([start])
    in_queue = {key(start)}
    done = set()
    while queue:
        board = queue.popleft()
        k = key(board)
        in_queue.remove(k)
        done.add(k)
        if board == GOAL:
            res.path = path_of(info, k)
            return res
        res.expanded += 1
        for move, nb in neighbours(board):
            nk = key(nb)
            if nk in in_queue or nk in done:
                continue
            d = info[k][2] + 1
            info[nk] = (k, move, d)
            res.max_depth = max(res.max_depth, d)
            queue.append(nb)
            in_queue.add(nk)
    return res


def dfs(start):
    res = Result()
    info = {key(start): (None, None, 0)}
    stack = [start]
    in_stack = {key(start)}
    done = set()
    while stack:
        board = stack.pop()
        k = key(board)
        in_stack.remove(k)
        done.add(k)
        if board == GOAL:
            res.path = path_of(info, k)
            return res
        res.expanded += 1
        for move, nb in reversed(neighbours(board)):
            nk = key(nb)
            if nk in in_stack or nk in done:
                continue
            d = info[k][2] + 1
            info[nk] = (k, move, d)
            res.max_depth = max(res.max_depth, d)
            stack.append(nb)
            in_stack.add(nk)
    return res


def ast(start):
    res = Result()
    info = {key(start): (None, None, 0)}
    count = 0
    heap = [(h_misplaced(start), count, start)]
    in_heap = {key(start)}
    done = set()
    while heap:
        f, _, board = heapq.heappop(heap)
        k = key(board)
        in_heap.remove(k)
        done.add(k)
        if board == GOAL:
            res.path = path_of(info, k)
            return res
        res.expanded += 1
        for move, nb in neighbours(board):
            nk = key(nb)
            if nk in in_heap or nk in done:
                continue
            d = info[k][2] + 1
            info[nk] = (k, move, d)
            res.max_depth = max(res.max_depth, d)
            count += 1
            heapq.heappush(heap, (d + h_misplaced(nb), count, nb))
            in_heap.add(nk)
    return res


def main():
    method = sys.argv[1]
    start = [int(x) for x in sys.argv[2].split(",")]
    t = time.time()
    if method == "bfs":
        res = bfs(start)
    elif method == "dfs":
        res = dfs(start)
    else:
        res = ast(start)
    t = time.time() - t
    mem = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    f = open("output.txt", "w")
    f.write("path_to_goal: %s\n" % res.path)
    f.write("cost_of_path: %d\n" % len(res.path))
    f.write("nodes_expanded: %d\n" % res.expanded)
    f.write("search_depth: %d\n" % len(res.path))
    f.write("max_search_depth: %d\n" % res.max_depth)
    f.write("running_time: %.8f\n" % t)
    f.write("max_ram_usage: %.8f\n" % mem)
    f.close()


main()
