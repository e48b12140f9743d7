"""Every set-up installs the Python the shipped suites declare (docs/suite-format.md
"Python environment"), so no grade depends on what a machine happens to have:

- scripts/python-packages.sh prints, for all of testcases/*/*.yaml, exactly the Debian
  names `puzzle-grader validate --debian-packages` gives each suite (one table, the
  grader's), and at least python3-numpy and python3-psutil (the driver suites declare
  them: real driver programs import them);
- scripts/bootstrap.sh (which runs before any build, so keeps a list) installs each,
  in its demo set (the README's first command grades a driver example);
- the GitHub Classroom workflow's step runs the script with --install on the suite it
  grades, and that step, run here in a runner's folder layout, succeeds (on this
  machine, whose packages are the bootstrap's, it has nothing to install);
- the Gradescope bundle's setup.sh installs what its suite declares, and so does every
  other platform set-up under grader/packaging/ (each must call the grader's
  --debian-packages or the script).

usage: check_python_installs.py PUZZLE_GRADER REPO_ROOT
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

import yaml

WORKFLOW = "student_template/.github/workflows/mini-grader.yml"
STEP = "Add the Python packages"


def bootstrap_packages(root):
    text = open(os.path.join(root, "scripts/bootstrap.sh"), encoding="utf-8").read()
    block = re.search(r"^demo_packages=\((.*?)\n\)", text, re.S | re.M).group(1)
    return {word for line in block.splitlines() for word in line.split("#")[0].split()}


def declared(grader, suite):
    done = subprocess.run([grader, "validate", "--debian-packages", suite],
                          capture_output=True, text=True, check=True)
    return done.stdout.split()


def workflow_step(root):
    with open(os.path.join(root, WORKFLOW), encoding="utf-8") as handle:
        workflow = yaml.safe_load(handle)
    (job,) = workflow["jobs"].values()
    steps = [s for s in job["steps"] if s.get("name", "").startswith(STEP)]
    if len(steps) != 1:
        raise SystemExit(f"FAIL {WORKFLOW}: expected one step named '{STEP}...'")
    return workflow.get("env", {}), steps[0]["run"]


def check_workflow(grader, root, problems):
    env, script = workflow_step(root)
    if "python-packages.sh --install" not in script:
        problems.append(f"{WORKFLOW}: the '{STEP}' step does not run python-packages.sh --install")
    with tempfile.TemporaryDirectory() as work:
        os.symlink(root, os.path.join(work, "toolkit"))
        os.symlink(os.path.dirname(os.path.dirname(os.path.abspath(grader))),
                   os.path.join(work, "build"))
        done = subprocess.run(["bash", "-e", "-c", script], cwd=work, capture_output=True,
                              text=True, env={**os.environ, **{k: str(v) for k, v in env.items()}})
        if done.returncode != 0:
            problems.append(f"{WORKFLOW}: the '{STEP}' step failed ({done.returncode}): "
                            f"{done.stderr.strip()}")
        elif "installing" in done.stderr:
            problems.append(f"{WORKFLOW}: the step installed packages the bootstrap did not: "
                            f"{done.stderr.strip()}")


def check_platform_setups(root, problems):
    for setup in sorted(glob.glob(os.path.join(root, "grader/packaging/*/setup*")) +
                        glob.glob(os.path.join(root, "grader/packaging/*/Dockerfile*"))):
        text = open(setup, encoding="utf-8").read()
        if "--debian-packages" not in text and "python-packages.sh" not in text:
            problems.append(f"{os.path.relpath(setup, root)}: does not install the Python "
                            "packages its suite declares (puzzle-grader validate "
                            "--debian-packages, or scripts/python-packages.sh)")


def main():
    grader, root = sys.argv[1], os.path.abspath(sys.argv[2])
    suites = sorted(glob.glob(os.path.join(root, "testcases/*/*.yaml")))
    problems = []
    wanted = []
    for suite in suites:
        for name in declared(grader, suite):
            if name not in wanted:
                wanted.append(name)
    script = subprocess.run([os.path.join(root, "scripts/python-packages.sh"), grader] + suites,
                            capture_output=True, text=True, check=True).stdout.split()
    if script != wanted:
        problems.append(f"scripts/python-packages.sh printed {script}, the grader says {wanted}")
    for needed in ("python3-numpy", "python3-psutil"):
        if needed not in wanted:
            problems.append(f"no shipped suite declares {needed}; the driver suites should")
    missing = sorted(set(wanted) - bootstrap_packages(root))
    if missing:
        problems.append(f"scripts/bootstrap.sh does not install {missing}, which the shipped "
                        "suites declare")
    check_workflow(grader, root, problems)
    check_platform_setups(root, problems)
    for problem in problems:
        print("FAIL", problem)
    if problems:
        sys.exit(1)
    print(f"ok   {len(suites)} suites declare {wanted}; the bootstrap, the workflow and "
          "every platform set-up install them")


main()
