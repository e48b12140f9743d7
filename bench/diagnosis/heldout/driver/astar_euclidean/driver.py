from __future__ import division
import sys
import math
import time
import heapq
import resource
from collections import deque


class PuzzleState(object):
    def __init__(self, config, n, parent=None, action="Initial", cost=0):
        self.n = n
        self.cost = cost
        self.parent = parent
        self.action = action
        self.config = config
        self.blank_index = config.index(0)

    def slide(self, offset, action):
        new_config = list(self.config)
        j = self.blank_index + offset
        new_config[self.blank_index], new_config[j] = new_config[j], new_config[self.blank_index]
        return PuzzleState(tuple(new_config), self.n, self, action, self.cost + 1)

    def expand(self):
        n, i = self.n, self.blank_index
        children = []
        if i >= n:
            children.append(self.slide(-n, "Up"))
        if i < n * n - n:
            children.append(self.slide(n, "Down"))
        if i % n != 0:
            children.append(self.slide(-1, "Left"))
        if i % n != n - 1:
            children.append(self.slide(1, "Right"))
        return children


def writeOutput(goal_state, nodes_expanded, max_search_depth, running_time):
    path = []
    s = goal_state
    while s.parent:
        path.insert(0, s.action)
        s = s.parent
    with open("output.txt", "w") as f:
        f.write("path_to_goal: {}\n".format(path))
        f.write("cost_of_path: {}\n".format(goal_state.cost))
        f.write("nodes_expanded: {}\n".format(nodes_expanded))
        f.write("search_depth: {}\n".format(goal_state.cost))
        f.write("max_search_depth: {}\n".format(max_search_depth))
        f.write("running_time: {:.8f}\n".format(running_time))
        f.write("max_ram_usage: {:.8f}\n".format(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))


def test_goal(state):
    return state.config == tuple(range(9))


def bfs_search(initial_state):
    frontier = deque([initial_state])
    seen = {initial_state.config}
    expanded = 0
    max_depth = 0
    while frontier:
        state = frontier.popleft()
        if test_goal(state):
            return state, expanded, max_depth
        expanded += 1
        for child in state.expand():
            if child.config not in seen:
                seen.add(child.config)
                frontier.append(child)
                if child.cost > max_depth:
                    max_depth = child.cost
    return None, expanded, max_depth


def dfs_search(initial_state):
    frontier = [initial_state]
    seen = {initial_state.config}
    expanded = 0
    max_depth = 0
    while frontier:
        state = frontier.pop()
        if test_goal(state):
            return state, expanded, max_depth
        expanded += 1
        for child in state.expand()[::-1]:
            if child.config not in seen:
                seen.add(child.config)
                frontier.append(child)
                if child.cost > max_depth:
                    max_depth = child.cost
    return None, expanded, max_depth


def calculate_euclidean_dist(idx, value, n):
    """straight line distance from where value is to where it should be"""
    cur_row, cur_col = idx // n, idx % n
    goal_row, goal_col = value // n, value % n
    return math.sqrt((cur_row - goal_row) ** 2 + (cur_col - goal_col) ** 2)


def calculate_total_cost(state):
    h = sum(calculate_euclidean_dist(i, v, state.n) for i, v in enumerate(state.config) if v != 0)
    return state.cost + h


def A_star_search(initial_state):
    count = 0
    frontier = []
    heapq.heappush(frontier, (calculate_total_cost(initial_state), count, initial_state))
    in_frontier = {initial_state.config}
    explored = set()
    expanded = 0
    max_depth = 0
    while frontier:
        state = heapq.heappop(frontier)[2]
        in_frontier.remove(state.config)
        explored.add(state.config)
        if test_goal(state):
            return state, expanded, max_depth
        expanded += 1
        for child in state.expand():
            if child.config in in_frontier or child.config in explored:
                continue
            count += 1
            heapq.heappush(frontier, (calculate_total_cost(child), count, child))
            in_frontier.add(child.config)
            max_depth = max(max_depth, child.cost)
    return None, expanded, max_depth


def main():
    sm = sys.argv[1].lower()
    begin_state = tuple(map(int, sys.argv[2].split(",")))
    size = int(math.sqrt(len(begin_state)))
    hard_state = PuzzleState(begin_state, size)
    start = time.time()
    if sm == "bfs":
        res = bfs_search(hard_state)
    elif sm == "dfs":
        res = dfs_search(hard_state)
    elif sm == "ast":
        res = A_star_search(hard_state)
    else:
        print("Enter valid command arguments !")
        return
    writeOutput(res[0], res[1], res[2], time.time() - start)


if __name__ == '__main__':
    main()
