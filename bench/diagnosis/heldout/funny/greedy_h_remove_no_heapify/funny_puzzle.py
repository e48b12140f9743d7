import heapq

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]


def h(state):
    dist = 0
    for idx, tile in enumerate(state):
        if tile != 0:
            goal_idx = GOAL.index(tile)
            dist += abs(idx // 3 - goal_idx // 3) + abs(idx % 3 - goal_idx % 3)
    return dist


def succ(state):
    out = []
    for idx in range(9):
        if state[idx] != 0:
            continue
        row, col = idx // 3, idx % 3
        if row > 0:
            out.append(swap(state, idx, idx - 3))
        if row < 2:
            out.append(swap(state, idx, idx + 3))
        if col > 0:
            out.append(swap(state, idx, idx - 1))
        if col < 2:
            out.append(swap(state, idx, idx + 1))
    unique = []
    for s in out:
        if s is not None and s not in unique:
            unique.append(s)
    unique.sort()
    return unique


def swap(state, blank, other):
    if state[other] == 0:
        return None
    new = list(state)
    new[blank], new[other] = new[other], new[blank]
    return new


def print_succ(state):
    for s in succ(state):
        print(s, "h=" + str(h(s)))


def solve(state):
    open_list = []
    heapq.heappush(open_list, (h(state), 0, state))
    open_g = {tuple(state): 0}
    parent = {tuple(state): None}
    closed = set()
    max_len = 1
    while open_list:
        cur_h, g, cur = heapq.heappop(open_list)
        key = tuple(cur)
        del open_g[key]
        closed.add(key)
        if cur == GOAL:
            break
        for s in succ(cur):
            k = tuple(s)
            if k in closed:
                continue
            if k in open_g:
                # found a shorter way to a state that is still waiting: swap the entry
                if g + 1 < open_g[k]:
                    open_list.remove((h(s), open_g[k], s))
                    heapq.heappush(open_list, (h(s), g + 1, s))
                    open_g[k] = g + 1
                    parent[k] = key
                continue
            heapq.heappush(open_list, (h(s), g + 1, s))
            open_g[k] = g + 1
            parent[k] = key
        if len(open_list) > max_len:
            max_len = len(open_list)
    path = []
    k = tuple(GOAL)
    while k is not None:
        path.append(list(k))
        k = parent[k]
    path.reverse()
    for moves, s in enumerate(path):
        print(s, "h=" + str(h(s)), "moves: " + str(moves))
    print("Max queue length: " + str(max_len))
