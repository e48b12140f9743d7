#!/usr/bin/env bash
# Batch throughput (docs/performance.md, "### Batch"): STUDENTS submissions x 6 tests,
# graded with --jobs 1 and --jobs 2. Prints students per second, the speed-up, and the
# grader's own share of the batch time: 1 - (summed wall time of the submissions' runs,
# as the runner measures them from spawn to exit, sandbox start-up included) / (batch
# wall time x workers).
#
# Workloads:
#   trivial  each test runs `import sys; print(sys.argv[1])`: the worst case for the
#            grader's share, since a run is little more than Python's start-up;
#   driver   each student is a copy of the accepted example driver submission, graded on
#            the driver assignment's public suite (its 6 tests, BFS/DFS/A* on 2 boards).
#
# It also measures the machine's own ceiling: the same programs run without the grader,
# CEILING_STUDENTS (default 20) students' worth, one at a time and then as two streams at
# once. On a machine where starting processes does not scale across cores, no grader can
# reach 2x, and the grader's speed-up is best read against that ceiling.
#
# usage: bench/grader/batch_throughput.sh [BUILD_DIR] [STUDENTS] [trivial|driver]
#                                         [extra batch options...]
set -euo pipefail

BUILD="${1:-build}"
STUDENTS="${2:-200}"
WORKLOAD="${3:-trivial}"
shift $(( $# > 3 ? 3 : $# ))
GRADER="$BUILD/bin/puzzle-grader"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

make_trivial() {
  SUITE="$WORK/suite.yaml"
  cat > "$SUITE" <<'YAML'
suite: batch-bench
run: {command: 'python3 prog.py {n}'}
limits: {time_per_test: 5}
tests:
YAML
  for n in 1 2 3 4 5 6; do
    echo "  - {name: t$n, args: {n: '$n'}, expected: '$n', checks: [{kind: exact, points: 1}]}" >> "$SUITE"
  done
  for i in $(seq -w 1 "$STUDENTS"); do
    mkdir -p "$WORK/subs/s$i"
    echo 'import sys; print(sys.argv[1])' > "$WORK/subs/s$i/prog.py"
  done
}

make_driver() {
  SUITE="$ROOT/testcases/driver/public.yaml"
  for i in $(seq -w 1 "$STUDENTS"); do
    mkdir -p "$WORK/subs/s$i"
    cp "$ROOT/testcases/driver/submissions/accepted/oo_solver/"*.py "$WORK/subs/s$i/"
  done
}

case "$WORKLOAD" in
  trivial) make_trivial ;;
  driver) make_driver ;;
  *) echo "unknown workload '$WORKLOAD' (expected trivial or driver)" >&2; exit 2 ;;
esac

# Seconds the submissions' own runs took, summed over every test of every student.
runs_seconds() {
  python3 - "$1" <<'PY'
import json, os, sys
total = 0
for name in os.listdir(sys.argv[1]):
    with open(os.path.join(sys.argv[1], name)) as f:
        total += sum(t["wall_time_ms"] for t in json.load(f)["report"]["tests"])
print(total / 1000)
PY
}

run() {
  local jobs="$1"; shift
  local out="$WORK/out-$jobs"
  local load_before start end
  load_before="$(cut -d' ' -f1 /proc/loadavg)"
  start="$(date +%s.%N)"
  "$GRADER" batch --suite "$SUITE" --submissions "$WORK/subs" --out "$out" \
    --jobs "$jobs" "$@" > /dev/null 2>&1
  end="$(date +%s.%N)"
  local runs
  runs="$(runs_seconds "$out/results")"
  python3 - "$jobs" "$start" "$end" "$runs" "$STUDENTS" "$load_before" "$(cut -d' ' -f1 /proc/loadavg)" <<'PY'
import sys
jobs, start, end, runs, students = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
wall = end - start
share = 1 - runs / (wall * jobs)
print(f"jobs={jobs} wall={wall:.1f}s students/s={students / wall:.2f} "
      f"runs_sum={runs:.1f}s grader_share={100 * share:.1f}% load={sys.argv[6]}->{sys.argv[7]}")
PY
}

echo "machine: $(nproc) cores, $(uname -r); grader: $GRADER; $STUDENTS students x 6 tests ($WORKLOAD)"
one="$(run 1 "$@")"; echo "$one"
two="$(run 2 "$@")"; echo "$two"
speedup="$(python3 - "$one" "$two" <<'PY'
import sys
rate = lambda line: float(line.split("students/s=")[1].split()[0])
print(f"{rate(sys.argv[2]) / rate(sys.argv[1]):.2f}")
PY
)"
echo "speed-up 2 workers vs 1: ${speedup}x"

# One student's runs, a line of argv each: the suite's command with each test's args.
suite_runs() {
  python3 - "$SUITE" <<'PY'
import sys, yaml
suite = yaml.safe_load(open(sys.argv[1]))
for test in suite["tests"]:
    print(suite["run"]["command"].format(**test["args"]))
PY
}

# Runs STUDENTS students' programs without the grader, one after another, in folder DIR
# (a private copy), finding programs on the sandbox's PATH (grader/run/sandbox.h).
run_stream() {
  local dir="$1" students="$2" runs="$3"
  for _ in $(seq "$students"); do
    while read -r -a argv; do
      (cd "$dir" && export PATH=/usr/local/bin:/usr/bin:/bin && exec "${argv[@]}" > /dev/null)
    done <<< "$runs"
  done
}

ceiling() {
  local students="${CEILING_STUDENTS:-20}" runs start mid end
  runs="$(suite_runs)"
  cp -r "$WORK/subs/s$(printf '%0*d' "${#STUDENTS}" 1)" "$WORK/stream-a"
  cp -r "$WORK/stream-a" "$WORK/stream-b"
  start="$(date +%s.%N)"
  run_stream "$WORK/stream-a" "$students" "$runs"
  mid="$(date +%s.%N)"
  run_stream "$WORK/stream-a" "$students" "$runs" &
  run_stream "$WORK/stream-b" "$students" "$runs"
  wait
  end="$(date +%s.%N)"
  python3 - "$start" "$mid" "$end" "$students" "$speedup" <<'PY'
import sys
start, mid, end, students, grader = map(float, sys.argv[1:6])
one, two = students / (mid - start), 2 * students / (end - mid)
print(f"machine ceiling, no grader ({students:.0f} students): 1 stream {one:.2f} students/s, "
      f"2 streams {two:.2f} students/s, {two / one:.2f}x; "
      f"grader's speed-up as a share of it: {100 * grader / (two / one):.0f}%")
PY
}
ceiling
