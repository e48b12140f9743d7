#!/usr/bin/env bash
# Configures and builds everything into build/ (executables land in build/bin/).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DPUZZLE_WERROR=ON >/dev/null
cmake --build build -j "$(nproc)"
