import sys
import time
import resource

GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)


class Heap:
    """Min-heap on (priority, tiebreak) keys, written by hand."""

    def __init__(self):
        self.a = []

    def empty(self):
        return not self.a

    def push(self, key, value):
        a = self.a
        a.append((key, value))
        k = len(a) - 1
        while k and a[(k - 1) >> 1][0] > a[k][0]:
            p = (k - 1) >> 1
            a[p], a[k] = a[k], a[p]
            k = p

    def pop(self):
        a = self.a
        a[0], a[-1] = a[-1], a[0]
        out = a.pop()
        k, n = 0, len(a)
        while True:
            c = 2 * k + 1
            if c >= n:
                break
            if c + 1 < n and a[c + 1][0] < a[c][0]:
                c += 1
            if a[c][0] < a[k][0]:
                a[c], a[k] = a[k], a[c]
                k = c
            else:
                break
        return out[1]


def manhattan(state):
    # distance of every cell's content to where it belongs
    return sum(abs(i // 3 - state[i] // 3) + abs(i % 3 - state[i] % 3) for i in range(9))


def expand(state):
    z = state.index(0)
    out = []
    if z > 2:
        out.append(("Up", z - 3))
    if z < 6:
        out.append(("Down", z + 3))
    if z % 3:
        out.append(("Left", z - 1))
    if z % 3 < 2:
        out.append(("Right", z + 1))
    res = []
    for m, j in out:
        s = list(state)
        s[z], s[j] = s[j], s[z]
        res.append((m, tuple(s)))
    return res


def search(start, method):
    parent = {start: None}
    depth = {start: 0}
    explored = set()
    frontier_set = {start}
    stats = [0, 0]  # expanded, max depth
    if method == "ast":
        fr = Heap()
        n = 0
        fr.push((manhattan(start), 0), start)
        pop, empty = fr.pop, fr.empty
    else:
        fr = [start]
        start_i = [0]

        def pop():
            if method == "dfs":
                return fr.pop()
            start_i[0] += 1
            return fr[start_i[0] - 1]

        def empty():
            return len(fr) == (0 if method == "dfs" else start_i[0])
    while not empty():
        s = pop()
        frontier_set.discard(s)
        explored.add(s)
        if s == GOAL:
            return s, parent, depth, stats
        stats[0] += 1
        kids = expand(s)
        if method == "dfs":
            kids.reverse()
        for m, c in kids:
            if c in explored or c in frontier_set:
                continue
            parent[c] = (s, m)
            depth[c] = depth[s] + 1
            stats[1] = max(stats[1], depth[c])
            frontier_set.add(c)
            if method == "ast":
                n += 1
                # newest first among equal f
                fr.push((depth[c] + manhattan(c), -n), c)
            else:
                fr.append(c)


if __name__ == "__main__":
    method = sys.argv[1]
    start = tuple(int(x) for x in sys.argv[2].split(","))
    t0 = time.time()
    goal, parent, depth, stats = search(start, method)
    elapsed = time.time() - t0
    path = []
    s = goal
    while parent[s]:
        s, m = parent[s]
        path.append(m)
    path.reverse()
    with open("output.txt", "w") as f:
        f.write("path_to_goal: " + repr(path) + "\n")
        f.write("cost_of_path: " + str(len(path)) + "\n")
        f.write("nodes_expanded: " + str(stats[0]) + "\n")
        f.write("search_depth: " + str(depth[goal]) + "\n")
        f.write("max_search_depth: " + str(stats[1]) + "\n")
        f.write("running_time: " + "%.8f" % elapsed + "\n")
        f.write("max_ram_usage: " + "%.8f" % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024) + "\n")
