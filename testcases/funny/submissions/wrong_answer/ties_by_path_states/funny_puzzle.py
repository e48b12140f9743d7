# Example submission (issue 41): each queue entry carries the path of states that led to
# it, (g+h, state, g, path), so entries of equal g+h and state are ordered by their paths
# where the assignment's (g+h, state, (g, h, parent_index)) orders them by the parent's
# place in the closed list.
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
    pq = [(h_of(state), state, 0, [state])]
    popped, longest = set(), 1
    while pq:
        _, current, g, path = heapq.heappop(pq)
        popped.add(tuple(current))
        if current == GOAL:
            break
        for s in succ(current):
            if tuple(s) not in popped:
                heapq.heappush(pq, (g + 1 + h_of(s), s, g + 1, path + [s]))
        longest = max(longest, len(pq))
    for moves, s in enumerate(path):
        print(s, "h=" + str(h_of(s)), "moves: " + str(moves))
    print("Max queue length: " + str(longest))
