import heapq
import random


def manhattan(state):
    total = 0
    for pos, tile in enumerate(state):
        if tile:
            total += abs(pos // 3 - (tile - 1) // 3) + abs(pos % 3 - (tile - 1) % 3)
    return total


def get_succ(state):
    result = set()
    for i in range(9):
        if state[i]:
            continue
        for j in (i - 3, i + 3, i - 1, i + 1):
            if not 0 <= j < 9:
                continue
            if (j == i - 1 and i % 3 == 0) or (j == i + 1 and i % 3 == 2):
                continue
            if state[j]:
                s = list(state)
                s[i], s[j] = s[j], 0
                result.add(tuple(s))
    return [list(s) for s in sorted(result)]


def print_succ(state):
    for s in get_succ(state):
        print(s, "h=" + str(manhattan(s)))


def solve(state):
    goal = [1, 2, 3, 4, 5, 6, 7, 0, 0]
    h0 = manhattan(state)
    # a random number between f and the rest so equal f come out in any order
    pq = [(h0, random.random(), state, (0, h0, -1))]
    closed = []
    done = set()
    max_len = 0
    while pq:
        e = heapq.heappop(pq)
        closed.append(e)
        done.add(tuple(e[2]))
        if e[2] == goal:
            break
        g = e[3][0] + 1
        for s in get_succ(e[2]):
            if tuple(s) not in done:
                hs = manhattan(s)
                heapq.heappush(pq, (g + hs, random.random(), s, (g, hs, len(closed) - 1)))
        max_len = max(max_len, len(pq))
    path = []
    i = len(closed) - 1
    while i >= 0:
        path.append(closed[i])
        i = closed[i][3][2]
    for _, _, s, (g, h, _) in reversed(path):
        print(s, "h=" + str(h), "moves: " + str(g))
    print("Max queue length: " + str(max_len))
