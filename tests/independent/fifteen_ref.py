#!/usr/bin/env python3
"""Independent implementation of the `fifteen` assignment (assignments.md, section 3).

Usage:
    python3 fifteen_ref.py <misplaced|manhattan> <file|-> [--variant NAME]

reads a 4x4 board (4 lines of 4 tokens, '-' is the blank) and prints what
solve_and_print(board, better_h) prints.

Default rules (the published ones): a queue.PriorityQueue of node objects whose __lt__
compares only key = g + h (set when the child is created), so ties fall wherever
Python's heapq puts them. Legal moves in the order: blank goes Up, Left, Down, Right.
Loop: get(); skip it if its state is explored; stop if it is the goal; add it to explored;
put every legal child, no membership check. Nodes explored = len(explored) at the end.
Tiles are plain tuples instead of numpy arrays: the queue sees the same pushes, keys and
comparisons, so the pop order is identical.

Variants (exactly one rule changes from the default):
  count-pops  nodes explored counts every get(): skipped duplicates and the goal pop
              included (so a solved board reports 1).
  fifo-ties   __lt__ compares (key, insertion number): equal keys pop first-in first-out.
"""

import argparse
import sys
from queue import PriorityQueue

WIDTH = 4
GOAL = tuple(list(range(1, WIDTH * WIDTH)) + [0])
VARIANTS = ('default', 'count-pops', 'fifo-ties')

# The five puzzles of the course notebook (data, not code).
PUZZLES = {
    'zero_moves': '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 -',
    'one_move': '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 - 15',
    'six_moves': '1 2 3 4\n5 10 6 8\n- 9 7 12\n13 14 11 15',
    'sixteen_moves': '10 2 4 8\n1 5 3 -\n9 7 6 12\n13 14 11 15',
    'forty_moves': '4 3 - 11\n2 1 6 8\n13 9 7 15\n10 14 12 5',
}


def parse_board(text):
    rows = [line.split() for line in text.strip().splitlines() if line.strip()]
    if len(rows) != WIDTH or any(len(r) != WIDTH for r in rows):
        raise ValueError('board must be 4 lines of 4 tokens')
    tiles = []
    for tok in (t for r in rows for t in r):
        tiles.append(0 if tok == '-' else int(tok))
    if sorted(tiles) != list(range(WIDTH * WIDTH)):
        raise ValueError('board must hold 1..15 once and one "-"')
    return tuple(tiles)


def is_solvable(tiles):
    seq = [t for t in tiles if t]
    inv = sum(1 for i in range(len(seq)) for j in range(i + 1, len(seq)) if seq[i] > seq[j])
    blank_row_from_bottom = WIDTH - tiles.index(0) // WIDTH
    return (inv + blank_row_from_bottom) % 2 == 1


def misplaced(tiles):
    return sum(1 for i, t in enumerate(tiles) if t and t != i + 1)


def manhattan(tiles):
    total = 0
    for i, t in enumerate(tiles):
        if t:
            total += abs(i // WIDTH - (t - 1) // WIDTH) + abs(i % WIDTH - (t - 1) % WIDTH)
    return total


class Node:
    __slots__ = ('tiles', 'blank', 'g', 'key', 'parent', 'order')

    def __init__(self, tiles, blank, g, key, parent, order):
        self.tiles = tiles
        self.blank = blank
        self.g = g
        self.key = key
        self.parent = parent
        self.order = order

    def __lt__(self, other):
        return self.key < other.key


class FifoNode(Node):
    __slots__ = ()

    def __lt__(self, other):
        return (self.key, self.order) < (other.key, other.order)


def children(tiles, blank):
    """(child_tiles, child_blank) in the order the blank goes Up, Left, Down, Right."""
    row, col = divmod(blank, WIDTH)
    targets = []
    if row > 0:
        targets.append(blank - WIDTH)
    if col > 0:
        targets.append(blank - 1)
    if row < WIDTH - 1:
        targets.append(blank + WIDTH)
    if col < WIDTH - 1:
        targets.append(blank + 1)
    for t in targets:
        child = list(tiles)
        child[blank], child[t] = child[t], 0
        yield tuple(child), t


def solve(tiles, better_h, variant='default'):
    """Return (path as list of tile tuples or None, nodes explored)."""
    h = manhattan if better_h else misplaced
    cls = FifoNode if variant == 'fifo-ties' else Node
    counter = 0
    queue = PriorityQueue()
    # The course code puts the start with key 0 (it is never compared before popping).
    queue.put(cls(tiles, tiles.index(0), 0, 0, None, counter))
    explored = set()
    pops = 0
    while not queue.empty():
        current = queue.get()
        pops += 1
        if current.tiles in explored:
            continue
        if current.tiles == GOAL:
            path = []
            node = current
            while node is not None:
                path.append(node.tiles)
                node = node.parent
            path.reverse()
            return path, (pops if variant == 'count-pops' else len(explored))
        explored.add(current.tiles)
        g = current.g + 1
        for child, blank in children(current.tiles, current.blank):
            counter += 1
            queue.put(cls(child, blank, g, g + h(child), current, counter))
    return None, (pops if variant == 'count-pops' else len(explored))


def board_text(tiles):
    lines = []
    for r in range(WIDTH):
        row = tiles[r * WIDTH:(r + 1) * WIDTH]
        lines.append(' '.join('-' if t == 0 else str(t) for t in row))
    return '\n'.join(lines) + '\n'


def solve_and_print_lines(tiles, better_h, variant='default'):
    path, explored = solve(tiles, better_h, variant)
    out = [f'{explored} nodes explored']
    if path is None:
        out.append('No path found')
    else:
        out.append(f'{len(path) - 1} steps')
        for board in path:
            # print() of a board string that ends in a newline: 4 rows then an empty line
            out.extend(board_text(board).split('\n'))
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('heuristic', choices=('misplaced', 'manhattan'))
    parser.add_argument('board', help='file holding the board, or - for stdin, '
                        'or the name of one of the course puzzles')
    parser.add_argument('--variant', default='default', choices=VARIANTS)
    args = parser.parse_args(argv)
    try:
        if args.board in PUZZLES:
            text = PUZZLES[args.board]
        elif args.board == '-':
            text = sys.stdin.read()
        else:
            with open(args.board) as f:
                text = f.read()
        tiles = parse_board(text)
    except (OSError, ValueError) as err:
        print(f'fifteen_ref: error: {err}', file=sys.stderr)
        return 2
    if not is_solvable(tiles):
        print('fifteen_ref: error: board is not solvable', file=sys.stderr)
        return 2
    for line in solve_and_print_lines(tiles, args.heuristic == 'manhattan', args.variant):
        print(line)
    return 0


if __name__ == '__main__':
    sys.exit(main())
