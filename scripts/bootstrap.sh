#!/usr/bin/env bash
# Installs the Debian packages the toolkit needs, and only those that are missing.
#
# usage: scripts/bootstrap.sh [--for demo|test]
#   demo: what configuring and building puzzle-grader and puzzle-ref needs, the Python
#         the bundled example suites declare (scripts/demo.sh; a grading machine), and
#         (where Node.js and npm are present) the npm package KaTeX, pinned.
#   test: all of demo's, and what the tests and tools add (the default; scripts/test.sh):
#         GoogleTest, Google Benchmark, clang-format, clang for fuzz/run.sh, Chromium and
#         Slurm for tests that skip without them, and (optional, where Node.js 20+ and npm
#         are present) the npm package Dolos.
# Safe to run again: with everything present it does nothing and asks for no root.
set -euo pipefail

demo_packages=(
  cmake g++ make pkg-config python3
  libyaml-cpp-dev libboost-dev libboost-filesystem-dev libfmt-dev
  libcli11-dev nlohmann-json3-dev
  libre2-dev  # regex and format checks (grader/check/pattern.h)
  libseccomp-dev  # the fallback sandbox's system-call filter (grader/run/seccomp_filter.h)
  libcmark-dev  # written answers' Markdown, in cmark's safe mode (grader/manual/answer_markdown.h)
  libarchive-dev  # a platform's download and students' zips (grader/intake/unpack.h)
  bubblewrap  # the sandbox each test runs in
  # What the shipped suites' python: sections declare (driver: numpy, psutil); the names
  # are `scripts/python-packages.sh build/bin/puzzle-grader testcases/*/*.yaml`, and the
  # test python_installs_cover_the_declared_packages checks this list against them.
  python3-numpy python3-psutil
)
test_packages=(
  libgtest-dev libgmock-dev  # PUZZLE_BUILD_TESTS
  libbenchmark-dev           # PUZZLE_BUILD_BENCH
  python3-yaml  # tests/check_student_workflow.py reads the GitHub Actions template
  clang-format  # scripts/check-format.sh (.clang-format is clang-format 14's layout)
  # Each of these is used by one test or tool, which says in one line that it skipped
  # when the package is missing:
  chromium    # ClassReportHtml/SvgChart: render the HTML class report; the web page's tests
  # web/build-page.sh (the web page, docs/web.md): emscripten, its JavaScript tools'
  # parser, and the Unicode tables RE2's sources are built with
  emscripten node-acorn unicode-data
  clang libclang-rt-14-dev  # fuzz/run.sh (libFuzzer); the normal build uses g++
  # grader_e2e.slurm_array starts its own single-node Slurm from these; no service of
  # theirs may stay enabled or start (leave_services_off below)
  slurmctld slurmd slurm-client
)
# Services that Debian's packages above enable and start when installed (munge comes with
# Slurm). The tests start their own daemons, so none is left enabled or running.
services=(munge slurmctld slurmd)

target=test
case "${1:-}" in
  "") ;;
  --for)
    target=${2:-}
    case "$target" in demo | test) ;; *) target=bad ;; esac
    ;;
  *) target=bad ;;
esac
if [ "$target" = bad ]; then
  echo "usage: $0 [--for demo|test]" >&2
  exit 2
fi
packages=("${demo_packages[@]}")
if [ "$target" = test ]; then
  packages+=("${test_packages[@]}")
fi

sudo_prefix=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_prefix=(sudo)
fi

# While this exists and exits 101, Debian's invoke-rc.d and deb-systemd-invoke start no
# service; whatever policy file was there before comes back afterwards.
policy=/usr/sbin/policy-rc.d
forbid_service_starts() {
  if [ -e "$policy" ]; then
    "${sudo_prefix[@]}" mv "$policy" "$policy.puzzle-saved"
  fi
  trap allow_service_starts EXIT
  printf '#!/bin/sh\n# scripts/bootstrap.sh: start no service while installing\nexit 101\n' |
    "${sudo_prefix[@]}" tee "$policy" >/dev/null
  "${sudo_prefix[@]}" chmod 755 "$policy"
}
allow_service_starts() {
  "${sudo_prefix[@]}" rm -f "$policy"
  if [ -e "$policy.puzzle-saved" ]; then
    "${sudo_prefix[@]}" mv "$policy.puzzle-saved" "$policy"
  fi
}

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
  forbid_service_starts
  "${sudo_prefix[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
  allow_service_starts
  trap - EXIT
}

# Whether `service` starts at boot: systemd's word where systemd runs, else a start link
# of the SysV init scripts in a multi-user runlevel.
enabled() {
  local service=$1
  if [ -d /run/systemd/system ]; then
    systemctl is-enabled --quiet "$service" 2>/dev/null
  else
    compgen -G "/etc/rc[2345].d/S[0-9][0-9]$service" >/dev/null
  fi
}

