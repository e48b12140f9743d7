import heapq
import copy

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]


def manhattan(state):
    total = 0
    for idx, tile in enumerate(state):
        if tile == 0:
            continue
        goal_idx = GOAL.index(tile)
        total += abs(idx // 3 - goal_idx // 3) + abs(idx % 3 - goal_idx % 3)
    return total


def get_succ(state):
    succ = []
    for i in range(9):
        if state[i] != 0:
            continue
        row, col = i // 3, i % 3
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            r, c = row + dr, col + dc
            if r < 0 or r > 2 or c < 0 or c > 2:
                continue
            j = r * 3 + c
            if state[j] == 0:
                continue
            new_state = copy.deepcopy(state)
            new_state[i] = state[j]
            new_state[j] = 0
            succ.append(new_state)
    return sorted(succ)


def print_succ(state):
    for s in get_succ(state):
        print(s, "h={}".format(manhattan(s)))


def solve(state):
    pq = []
    closed = []
    max_len = 0
    h = manhattan(state)
    heapq.heappush(pq, (h, state, (0, h, -1)))
    while len(pq) > 0:
        current = heapq.heappop(pq)
        closed.append(current)
        cur_state = current[1]
        g = current[2][0]
        if cur_state == GOAL:
            break
        parent_index = len(closed) - 1
        for s in get_succ(cur_state):
            h = manhattan(s)
            entry = (g + 1 + h, s, (g + 1, h, parent_index))
            # don't put the same thing in the queue twice
            if entry not in pq:
                heapq.heappush(pq, entry)
        max_len = max(max_len, len(pq))

    path = []
    node = closed[-1]
    while True:
        path.append(node)
        if node[2][2] == -1:
            break
        node = closed[node[2][2]]
    path.reverse()
    for node in path:
        print(node[1], "h={}".format(node[2][1]), "moves: {}".format(node[2][0]))
    print("Max queue length: {}".format(max_len))
