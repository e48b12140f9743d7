#!/usr/bin/env bash
# Installs everything the tests use, builds everything and runs every test: the unit
# tests, the end-to-end tests and the verification of every bundled suite, all registered
# with ctest.
#
# The tests run with TMPDIR set to a fresh, empty folder of this run's own, removed
# afterwards: no test can pass because of a file an earlier run left in /tmp, and two
# runs on one machine never see each other's files. It is 0711 because the grader runs
# submissions as other users, who must pass through it to reach their workspaces (the
# grader refuses a TMPDIR they cannot enter).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh --for test
test_tmp="$(mktemp -d /tmp/puzzle-tests-XXXXXX)"
trap 'rm -rf "$test_tmp" || echo "test.sh: warning: could not remove $test_tmp" >&2' EXIT
chmod 0711 "$test_tmp"
TMPDIR="$test_tmp" ctest --test-dir build --output-on-failure -j "$(nproc)"
