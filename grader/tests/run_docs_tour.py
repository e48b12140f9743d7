#!/usr/bin/env python3
"""Runs the commands a guide quotes and compares what they print with what it quotes.

Usage: run_docs_tour.py GUIDE.md SOURCE_DIR BIN_DIR

The guide is the single source: every code block right after a line
`<!-- tour: checked by ctest -->` holds one command (a first line starting with `$ `,
continued by lines ending in a backslash, or a here-document up to its `EOF`) and the
output the guide promises. The blocks run in turn, by bash, in one fresh folder of this
run's where `testcases` is SOURCE_DIR's and `build/bin` is BIN_DIR, so the files a
command writes are there for the next and nowhere else. The quoted output
must appear in what the command prints, in order: `...` stands for any number of
lines; resource figures ("0.02 s CPU, 0.16 s wall  4.4 MB") and runs of spaces are not
compared, since they differ from machine to machine. Each difference is printed with
the block's line in the guide; exit 1 if any.
"""

import pathlib
import re
import subprocess
import sys
import tempfile

MARKER = "<!-- tour: checked by ctest -->"
FIGURES = re.compile(r"\d+(\.\d+)? s CPU, \d+(\.\d+)? s wall\s+\d+(\.\d+)? [kMG]?B")


def blocks(text):
    """(line number, block lines without their indentation) after each marker."""
    lines = text.split("\n")
    found = []
    for number, line in enumerate(lines):
        if line.strip() != MARKER:
            continue
        i = number + 1
        while i < len(lines) and not lines[i].strip():
            i += 1
        if lines[i].strip().startswith("```"):
            end = next(j for j in range(i + 1, len(lines)) if lines[j].strip().startswith("```"))
            body = lines[i + 1:end]
        else:
            indent = len(lines[i]) - len(lines[i].lstrip())
            end = i
            while end < len(lines) and (not lines[end].strip() or
                                        len(lines[end]) - len(lines[end].lstrip()) >= indent):
                end += 1
            body = lines[i:end]
        indent = min(len(l) - len(l.lstrip()) for l in body if l.strip())
        found.append((i + 1, [l[indent:] for l in body]))
    return found


def split_command(body):
    """The command (continuations joined) and the quoted output."""
    assert body[0].startswith("$ "), f"a tour block starts with '$ ', not {body[0]!r}"
    command = body[0][2:]
    i = 1
    while command.endswith("\\"):
        command = command[:-1] + " " + body[i].strip()
        i += 1
    if "<<'EOF'" in command:
        end = body.index("EOF", i)
        command = "\n".join([command] + body[i:end + 1])
        i = end + 1
    output = body[i:]
    while output and not output[-1].strip():
        output.pop()
    return command, output


def normal(line):
    return " ".join(FIGURES.sub("<figures>", line).split())


def compare(quoted, printed):
    """The first quoted line not found in order, or None."""
    actual = [normal(l) for l in printed.split("\n")]
    chunks, chunk = [], []
    for line in quoted:
        if line.strip() == "...":
            chunks.append(chunk)
            chunk = []
        else:
            chunk.append(normal(line))
    chunks.append(chunk)
    at = 0
    for k, chunk in enumerate(chunks):
        if not chunk:
            continue
        anchored = k == 0  # the output's start is quoted as it is, unless it begins with ...
        starts = [at] if anchored else range(at, len(actual) - len(chunk) + 1)
        for start in starts:
            if actual[start:start + len(chunk)] == chunk:
                at = start + len(chunk)
                break
        else:
            return chunk
    return None


def main():
    guide, source, bin_dir = (pathlib.Path(a) for a in sys.argv[1:4])
    failures = 0
    found = blocks(guide.read_text())
    if not found:
        print(f"{guide}: no block is marked {MARKER}")
        return 1
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        (folder / "testcases").symlink_to(source.resolve() / "testcases")
        (folder / "build").mkdir()
        (folder / "build" / "bin").symlink_to(bin_dir.resolve())
        for line, body in found:
            command, quoted = split_command(body)
            run = subprocess.run(["bash", "-c", command], cwd=folder, capture_output=True,
                                 text=True, timeout=600)
            missing = compare(quoted, run.stdout)
            if missing is None and run.returncode in (0, 1):
                print(f"{guide.name}:{line}: ok: {command.splitlines()[0]}")
                continue
            failures += 1
            print(f"{guide.name}:{line}: `{command}` does not do what the guide says; "
                  f"not found in order:\n  " + "\n  ".join(missing or []) +
                  f"\n--- printed (exit {run.returncode}):\n{run.stdout}{run.stderr}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
