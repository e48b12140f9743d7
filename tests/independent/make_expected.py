#!/usr/bin/env python3
"""Write expected-value tables from the independent implementations.

    python3 tests/independent/make_expected.py [--only driver,driver-1t2017,funny,fifteen,lecture]
                                               [--jobs N] [--cap SECONDS]

writes tests/independent/expected/<assignment>.json. Each file records how it was made
(script, seed, Python version, date) and a list of cases; the C++ reference's numbers can
then be compared with values it did not produce. Boards come from a fixed seed, so a rerun
gives the same cases (only the timings in fifteen.json change).

fifteen runs go through a subprocess with a wall-clock cap (default 180 s) and an
address-space cap (8 GiB); a run that hits either is recorded as skipped with the reason.
"""

import argparse
import concurrent.futures
import datetime
import hashlib
import json
import os
import platform
import random
import resource
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import driver_ref    # noqa: E402
import fifteen_ref   # noqa: E402
import funny_ref     # noqa: E402
import lecture_ref   # noqa: E402

OUT_DIR = os.path.join(HERE, 'expected')
SEED = 20240611
MEMORY_CAP = 8 * 1024 ** 3


def provenance(extra):
    info = {
        'script': 'tests/independent/make_expected.py',
        'implementation': extra.pop('implementation'),
        'seed': SEED,
        'python': platform.python_version(),
        'generated': datetime.date.today().isoformat(),
    }
    info.update(extra)
    return info


def write(name, data):
    os.makedirs(OUT_DIR, exist_ok=True)
    path = os.path.join(OUT_DIR, f'{name}.json')
    with open(path, 'w') as f:
        json.dump(data, f, indent=1)
        f.write('\n')
    print(f'wrote {os.path.relpath(path)} ({len(data["cases"])} cases)')


def sha256(text):
    return hashlib.sha256(text.encode()).hexdigest()


# ---------------------------------------------------------------- driver

def random_driver_boards(rng, count):
    boards = []
    while len(boards) < count:
        tiles = list(range(9))
        rng.shuffle(tiles)
        board = ','.join(map(str, tiles))
        if (driver_ref.is_solvable(tuple(tiles)) and tuple(tiles) != driver_ref.GOAL
                and board not in boards):
            boards.append(board)
    return boards


def driver_case(board, method, variant):
    start = time.perf_counter()
    result = driver_ref.search(method, driver_ref.parse_board(board), variant)
    seconds = time.perf_counter() - start
    return {'board': board, 'method': method, 'variant': variant,
            'lines': driver_ref.format_lines(result, 0.0, 0.0)[:5],
            'seconds': round(seconds, 3)}


def make_driver(jobs):
    rng = random.Random(SEED)
    boards = ['3,1,2,0,4,5,6,7,8', '1,2,5,3,4,0,6,7,8'] + random_driver_boards(rng, 20)
    tasks = []
    for board in boards:
        for method in driver_ref.METHODS:
            for variant in driver_ref.VARIANTS:
                if method != 'ast' and variant in driver_ref.AST_ONLY_VARIANTS:
                    continue        # identical to the default for bfs/dfs
                tasks.append((board, method, variant))
    with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
        cases = list(pool.map(driver_case, *zip(*tasks), chunksize=4))
    write('driver', {
        'produced_by': provenance({
            'implementation': 'tests/independent/driver_ref.py',
            'boards': 'two sample boards, then 20 uniformly random solvable boards '
                      '(random.Random(seed).shuffle, rejected if unsolvable or solved)'}),
        'lines': 'lines 1-5 of output.txt; running_time and max_ram_usage are never graded',
        'variants_not_run': 'decrease-key and lifo-ties for bfs/dfs (they only change A*)',
        'cases': cases,
    })


def driver_1t2017_case(board, method):
    parsed = driver_ref.parse_board(board)
    result = driver_ref.ida_search(parsed) if method == 'ida' else driver_ref.search(method, parsed)
    return {'board': board, 'method': method,
            'lines': driver_ref.format_lines_1t2017(result, 0.0, 0.0)[:7]}