# Disabled rather than removed: a later upgrade of the package keeps them disabled.
leave_services_off() {
  local service
  for service in "${services[@]}"; do
    if ! enabled "$service"; then
      continue
    fi
    echo "bootstrap: disabling the $service service (the tests start their own)" >&2
    if [ -d /run/systemd/system ]; then
      "${sudo_prefix[@]}" systemctl disable --now --quiet "$service"
    else
      "${sudo_prefix[@]}" update-rc.d "$service" disable >/dev/null
      "${sudo_prefix[@]}" service "$service" stop >/dev/null 2>&1 || true
    fi
  done
}

# Optional: Dolos (npm @dodona/dolos-lib, Ghent University's similarity checker) for
# `puzzle-grader export --similarity`, in the npm prefix the grader looks in
# (grader/export/similarity.h; CMake's PUZZLE_DOLOS_PREFIX must match a non-default one).
# It needs Node.js 20 or newer and npm, which Debian 12's nodejs (18) is not: without them
# this step is skipped and the rest of the toolkit works as before (export then says, in
# one line, that the similarity check did not run). npm compiles Dolos's parsers: a few
# minutes, once. PUZZLE_SKIP_DOLOS=1 skips it.
# Pinned: dolos-lib 3.5.1 pulls tree-sitter-compat 0.1.7, whose node-gyp 13 wants Node 22
# (npm's EBADENGINE warnings on Node 20); tree-sitter-compat 0.1.5 has no such dependency,
# and with it grader_e2e.similarity_export passes on Node 20.20 (docs/instructor-guide.md).
dolos_version=3.5.1
dolos_overrides='{"private": true, "overrides": {"tree-sitter-compat": "0.1.5"}}'

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
  if ! "${as[@]}" mkdir -p "$prefix"; then
    echo "bootstrap: warning: cannot make $prefix; export --similarity will say Dolos is missing" >&2
    return 0
  fi
  if [ ! -e "$prefix/package.json" ]; then
    printf '%s\n' "$dolos_overrides" | "${as[@]}" tee "$prefix/package.json" >/dev/null
  fi
  if ! "${as[@]}" npm install --prefix "$prefix" --no-audit --no-fund \
       "@dodona/dolos-lib@$dolos_version" >&2; then
    echo "bootstrap: warning: npm could not install @dodona/dolos-lib; export --similarity will say it is missing" >&2
  fi
}

# KaTeX (npm katex) typesets the written answers' math once, at export, through Node
# (grader/export/typeset_math.h), in the npm prefix the grader looks in (CMake's
# PUZZLE_KATEX_PREFIX must match a non-default one). Not Debian's libjs-katex: its 0.16.4
# lets a 314-byte formula bypass maxExpand (CVE-2024-28243) and the grader refuses
# anything before 0.16.21. Without Node.js and npm this step is skipped, and export's
# answer pages show math as TeX and say why. PUZZLE_SKIP_KATEX=1 skips it. On Node
# older than 22 npm warns EBADENGINE for commander, KaTeX's command line, which the grader
# does not use (it runs KaTeX's dist/katex.min.js alone).
katex_version=0.19.1

install_katex() {
  local prefix="${PUZZLE_KATEX_PREFIX:-/usr/local/share/puzzle/katex}"
  local installed="$prefix/node_modules/katex/package.json"
  if [ -n "${PUZZLE_SKIP_KATEX:-}" ] ||
     { [ -f "$installed" ] && grep -q "\"version\": \"$katex_version\"" "$installed"; }; then
    return 0
  fi
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "bootstrap: no Node.js or npm: skipping KaTeX (export's answer pages will show math as TeX)" >&2
    return 0
  fi
  local as=()
  if [ ! -w "$(dirname "$prefix")" ] && [ ! -w "$prefix" ]; then
    as=("${sudo_prefix[@]}")
  fi
  echo "bootstrap: installing KaTeX $katex_version into $prefix" >&2
  if ! "${as[@]}" mkdir -p "$prefix"; then
    echo "bootstrap: warning: cannot make $prefix; export's answer pages will show math as TeX" >&2
    return 0
  fi
  if [ ! -e "$prefix/package.json" ]; then
    printf '%s\n' '{"private": true}' | "${as[@]}" tee "$prefix/package.json" >/dev/null
  fi
  if ! "${as[@]}" npm install --prefix "$prefix" --no-audit --no-fund --save-exact \
       "katex@$katex_version" >&2; then
    echo "bootstrap: warning: npm could not install katex; export's answer pages will show math as TeX" >&2
  fi
}

# web/build-page.sh builds RE2 and yaml-cpp from Debian's source packages (apt-get
# source), which needs deb-src entries: bookworm's main, added when apt has none.
enable_debian_sources() {
  if grep -rqsE '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    return 0
  fi
  echo "bootstrap: adding Debian's source packages to apt (for web/build-page.sh)" >&2
  printf '%s\n' 'Types: deb-src' 'URIs: http://deb.debian.org/debian' 'Suites: bookworm' \
    'Components: main' 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg' |
    "${sudo_prefix[@]}" tee /etc/apt/sources.list.d/puzzle-deb-src.sources >/dev/null
  "${sudo_prefix[@]}" apt-get update -qq
}

install_debian_packages
install_katex
if [ "$target" = test ]; then
  leave_services_off
  install_dolos
  enable_debian_sources
fi
