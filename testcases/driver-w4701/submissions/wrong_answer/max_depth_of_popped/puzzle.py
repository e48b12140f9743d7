"""
puzzle.py  (AI homework 1)

Solves the 8-puzzle with breadth-first, depth-first or A* search and writes the
statistics to output.txt.   Run:  python3 puzzle.py dfs 1,2,5,3,4,0,6,7,8
"""
import sys, time, resource
from queue import PriorityQueue

GOAL = "012345678"
# (name, offset in the string, allowed when the blank is at...)
ACTIONS = [
    ("Up", -3, lambda i: i >= 3),
    ("Down", 3, lambda i: i <= 5),
    ("Left", -1, lambda i: i % 3 != 0),
    ("Right", 1, lambda i: i % 3 != 2),
]


class Node:
    def __init__(self, state, parent=None, action=None):
        self.state = state
        self.parent = parent
        self.action = action
        self.depth = 0 if parent is None else parent.depth + 1

    def successors(self):
        blank = self.state.find("0")
        result = []
        for name, offset, allowed in ACTIONS:
            if allowed(blank):
                cells = list(self.state)
                cells[blank], cells[blank + offset] = cells[blank + offset], cells[blank]
                result.append(Node("".join(cells), self, name))
        return result

    def path(self):
        node, moves = self, []
        while node.parent:
            moves.insert(0, node.action)
            node = node.parent
        return moves


def manhattan(state):
    dist = 0
    for i, ch in enumerate(state):
        tile = int(ch)
        if tile != 0:
            dist += abs(i // 3 - tile // 3) + abs(i % 3 - tile % 3)
    return dist


class Stats:
    def __init__(self):
        self.expanded = 0
        self.max_depth = 0

    def popped(self, node):
        # the search tree is as deep as the deepest node we have taken out
        self.max_depth = max(self.max_depth, node.depth)


def uninformed(start, use_stack):
    stats = Stats()
    frontier = [start]
    head = 0
    known = {start.state}
    while head < len(frontier):
        if use_stack:
            node = frontier.pop()
        else:
            node = frontier[head]
            head += 1
        stats.popped(node)
        if node.state == GOAL:
            return node, stats
        stats.expanded += 1
        succ = node.successors()
        if use_stack:
            succ = succ[::-1]
        for child in succ:
            if child.state not in known:
                known.add(child.state)
                frontier.append(child)
    return None, stats


def astar(start):
    stats = Stats()
    pq = PriorityQueue()
    count = 0
    pq.put((manhattan(start.state), count, start))
    known = {start.state}
    while not pq.empty():
        node = pq.get()[2]
        stats.popped(node)
        if node.state == GOAL:
            return node, stats
        stats.expanded += 1
        for child in node.successors():
            if child.state not in known:
                known.add(child.state)
                count += 1
                pq.put((child.depth + manhattan(child.state), count, child))
    return None, stats


def write(goal, stats, elapsed):
    moves = goal.path()
    usage = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    f = open("output.txt", "w")
    f.write("path_to_goal: " + str(moves) + "\n")
    f.write("cost_of_path: " + str(len(moves)) + "\n")
    f.write("nodes_expanded: " + str(stats.expanded) + "\n")
    f.write("search_depth: " + str(goal.depth) + "\n")
    f.write("max_search_depth: " + str(stats.max_depth) + "\n")
    f.write("running_time: " + format(elapsed, ".8f") + "\n")
    f.write("max_ram_usage: " + format(usage, ".8f") + "\n")
    f.close()


if __name__ == "__main__":
    method, board = sys.argv[1], sys.argv[2].replace(",", "")
    begin = time.time()
    if method == "ast":
        goal, stats = astar(Node(board))
    else:
        goal, stats = uninformed(Node(board), method == "dfs")
    write(goal, stats, time.time() - begin)
