"""driver.py -- solve the 8-puzzle with BFS, DFS or A* and write output.txt.

Run:  python3 driver.py <bfs|dfs|ast> <board>      e.g.  python3 driver.py bfs 1,2,5,3,4,0,6,7,8

This skeleton runs as it is but writes nothing until you write the searches: the
mini-grader then shows you every line it expects in output.txt. Replace the TODOs.
"""
import heapq
import resource
from collections import deque
import sys
import time

GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)
MOVE_ORDER = ("Up", "Down", "Left", "Right")   # the blank's direction, always in this order


def neighbours(board):
    """Return [(move_name, next_board), ...] in UDLR order, skipping moves off the board."""
    blank = board.index(0)
    row, col = divmod(blank, 3)
    result = []
    for move in MOVE_ORDER:
        if move == "Up" and row > 0:
            target = blank - 3
        elif move == "Down" and row < 2:
            target = blank + 3
        elif move == "Left" and col > 0:
            target = blank - 1
        elif move == "Right" and col < 2:
            target = blank + 1
        else:
            continue
        cells = list(board)
        cells[blank], cells[target] = cells[target], cells[blank]
        result.append((move, tuple(cells)))
    return result


def manhattan(board):
    """Sum of the Manhattan distances of tiles 1..8 to their goal cells (not the blank)."""
    total = 0
    for index, tile in enumerate(board):
        if tile == 0:
            continue
        total += abs(index // 3 - tile // 3) + abs(index % 3 - tile % 3)
    return total


def bfs(start):
    """Return (path, nodes_expanded, search_depth, max_search_depth)."""
    queue = deque([(start, [])])
    frontier = {start}
    explored = set()
    expanded = 0
    max_depth = 0
    while queue:
        board, path = queue.popleft()
        frontier.discard(board)
        explored.add(board)
        if board == GOAL:
            return path, expanded, len(path), max_depth
        expanded += 1
        for move, child in neighbours(board):
            if child not in frontier and child not in explored:
                queue.append((child, path + [move]))
                frontier.add(child)
                max_depth = max(max_depth, len(path) + 1)
    return None


def dfs(start):
    stack = [(start, [])]
    frontier = {start}
    explored = set()
    expanded = 0
    max_depth = 0
    while stack:
        board, path = stack.pop()
        frontier.discard(board)
        explored.add(board)
        if board == GOAL:
            return path, expanded, len(path), max_depth
        expanded += 1
        for move, child in reversed(neighbours(board)):
            if child not in frontier and child not in explored:
                stack.append((child, path + [move]))
                frontier.add(child)
                max_depth = max(max_depth, len(path) + 1)
    return None


def ast(start):
    counter = 0
    heap = [(manhattan(start), counter, start, [])]
    explored = set()
    expanded = 0
    max_depth = 0
    while heap:
        _, _, board, path = heapq.heappop(heap)
        if board in explored:
            continue
        explored.add(board)
        if board == GOAL:
            return path, expanded, len(path), max_depth
        expanded += 1
        for move, child in neighbours(board):
            if child not in explored:
                counter += 1
                cost = len(path) + 1
                heapq.heappush(heap, (cost + manhattan(child), counter, child, path + [move]))
                max_depth = max(max_depth, cost)
    return None


def write_output(path, expanded, depth, max_depth, seconds):
    ram_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    with open("output.txt", "w") as out:
        out.write("path_to_goal: %s\n" % path)           # e.g. ['Up', 'Left', 'Left']
        out.write("cost_of_path: %d\n" % len(path))
        out.write("nodes_expanded: %d\n" % expanded)
        out.write("search_depth: %d\n" % depth)
        out.write("max_search_depth: %d\n" % max_depth)
        out.write("running_time: %.8f\n" % seconds)
        out.write("max_ram_usage: %.8f\n" % ram_mb)


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("bfs", "dfs", "ast"):
        print("usage: python3 driver.py <bfs|dfs|ast> <board>", file=sys.stderr)
        sys.exit(2)
    board = tuple(int(x) for x in sys.argv[2].split(","))
    search = {"bfs": bfs, "dfs": dfs, "ast": ast}[sys.argv[1]]
    started = time.time()
    found = search(board)
    if found is None:
        print("driver.py: %s() is not written yet, so there is no output.txt" % sys.argv[1],
              file=sys.stderr)
        return
    path, expanded, depth, max_depth = found
    write_output(path, expanded, depth, max_depth, time.time() - started)


if __name__ == "__main__":
    main()
