"""8-puzzle agent: BFS, DFS and A* with statistics written to output.txt."""
import heapq
import resource
import sys
import time
from collections import deque
from types import SimpleNamespace

GOAL_TILES = (0, 1, 2, 3, 4, 5, 6, 7, 8)
MOVES = (("Up", -1, 0), ("Down", 1, 0), ("Left", 0, -1), ("Right", 0, 1))


def make_state(tiles, parent=None, action=None, depth=0):
    state = SimpleNamespace()
    state.tiles = tiles
    state.parent = parent
    state.action = action
    state.depth = depth
    state.blank = tiles.index(0)
    return state


def is_goal(state):
    return state.tiles == GOAL_TILES


def expand(state):
    """Children in UDLR order."""
    row, col = divmod(state.blank, 3)
    kids = []
    for name, dr, dc in MOVES:
        r, c = row + dr, col + dc
        if 0 <= r < 3 and 0 <= c < 3:
            target = r * 3 + c
            new = list(state.tiles)
            new[state.blank], new[target] = new[target], new[state.blank]
            kids.append(make_state(tuple(new), state, name, state.depth + 1))
    return kids


def manhattan(state):
    dist = 0
    for pos, tile in enumerate(state.tiles):
        if tile != 0:
            dist += abs(pos // 3 - tile // 3) + abs(pos % 3 - tile % 3)
    return dist


def path(state):
    moves = []
    node = state
    while node.parent is not None:
        moves.append(node.action)
        node = node.parent
    return moves[::-1]


def make_solver(start):
    solver = SimpleNamespace()
    solver.start = make_state(start)
    solver.nodes_expanded = 0
    solver.max_search_depth = 0
    return solver


def note_depth(solver, state):
    if state.depth > solver.max_search_depth:
        solver.max_search_depth = state.depth


def bfs(solver):
    frontier = deque([solver.start])
    in_frontier = {solver.start.tiles}
    explored = set()
    while frontier:
        state = frontier.popleft()
        in_frontier.discard(state.tiles)
        explored.add(state.tiles)
        if is_goal(state):
            return state
        solver.nodes_expanded += 1
        for child in expand(state):
            if child.tiles not in in_frontier and child.tiles not in explored:
                frontier.append(child)
                in_frontier.add(child.tiles)
                note_depth(solver, child)
    return None


def dfs(solver):
    stack = [solver.start]
    in_frontier = {solver.start.tiles}
    explored = set()
    while stack:
        state = stack.pop()
        in_frontier.discard(state.tiles)
        explored.add(state.tiles)
        if is_goal(state):
            return state
        solver.nodes_expanded += 1
        for child in reversed(expand(state)):
            if child.tiles not in in_frontier and child.tiles not in explored:
                stack.append(child)
                in_frontier.add(child.tiles)
                note_depth(solver, child)
    return None


def ast(solver):
    counter = 0
    heap = [(manhattan(solver.start), counter, solver.start)]
    in_frontier = {solver.start.tiles}
    explored = set()
    while heap:
        _, _, state = heapq.heappop(heap)
        in_frontier.discard(state.tiles)
        explored.add(state.tiles)
        if is_goal(state):
            return state
        solver.nodes_expanded += 1
        for child in expand(state):
            if child.tiles not in in_frontier and child.tiles not in explored:
                counter += 1
                heapq.heappush(heap, (child.depth + manhattan(child), counter, child))
                in_frontier.add(child.tiles)
                note_depth(solver, child)
    return None


def write_report(goal, solver, seconds):
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    with open("output.txt", "w") as out:
        out.write("path_to_goal: " + str(path(goal)) + "\n")
        out.write("cost_of_path: " + str(len(path(goal))) + "\n")
        out.write("nodes_expanded: " + str(solver.nodes_expanded) + "\n")
        out.write("search_depth: " + str(goal.depth) + "\n")
        out.write("max_search_depth: " + str(solver.max_search_depth) + "\n")
        out.write("running_time: " + format(seconds, ".8f") + "\n")
        out.write("max_ram_usage: " + format(ram, ".8f") + "\n")


def main():
    method = sys.argv[1]
    tiles = tuple(int(x) for x in sys.argv[2].split(","))
    solver = make_solver(tiles)
    began = time.time()
    goal = {"bfs": bfs, "dfs": dfs, "ast": ast}[method](solver)
    write_report(goal, solver, time.time() - began)


if __name__ == "__main__":
    main()
