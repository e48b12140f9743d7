import sys, time, resource, heapq

GOAL = [0, 1, 2, 3, 4, 5, 6, 7, 8]
ORDER = ['Up', 'Down', 'Left', 'Right']
OFFSET = {'Up': -3, 'Down': 3, 'Left': -1, 'Right': 1}


class Node:
    created = 0

    def __init__(self, state, parent, action, g):
        self.state = state
        self.parent = parent
        self.action = action
        self.g = g
        self.h = self.calc_h()
        self.f = self.g + self.h
        Node.created += 1
        self.serial = Node.created

    def calc_h(self):
        d = 0
        for i in range(9):
            t = self.state[i]
            if t != 0:
                d += abs(i // 3 - t // 3) + abs(i % 3 - t % 3)
        return d

    def key(self):
        return tuple(self.state)

    def __lt__(self, other):
        if self.f != other.f:
            return self.f < other.f
        return self.serial < other.serial

    def successors(self):
        z = self.state.index(0)
        res = []
        for a in ORDER:
            if a == 'Up' and z < 3: continue
            if a == 'Down' and z > 5: continue
            if a == 'Left' and z % 3 == 0: continue
            if a == 'Right' and z % 3 == 2: continue
            s = self.state[:]
            j = z + OFFSET[a]
            s[z], s[j] = s[j], s[z]
            res.append(Node(s, self, a, self.g + 1))
        return res

    def actions(self):
        acts = []
        n = self
        while n.parent:
            acts.append(n.action)
            n = n.parent
        return list(reversed(acts))


def bfs(start, stats):
    q = [start]
    head = 0
    seen = {start.key()}
    while head < len(q):
        node = q[head]
        head += 1
        if node.state == GOAL:
            return node
        stats['expanded'] += 1
        for c in node.successors():
            if c.key() not in seen:
                seen.add(c.key())
                q.append(c)
                stats['max_depth'] = max(stats['max_depth'], c.g)


def dfs(start, stats):
    stack = [start]
    seen = {start.key()}
    while stack:
        node = stack.pop()
        if node.state == GOAL:
            return node
        stats['expanded'] += 1
        for c in reversed(node.successors()):
            if c.key() not in seen:
                seen.add(c.key())
                stack.append(c)
                stats['max_depth'] = max(stats['max_depth'], c.g)


def ast(start, stats):
    heap = [start]
    open_nodes = {start.key(): start}
    closed = set()
    while heap:
        node = heapq.heappop(heap)
        del open_nodes[node.key()]
        closed.add(node.key())
        if node.state == GOAL:
            return node
        stats['expanded'] += 1
        for c in node.successors():
            k = c.key()
            if k in closed:
                continue
            if k in open_nodes:
                old = open_nodes[k]
                if c.g < old.g:
                    # cheaper way: fix the node that is already in the heap
                    old.g = c.g
                    old.f = c.f
                    old.parent = node
                    old.action = c.action
                    stats['max_depth'] = max(stats['max_depth'], c.g)
                continue
            open_nodes[k] = c
            heapq.heappush(heap, c)
            stats['max_depth'] = max(stats['max_depth'], c.g)


if __name__ == '__main__':
    method = sys.argv[1]
    start = Node([int(x) for x in sys.argv[2].split(',')], None, None, 0)
    stats = {'expanded': 0, 'max_depth': 0}
    began = time.time()
    goal = {'bfs': bfs, 'dfs': dfs, 'ast': ast}[method](start, stats)
    took = time.time() - began
    acts = goal.actions()
    f = open('output.txt', 'w')
    f.write('path_to_goal: ' + str(acts) + '\n')
    f.write('cost_of_path: ' + str(len(acts)) + '\n')
    f.write('nodes_expanded: ' + str(stats['expanded']) + '\n')
    f.write('search_depth: ' + str(goal.g) + '\n')
    f.write('max_search_depth: ' + str(stats['max_depth']) + '\n')
    f.write('running_time: ' + format(took, '.8f') + '\n')
    f.write('max_ram_usage: ' + format(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, '.8f') + '\n')
    f.close()
