import heapq

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]


def manhattan(state):
    return sum(abs(i // 3 - (t - 1) // 3) + abs(i % 3 - (t - 1) % 3)
               for i, t in enumerate(state) if t)


def get_succ(state):
    moves = set()
    blanks = [i for i in range(9) if state[i] == 0]
    for b in blanks:
        for n in (b - 3, b + 3, b - 1 if b % 3 else -1, b + 1 if b % 3 != 2 else -1):
            if 0 <= n < 9 and state[n] != 0:
                s = list(state)
                s[b], s[n] = s[n], 0
                moves.add(tuple(s))
    return sorted(list(m) for m in moves)


def print_succ(state):
    for s in get_succ(state):
        print(s, "h={}".format(manhattan(s)))


def solve(state):
    h = manhattan(state)
    heap = [(h, state, (0, h, -1))]
    best_g = {tuple(state): 0}   # fewest moves we have reached each state with
    closed = []
    longest = 0
    while heap:
        item = heapq.heappop(heap)
        longest = max(longest, len(heap))
        closed.append(item)
        if item[1] == GOAL:
            break
        g = item[2][0] + 1
        for s in get_succ(item[1]):
            key = tuple(s)
            if key in best_g and best_g[key] <= g:
                continue
            best_g[key] = g
            hs = manhattan(s)
            heapq.heappush(heap, (g + hs, s, (g, hs, len(closed) - 1)))
    out = []
    i = len(closed) - 1
    while i >= 0:
        out.append(closed[i])
        i = closed[i][2][2]
    for _, s, (g, hh, _) in reversed(out):
        print(s, "h={}".format(hh), "moves: {}".format(g))
    print("Max queue length: {}".format(longest))