def make_driver_1t2017(jobs):
    rng = random.Random(SEED + 2017)
    boards = ['1,2,5,3,4,0,6,7,8', '0,8,7,6,5,4,3,2,1'] + random_driver_boards(rng, 6)
    tasks = [(board, method) for board in boards for method in driver_ref.METHODS + ('ida',)]
    with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
        cases = list(pool.map(driver_1t2017_case, *zip(*tasks)))
    write('driver-1t2017', {
        'produced_by': provenance({
            'implementation': 'tests/independent/driver_ref.py (format_lines_1t2017)',
            'boards': 'the published boards of term 1T2017, then 6 uniformly random '
                      'solvable boards (random.Random(seed + 2017))'}),
        'lines': 'lines 1-7 of the nine-line output.txt (default rules; ida as in '
                 'docs/presets/driver-1t2017.md)',
        'cases': cases,
    })


# ---------------------------------------------------------------- funny

def funny_case(state, variant):
    return {'state': state, 'variant': variant,
            'lines': funny_ref.solve_lines(state, variant)}


# Rules a real program follows together (a greedy best-first program: heapq entries
# (h, g, state), a waiting entry taken out by list.remove with no heapify).
FUNNY_COMBINED = [['decrease-key-remove-no-heapify', 'priority-h', 'ties-by-g-then-state']]


def funny_combined_case(state, variants):
    return {'state': state, 'variants': variants,
            'lines': funny_ref.solve_lines(state, variants)}


def make_funny(jobs):
    rng = random.Random(SEED)
    states = [[4, 3, 0, 5, 1, 6, 7, 2, 0]]
    while len(states) < 21:
        state = [0, 0, 1, 2, 3, 4, 5, 6, 7]
        rng.shuffle(state)
        if state != funny_ref.GOAL and state not in states:
            states.append(state)
    tasks = [(s, v) for s in states for v in funny_ref.VARIANTS]
    with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
        cases = list(pool.map(funny_case, *zip(*tasks)))
        combined = list(pool.map(funny_combined_case,
                                 *zip(*[(s, v) for s in states for v in FUNNY_COMBINED])))
    succ = [{'state': s, 'lines': funny_ref.succ_lines(s)}
            for s in [[2, 5, 1, 4, 0, 6, 7, 0, 3], [2, 5, 1, 4, 3, 6, 7, 0, 0]] + states]
    write('funny', {
        'produced_by': provenance({
            'implementation': 'tests/independent/funny_ref.py',
            'states': 'the published example, then 20 random states '
                      '(random.Random(seed).shuffle of [0,0,1..7], goal excluded)'}),
        'lines': 'everything solve() prints, the last line being Max queue length',
        'print_succ': succ,
        'cases': cases,
        'combined_cases': combined,
    })


# ---------------------------------------------------------------- fifteen

def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def fifteen_case(name, heuristic, variant, cap):
    cmd = [sys.executable, os.path.join(HERE, 'fifteen_ref.py'), heuristic, name,
           '--variant', variant]
    case = {'puzzle': name, 'heuristic': heuristic, 'variant': variant}
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=cap,
                              preexec_fn=limit_memory)
    except subprocess.TimeoutExpired:
        case.update(skipped=True, reason=f'did not finish within the {cap:.0f} s cap '
                    '(pure Python; the C++ reference is not bound by this)')
        return case
    seconds = time.perf_counter() - start
    if proc.returncode != 0:
        tail = proc.stderr.strip().splitlines()[-1:] or ['no stderr']
        case.update(skipped=True, reason=f'exit {proc.returncode} after {seconds:.0f} s '
                    f'({tail[0]}); {MEMORY_CAP >> 30} GiB address-space cap')
        return case
    lines = proc.stdout.splitlines()
    case.update(skipped=False, explored=int(lines[0].split()[0]),
                steps=int(lines[1].split()[0]), output_sha256=sha256(proc.stdout),
                seconds=round(seconds, 2))
    return case


