"""Search algorithms for the 8-puzzle (bfs, dfs, ast).

Run:  python3 driver.py ast 8,6,4,2,1,3,5,7,0
Writes the statistics to output.txt.
"""
import heapq
import resource
import sys
import time

GOAL = "012345678"

# blank moves: name, row change, column change
DIRECTIONS = (("Up", -1, 0), ("Down", 1, 0), ("Left", 0, -1), ("Right", 0, 1))


def successors(state):
    k = state.index("0")
    r, c = divmod(k, 3)
    for name, dr, dc in DIRECTIONS:
        rr, cc = r + dr, c + dc
        if rr < 0 or rr > 2 or cc < 0 or cc > 2:
            continue
        j = 3 * rr + cc
        s = list(state)
        s[k], s[j] = s[j], s[k]
        yield name, "".join(s)


def heuristic(state):
    total = 0
    for pos, ch in enumerate(state):
        tile = int(ch)
        if tile:
            total += abs(pos // 3 - tile // 3) + abs(pos % 3 - tile % 3)
    return total


class Searcher:
    def __init__(self, start):
        self.start = start
        self.expanded = 0
        self.max_depth = 0

    def note(self, depth):
        if depth > self.max_depth:
            self.max_depth = depth

    def uninformed(self, use_stack):
        # frontier holds (state, moves)
        frontier = [(self.start, [])]
        head = 0
        waiting = {self.start}
        explored = set()
        while head < len(frontier):
            if use_stack:
                state, moves = frontier.pop()
            else:
                state, moves = frontier[head]
                head += 1
            waiting.discard(state)
            explored.add(state)
            if state == GOAL:
                return moves
            self.expanded += 1
            kids = list(successors(state))
            if use_stack:
                kids.reverse()
            for name, kid in kids:
                if kid in waiting or kid in explored:
                    continue
                waiting.add(kid)
                frontier.append((kid, moves + [name]))
                self.note(len(moves) + 1)
        return None

    def astar(self):
        order = 0
        heap = [(heuristic(self.start), order, self.start, [])]
        g_of = {self.start: 0}  # cost the state was put on the heap with
        explored = set()
        while heap:
            f, _, state, moves = heapq.heappop(heap)
            explored.add(state)
            if state == GOAL:
                return moves
            self.expanded += 1
            for name, kid in successors(state):
                if kid in explored:
                    continue
                g = len(moves) + 1
                if kid in g_of and g_of[kid] == g:
                    continue  # already on the heap with this cost
                g_of[kid] = g
                order += 1
                heapq.heappush(heap, (g + heuristic(kid), order, kid, moves + [name]))
                self.note(g)
        return None


def main():
    if len(sys.argv) != 3:
        print("usage: driver.py <bfs|dfs|ast> <board>")
        sys.exit(1)
    method = sys.argv[1]
    start = "".join(sys.argv[2].split(","))
    searcher = Searcher(start)
    begin = time.time()
    if method == "ast":
        path = searcher.astar()
    else:
        path = searcher.uninformed(use_stack=(method == "dfs"))
    elapsed = time.time() - begin
    usage = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    with open("output.txt", "w") as out:
        out.write("path_to_goal: " + str(path) + "\n")
        out.write("cost_of_path: " + str(len(path)) + "\n")
        out.write("nodes_expanded: " + str(searcher.expanded) + "\n")
        out.write("search_depth: " + str(len(path)) + "\n")
        out.write("max_search_depth: " + str(searcher.max_depth) + "\n")
        out.write("running_time: " + "%.8f" % elapsed + "\n")
        out.write("max_ram_usage: " + "%.8f" % usage + "\n")


main()
