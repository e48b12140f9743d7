"""puzzle.py -- solve the 8-puzzle with BFS, DFS or A* and write output.txt.

Run:  python3 puzzle.py <bfs|dfs|ast> <board>      e.g.  python3 puzzle.py bfs 1,2,5,3,4,0,6,7,8

This skeleton runs as it is but writes nothing until you write the searches: the
mini-grader then shows you every line it expects in output.txt. Replace the TODOs.
"""
import math
import resource
import sys
import time


class PuzzleState(object):
    """A board (config, a list read row by row, 0 the blank), the state it came from
    (parent), the move that led here (action) and the number of moves so far (cost)."""

    def __init__(self, config, n, parent=None, action="Initial", cost=0):
        if n * n != len(config) or n < 2:
            raise Exception("The length of config is not correct!")
        self.n = n
        self.config = config
        self.parent = parent
        self.action = action
        self.cost = cost
        self.children = []
        self.blank_index = config.index(0)

    def move_up(self):
        """The state after the blank moves one row up, or None off the board."""
        # TODO: copy config, swap the blank with the tile above it,
        # return PuzzleState(new_config, self.n, self, "Up", self.cost + 1).
        return None

    def move_down(self):
        # TODO
        return None

    def move_left(self):
        # TODO
        return None

    def move_right(self):
        # TODO
        return None

    def expand(self):
        """The children, always in the order Up, Down, Left, Right."""
        if not self.children:
            moves = [self.move_up(), self.move_down(), self.move_left(), self.move_right()]
            self.children = [child for child in moves if child is not None]
        return self.children


def writeOutput(goal_state, nodes_expanded, max_search_depth, seconds):
    path = []
    state = goal_state
    while state.parent is not None:
        path.insert(0, state.action)
        state = state.parent
    ram_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    with open("output.txt", "w") as out:
        out.write("path_to_goal: %s\n" % path)                # e.g. ['Up', 'Left', 'Left']
        out.write("cost_of_path: %d\n" % len(path))
        out.write("nodes_expanded: %d\n" % nodes_expanded)
        out.write("search_depth: %d\n" % goal_state.cost)
        out.write("max_search_depth: %d\n" % max_search_depth)
        out.write("running_time: %.8f\n" % seconds)
        out.write("max_ram_usage: %.8f\n" % ram_mb)


def bfs_search(initial_state):
    """Return (goal_state, nodes_expanded, max_search_depth), or None."""
    # TODO: FIFO queue + frontier set + explored set. Pop, mark explored, goal test,
    # then expand: add each child that is neither in the frontier nor explored.
    return None


def dfs_search(initial_state):
    # TODO: like bfs_search but with a stack; push the children in REVERSE order.
    return None


def A_star_search(initial_state):
    # TODO: priority queue on calculate_total_cost; equal costs pop in insertion order
    # (put a counter in each entry). No decrease-key.
    return None


def calculate_total_cost(state):
    """g + h: the moves so far plus the Manhattan distance of the tiles 1..8."""
    # TODO: state.cost + the sum of calculate_manhattan_dist over the board.
    return state.cost


def calculate_manhattan_dist(idx, value, n):
    """How far tile `value`, at index `idx`, is from its goal cell (0 for the blank)."""
    # TODO
    return 0


def test_goal(puzzle_state):
    """Whether the board is 0, 1, 2, ..., 8."""
    return puzzle_state.config == list(range(len(puzzle_state.config)))


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("bfs", "dfs", "ast"):
        print("usage: python3 puzzle.py <bfs|dfs|ast> <board>", file=sys.stderr)
        sys.exit(2)
    board = [int(x) for x in sys.argv[2].split(",")]
    start = PuzzleState(board, int(math.sqrt(len(board))))
    search = {"bfs": bfs_search, "dfs": dfs_search, "ast": A_star_search}[sys.argv[1]]
    started = time.time()
    found = search(start)
    if found is None:
        print("puzzle.py: %s is not written yet, so there is no output.txt" % search.__name__,
              file=sys.stderr)
        return
    goal_state, nodes_expanded, max_search_depth = found
    writeOutput(goal_state, nodes_expanded, max_search_depth, time.time() - started)


if __name__ == "__main__":
    main()
