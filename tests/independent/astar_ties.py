"""A plain A* for the driver assignment with the tie-break and duplicate rules students'
programs use, written independently of puzzle-ref to check its deviation space
(reference/search/tie_rules_test.cc, reference/presets/deviation_test.cc).

    python3 astar_ties.py            # nodes_expanded of every rule on the FAQ's A* boards

Entries are heapq tuples (f, tie fields..., counter); a dict records the best entry of
each waiting board, so decrease-key either renews the counter or keeps the old one.
"""

import heapq
import itertools

ORDER = ('Up', 'Down', 'Left', 'Right')
STEP = {'Up': -3, 'Down': 3, 'Left': -1, 'Right': 1}
GOAL = tuple(range(9))
FAQ_BOARDS = ((6, 1, 8, 4, 0, 2, 7, 3, 5), (8, 6, 4, 2, 1, 3, 5, 7, 0))


def children(state):
    blank = state.index(0)
    row, col = divmod(blank, 3)
    for move in ORDER:
        if (move == 'Up' and row == 0) or (move == 'Down' and row == 2) or \
           (move == 'Left' and col == 0) or (move == 'Right' and col == 2):
            continue
        tiles = list(state)
        other = blank + STEP[move]
        tiles[blank], tiles[other] = tiles[other], tiles[blank]
        yield move, tuple(tiles)


def manhattan(state, count_blank=False):
    total = 0
    for cell, tile in enumerate(state):
        if tile or count_blank:
            total += abs(cell // 3 - tile // 3) + abs(cell % 3 - tile % 3)
    return total


# tie fields after f: (g, state, moves as indices into ORDER, counter) -> tuple
TIES = {
    'fifo': lambda g, s, p, c: (c,),
    'lifo': lambda g, s, p, c: (-c,),
    'smaller-g-then-state': lambda g, s, p, c: (g, s, c),
    'state': lambda g, s, p, c: (s, c),
    'moves': lambda g, s, p, c: (p, c),
    'last-move': lambda g, s, p, c: ((p[-1] if p else -1), c),
    # the last move's name as a string, then the board: (f, 'Left', board)
    'move-name-then-state': lambda g, s, p, c: ((ORDER[p[-1]] if p else ''), s, c),
}


def astar(start, ties='fifo', duplicates='frontier-or-explored', count_blank=False):
    """nodes_expanded; duplicates: frontier-or-explored | decrease-key | decrease-key-keep."""
    tie = TIES[ties]
    counter = itertools.count()
    h = lambda s: manhattan(s, count_blank)
    first = (h(start),) + tie(0, start, (), next(counter))
    heap = [(first, start, 0, ())]
    waiting = {start: (0, first)}
    explored = set()
    expanded = 0
    while heap:
        key, state, g, path = heapq.heappop(heap)
        if state in explored or waiting.get(state, (None, key))[1] != key:
            continue  # an entry replaced by decrease-key
        explored.add(state)
        if state == GOAL:
            return expanded
        expanded += 1
        for move, child in children(state):
            if child in explored:
                continue
            cg, cpath = g + 1, path + (ORDER.index(move),)
            if child in waiting:
                old_g, old_key = waiting[child]
                if duplicates == 'frontier-or-explored' or cg >= old_g:
                    continue
                count = old_key[-1] if duplicates == 'decrease-key-keep' else next(counter)
            else:
                count = next(counter)
            ckey = (cg + h(child),) + tie(cg, child, cpath, count)
            waiting[child] = (cg, ckey)
            heapq.heappush(heap, (ckey, child, cg, cpath))
    return None


if __name__ == '__main__':
    for ties in TIES:
        for duplicates in ('frontier-or-explored', 'decrease-key', 'decrease-key-keep'):
            print(ties, duplicates, [astar(board, ties, duplicates) for board in FAQ_BOARDS])
    print('count-blank fifo', [astar(board, count_blank=True) for board in FAQ_BOARDS])
