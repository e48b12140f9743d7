#!/usr/bin/env bash
# Builds everything, then does the toolkit's main job on a bundled example: grades an
# example student driver.py against the course's public tests, in the sandbox.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
exec build/bin/puzzle-grader run \
  --suite testcases/driver/public.yaml \
  --submission testcases/driver/submissions/accepted/oo_solver
