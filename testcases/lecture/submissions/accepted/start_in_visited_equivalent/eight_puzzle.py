# NOTE: puts the start state in visited (the lecture code does not). The returned actions are
# identical on every pair: the re-added start expands to nothing new. Kept as an accepted program.
"""8-puzzle search as in lecture: BFS, DFS and uniform-cost search."""
import heapq
from collections import deque

LEFT, RIGHT, UP, DOWN = 'left', 'right', 'up', 'down'
STEP_COST = {UP: 1, DOWN: 2, LEFT: 3, RIGHT: 4}


class EightPuzzle:
    def __init__(self, squares):
        # accepts "281_43765" or a list such as [2, 8, 1, '_', 4, 3, 7, 6, 5]
        self.squares = [str(x) for x in squares]
        self.idx = self.squares.index('_')

    def __eq__(self, other):
        return other is not None and tuple(self.squares) == tuple(other.squares)

    def __hash__(self):
        return hash(tuple(self.squares))

    def __repr__(self):
        return ''.join(self.squares)

    def _swap(self, offset):
        sq = list(self.squares)
        sq[self.idx], sq[self.idx + offset] = sq[self.idx + offset], sq[self.idx]
        return EightPuzzle(sq)

    def get_successors(self):
        """[left, right, up, down]; None where the blank cannot go."""
        row, col = divmod(self.idx, 3)
        return [
            self._swap(-1) if col > 0 else None,
            self._swap(1) if col < 2 else None,
            self._swap(-3) if row > 0 else None,
            self._swap(3) if row < 2 else None,
        ]

    def num_inversions(self):
        tiles = [int(s) for s in self.squares if s != '_']
        return sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles))
                   if tiles[i] > tiles[j])

    def get_parity(self):
        return self.num_inversions() % 2


class Entry:
    """A container entry: a puzzle and how we got there (parent entry + action), so the
    action list is only built once, for the goal."""

    def __init__(self, puzzle, parent=None, action=None):
        self.puzzle = puzzle
        self.parent = parent
        self.action = action

    @property
    def actions(self):
        acts = []
        node = self
        while node.parent is not None:
            acts.append(node.action)
            node = node.parent
        return acts[::-1]

    def get_successors(self):
        out = []
        for action, nxt in zip((LEFT, RIGHT, UP, DOWN), self.puzzle.get_successors()):
            if nxt is not None:
                out.append(Entry(nxt, self, action))
        return out


def _as_puzzle(p):
    return p if isinstance(p, EightPuzzle) else EightPuzzle(p)


def _solvable(initial, goal):
    if initial.get_parity() != goal.get_parity():
        print('No solution')
        return False
    return True


def _uninformed(initial, goal, index):
    initial, goal = _as_puzzle(initial), _as_puzzle(goal)
    if not _solvable(initial, goal):
        return None
    container = deque([Entry(initial)])
    visited = {initial}
    while container:
        node = container.popleft() if index == 0 else container.pop()
        if node.puzzle == goal:
            return node.actions
        for s in node.get_successors():
            if s.puzzle not in visited:
                container.append(s)
                visited.add(s.puzzle)
    return None


def bfs(initial, goal):
    return _uninformed(initial, goal, 0)


def dfs(initial, goal):
    return _uninformed(initial, goal, -1)


def ucs(initial, goal):
    initial, goal = _as_puzzle(initial), _as_puzzle(goal)
    if not _solvable(initial, goal):
        return None
    order = 0
    frontier = [(0, order, Entry(initial))]
    best = {initial: 0}
    while frontier:
        cost, _, node = heapq.heappop(frontier)
        if node.puzzle == goal:
            return node.actions
        for s in node.get_successors():
            c = cost + STEP_COST[s.action]
            if s.puzzle not in best or best[s.puzzle] > c:
                best[s.puzzle] = c
                order += 1
                heapq.heappush(frontier, (c, order, s))
    return None
