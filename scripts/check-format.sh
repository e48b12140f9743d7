#!/usr/bin/env bash
# Checks that the C++ sources follow .clang-format: lists each file that differs and exits 1.
#   scripts/check-format.sh            check every tracked .h/.cc file
#   scripts/check-format.sh --fix      rewrite the files that differ, in place
#   scripts/check-format.sh [--fix] FILE...   only these files
# Exit status: 0 all formatted (or fixed), 1 some file differs, 2 usage or clang-format missing.
# The layout is clang-format 14's (Debian 12): another version may format a few lines
# differently, so it is named when it differs. CLANG_FORMAT picks another binary.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
clang_format="${CLANG_FORMAT:-clang-format}"

fix=no
if [ "${1:-}" = "--fix" ]; then
  fix=yes
  shift
fi
case "${1:-}" in
  -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  -*) echo "check-format: unknown option $1 (try --help)" >&2; exit 2 ;;
esac

if ! command -v "$clang_format" >/dev/null 2>&1; then
  echo "check-format: $clang_format is not installed (scripts/bootstrap.sh installs it)" >&2
  exit 2
fi
version="$("$clang_format" --version)"
if [[ "$version" != *"version 14."* ]]; then
  echo "check-format: warning: .clang-format is tuned for clang-format 14; this is $version" >&2
fi

files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  cd "$root"
  mapfile -t files < <(git ls-files '*.h' '*.cc')
fi

style="--style=file:$root/.clang-format"
differ=0
for file in "${files[@]}"; do
  if [ "$fix" = yes ]; then
    "$clang_format" "$style" -i "$file"
  elif ! "$clang_format" "$style" "$file" | cmp -s - "$file"; then
    echo "$file"
    differ=$((differ + 1))
  fi
done
if [ "$differ" -gt 0 ]; then
  echo "check-format: $differ file(s) above differ from .clang-format; scripts/check-format.sh --fix rewrites them" >&2
  exit 1
fi
