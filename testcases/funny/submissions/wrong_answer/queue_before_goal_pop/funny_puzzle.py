# MISTAKE: the queue length is stored before every pop and the last value printed (a
# variable overwritten, not a maximum). On funny's boards the queue is nearly always
# longest just before the goal is popped, so this shows on one hidden board only: too
# little to tell it from chance, and the grader names no rule for it.
import heapq

GOAL_STATE = [1, 2, 3, 4, 5, 6, 7, 0, 0]


def h_value(state):
    return sum(abs(k // 3 - (t - 1) // 3) + abs(k % 3 - (t - 1) % 3)
               for k, t in enumerate(state) if t)


def get_succ(state):
    succ = []
    for blank in [k for k, t in enumerate(state) if t == 0]:
        for other in range(9):
            near = abs(blank // 3 - other // 3) + abs(blank % 3 - other % 3) == 1
            if near and state[other] != 0:
                s = list(state)
                s[blank], s[other] = s[other], 0
                succ.append(s)
    return sorted(succ)


def print_succ(state):
    for s in get_succ(state):
        print(s, 'h={}'.format(h_value(s)))


def solve(state):
    pq = [(h_value(state), state, (0, h_value(state), -1))]
    closed = []
    expanded = set()
    queue_length = 0
    while pq:
        queue_length = len(pq)
        cur = heapq.heappop(pq)
        closed.append(cur)
        expanded.add(tuple(cur[1]))
        if cur[1] == GOAL_STATE:
            break
        g = cur[2][0] + 1
        for s in get_succ(cur[1]):
            if tuple(s) in expanded:
                continue
            heapq.heappush(pq, (g + h_value(s), s, (g, h_value(s), len(closed) - 1)))
    trail = [closed[-1]]
    while trail[-1][2][2] >= 0:
        trail.append(closed[trail[-1][2][2]])
    trail.reverse()
    for _, s, (g, h, _) in trail:
        print('{} h={} moves: {}'.format(s, h, g))
    print('Max queue length: {}'.format(queue_length))
