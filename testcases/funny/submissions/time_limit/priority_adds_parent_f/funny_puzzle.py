# MISTAKE (issue 41): the priority is the parent's priority plus the successor's Manhattan
# distance plus its misplaced tiles (the start's: Manhattan + misplaced), not g + h.
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


def misplaced(state):
    """Tiles 1..7 not on their home cell."""
    return sum(1 for index, tile in enumerate(state) if tile and tile != index + 1)


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
    heapq.heappush(pq, (h + misplaced(state), state, (0, h, -1)))
    closed = []          # every popped entry, in pop order
    closed_states = set()
    max_len = 1
    while pq:
        max_len = max(max_len, len(pq))
        item = heapq.heappop(pq)
        closed.append(item)
        closed_states.add(tuple(item[1]))
        if item[1] == GOAL:
            break
        g = item[2][0]
        for succ in get_succ(item[1]):
            if tuple(succ) in closed_states:
                continue
            sh = get_manhattan_distance(succ)
            f = item[0] + sh + misplaced(succ)
            heapq.heappush(pq, (f, succ, (g + 1, sh, len(closed) - 1)))

    # walk back through parent indices
    path = [closed[-1]]
    while path[-1][2][2] != -1:
        path.append(closed[path[-1][2][2]])
    for _, s, (g, h, _) in reversed(path):
        print(s, "h={}".format(h), "moves: {}".format(g))
    print("Max queue length: {}".format(max_len))
