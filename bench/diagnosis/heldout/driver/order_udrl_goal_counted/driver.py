import sys, time, resource
from collections import deque
from heapq import heappush, heappop

N = 3
GOAL = "012345678"
# direction the blank travels -> (row step, col step)
DIRECTIONS = {"Up": (-1, 0), "Down": (1, 0), "Right": (0, 1), "Left": (0, -1)}


def successors(state):
    k = state.index("0")
    r, c = divmod(k, N)
    for name, (dr, dc) in DIRECTIONS.items():
        rr, cc = r + dr, c + dc
        if 0 <= rr < N and 0 <= cc < N:
            j = rr * N + cc
            s = list(state)
            s[k], s[j] = s[j], s[k]
            yield name, "".join(s)


def manhattan(state):
    d = 0
    for i, ch in enumerate(state):
        v = int(ch)
        if v:
            d += abs(i // N - v // N) + abs(i % N - v % N)
    return d


def solve(start, method):
    parent = {start: (None, None, 0)}
    frontier_members = {start}
    explored = set()
    nodes_expanded = 0
    max_depth = 0
    order = 0
    if method == "ast":
        frontier = [(manhattan(start), order, start)]
    else:
        frontier = deque([start])
    while frontier:
        if method == "ast":
            state = heappop(frontier)[2]
        elif method == "bfs":
            state = frontier.popleft()
        else:
            state = frontier.pop()
        frontier_members.remove(state)
        explored.add(state)
        nodes_expanded += 1
        if state == GOAL:
            return state, parent, nodes_expanded, max_depth
        kids = list(successors(state))
        if method == "dfs":
            kids = kids[::-1]
        for move, kid in kids:
            if kid in frontier_members or kid in explored:
                continue
            d = parent[state][2] + 1
            parent[kid] = (state, move, d)
            max_depth = max(max_depth, d)
            frontier_members.add(kid)
            if method == "ast":
                order += 1
                heappush(frontier, (d + manhattan(kid), order, kid))
            else:
                frontier.append(kid)


method = sys.argv[1]
start = sys.argv[2].replace(",", "")
begin = time.time()
goal, parent, nodes_expanded, max_depth = solve(start, method)
end = time.time()
path = []
s = goal
while parent[s][0] is not None:
    path.insert(0, parent[s][1])
    s = parent[s][0]
with open("output.txt", "w") as out:
    out.write("path_to_goal: " + str(path) + "\n")
    out.write("cost_of_path: " + str(len(path)) + "\n")
    out.write("nodes_expanded: " + str(nodes_expanded) + "\n")
    out.write("search_depth: " + str(parent[goal][2]) + "\n")
    out.write("max_search_depth: " + str(max_depth) + "\n")
    out.write("running_time: " + "{:.8f}".format(end - begin) + "\n")
    out.write("max_ram_usage: " + "{:.8f}".format(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024) + "\n")
