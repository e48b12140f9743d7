import heapq

GOAL_STATE = [1, 2, 3, 4, 5, 6, 7, 0, 0]


class Node:
    def __init__(self, state, g, h, parent):
        self.state = state
        self.g = g
        self.h = h
        self.parent = parent

    def __lt__(self, other):
        return self.g + self.h < other.g + other.h


def heuristic(state):
    dist = 0
    for i in range(9):
        if state[i] != 0:
            goal_i = GOAL_STATE.index(state[i])
            dist += abs(i // 3 - goal_i // 3) + abs(i % 3 - goal_i % 3)
    return dist


def get_succ(state):
    succ = []
    for i in range(9):
        if state[i] != 0:
            continue
        x, y = i // 3, i % 3
        for dx, dy in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            nx, ny = x + dx, y + dy
            if 0 <= nx < 3 and 0 <= ny < 3:
                j = nx * 3 + ny
                if state[j] != 0:
                    new_state = state.copy()
                    new_state[i], new_state[j] = new_state[j], new_state[i]
                    if new_state not in succ:
                        succ.append(new_state)
    return sorted(succ)


def print_succ(state):
    for s in get_succ(state):
        print(s, "h=" + str(heuristic(s)))


def solve(state, goal_state=GOAL_STATE):
    pq = []
    heapq.heappush(pq, Node(state, 0, heuristic(state), None))
    closed = set()
    max_queue = 0
    goal = None
    while pq:
        node = heapq.heappop(pq)
        closed.add(tuple(node.state))
        if node.state == goal_state:
            goal = node
            break
        for s in get_succ(node.state):
            if tuple(s) not in closed:
                heapq.heappush(pq, Node(s, node.g + 1, heuristic(s), node))
        max_queue = max(max_queue, len(pq))
    path = []
    while goal:
        path.append(goal)
        goal = goal.parent
    for n in path[::-1]:
        print(n.state, "h=" + str(n.h), "moves: " + str(n.g))
    print("Max queue length: " + str(max_queue))
