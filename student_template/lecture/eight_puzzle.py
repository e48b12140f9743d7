"""eight_puzzle.py -- the 8-puzzle as in lecture: EightPuzzle, bfs, dfs, ucs.

Boards are 9 characters with '_' for the blank, e.g. '281_43765'. The grader calls
bfs('281_43765', '1238_4765') with strings; _as_puzzle() below turns them into objects.
Each search returns the list of actions ('left', 'right', 'up', 'down': the direction the
blank moves). When start and goal have different parity, print 'No solution' and return None.
"""
import heapq

LEFT, RIGHT, UP, DOWN = "left", "right", "up", "down"
COST = {UP: 1, DOWN: 2, LEFT: 3, RIGHT: 4}


class EightPuzzle:
    def __init__(self, squares):
        self.squares = [str(s) for s in squares]
        self.idx = self.squares.index("_")

    def __eq__(self, other):
        return other is not None and self.squares == other.squares

    def __hash__(self):
        return hash(tuple(self.squares))

    def get_successors(self):
        """Return [left, right, up, down]: the moved puzzle, or None if the move is impossible."""
        # TODO
        return [None, None, None, None]

    def get_parity(self):
        """Number of inversions among the tiles (skip '_') modulo 2."""
        # TODO
        return 0


def _as_puzzle(p):
    return p if isinstance(p, EightPuzzle) else EightPuzzle(p)


def bfs(initial, goal):
    initial, goal = _as_puzzle(initial), _as_puzzle(goal)
    # TODO: parity check; one list of (puzzle, actions); pop the FRONT; goal test; append
    # each successor not in visited and add it to visited (the start is NOT put in visited).
    return None


def dfs(initial, goal):
    initial, goal = _as_puzzle(initial), _as_puzzle(goal)
    # TODO: same as bfs, but pop the BACK of the list.
    return None


def ucs(initial, goal):
    initial, goal = _as_puzzle(initial), _as_puzzle(goal)
    # TODO: priority = path cost (COST above), equal costs first-in first-out; push a
    # successor if never seen or seen at a higher cost.
    return None
