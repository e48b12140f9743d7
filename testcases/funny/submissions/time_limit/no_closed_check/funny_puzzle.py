# MISTAKE (issue 41): no check against the closed list. The program only skips a successor
# whose very entry is already waiting, and its parent index makes every entry new, so every
# successor is pushed, states popped before included.
import heapq

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]


def get_manhattan_distance(state):
    """Sum of city-block distances of tiles 1..7 to their home cells."""
    distance = 0
    for index, tile in enumerate(state):
        if tile == 0:
            continue
        goal_index = tile - 1
        distance += abs(index // 3 - goal_index // 3)
        distance += abs(index % 3 - goal_index % 3)
    return distance


def get_succ(state):
    """All states one slide away, sorted ascending."""
    succs = []
    for hole in range(9):
        if state[hole] != 0:
            continue
        r, c = hole // 3, hole % 3
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nr < 0 or nr > 2 or nc < 0 or nc > 2:
                continue
            src = nr * 3 + nc
            if state[src] == 0:
                continue
            new_state = state.copy()
            new_state[hole] = state[src]
            new_state[src] = 0
            if new_state not in succs:
                succs.append(new_state)
    return sorted(succs)


def print_succ(state):
    for succ in get_succ(state):
        print(succ, "h={}".format(get_manhattan_distance(succ)))


def solve(state):
    pq = []
    h = get_manhattan_distance(state)
    heapq.heappush(pq, (h, state, (0, h, -1)))
    closed = []          # every popped entry, in pop order
    max_len = 1
    waiting = set()      # the entries in pq, as tuples
    while pq:
        max_len = max(max_len, len(pq))
        item = heapq.heappop(pq)
        waiting.discard((item[0], tuple(item[1]), item[2]))
        closed.append(item)
        if item[1] == GOAL:
            break
        g = item[2][0]
        for succ in get_succ(item[1]):
            sh = get_manhattan_distance(succ)
            entry = (g + 1 + sh, succ, (g + 1, sh, len(closed) - 1))
            key = (entry[0], tuple(succ), entry[2])
            if key not in waiting:
                heapq.heappush(pq, entry)
                waiting.add(key)

    # walk back through parent indices
    path = [closed[-1]]
    while path[-1][2][2] != -1:
        path.append(closed[path[-1][2][2]])
    for _, s, (g, h, _) in reversed(path):
        print(s, "h={}".format(h), "moves: {}".format(g))
    print("Max queue length: {}".format(max_len))
