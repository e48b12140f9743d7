#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder image: install the
# Debian/Ubuntu packages the toolkit needs and build puzzle-grader from the bundled
# source (source/toolkit/). Choose Gradescope's Ubuntu 22.04 or 24.04 base image.
set -euo pipefail

ROOT="${AUTOGRADER_ROOT:-/autograder}"
TOOLKIT="$ROOT/source/toolkit"
BUILD="$ROOT/source/build"

export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends \
  cmake g++ make pkg-config python3 python3-pip \
  libyaml-cpp-dev libboost-dev libboost-filesystem-dev libfmt-dev \
  libcli11-dev nlohmann-json3-dev libre2-dev libseccomp-dev libcmark-dev bubblewrap

# The toolkit needs CMake >= 3.25; Ubuntu 22.04 ships 3.22, so take it from PyPI there.
if ! cmake -P /dev/stdin <<<'if(CMAKE_VERSION VERSION_LESS 3.25)
  message(FATAL_ERROR "old")
endif()' >/dev/null 2>&1; then
  python3 -m pip install --quiet "cmake>=3.25" 2>/dev/null ||
    python3 -m pip install --quiet --break-system-packages "cmake>=3.25"
  hash -r
fi

# What is built from here on is root's alone (0700 folders, 0600 files), and so is the
# bundle: the hidden suite and the toolkit must not be readable by a student's program.
# (After the packages: their own files keep the modes Debian gives them.) run_autograder
# does the same again before every grading.
umask 077
chmod -R go-rwx "$ROOT/source"
cmake -S "$TOOLKIT" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release \
  -DPUZZLE_BUILD_TESTS=OFF -DPUZZLE_BUILD_BENCH=OFF
cmake --build "$BUILD" -j"$(nproc)" --target puzzle-grader puzzle_harness
SUITE="$ROOT/source/$(cat "$ROOT/source/suite-name")"

# The Python packages the suite declares (its python: section; python3-numpy for numpy),
# named by the grader itself. With umask 022: the students' programs run as other users
# and must be able to read them.
mapfile -t python_packages < <("$BUILD/bin/puzzle-grader" validate --debian-packages "$SUITE")
if [ ${#python_packages[@]} -gt 0 ]; then
  (umask 022 && apt-get install -y -qq --no-install-recommends "${python_packages[@]}")
fi
# Fails the image build when the suite is broken or this machine lacks its Python.
"$BUILD/bin/puzzle-grader" validate "$SUITE"
