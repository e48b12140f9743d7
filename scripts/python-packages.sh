#!/usr/bin/env bash
# Prints the Debian packages the given suites' Python needs (each suite's python:
# section: python3 and one package per declared import), one a line, without repeats.
# With --install, installs those that are missing (apt-get; sudo when not root), and
# says nothing when everything is there. The names come from puzzle-grader itself
# (validate --debian-packages), so the toolkit keeps one table of them.
#
# usage: python-packages.sh [--install] PUZZLE_GRADER SUITE...
# Used by the GitHub Classroom workflow (student_template/.github) and any set-up that
# has the built grader; scripts/bootstrap.sh lists the shipped suites' packages itself
# (it runs before the build), and a test checks that its list covers them.
set -euo pipefail

install=no
if [ "${1:-}" = "--install" ]; then
  install=yes
  shift
fi
if [ $# -lt 2 ]; then
  echo "usage: $0 [--install] PUZZLE_GRADER SUITE..." >&2
  exit 2
fi
grader=$1
shift

packages=()
for suite in "$@"; do
  while IFS= read -r name; do
    [ -n "$name" ] || continue
    case " ${packages[*]:-} " in *" $name "*) ;; *) packages+=("$name") ;; esac
  done < <("$grader" validate --debian-packages "$suite")
done

if [ "$install" = no ]; then
  [ ${#packages[@]} -eq 0 ] || printf '%s\n' "${packages[@]}"
  exit 0
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed'; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -gt 0 ] || exit 0
echo "python-packages: installing ${missing[*]}" >&2
sudo_prefix=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_prefix=(sudo)
fi
"${sudo_prefix[@]}" apt-get update -qq
# Modes Debian gives them whatever the caller's umask: the graded programs run as other
# users and must read the packages (and Python's byte-code caches).
(umask 022 && DEBIAN_FRONTEND=noninteractive "${sudo_prefix[@]}" apt-get install -y -qq \
  --no-install-recommends "${missing[@]}")
