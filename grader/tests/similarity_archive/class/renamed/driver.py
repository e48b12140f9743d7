# 8-puzzle solver
import sys, time, resource
from heapq import heappush, heappop
from collections import deque

TARGET = "012345678"
# (name, index offset, test that the blank may move that way)
MOVES = [
    ("Up", -3, lambda blank: blank >= 3),
    ("Down", 3, lambda blank: blank <= 5),
    ("Left", -1, lambda blank: blank % 3 != 0),
    ("Right", 1, lambda blank: blank % 3 != 2),
]


def successors(state):
    blank = state.index("0")
    result = []
    for label, step, allowed in MOVES:
        if allowed(blank):
            other = blank + step
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append((label, "".join(cells)))
    return result


def estimate(state):
    return sum(abs(pos // 3 - int(ch) // 3) + abs(pos % 3 - int(ch) % 3)
               for pos, ch in enumerate(state) if ch != "0")


def walk_back(came_from, state):
    steps = []
    while came_from[state][0] is not None:
        state, mv = came_from[state]
        steps.append(mv)
    return steps[::-1]


def run_search(root, pop_one, push_one, backwards=False):
    """Shared loop for bfs/dfs; take/put operate on the container."""
    container = push_one(None, root)
    waiting = {root}
    done = set()
    came_from = {root: (None, None)}
    level = {root: 0}
    count = 0
    max_level = 0
    while container:
        state = pop_one(container)
        waiting.discard(state)
        done.add(state)
        if state == TARGET:
            return walk_back(came_from, state), count, level[state], max_level
        count += 1
        children = successors(state)
        if backwards:
            children = children[::-1]
        for mv, nxt in children:
            if nxt in waiting or nxt in done:
                continue
            came_from[nxt] = (state, mv)
            level[nxt] = level[state] + 1
            max_level = max(max_level, level[nxt])
            push_one(container, nxt)
            waiting.add(nxt)
    return None


def bfs(root):
    def push_one(container, item):
        if container is None:
            return deque([item])
        container.append(item)
    return run_search(root, lambda q: q.popleft(), push_one)


def dfs(root):
    def push_one(container, item):
        if container is None:
            return [item]
        container.append(item)
    return run_search(root, lambda q: q.pop(), push_one, backwards=True)


def ast(root):
    serial = 0
    heap = [(estimate(root), serial, root)]
    waiting = {root}
    done = set()
    came_from = {root: (None, None)}
    cost = {root: 0}
    count = max_level = 0
    while heap:
        _, _, state = heappop(heap)
        waiting.discard(state)
        done.add(state)
        if state == TARGET:
            return walk_back(came_from, state), count, cost[state], max_level
        count += 1
        for mv, nxt in successors(state):
            if nxt in waiting or nxt in done:
                continue
            came_from[nxt] = (state, mv)
            cost[nxt] = cost[state] + 1
            max_level = max(max_level, cost[nxt])
            serial += 1
            heappush(heap, (cost[nxt] + estimate(nxt), serial, nxt))
            waiting.add(nxt)
    return None


if __name__ == "__main__":
    method, arg = sys.argv[1], sys.argv[2]
    root = "".join(arg.split(","))
    begin = time.time()
    route, count, sd, md = {"bfs": bfs, "dfs": dfs, "ast": ast}[method](root)
    took = time.time() - begin
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    report = [
        "path_to_goal: %s" % route,
        "cost_of_path: %d" % len(route),
        "nodes_expanded: %d" % count,
        "search_depth: %d" % sd,
        "max_search_depth: %d" % md,
        "running_time: %.8f" % took,
        "max_ram_usage: %.8f" % ram,
    ]
    with open("output.txt", "w") as fh:
        fh.write("\n".join(report) + "\n")
