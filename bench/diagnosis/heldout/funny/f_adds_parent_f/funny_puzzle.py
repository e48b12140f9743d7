import heapq


def get_manhattan_distance(state, goal_state=[1, 2, 3, 4, 5, 6, 7, 0, 0]):
    distance = 0
    for i in range(9):
        tile = state[i]
        if tile != 0:
            g = goal_state.index(tile)
            distance += abs(i // 3 - g // 3) + abs(i % 3 - g % 3)
    return distance


def misplaced(state, goal_state=[1, 2, 3, 4, 5, 6, 7, 0, 0]):
    return sum(1 for a, b in zip(state, goal_state) if a != 0 and a != b)


def get_succ(state):
    grid = [state[0:3], state[3:6], state[6:9]]
    out = []
    for r in range(3):
        for c in range(3):
            if grid[r][c] != 0:
                continue
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < 3 and 0 <= cc < 3 and grid[rr][cc] != 0:
                    new = [row[:] for row in grid]
                    new[r][c], new[rr][cc] = grid[rr][cc], 0
                    out.append(new[0] + new[1] + new[2])
    return sorted(out)


def print_succ(state):
    for succ in get_succ(state):
        print(succ, "h={}".format(get_manhattan_distance(succ)))


def solve(state, goal_state=[1, 2, 3, 4, 5, 6, 7, 0, 0]):
    pq = []
    visited = []
    max_length = 0
    h = get_manhattan_distance(state)
    cost = h + misplaced(state)
    heapq.heappush(pq, (cost, state, (0, h, -1)))
    while pq:
        node = heapq.heappop(pq)
        visited.append(node)
        current, (g, h, parent) = node[1], node[2]
        if current == goal_state:
            break
        me = len(visited) - 1
        for succ in get_succ(current):
            if succ in [v[1] for v in visited]:
                continue
            h_succ = get_manhattan_distance(succ)
            # cost so far carries over from the parent
            cost = h_succ + misplaced(succ) + node[0]
            heapq.heappush(pq, (cost, succ, (g + 1, h_succ, me)))
        max_length = max(max_length, len(pq))

    path = [visited[-1]]
    while path[-1][2][2] != -1:
        path.append(visited[path[-1][2][2]])
    for cost, s, (g, h, parent) in reversed(path):
        print(s, "h={}".format(h), "moves: {}".format(g))
    print("Max queue length: {}".format(max_length))
