import heapq

GOAL_STATE = [1, 2, 3, 4, 5, 6, 7, 0, 0]


def get_manhattan_distance(from_state, to_state=GOAL_STATE):
    distance = 0
    for i in range(9):
        tile = from_state[i]
        if tile == 0:
            continue
        j = to_state.index(tile)
        distance += abs(i // 3 - j // 3) + abs(i % 3 - j % 3)
    return distance


def get_succ(state):
    succ_states = []
    for i in range(9):
        if state[i] != 0:
            continue
        r, c = i // 3, i % 3
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            nr, nc = r + dr, c + dc
            if nr < 0 or nr > 2 or nc < 0 or nc > 2:
                continue
            j = nr * 3 + nc
            if state[j] == 0:
                continue
            new_state = state.copy()
            new_state[i], new_state[j] = new_state[j], new_state[i]
            if new_state not in succ_states:
                succ_states.append(new_state)
    return sorted(succ_states)


def print_succ(state):
    for succ in get_succ(state):
        print(succ, "h={}".format(get_manhattan_distance(succ)))


def solve(state, goal_state=GOAL_STATE):
    pq = []
    h = get_manhattan_distance(state)
    # each entry keeps the whole path of states that led to it
    heapq.heappush(pq, (h, state, 0, [state]))
    visited = []
    max_length = 1
    while pq:
        f, current, g, path = heapq.heappop(pq)
        visited.append(current)
        if current == goal_state:
            for moves, s in enumerate(path):
                print(s, "h={}".format(get_manhattan_distance(s)), "moves: {}".format(moves))
            print("Max queue length: {}".format(max_length))
            return
        for succ in get_succ(current):
            if succ in visited:
                continue
            succ_h = get_manhattan_distance(succ)
            heapq.heappush(pq, (g + 1 + succ_h, succ, g + 1, path + [succ]))
        max_length = max(max_length, len(pq))
