# MISTAKE: a state waits in the queue at most once. When a shorter path to a waiting state
# turns up, the new tuple is written over the old one in the list, but heapify is never
# called, so the heap's order is broken and heappop can return the wrong entry.
import heapq

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]


def h_of(state):
    h = 0
    for idx, tile in enumerate(state):
        if tile != 0:
            h += abs(idx // 3 - (tile - 1) // 3) + abs(idx % 3 - (tile - 1) % 3)
    return h


def get_succ(state):
    out = []
    for i in range(9):
        if state[i] != 0:
            continue
        r, c = i // 3, i % 3
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= rr <= 2 and 0 <= cc <= 2 and state[rr * 3 + cc] != 0:
                new = list(state)
                new[i], new[rr * 3 + cc] = new[rr * 3 + cc], 0
                out.append(new)
    out.sort()
    return out


def print_succ(state):
    for s in get_succ(state):
        print(s, 'h=' + str(h_of(s)))


def solve(state):
    h = h_of(state)
    open_pq = [(h, state, (0, h, -1))]
    closed = []
    closed_keys = set()
    in_open = {str(state): open_pq[0]}
    max_q = 1
    while open_pq:
        node = heapq.heappop(open_pq)
        closed.append(node)
        closed_keys.add(str(node[1]))
        del in_open[str(node[1])]
        if node[1] == GOAL:
            break
        g = node[2][0] + 1
        for s in get_succ(node[1]):
            if str(s) in closed_keys:
                continue
            hs = h_of(s)
            entry = (g + hs, s, (g, hs, len(closed) - 1))
            old = in_open.get(str(s))
            if old is None:
                heapq.heappush(open_pq, entry)
                in_open[str(s)] = entry
            elif g < old[2][0]:
                open_pq[open_pq.index(old)] = entry      # better path: update it
                in_open[str(s)] = entry
        max_q = max(max_q, len(open_pq))
    path = [closed[-1]]
    while path[-1][2][2] != -1:
        path.append(closed[path[-1][2][2]])
    for f, s, (g, h, p) in path[::-1]:
        print(s, 'h=' + str(h), 'moves: ' + str(g))
    print('Max queue length: ' + str(max_q))
