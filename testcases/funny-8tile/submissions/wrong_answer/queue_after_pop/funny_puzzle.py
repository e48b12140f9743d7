import heapq

GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0]


def get_manhattan_distance(state, goal_state=GOAL):
    distance = 0
    for index, tile in enumerate(state):
        if tile == 0:
            continue
        target = goal_state.index(tile)
        distance += abs(index // 3 - target // 3) + abs(index % 3 - target % 3)
    return distance


def get_succ(state):
    succs = []
    for empty in range(9):
        if state[empty] != 0:
            continue
        row, col = empty // 3, empty % 3
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            r, c = row + dr, col + dc
            if 0 <= r < 3 and 0 <= c < 3 and state[r * 3 + c] != 0:
                new_state = list(state)
                new_state[empty], new_state[r * 3 + c] = new_state[r * 3 + c], 0
                succs.append(new_state)
    return sorted(succs)


def print_succ(state):
    for succ in get_succ(state):
        print(succ, "h={}".format(get_manhattan_distance(succ)))


def solve(state, goal_state=GOAL):
    pq = []
    closed = []
    popped = set()
    h = get_manhattan_distance(state, goal_state)
    heapq.heappush(pq, (h, state, (0, h, -1)))
    max_length = 0
    while pq:
        entry = heapq.heappop(pq)
        max_length = max(max_length, len(pq))
        closed.append(entry)
        cost, current, (g, h, parent) = entry
        popped.add(tuple(current))
        if current == goal_state:
            break
        for succ in get_succ(current):
            if tuple(succ) in popped:
                continue
            succ_h = get_manhattan_distance(succ, goal_state)
            heapq.heappush(pq, (g + 1 + succ_h, succ, (g + 1, succ_h, len(closed) - 1)))
    path = []
    index = len(closed) - 1
    while index != -1:
        _, board, (g, h, parent) = closed[index]
        path.append((board, h, g))
        index = parent
    for board, h, g in reversed(path):
        print(board, "h={}".format(h), "moves: {}".format(g))
    print("Max queue length: {}".format(max_length))
