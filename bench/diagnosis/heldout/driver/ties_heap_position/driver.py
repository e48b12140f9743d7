# 8-puzzle search with queue.PriorityQueue (A*), deque (BFS) and a list stack (DFS)
import sys
import time
import resource
from queue import PriorityQueue
from collections import deque


class PuzzleState:
    def __init__(self, config, parent=None, action="Initial", cost=0):
        self.config = config
        self.parent = parent
        self.action = action
        self.cost = cost
        self.blank_index = config.index(0)
        self.f = 0

    def __lt__(self, other):
        return self.f < other.f

    def move(self, direction):
        i = self.blank_index
        if direction == "Up":
            if i < 3:
                return None
            j = i - 3
        elif direction == "Down":
            if i > 5:
                return None
            j = i + 3
        elif direction == "Left":
            if i % 3 == 0:
                return None
            j = i - 1
        else:
            if i % 3 == 2:
                return None
            j = i + 1
        c = list(self.config)
        c[i], c[j] = c[j], c[i]
        return PuzzleState(tuple(c), self, direction, self.cost + 1)

    def expand(self):
        kids = []
        for d in ("Up", "Down", "Left", "Right"):
            k = self.move(d)
            if k is not None:
                kids.append(k)
        return kids

    def is_goal(self):
        return self.config == (0, 1, 2, 3, 4, 5, 6, 7, 8)


def calculate_manhattan_dist(config):
    total = 0
    for idx, value in enumerate(config):
        if value != 0:
            total += abs(idx // 3 - value // 3) + abs(idx % 3 - value % 3)
    return total


class Stats:
    nodes_expanded = 0
    max_search_depth = 0


def bfs_search(initial):
    frontier = deque([initial])
    members = {initial.config}
    explored = set()
    while frontier:
        state = frontier.popleft()
        members.remove(state.config)
        explored.add(state.config)
        if state.is_goal():
            return state
        Stats.nodes_expanded += 1
        for child in state.expand():
            if child.config not in members and child.config not in explored:
                frontier.append(child)
                members.add(child.config)
                Stats.max_search_depth = max(Stats.max_search_depth, child.cost)


def dfs_search(initial):
    frontier = [initial]
    members = {initial.config}
    explored = set()
    while frontier:
        state = frontier.pop()
        members.remove(state.config)
        explored.add(state.config)
        if state.is_goal():
            return state
        Stats.nodes_expanded += 1
        for child in reversed(state.expand()):
            if child.config not in members and child.config not in explored:
                frontier.append(child)
                members.add(child.config)
                Stats.max_search_depth = max(Stats.max_search_depth, child.cost)


def A_star_search(initial):
    frontier = PriorityQueue()
    initial.f = calculate_manhattan_dist(initial.config)
    frontier.put(initial)
    members = {initial.config}
    explored = set()
    while not frontier.empty():
        state = frontier.get()
        members.remove(state.config)
        explored.add(state.config)
        if state.is_goal():
            return state
        Stats.nodes_expanded += 1
        for child in state.expand():
            if child.config not in members and child.config not in explored:
                child.f = child.cost + calculate_manhattan_dist(child.config)
                frontier.put(child)
                members.add(child.config)
                Stats.max_search_depth = max(Stats.max_search_depth, child.cost)


def writeOutput(goal, elapsed):
    path = []
    s = goal
    while s.parent is not None:
        path.insert(0, s.action)
        s = s.parent
    with open("output.txt", "w") as f:
        f.write("path_to_goal: " + str(path) + "\n")
        f.write("cost_of_path: " + str(goal.cost) + "\n")
        f.write("nodes_expanded: " + str(Stats.nodes_expanded) + "\n")
        f.write("search_depth: " + str(goal.cost) + "\n")
        f.write("max_search_depth: " + str(Stats.max_search_depth) + "\n")
        f.write("running_time: " + "%.8f" % elapsed + "\n")
        f.write("max_ram_usage: " + "%.8f" % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024) + "\n")


def main():
    sm = sys.argv[1].lower()
    begin_state = tuple(map(int, sys.argv[2].split(",")))
    root = PuzzleState(begin_state)
    start_time = time.time()
    if sm == "bfs":
        goal = bfs_search(root)
    elif sm == "dfs":
        goal = dfs_search(root)
    elif sm == "ast":
        goal = A_star_search(root)
    else:
        print("Enter valid command arguments !")
        return
    writeOutput(goal, time.time() - start_time)


if __name__ == "__main__":
    main()
