#!/usr/bin/env python3
"""Independent implementation of the `driver` assignment (assignments.md, section 1).

Written from the specification only, to cross-check the C++ reference solver. It is
deliberately plain: one search loop parameterised by method and variant.

Usage:
    python3 driver_ref.py <bfs|dfs|ast|ida> <board> [--variant NAME] [--term 1t2017]

writes output.txt (seven lines) in the current directory; with --term 1t2017, the nine
lines of that term (assignments.md, "Other terms"): fringe_size and max_fringe_size follow
nodes_expanded.

Default rules (the published ones):
  * goal 0,1,...,8; successor order Up, Down, Left, Right (blank direction);
  * pop -> add to explored -> goal check -> expand;
  * a child is added only if it is neither in the frontier (a set) nor explored;
  * bfs: FIFO queue; dfs: LIFO stack, children pushed in reverse UDLR order;
  * ast: f = g + Manhattan (tiles 1..8), equal f pops in insertion order (counter),
    no decrease-key, so every state enters the heap at most once;
  * nodes_expanded: pops that were expanded (the goal pop is not counted);
  * max_search_depth: largest depth of any node added to the frontier (start included).
  * fringe_size: states in the frontier just after the goal is popped; max_fringe_size:
    the most states in the frontier after any expansion (term 1T2017).

Variants (exactly one rule changes from the default; names match the toolkit's catalogue):

  decrease-key            ast only. When a generated child is already in the frontier
                          and is now reached with a strictly smaller g, its parent, move
                          and g are replaced and it is re-queued with the new f and a
                          *fresh* insertion counter (the old heap entry is discarded when
                          popped, and a discarded entry is neither counted nor expanded).
  lifo-ties               ast only. Equal f pops the most recently inserted entry first.
  goal-test-at-generation the start is goal-tested before the loop; during expansion each
                          child that passes the membership filter is added to the frontier
                          (max_search_depth updated) and then goal-tested; the search stops
                          at the first goal child. The expanding node is counted.
  count-goal-as-expanded  nodes_expanded also counts the goal pop (= default + 1).
  max-depth-at-pop        max_search_depth is the largest depth of any node popped
                          (goal pop included) instead of any node added to the frontier.
  max-depth-popped-plus-one  max_search_depth is one more than the largest depth of any
                          node popped (goal pop included).
  max-depth-at-generation max_search_depth is the largest depth of any child generated,
                          before the explored and frontier checks.
  order-udrl              successor order Up, Down, Right, Left (dfs pushes its reverse).
  ast-order-rldu          ast only: successor order Right, Left, Down, Up (bfs, dfs: UDLR).
  max-depth-last-push     max_search_depth is the depth of the last node added to the
                          frontier (overwritten at each push; the start's 0 if none).
  max-depth-goal-plus-one max_search_depth is the goal's depth + 1, written from the path
                          at the end (len(path) + 1), whatever the search did.
  max-depth-counts-descents  max_search_depth is a counter, 0 at first, raised by one at
                          each pop whose depth is larger than the previous pop's (the
                          start's pop compares with 0); never lowered.
  ties-by-move-name-then-board  ast only. Heap entries (f, move name, board): equal f by
                          the name of the last move as a string ('Down' < 'Left' < 'Right'
                          < 'Up'; the start's ''), then by the board tuple.
  ties-smaller-g-then-heap-position  ast only. Heap entries are objects whose __lt__
                          compares (f, g) only: equal f by the smaller g, equal f and g in
                          whatever order CPython's heapq leaves them.
  f-adds-summed-h-to-g    ast only. f = g + the sum of h of every board on the path from
                          the start (the start's h included): a node cost that adds each
                          board's h to its parent's cost, then the depth added to it.
  decrease-key-remove-no-heapify  ast only. As decrease-key, but the old heap entry is
                          taken out of the heap list with list.remove and the new one
                          pushed with heappush, with no heapify: the list is left out of
                          heap order, and later pushes and pops sift on it as it is.
  requeue-other-cost      ast only. A child that is not explored is pushed again (its own
                          parent, g and counter) unless the g it was last pushed with is
                          its g now: a waiting board reached at any other g, shorter or
                          longer, gets another copy. Every popped copy is expanded, also
                          a copy of a board already explored.
  h-misplaced             ast only. h counts the tiles 1..8 that are not on their goal cell.
  h-misplaced-counts-blank  ast only. h counts the cells whose content differs from the
                          goal's, the blank's cell included.
  h-euclidean             ast only. h is the sum of each tile's straight-line distance to
                          its goal cell, a float added up cell by cell in board order (as
                          a Python loop over the board does); f = g + h is then a float,
                          and two boards tie only when their floats are equal.
For bfs/dfs, the ast-only variants (AST_ONLY_VARIANTS) change nothing.
"""

