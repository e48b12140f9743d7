#!/usr/bin/env bash
# Installs what is missing (scripts/bootstrap.sh), configures and builds into build/
# (executables land in build/bin/).
#
# usage: scripts/build.sh [--for demo|kit|test]
#   demo: only puzzle-grader and puzzle-ref, with tests and benchmarks off (and none of
#         their packages installed): what grading needs (scripts/demo.sh). Linked
#         against the shared libraries: the static link (puzzle-ref's speed, the student
#         kit's grader) compiles fmt into every source file, which costs the demo about
#         110 s of its build (docs/performance.md, "The README's first command").
#   kit:  demo's two programs linked statically, and puzzle-grader-kit, the student
#         kit's grader (docs/kit.md): what the instructor guide's tour uses, `kit`
#         included. The same packages as demo.
#   test: everything: both programs, the tests, benchmarks and fuzz replays (the default;
#         scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
target=test
if [ $# -gt 0 ]; then
  if [ "$1" != --for ] || { [ "${2:-}" != demo ] && [ "${2:-}" != kit ] &&
                             [ "${2:-}" != test ]; }; then
    echo "usage: $0 [--for demo|kit|test]" >&2
    exit 2
  fi
  target=$2
fi
scripts/bootstrap.sh --for "$([ "$target" = kit ] && echo demo || echo "$target")"
# Both set explicitly: build/ is shared, and CMake would keep the other's cached value.
if [ "$target" = demo ]; then
  with_tests=OFF
  static=OFF
  targets=(--target puzzle-grader puzzle-ref)
elif [ "$target" = kit ]; then
  with_tests=OFF
  static=ON
  targets=(--target puzzle-grader puzzle-ref puzzle-grader-kit)
else
  with_tests=ON
  static=ON
  targets=()
fi
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DPUZZLE_WERROR=ON \
  -DPUZZLE_BUILD_TESTS=$with_tests -DPUZZLE_BUILD_BENCH=$with_tests \
  -DPUZZLE_STATIC_REF=$static >/dev/null
cmake --build build -j "$(nproc)" "${targets[@]}"
# The web page's assets (docs/web.md), into build/bin/web. Without emscripten its tests
# skip with one line; with it, a page that fails to build fails the build, so that the
# web tests can never pass by skipping on a machine that should have run them.
if [ "$target" = test ] && command -v emcc >/dev/null 2>&1; then
  web/build-page.sh >/dev/null
fi
