"""Two-blank sliding puzzle: successors and A* search."""
from heapq import heappush, heappop

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]


class Board:
    def __init__(self, cells):
        self.cells = list(cells)

    def h(self):
        total = 0
        for pos, tile in enumerate(self.cells):
            if tile:
                goal = tile - 1
                total += abs(pos // 3 - goal // 3) + abs(pos % 3 - goal % 3)
        return total

    def neighbours(self):
        found = []
        for pos in range(9):
            if self.cells[pos] != 0:
                continue
            row, col = divmod(pos, 3)
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                r, c = row + dr, col + dc
                if 0 <= r < 3 and 0 <= c < 3 and self.cells[r * 3 + c] != 0:
                    cells = self.cells[:]
                    cells[pos], cells[r * 3 + c] = cells[r * 3 + c], 0
                    if cells not in found:
                        found.append(cells)
        return sorted(found)


def print_succ(state):
    for cells in Board(state).neighbours():
        print(cells, "h={}".format(Board(cells).h()))


def solve(state):
    start = Board(state)
    pq = []
    heappush(pq, (start.h(), state, (0, start.h(), -1)))
    waiting = 1          # entries in the queue: +1 per push, -1 per pop
    closed = []
    popped = set()
    while pq:
        entry = heappop(pq)
        closed.append(entry)
        if entry[1] == GOAL:
            break
        waiting -= 1
        popped.add(tuple(entry[1]))
        g = entry[2][0]
        for cells in Board(entry[1]).neighbours():
            if tuple(cells) in popped:
                continue
            h = Board(cells).h()
            heappush(pq, (g + 1 + h, cells, (g + 1, h, len(closed) - 1)))
            waiting += 1
    path = []
    at = len(closed) - 1
    while at != -1:
        path.append(closed[at])
        at = closed[at][2][2]
    for _, cells, (g, h, _) in reversed(path):
        print(cells, "h={}".format(h), "moves: {}".format(g))
    print("Max queue length: {}".format(waiting))
