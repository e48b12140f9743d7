#!/usr/bin/env python3
"""What lecture programs that depart from the rules return (issue #15, the lecture space).

Usage:
    python3 lecture_deviations.py <bfs|dfs|ucs> <start> <goal> [deviation ...]

prints what eight_puzzle.<method>(start, goal) shows under the harness (the action list
repr, or `No solution`) for a program written the lecture's way except for the named
deviations (names as in reference/presets/lecture_space.cc). Written as a student would,
apart from the C++ engine, so the reference's unit tests can take their numbers from it.

Deviations:
  order-udlr               successors up, down, left, right
  dfs-left-first           dfs appends the successors reversed (left is popped first)
  visited-at-pop           a popped board already visited is skipped, otherwise marked
                           visited; successors not yet visited are appended (ucs: pushed)
  ucs-no-cheaper-path      ucs pushes a board only if never seen (start seen)
  goal-test-at-generation  each successor that passes the filter is tested when generated
  ucs-lifo-ties            ucs pops the newest of equal cost first
  unit-costs               ucs: every move costs 1
  capitalised-actions      'Left' instead of 'left'
  tile-directions          the tile's direction: left<->right, up<->down
  returns-no-solution      the text 'No solution' is returned, so repr() shows quotes
"""

import heapq
import sys
from collections import deque

import lecture_ref

ORDERS = {'lrud': ('left', 'right', 'up', 'down'), 'udlr': ('up', 'down', 'left', 'right')}
OPPOSITE = {'left': 'right', 'right': 'left', 'up': 'down', 'down': 'up'}


def successors(board, devs):
    by_action = dict(lecture_ref.successors(board))
    order = ORDERS['udlr' if 'order-udlr' in devs else 'lrud']
    return [(a, by_action[a]) for a in order if a in by_action]


def bfs_dfs(start, goal, front, devs):
    at_generation = 'goal-test-at-generation' in devs
    at_pop = 'visited-at-pop' in devs
    if at_generation and start == goal:
        return []
    container = deque([(start, None)])
    visited = set()
    while container:
        board, link = container.popleft() if front else container.pop()
        if at_pop:
            if board in visited:
                continue
            visited.add(board)
        if board == goal:
            return lecture_ref.unwind(link)
        children = successors(board, devs)
        if not front and 'dfs-left-first' in devs:
            children.reverse()
        for action, child in children:
            if child in visited:
                continue
            if at_generation and child == goal:
                return lecture_ref.unwind((action, link))
            container.append((child, (action, link)))
            if not at_pop:
                visited.add(child)
    return None


def ucs(start, goal, devs):
    at_generation = 'goal-test-at-generation' in devs
    cost = lecture_ref.UNIT_COST if 'unit-costs' in devs else lecture_ref.COST
    sign = -1 if 'ucs-lifo-ties' in devs else 1
    if at_generation and start == goal:
        return []
    heap = [(0, 0, start, None)]
    seen = {start: 0}
    expanded = set()
    counter = 0
    while heap:
        g, _, board, link = heapq.heappop(heap)
        if 'visited-at-pop' in devs:
            if board in expanded:
                continue
            expanded.add(board)
        if board == goal:
            return lecture_ref.unwind(link)
        for action, child in successors(board, devs):
            c = g + cost[action]
            if 'visited-at-pop' in devs:
                wanted = child not in expanded
            elif 'ucs-no-cheaper-path' in devs:
                wanted = child not in seen
            else:
                wanted = child not in seen or seen[child] > c
            if not wanted:
                continue
            if at_generation and child == goal:
                return lecture_ref.unwind((action, link))
            seen[child] = min(c, seen.get(child, c))
            counter += 1
            heapq.heappush(heap, (c, sign * counter, child, (action, link)))
    return None


def run(method, start, goal, devs=()):
    devs = set(devs)
    if lecture_ref.parity(start) != lecture_ref.parity(goal):
        return "'No solution'" if 'returns-no-solution' in devs else 'No solution'
    if method == 'ucs':
        actions = ucs(start, goal, devs)
    else:
        actions = bfs_dfs(start, goal, method == 'bfs', devs)
    if 'tile-directions' in devs:
        actions = [OPPOSITE[a] for a in actions]
    if 'capitalised-actions' in devs:
        actions = [a.capitalize() for a in actions]
    return repr(actions)


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    method, start, goal, *devs = argv
    print(run(method, lecture_ref.parse_board(start), lecture_ref.parse_board(goal), devs))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
