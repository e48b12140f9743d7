import heapq
import itertools


def h(state):
    total = 0
    for idx in range(9):
        tile = state[idx]
        if tile == 0:
            continue
        goal_idx = tile - 1
        total += abs(idx // 3 - goal_idx // 3) + abs(idx % 3 - goal_idx % 3)
    return total


def succ(state):
    res = []
    for i in range(9):
        if state[i] != 0:
            continue
        row, col = i // 3, i % 3
        for (r, c) in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
            if 0 <= r < 3 and 0 <= c < 3 and state[r * 3 + c] != 0:
                nxt = list(state)
                nxt[i] = nxt[r * 3 + c]
                nxt[r * 3 + c] = 0
                if nxt not in res:
                    res.append(nxt)
    return sorted(res)


def print_succ(state):
    for s in succ(state):
        print(str(s) + " h=" + str(h(s)))


def solve(state):
    goal = [1, 2, 3, 4, 5, 6, 7, 0, 0]
    counter = itertools.count()
    # (f, order added, state, g, h, parent)
    pq = [(h(state), next(counter), state, 0, h(state), None)]
    popped = set()
    while pq:
        entry = heapq.heappop(pq)
        f, _, cur, g, hc, parent = entry
        popped.add(tuple(cur))
        if cur == goal:
            break
        for s in succ(cur):
            if tuple(s) not in popped:
                hs = h(s)
                heapq.heappush(pq, (g + 1 + hs, next(counter), s, g + 1, hs, entry))
    path = []
    while entry is not None:
        path.append(entry)
        entry = entry[5]
    for e in reversed(path):
        print(str(e[2]) + " h=" + str(e[4]) + " moves: " + str(e[3]))
