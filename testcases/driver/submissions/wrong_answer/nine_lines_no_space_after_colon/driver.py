# driver.py -- started from last year's handout, so it still writes the old nine-line
# output.txt (with fringe_size and max_fringe_size), and with no space after the colons.
# MISTAKES (format only): the output format of an earlier term, and no space after ':'.
# Its search follows the assignment.
import heapq
import itertools
import resource
import sys
import time
from collections import deque

GOAL = [0, 1, 2, 3, 4, 5, 6, 7, 8]
STEPS = [("Up", -3), ("Down", 3), ("Left", -1), ("Right", 1)]


def children(board):
    """(move, board) pairs in the order Up, Down, Left, Right."""
    z = board.index(0)
    result = []
    for move, step in STEPS:
        if move == "Up" and z < 3 or move == "Down" and z > 5:
            continue
        if move == "Left" and z % 3 == 0 or move == "Right" and z % 3 == 2:
            continue
        nxt = board[:]
        nxt[z], nxt[z + step] = nxt[z + step], nxt[z]
        result.append((move, nxt))
    return result


def manhattan(board):
    return sum(abs(i // 3 - t // 3) + abs(i % 3 - t % 3) for i, t in enumerate(board) if t)


class Queue:
    def __init__(self):
        self.items = deque()

    def add(self, node):
        self.items.append(node)

    def take(self):
        return self.items.popleft()

    def __len__(self):
        return len(self.items)


class Stack(Queue):
    reverse = True

    def take(self):
        return self.items.pop()


class Heap(Queue):
    def __init__(self):
        self.items = []
        self.tick = itertools.count()

    def add(self, node):
        heapq.heappush(self.items, (node[1] + manhattan(node[0]), next(self.tick), node))

    def take(self):
        return heapq.heappop(self.items)[2]


def path_to(parents, key):
    moves = []
    while parents[key] is not None:
        key, move = parents[key]
        moves.append(move)
    return moves[::-1]


def search(start, fringe):
    # a node is (board, depth); parents maps a board to (parent board, move)
    fringe.add((start, 0))
    parents = {tuple(start): None}
    waiting = {tuple(start)}
    done = set()
    stats = {"expanded": 0, "max_fringe": 1, "max_depth": 0}
    while len(fringe):
        board, depth = fringe.take()
        waiting.discard(tuple(board))
        done.add(tuple(board))
        if board == GOAL:
            stats["fringe"] = len(fringe)
            return path_to(parents, tuple(board)), depth, stats
        stats["expanded"] += 1
        kids = children(board)
        if getattr(fringe, "reverse", False):
            kids = kids[::-1]
        for move, kid in kids:
            key = tuple(kid)
            if key in waiting or key in done:
                continue
            fringe.add((kid, depth + 1))
            parents[key] = (tuple(board), move)
            waiting.add(key)
            stats["max_depth"] = max(stats["max_depth"], depth + 1)
        stats["max_fringe"] = max(stats["max_fringe"], len(fringe))
    return None


def main():
    method, text = sys.argv[1], sys.argv[2]
    start = [int(x) for x in text.split(",")]
    began = time.time()
    moves, depth, stats = search(start, {"bfs": Queue, "dfs": Stack, "ast": Heap}[method]())
    seconds = time.time() - began
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    with open("output.txt", "w") as out:
        out.write("path_to_goal:" + str(moves) + "\n")
        out.write("cost_of_path:" + str(len(moves)) + "\n")
        out.write("nodes_expanded:" + str(stats["expanded"]) + "\n")
        out.write("fringe_size:" + str(stats["fringe"]) + "\n")
        out.write("max_fringe_size:" + str(stats["max_fringe"]) + "\n")
        out.write("search_depth:" + str(depth) + "\n")
        out.write("max_search_depth:" + str(stats["max_depth"]) + "\n")
        out.write("running_time:%.8f\n" % seconds)
        out.write("max_ram_usage:%.8f\n" % ram)


if __name__ == "__main__":
    main()
