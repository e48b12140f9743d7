#!/usr/bin/env python3
"""Independent implementation of the `lecture` assignment (assignments.md, section 4).

Usage:
    python3 lecture_ref.py <bfs|dfs|ucs> <start> <goal>     e.g. bfs 281_43765 1238_4765

prints the list of actions as a Python list repr (e.g. ['up', 'left']), or
`No solution` when start and goal have different inversion parity.

Rules:
  * a board is 9 characters, '_' is the blank; actions name the blank's direction;
  * successors in the order left, right, up, down (an impossible move is skipped);
  * bfs / dfs: one list of (state, actions); bfs takes the front, dfs the back; pop, goal
    test, then each successor not in `visited` is appended and added to `visited`. The
    start is never put in `visited`, so it can be appended once more as a successor;
  * ucs: costs up 1, down 2, left 3, right 4; a heap on (path cost, insertion number), so
    equal costs pop first-in first-out; pop, goal test, then each successor is pushed if
    it was never seen or was seen at a higher cost (the start is seen at cost 0);
  * parity: inversions among the tiles (blank skipped) in reading order; start and goal
    must have the same parity, else `No solution` (no search is run).

Variants (--variant; exactly one rule changes):
  no-parity-check          the search runs even when the parities differ; it exhausts the
                           start's half of the state space and the CLI prints `None`.
  start-in-visited         bfs/dfs put the start in `visited` first. Never changes the
                           returned actions (the re-added start expands to nothing new);
                           kept so that this is checked, not assumed.
  goal-test-at-generation  the start is tested before the loop; then each successor is
                           tested when generated (bfs/dfs: after the visited filter, before
                           it is appended; ucs: when it passes the cost filter, before it is
                           pushed) and its actions are returned at once. bfs and dfs return
                           the same actions as the default (their goal entry is unique and
                           its actions fixed at push); ucs may return a costlier path.
"""

import argparse
import heapq
import sys
from collections import deque

ACTIONS = ('left', 'right', 'up', 'down')
OFFSET = {'left': -1, 'right': 1, 'up': -3, 'down': 3}
COST = {'up': 1, 'down': 2, 'left': 3, 'right': 4}
UNIT_COST = {a: 1 for a in ACTIONS}


def parse_board(text):
    board = tuple(text)
    if len(board) != 9 or sorted(board) != sorted('12345678_'):
        raise ValueError(f'board must be 9 characters, digits 1-8 once and one _: {text!r}')
    return board


def parity(board):
    tiles = [int(c) for c in board if c != '_']
    inv = sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles))
              if tiles[i] > tiles[j])
    return inv % 2


def successors(board):
    """[(action, child)] in left, right, up, down order, impossible moves skipped."""
    z = board.index('_')
    row, col = divmod(z, 3)
    legal = {'left': col > 0, 'right': col < 2, 'up': row > 0, 'down': row < 2}
    out = []
    for action in ACTIONS:
        if legal[action]:
            t = z + OFFSET[action]
            child = list(board)
            child[z], child[t] = child[t], child[z]
            out.append((action, tuple(child)))
    return out


def unwind(link):
    """Actions are kept as shared linked lists (action, parent_link): same result as
    copying `actions + [action]` per entry, without the quadratic copying."""
    actions = []
    while link is not None:
        action, link = link
        actions.append(action)
    actions.reverse()
    return actions


def bfs_dfs(start, goal, take_front, variant='default'):
    at_generation = variant == 'goal-test-at-generation'
    if at_generation and start == goal:
        return []
    container = deque([(start, None)])
    visited = {start} if variant == 'start-in-visited' else set()
    while container:
        board, link = container.popleft() if take_front else container.pop()
        if board == goal:
            return unwind(link)
        for action, child in successors(board):
            if child not in visited:
                if at_generation and child == goal:
                    return unwind((action, link))
                container.append((child, (action, link)))
                visited.add(child)
    return None


def bfs(start, goal, variant='default'):
    return bfs_dfs(start, goal, True, variant)


def dfs(start, goal, variant='default'):
    return bfs_dfs(start, goal, False, variant)


def ucs(start, goal, variant='default', cost=COST):
    at_generation = variant == 'goal-test-at-generation'
    if at_generation and start == goal:
        return []
    heap = [(0, 0, start, None)]
    seen = {start: 0}
    counter = 0
    while heap:
        g, _, board, link = heapq.heappop(heap)
        if board == goal:
            return unwind(link)
        for action, child in successors(board):
            c = g + cost[action]
            if child not in seen or seen[child] > c:
                if at_generation and child == goal:
                    return unwind((action, link))
                seen[child] = c
                counter += 1
                heapq.heappush(heap, (c, counter, child, (action, link)))
    return None


METHODS = {'bfs': bfs, 'dfs': dfs, 'ucs': ucs}
VARIANTS = ('default', 'no-parity-check', 'start-in-visited', 'goal-test-at-generation')


def run(method, start, goal, variant='default'):
    """Return the text the CLI prints: the action list repr or 'No solution'."""
    if variant != 'no-parity-check' and parity(start) != parity(goal):
        return 'No solution'
    return repr(METHODS[method](start, goal, variant))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('method', choices=sorted(METHODS))
    parser.add_argument('start')
    parser.add_argument('goal')
    parser.add_argument('--variant', default='default', choices=VARIANTS)
    args = parser.parse_args(argv)
    try:
        start, goal = parse_board(args.start), parse_board(args.goal)
    except ValueError as err:
        print(f'lecture_ref: error: {err}', file=sys.stderr)
        return 2
    print(run(args.method, start, goal, args.variant))
    return 0


if __name__ == '__main__':
    sys.exit(main())
