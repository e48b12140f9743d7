import sys, time, resource, heapq
from collections import deque

goal_state = [0, 1, 2, 3, 4, 5, 6, 7, 8]


class State:
    def __init__(self, tiles, parent, action, g):
        self.tiles = tiles
        self.parent = parent
        self.action = action
        self.g = g
        self.h = 0
        self.f = 0

    def key(self):
        return "".join(str(t) for t in self.tiles)

    # heapq needs this: lowest f first, and on a tie the one closer to the start
    def __lt__(self, other):
        if self.f == other.f:
            return self.g < other.g
        return self.f < other.f

    def neighbors(self):
        res = []
        z = self.tiles.index(0)
        x, y = z // 3, z % 3
        if x > 0:
            res.append(self.slide(z, z - 3, "Up"))
        if x < 2:
            res.append(self.slide(z, z + 3, "Down"))
        if y > 0:
            res.append(self.slide(z, z - 1, "Left"))
        if y < 2:
            res.append(self.slide(z, z + 1, "Right"))
        return res

    def slide(self, z, t, action):
        tiles = self.tiles[:]
        tiles[z], tiles[t] = tiles[t], tiles[z]
        return State(tiles, self, action, self.g + 1)


def manhattan(tiles):
    d = 0
    for i in range(9):
        if tiles[i] != 0:
            d += abs(i // 3 - tiles[i] // 3) + abs(i % 3 - tiles[i] % 3)
    return d


def bfs(start):
    frontier = deque([start])
    seen = {start.key()}
    expanded = 0
    max_depth = 0
    while frontier:
        s = frontier.popleft()
        if s.tiles == goal_state:
            return s, expanded, max_depth
        expanded += 1
        for n in s.neighbors():
            if n.key() not in seen:
                seen.add(n.key())
                frontier.append(n)
                if n.g > max_depth:
                    max_depth = n.g


def dfs(start):
    frontier = [start]
    seen = {start.key()}
    expanded = 0
    max_depth = 0
    while frontier:
        s = frontier.pop()
        if s.tiles == goal_state:
            return s, expanded, max_depth
        expanded += 1
        for n in s.neighbors()[::-1]:
            if n.key() not in seen:
                seen.add(n.key())
                frontier.append(n)
                if n.g > max_depth:
                    max_depth = n.g


def astar(start):
    start.h = manhattan(start.tiles)
    start.f = start.h
    frontier = [start]
    seen = {start.key()}
    expanded = 0
    max_depth = 0
    while frontier:
        s = heapq.heappop(frontier)
        if s.tiles == goal_state:
            return s, expanded, max_depth
        expanded += 1
        for n in s.neighbors():
            if n.key() not in seen:
                seen.add(n.key())
                n.h = manhattan(n.tiles)
                n.f = n.g + n.h
                heapq.heappush(frontier, n)
                if n.g > max_depth:
                    max_depth = n.g


if __name__ == "__main__":
    method = sys.argv[1]
    tiles = [int(c) for c in sys.argv[2].split(",")]
    t = time.time()
    if method == "bfs":
        node, expanded, max_depth = bfs(State(tiles, None, None, 0))
    elif method == "dfs":
        node, expanded, max_depth = dfs(State(tiles, None, None, 0))
    else:
        node, expanded, max_depth = astar(State(tiles, None, None, 0))
    t = time.time() - t
    moves = []
    p = node
    while p.parent:
        moves.insert(0, p.action)
        p = p.parent
    with open("output.txt", "w") as f:
        f.write("path_to_goal: " + str(moves) + "\n")
        f.write("cost_of_path: " + str(len(moves)) + "\n")
        f.write("nodes_expanded: " + str(expanded) + "\n")
        f.write("search_depth: " + str(node.g) + "\n")
        f.write("max_search_depth: " + str(max_depth) + "\n")
        f.write("running_time: " + "%.8f" % t + "\n")
        f.write("max_ram_usage: " + "%.8f" % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024) + "\n")
