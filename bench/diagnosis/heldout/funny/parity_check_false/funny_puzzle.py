import heapq


def manhattan(state):
    total = 0
    for i, v in enumerate(state):
        if v != 0:
            total += abs(i // 3 - (v - 1) // 3) + abs(i % 3 - (v - 1) % 3)
    return total


def successors(state):
    result = []
    for i in range(9):
        if state[i] == 0:
            for j in (i - 3, i + 3, i - 1, i + 1):
                if j < 0 or j > 8 or state[j] == 0:
                    continue
                if (j == i - 1 or j == i + 1) and j // 3 != i // 3:
                    continue
                s = state[:]
                s[i], s[j] = s[j], s[i]
                if s not in result:
                    result.append(s)
    result.sort()
    return result


def print_succ(state):
    for s in successors(state):
        print(s, "h=" + str(manhattan(s)))


def solvable(state):
    """Inversion count of the tiles (blanks left out): an odd count cannot be solved."""
    tiles = [v for v in state if v != 0]
    inversions = 0
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            if tiles[i] > tiles[j]:
                inversions += 1
    return inversions % 2 == 0


def solve(state):
    if not solvable(state):
        print(False)
        return
    goal = [1, 2, 3, 4, 5, 6, 7, 0, 0]
    h0 = manhattan(state)
    pq = [(h0, state, (0, h0, -1))]
    closed = []
    popped = set()
    max_len = 1
    while pq:
        item = heapq.heappop(pq)
        closed.append(item)
        popped.add(tuple(item[1]))
        if item[1] == goal:
            break
        g = item[2][0]
        for s in successors(item[1]):
            if tuple(s) not in popped:
                hs = manhattan(s)
                heapq.heappush(pq, (g + 1 + hs, s, (g + 1, hs, len(closed) - 1)))
        max_len = max(max_len, len(pq))
    path = []
    index = len(closed) - 1
    while index != -1:
        path.append(closed[index])
        index = closed[index][2][2]
    for _, s, (g, h, _) in reversed(path):
        print(s, "h=" + str(h), "moves: " + str(g))
    print("Max queue length: " + str(max_len))
