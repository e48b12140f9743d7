import sys, time, random, heapq, resource
from collections import deque

goal = (0, 1, 2, 3, 4, 5, 6, 7, 8)
dirs = (('Up', -3), ('Down', 3), ('Left', -1), ('Right', 1))


def ok(z, name):
    return {'Up': z > 2, 'Down': z < 6, 'Left': z % 3 > 0, 'Right': z % 3 < 2}[name]


def nexts(s):
    z = s.index(0)
    for name, d in dirs:
        if ok(z, name):
            l = list(s)
            l[z], l[z + d] = l[z + d], l[z]
            yield name, tuple(l)


def manh(s):
    return sum(abs(i // 3 - v // 3) + abs(i % 3 - v % 3) for i, v in enumerate(s) if v)


def search(start, how):
    par = {start: None}
    dep = {start: 0}
    fr_set = {start}
    seen = set()
    expanded = maxd = 0
    if how == 'ast':
        fr = [(manh(start), random.random(), start)]
    else:
        fr = deque([start])
    while fr:
        if how == 'ast':
            s = heapq.heappop(fr)[2]
        elif how == 'bfs':
            s = fr.popleft()
        else:
            s = fr.pop()
        fr_set.remove(s)
        seen.add(s)
        if s == goal:
            return s, par, dep, expanded, maxd
        expanded += 1
        kids = list(nexts(s))
        if how == 'dfs':
            kids.reverse()
        for m, k in kids:
            if k in fr_set or k in seen:
                continue
            par[k] = (s, m)
            dep[k] = dep[s] + 1
            maxd = max(maxd, dep[k])
            fr_set.add(k)
            if how == 'ast':
                # equal f: pick any, random number keeps the tuple comparable
                heapq.heappush(fr, (dep[k] + manh(k), random.random(), k))
            else:
                fr.append(k)


how = sys.argv[1]
start = tuple(int(x) for x in sys.argv[2].split(','))
t = time.time()
s, par, dep, expanded, maxd = search(start, how)
t = time.time() - t
path = []
g = s
while par[s] is not None:
    s, m = par[s]
    path.append(m)
path = path[::-1]
with open('output.txt', 'w') as f:
    f.write('path_to_goal: ' + str(path) + '\n')
    f.write('cost_of_path: ' + str(len(path)) + '\n')
    f.write('nodes_expanded: ' + str(expanded) + '\n')
    f.write('search_depth: ' + str(dep[g]) + '\n')
    f.write('max_search_depth: ' + str(maxd) + '\n')
    f.write('running_time: %.8f\n' % t)
    f.write('max_ram_usage: %.8f\n' % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))
