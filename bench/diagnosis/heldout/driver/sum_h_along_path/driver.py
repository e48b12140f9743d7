# 8 puzzle: bfs, dfs, ast
import sys, time, heapq, resource

goal = (0, 1, 2, 3, 4, 5, 6, 7, 8)


def h(s):
    total = 0
    for i in range(9):
        if s[i] != 0:
            total = total + abs(i // 3 - s[i] // 3) + abs(i % 3 - s[i] % 3)
    return total


def moves(s):
    i = s.index(0)
    res = []
    if i > 2:
        res.append(('Up', i - 3))
    if i < 6:
        res.append(('Down', i + 3))
    if i % 3 > 0:
        res.append(('Left', i - 1))
    if i % 3 < 2:
        res.append(('Right', i + 1))
    out = []
    for name, j in res:
        t = list(s)
        t[i] = t[j]
        t[j] = 0
        out.append((name, tuple(t)))
    return out


class Node:
    def __init__(self, s, parent, move, depth, cost):
        self.s, self.parent, self.move, self.depth = s, parent, move, depth
        self.cost = cost   # path cost so far, used as g in A*


def solve(start, method):
    root = Node(start, None, None, 0, h(start))
    counter = 0
    if method == 'ast':
        frontier = [(root.cost, counter, root)]
    else:
        frontier = [root]
    infront = {start}
    explored = set()
    expanded = 0
    maxd = 0
    head = 0
    while True:
        if method == 'ast':
            n = heapq.heappop(frontier)[2]
        elif method == 'dfs':
            n = frontier.pop()
        else:
            n = frontier[head]
            head += 1
        infront.discard(n.s)
        explored.add(n.s)
        if n.s == goal:
            return n, expanded, maxd
        expanded += 1
        kids = moves(n.s)
        if method == 'dfs':
            kids.reverse()
        for name, t in kids:
            if t in infront or t in explored:
                continue
            # cost of reaching t: cost of the parent's path plus this board's distance
            child = Node(t, n, name, n.depth + 1, n.cost + h(t))
            maxd = max(maxd, child.depth)
            infront.add(t)
            if method == 'ast':
                counter += 1
                heapq.heappush(frontier, (child.cost + child.depth, counter, child))
            else:
                frontier.append(child)


m = sys.argv[1]
st = tuple(int(x) for x in sys.argv[2].split(','))
t0 = time.time()
g, e, md = solve(st, m)
elapsed = time.time() - t0
p = []
n = g
while n.parent is not None:
    p.append(n.move)
    n = n.parent
p.reverse()
f = open('output.txt', 'w')
f.write('path_to_goal: ' + str(p) + '\n')
f.write('cost_of_path: ' + str(len(p)) + '\n')
f.write('nodes_expanded: ' + str(e) + '\n')
f.write('search_depth: ' + str(g.depth) + '\n')
f.write('max_search_depth: ' + str(md) + '\n')
f.write('running_time: %.8f\n' % elapsed)
f.write('max_ram_usage: %.8f\n' % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))
f.close()
