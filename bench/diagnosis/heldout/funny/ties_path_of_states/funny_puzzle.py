"""CS540 HW: the 7-tile puzzle with two empty squares."""
from heapq import heappush, heappop


def heuristic(board):
    """Sum of Manhattan distances of tiles 1-7 to where they belong."""
    total = 0
    for pos, tile in enumerate(board):
        if tile:
            total += abs(pos // 3 - (tile - 1) // 3) + abs(pos % 3 - (tile - 1) % 3)
    return total


def successors(board):
    result = set()
    for blank in (i for i, t in enumerate(board) if t == 0):
        for other in (blank - 3, blank + 3, blank - 1, blank + 1):
            if other < 0 or other > 8:
                continue
            if abs(other - blank) == 1 and other // 3 != blank // 3:
                continue
            if board[other] == 0:
                continue
            nxt = list(board)
            nxt[blank], nxt[other] = nxt[other], nxt[blank]
            result.add(tuple(nxt))
    return [list(b) for b in sorted(result)]


def print_succ(state):
    for board in successors(state):
        print(board, "h=%d" % heuristic(board))


def solve(state):
    goal = [1, 2, 3, 4, 5, 6, 7, 0, 0]
    open_list = [(heuristic(state), state, [])]   # (g+h, board, boards before it)
    closed = set()
    biggest = 1
    while open_list:
        cost, board, before = heappop(open_list)
        closed.add(tuple(board))
        if board == goal:
            path = before + [board]
            for moves, b in enumerate(path):
                print(b, "h=%d" % heuristic(b), "moves: %d" % moves)
            print("Max queue length: %d" % biggest)
            return
        moves = len(before) + 1
        for nxt in successors(board):
            if tuple(nxt) not in closed:
                heappush(open_list, (moves + heuristic(nxt), nxt, before + [board]))
        if len(open_list) > biggest:
            biggest = len(open_list)
