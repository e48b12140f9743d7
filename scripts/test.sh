#!/usr/bin/env bash
# Builds everything and runs every test: the unit tests, the end-to-end tests and the
# verification of every bundled suite, all registered with ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
ctest --test-dir build --output-on-failure -j "$(nproc)"
