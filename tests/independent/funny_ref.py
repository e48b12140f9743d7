#!/usr/bin/env python3
"""Independent implementation of the `funny` assignment (assignments.md, section 2).

7 tiles and two empty cells on a 3x3 grid, goal [1, 2, 3, 4, 5, 6, 7, 0, 0].

Usage:
    python3 funny_ref.py print_succ 2,5,1,4,0,6,7,0,3
    python3 funny_ref.py solve 4,3,0,5,1,6,7,2,0 [--variant NAME]...

Default rules (the published ones): a real heapq of (g+h, state_list, (g, h,
parent_index)); each pop is appended to a closed list (its index there is the parent
index of its children); goal test after the pop; every successor, in sorted order, that
has never been popped is pushed (duplicates in the queue allowed, so a state may be popped
and expanded more than once); max queue length = largest len(pq) seen before a pop (which
equals the largest after a round of pushes).

Variants (each changes one rule from the default; several of different kinds may be
given together, e.g. priority-h, ties-by-g-then-state and decrease-key-remove-no-heapify:
a greedy best-first program's (h, g, state) entries):
  requeue-if-shorter  no closed-list check at push; a successor is pushed if it was never
                      pushed before (the start counts as pushed with g=0), or if it is now
                      reached with a strictly smaller g than the smallest g it was pushed
                      with.
  visited-at-push     a successor is pushed only if it was never pushed before (start
                      included); the closed-list check is not used.
  skip-closed-at-pop  a popped state that was already popped earlier is discarded: not
                      appended to the closed list, not goal-tested, not expanded. The push
                      filter (never popped) stays. Max queue length is still measured
                      before every pop, discarded ones included.
  queue-after-pop     max queue length = largest len(pq) measured right after each pop.
  decrease-key        a successor waiting in the queue is not pushed again: when it is now
                      reached with a strictly smaller g, its entry is taken out of the list
                      (list.remove, then heapify) and the new entry pushed; otherwise it
                      is skipped. Popped states are skipped as by default.
  decrease-key-no-heapify
                      as decrease-key, but the new entry is written over the old one where
                      it stands in the list (pq[i] = entry), and the heap is not re-sorted.
  ties-by-heap-position
                      the heap holds objects whose __lt__ compares g+h only, so entries of
                      equal g+h leave the real heapq in the order its sifting leaves them.
  queue-before-goal-pop
                      "max queue length" is len(pq) taken just before each pop, the last
                      value kept (a variable overwritten, not a maximum): the length when
                      the goal was popped, plus one.
  queue-after-goal-pop
                      "max queue length" is len(pq) printed after the loop, once the goal
                      was popped.
  queue-counts-states "max queue length" is the number of different states ever pushed,
                      the start included (the size of a set of pushed states).
  ties-by-path-states entries (g+h, state, g, path, ...) where path is the list of states
                      from the start to this one: Python compares the paths, lists of
                      lists, where the default compares (g, h, parent_index).
  priority-h          the first field of an entry is h, not g+h (greedy best-first).
  ties-by-g-then-state
                      entries (priority, g, state): equal priority by the smaller g, then by
                      the state; entries equal on all three (a state pushed twice at the
                      same g) leave the real heapq in the order its sifting leaves them.
  decrease-key-remove-no-heapify
                      as decrease-key, but after pq.remove(old) no heapify: the list is left
                      as remove leaves it (later entries one place up) and the new entry is
                      pushed on it.
  no-closed-check     every successor is pushed, popped ones included: the program checks
                      only that the very same entry (g+h, state, (g, h, parent_index)) is
                      not already waiting, and the parent index makes every entry new.
  priority-adds-parent-f
                      the first field of an entry is the parent's first field plus the
                      child's Manhattan distance plus its misplaced tiles (empty cells not
                      counted); the start's is its Manhattan plus misplaced. g and the
                      printed h are the default's.
"""

import argparse
import heapq
import sys

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]
VARIANTS = ('default', 'requeue-if-shorter', 'visited-at-push', 'skip-closed-at-pop',
            'queue-after-pop', 'decrease-key', 'decrease-key-no-heapify', 'ties-by-heap-position', 'queue-before-goal-pop',
            'queue-after-goal-pop', 'queue-counts-states', 'ties-by-path-states', 'priority-h',
            'ties-by-g-then-state', 'decrease-key-remove-no-heapify', 'no-closed-check',
            'priority-adds-parent-f')


class FOnly:
    """A heap entry that compares by g+h alone, as a class with only __lt__ on f."""

    def __init__(self, f, state, info):
        self.f, self.state, self.info = f, state, info

    def __lt__(self, other):
        return self.f < other.f

    def __getitem__(self, i):
        return (self.f, self.state, self.info)[i]


class FGState:
    """A heap entry (f, g, state) that carries its (g, h, parent_index) outside the
    comparison, as a program's entries (f, g, state) with the parent in a table: entries
    equal on all three leave heapq in the order its sifting leaves them."""

    def __init__(self, f, state, info):
        self.f, self.state, self.info = f, state, info

    def __lt__(self, other):
        return (self.f, self.info[0], self.state) < (other.f, other.info[0], other.state)

    def __eq__(self, other):  # list.remove finds the entry itself
        return self is other

    def __getitem__(self, i):
        return (self.f, self.state, self.info)[i]


def parse_state(text):
    try:
        state = [int(tok) for tok in text.replace('[', '').replace(']', '').split(',')]
    except ValueError:
        raise ValueError(f'state must be nine comma-separated integers: {text!r}')
    if sorted(state) != [0, 0, 1, 2, 3, 4, 5, 6, 7]:
        raise ValueError(f'state must hold 1..7 once and 0 twice: {text!r}')
    return state


