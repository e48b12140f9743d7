# MISTAKE: "Max queue length" is the size of a set of every state ever pushed, not the
# most entries that waited in the queue at once.
import heapq


class FunnySolver:
    GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]

    @staticmethod
    def h(state):
        return sum(abs(i // 3 - (v - 1) // 3) + abs(i % 3 - (v - 1) % 3)
                   for i, v in enumerate(state) if v != 0)

    @staticmethod
    def succ(state):
        out = []
        for i, v in enumerate(state):
            if v != 0:
                continue
            for j in (i - 3, i + 3) + ((i - 1,) if i % 3 else ()) + ((i + 1,) if i % 3 < 2 else ()):
                if 0 <= j < 9 and state[j] != 0:
                    s = list(state)
                    s[i], s[j] = s[j], 0
                    out.append(s)
        return sorted(out)

    def run(self, start):
        h0 = self.h(start)
        pq = [(h0, start, (0, h0, -1))]
        ever_pushed = {tuple(start)}
        closed, closed_states = [], set()
        while pq:
            entry = heapq.heappop(pq)
            closed.append(entry)
            closed_states.add(tuple(entry[1]))
            if entry[1] == self.GOAL:
                break
            g = entry[2][0] + 1
            for s in self.succ(entry[1]):
                if tuple(s) not in closed_states:
                    hs = self.h(s)
                    heapq.heappush(pq, (g + hs, s, (g, hs, len(closed) - 1)))
                    ever_pushed.add(tuple(s))
        path = [closed[-1]]
        while path[0][2][2] != -1:
            path.insert(0, closed[path[0][2][2]])
        return path, len(ever_pushed)


def print_succ(state):
    for s in FunnySolver.succ(state):
        print(s, "h=%d" % FunnySolver.h(s))


def solve(state):
    path, queue_max = FunnySolver().run(list(state))
    for _, s, (g, h, _) in path:
        print(s, "h=%d moves: %d" % (h, g))
    print("Max queue length: %d" % queue_max)
