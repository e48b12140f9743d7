#!/usr/bin/env bash
# Builds everything, then does the toolkit's main job on a bundled example: the reference
# solver answers the course's sample board.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
(cd "$workdir" && "$OLDPWD/build/bin/puzzle-ref" driver bfs 1,2,5,3,4,0,6,7,8 && cat output.txt)
