# AI HW1 - search algorithms for the 8 puzzle
import sys
import time
import math
import heapq
import resource

GOAL_STATE = (0, 1, 2, 3, 4, 5, 6, 7, 8)
GOAL_POS = {tile: (tile // 3, tile % 3) for tile in GOAL_STATE}


class Node:
    def __init__(self, state, parent=None, move=None, depth=0):
        self.state = state
        self.parent = parent
        self.move = move
        self.depth = depth
        self.f = 0.0

    def __lt__(self, other):
        # heapq needs this to compare nodes
        return self.f < other.f

    def children(self):
        kids = []
        z = self.state.index(0)
        row, col = z // 3, z % 3
        if row > 0:
            kids.append(self.make(z, z - 3, "Up"))
        if row < 2:
            kids.append(self.make(z, z + 3, "Down"))
        if col > 0:
            kids.append(self.make(z, z - 1, "Left"))
        if col < 2:
            kids.append(self.make(z, z + 1, "Right"))
        return kids

    def make(self, z, t, move):
        s = list(self.state)
        s[z], s[t] = s[t], s[z]
        return Node(tuple(s), self, move, self.depth + 1)


def euclid(state):
    h = 0
    for i, tile in enumerate(state):
        if tile == 0:
            continue
        gr, gc = GOAL_POS[tile]
        h += math.sqrt((i // 3 - gr) ** 2 + (i % 3 - gc) ** 2)
    return h


def search(start, method):
    root = Node(start)
    nodes_expanded = 0
    max_depth = 0
    explored = set()
    if method == "ast":
        root.f = euclid(start)
        frontier = [root]
    else:
        frontier = [root]
    waiting = {start}
    head = 0
    while (head < len(frontier)) if method == "bfs" else frontier:
        if method == "bfs":
            node = frontier[head]
            head += 1
        elif method == "dfs":
            node = frontier.pop()
        else:
            node = heapq.heappop(frontier)
        waiting.discard(node.state)
        explored.add(node.state)
        if node.state == GOAL_STATE:
            return node, nodes_expanded, max_depth
        nodes_expanded += 1
        kids = node.children()
        if method == "dfs":
            kids = kids[::-1]
        for kid in kids:
            if kid.state in waiting or kid.state in explored:
                continue
            waiting.add(kid.state)
            if kid.depth > max_depth:
                max_depth = kid.depth
            if method == "ast":
                kid.f = kid.depth + euclid(kid.state)
                heapq.heappush(frontier, kid)
            else:
                frontier.append(kid)
    return None, nodes_expanded, max_depth


if __name__ == "__main__":
    method = sys.argv[1]
    start = tuple(int(x) for x in sys.argv[2].split(","))
    t0 = time.time()
    goal, nodes_expanded, max_depth = search(start, method)
    elapsed = time.time() - t0
    moves = []
    n = goal
    while n.parent is not None:
        moves.append(n.move)
        n = n.parent
    moves.reverse()
    with open("output.txt", "w") as out:
        print("path_to_goal:", moves, file=out)
        print("cost_of_path:", len(moves), file=out)
        print("nodes_expanded:", nodes_expanded, file=out)
        print("search_depth:", goal.depth, file=out)
        print("max_search_depth:", max_depth, file=out)
        print("running_time: %.8f" % elapsed, file=out)
        print("max_ram_usage: %.8f" % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024), file=out)
