#!/usr/bin/env bash
# Installs the Debian packages the toolkit needs, and only those that are missing, then
# (optional, where Node.js 20+ and npm are present) the npm package Dolos.
# Safe to run again: with everything present it does nothing and asks for no root.
set -euo pipefail

packages=(
  cmake g++ make pkg-config python3
  python3-yaml  # tests/check_student_workflow.py reads the GitHub Actions template
  # What the shipped suites' python: sections declare (driver: numpy, psutil); the names
  # are `scripts/python-packages.sh build/bin/puzzle-grader testcases/*/*.yaml`, and the
  # test python_installs_cover_the_declared_packages checks this list against them.
  python3-numpy python3-psutil
  libyaml-cpp-dev libboost-dev libboost-filesystem-dev libfmt-dev
  libcli11-dev nlohmann-json3-dev libgtest-dev libgmock-dev libbenchmark-dev
  libre2-dev  # regex and format checks (grader/check/pattern.h)
  bubblewrap
  libseccomp-dev  # the fallback sandbox's system-call filter (grader/run/seccomp_filter.h)
  chromium    # renders the HTML class report in a test; the test skips without it
  clang-format  # scripts/check-format.sh (.clang-format is clang-format 14's layout)
  clang libclang-rt-14-dev  # fuzz/run.sh (libFuzzer); the normal build uses g++
  # grader/tests/run_slurm_e2e.py starts its own single-node Slurm from these (no munge,
  # no system service: installing them on a systemd machine enables services that stay
  # down without an /etc/slurm/slurm.conf)
  slurmctld slurmd slurm-client
)

sudo_prefix=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_prefix=(sudo)
fi

install_debian_packages() {
  local missing=()
  for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed'; then
      missing+=("$package")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  echo "bootstrap: installing ${missing[*]}" >&2
  "${sudo_prefix[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_prefix[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Optional: Dolos (npm @dodona/dolos-lib, Ghent University's similarity checker) for
# `puzzle-grader export --similarity`, in the npm prefix the grader looks in
# (grader/export/similarity.h; CMake's PUZZLE_DOLOS_PREFIX must match a non-default one).
# It needs Node.js 20 or newer and npm, which Debian 12's nodejs (18) is not: without them
# this step is skipped and the rest of the toolkit works as before (export then says, in
# one line, that the similarity check did not run). npm compiles Dolos's parsers: a few
# minutes, once. PUZZLE_SKIP_DOLOS=1 skips it.
install_dolos() {
  local prefix="${PUZZLE_DOLOS_PREFIX:-/usr/local/share/puzzle/dolos}"
  if [ -n "${PUZZLE_SKIP_DOLOS:-}" ] || [ -f "$prefix/node_modules/@dodona/dolos-lib/package.json" ]; then
    return 0
  fi
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "bootstrap: no Node.js or npm: skipping Dolos (only export --similarity needs it)" >&2
    return 0
  fi
  if [ "$(node -p 'parseInt(process.versions.node)')" -lt 20 ]; then
    echo "bootstrap: Node.js $(node --version) is older than 20: skipping Dolos (only export --similarity needs it)" >&2
    return 0
  fi
  local as=()
  if [ ! -w "$(dirname "$prefix")" ] && [ ! -w "$prefix" ]; then
    as=("${sudo_prefix[@]}")
  fi
  echo "bootstrap: installing Dolos into $prefix (npm compiles its parsers: a few minutes)" >&2
  if ! "${as[@]}" mkdir -p "$prefix" ||
     ! "${as[@]}" npm install --prefix "$prefix" --no-audit --no-fund @dodona/dolos-lib >&2; then
    echo "bootstrap: warning: npm could not install @dodona/dolos-lib; export --similarity will say it is missing" >&2
  fi
}

install_debian_packages
install_dolos
