"""8-puzzle: BFS, DFS, A*. A* keeps the open list up to date (decrease-key)."""
import heapq
import resource
import sys
import time


def neighbours(t):
    z = t.index(0)
    res = []
    if z >= 3:
        res.append(("Up", z - 3))
    if z < 6:
        res.append(("Down", z + 3))
    if z % 3 != 0:
        res.append(("Left", z - 1))
    if z % 3 != 2:
        res.append(("Right", z + 1))
    out = []
    for name, j in res:
        l = list(t)
        l[z], l[j] = l[j], l[z]
        out.append((name, tuple(l)))
    return out


def heur(t):
    return sum(abs(p // 3 - v // 3) + abs(p % 3 - v % 3) for p, v in enumerate(t) if v)


class Tracker:
    def __init__(self, start):
        self.parent = {start: None}
        self.g = {start: 0}
        self.expanded = 0
        self.deepest = 0

    def popped(self, t):
        # deepest node we have looked at
        self.deepest = max(self.deepest, self.g[t])

    def link(self, child, t, move):
        self.parent[child] = (t, move)
        self.g[child] = self.g[t] + 1

    def path(self, t):
        out = []
        while self.parent[t] is not None:
            t, m = self.parent[t]
            out.append(m)
        return out[::-1]


GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)


def bfs(start):
    tr = Tracker(start)
    q = [start]
    i = 0
    member = {start}
    while i < len(q):
        t = q[i]
        i += 1
        tr.popped(t)
        if t == GOAL:
            return t, tr
        tr.expanded += 1
        for m, c in neighbours(t):
            if c not in member:
                member.add(c)
                tr.link(c, t, m)
                q.append(c)


def dfs(start):
    tr = Tracker(start)
    st = [start]
    on_stack = {start}
    done = set()
    while st:
        t = st.pop()
        on_stack.discard(t)
        done.add(t)
        tr.popped(t)
        if t == GOAL:
            return t, tr
        tr.expanded += 1
        for m, c in reversed(neighbours(t)):
            if c not in on_stack and c not in done:
                on_stack.add(c)
                tr.link(c, t, m)
                st.append(c)


def ast(start):
    tr = Tracker(start)
    serial = 0
    heap = [[heur(start), serial, start, True]]
    open_entry = {start: heap[0]}
    closed = set()
    while heap:
        entry = heapq.heappop(heap)
        if not entry[3]:
            continue
        t = entry[2]
        del open_entry[t]
        closed.add(t)
        tr.popped(t)
        if t == GOAL:
            return t, tr
        tr.expanded += 1
        for m, c in neighbours(t):
            if c in closed:
                continue
            g = tr.g[t] + 1
            if c in open_entry:
                if g >= tr.g[c]:
                    continue
                open_entry[c][3] = False      # retire the old entry
            tr.link(c, t, m)
            serial += 1
            e = [g + heur(c), serial, c, True]
            open_entry[c] = e
            heapq.heappush(heap, e)


def main():
    method = sys.argv[1]
    start = tuple(int(x) for x in sys.argv[2].split(","))
    t0 = time.time()
    goal, tr = {"bfs": bfs, "dfs": dfs, "ast": ast}[method](start)
    elapsed = time.time() - t0
    p = tr.path(goal)
    with open("output.txt", "w") as f:
        f.write("path_to_goal: {}\n".format(p))
        f.write("cost_of_path: {}\n".format(len(p)))
        f.write("nodes_expanded: {}\n".format(tr.expanded))
        f.write("search_depth: {}\n".format(tr.g[goal]))
        f.write("max_search_depth: {}\n".format(tr.deepest))
        f.write("running_time: {:.8f}\n".format(elapsed))
        f.write("max_ram_usage: {:.8f}\n".format(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))


main()