def make_fifteen(jobs, cap):
    tasks = [(name, heuristic, variant, cap)
             for name in fifteen_ref.PUZZLES
             for heuristic in ('misplaced', 'manhattan')
             for variant in fifteen_ref.VARIANTS]
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        cases = list(pool.map(lambda t: fifteen_case(*t), tasks))
    write('fifteen', {
        'produced_by': provenance({
            'implementation': 'tests/independent/fifteen_ref.py',
            'puzzles': 'the five puzzles of the course notebook (see PUZZLES in fifteen_ref.py)',
            'cap_seconds': cap, 'memory_cap_gib': MEMORY_CAP >> 30,
            'parallel_runs': jobs, 'machine': platform.machine()}),
        'fields': 'explored = first number printed; steps = second; output_sha256 = '
                  'sha256 of the whole stdout of solve_and_print; seconds = wall time of '
                  'the Python run (informative only)',
        'puzzles': fifteen_ref.PUZZLES,
        'cases': cases,
    })


# ---------------------------------------------------------------- lecture

def lecture_case(start, goal, method, variant):
    text = lecture_ref.run(method, tuple(start), tuple(goal), variant)
    case = {'start': start, 'goal': goal, 'method': method, 'variant': variant,
            'output_sha256': sha256(text)}
    if text in ('No solution', 'None'):
        case.update(solvable=False, output=text)
    else:
        actions = eval(text)    # our own repr of a list of short strings
        case.update(solvable=True, length=len(actions))
        if len(text) <= 2000:
            case['output'] = text
        else:
            case.update(first_actions=actions[:10], last_actions=actions[-10:])
    return case


def make_lecture(jobs):
    rng = random.Random(SEED)
    pairs = [('281_43765', '1238_4765'), ('281463_75', '1238_4765'),
             ('281_43765', '_12345678'), ('281463_75', '_12345678')]
    solvable = unsolvable = 0
    while solvable < 16 or unsolvable < 4:
        a, b = list('12345678_'), list('12345678_')
        rng.shuffle(a)
        rng.shuffle(b)
        start, goal = ''.join(a), ''.join(b)
        same = lecture_ref.parity(start) == lecture_ref.parity(goal)
        if start == goal or (same and solvable >= 16) or (not same and unsolvable >= 4):
            continue
        pairs.append((start, goal))
        solvable += same
        unsolvable += not same
    tasks = [(s, g, m, v) for s, g in pairs for m in ('bfs', 'dfs', 'ucs')
             for v in lecture_ref.VARIANTS]
    with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
        cases = list(pool.map(lecture_case, *zip(*tasks)))
    write('lecture', {
        'produced_by': provenance({
            'implementation': 'tests/independent/lecture_ref.py',
            'pairs': 'the course examples (and the other goal _12345678, which has the '
                     'other parity), then 16 random solvable and 4 random unsolvable pairs'}),
        'fields': 'output = the line lecture_ref.py prints (the action list repr, or '
                  'No solution); long outputs (dfs) keep only length, first/last actions '
                  'and output_sha256 = sha256 of that line without newline; variants as in '
                  'lecture_ref.py --variant (no-parity-check prints None when unsolvable)',
        'cases': cases,
    })


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--only', default='driver,driver-1t2017,funny,fifteen,lecture')
    parser.add_argument('--jobs', type=int, default=2)
    parser.add_argument('--cap', type=float, default=180.0,
                        help='seconds per fifteen run before it is recorded as skipped')
    args = parser.parse_args()
    for name in args.only.split(','):
        start = time.perf_counter()
        if name == 'fifteen':
            make_fifteen(args.jobs, args.cap)
        else:
            {'driver': make_driver, 'driver-1t2017': make_driver_1t2017, 'funny': make_funny,
             'lecture': make_lecture}[name](args.jobs)
        print(f'  {name}: {time.perf_counter() - start:.0f} s')


if __name__ == '__main__':
    main()
