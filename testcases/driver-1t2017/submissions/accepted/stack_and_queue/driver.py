"""8-puzzle solver, term 1T2017 version: bfs, dfs, ast and ida.

python3 driver.py <method> <board>   e.g.  python3 driver.py ida 1,2,5,3,4,0,6,7,8
Writes output.txt with nine lines.
"""
import heapq
import resource
import sys
import time
from collections import deque

GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)
MOVES = [('Up', -3), ('Down', 3), ('Left', -1), ('Right', 1)]
OPPOSITE = {'Up': 'Down', 'Down': 'Up', 'Left': 'Right', 'Right': 'Left'}


def neighbors(state):
    """(move, child) pairs in UDLR order."""
    result = []
    z = state.index(0)
    row, col = z // 3, z % 3
    for name, step in MOVES:
        if name == 'Up' and row == 0 or name == 'Down' and row == 2:
            continue
        if name == 'Left' and col == 0 or name == 'Right' and col == 2:
            continue
        board = list(state)
        board[z], board[z + step] = board[z + step], board[z]
        result.append((name, tuple(board)))
    return result


def manhattan(state):
    h = 0
    for pos, tile in enumerate(state):
        if tile != 0:
            h += abs(pos // 3 - tile // 3) + abs(pos % 3 - tile % 3)
    return h


class Stats:
    def __init__(self):
        self.expanded = 0
        self.fringe = 0
        self.max_fringe = 0
        self.max_depth = 0


def path_of(parents, state):
    path = []
    while parents[state][0] is not None:
        parent, move, _ = parents[state]
        path.append(move)
        state = parent
    return path[::-1]


def bfs_or_dfs(start, use_stack):
    stats = Stats()
    frontier = [start] if use_stack else deque([start])
    in_frontier = {start}
    explored = set()
    parents = {start: (None, None, 0)}
    while frontier:
        state = frontier.pop() if use_stack else frontier.popleft()
        in_frontier.discard(state)
        explored.add(state)
        if state == GOAL:
            stats.fringe = len(frontier)
            return path_of(parents, state), stats
        stats.expanded += 1
        depth = parents[state][2]
        children = neighbors(state)
        if use_stack:
            children.reverse()
        for move, child in children:
            if child not in explored and child not in in_frontier:
                parents[child] = (state, move, depth + 1)
                frontier.append(child)
                in_frontier.add(child)
                stats.max_depth = max(stats.max_depth, depth + 1)
        stats.max_fringe = max(stats.max_fringe, len(frontier))
    return None, stats


def astar(start):
    stats = Stats()
    count = 0
    heap = [(manhattan(start), count, start)]
    in_frontier = {start}
    explored = set()
    parents = {start: (None, None, 0)}
    while heap:
        _, _, state = heapq.heappop(heap)
        in_frontier.discard(state)
        explored.add(state)
        if state == GOAL:
            stats.fringe = len(heap)
            return path_of(parents, state), stats
        stats.expanded += 1
        depth = parents[state][2]
        for move, child in neighbors(state):
            if child not in explored and child not in in_frontier:
                parents[child] = (state, move, depth + 1)
                count += 1
                heapq.heappush(heap, (depth + 1 + manhattan(child), count, child))
                in_frontier.add(child)
                stats.max_depth = max(stats.max_depth, depth + 1)
        stats.max_fringe = max(stats.max_fringe, len(heap))
    return None, stats


def ida(start):
    """IDA*: each pass is a depth-first search on a stack, children over the bound are
    not pushed; the previous move is never undone."""
    stats = Stats()
    bound = manhattan(start)
    while True:
        next_bound = None
        stack = [(start, 0, [], None)]
        while stack:
            state, g, path, last = stack.pop()
            if state == GOAL:
                stats.fringe = len(stack)
                return path, stats
            stats.expanded += 1
            children = []
            for move, child in neighbors(state):
                if last is not None and move == OPPOSITE[last]:
                    continue
                f = g + 1 + manhattan(child)
                if f > bound:
                    if next_bound is None or f < next_bound:
                        next_bound = f
                    continue
                children.append((child, g + 1, path + [move], move))
                stats.max_depth = max(stats.max_depth, g + 1)
            stack.extend(reversed(children))
            stats.max_fringe = max(stats.max_fringe, len(stack))
        if next_bound is None:
            return None, stats
        bound = next_bound


def main():
    method, board = sys.argv[1], tuple(int(x) for x in sys.argv[2].split(','))
    began = time.perf_counter()
    if method == 'bfs':
        path, stats = bfs_or_dfs(board, False)
    elif method == 'dfs':
        path, stats = bfs_or_dfs(board, True)
    elif method == 'ast':
        path, stats = astar(board)
    else:
        path, stats = ida(board)
    elapsed = time.perf_counter() - began
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    with open('output.txt', 'w') as out:
        out.write('path_to_goal: ' + str(path) + '\n')
        out.write('cost_of_path: ' + str(len(path)) + '\n')
        out.write('nodes_expanded: ' + str(stats.expanded) + '\n')
        out.write('fringe_size: ' + str(stats.fringe) + '\n')
        out.write('max_fringe_size: ' + str(stats.max_fringe) + '\n')
        out.write('search_depth: ' + str(len(path)) + '\n')
        out.write('max_search_depth: ' + str(stats.max_depth) + '\n')
        out.write('running_time: %.8f\n' % elapsed)
        out.write('max_ram_usage: %.8f\n' % ram)


if __name__ == '__main__':
    main()
