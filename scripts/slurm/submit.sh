#!/usr/bin/env bash
# Grades a class on a Slurm cluster in SHARES array tasks, then merges them into one
# gradebook once every task has succeeded (docs/platforms/slurm.md).
#
#   scripts/slurm/submit.sh SUITE SUBMISSIONS OUT [SHARES]       (default: 4 shares)
#
# Extra sbatch options (partition, account, ...) go in SBATCH_* variables, e.g.
# SBATCH_PARTITION=short; PUZZLE_GRADER is passed on to the jobs.
set -euo pipefail

if [ $# -lt 3 ] || [ $# -gt 4 ]; then
  echo "usage: $0 SUITE SUBMISSIONS OUT [SHARES]" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
suite=$(realpath "$1") submissions=$(realpath "$2") out=$(realpath -m "$3")
shares=${4:-4}
if ! [[ $shares =~ ^[1-9][0-9]*$ ]]; then
  echo "$0: SHARES must be a whole number from 1, not '$shares'" >&2
  exit 2
fi
mkdir -p "$out/logs"

array=$(sbatch --parsable --array="0-$((shares - 1))" --output="$out/logs/grade-%A_%a.log" \
  "$here/grade-class.sbatch" "$suite" "$submissions" "$out")
array=${array%%;*}  # "id;cluster" on a federation
export_job=$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=yes \
  --output="$out/logs/export-%j.log" "$here/export-class.sbatch" "$submissions" "$out")
export_job=${export_job%%;*}
echo "grading: array job $array ($shares shares); export: job $export_job after all succeed"
echo "logs in $out/logs; gradebook in $out/gradebook.csv when job $export_job is done"