def heuristic(state):
    total = 0
    for cell, tile in enumerate(state):
        if tile:
            home = tile - 1
            total += abs(cell // 3 - home // 3) + abs(cell % 3 - home % 3)
    return total


def successors(state):
    """Every state reachable by sliding one tile into an adjacent empty cell, sorted."""
    found = set()
    for empty in range(9):
        if state[empty] != 0:
            continue
        row, col = divmod(empty, 3)
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            r, c = row + dr, col + dc
            if 0 <= r < 3 and 0 <= c < 3 and state[r * 3 + c] != 0:
                child = list(state)
                child[empty], child[r * 3 + c] = child[r * 3 + c], 0
                found.add(tuple(child))
    return [list(s) for s in sorted(found)]


def misplaced(state):
    return sum(1 for cell, tile in enumerate(state) if tile and tile != GOAL[cell])


def succ_lines(state):
    return [f'{s} h={heuristic(s)}' for s in successors(state)]


def print_succ(state):
    for line in succ_lines(state):
        print(line)


def solve_lines(state, variant='default'):
    """Return the lines solve() prints; `variant` is one name or a list of names."""
    variants = {variant} if isinstance(variant, str) else set(variant)
    closed = []
    greedy = 'priority-h' in variants  # the first field is h alone

    def with_path(f, state, info):
        """(f, state, g, path, info): the path from the parent's entry in the closed list."""
        before = closed[info[2]][3] if info[2] >= 0 else []
        return (f, state, info[0], before + [state], info)

    make = lambda *e: tuple(e)
    if 'ties-by-g-then-state' in variants:
        make = FGState
    elif 'ties-by-heap-position' in variants:
        make = FOnly
    elif 'ties-by-path-states' in variants:
        make = with_path
    h0 = heuristic(state)
    adds_parent_f = 'priority-adds-parent-f' in variants
    pq = [make(h0 + misplaced(state) if adds_parent_f else h0, list(state), (0, h0, -1))]
    popped = set()
    best_g = {tuple(state): 0}          # requeue-if-shorter / visited-at-push
    waiting = {tuple(state): pq[0]}     # decrease-key: state -> its entry in pq
    pushed = {tuple(state)}             # queue-counts-states
    max_len = 0
    last_len = 0                        # queue-before-goal-pop
    goal_entry = None
    while pq:
        last_len = len(pq)
        if 'queue-after-pop' not in variants:
            max_len = max(max_len, len(pq))
        entry = heapq.heappop(pq)
        if 'queue-after-pop' in variants:
            max_len = max(max_len, len(pq))
        key = tuple(entry[1])
        waiting.pop(key, None)
        if 'skip-closed-at-pop' in variants and key in popped:
            continue
        closed.append(entry)
        popped.add(key)
        if entry[1] == GOAL:
            goal_entry = entry
            break
        g = entry[-1][0] + 1
        parent = len(closed) - 1
        decrease_key = [v for v in variants if v.startswith('decrease-key')]
        for child in successors(entry[1]):
            ckey = tuple(child)
            if 'requeue-if-shorter' in variants:
                if ckey in best_g and best_g[ckey] <= g:
                    continue
                best_g[ckey] = g
            elif 'visited-at-push' in variants:
                if ckey in best_g:
                    continue
                best_g[ckey] = g
            elif ckey in popped and 'no-closed-check' not in variants:
                continue
            elif decrease_key and ckey in waiting:
                old = waiting[ckey]
                if old[-1][0] <= g:
                    continue
                if decrease_key == ['decrease-key-no-heapify']:
                    hc = heuristic(child)
                    new = make(hc if greedy else g + hc, child, (g, hc, parent))
                    pq[pq.index(old)] = new
                    waiting[ckey] = new
                    continue
                pq.remove(old)
                if decrease_key == ['decrease-key']:
                    heapq.heapify(pq)
            hc = heuristic(child)
            priority = hc if greedy else g + hc
            if adds_parent_f:
                priority = entry[0] + hc + misplaced(child)
            new = make(priority, child, (g, hc, parent))
            heapq.heappush(pq, new)
            waiting[ckey] = new
            pushed.add(ckey)
    if goal_entry is None:
        raise RuntimeError('goal not reached')
    path = []
    entry = goal_entry
    while True:
        path.append(entry)
        if entry[-1][2] == -1:
            break
        entry = closed[entry[-1][2]]
    path.reverse()
    lines = [f'{e[1]} h={e[-1][1]} moves: {e[-1][0]}' for e in path]
    shown = max_len
    for name, value in (('queue-before-goal-pop', last_len), ('queue-after-goal-pop', len(pq)),
                        ('queue-counts-states', len(pushed))):
        if name in variants:
            shown = value
    lines.append(f'Max queue length: {shown}')
    return lines


def solve(state, variant='default'):
    for line in solve_lines(state, variant):
        print(line)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('function', choices=('print_succ', 'solve'))
    parser.add_argument('state')
    parser.add_argument('--variant', action='append', choices=VARIANTS,
                        help='a rule changed from the default; repeat for several')
    args = parser.parse_args(argv)
    try:
        state = parse_state(args.state)
    except ValueError as err:
        print(f'funny_ref: error: {err}', file=sys.stderr)
        return 2
    if args.function == 'print_succ':
        print_succ(state)
    else:
        solve(state, args.variant or 'default')
    return 0


if __name__ == '__main__':
    sys.exit(main())
