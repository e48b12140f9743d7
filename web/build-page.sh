#!/bin/sh
# Builds the web page's assets (docs/web.md) into ASSETS (default build/bin/web, where
# `puzzle-grader kit --web` looks): the grader's C++ in WebAssembly, Pyodide from npm,
# and the page's own files. Needs Debian's emscripten, unicode-data and deb-src enabled
# for `apt-get source` (scripts/bootstrap.sh --for web). Work happens in build-web/.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
assets=${1:-$root/build/bin/web}
work=$root/build-web
# 0.27.7 (Python 3.12): 314.0.7 (Python 3.14) overflows a worker's stack freeing a long
# chain of objects (lecture's DFS), as 3.14's stack-based limits do not fit a worker's stack.
pyodide_version=0.27.7

mkdir -p "$work/src" "$work/npm"
# RE2 and yaml-cpp from Debian's source packages; RE2's Unicode tables are generated as
# Debian's own build does (its sources leave them out), from /usr/share/unicode.
cd "$work/src"
if [ ! -d re2-*/re2 ] || [ ! -d yaml-cpp-*/src ]; then
  apt-get source re2 yaml-cpp >/dev/null
fi
re2=$(ls -d re2-*/ | head -1)
[ -f "$re2/re2/perl_groups.cc" ] || perl "$re2/re2/make_perl_groups.pl" >"$re2/re2/perl_groups.cc"
[ -f "$re2/re2/unicode_casefold.cc" ] ||
  (cd "$re2" && python3 re2/make_unicode_casefold.py >re2/unicode_casefold.cc)
[ -f "$re2/re2/unicode_groups.cc" ] ||
  (cd "$re2" && python3 re2/make_unicode_groups.py >re2/unicode_groups.cc)

# emscripten's JavaScript tools need Debian's node-acorn, which a newer node (NodeSource)
# does not look for in /usr/share/nodejs.
export NODE_PATH=/usr/share/nodejs
emcmake cmake -S "$root/web" -B "$work/build" -DPUZZLE_WEB_SOURCES="$work/src" >/dev/null
cmake --build "$work/build" -j2

cd "$work/npm"
[ -f package.json ] || echo '{"private": true}' >package.json
installed=$(node -p 'try { require("./node_modules/pyodide/package.json").version } catch { "" }')
[ "$installed" = "$pyodide_version" ] ||
  npm install --no-audit --no-fund "pyodide@$pyodide_version" >/dev/null
# The standard library with every module compiled ahead (compile_stdlib.mjs), made once
# per Pyodide version.
stdlib=$work/npm/python_stdlib-$pyodide_version-compiled.zip
if [ ! -f "$stdlib" ]; then
  node "$root/web/compile_stdlib.mjs" "$work/npm/node_modules/pyodide" "$stdlib.part"
  mv "$stdlib.part" "$stdlib"
fi
[ -d node_modules/puppeteer-core ] ||
  npm install --no-audit --no-fund puppeteer-core@25.16.0 >/dev/null  # the tests' browser driver

# The page's layout (grader/kit/kit.h): the files the page loads itself at the top; under
# data/ every file it reads as bytes, which `kit --web` turns into scripts (a page opened
# from a folder may run scripts but read no file).
rm -rf "$assets"
mkdir -p "$assets/data/pyodide"
cp "$root"/web/page/index.html "$root"/web/page/page.css "$root"/web/page/grader_page.js \
   "$work"/build/puzzle-grader-web.js "$assets/"
cp "$work"/build/puzzle-grader-web.wasm "$root"/web/page/python_worker.js "$assets/data/"
# Pyodide's core only: the interpreter, its standard library (compiled) and the lock file
# it reads.
pyodide=$work/npm/node_modules/pyodide
cp "$pyodide"/pyodide.js "$pyodide"/pyodide.asm.js "$pyodide"/pyodide.asm.wasm \
   "$pyodide"/pyodide-lock.json "$assets/data/pyodide/"
cp "$stdlib" "$assets/data/pyodide/python_stdlib.zip"
echo "web assets in $assets ($(du -sh "$assets" | cut -f1))"
