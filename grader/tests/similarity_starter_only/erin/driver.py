"""driver.py -- solve the 8-puzzle with BFS, DFS or A* and write output.txt.

Run:  python3 driver.py <bfs|dfs|ast> <board>      e.g.  python3 driver.py bfs 1,2,5,3,4,0,6,7,8

This skeleton runs as it is but writes nothing until you write the searches: the
mini-grader then shows you every line it expects in output.txt. Replace the TODOs.
"""
import resource
import sys
import time

GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)
MOVE_ORDER = ("Up", "Down", "Left", "Right")   # the blank's direction, always in this order


def neighbours(board):
    """Return [(move_name, next_board), ...] in UDLR order, skipping moves off the board."""
    # TODO: find the blank (0), try each move of MOVE_ORDER, swap, collect the results.
    return []


def manhattan(board):
    """Sum of the Manhattan distances of tiles 1..8 to their goal cells (not the blank)."""
    total = 0
    for index, tile in enumerate(board):
        if tile == 0:
            continue
        total += abs(index // 3 - tile // 3) + abs(index % 3 - tile % 3)
    return total


def bfs(start):
    """Return (path, nodes_expanded, search_depth, max_search_depth)."""
    # TODO: FIFO queue + frontier set + explored set. Pop, mark explored, goal test,
    # then expand: add each child that is neither in the frontier nor explored.
    return None


def dfs(start):
    # TODO: like bfs but with a stack; push children in REVERSE UDLR order.
    return None


def ast(start):
    # TODO: priority queue on f = g + manhattan; equal f pops in insertion order
    # (use a counter). No decrease-key.
    return None


def write_output(path, expanded, depth, max_depth, seconds):
    ram_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    with open("output.txt", "w") as out:
        out.write("path_to_goal: %s\n" % path)           # e.g. ['Up', 'Left', 'Left']
        out.write("cost_of_path: %d\n" % len(path))
        out.write("nodes_expanded: %d\n" % expanded)
        out.write("search_depth: %d\n" % depth)
        out.write("max_search_depth: %d\n" % max_depth)
        out.write("running_time: %.8f\n" % seconds)
        out.write("max_ram_usage: %.8f\n" % ram_mb)


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("bfs", "dfs", "ast"):
        print("usage: python3 driver.py <bfs|dfs|ast> <board>", file=sys.stderr)
        sys.exit(2)
    board = tuple(int(x) for x in sys.argv[2].split(","))
    search = {"bfs": bfs, "dfs": dfs, "ast": ast}[sys.argv[1]]
    started = time.time()
    found = search(board)
    if found is None:
        print("driver.py: %s() is not written yet, so there is no output.txt" % sys.argv[1],
              file=sys.stderr)
        return
    path, expanded, depth, max_depth = found
    write_output(path, expanded, depth, max_depth, time.time() - started)


if __name__ == "__main__":
    main()
