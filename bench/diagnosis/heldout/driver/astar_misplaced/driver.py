"""COMS W4701 HW1: 8-puzzle with BFS, DFS and A* (misplaced tiles heuristic)."""
import sys
import math
import time
import heapq
import resource
from collections import deque


class PuzzleState(object):
    """One board configuration and how we got there."""

    def __init__(self, config, n, parent=None, action="Initial", cost=0):
        if n * n != len(config) or n < 2:
            raise Exception("the length of config is not correct!")
        self.n = n
        self.cost = cost
        self.parent = parent
        self.action = action
        self.config = config
        self.children = []
        self.blank_index = self.config.index(0)

    def move_up(self):
        if self.blank_index < self.n:
            return None
        target = self.blank_index - self.n
        return self._swap(target, "Up")

    def move_down(self):
        if self.blank_index >= self.n * (self.n - 1):
            return None
        target = self.blank_index + self.n
        return self._swap(target, "Down")

    def move_left(self):
        if self.blank_index % self.n == 0:
            return None
        target = self.blank_index - 1
        return self._swap(target, "Left")

    def move_right(self):
        if self.blank_index % self.n == self.n - 1:
            return None
        target = self.blank_index + 1
        return self._swap(target, "Right")

    def _swap(self, target, action):
        new_config = list(self.config)
        new_config[self.blank_index], new_config[target] = new_config[target], new_config[self.blank_index]
        return PuzzleState(tuple(new_config), self.n, parent=self, action=action, cost=self.cost + 1)

    def expand(self):
        """Children in UDLR order."""
        if len(self.children) == 0:
            for child in (self.move_up(), self.move_down(), self.move_left(), self.move_right()):
                if child is not None:
                    self.children.append(child)
        return self.children


def writeOutput(state, nodes_expanded, max_search_depth, running_time):
    path = []
    node = state
    while node.parent is not None:
        path.append(node.action)
        node = node.parent
    path.reverse()
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    with open("output.txt", "w") as out:
        out.write("path_to_goal: " + str(path) + "\n")
        out.write("cost_of_path: " + str(len(path)) + "\n")
        out.write("nodes_expanded: " + str(nodes_expanded) + "\n")
        out.write("search_depth: " + str(state.cost) + "\n")
        out.write("max_search_depth: " + str(max_search_depth) + "\n")
        out.write("running_time: " + format(running_time, ".8f") + "\n")
        out.write("max_ram_usage: " + format(ram, ".8f") + "\n")


def bfs_search(initial_state):
    frontier = deque([initial_state])
    frontier_configs = {initial_state.config}
    explored = set()
    nodes_expanded = 0
    max_depth = 0
    while frontier:
        state = frontier.popleft()
        frontier_configs.discard(state.config)
        explored.add(state.config)
        if test_goal(state):
            return state, nodes_expanded, max_depth
        nodes_expanded += 1
        for child in state.expand():
            if child.config not in frontier_configs and child.config not in explored:
                frontier.append(child)
                frontier_configs.add(child.config)
                max_depth = max(max_depth, child.cost)
    return None, nodes_expanded, max_depth


def dfs_search(initial_state):
    frontier = [initial_state]
    frontier_configs = {initial_state.config}
    explored = set()
    nodes_expanded = 0
    max_depth = 0
    while frontier:
        state = frontier.pop()
        frontier_configs.discard(state.config)
        explored.add(state.config)
        if test_goal(state):
            return state, nodes_expanded, max_depth
        nodes_expanded += 1
        for child in reversed(state.expand()):
            if child.config not in frontier_configs and child.config not in explored:
                frontier.append(child)
                frontier_configs.add(child.config)
                max_depth = max(max_depth, child.cost)
    return None, nodes_expanded, max_depth


def A_star_search(initial_state):
    counter = 0
    frontier = [(calculate_total_cost(initial_state), counter, initial_state)]
    frontier_configs = {initial_state.config}
    explored = set()
    nodes_expanded = 0
    max_depth = 0
    while frontier:
        _, _, state = heapq.heappop(frontier)
        frontier_configs.discard(state.config)
        explored.add(state.config)
        if test_goal(state):
            return state, nodes_expanded, max_depth
        nodes_expanded += 1
        for child in state.expand():
            if child.config not in frontier_configs and child.config not in explored:
                counter += 1
                heapq.heappush(frontier, (calculate_total_cost(child), counter, child))
                frontier_configs.add(child.config)
                max_depth = max(max_depth, child.cost)
    return None, nodes_expanded, max_depth


def calculate_total_cost(state):
    """f(n) = g(n) + h(n), h = number of misplaced tiles"""
    h = 0
    for idx, value in enumerate(state.config):
        h += calculate_misplaced(idx, value)
    return state.cost + h


def calculate_misplaced(idx, value):
    # the blank is not a tile, don't count it
    if value == 0:
        return 0
    return 0 if idx == value else 1


def test_goal(puzzle_state):
    return puzzle_state.config == tuple(range(puzzle_state.n * puzzle_state.n))


def main():
    search_mode = sys.argv[1].lower()
    begin_state = tuple(map(int, sys.argv[2].split(",")))
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
    goal, expanded, max_depth = result
    writeOutput(goal, expanded, max_depth, end_time - start_time)


if __name__ == '__main__':
    main()
