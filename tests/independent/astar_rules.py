#!/usr/bin/env python3
"""The driver's A* under the frontier-update, priority and tie rules of issue #29, written
the way students write them and apart from puzzle-ref, to check its deviation space
(reference/search/frontier_rules_test.cc, reference/presets/driver_space_test.cc).

    python3 astar_rules.py [board ...]   # the five search lines of every rule

Entries are objects in a real CPython heapq whose __lt__ compares the rule's tie tuple, so
a rule that changes an entry without re-sorting the heap is modelled by CPython itself.

Rules (each a keyword of `astar`; the assignment's own rule first):
  update   keep            a board waiting in the frontier or expanded is skipped
           always-replace  a waiting board is replaced by the new path whatever its cost
                           (the heapq documentation's add_task: remove, then push anew)
           in-place        a waiting board reached more cheaply gets the new g, f, parent
                           and move written into its entry; the heap is not re-sorted
           old-parent      a waiting board reached more cheaply is pushed again with the
                           new g and f, but the parent table keeps its first parent
  priority g+h             f = g + h
           path-h          f = the parent's f + h(child); the start's f is h(start)
           2g+h            f = g + h + one per move from the start (moves counted twice)
           g+path-h        f = g + the sum of h of every board on the path, the start's
                           included (a node cost that adds each board's h to its parent's)
           zero-h          f = g: h is 0 everywhere (a goal table that never matches)
  ties     fifo            (f, counter)
           heap-position   (f,): equal entries pop as heapq happens to order them
           last-move-board (f, last move's index in Up, Down, Left, Right, board)
"""

import heapq
import itertools
import sys

from astar_ties import FAQ_BOARDS, GOAL, ORDER, children, manhattan  # the board's rules

PUBLIC_BOARDS = ((3, 1, 2, 0, 4, 5, 6, 7, 8), (1, 2, 5, 3, 4, 0, 6, 7, 8))

TIES = {
    'fifo': lambda e: (e.f, e.count),
    'heap-position': lambda e: (e.f,),
    'last-move-board': lambda e: (e.f, ORDER.index(e.move) if e.move else -1, e.state),
}


class Entry:
    """A frontier entry; ordered by the rule's tie tuple, read when compared."""
    rank = None

    def __init__(self, state, g, f, parent, move, count):
        self.state, self.g, self.f = state, g, f
        self.parent, self.move, self.count = parent, move, count
        self.removed = False

    def __lt__(self, other):
        return Entry.rank(self) < Entry.rank(other)


def key_of(priority, g, state, parent_f, parent_g=0):
    h = 0 if priority == 'zero-h' else manhattan(state)
    if priority == 'path-h':
        return parent_f + h
    if priority == 'g+path-h':  # the parent's f less its g is the parent's sum of h
        return g + (parent_f - parent_g) + h
    if priority == '2g+h':
        return g + g + h
    return g + h


def astar(start, update='keep', priority='g+h', ties='fifo'):
    """The five search lines as a dict: path, cost, expanded, depth, max_depth."""
    Entry.rank = TIES[ties]
    counter = itertools.count()
    root = Entry(start, 0, key_of(priority, 0, start, 0), None, None, next(counter))
    heap, waiting, explored = [root], {start: root}, set()
    parents = {start: None}  # old-parent: board -> (parent board, move), first one kept
    expanded, max_depth = 0, 0
    while heap:
        node = heapq.heappop(heap)
        if node.removed:
            continue
        del waiting[node.state]
        explored.add(node.state)
        if node.state == GOAL:
            path = trace(node, parents) if update == 'old-parent' else trace(node)
            return {'path': path, 'cost': node.g, 'expanded': expanded,
                    'depth': len(path), 'max_depth': max_depth}
        expanded += 1
        for move, child in children(node.state):
            if child in explored:
                continue
            g = node.g + 1
            f = key_of(priority, g, child, node.f, node.g)
            old = waiting.get(child)
            if old is not None:
                if update == 'keep' or (update != 'always-replace' and g >= old.g):
                    continue
                if update == 'in-place':
                    old.g, old.f, old.parent, old.move = g, f, node, move
                    continue
                old.removed = True
            entry = Entry(child, g, f, node, move, next(counter))
            if update == 'old-parent':
                parents.setdefault(child, (node, move))
            waiting[child] = entry
            heapq.heappush(heap, entry)
            max_depth = max(max_depth, g)
    return None


def trace(node, parents=None):
    """The moves from the start: by the entries' parents, or by the first-parent table."""
    moves = []
    if parents is None:
        while node.parent is not None:
            moves.append(node.move)
            node = node.parent
    else:
        state = node.state
        while parents[state] is not None:
            parent, move = parents[state]
            moves.append(move)
            state = parent.state
    return moves[::-1]


RULES = (
    {}, {'update': 'always-replace'}, {'update': 'in-place'}, {'update': 'old-parent'},
    {'priority': 'path-h'}, {'priority': '2g+h'}, {'priority': 'g+path-h'},
    {'priority': 'zero-h'},
    {'ties': 'heap-position'}, {'ties': 'last-move-board'},
)


def summary(result):
    return (len(result['path']), result['cost'], result['expanded'], result['depth'],
            result['max_depth'])


if __name__ == '__main__':
    boards = [tuple(int(t) for t in b.split(',')) for b in sys.argv[1:]] or \
        PUBLIC_BOARDS + FAQ_BOARDS
    for rules in RULES:
        print(rules or 'assignment', [summary(astar(b, **rules)) for b in boards])
