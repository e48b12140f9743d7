import heapq

goal = (1, 2, 3, 4, 5, 6, 7, 0, 0)
adjacent = {0: (1, 3), 1: (0, 2, 4), 2: (1, 5), 3: (0, 4, 6), 4: (1, 3, 5, 7),
            5: (2, 4, 8), 6: (3, 7), 7: (4, 6, 8), 8: (5, 7)}


def heuristic(s):
    return sum(abs(i // 3 - (t - 1) // 3) + abs(i % 3 - (t - 1) % 3)
               for i, t in enumerate(s) if t != 0)


def get_succ(s):
    result = set()
    for empty in [i for i, t in enumerate(s) if t == 0]:
        for tile in adjacent[empty]:
            if s[tile] != 0:
                n = list(s)
                n[empty], n[tile] = n[tile], 0
                result.add(tuple(n))
    return sorted(result)


def print_succ(state):
    for s in get_succ(tuple(state)):
        print(list(s), 'h=%d' % heuristic(s))


def solve(state):
    start = tuple(state)
    h0 = heuristic(start)
    pq = [(h0, list(start), (0, h0, -1))]
    seen = {start}
    closed = []
    biggest = 1
    while pq:
        f, s, (g, h, parent) = heapq.heappop(pq)
        closed.append((s, g, h, parent))
        if tuple(s) == goal:
            break
        me = len(closed) - 1
        for n in get_succ(tuple(s)):
            if n in seen:
                continue
            seen.add(n)
            hn = heuristic(n)
            heapq.heappush(pq, (g + 1 + hn, list(n), (g + 1, hn, me)))
        biggest = max(biggest, len(pq))
    trail = []
    i = len(closed) - 1
    while i >= 0:
        trail.append(closed[i])
        i = closed[i][3]
    for s, g, h, _ in reversed(trail):
        print(s, 'h=%d' % h, 'steps: %d' % g)
    print('Max queue length: %d' % biggest)
