"""8-puzzle agent: bfs, dfs and ast, statistics written to output.txt."""
import heapq
import itertools
import resource
import sys
import time
from collections import deque


class State:
    __slots__ = ("tiles", "parent", "move", "depth")

    def __init__(self, tiles, parent=None, move=None, depth=0):
        self.tiles = tiles
        self.parent = parent
        self.move = move
        self.depth = depth

    def children(self):
        z = self.tiles.index(0)
        r, c = divmod(z, 3)
        kids = []
        for move, dr, dc in (("Up", -1, 0), ("Down", 1, 0), ("Left", 0, -1), ("Right", 0, 1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < 3 and 0 <= nc < 3:
                t = list(self.tiles)
                t[z], t[nr * 3 + nc] = t[nr * 3 + nc], 0
                kids.append(State(tuple(t), self, move, self.depth + 1))
        return kids

    def path(self):
        moves, node = [], self
        while node.parent is not None:
            moves.append(node.move)
            node = node.parent
        return moves[::-1]


GOAL = tuple(range(9))


def manhattan(tiles):
    return sum(abs(i // 3 - t // 3) + abs(i % 3 - t % 3) for i, t in enumerate(tiles) if t)


class Result:
    def __init__(self):
        self.expanded = 0
        self.deepest_popped = 0


def uninformed(start, lifo, result):
    frontier = deque([start])
    waiting = {start.tiles}
    explored = set()
    while frontier:
        node = frontier.pop() if lifo else frontier.popleft()
        waiting.discard(node.tiles)
        explored.add(node.tiles)
        result.deepest_popped = max(result.deepest_popped, node.depth)
        if node.tiles == GOAL:
            return node
        result.expanded += 1
        kids = node.children()
        for kid in (reversed(kids) if lifo else kids):
            if kid.tiles not in waiting and kid.tiles not in explored:
                frontier.append(kid)
                waiting.add(kid.tiles)
    return None


def astar(start, result):
    order = itertools.count()
    heap = [(manhattan(start.tiles), next(order), start)]
    waiting = {start.tiles}
    explored = set()
    while heap:
        _, _, node = heapq.heappop(heap)
        waiting.discard(node.tiles)
        explored.add(node.tiles)
        result.deepest_popped = max(result.deepest_popped, node.depth)
        if node.tiles == GOAL:
            return node
        result.expanded += 1
        for kid in node.children():
            if kid.tiles not in waiting and kid.tiles not in explored:
                heapq.heappush(heap, (kid.depth + manhattan(kid.tiles), next(order), kid))
                waiting.add(kid.tiles)
    return None


def main():
    method = sys.argv[1]
    start = State(tuple(int(x) for x in sys.argv[2].split(",")))
    began = time.time()
    result = Result()
    if method == "ast":
        goal = astar(start, result)
    else:
        goal = uninformed(start, method == "dfs", result)
    took = time.time() - began
    moves = goal.path()
    with open("output.txt", "w") as out:
        out.write("path_to_goal: %s\n" % moves)
        out.write("cost_of_path: %d\n" % len(moves))
        out.write("nodes_expanded: %d\n" % result.expanded)
        out.write("search_depth: %d\n" % goal.depth)
        # the search went one level below the deepest node it took off the frontier
        out.write("max_search_depth: %d\n" % (result.deepest_popped + 1))
        out.write("running_time: %.8f\n" % took)
        out.write("max_ram_usage: %.8f\n" % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))


if __name__ == "__main__":
    main()
