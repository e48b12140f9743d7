"""COMS W4701 homework: the 8-puzzle by BFS, DFS and A*.

    python3 puzzle.py <bfs|dfs|ast> <board>      e.g. python3 puzzle.py ast 1,2,5,3,4,0,6,7,8

Filled in the course's skeleton: a PuzzleState class, one function per search, and
writeOutput, which writes output.txt.
"""
import heapq
import math
import resource
import sys
import time
from collections import deque


class PuzzleState(object):
    """A board, how it was reached (parent and action) and its depth (cost)."""

    def __init__(self, config, n, parent=None, action="Initial", cost=0):
        if n * n != len(config) or n < 2:
            raise Exception("the board is not square")
        if set(config) != set(range(n * n)):
            raise Exception("the board must hold each of 0..%d once" % (n * n - 1))
        self.n = n
        self.cost = cost
        self.parent = parent
        self.action = action
        self.config = config
        self.children = []
        self.blank_index = self.config.index(0)

    def display(self):
        for row in range(self.n):
            print(self.config[row * self.n:(row + 1) * self.n])

    def _slide(self, target, action):
        board = list(self.config)
        board[self.blank_index], board[target] = board[target], board[self.blank_index]
        return PuzzleState(board, self.n, self, action, self.cost + 1)

    def move_up(self):
        if self.blank_index < self.n:
            return None
        return self._slide(self.blank_index - self.n, "Up")

    def move_down(self):
        if self.blank_index >= self.n * (self.n - 1):
            return None
        return self._slide(self.blank_index + self.n, "Down")

    def move_left(self):
        if self.blank_index % self.n == 0:
            return None
        return self._slide(self.blank_index - 1, "Left")

    def move_right(self):
        if self.blank_index % self.n == self.n - 1:
            return None
        return self._slide(self.blank_index + 1, "Right")

    def expand(self):
        """The children in Up, Down, Left, Right order."""
        if not self.children:
            moves = [self.move_up(), self.move_down(), self.move_left(), self.move_right()]
            self.children = [child for child in moves if child is not None]
        return self.children


def writeOutput(goal_state, nodes_expanded, max_search_depth, started):
    actions = []
    state = goal_state
    while state.parent is not None:
        actions.append(state.action)
        state = state.parent
    actions.reverse()
    megabytes = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    with open("output.txt", "w") as out:
        out.write("path_to_goal: " + str(actions) + "\n")
        out.write("cost_of_path: %d\n" % goal_state.cost)
        out.write("nodes_expanded: %d\n" % nodes_expanded)
        out.write("search_depth: %d\n" % goal_state.cost)
        out.write("max_search_depth: %d\n" % max_search_depth)
        out.write("running_time: %.8f\n" % (time.time() - started))
        out.write("max_ram_usage: %.8f\n" % megabytes)


def _uninformed_search(initial_state, take, children_of):
    """BFS or DFS: `take` removes the next state from the frontier, `children_of`
    lists a state's children in the order they are added to it."""
    started = time.time()
    frontier = deque([initial_state])
    seen = {tuple(initial_state.config)}   # boards in the frontier or already explored
    expanded = 0
    deepest = 0
    while frontier:
        state = take(frontier)
        if test_goal(state):
            writeOutput(state, expanded, deepest, started)
            return state
        expanded += 1
        for child in children_of(state):
            key = tuple(child.config)
            if key not in seen:
                seen.add(key)
                frontier.append(child)
                deepest = max(deepest, child.cost)
    return None


def bfs_search(initial_state):
    return _uninformed_search(initial_state, deque.popleft, PuzzleState.expand)


def dfs_search(initial_state):
    # Pushed in reverse, so that Up is popped first.
    return _uninformed_search(initial_state, deque.pop, lambda s: list(reversed(s.expand())))


def A_star_search(initial_state):
    started = time.time()
    order = 0   # equal totals leave the heap in the order they entered it
    heap = [(calculate_total_cost(initial_state), order, initial_state)]
    waiting = {tuple(initial_state.config)}
    explored = set()
    expanded = 0
    deepest = 0
    while heap:
        _, _, state = heapq.heappop(heap)
        key = tuple(state.config)
        waiting.discard(key)
        explored.add(key)
        if test_goal(state):
            writeOutput(state, expanded, deepest, started)
            return state
        expanded += 1
        for child in state.expand():
            child_key = tuple(child.config)
            if child_key in waiting or child_key in explored:
                continue
            order += 1
            heapq.heappush(heap, (calculate_total_cost(child), order, child))
            waiting.add(child_key)
            deepest = max(deepest, child.cost)
    return None


def calculate_total_cost(state):
    """g + h: the moves made so far plus the tiles' Manhattan distances."""
    h = 0
    for idx, value in enumerate(state.config):
        h += calculate_manhattan_dist(idx, value, state.n)
    return state.cost + h


def calculate_manhattan_dist(idx, value, n):
    if value == 0:   # the blank is no tile
        return 0
    return abs(idx // n - value // n) + abs(idx % n - value % n)


def test_goal(puzzle_state):
    return puzzle_state.config == list(range(len(puzzle_state.config)))


def main():
    if len(sys.argv) != 3:
        print("usage: python3 puzzle.py <bfs|dfs|ast> <board>")
        return
    mode = sys.argv[1].lower()
    board = [int(tile) for tile in sys.argv[2].split(",")]
    start = PuzzleState(board, int(math.sqrt(len(board))))
    began = time.time()
    if mode == "bfs":
        bfs_search(start)
    elif mode == "dfs":
        dfs_search(start)
    elif mode == "ast":
        A_star_search(start)
    else:
        print("unknown method: " + mode)
    print("done in %.3f s" % (time.time() - began))


if __name__ == '__main__':
    main()
