#!/usr/bin/env bash
# Installs the Debian packages the toolkit needs, and only those that are missing.
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
  clang libclang-rt-14-dev  # fuzz/run.sh (libFuzzer); the normal build uses g++
  # grader/tests/run_slurm_e2e.py starts its own single-node Slurm from these (no munge,
  # no system service: installing them on a systemd machine enables services that stay
  # down without an /etc/slurm/slurm.conf)
  slurmctld slurmd slurm-client
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed'; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "bootstrap: installing ${missing[*]}" >&2
sudo_prefix=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_prefix=(sudo)
fi
"${sudo_prefix[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_prefix[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
