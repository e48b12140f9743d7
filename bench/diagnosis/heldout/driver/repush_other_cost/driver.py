import sys
import time
import heapq
import resource
from collections import deque

# ---------------------------------------------------------------------------
# board helpers
# ---------------------------------------------------------------------------

goal_state = (0, 1, 2, 3, 4, 5, 6, 7, 8)


class Node:
    def __init__(self, board, parent, move, depth):
        self.board = board
        self.parent = parent
        self.move = move
        self.depth = depth

    def path(self):
        moves = []
        node = self
        while node.parent is not None:
            moves.insert(0, node.move)
            node = node.parent
        return moves


def get_children(node):
    b = node.board
    i = b.index(0)
    row, col = i // 3, i % 3
    result = []
    # Up Down Left Right
    for move, r, c in [("Up", row - 1, col), ("Down", row + 1, col),
                       ("Left", row, col - 1), ("Right", row, col + 1)]:
        if 0 <= r < 3 and 0 <= c < 3:
            j = r * 3 + c
            nb = list(b)
            nb[i], nb[j] = nb[j], nb[i]
            result.append(Node(tuple(nb), node, move, node.depth + 1))
    return result


def manhattan(board):
    dist = 0
    for i, tile in enumerate(board):
        if tile == 0:
            continue
        dist += abs(i // 3 - tile // 3) + abs(i % 3 - tile % 3)
    return dist


# ---------------------------------------------------------------------------
# searches: each returns (goal node, nodes expanded, max search depth)
# ---------------------------------------------------------------------------

def bfs(start):
    frontier = deque([Node(start, None, None, 0)])
    frontier_set = {start}
    explored = set()
    expanded = 0
    max_depth = 0
    while frontier:
        node = frontier.popleft()
        frontier_set.discard(node.board)
        explored.add(node.board)
        if node.board == goal_state:
            return node, expanded, max_depth
        expanded += 1
        for child in get_children(node):
            if child.board not in explored and child.board not in frontier_set:
                frontier.append(child)
                frontier_set.add(child.board)
                max_depth = max(max_depth, child.depth)


def dfs(start):
    frontier = [Node(start, None, None, 0)]
    frontier_set = {start}
    explored = set()
    expanded = 0
    max_depth = 0
    while frontier:
        node = frontier.pop()
        frontier_set.discard(node.board)
        explored.add(node.board)
        if node.board == goal_state:
            return node, expanded, max_depth
        expanded += 1
        for child in reversed(get_children(node)):
            if child.board not in explored and child.board not in frontier_set:
                frontier.append(child)
                frontier_set.add(child.board)
                max_depth = max(max_depth, child.depth)


def astar(start):
    tie = 0
    frontier = [(manhattan(start), tie, Node(start, None, None, 0))]
    cost_in_frontier = {start: 0}   # board -> g it was queued with
    explored = set()
    expanded = 0
    max_depth = 0
    while frontier:
        f, _, node = heapq.heappop(frontier)
        if node.board in explored:
            continue                 # an older copy of a board we already did
        explored.add(node.board)
        if node.board == goal_state:
            return node, expanded, max_depth
        expanded += 1
        for child in get_children(node):
            if child.board in explored:
                continue
            # same board with the same cost is already queued, no need to add it twice
            if cost_in_frontier.get(child.board) == child.depth:
                continue
            tie += 1
            heapq.heappush(frontier, (child.depth + manhattan(child.board), tie, child))
            cost_in_frontier[child.board] = child.depth
            max_depth = max(max_depth, child.depth)


def main():
    method = sys.argv[1]
    start = tuple(int(x) for x in sys.argv[2].split(","))
    t = time.time()
    if method == "bfs":
        node, expanded, max_depth = bfs(start)
    elif method == "dfs":
        node, expanded, max_depth = dfs(start)
    elif method == "ast":
        node, expanded, max_depth = astar(start)
    else:
        sys.exit("unknown method " + method)
    t = time.time() - t
    moves = node.path()
    lines = [
        "path_to_goal: " + str(moves),
        "cost_of_path: " + str(len(moves)),
        "nodes_expanded: " + str(expanded),
        "search_depth: " + str(node.depth),
        "max_search_depth: " + str(max_depth),
        "running_time: " + format(t, ".8f"),
        "max_ram_usage: " + format(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0, ".8f"),
    ]
    with open("output.txt", "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
