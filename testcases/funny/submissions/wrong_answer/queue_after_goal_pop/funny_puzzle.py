# MISTAKE: "Max queue length" is len(pq) once the search is over (the goal already
# popped), not the largest length the queue had.
from heapq import heappop, heappush


def manhattan(state):
    d = 0
    for idx in range(9):
        tile = state[idx]
        if tile > 0:
            d += abs(idx // 3 - (tile - 1) // 3) + abs(idx % 3 - (tile - 1) % 3)
    return d


def get_succ(state):
    children = []
    for idx in range(9):
        if state[idx] != 0:
            continue
        for j in (idx - 3, idx + 3, idx - 1, idx + 1):
            if j < 0 or j > 8 or state[j] == 0:
                continue
            if abs(j - idx) == 1 and j // 3 != idx // 3:
                continue
            child = state[:]
            child[idx], child[j] = child[j], 0
            children.append(child)
    children.sort()
    return children


def print_succ(state):
    for child in get_succ(state):
        print(f"{child} h={manhattan(child)}")


def solve(state):
    pq = []
    heappush(pq, (manhattan(state), state, (0, manhattan(state), -1)))
    closed = []
    done = set()
    while len(pq) > 0:
        f, s, info = heappop(pq)
        closed.append((f, s, info))
        done.add(tuple(s))
        if s == [1, 2, 3, 4, 5, 6, 7, 0, 0]:
            break
        for child in get_succ(s):
            if tuple(child) in done:
                continue
            hc = manhattan(child)
            heappush(pq, (info[0] + 1 + hc, child, (info[0] + 1, hc, len(closed) - 1)))
    steps = []
    i = len(closed) - 1
    while i != -1:
        steps.append(closed[i])
        i = closed[i][2][2]
    for f, s, (g, h, parent) in steps[::-1]:
        print(f"{s} h={h} moves: {g}")
    print(f"Max queue length: {len(pq)}")
