import heapq


def goal_of(state):
    """Tiles 1..k in order, then the empty cells."""
    tiles = sorted(t for t in state if t != 0)
    return tiles + [0] * (9 - len(tiles))


def manhattan(state, goal):
    total = 0
    for i, tile in enumerate(state):
        if tile != 0:
            j = goal.index(tile)
            total += abs(i // 3 - j // 3) + abs(i % 3 - j % 3)
    return total


def successors(state):
    result = []
    for i in range(9):
        if state[i] == 0:
            continue
        r, c = divmod(i, 3)
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < 3 and 0 <= nc < 3 and state[nr * 3 + nc] == 0:
                nxt = state[:]
                nxt[nr * 3 + nc], nxt[i] = state[i], 0
                result.append(nxt)
    return sorted(result)


def print_succ(state):
    goal = goal_of(state)
    for s in successors(state):
        print(s, 'h=' + str(manhattan(s, goal)))


def solvable(state):
    """Two or more empty cells: always. One: the inversion count must be even."""
    if state.count(0) > 1:
        return True
    tiles = [t for t in state if t != 0]
    inversions = 0
    for a in range(len(tiles)):
        for b in range(a + 1, len(tiles)):
            if tiles[a] > tiles[b]:
                inversions += 1
    return inversions % 2 == 0


def solve(state):
    if not solvable(state):
        print(False)
        return
    goal = goal_of(state)
    h0 = manhattan(state, goal)
    queue = [(h0, state, (0, h0, -1))]
    closed = []
    seen = []
    longest = 1
    while queue:
        item = heapq.heappop(queue)
        closed.append(item)
        seen.append(item[1])
        if item[1] == goal:
            break
        g = item[2][0]
        for s in successors(item[1]):
            if s in seen:
                continue
            h = manhattan(s, goal)
            heapq.heappush(queue, (g + 1 + h, s, (g + 1, h, len(closed) - 1)))
        longest = max(longest, len(queue))
    steps = []
    k = len(closed) - 1
    while k >= 0:
        steps.append(closed[k])
        k = closed[k][2][2]
    for _, s, (g, h, _) in reversed(steps):
        print(s, 'h=' + str(h), 'moves: ' + str(g))
    print('Max queue length: ' + str(longest))
