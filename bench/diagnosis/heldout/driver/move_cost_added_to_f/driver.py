"""driver.py -- uninformed and informed search on the 8-puzzle."""
import heapq
import resource
import sys
import time
from collections import deque

MOVE_COST = 1   # every move costs one


class Board:
    __slots__ = ("tiles", "parent", "move", "depth")

    def __init__(self, tiles, parent=None, move=None):
        self.tiles = tiles
        self.parent = parent
        self.move = move
        self.depth = 0 if parent is None else parent.depth + 1

    def successors(self):
        zero = self.tiles.index(0)
        row, col = divmod(zero, 3)
        candidates = [("Up", row > 0, -3), ("Down", row < 2, 3),
                      ("Left", col > 0, -1), ("Right", col < 2, 1)]
        for name, ok, delta in candidates:
            if ok:
                t = list(self.tiles)
                t[zero], t[zero + delta] = t[zero + delta], t[zero]
                yield Board(tuple(t), self, name)

    def h(self):
        return sum(abs(i // 3 - v // 3) + abs(i % 3 - v % 3)
                   for i, v in enumerate(self.tiles) if v != 0)

    def f(self):
        # path cost g, the estimate h, plus the cost of the moves taken
        return self.depth + self.h() + self.depth * MOVE_COST

    def moves(self):
        node, out = self, []
        while node.parent is not None:
            out.append(node.move)
            node = node.parent
        return out[::-1]


GOAL = tuple(range(9))


class Search:
    def __init__(self, method):
        self.method = method
        self.expanded = 0
        self.max_depth = 0

    def run(self, start):
        self.counter = 0
        frontier = self.make(start)
        in_frontier = {start.tiles}
        explored = set()
        while frontier:
            node = self.take(frontier)
            in_frontier.discard(node.tiles)
            explored.add(node.tiles)
            if node.tiles == GOAL:
                return node
            self.expanded += 1
            kids = list(node.successors())
            if self.method == "dfs":
                kids.reverse()
            for kid in kids:
                if kid.tiles in in_frontier or kid.tiles in explored:
                    continue
                self.put(frontier, kid)
                in_frontier.add(kid.tiles)
                self.max_depth = max(self.max_depth, kid.depth)
        return None

    def make(self, start):
        if self.method == "ast":
            return [(start.f(), 0, start)]
        return deque([start])

    def take(self, frontier):
        if self.method == "ast":
            return heapq.heappop(frontier)[2]
        if self.method == "dfs":
            return frontier.pop()
        return frontier.popleft()

    def put(self, frontier, node):
        if self.method == "ast":
            self.counter += 1
            heapq.heappush(frontier, (node.f(), self.counter, node))
        else:
            frontier.append(node)


def main():
    method = sys.argv[1]
    start = Board(tuple(int(x) for x in sys.argv[2].split(",")))
    search = Search(method)
    t0 = time.time()
    goal = search.run(start)
    dt = time.time() - t0
    path = goal.moves()
    report = [
        "path_to_goal: " + str(path),
        "cost_of_path: " + str(len(path)),
        "nodes_expanded: " + str(search.expanded),
        "search_depth: " + str(goal.depth),
        "max_search_depth: " + str(search.max_depth),
        "running_time: %.8f" % dt,
        "max_ram_usage: %.8f" % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0),
    ]
    with open("output.txt", "w") as fh:
        fh.write("\n".join(report) + "\n")


if __name__ == "__main__":
    main()
