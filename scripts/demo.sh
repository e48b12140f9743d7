#!/usr/bin/env bash
# The toolkit's main job on a bundled example: installs what building and grading need
# (no test tools), builds only puzzle-grader and puzzle-ref, then grades an example
# student driver.py against the course's public tests, in the sandbox. Timings from a
# fresh clone: docs/performance.md, "The README's first command".
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh --for demo
exec build/bin/puzzle-grader run \
  --suite testcases/driver/public.yaml \
  --submission testcases/driver/submissions/accepted/oo_solver
