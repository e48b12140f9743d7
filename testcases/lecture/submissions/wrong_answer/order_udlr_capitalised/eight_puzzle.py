# MISTAKES: successors are generated up, down, left, right (the lecture's order is left,
# right, up, down), and the actions are spelled 'Up', 'Left' (the lecture's are lowercase).
"""Eight puzzle: BFS, DFS and UCS over 9-character strings."""
import heapq
from collections import deque

MOVES = [('Up', -3), ('Down', 3), ('Left', -1), ('Right', 1)]
COST = {'Up': 1, 'Down': 2, 'Left': 3, 'Right': 4}


class EightPuzzle:
    def __init__(self, squares):
        self.squares = ''.join(str(s) for s in squares)
        self.idx = self.squares.index('_')

    def __eq__(self, other):
        return isinstance(other, EightPuzzle) and self.squares == other.squares

    def __hash__(self):
        return hash(self.squares)

    def get_successors(self):
        """(action, puzzle) for every move the blank can make."""
        row, col = divmod(self.idx, 3)
        out = []
        for action, step in MOVES:
            if action == 'Up' and row == 0 or action == 'Down' and row == 2:
                continue
            if action == 'Left' and col == 0 or action == 'Right' and col == 2:
                continue
            s = list(self.squares)
            s[self.idx], s[self.idx + step] = s[self.idx + step], s[self.idx]
            out.append((action, EightPuzzle(s)))
        return out

    def get_parity(self):
        tiles = [int(c) for c in self.squares if c != '_']
        inv = 0
        for i in range(len(tiles)):
            for j in range(i + 1, len(tiles)):
                if tiles[i] > tiles[j]:
                    inv += 1
        return inv % 2


def path(node):
    actions = []
    while node[1] is not None:
        actions.append(node[2])
        node = node[1]
    return actions[::-1]


def search(initial, goal, take):
    start, goal = EightPuzzle(initial), EightPuzzle(goal)
    if start.get_parity() != goal.get_parity():
        print('No solution')
        return None
    container = deque([(start, None, None)])   # (puzzle, parent node, action)
    visited = set()
    while container:
        node = container.popleft() if take == 'front' else container.pop()
        if node[0] == goal:
            return path(node)
        for action, nxt in node[0].get_successors():
            if nxt not in visited:
                container.append((nxt, node, action))
                visited.add(nxt)
    return None


def bfs(initial, goal):
    return search(initial, goal, 'front')


def dfs(initial, goal):
    return search(initial, goal, 'back')


def ucs(initial, goal):
    start, goal = EightPuzzle(initial), EightPuzzle(goal)
    if start.get_parity() != goal.get_parity():
        print('No solution')
        return None
    count = 0
    heap = [(0, count, (start, None, None))]
    best = {start: 0}
    while heap:
        cost, _, node = heapq.heappop(heap)
        if node[0] == goal:
            return path(node)
        for action, nxt in node[0].get_successors():
            c = cost + COST[action]
            if nxt not in best or best[nxt] > c:
                best[nxt] = c
                count += 1
                heapq.heappush(heap, (c, count, (nxt, node, action)))
    return None