import argparse
import heapq
import math
import resource
import sys
import time
from collections import deque

GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)
DELTA = {'Up': -3, 'Down': 3, 'Left': -1, 'Right': 1}
ORDER_UDLR = ('Up', 'Down', 'Left', 'Right')
ORDER_UDRL = ('Up', 'Down', 'Right', 'Left')
ORDER_RLDU = ('Right', 'Left', 'Down', 'Up')
METHODS = ('bfs', 'dfs', 'ast')
VARIANTS = ('default', 'decrease-key', 'lifo-ties', 'goal-test-at-generation',
            'count-goal-as-expanded', 'max-depth-at-pop', 'order-udrl',
            'max-depth-popped-plus-one', 'max-depth-at-generation', 'ast-order-rldu',
            'max-depth-last-push', 'ties-by-move-name-then-board',
            'ties-smaller-g-then-heap-position', 'f-adds-summed-h-to-g',
            'decrease-key-remove-no-heapify', 'requeue-other-cost', 'h-misplaced',
            'h-misplaced-counts-blank', 'h-euclidean', 'max-depth-goal-plus-one',
            'max-depth-counts-descents')
PUSH_DEPTH_VARIANTS = ('default', 'decrease-key', 'lifo-ties', 'goal-test-at-generation',
                       'count-goal-as-expanded', 'order-udrl', 'ast-order-rldu',
                       'ties-by-move-name-then-board',
                       'ties-smaller-g-then-heap-position', 'f-adds-summed-h-to-g',
                       'decrease-key-remove-no-heapify', 'requeue-other-cost',
                       'h-misplaced', 'h-misplaced-counts-blank', 'h-euclidean')
AST_ONLY_VARIANTS = ('decrease-key', 'lifo-ties', 'ast-order-rldu',
                     'ties-by-move-name-then-board', 'ties-smaller-g-then-heap-position',
                     'f-adds-summed-h-to-g', 'decrease-key-remove-no-heapify',
                     'requeue-other-cost', 'h-misplaced', 'h-misplaced-counts-blank',
                     'h-euclidean')
DECREASE_KEY_VARIANTS = ('decrease-key', 'decrease-key-remove-no-heapify')
AST_ORDERS = {'ast-order-rldu': ORDER_RLDU}


def parse_board(text):
    """Return the board as a tuple, or raise ValueError with a readable message."""
    try:
        board = tuple(int(tok) for tok in text.split(','))
    except ValueError:
        raise ValueError(f'board must be nine comma-separated integers: {text!r}')
    if sorted(board) != list(range(9)):
        raise ValueError(f'board must hold each of 0..8 exactly once: {text!r}')
    return board


def is_solvable(board):
    tiles = [t for t in board if t != 0]
    inversions = sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles))
                     if tiles[i] > tiles[j])
    return inversions % 2 == 0


def successors(state, order):
    """Yield (move, child) in the given order, skipping moves off the board."""
    z = state.index(0)
    row, col = divmod(z, 3)
    for move in order:
        if move == 'Up' and row == 0:
            continue
        if move == 'Down' and row == 2:
            continue
        if move == 'Left' and col == 0:
            continue
        if move == 'Right' and col == 2:
            continue
        t = z + DELTA[move]
        child = list(state)
        child[z], child[t] = child[t], child[z]
        yield move, tuple(child)


