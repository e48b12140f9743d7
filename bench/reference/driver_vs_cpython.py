#!/usr/bin/env python3
"""Whole-process speed of `puzzle-ref driver` against CPython running a driver.py.

docs/performance.md ("Against CPython"): the issue's target is puzzle-ref at least 100x
faster than CPython on `driver dfs 1,2,5,3,4,0,6,7,8`, measured side by side in one run.
The two programs run alternately, each in its own empty temp folder (both write
output.txt), so a change in the machine's load hits both alike. For every run the script
takes the wall time and the CPU time (user + system, from wait4) of the process; on a
machine shared with other work the CPU time is the steadier figure, since the wall time
also counts the wait for a free core. It prints the medians and the ratios, and checks
that both programs wrote the same first five lines.

usage: bench/reference/driver_vs_cpython.py [--puzzle-ref build/bin/puzzle-ref]
           [--driver-py testcases/driver/submissions/accepted/functional/driver.py]
           [--runs 9] [--python python3] [method board]
"""

import argparse
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


def timed_run(argv, cwd):
    """(wall seconds, CPU seconds) of one run; raises if it fails."""
    started = time.perf_counter()
    process = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{argv[0]} failed with exit code {process.returncode}")
    return wall, usage.ru_utime + usage.ru_stime


def result_lines(folder):
    """output.txt without its two machine-dependent lines (running_time, max_ram_usage)."""
    return (folder / "output.txt").read_text().splitlines()[:5]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--puzzle-ref", default=str(ROOT / "build/bin/puzzle-ref"))
    parser.add_argument("--driver-py",
                        default=str(ROOT / "testcases/driver/submissions/accepted/functional/driver.py"))
    parser.add_argument("--python", default="python3")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("method", nargs="?", default="dfs")
    parser.add_argument("board", nargs="?", default="1,2,5,3,4,0,6,7,8")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as work:
        ref_dir = pathlib.Path(work, "ref")
        py_dir = pathlib.Path(work, "py")
        ref_dir.mkdir()
        py_dir.mkdir()
        shutil.copy(args.driver_py, py_dir / "driver.py")
        ref_argv = [os.path.abspath(args.puzzle_ref), "driver", args.method, args.board]
        py_argv = [shutil.which(args.python) or args.python, "driver.py", args.method, args.board]

        timed_run(ref_argv, ref_dir)  # warm-up: page cache, CPU frequency
        timings = {"puzzle-ref": [], "cpython": []}
        for _ in range(args.runs):
            timings["puzzle-ref"].append(timed_run(ref_argv, ref_dir))
            timings["cpython"].append(timed_run(py_argv, py_dir))
        if result_lines(ref_dir) != result_lines(py_dir):
            raise SystemExit("the two programs disagree:\n" + "\n".join(
                result_lines(ref_dir) + ["---"] + result_lines(py_dir)))

    medians = {}
    print(f"{args.method} {args.board}, {args.runs} runs each, alternating; "
          f"load average before: {os.getloadavg()[0]:.1f}")
    print(f"{'program':<12} {'wall median':>12} {'wall min':>10} {'CPU median':>11} {'CPU min':>9}")
    for name, runs in timings.items():
        walls = [wall for wall, _ in runs]
        cpus = [cpu for _, cpu in runs]
        medians[name] = (statistics.median(walls), statistics.median(cpus))
        print(f"{name:<12} {medians[name][0] * 1e3:>9.1f} ms {min(walls) * 1e3:>7.1f} ms "
              f"{medians[name][1] * 1e3:>8.1f} ms {min(cpus) * 1e3:>6.1f} ms")
    ref, py = medians["puzzle-ref"], medians["cpython"]
    print(f"ratio cpython / puzzle-ref: wall {py[0] / ref[0]:.0f}x, "
          f"CPU {py[1] / max(ref[1], 1e-4):.0f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
