from queue import PriorityQueue


def manhattan_distance(state):
    distance = 0
    for index in range(len(state)):
        tile = state[index]
        if tile != 0:
            target = tile - 1
            distance += abs(index % 3 - target % 3) + abs(index // 3 - target // 3)
    return distance


def generate_successors(state):
    successors = []
    for index in range(9):
        if state[index] != 0:
            continue
        row, col = divmod(index, 3)
        neighbors = []
        if row > 0:
            neighbors.append(index - 3)
        if row < 2:
            neighbors.append(index + 3)
        if col > 0:
            neighbors.append(index - 1)
        if col < 2:
            neighbors.append(index + 1)
        for n in neighbors:
            if state[n] != 0:
                child = list(state)
                child[index], child[n] = child[n], child[index]
                if child not in successors:
                    successors.append(child)
    successors.sort()
    return successors


def print_succ(state):
    for s in generate_successors(state):
        print(s, "h=" + str(manhattan_distance(s)))


def solve(state):
    goal = [1, 2, 3, 4, 5, 6, 7, 0, 0]
    frontier = PriorityQueue()
    order = 0
    start_h = manhattan_distance(state)
    frontier.put((start_h, order, state, 0, start_h, -1))
    visited = {tuple(state)}
    closed = []
    max_length = 0
    while not frontier.empty():
        f, _, current, g, h, parent = frontier.get()
        closed.append((current, g, h, parent))
        if current == goal:
            break
        for child in generate_successors(current):
            if tuple(child) in visited:
                continue
            visited.add(tuple(child))
            order += 1
            ch = manhattan_distance(child)
            frontier.put((g + 1 + ch, order, child, g + 1, ch, len(closed) - 1))
        max_length = max(max_length, frontier.qsize())
    path = []
    i = len(closed) - 1
    while i != -1:
        path.append(closed[i])
        i = closed[i][3]
    path.reverse()
    for current, g, h, parent in path:
        print(current, "h=" + str(h), "moves: " + str(g))
    print("Max queue length: " + str(max_length))
