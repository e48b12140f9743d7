"""scripts/check-format.sh fails on a badly formatted file, names it, and --fix repairs it.

Usage: check_format_script.py REPO_ROOT. Exits 77 (skipped) without clang-format;
scripts/bootstrap.sh installs it.
"""
import pathlib
import shutil
import subprocess
import sys
import tempfile

# Hand-written: what .clang-format makes of BADLY (Google style, 2-space indent).
BADLY = "int  main( ) {\nif(true) return 0;\n  return 1;}\n"
WELL = "int main() {\n  if (true) return 0;\n  return 1;\n}\n"


def check(script, *args):
    return subprocess.run([str(script), *map(str, args)], capture_output=True, text=True)


def main():
    root = pathlib.Path(sys.argv[1])
    if shutil.which("clang-format") is None:
        print("clang-format is not installed (scripts/bootstrap.sh installs it): skipped")
        return 77
    script = root / "scripts" / "check-format.sh"
    with tempfile.TemporaryDirectory() as tmp:
        bad, good = pathlib.Path(tmp, "bad.cc"), pathlib.Path(tmp, "good.cc")
        bad.write_text(BADLY)
        good.write_text(WELL)

        found = check(script, bad, good)
        assert found.returncode == 1, f"a badly formatted file passed: {found}"
        assert found.stdout.splitlines() == [str(bad)], f"should name bad.cc only: {found.stdout!r}"

        fixed = check(script, "--fix", bad)
        assert fixed.returncode == 0, f"--fix failed: {fixed}"
        assert bad.read_text() == WELL, f"--fix wrote {bad.read_text()!r}"
        assert check(script, bad, good).returncode == 0, "still differs after --fix"

        assert check(script, "--bogus").returncode == 2, "an unknown option must be refused"
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
