# MISTAKE: queue entries are Node objects whose __lt__ compares f only, so nodes of equal
# f leave the heap in whatever order heapq's sifting left them (the assignment's tuples
# fall back to the state, then (g, h, parent_index)).
import heapq


class Node:
    def __init__(self, state, g, h, parent_index):
        self.state = state
        self.g = g
        self.h = h
        self.parent_index = parent_index
        self.f = g + h

    def __lt__(self, other):
        return self.f < other.f


def heuristic(state):
    h = 0
    for i in range(9):
        if state[i] != 0:
            want = state[i] - 1
            h += abs(i // 3 - want // 3) + abs(i % 3 - want % 3)
    return h


def get_succ(state):
    result = []
    for i in range(9):
        if state[i] == 0:
            continue
        row, col = divmod(i, 3)
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            r, c = row + dr, col + dc
            if 0 <= r < 3 and 0 <= c < 3 and state[3 * r + c] == 0:
                s = state[:]
                s[3 * r + c], s[i] = s[i], 0
                result.append(s)
    return sorted(result)


def print_succ(state):
    for s in get_succ(state):
        print(s, "h=" + str(heuristic(s)))


def solve(state):
    goal = [1, 2, 3, 4, 5, 6, 7, 0, 0]
    heap = [Node(state, 0, heuristic(state), -1)]
    closed = []
    seen = set()
    max_length = 1
    while heap:
        node = heapq.heappop(heap)
        closed.append(node)
        seen.add(tuple(node.state))
        if node.state == goal:
            break
        for s in get_succ(node.state):
            if tuple(s) not in seen:
                heapq.heappush(heap, Node(s, node.g + 1, heuristic(s), len(closed) - 1))
        if len(heap) > max_length:
            max_length = len(heap)
    path = [closed[-1]]
    while path[-1].parent_index != -1:
        path.append(closed[path[-1].parent_index])
    for n in path[::-1]:
        print(n.state, "h=" + str(n.h), "moves: " + str(n.g))
    print("Max queue length:", max_length)
