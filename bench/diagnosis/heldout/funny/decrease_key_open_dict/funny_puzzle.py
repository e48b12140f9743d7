"""A* for the 7-tile puzzle with an open list (dict) and a closed list."""
import heapq

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]


def manhattan(s):
    return sum(abs(i // 3 - (v - 1) // 3) + abs(i % 3 - (v - 1) % 3) for i, v in enumerate(s) if v)


def get_succ(s):
    out = []
    for i, v in enumerate(s):
        if v:
            continue
        for j in (i - 3, i + 3):
            if 0 <= j < 9 and s[j]:
                t = s[:]
                t[i], t[j] = t[j], 0
                out.append(t)
        if i % 3 > 0 and s[i - 1]:
            t = s[:]
            t[i], t[i - 1] = t[i - 1], 0
            out.append(t)
        if i % 3 < 2 and s[i + 1]:
            t = s[:]
            t[i], t[i + 1] = t[i + 1], 0
            out.append(t)
    uniq = []
    for t in sorted(out):
        if not uniq or uniq[-1] != t:
            uniq.append(t)
    return uniq


def print_succ(state):
    for t in get_succ(state):
        print(t, "h=%d" % manhattan(t))


def solve(state):
    h0 = manhattan(state)
    pq = [(h0, state, (0, h0, -1))]
    open_g = {tuple(state): 0}       # states waiting in pq -> their g
    closed = []
    closed_set = set()
    max_len = 1
    while pq:
        cur = heapq.heappop(pq)
        f, s, (g, h, parent) = cur
        del open_g[tuple(s)]
        closed.append(cur)
        closed_set.add(tuple(s))
        if s == GOAL:
            break
        me = len(closed) - 1
        for t in get_succ(s):
            key = tuple(t)
            if key in closed_set:
                continue
            ht = manhattan(t)
            if key in open_g:
                if g + 1 >= open_g[key]:
                    continue
                # found a shorter way: replace the waiting entry
                for k, e in enumerate(pq):
                    if e[1] == t:
                        pq.pop(k)
                        break
                heapq.heapify(pq)
            open_g[key] = g + 1
            heapq.heappush(pq, (g + 1 + ht, t, (g + 1, ht, me)))
        max_len = max(max_len, len(pq))
    path = []
    i = len(closed) - 1
    while i >= 0:
        path.append(closed[i])
        i = closed[i][2][2]
    for f, s, (g, h, p) in reversed(path):
        print(s, "h=%d" % h, "moves: %d" % g)
    print("Max queue length: %d" % max_len)
