# MISTAKES: solve never prints the "Max queue length" line, and its queue items are
# State objects ordered by f alone (@dataclass(order=True) with every other field left
# out of the comparison), so items of equal f come out as heapq's sifting leaves them.
import heapq
from dataclasses import dataclass, field

GOAL = [1, 2, 3, 4, 5, 6, 7, 0, 0]


@dataclass(order=True)
class State:
    f: int
    tiles: list = field(compare=False)
    g: int = field(compare=False)
    h: int = field(compare=False)
    parent: int = field(compare=False)


def distance(tiles):
    total = 0
    for cell, tile in enumerate(tiles):
        if tile:
            total += abs(cell // 3 - (tile - 1) // 3) + abs(cell % 3 - (tile - 1) % 3)
    return total


def get_succ(tiles):
    succs = []
    for i in range(9):
        if tiles[i] == 0:
            continue
        for j in (i - 3, i + 3, i - 1, i + 1):
            if not 0 <= j < 9 or tiles[j] != 0:
                continue
            if abs(i - j) == 1 and i // 3 != j // 3:
                continue
            s = tiles.copy()
            s[j], s[i] = s[i], 0
            succs.append(s)
    return sorted(succs)


def print_succ(state):
    for s in get_succ(state):
        print(s, "h={}".format(distance(s)))


def solve(state):
    queue = [State(distance(state), state, 0, distance(state), -1)]
    closed = []
    popped = set()
    while queue:
        item = heapq.heappop(queue)
        closed.append(item)
        popped.add(tuple(item.tiles))
        if item.tiles == GOAL:
            break
        for s in get_succ(item.tiles):
            if tuple(s) not in popped:
                h = distance(s)
                heapq.heappush(queue, State(item.g + 1 + h, s, item.g + 1, h, len(closed) - 1))
    path = [closed[-1]]
    while path[-1].parent != -1:
        path.append(closed[path[-1].parent])
    for item in reversed(path):
        print(item.tiles, "h={} moves: {}".format(item.h, item.g))
