#!/usr/bin/env python3
"""The grader's includes follow docs/ARCHITECTURE.md: data flows down the layers
(cli -> verify -> batch/kit -> export -> manual -> report -> grade -> check -> run/suite
-> common), and no two modules include each other, directly or around a circle (a
module is a .h/.cc pair: grade/grader is grade/grader.h and grade/grader.cc). Issue 25
item 7: grade/grader.cc and grade/submission_issue.cc once included each other, and
export/ reached back into batch/ for its students.

usage: check_layers.py SOURCE_DIR
Prints each include that goes up a layer or closes a circle, with its file and line;
exit 1 if any.
"""
import os
import re
import sys

# Lower number: higher layer. A folder may include its own and any with a larger number.
LAYERS = {"cli": 0, "verify": 1, "intake": 1, "batch": 2, "kit": 2, "export": 3, "manual": 4,
          "report": 5, "grade": 6, "check": 7, "run": 8, "suite": 8, "common": 9}
# Includes that go up a layer on purpose, each with its reason.
ALLOWED_UP = {
    # The suite loader compiles each regex check once, to report a bad pattern at its
    # FILE:LINE:COL; check/pattern.h is RE2 behind one class and includes nothing of check/.
    ("grader/suite/suite_loader.cc", "check/pattern.h"),
}
INCLUDE = re.compile(r'^#include "([a-z_]+)/([a-z_0-9]+)\.h"', re.M)


def sources(root):
    for folder in sorted(LAYERS):
        path = os.path.join(root, "grader", folder)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if name.endswith((".h", ".cc")) and not name.endswith("_test.cc"):
                yield folder, name, os.path.join(path, name)


def includes(path):
    text = open(path, encoding="utf-8").read()
    for match in INCLUDE.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        yield match.group(1), match.group(2), line


def circles(graph):
    """Each module on a circle of includes, with the circle (Tarjan's components)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def main(root):
    problems = []
    graph = {}
    for folder, name, path in sources(root):
        module = f"{folder}/{os.path.splitext(name)[0]}"
        relative = os.path.relpath(path, root)
        for to_folder, to_name, line in includes(path):
            if to_folder not in LAYERS:
                continue  # third-party or another tree's (gen/, fmt/)
            target = f"{to_folder}/{to_name}"
            if target != module:
                graph.setdefault(module, set()).add(target)
            up = LAYERS[to_folder] < LAYERS[folder]
            if up and (relative, f"{target}.h") not in ALLOWED_UP:
                problems.append(f"{relative}:{line}: {folder}/ includes {target}.h, a layer "
                                f"above it")
    for circle in circles(graph):
        problems.append("modules that include each other: " + ", ".join(circle))
    for problem in problems:
        print(problem)
    print(f"{len(graph)} modules checked, {len(problems)} problems")
    return 1 if problems else 0


sys.exit(main(sys.argv[1]))
