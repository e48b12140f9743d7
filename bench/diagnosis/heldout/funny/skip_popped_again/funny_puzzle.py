import heapq

goal = [1, 2, 3, 4, 5, 6, 7, 0, 0]


def h(s):
    return sum(abs(i // 3 - (v - 1) // 3) + abs(i % 3 - (v - 1) % 3)
               for i, v in enumerate(s) if v)


def get_succ(s):
    res = []
    for e in [i for i in range(9) if s[i] == 0]:
        r, c = divmod(e, 3)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= rr < 3 and 0 <= cc < 3:
                j = rr * 3 + cc
                if s[j]:
                    t = s.copy()
                    t[e], t[j] = s[j], 0
                    if t not in res:
                        res.append(t)
    return sorted(res)


def print_succ(state):
    for t in get_succ(state):
        print(t, 'h=' + str(h(t)))


def solve(state):
    h0 = h(state)
    pq = [(h0, state, (0, h0, -1))]
    closed = []
    popped = set()
    biggest = 0
    while pq:
        item = heapq.heappop(pq)
        if tuple(item[1]) in popped:
            continue            # already done this one
        closed.append(item)
        popped.add(tuple(item[1]))
        if item[1] == goal:
            break
        g = item[2][0] + 1
        for t in get_succ(item[1]):
            if tuple(t) in popped:
                continue
            ht = h(t)
            heapq.heappush(pq, (g + ht, t, (g, ht, len(closed) - 1)))
        biggest = max(biggest, len(pq))
    trail = []
    k = len(closed) - 1
    while k != -1:
        trail.append(closed[k])
        k = closed[k][2][2]
    for _, s, (g, hh, _) in trail[::-1]:
        print(s, 'h=' + str(hh), 'moves: ' + str(g))
    print('Max queue length: ' + str(biggest))
