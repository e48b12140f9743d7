import sys
import time
import resource
import queue
import collections

# where every tile should end up: tile -> (row, col)
GOAL_POSITIONS = {
    '0': (0, 0), '1': (0, 1), '2': (0, 2),
    '3': (1, 0), '4': (1, 1), '5': (1, 2),
    '6': (2, 0), '7': (2, 1), '8': (2, 2),
}
GOAL_STATE = [0, 1, 2, 3, 4, 5, 6, 7, 8]


def manhattan(state):
    total = 0
    for index, tile in enumerate(state):
        if tile == 0 or tile not in GOAL_POSITIONS:
            continue
        row, col = GOAL_POSITIONS[tile]
        total += abs(index // 3 - row) + abs(index % 3 - col)
    return total


def get_neighbors(state):
    neighbors = []
    b = state.index(0)
    if b >= 3:
        neighbors.append(('Up', b - 3))
    if b <= 5:
        neighbors.append(('Down', b + 3))
    if b % 3 != 0:
        neighbors.append(('Left', b - 1))
    if b % 3 != 2:
        neighbors.append(('Right', b + 1))
    result = []
    for move, j in neighbors:
        new = state[:]
        new[b], new[j] = new[j], new[b]
        result.append((move, new))
    return result


class Agent:
    def __init__(self, start):
        self.start = start
        self.parents = {tuple(start): None}
        self.depths = {tuple(start): 0}
        self.nodes_expanded = 0
        self.max_search_depth = 0

    def record(self, child, parent, move):
        key = tuple(child)
        self.parents[key] = (tuple(parent), move)
        self.depths[key] = self.depths[tuple(parent)] + 1
        if self.depths[key] > self.max_search_depth:
            self.max_search_depth = self.depths[key]

    def bfs(self):
        frontier = collections.deque([self.start])
        seen = {tuple(self.start)}
        explored = set()
        while frontier:
            state = frontier.popleft()
            seen.discard(tuple(state))
            explored.add(tuple(state))
            if state == GOAL_STATE:
                return state
            self.nodes_expanded += 1
            for move, child in get_neighbors(state):
                if tuple(child) not in seen and tuple(child) not in explored:
                    self.record(child, state, move)
                    frontier.append(child)
                    seen.add(tuple(child))

    def dfs(self):
        frontier = [self.start]
        seen = {tuple(self.start)}
        explored = set()
        while frontier:
            state = frontier.pop()
            seen.discard(tuple(state))
            explored.add(tuple(state))
            if state == GOAL_STATE:
                return state
            self.nodes_expanded += 1
            for move, child in reversed(get_neighbors(state)):
                if tuple(child) not in seen and tuple(child) not in explored:
                    self.record(child, state, move)
                    frontier.append(child)
                    seen.add(tuple(child))

    def ast(self):
        frontier = queue.PriorityQueue()
        counter = 0
        frontier.put((manhattan(self.start), counter, self.start))
        seen = {tuple(self.start)}
        explored = set()
        while not frontier.empty():
            _, _, state = frontier.get()
            seen.discard(tuple(state))
            explored.add(tuple(state))
            if state == GOAL_STATE:
                return state
            self.nodes_expanded += 1
            for move, child in get_neighbors(state):
                if tuple(child) not in seen and tuple(child) not in explored:
                    self.record(child, state, move)
                    counter += 1
                    g = self.depths[tuple(child)]
                    frontier.put((g + manhattan(child), counter, child))
                    seen.add(tuple(child))

    def path(self, goal):
        moves = []
        key = tuple(goal)
        while self.parents[key] is not None:
            key, move = self.parents[key]
            moves.append(move)
        return moves[::-1]


def main():
    method = sys.argv[1]
    start = [int(x) for x in sys.argv[2].split(',')]
    agent = Agent(start)
    t0 = time.time()
    goal = getattr(agent, method)()
    t1 = time.time()
    moves = agent.path(goal)
    usage = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    with open('output.txt', 'w') as f:
        f.write('path_to_goal: {}\n'.format(moves))
        f.write('cost_of_path: {}\n'.format(len(moves)))
        f.write('nodes_expanded: {}\n'.format(agent.nodes_expanded))
        f.write('search_depth: {}\n'.format(agent.depths[tuple(goal)]))
        f.write('max_search_depth: {}\n'.format(agent.max_search_depth))
        f.write('running_time: {:.8f}\n'.format(t1 - t0))
        f.write('max_ram_usage: {:.8f}\n'.format(usage))


if __name__ == '__main__':
    main()
