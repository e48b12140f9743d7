# MISTAKE: a state waits in the queue at most once; a shorter path replaces its entry
# (the assignment pushes it again and lets both copies wait).
import heapq

GOAL = (1, 2, 3, 4, 5, 6, 7, 0, 0)
NEIGHBOURS = {
    0: (1, 3), 1: (0, 2, 4), 2: (1, 5),
    3: (0, 4, 6), 4: (1, 3, 5, 7), 5: (2, 4, 8),
    6: (3, 7), 7: (4, 6, 8), 8: (5, 7),
}


def manhattan(state):
    total = 0
    for pos, tile in enumerate(state):
        if tile:
            total += abs(pos // 3 - (tile - 1) // 3) + abs(pos % 3 - (tile - 1) % 3)
    return total


def successors(state):
    out = set()
    for empty, tile_pos_list in NEIGHBOURS.items():
        if state[empty] != 0:
            continue
        for tile_pos in tile_pos_list:
            if state[tile_pos] == 0:
                continue
            s = list(state)
            s[empty], s[tile_pos] = s[tile_pos], 0
            out.add(tuple(s))
    return sorted(out)


def print_succ(state):
    for s in successors(tuple(state)):
        print(list(s), f"h={manhattan(s)}")


def solve(state):
    start = tuple(state)
    h0 = manhattan(start)
    open_list = [(h0, list(start), (0, h0, -1))]
    in_open = {start: open_list[0]}     # state -> its entry in open_list
    closed = []
    closed_set = set()
    longest = 1
    while open_list:
        entry = heapq.heappop(open_list)
        current = tuple(entry[1])
        del in_open[current]
        closed.append(entry)
        closed_set.add(current)
        if current == GOAL:
            break
        g = entry[2][0] + 1
        for nxt in successors(current):
            if nxt in closed_set:
                continue
            h = manhattan(nxt)
            if nxt in in_open:
                old = in_open[nxt]
                if old[2][0] <= g:
                    continue
                open_list.remove(old)        # found a shorter way: drop the old entry
                heapq.heapify(open_list)
            new_entry = (g + h, list(nxt), (g, h, len(closed) - 1))
            heapq.heappush(open_list, new_entry)
            in_open[nxt] = new_entry
        longest = max(longest, len(open_list))

    path = []
    entry = closed[-1]
    while True:
        path.append(entry)
        if entry[2][2] == -1:
            break
        entry = closed[entry[2][2]]
    for f, s, (g, h, parent) in reversed(path):
        print(s, f"h={h} moves: {g}")
    print(f"Max queue length: {longest}")
