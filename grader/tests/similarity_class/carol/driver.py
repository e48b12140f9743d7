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
    z = board.index(0)
    steps = {"Up": -3, "Down": 3, "Left": -1, "Right": 1}
    legal = {
        "Up": z >= 3,
        "Down": z < 6,
        "Left": z % 3 != 0,
        "Right": z % 3 != 2,
    }
    children = []
    for name in MOVE_ORDER:
        if legal[name]:
            j = z + steps[name]
            b = list(board)
            b[z] = b[j]
            b[j] = 0
            children.append((name, tuple(b)))
    return children


def manhattan(board):
    """Sum of the Manhattan distances of tiles 1..8 to their goal cells (not the blank)."""
    return sum(abs(i // 3 - v // 3) + abs(i % 3 - v % 3) for i, v in enumerate(board) if v)


class Record:
    """One search node: the board, how it was reached and how deep it is."""

    def __init__(self, board, parent=None, move=None):
        self.board = board
        self.parent = parent
        self.move = move
        self.depth = 0 if parent is None else parent.depth + 1

    def moves(self):
        node, out = self, []
        while node.parent is not None:
            out.append(node.move)
            node = node.parent
        out.reverse()
        return out


def generic_search(start, take):
    """Uninformed search; take(list) removes the next record to expand."""
    pending = [Record(start)]
    known = {start}
    count = deepest = 0
    while len(pending) > 0:
        rec = take(pending)
        if rec.board == GOAL:
            return rec.moves(), count, rec.depth, deepest
        count += 1
        kids = neighbours(rec.board)
        if take is list.pop:
            kids = kids[::-1]
        for name, b in kids:
            if b in known:
                continue
            known.add(b)
            pending.append(Record(b, rec, name))
            deepest = rec.depth + 1 if rec.depth + 1 > deepest else deepest
    return None


def bfs(start):
    """Return (path, nodes_expanded, search_depth, max_search_depth)."""
    return generic_search(start, lambda items: items.pop(0))


def dfs(start):
    return generic_search(start, list.pop)


def ast(start):
    import itertools
    order = itertools.count()
    best = {start: 0}
    parents = {start: None}
    pool = [(manhattan(start), next(order), start)]
    done = set()
    popped = top = 0
    while pool:
        f, _, b = min(pool)
        pool.remove((f, _, b))
        if b in done:
            continue
        done.add(b)
        if b == GOAL:
            trail = []
            while parents[b] is not None:
                b, step = parents[b]
                trail.insert(0, step)
            return trail, popped, len(trail), top
        popped += 1
        for name, c in neighbours(b):
            g = best[b] + 1
            if c not in best or g < best[c]:
                best[c] = g
                parents[c] = (b, name)
                top = g if g > top else top
                pool.append((g + manhattan(c), next(order), c))
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
