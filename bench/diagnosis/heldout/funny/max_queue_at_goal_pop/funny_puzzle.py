import heapq


def manhattan(state):
    d = 0
    for i, v in enumerate(state):
        if v != 0:
            d += abs(i // 3 - (v - 1) // 3) + abs(i % 3 - (v - 1) % 3)
    return d


def successors(state):
    out = set()
    for i in range(9):
        if state[i] == 0:
            for j in (i - 3, i + 3, i - 1, i + 1):
                if j < 0 or j > 8:
                    continue
                if abs(j - i) == 1 and j // 3 != i // 3:
                    continue
                if state[j] == 0:
                    continue
                s = list(state)
                s[i], s[j] = s[j], s[i]
                out.add(tuple(s))
    return [list(s) for s in sorted(out)]


def print_succ(state):
    for s in successors(state):
        print(s, "h=" + str(manhattan(s)))


def solve(state, goal_state=[1, 2, 3, 4, 5, 6, 7, 0, 0]):
    h = manhattan(state)
    pq = [(h, state, (0, h, -1))]
    closed = []
    done = set()
    queue_size = 0
    while pq:
        queue_size = len(pq)   # how big the queue is right now
        node = heapq.heappop(pq)
        closed.append(node)
        done.add(tuple(node[1]))
        if node[1] == goal_state:
            break
        g = node[2][0]
        for s in successors(node[1]):
            if tuple(s) not in done:
                hs = manhattan(s)
                heapq.heappush(pq, (g + 1 + hs, s, (g + 1, hs, len(closed) - 1)))
    steps = []
    k = len(closed) - 1
    while k >= 0:
        steps.append(closed[k])
        k = closed[k][2][2]
    for _, s, (g, hh, _) in steps[::-1]:
        print(s, "h=" + str(hh), "moves: " + str(g))
    print("Max queue length: " + str(queue_size))
