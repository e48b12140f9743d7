#!/usr/bin/env python3
"""The build the docs name for the student kit builds it (issue 40 item 11).

`scripts/build.sh --for demo` links the shared libraries and builds no
puzzle-grader-kit, so an instructor following the tour word for word reached `kit` and
got "not beside this executable". This checks, without building anything:

  - scripts/build.sh has a `kit` target whose build list names puzzle-grader-kit and
    turns the static link on (PUZZLE_STATIC_REF=ON, which the kit's grader needs);
  - every page that makes a kit (the instructor guide, kit.md, the GitHub Classroom and
    Vocareum pages) says to build with `scripts/build.sh --for kit`, and none names the
    bare `cmake --build ... puzzle-grader-kit`, which a demo build's folder has no rule for.

usage: check_kit_build.py SOURCE_DIR
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1])
PAGES = ["docs/instructor-guide.md", "docs/kit.md", "docs/platforms/github-classroom.md",
         "docs/platforms/vocareum.md"]


def kit_branch(script):
    """The lines of build.sh's `elif [ "$target" = kit ]` branch."""
    match = re.search(r'\[ "\$target" = kit \]; then\n(.*?)\n(?:elif|else)', script, re.S)
    return match.group(1) if match else ""


def main():
    problems = []
    script = (ROOT / "scripts/build.sh").read_text()
    branch = kit_branch(script)
    if "puzzle-grader-kit" not in branch or "static=ON" not in branch:
        problems.append("scripts/build.sh --for kit does not build puzzle-grader-kit statically")
    if "demo|kit|test" not in script:
        problems.append("scripts/build.sh's usage does not name --for kit")
    for page in PAGES:
        text = (ROOT / page).read_text()
        if "scripts/build.sh --for kit" not in text:
            problems.append(f"{page} does not say to build with scripts/build.sh --for kit")
        if re.search(r"cmake --build build[^\n]*puzzle-grader-kit", text):
            problems.append(f"{page} names a cmake target a demo build does not have")
    for problem in problems:
        print("FAIL:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
