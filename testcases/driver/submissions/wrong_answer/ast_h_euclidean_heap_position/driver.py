# MISTAKE: A*'s h is the sum of straight-line distances (a float), and its heap holds
# nodes whose __lt__ compares f only, so equal f pops in heap order
"""8-puzzle agent: BFS, DFS and A* with statistics written to output.txt."""
import heapq
import math
import resource
import sys
import time
from collections import deque

GOAL_TILES = (0, 1, 2, 3, 4, 5, 6, 7, 8)


class PuzzleState:
    """One configuration of the board plus the bookkeeping needed to rebuild the path."""

    MOVES = (("Up", -1, 0), ("Down", 1, 0), ("Left", 0, -1), ("Right", 0, 1))

    def __init__(self, tiles, parent=None, action=None, depth=0):
        self.tiles = tiles
        self.parent = parent
        self.action = action
        self.depth = depth
        self.blank = tiles.index(0)

    def __lt__(self, other):
        return self.f < other.f

    def is_goal(self):
        return self.tiles == GOAL_TILES

    def expand(self):
        """Children in UDLR order."""
        row, col = divmod(self.blank, 3)
        kids = []
        for name, dr, dc in self.MOVES:
            r, c = row + dr, col + dc
            if 0 <= r < 3 and 0 <= c < 3:
                target = r * 3 + c
                new = list(self.tiles)
                new[self.blank], new[target] = new[target], new[self.blank]
                kids.append(PuzzleState(tuple(new), self, name, self.depth + 1))
        return kids

    def straight_line(self):
        dist = 0.0
        for pos, tile in enumerate(self.tiles):
            if tile != 0:
                dist += math.sqrt((pos // 3 - tile // 3) ** 2 + (pos % 3 - tile % 3) ** 2)
        return dist

    def path(self):
        moves = []
        node = self
        while node.parent is not None:
            moves.append(node.action)
            node = node.parent
        return moves[::-1]


class Solver:
    def __init__(self, start):
        self.start = PuzzleState(start)
        self.nodes_expanded = 0
        self.max_search_depth = 0

    def _note_depth(self, state):
        if state.depth > self.max_search_depth:
            self.max_search_depth = state.depth

    def bfs(self):
        frontier = deque([self.start])
        in_frontier = {self.start.tiles}
        explored = set()
        while frontier:
            state = frontier.popleft()
            in_frontier.discard(state.tiles)
            explored.add(state.tiles)
            if state.is_goal():
                return state
            self.nodes_expanded += 1
            for child in state.expand():
                if child.tiles not in in_frontier and child.tiles not in explored:
                    frontier.append(child)
                    in_frontier.add(child.tiles)
                    self._note_depth(child)
        return None

    def dfs(self):
        stack = [self.start]
        in_frontier = {self.start.tiles}
        explored = set()
        while stack:
            state = stack.pop()
            in_frontier.discard(state.tiles)
            explored.add(state.tiles)
            if state.is_goal():
                return state
            self.nodes_expanded += 1
            for child in reversed(state.expand()):
                if child.tiles not in in_frontier and child.tiles not in explored:
                    stack.append(child)
                    in_frontier.add(child.tiles)
                    self._note_depth(child)
        return None

    def ast(self):
        heap = [self.start]
        self.start.f = self.start.straight_line()
        in_frontier = {self.start.tiles}
        explored = set()
        while heap:
            state = heapq.heappop(heap)
            in_frontier.discard(state.tiles)
            explored.add(state.tiles)
            if state.is_goal():
                return state
            self.nodes_expanded += 1
            for child in state.expand():
                if child.tiles not in in_frontier and child.tiles not in explored:
                    child.f = child.depth + child.straight_line()
                    heapq.heappush(heap, child)
                    in_frontier.add(child.tiles)
                    self._note_depth(child)
        return None


def write_report(goal, solver, seconds):
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    with open("output.txt", "w") as out:
        out.write("path_to_goal: " + str(goal.path()) + "\n")
        out.write("cost_of_path: " + str(len(goal.path())) + "\n")
        out.write("nodes_expanded: " + str(solver.nodes_expanded) + "\n")
        out.write("search_depth: " + str(goal.depth) + "\n")
        out.write("max_search_depth: " + str(solver.max_search_depth) + "\n")
        out.write("running_time: " + format(seconds, ".8f") + "\n")
        out.write("max_ram_usage: " + format(ram, ".8f") + "\n")


def main():
    method = sys.argv[1]
    tiles = tuple(int(x) for x in sys.argv[2].split(","))
    solver = Solver(tiles)
    began = time.time()
    goal = getattr(solver, method)()
    write_report(goal, solver, time.time() - began)


if __name__ == "__main__":
    main()
