# MISTAKE (issue 41): max_search_depth is written as search_depth + 1, whatever the search
# did. BFS's and A*'s then equal the deepest board popped + 1; DFS's is far too small.
import heapq
import resource
import sys
import time
from collections import deque

MOVES = (("Up", -3), ("Down", 3), ("Left", -1), ("Right", 1))


def children(board):
    z = board.index(0)
    for name, step in MOVES:
        if (name == "Up" and z < 3) or (name == "Down" and z > 5) or \
                (name == "Left" and z % 3 == 0) or (name == "Right" and z % 3 == 2):
            continue
        b = list(board)
        b[z], b[z + step] = b[z + step], 0
        yield name, tuple(b)


def h(board):
    return sum(abs(i // 3 - t // 3) + abs(i % 3 - t % 3) for i, t in enumerate(board) if t)


def run(method, start):
    goal = tuple(range(9))
    parent = {start: None}
    depth = {start: 0}
    waiting = {start}
    done = set()
    if method == "ast":
        order = 0
        box = [(h(start), order, start)]
    else:
        box = deque([start])
    expanded = 0
    while box:
        if method == "ast":
            node = heapq.heappop(box)[2]
        elif method == "dfs":
            node = box.pop()
        else:
            node = box.popleft()
        waiting.discard(node)
        done.add(node)
        if node == goal:
            break
        expanded += 1
        kids = list(children(node))
        if method == "dfs":
            kids.reverse()
        for name, kid in kids:
            if kid in waiting or kid in done:
                continue
            parent[kid] = (node, name)
            depth[kid] = depth[node] + 1
            waiting.add(kid)
            if method == "ast":
                order += 1
                heapq.heappush(box, (depth[kid] + h(kid), order, kid))
            else:
                box.append(kid)
    path = []
    at = goal
    while parent[at] is not None:
        at, name = parent[at]
        path.append(name)
    path.reverse()
    return path, expanded, depth[goal], depth[goal] + 1


def main():
    began = time.time()
    path, expanded, d, max_d = run(sys.argv[1], tuple(int(x) for x in sys.argv[2].split(",")))
    lines = ["path_to_goal: " + str(path), "cost_of_path: %d" % len(path),
             "nodes_expanded: %d" % expanded, "search_depth: %d" % d,
             "max_search_depth: %d" % max_d, "running_time: %.8f" % (time.time() - began),
             "max_ram_usage: %.8f" % (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0)]
    with open("output.txt", "w") as out:
        out.write("\n".join(lines) + "\n")


main()
