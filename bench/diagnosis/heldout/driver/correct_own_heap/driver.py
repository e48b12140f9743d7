"""8-puzzle agent: BFS, DFS and A* over a hand-written binary heap."""
import resource
import sys
import time
from collections import deque


class State:
    MOVES = (("Up", -3), ("Down", 3), ("Left", -1), ("Right", 1))

    def __init__(self, tiles, parent=None, move=None, depth=0):
        self.tiles = tiles
        self.parent = parent
        self.move = move
        self.depth = depth
        self.blank = tiles.index(0)

    def children(self):
        row, col = divmod(self.blank, 3)
        kids = []
        for name, step in State.MOVES:
            if name == "Up" and row == 0:
                continue
            if name == "Down" and row == 2:
                continue
            if name == "Left" and col == 0:
                continue
            if name == "Right" and col == 2:
                continue
            other = self.blank + step
            t = list(self.tiles)
            t[self.blank], t[other] = t[other], t[self.blank]
            kids.append(State(tuple(t), self, name, self.depth + 1))
        return kids

    def manhattan(self):
        total = 0
        for pos, tile in enumerate(self.tiles):
            if tile:
                total += abs(pos // 3 - tile // 3) + abs(pos % 3 - tile % 3)
        return total

    def path(self):
        moves = []
        node = self
        while node.parent is not None:
            moves.append(node.move)
            node = node.parent
        moves.reverse()
        return moves


class MinHeap:
    """Binary heap of (key, item); keys must be totally ordered."""

    def __init__(self):
        self.items = []

    def __len__(self):
        return len(self.items)

    def push(self, key, item):
        self.items.append((key, item))
        i = len(self.items) - 1
        while i > 0:
            p = (i - 1) // 2
            if self.items[i][0] < self.items[p][0]:
                self.items[i], self.items[p] = self.items[p], self.items[i]
                i = p
            else:
                break

    def pop(self):
        top = self.items[0]
        last = self.items.pop()
        if self.items:
            self.items[0] = last
            i = 0
            n = len(self.items)
            while True:
                l, r = 2 * i + 1, 2 * i + 2
                small = i
                if l < n and self.items[l][0] < self.items[small][0]:
                    small = l
                if r < n and self.items[r][0] < self.items[small][0]:
                    small = r
                if small == i:
                    break
                self.items[i], self.items[small] = self.items[small], self.items[i]
                i = small
        return top[1]


GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)


class Solver:
    def __init__(self, start):
        self.start = State(start)
        self.expanded = 0
        self.max_depth = 0

    def note(self, child):
        if child.depth > self.max_depth:
            self.max_depth = child.depth

    def bfs(self):
        queue = deque([self.start])
        waiting = {self.start.tiles}
        done = set()
        while queue:
            node = queue.popleft()
            waiting.discard(node.tiles)
            done.add(node.tiles)
            if node.tiles == GOAL:
                return node
            self.expanded += 1
            for kid in node.children():
                if kid.tiles not in waiting and kid.tiles not in done:
                    queue.append(kid)
                    waiting.add(kid.tiles)
                    self.note(kid)

    def dfs(self):
        stack = [self.start]
        waiting = {self.start.tiles}
        done = set()
        while stack:
            node = stack.pop()
            waiting.discard(node.tiles)
            done.add(node.tiles)
            if node.tiles == GOAL:
                return node
            self.expanded += 1
            for kid in reversed(node.children()):
                if kid.tiles not in waiting and kid.tiles not in done:
                    stack.append(kid)
                    waiting.add(kid.tiles)
                    self.note(kid)

    def ast(self):
        heap = MinHeap()
        serial = 0
        heap.push((self.start.manhattan(), serial), self.start)
        waiting = {self.start.tiles}
        done = set()
        while len(heap):
            node = heap.pop()
            waiting.discard(node.tiles)
            done.add(node.tiles)
            if node.tiles == GOAL:
                return node
            self.expanded += 1
            for kid in node.children():
                if kid.tiles not in waiting and kid.tiles not in done:
                    serial += 1
                    heap.push((kid.depth + kid.manhattan(), serial), kid)
                    waiting.add(kid.tiles)
                    self.note(kid)


def main():
    method = sys.argv[1]
    tiles = tuple(int(x) for x in sys.argv[2].split(","))
    began = time.time()
    solver = Solver(tiles)
    goal = getattr(solver, method)()
    spent = time.time() - began
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    with open("output.txt", "w") as out:
        out.write("path_to_goal: " + str(goal.path()) + "\n")
        out.write("cost_of_path: " + str(goal.depth) + "\n")
        out.write("nodes_expanded: " + str(solver.expanded) + "\n")
        out.write("search_depth: " + str(goal.depth) + "\n")
        out.write("max_search_depth: " + str(solver.max_depth) + "\n")
        out.write("running_time: %.8f\n" % spent)
        out.write("max_ram_usage: %.8f\n" % ram)


if __name__ == "__main__":
    main()
