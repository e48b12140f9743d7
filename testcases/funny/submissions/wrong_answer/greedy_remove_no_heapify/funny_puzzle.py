# Example submission (issue 41): greedy best-first search. The queue's entries are
# (h, g, state), so the state that looks closest to the goal comes out first; equal h by
# the smaller g, then the state. A state waits in the queue at most once: reached again in
# fewer moves, its old entry is taken out with list.remove and the new one pushed, with no
# heapify after the remove. The assignment orders by g+h and pushes every state not popped.
import heapq

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]


def h_of(state):
    return sum(abs(i // 3 - (v - 1) // 3) + abs(i % 3 - (v - 1) % 3)
               for i, v in enumerate(state) if v)


def succ(state):
    found = []
    for i, v in enumerate(state):
        if v:
            continue
        for j in (i - 3, i + 3, i - 1 if i % 3 else -1, i + 1 if i % 3 < 2 else -1):
            if 0 <= j < 9 and state[j]:
                s = state[:]
                s[i], s[j] = s[j], 0
                if s not in found:
                    found.append(s)
    return sorted(found)


def print_succ(state):
    for s in succ(state):
        print(s, "h=" + str(h_of(s)))


def solve(state):
    pq = [(h_of(state), 0, state)]
    waiting = {tuple(state): 0}       # state -> g of its entry in pq
    came_from = {tuple(state): None}
    popped, longest = set(), 1
    while pq:
        _, g, current = heapq.heappop(pq)
        del waiting[tuple(current)]
        popped.add(tuple(current))
        if current == GOAL:
            break
        for s in succ(current):
            key = tuple(s)
            if key in popped:
                continue
            if key in waiting:
                if g + 1 >= waiting[key]:
                    continue
                pq.remove((h_of(s), waiting[key], s))
            heapq.heappush(pq, (h_of(s), g + 1, s))
            waiting[key] = g + 1
            came_from[key] = current
        longest = max(longest, len(pq))
    path = [current]
    while came_from[tuple(path[-1])] is not None:
        path.append(came_from[tuple(path[-1])])
    for moves, s in enumerate(reversed(path)):
        print(s, "h=" + str(h_of(s)), "moves: " + str(moves))
    print("Max queue length: " + str(longest))
