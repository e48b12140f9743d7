"""A driver.py that follows the driver assignment's rules except for the deviations named
in the DEVIATIONS environment variable (comma-separated), so the explanation e2e test
can record what each set of deviations prints, standing in for `puzzle-ref gen`.

  ties-smaller-g          A* orders equal f by the smaller g, then by insertion order
  counts-blank            the Manhattan distance also counts the blank
  count-goal-as-expanded  nodes_expanded also counts the goal pop
  max-depth-at-pop        max_search_depth measured on popped nodes, not pushed ones

Written separately from the example submissions it checks: one search loop for all
three methods, boards as tuples.
"""
import heapq
import os
import sys
from collections import deque

ON = set(filter(None, os.environ.get("DEVIATIONS", "").split(",")))
GOAL = tuple(range(9))
MOVES = (("Up", -3), ("Down", 3), ("Left", -1), ("Right", 1))


def children(board):
    blank = board.index(0)
    row, col = divmod(blank, 3)
    for name, step in MOVES:
        if (name == "Up" and row == 0) or (name == "Down" and row == 2) or \
           (name == "Left" and col == 0) or (name == "Right" and col == 2):
            continue
        cells = list(board)
        cells[blank], cells[blank + step] = cells[blank + step], cells[blank]
        yield name, tuple(cells)


def manhattan(board):
    total = 0
    for place, tile in enumerate(board):
        if tile == 0 and "counts-blank" not in ON:
            continue
        total += abs(place // 3 - tile // 3) + abs(place % 3 - tile % 3)
    return total


class Frontier:
    def __init__(self, method):
        self.method, self.items, self.count = method, [], 0
        if method == "bfs":
            self.items = deque()

    def push(self, board, g):
        self.count += 1
        if self.method == "ast":
            tie = (g, self.count) if "ties-smaller-g" in ON else (self.count,)
            heapq.heappush(self.items, (g + manhattan(board),) + tie + (board,))
        else:
            self.items.append(board)

    def pop(self):
        if self.method == "ast":
            return heapq.heappop(self.items)[-1]
        return self.items.popleft() if self.method == "bfs" else self.items.pop()

    def __len__(self):
        return len(self.items)


def search(method, start):
    frontier = Frontier(method)
    frontier.push(start, 0)
    waiting, done = {start}, set()
    parent, depth = {start: None}, {start: 0}
    expanded = deepest = 0
    while frontier:
        board = frontier.pop()
        waiting.discard(board)
        done.add(board)
        if "max-depth-at-pop" in ON:
            deepest = max(deepest, depth[board])
        if board == GOAL:
            if "count-goal-as-expanded" in ON:
                expanded += 1
            return board, parent, depth, expanded, deepest
        expanded += 1
        kids = list(children(board))
        if method == "dfs":
            kids.reverse()
        for name, kid in kids:
            if kid in waiting or kid in done:
                continue
            parent[kid] = (board, name)
            depth[kid] = depth[board] + 1
            if "max-depth-at-pop" not in ON:
                deepest = max(deepest, depth[kid])
            frontier.push(kid, depth[kid])
            waiting.add(kid)
    raise SystemExit("no solution")


def main():
    method, text = sys.argv[1], sys.argv[2]
    goal, parent, depth, expanded, deepest = search(method, tuple(int(x) for x in text.split(",")))
    path, board = [], goal
    while parent[board] is not None:
        board, name = parent[board]
        path.append(name)
    path.reverse()
    with open("output.txt", "w") as out:
        out.write("path_to_goal: %s\ncost_of_path: %d\nnodes_expanded: %d\nsearch_depth: %d\n"
                  "max_search_depth: %d\nrunning_time: 0.00000000\nmax_ram_usage: 0.00000000\n"
                  % (path, len(path), expanded, depth[goal], deepest))


if __name__ == "__main__":
    main()
