#!/usr/bin/env python3
"""Run the example submissions in testcases/<assignment>/submissions/ against the
independent implementations and say, per submission, which cases differ.

    python3 tests/independent/check_submissions.py [driver funny fifteen lecture]
            [--hidden] [--timeout S]

Sample cases only by default (the spec's sample boards / course examples); --hidden adds
the random cases of expected/<assignment>.json. This is a hand check for the manifests,
not the grader: the grader's `verify` is the authority on verdicts.
"""

import argparse
import ast
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import fifteen_ref   # noqa: E402
import funny_ref     # noqa: E402
import lecture_ref   # noqa: E402


def load(name):
    with open(os.path.join(HERE, 'expected', f'{name}.json')) as f:
        return json.load(f)


def run(cmd, cwd, timeout, stdin=None):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True,
                           timeout=timeout, input=stdin)
    except subprocess.TimeoutExpired:
        return 'time_limit', ''
    if p.returncode != 0:
        last = (p.stderr.strip().splitlines() or [''])[-1]
        return f'runtime_error ({last})', p.stdout
    return 'ok', p.stdout


# ------------------------------------------------------------------ driver
def driver_cases(hidden):
    cases = [c for c in load('driver')['cases'] if c['variant'] == 'default']
    return cases if hidden else cases[:6]


def check_driver(folder, hidden, timeout):
    bad = []
    for case in driver_cases(hidden):
        with tempfile.TemporaryDirectory() as tmp:
            status, _ = run([sys.executable, os.path.join(folder, 'driver.py'),
                             case['method'], case['board']], tmp, timeout)
            path = os.path.join(tmp, 'output.txt')
            lines = open(path).read().splitlines() if os.path.exists(path) else []
        label = f"{case['method']} {case['board']}"
        if status != 'ok':
            bad.append(f'{label}: {status}')
            if status == 'time_limit':
                break
            continue
        wrong = [i + 1 for i in range(5) if i >= len(lines) or lines[i] != case['lines'][i]]
        for i, key in ((5, 'running_time'), (6, 'max_ram_usage')):
            if i >= len(lines) or not re.fullmatch(key + r': \d+\.\d{8}', lines[i]):
                wrong.append(i + 1)
        if wrong:
            same = [c['variant'] for c in load('driver')['cases']
                    if c['board'] == case['board'] and c['method'] == case['method']
                    and c['lines'] == lines[:5]]
            bad.append(f'{label}: lines {wrong} (lines 1-5 match variant {same or "none"})')
    return bad


# ------------------------------------------------------------------ funny / lecture
CALLER = '''
import sys, importlib
sys.path.insert(0, sys.argv[1])
mod = importlib.import_module(sys.argv[2])
result = getattr(mod, sys.argv[3])(*eval(sys.argv[4]))
if sys.argv[5] == 'print-result':
    print(repr(result) if result is not None else '')
'''


def call(folder, module, function, args, timeout, print_result=False):
    return run([sys.executable, '-c', CALLER, folder, module, function, args,
                'print-result' if print_result else 'no'], folder, timeout)


def check_funny(folder, hidden, timeout):
    data = load('funny')
    bad = []
    succ = data['print_succ'] if hidden else data['print_succ'][:2]
    for case in succ:
        status, out = call(folder, 'funny_puzzle', 'print_succ', repr((case['state'],)), timeout)
        if status != 'ok' or out.splitlines() != case['lines']:
            bad.append(f"print_succ {case['state']}: {status if status != 'ok' else 'differs'}")
    cases = [c for c in data['cases'] if c['variant'] == 'default']
    for case in cases if hidden else cases[:1]:
        status, out = call(folder, 'funny_puzzle', 'solve', repr((case['state'],)), timeout)
        if status != 'ok':
            bad.append(f"solve {case['state']}: {status}")
            if status == 'time_limit':
                break
        elif out.splitlines() != case['lines']:
            got = out.splitlines()
            same = [c['variant'] for c in data['cases']
                    if c['state'] == case['state'] and c['lines'] == got]
            bad.append(f"solve {case['state']}: differs (matches variant {same or 'none'})")
    return bad