def manhattan(state):
    total = 0
    for i, v in enumerate(state):
        if v:
            total += abs(i // 3 - v // 3) + abs(i % 3 - v % 3)
    return total


def misplaced(state):
    return sum(1 for i, v in enumerate(state) if v and v != i)


def misplaced_counting_blank(state):
    return sum(1 for v, want in zip(state, GOAL) if v != want)


def euclidean(state):
    total = 0.0
    for i, v in enumerate(state):
        if v:
            total += math.sqrt((i // 3 - v // 3) ** 2 + (i % 3 - v % 3) ** 2)
    return total


HEURISTICS = {'h-misplaced': misplaced, 'h-misplaced-counts-blank': misplaced_counting_blank,
              'h-euclidean': euclidean}


class FgEntry:
    """A heap entry that compares (f, g) and nothing else, as a class with that __lt__."""

    __slots__ = ('f', 'g', 'state')

    def __init__(self, f, g, state):
        self.f, self.g, self.state = f, g, state

    def __lt__(self, other):
        return (self.f, self.g) < (other.f, other.g)


class Frontier:
    """FIFO, LIFO or priority frontier with a membership set."""

    def __init__(self, method, variant):
        self.method = method
        self.variant = variant
        self.items = deque() if method == 'bfs' else []
        self.members = set()
        self.counter = 0
        self.live = {}      # ast: state -> its current heap entry
        self.path_h = {}    # f-adds-summed-h-to-g: state -> the sum of h along its path

    def entry(self, state, g, move):
        f = g + HEURISTICS.get(self.variant, manhattan)(state)
        if self.variant == 'f-adds-summed-h-to-g':
            f = g + self.path_h[state]
        if self.variant == 'ties-by-move-name-then-board':
            return (f, move, state)
        if self.variant == 'ties-smaller-g-then-heap-position':
            return FgEntry(f, g, state)
        self.counter += 1
        tie = -self.counter if self.variant == 'lifo-ties' else self.counter
        return (f, tie, state)

    def push(self, state, g, move=''):
        self.members.add(state)
        if self.method == 'ast':
            entry = self.entry(state, g, move)
            self.live[state] = entry
            heapq.heappush(self.items, entry)
        else:
            self.items.append(state)

    def pop(self):
        """Return the next state, or None when empty (stale ast entries skipped)."""
        while self.items:
            if self.method == 'bfs':
                state = self.items.popleft()
            elif self.method == 'dfs':
                state = self.items.pop()
            else:
                entry = heapq.heappop(self.items)
                state = entry.state if isinstance(entry, FgEntry) else entry[-1]
                if self.live.get(state) is not entry:
                    continue            # superseded by a decrease-key re-queue
                del self.live[state]
            self.members.discard(state)
            return state
        return None


def requeue_search(board):
    """A* under requeue-other-cost: each heap entry is a copy with its own path."""
    counter = 0
    heap = [(manhattan(board), counter, board, 0, None)]   # (f, n, state, g, link)
    last_g = {board: 0}     # state -> g of its latest copy
    explored = set()
    expanded = 0
    max_depth = 0
    while heap:
        _, _, state, g, link = heapq.heappop(heap)
        explored.add(state)
        if state == GOAL:
            path = []
            while link is not None:
                link, move = link
                path.append(move)
            path.reverse()
            return {'path_to_goal': path, 'cost_of_path': len(path),
                    'nodes_expanded': expanded, 'search_depth': g,
                    'max_search_depth': max_depth}
        expanded += 1
        for move, child in successors(state, ORDER_UDLR):
            if child in explored or last_g.get(child) == g + 1:
                continue
            last_g[child] = g + 1
            counter += 1
            heapq.heappush(heap, (g + 1 + manhattan(child), counter, child, g + 1,
                                  (link, move)))
            max_depth = max(max_depth, g + 1)
    raise RuntimeError('no path to the goal (board not solvable?)')


def search(method, board, variant='default'):
    """Run one search; return a dict with the five graded values."""
    if variant == 'requeue-other-cost' and method == 'ast':
        return requeue_search(board)
    order = ORDER_UDRL if variant == 'order-udrl' else ORDER_UDLR
    if method == 'ast':
        order = AST_ORDERS.get(variant, order)
    frontier = Frontier(method, variant)
    explored = set()
    info = {board: (None, None, 0)}     # state -> (parent, move, depth)
    expanded = 0
    max_depth = 0
    max_fringe = 0
    fringe = 0
    found = None
    last_pop_depth = 0

    if variant == 'goal-test-at-generation' and board == GOAL:
        found = board
    else:
        frontier.path_h[board] = manhattan(board)
        frontier.push(board, 0)

    while found is None:
        state = frontier.pop()
        if state is None:
            break
        explored.add(state)
        depth = info[state][2]
        if variant == 'max-depth-at-pop':
            max_depth = max(max_depth, depth)
        if variant == 'max-depth-popped-plus-one':
            max_depth = max(max_depth, depth + 1)
        if variant == 'max-depth-counts-descents' and depth > last_pop_depth:
            max_depth += 1
        last_pop_depth = depth
        if state == GOAL:
            found = state
            fringe = len(frontier.members)
            if variant == 'count-goal-as-expanded':
                expanded += 1
            break
        expanded += 1
        children = list(successors(state, order))
        if method == 'dfs':
            children.reverse()
        for move, child in children:
            if variant == 'max-depth-at-generation':
                max_depth = max(max_depth, depth + 1)
            if child in explored:
                continue
            if child in frontier.members:
                if (variant in DECREASE_KEY_VARIANTS and method == 'ast'
                        and depth + 1 < info[child][2]):
                    info[child] = (state, move, depth + 1)
                    if variant == 'decrease-key-remove-no-heapify':
                        frontier.items.remove(frontier.live[child])   # no heapify
                    frontier.push(child, depth + 1)
                continue
            info[child] = (state, move, depth + 1)
            frontier.path_h[child] = frontier.path_h[state] + manhattan(child)
            frontier.push(child, depth + 1, move)
            if variant in PUSH_DEPTH_VARIANTS:
                max_depth = max(max_depth, depth + 1)
            if variant == 'max-depth-last-push':
                max_depth = depth + 1
            if variant == 'goal-test-at-generation' and child == GOAL:
                found = child
                fringe = len(frontier.members)
                break
        max_fringe = max(max_fringe, len(frontier.members))

    if found is None:
        raise RuntimeError('no path to the goal (board not solvable?)')
    path = []
    state = found
    while info[state][0] is not None:
        parent, move, _ = info[state]
        path.append(move)
        state = parent
    path.reverse()
    if variant == 'max-depth-goal-plus-one':
        max_depth = len(path) + 1
    return {
        'path_to_goal': path,
        'cost_of_path': len(path),
        'nodes_expanded': expanded,
        'search_depth': info[found][2],
        'max_search_depth': max_depth,
        'fringe_size': fringe,
        'max_fringe_size': max_fringe,
    }


OPPOSITE = {'Up': 'Down', 'Down': 'Up', 'Left': 'Right', 'Right': 'Left'}


def ida_search(board):
    """Term 1T2017's ida, with the counting conventions of docs/presets/driver-1t2017.md:
    each pass is a depth-first search on a stack; expanding a node pushes the children
    (never the undo of the last move) whose f = g + 1 + Manhattan is within the bound; the
    next bound is the smallest f left out. Counts sum over all passes."""
    bound = manhattan(board)
    expanded = max_fringe = max_depth = 0
    while True:
        stack = [(board, ())]
        over = []
        while stack:
            state, path = stack.pop()
            if state == GOAL:
                return {'path_to_goal': list(path), 'cost_of_path': len(path),
                        'nodes_expanded': expanded, 'search_depth': len(path),
                        'max_search_depth': max_depth, 'fringe_size': len(stack),
                        'max_fringe_size': max_fringe}
            expanded += 1
            within = []
            for move, child in successors(state, ORDER_UDLR):
                if path and move == OPPOSITE[path[-1]]:
                    continue
                f = len(path) + 1 + manhattan(child)
                if f > bound:
                    over.append(f)
                else:
                    within.append((child, path + (move,)))
                    max_depth = max(max_depth, len(path) + 1)
            stack.extend(reversed(within))     # the first move is popped first
            max_fringe = max(max_fringe, len(stack))
        if not over:
            raise RuntimeError('no path to the goal (board not solvable?)')
        bound = min(over)


def format_lines(result, running_time, ram_mb):
    return [
        f"path_to_goal: {result['path_to_goal']!r}",
        f"cost_of_path: {result['cost_of_path']}",
        f"nodes_expanded: {result['nodes_expanded']}",
        f"search_depth: {result['search_depth']}",
        f"max_search_depth: {result['max_search_depth']}",
        f'running_time: {running_time:.8f}',
        f'max_ram_usage: {ram_mb:.8f}',
    ]


def format_lines_1t2017(result, running_time, ram_mb):
    lines = format_lines(result, running_time, ram_mb)
    return lines[:3] + [f"fringe_size: {result['fringe_size']}",
                        f"max_fringe_size: {result['max_fringe_size']}"] + lines[3:]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('method', choices=METHODS + ('ida',))
    parser.add_argument('board')
    parser.add_argument('--variant', default='default', choices=VARIANTS)
    parser.add_argument('--term', default='seed', choices=('seed', '1t2017'))
    args = parser.parse_args(argv)
    try:
        board = parse_board(args.board)
    except ValueError as err:
        print(f'driver_ref: error: {err}', file=sys.stderr)
        return 2
    if not is_solvable(board):
        print(f'driver_ref: error: board {args.board} is not solvable', file=sys.stderr)
        return 2
    start = time.perf_counter()
    if args.method == 'ida':
        result = ida_search(board)
    else:
        result = search(args.method, board, args.variant)
    elapsed = time.perf_counter() - start
    ram = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    with open('output.txt', 'w') as out:
        lines = format_lines_1t2017 if args.term == '1t2017' else format_lines
        out.write('\n'.join(lines(result, elapsed, ram)) + '\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
