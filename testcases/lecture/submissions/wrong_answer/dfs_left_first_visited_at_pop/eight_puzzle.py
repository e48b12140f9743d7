# MISTAKES: a board is marked visited when it is taken out of the container (the lecture
# marks it when it is added), and DFS adds the successors in reverse so that 'left' is
# explored first (the lecture appends left, right, up, down and takes 'down' first).
"""8-puzzle: breadth-first, depth-first and uniform-cost search."""
import heapq
from collections import deque

LEFT, RIGHT, UP, DOWN = 'left', 'right', 'up', 'down'
COST = {UP: 1, DOWN: 2, LEFT: 3, RIGHT: 4}


class EightPuzzle:
    def __init__(self, squares):
        self.squares = [str(i) for i in squares]
        self.idx = self.squares.index('_')

    def __eq__(self, obj):
        if obj is None:
            return False
        return tuple(self.squares) == tuple(obj.squares)

    def __hash__(self):
        return hash(tuple(self.squares))

    def move(self, offset):
        new_squares = list(self.squares)
        new_squares[self.idx] = self.squares[self.idx + offset]
        new_squares[self.idx + offset] = self.squares[self.idx]
        return EightPuzzle(new_squares)

    def get_successors(self):
        successors = []
        successors.append(self.move(-1) if self.idx % 3 > 0 else None)
        successors.append(self.move(1) if self.idx % 3 < 2 else None)
        successors.append(self.move(-3) if self.idx // 3 > 0 else None)
        successors.append(self.move(3) if self.idx // 3 < 2 else None)
        return successors

    def num_inversions(self):
        total = 0
        for i in range(len(self.squares)):
            if self.squares[i] == '_':
                continue
            for j in range(i, len(self.squares)):
                if self.squares[j] != '_' and int(self.squares[i]) > int(self.squares[j]):
                    total += 1
        return total

    def get_parity(self):
        return self.num_inversions() % 2


class ContainerEntry:
    def __init__(self, puzzle, parent=None, action=None):
        self.puzzle = puzzle
        self.parent = parent
        self.action = action

    def actions(self):
        out = []
        entry = self
        while entry.parent is not None:
            out.append(entry.action)
            entry = entry.parent
        out.reverse()
        return out

    def get_successors(self):
        s = []
        for puzzle, action in zip(self.puzzle.get_successors(), (LEFT, RIGHT, UP, DOWN)):
            if puzzle is not None:
                s.append(ContainerEntry(puzzle, self, action))
        return s


def check(initial, goal):
    p1, p2 = EightPuzzle(initial), EightPuzzle(goal)
    if p1.get_parity() != p2.get_parity():
        print('No solution')
        return None
    return p1, p2


def bfs(initial, goal):
    puzzles = check(initial, goal)
    if puzzles is None:
        return None
    start, goal = puzzles
    container = deque([ContainerEntry(start)])
    visited = set()
    while container:
        node = container.popleft()
        if node.puzzle in visited:
            continue
        visited.add(node.puzzle)
        if node.puzzle == goal:
            return node.actions()
        for s in node.get_successors():
            if s.puzzle not in visited:
                container.append(s)
    return None


def dfs(initial, goal):
    puzzles = check(initial, goal)
    if puzzles is None:
        return None
    start, goal = puzzles
    container = [ContainerEntry(start)]
    visited = set()
    while container:
        node = container.pop()
        if node.puzzle in visited:
            continue
        visited.add(node.puzzle)
        if node.puzzle == goal:
            return node.actions()
        for s in reversed(node.get_successors()):   # so that left is explored first
            if s.puzzle not in visited:
                container.append(s)
    return None


def ucs(initial, goal):
    puzzles = check(initial, goal)
    if puzzles is None:
        return None
    start, goal = puzzles
    frontier = [(0, 0, ContainerEntry(start))]
    visited = set()
    n = 0
    while frontier:
        cost, _, node = heapq.heappop(frontier)
        if node.puzzle in visited:
            continue
        visited.add(node.puzzle)
        if node.puzzle == goal:
            return node.actions()
        for s in node.get_successors():
            if s.puzzle not in visited:
                n += 1
                heapq.heappush(frontier, (cost + COST[s.action], n, s))
    return None
