"""
COMS W4701 - Homework 1: 8-puzzle with BFS, DFS and A*.
usage: python3 driver.py <bfs|dfs|ast> <board>
"""
from __future__ import division

import heapq
import itertools
import math
import resource
import sys
import time
from collections import deque


class PuzzleState(object):
    """One board of the 8-puzzle, with the way we got to it."""

    def __init__(self, config, n, parent=None, action="Initial", cost=0):
        if n * n != len(config) or n < 2:
            raise Exception("the length of config is not correct!")
        self.n = n
        self.cost = cost
        self.parent = parent
        self.action = action
        self.config = config
        self.children = []
        self.blank_index = config.index(0)

    def move(self, delta, action):
        target = self.blank_index + delta
        new = list(self.config)
        new[self.blank_index], new[target] = new[target], new[self.blank_index]
        return PuzzleState(tuple(new), self.n, parent=self, action=action, cost=self.cost + 1)

    def move_up(self):
        if self.blank_index < self.n:
            return None
        return self.move(-self.n, "Up")

    def move_down(self):
        if self.blank_index >= self.n * (self.n - 1):
            return None
        return self.move(self.n, "Down")

    def move_left(self):
        if self.blank_index % self.n == 0:
            return None
        return self.move(-1, "Left")

    def move_right(self):
        if self.blank_index % self.n == self.n - 1:
            return None
        return self.move(1, "Right")

    def expand(self):
        """Children in the order Up, Down, Left, Right."""
        if len(self.children) == 0:
            for child in (self.move_up(), self.move_down(), self.move_left(), self.move_right()):
                if child is not None:
                    self.children.append(child)
        return self.children


def test_goal(puzzle_state):
    return puzzle_state.config == (0, 1, 2, 3, 4, 5, 6, 7, 8)


def path_of(state):
    moves = []
    while state.parent is not None:
        moves.append(state.action)
        state = state.parent
    return moves[::-1]


class Stats(object):
    def __init__(self):
        self.nodes_expanded = 0
        self.max_search_depth = 0

    def saw(self, state):
        if state.cost > self.max_search_depth:
            self.max_search_depth = state.cost


def bfs_search(initial_state, stats):
    frontier = deque([initial_state])
    frontier_configs = set([initial_state.config])
    explored = set()
    while frontier:
        state = frontier.popleft()
        frontier_configs.remove(state.config)
        explored.add(state.config)
        if test_goal(state):
            return state
        stats.nodes_expanded += 1
        for child in state.expand():
            if child.config not in frontier_configs and child.config not in explored:
                frontier.append(child)
                frontier_configs.add(child.config)
                stats.saw(child)
    return None


def dfs_search(initial_state, stats):
    frontier = [initial_state]
    frontier_configs = set([initial_state.config])
    explored = set()
    while frontier:
        state = frontier.pop()
        frontier_configs.remove(state.config)
        explored.add(state.config)
        if test_goal(state):
            return state
        stats.nodes_expanded += 1
        for child in reversed(state.expand()):
            if child.config not in frontier_configs and child.config not in explored:
                frontier.append(child)
                frontier_configs.add(child.config)
                stats.saw(child)
    return None


def calculate_manhattan_dist(idx, value, n):
    return abs(idx // n - value // n) + abs(idx % n - value % n)


def calculate_total_cost(state):
    """f = g + h, h = manhattan distance of the tiles (not the blank)"""
    h = 0
    for idx, value in enumerate(state.config):
        if value != 0:
            h += calculate_manhattan_dist(idx, value, state.n)
    return state.cost + h


def A_star_search(initial_state, stats):
    counter = itertools.count()
    frontier = []
    entry_finder = {}  # config -> the tuple that is in the frontier list
    first = (calculate_total_cost(initial_state), next(counter), initial_state)
    heapq.heappush(frontier, first)
    entry_finder[initial_state.config] = first
    explored = set()
    while frontier:
        f, _, state = heapq.heappop(frontier)
        del entry_finder[state.config]
        explored.add(state.config)
        if test_goal(state):
            return state
        stats.nodes_expanded += 1
        for child in state.expand():
            if child.config in explored:
                continue
            total = calculate_total_cost(child)
            if child.config in entry_finder:
                old = entry_finder[child.config]
                if total < old[0]:
                    # found a better way: take out the old one and put the new one in
                    frontier.remove(old)
                    new = (total, next(counter), child)
                    heapq.heappush(frontier, new)
                    entry_finder[child.config] = new
                    stats.saw(child)
            else:
                new = (total, next(counter), child)
                heapq.heappush(frontier, new)
                entry_finder[child.config] = new
                stats.saw(child)
    return None


def writeOutput(state, stats, running_time):
    path = path_of(state)
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    with open("output.txt", "w") as out:
        out.write("path_to_goal: " + str(path) + "\n")
        out.write("cost_of_path: " + str(len(path)) + "\n")
        out.write("nodes_expanded: " + str(stats.nodes_expanded) + "\n")
        out.write("search_depth: " + str(state.cost) + "\n")
        out.write("max_search_depth: " + str(stats.max_search_depth) + "\n")
        out.write("running_time: %.8f\n" % running_time)
        out.write("max_ram_usage: %.8f\n" % ram)


def main():
    search_mode = sys.argv[1].lower()
    begin_state = tuple(map(int, sys.argv[2].split(",")))
    board_size = int(math.sqrt(len(begin_state)))
    hard_state = PuzzleState(begin_state, board_size)
    stats = Stats()
    start_time = time.time()
    if search_mode == "bfs":
        goal = bfs_search(hard_state, stats)
    elif search_mode == "dfs":
        goal = dfs_search(hard_state, stats)
    elif search_mode == "ast":
        goal = A_star_search(hard_state, stats)
    else:
        print("Enter valid command arguments !")
        return
    end_time = time.time()
    writeOutput(goal, stats, end_time - start_time)


if __name__ == "__main__":
    main()
