#!/usr/bin/env bash
# Installs everything the tests use, builds everything and runs every test: the unit
# tests, the end-to-end tests and the verification of every bundled suite, all registered
# with ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh --for test
ctest --test-dir build --output-on-failure -j "$(nproc)"
