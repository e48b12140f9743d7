"""
COMS-style 8-puzzle solver: python3 driver.py <bfs|dfs|ast> <board>
Writes the search statistics to output.txt.
"""
import sys
import math
import time
import heapq
import resource
from collections import deque

GOAL_CONFIG = [0, 1, 2, 3, 4, 5, 6, 7, 8]


class PuzzleState(object):
    def __init__(self, config, n, parent=None, action="Initial", cost=0):
        self.n = n
        self.cost = cost
        self.parent = parent
        self.action = action
        self.config = config
        self.children = []
        self.blank_index = config.index(0)

    def _swap(self, target):
        new_config = list(self.config)
        new_config[self.blank_index], new_config[target] = new_config[target], 0
        return new_config

    def move_up(self):
        if self.blank_index < self.n:
            return None
        return PuzzleState(self._swap(self.blank_index - self.n), self.n, self, "Up", self.cost + 1)

    def move_down(self):
        if self.blank_index >= self.n * (self.n - 1):
            return None
        return PuzzleState(self._swap(self.blank_index + self.n), self.n, self, "Down", self.cost + 1)

    def move_left(self):
        if self.blank_index % self.n == 0:
            return None
        return PuzzleState(self._swap(self.blank_index - 1), self.n, self, "Left", self.cost + 1)

    def move_right(self):
        if self.blank_index % self.n == self.n - 1:
            return None
        return PuzzleState(self._swap(self.blank_index + 1), self.n, self, "Right", self.cost + 1)

    def expand(self):
        """Generate the children in UDLR order."""
        if len(self.children) == 0:
            for child in (self.move_up(), self.move_down(), self.move_left(), self.move_right()):
                if child is not None:
                    self.children.append(child)
        return self.children


def write_output(state, expanded, max_depth, elapsed):
    path = []
    node = state
    while node.parent is not None:
        path.append(node.action)
        node = node.parent
    path.reverse()
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    f = open("output.txt", "w")
    f.write("path_to_goal: " + str(path) + "\n")
    f.write("cost_of_path: " + str(state.cost) + "\n")
    f.write("nodes_expanded: " + str(expanded) + "\n")
    f.write("search_depth: " + str(state.cost) + "\n")
    f.write("max_search_depth: " + str(max_depth) + "\n")
    f.write("running_time: " + format(elapsed, ".8f") + "\n")
    f.write("max_ram_usage: " + format(ram, ".8f") + "\n")
    f.close()


def bfs_search(initial_state):
    frontier = deque([initial_state])
    in_frontier = set([tuple(initial_state.config)])
    explored = set()
    expanded = 0
    max_depth = 0
    while frontier:
        state = frontier.popleft()
        in_frontier.discard(tuple(state.config))
        explored.add(tuple(state.config))
        if test_goal(state):
            return state, expanded, max_depth
        expanded += 1
        for neighbor in state.expand():
            key = tuple(neighbor.config)
            if key not in in_frontier and key not in explored:
                frontier.append(neighbor)
                in_frontier.add(key)
                max_depth = max(max_depth, neighbor.cost)
    return None, expanded, max_depth


def dfs_search(initial_state):
    frontier = [initial_state]
    in_frontier = set([tuple(initial_state.config)])
    explored = set()
    expanded = 0
    max_depth = 0
    while frontier:
        state = frontier.pop()
        in_frontier.discard(tuple(state.config))
        explored.add(tuple(state.config))
        if test_goal(state):
            return state, expanded, max_depth
        expanded += 1
        # reversed so that Up comes off the stack first
        for neighbor in reversed(state.expand()):
            key = tuple(neighbor.config)
            if key not in in_frontier and key not in explored:
                frontier.append(neighbor)
                in_frontier.add(key)
                max_depth = max(max_depth, neighbor.cost)
    return None, expanded, max_depth


def A_star_search(initial_state):
    counter = 0
    frontier = [(calculate_total_cost(initial_state), counter, initial_state)]
    in_frontier = set([tuple(initial_state.config)])
    explored = set()
    expanded = 0
    max_depth = 0
    while frontier:
        _, _, state = heapq.heappop(frontier)
        in_frontier.discard(tuple(state.config))
        explored.add(tuple(state.config))
        if test_goal(state):
            return state, expanded, max_depth
        expanded += 1
        for neighbor in reversed(state.expand()):
            key = tuple(neighbor.config)
            if key not in in_frontier and key not in explored:
                counter += 1
                heapq.heappush(frontier, (calculate_total_cost(neighbor), counter, neighbor))
                in_frontier.add(key)
                max_depth = max(max_depth, neighbor.cost)
    return None, expanded, max_depth


def calculate_total_cost(state):
    """f(n) = g(n) + h(n)"""
    total = 0
    for idx, value in enumerate(state.config):
        if value != 0:
            total += calculate_manhattan_dist(idx, value, state.n)
    return state.cost + total


def calculate_manhattan_dist(idx, value, n):
    return abs(idx // n - value // n) + abs(idx % n - value % n)


def test_goal(puzzle_state):
    return puzzle_state.config == GOAL_CONFIG


def main():
    search_mode = sys.argv[1].lower()
    begin_state = list(map(int, sys.argv[2].split(",")))
    board_size = int(math.sqrt(len(begin_state)))
    hard_state = PuzzleState(begin_state, board_size)
    start_time = time.time()
    if search_mode == "bfs":
        result = bfs_search(hard_state)
    elif search_mode == "dfs":
        result = dfs_search(hard_state)
    elif search_mode == "ast":
        result = A_star_search(hard_state)
    else:
        print("Enter valid command arguments !")
        return
    end_time = time.time()
    write_output(result[0], result[1], result[2], end_time - start_time)


if __name__ == "__main__":
    main()
