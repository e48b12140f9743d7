#!/bin/sh
# Builds the libFuzzer targets with clang, ASan and UBSan in their own build folder and
# runs each for a bounded time. usage: fuzz/run.sh [SECONDS_PER_TARGET (default 60)]
# New coverage goes to build-fuzz/corpus/<target>/ (copy the interesting inputs into
# fuzz/corpus/<target>/); a crash is written to build-fuzz/crashes/<target>-*: fix it and
# keep the input in fuzz/regressions/<target>/ so the ctest replay guards it.
# Needs clang++ and its libFuzzer runtime (Debian: clang, libclang-rt-14-dev).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${PUZZLE_FUZZ_BUILD:-$root/build-fuzz}
seconds=${1:-60}
cxx=${CXX:-$(command -v clang++ || command -v clang++-14 || true)}
if [ -z "$cxx" ]; then
  echo "fuzz/run.sh: no clang++: nothing fuzzed (scripts/bootstrap.sh --for test installs clang)" >&2
  exit 77
fi
jobs=${JOBS:-2}

cmake -S "$root/fuzz" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER="$cxx" -DPUZZLE_BUILD_FUZZERS=ON \
  -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=undefined"
cmake --build "$build" -j"$jobs" --target fuzz_suite_loader fuzz_parse_board fuzz_check \
  fuzz_answer_markdown

status=0
for target in suite_loader parse_board check answer_markdown; do
  mkdir -p "$build/corpus/$target" "$build/crashes"
  echo "== $target: $seconds s"
  "$build/bin/fuzz_$target" -max_total_time="$seconds" -timeout=10 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$build/crashes/$target-" \
    "$build/corpus/$target" "$root/fuzz/corpus/$target" "$root/fuzz/regressions/$target" \
    || status=1
done
exit $status