def check_lecture(folder, hidden, timeout):
    data = load('lecture')
    cases = [c for c in data['cases'] if c.get('variant', 'default') == 'default']
    cases = cases if hidden else cases[:12]
    bad = []
    for case in cases:
        args = f"(mod.EightPuzzle({case['start']!r}), mod.EightPuzzle({case['goal']!r}))"
        status, out = run([sys.executable, '-c', CALLER.replace('*eval(sys.argv[4])',
                                                                 '*eval(sys.argv[4])'),
                           folder, 'eight_puzzle', case['method'], args, 'print-result'],
                          folder, timeout)
        label = f"{case['method']} {case['start']}->{case['goal']}"
        if status != 'ok':
            bad.append(f'{label}: {status}')
            continue
        import hashlib
        text = out.strip()
        digest = hashlib.sha256(text.encode()).hexdigest()
        if digest != case['output_sha256']:
            same = [c['variant'] for c in data['cases'] if c['start'] == case['start']
                    and c['goal'] == case['goal'] and c['method'] == case['method']
                    and c['output_sha256'] == digest]
            bad.append(f'{label}: differs ({text[:40]!r}; matches variant {same or "none"})')
    return bad


# ------------------------------------------------------------------ fifteen
def notebook_definitions(path):
    """Code cells of the notebook, keeping imports, defs, classes and literal assignments
    (what the toolkit's harness is documented to keep)."""
    with open(path) as f:
        nb = json.load(f)
    kept = []
    for cell in nb['cells']:
        if cell['cell_type'] != 'code':
            continue
        src = ''.join(cell['source'])
        src = '\n'.join(line for line in src.splitlines()
                        if not line.lstrip().startswith(('%', '!')))
        for node in ast.parse(src).body:
            if isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.ClassDef)):
                kept.append(ast.get_source_segment(src, node))
            elif isinstance(node, ast.Assign):
                try:
                    ast.literal_eval(node.value)
                    kept.append(ast.get_source_segment(src, node))
                except ValueError:
                    pass
    return '\n\n'.join(kept)


def check_fifteen(folder, hidden, timeout):
    code = notebook_definitions(os.path.join(folder, 'fifteen_puzzle.ipynb'))
    bad = []
    names = list(fifteen_ref.PUZZLES) if hidden else ['zero_moves', 'one_move', 'six_moves',
                                                      'sixteen_moves']
    for name in names:
        for better_h in (False, True):
            if name == 'forty_moves' and not better_h:
                continue
            tiles = fifteen_ref.parse_board(fifteen_ref.PUZZLES[name])
            want = fifteen_ref.solve_and_print_lines(tiles, better_h)
            prog = code + f'\nsolve_and_print({fifteen_ref.PUZZLES[name]!r}, {better_h})\n'
            status, out = run([sys.executable, '-c', prog], folder, timeout)
            label = f"{name} {'manhattan' if better_h else 'misplaced'}"
            if status != 'ok':
                bad.append(f'{label}: {status}')
            elif out.splitlines() != want[:len(out.splitlines())] or \
                    len(out.rstrip('\n').splitlines()) != len('\n'.join(want).rstrip('\n').splitlines()):
                bad.append(f'{label}: differs (first line {out.splitlines()[:1]}, '
                           f'expected {want[:1]})')
    return bad


CHECKERS = {'driver': check_driver, 'funny': check_funny, 'fifteen': check_fifteen,
            'lecture': check_lecture}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('assignments', nargs='*', default=list(CHECKERS))
    parser.add_argument('--hidden', action='store_true')
    parser.add_argument('--timeout', type=float, default=20)
    parser.add_argument('--only', help='substring of submission folder to check')
    args = parser.parse_args()
    for name in args.assignments:
        base = os.path.join(ROOT, 'testcases', name, 'submissions')
        for verdict in sorted(os.listdir(base)):
            vdir = os.path.join(base, verdict)
            if not os.path.isdir(vdir):
                continue
            for sub in sorted(os.listdir(vdir)):
                if args.only and args.only not in f'{verdict}/{sub}':
                    continue
                bad = CHECKERS[name](os.path.join(vdir, sub), args.hidden, args.timeout)
                print(f"{name} {verdict}/{sub}: {'all cases match' if not bad else ''}")
                for line in bad[:6]:
                    print(f'    {line}')
                if len(bad) > 6:
                    print(f'    ... {len(bad) - 6} more')


if __name__ == '__main__':
    main()
