# MISTAKE: no parity check: an unsolvable pair searches its whole half of the state space and returns None instead of printing No solution.
from collections import deque
import heapq

MOVES = (('left', -1), ('right', 1), ('up', -3), ('down', 3))
COSTS = {'up': 1, 'down': 2, 'left': 3, 'right': 4}


class EightPuzzle(object):
    def __init__(self, squares):
        self.squares = [str(s) for s in squares]
        self.idx = self.squares.index('_')

    def key(self):
        return ''.join(self.squares)

    def __eq__(self, obj):
        return obj is not None and self.key() == obj.key()

    def __hash__(self):
        return hash(self.key())

    def get_successors(self):
        res = []
        r, c = self.idx // 3, self.idx % 3
        ok = {'left': c > 0, 'right': c < 2, 'up': r > 0, 'down': r < 2}
        for name, d in MOVES:
            if not ok[name]:
                res.append(None)
                continue
            sq = self.squares[:]
            sq[self.idx], sq[self.idx + d] = sq[self.idx + d], sq[self.idx]
            res.append(EightPuzzle(sq))
        return res

    def get_parity(self):
        t = [int(x) for x in self.squares if x != '_']
        inv = 0
        for i in range(len(t)):
            for j in range(i + 1, len(t)):
                if t[i] > t[j]:
                    inv += 1
        return inv % 2


def rebuild(parent, node_id):
    acts = []
    while parent[node_id] is not None:
        node_id, a = parent[node_id]
        acts.append(a)
    return acts[::-1]


def search(initial, goal, fifo):
    initial = initial if isinstance(initial, EightPuzzle) else EightPuzzle(initial)
    goal = goal if isinstance(goal, EightPuzzle) else EightPuzzle(goal)
    # each container entry is (puzzle, id); parent[id] = (parent id, action)
    parent = [None]
    box = deque([(initial, 0)])
    visited = set()
    while box:
        p, pid = box.popleft() if fifo else box.pop()
        if p == goal:
            return rebuild(parent, pid)
        for (name, _), s in zip(MOVES, p.get_successors()):
            if s is not None and s not in visited:
                parent.append((pid, name))
                box.append((s, len(parent) - 1))
                visited.add(s)
    return None


def bfs(initial, goal):
    return search(initial, goal, True)


def dfs(initial, goal):
    return search(initial, goal, False)


def ucs(initial, goal):
    initial = initial if isinstance(initial, EightPuzzle) else EightPuzzle(initial)
    goal = goal if isinstance(goal, EightPuzzle) else EightPuzzle(goal)
    parent = [None]
    tie = 0
    pq = [(0, tie, initial, 0)]
    cheapest = {initial: 0}
    while pq:
        g, _, p, pid = heapq.heappop(pq)
        if p == goal:
            return rebuild(parent, pid)
        for (name, _), s in zip(MOVES, p.get_successors()):
            if s is None:
                continue
            ng = g + COSTS[name]
            if s not in cheapest or cheapest[s] > ng:
                cheapest[s] = ng
                parent.append((pid, name))
                tie += 1
                heapq.heappush(pq, (ng, tie, s, len(parent) - 1))
    return None
