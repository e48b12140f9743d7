from heapq import heappush, heappop

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]
ADJ = {0: [1, 3], 1: [0, 2, 4], 2: [1, 5], 3: [0, 4, 6], 4: [1, 3, 5, 7],
       5: [2, 4, 8], 6: [3, 7], 7: [4, 6, 8], 8: [5, 7]}


def h_of(state):
    return sum(abs(p // 3 - (t - 1) // 3) + abs(p % 3 - (t - 1) % 3)
               for p, t in enumerate(state) if t)


def get_succ(state):
    result = []
    for hole in (i for i, t in enumerate(state) if t == 0):
        for tile_pos in ADJ[hole]:
            if state[tile_pos]:
                new = state.copy()
                new[hole], new[tile_pos] = new[tile_pos], 0
                if new not in result:
                    result.append(new)
    result.sort()
    return result


def print_succ(state):
    for s in get_succ(state):
        print(f"{s} h={h_of(s)}")


def solve(state):
    start_h = h_of(state)
    open_heap = []
    heappush(open_heap, (start_h, state, (0, start_h, -1)))
    ever_queued = {tuple(state)}
    closed = []
    visited = set()
    goal_entry = None
    while open_heap:
        item = heappop(open_heap)
        closed.append(item)
        visited.add(tuple(item[1]))
        if item[1] == GOAL:
            goal_entry = item
            break
        g = item[2][0] + 1
        for s in get_succ(item[1]):
            if tuple(s) in visited:
                continue
            hs = h_of(s)
            heappush(open_heap, (g + hs, s, (g, hs, len(closed) - 1)))
            ever_queued.add(tuple(s))
    chain = [goal_entry]
    while chain[-1][2][2] != -1:
        chain.append(closed[chain[-1][2][2]])
    for _, s, (g, h, _) in reversed(chain):
        print(f"{s} h={h} moves: {g}")
    # every state that went into the queue at some point
    print(f"Max queue length: {len(ever_queued)}")
