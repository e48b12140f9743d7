import heapq, resource, sys, time

# blank moves, in the order the assignment asks for
MOVES = [('Up', -1, 0), ('Down', 1, 0), ('Left', 0, -1), ('Right', 0, 1)]
GOAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)


def children(board):
    z = board.index(0)
    r, c = z // 3, z % 3
    for rank, (name, dr, dc) in enumerate(MOVES):
        if 0 <= r + dr < 3 and 0 <= c + dc < 3:
            n = (r + dr) * 3 + c + dc
            b = list(board)
            b[z], b[n] = b[n], b[z]
            yield rank, name, tuple(b)


def dist(board):
    return sum(abs(i // 3 - t // 3) + abs(i % 3 - t % 3) for i, t in enumerate(board) if t)


def run(start, method):
    info = {start: (None, None, 0)}   # board -> (parent, move, depth)
    waiting = {start}
    done = set()
    expanded = deepest = 0
    if method == 'ast':
        # (f, rank of the last move, board): the start has no move yet
        pq = [(dist(start), -1, start)]
        get = lambda: heapq.heappop(pq)[2]
        put = lambda rank, b: heapq.heappush(pq, (info[b][2] + dist(b), rank, b))
        box = pq
    else:
        box = [start]
        pos = [0]

        def get():
            if method == 'dfs':
                return box.pop()
            pos[0] += 1
            return box[pos[0] - 1]

        def put(rank, b):
            box.append(b)
    while (len(box) > pos[0]) if method == 'bfs' else box:
        b = get()
        waiting.discard(b)
        done.add(b)
        if b == GOAL:
            return b, info, expanded, deepest
        expanded += 1
        kids = list(children(b))
        if method == 'dfs':
            kids = kids[::-1]
        for rank, name, k in kids:
            if k in waiting or k in done:
                continue
            info[k] = (b, name, info[b][2] + 1)
            deepest = max(deepest, info[k][2])
            waiting.add(k)
            put(rank, k)


method, board = sys.argv[1], tuple(int(v) for v in sys.argv[2].split(','))
t = time.time()
goal, info, expanded, deepest = run(board, method)
t = time.time() - t
path = []
b = goal
while info[b][0] is not None:
    path.append(info[b][1])
    b = info[b][0]
path.reverse()
with open('output.txt', 'w') as out:
    out.write('path_to_goal: %s\ncost_of_path: %d\nnodes_expanded: %d\nsearch_depth: %d\n'
              'max_search_depth: %d\nrunning_time: %.8f\nmax_ram_usage: %.8f\n'
              % (path, len(path), expanded, info[goal][2], deepest, t,
                 resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0))
