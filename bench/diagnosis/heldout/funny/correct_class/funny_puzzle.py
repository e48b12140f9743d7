import heapq

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]


class Puzzle:
    """A 3x3 board with seven tiles and two empty cells."""

    def __init__(self, tiles):
        self.tiles = list(tiles)

    def h(self):
        total = 0
        for pos, tile in enumerate(self.tiles):
            if tile:
                want = tile - 1
                total += abs(pos // 3 - want // 3) + abs(pos % 3 - want % 3)
        return total

    def neighbours(self):
        found = []
        for empty in range(9):
            if self.tiles[empty] != 0:
                continue
            r, c = divmod(empty, 3)
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < 3 and 0 <= cc < 3:
                    src = rr * 3 + cc
                    if self.tiles[src] != 0:
                        t = self.tiles[:]
                        t[empty], t[src] = t[src], 0
                        if t not in found:
                            found.append(t)
        return sorted(found)


def get_manhattan_distance(state, goal_state=GOAL):
    return Puzzle(state).h()


def get_succ(state):
    return Puzzle(state).neighbours()


def print_succ(state):
    for s in get_succ(state):
        print(s, "h={}".format(get_manhattan_distance(s)))


def solve(state, goal_state=GOAL):
    pq = []
    closed = []
    popped = set()
    h0 = get_manhattan_distance(state)
    heapq.heappush(pq, (h0, state, (0, h0, -1)))
    max_len = 0
    while pq:
        entry = heapq.heappop(pq)
        closed.append(entry)
        cost, cur, (g, h, parent) = entry
        popped.add(tuple(cur))
        if cur == goal_state:
            break
        for s in get_succ(cur):
            if tuple(s) in popped:
                continue
            hs = get_manhattan_distance(s)
            heapq.heappush(pq, (g + 1 + hs, s, (g + 1, hs, len(closed) - 1)))
        max_len = max(max_len, len(pq))
    path = []
    i = len(closed) - 1
    while i != -1:
        _, s, (g, h, parent) = closed[i]
        path.append((s, h, g))
        i = parent
    for s, h, g in reversed(path):
        print(s, "h={}".format(h), "moves: {}".format(g))
    print("Max queue length: {}".format(max_len))
