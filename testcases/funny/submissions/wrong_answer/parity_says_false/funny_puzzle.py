# Example submission (issue 41): the assignment's search behind a solvability test made
# for the 8-puzzle (an odd number of inversions cannot be solved). With two empty cells
# every board can be solved, so it prints False on boards the assignment solves.
import heapq

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]


def h_of(state):
    return sum(abs(i // 3 - (v - 1) // 3) + abs(i % 3 - (v - 1) % 3)
               for i, v in enumerate(state) if v)


def succ(state):
    found = []
    for i, v in enumerate(state):
        if v:
            continue
        for j in (i - 3, i + 3, i - 1 if i % 3 else -1, i + 1 if i % 3 < 2 else -1):
            if 0 <= j < 9 and state[j]:
                s = state[:]
                s[i], s[j] = s[j], 0
                if s not in found:
                    found.append(s)
    return sorted(found)


def print_succ(state):
    for s in succ(state):
        print(s, "h=" + str(h_of(s)))


def inversions(state):
    tiles = [v for v in state if v]
    return sum(a > b for k, a in enumerate(tiles) for b in tiles[k + 1:])


def solve(state):
    if inversions(state) % 2:
        print(False)
        return
    h = h_of(state)
    pq = [(h, state, (0, h, -1))]
    closed, popped, longest = [], set(), 1
    while pq:
        entry = heapq.heappop(pq)
        closed.append(entry)
        popped.add(tuple(entry[1]))
        if entry[1] == GOAL:
            break
        g = entry[2][0]
        for s in succ(entry[1]):
            if tuple(s) not in popped:
                hs = h_of(s)
                heapq.heappush(pq, (g + 1 + hs, s, (g + 1, hs, len(closed) - 1)))
        longest = max(longest, len(pq))
    path, k = [], len(closed) - 1
    while k != -1:
        path.append(closed[k])
        k = closed[k][2][2]
    for _, s, (g, hh, _) in reversed(path):
        print(s, "h=" + str(hh), "moves: " + str(g))
    print("Max queue length: " + str(longest))
