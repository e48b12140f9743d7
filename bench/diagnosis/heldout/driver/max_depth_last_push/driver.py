# Search agent for the 8-puzzle.  Usage: python driver.py bfs|dfs|ast 0,8,7,6,5,4,3,2,1
import heapq
import resource
import sys
import time
from collections import deque

SIDE = 3
GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)
MOVES = (("Up", -1, 0), ("Down", 1, 0), ("Left", 0, -1), ("Right", 0, 1))


class Node:
    def __init__(self, board, parent=None, move=None):
        self.board = board
        self.parent = parent
        self.move = move
        self.depth = 0 if parent is None else parent.depth + 1

    def successors(self):
        zero = self.board.index(0)
        row, col = zero // SIDE, zero % SIDE
        out = []
        for name, dr, dc in MOVES:
            r, c = row + dr, col + dc
            if 0 <= r < SIDE and 0 <= c < SIDE:
                cells = list(self.board)
                cells[zero], cells[r * SIDE + c] = cells[r * SIDE + c], cells[zero]
                out.append(Node(tuple(cells), self, name))
        return out


def manhattan(board):
    h = 0
    for pos, tile in enumerate(board):
        if tile:
            h += abs(pos // SIDE - tile // SIDE) + abs(pos % SIDE - tile % SIDE)
    return h


class Frontier:
    """One class for the three frontiers, so the search loop is written once."""

    def __init__(self, kind):
        self.kind = kind
        self.items = deque() if kind == "bfs" else []
        self.boards = set()
        self.count = 0
        self.max_search_depth = 0

    def push(self, node):
        if self.kind == "ast":
            self.count += 1
            heapq.heappush(self.items, (node.depth + manhattan(node.board), self.count, node))
        else:
            self.items.append(node)
        self.boards.add(node.board)
        # the search only goes deeper, so the newest node is the deepest one
        self.max_search_depth = node.depth

    def pop(self):
        if self.kind == "ast":
            node = heapq.heappop(self.items)[2]
        elif self.kind == "bfs":
            node = self.items.popleft()
        else:
            node = self.items.pop()
        self.boards.remove(node.board)
        return node

    def __contains__(self, board):
        return board in self.boards

    def __len__(self):
        return len(self.items)


def search(kind, start):
    frontier = Frontier(kind)
    frontier.push(Node(start))
    explored = set()
    expanded = 0
    while len(frontier):
        node = frontier.pop()
        explored.add(node.board)
        if node.board == GOAL:
            return node, expanded, frontier.max_search_depth
        expanded += 1
        children = node.successors()
        if kind == "dfs":
            children.reverse()
        for child in children:
            if child.board not in explored and child.board not in frontier:
                frontier.push(child)
    return None, expanded, frontier.max_search_depth


def main():
    kind = sys.argv[1]
    start = tuple(int(t) for t in sys.argv[2].split(","))
    t0 = time.time()
    goal, expanded, deepest = search(kind, start)
    elapsed = time.time() - t0
    path = []
    node = goal
    while node.parent is not None:
        path.append(node.move)
        node = node.parent
    path.reverse()
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    with open("output.txt", "w") as out:
        print("path_to_goal:", path, file=out)
        print("cost_of_path:", len(path), file=out)
        print("nodes_expanded:", expanded, file=out)
        print("search_depth:", goal.depth, file=out)
        print("max_search_depth:", deepest, file=out)
        print("running_time: %.8f" % elapsed, file=out)
        print("max_ram_usage: %.8f" % ram, file=out)


if __name__ == "__main__":
    main()
