"""funny_puzzle.py -- the 7-tile puzzle with two empty cells.

Hand in this file with the two functions below (and any helpers you like).
No `if __name__ == "__main__":` block is needed: the grader imports the file and calls
print_succ(state) or solve(state) itself.
"""
import heapq

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]


def heuristic(state):
    """Sum of Manhattan distances of tiles 1..7 to their goal cells; 0s do not count."""
    # TODO (example: heuristic([2, 5, 1, 4, 3, 6, 7, 0, 0]) == 6)
    return 0


def successors(state):
    """Every state reachable by sliding one tile into an adjacent empty cell, sorted."""
    # TODO
    return []


def print_succ(state):
    """Print each successor once, sorted, as '<list> h=<h>'."""
    for succ in successors(state):
        print(succ, "h={}".format(heuristic(succ)))


def solve(state):
    """A* with heapq entries (g + h, state, (g, h, parent_index)); print the path and
    'Max queue length: <n>'."""
    # TODO: push the start, then loop: pop, append to a closed list, stop at the goal,
    # otherwise push every successor that has never been popped (duplicates in the
    # queue are fine). Track the largest len(pq). Then print the path from the start.
    pass
