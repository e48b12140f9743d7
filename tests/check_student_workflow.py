"""The GitHub Actions template in student_template/.github/workflows/ does what it says,
run locally in the folder layout a GitHub runner would have after its checkout steps:

  WORK/toolkit     this repository        (the "Check out the grading toolkit" step)
  WORK/submission  a student's repository (the "Check out your submission" step)
  WORK/build       the grader's build     (the "Build puzzle-grader" step)

Each `run:` step is executed with bash as GitHub does (`bash -e`), with the workflow's env.
The apt-get step is not run (this machine's packages are the bootstrap's); instead every
package it names must be one scripts/bootstrap.sh installs, so a typo or a renamed
package shows up here. The build step's configure is run for real, with a check that
CMake used every -D option and knows every --target; compiling is left to the ctest
build, whose bin/ the run step then uses, so this test costs seconds, not a rebuild.
The run step must pass the accepted example submission (exit 0), both when the
repository is the assignment folder and when it holds one folder per assignment, and
must fail the student template (exit 1: wrong answers).

usage: check_student_workflow.py PUZZLE_GRADER REPO_ROOT
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError:
    sys.exit("FAIL this test reads the workflow with PyYAML: install python3-yaml "
             "(scripts/bootstrap.sh does) or run it with a Python that has it")

WORKFLOW = "student_template/.github/workflows/mini-grader.yml"
ACCEPTED = "testcases/{assignment}/submissions/accepted/oo_solver"
TEMPLATE = "student_template/{assignment}"


class Failure(Exception):
    pass


def load_workflow(root):
    with open(os.path.join(root, WORKFLOW), encoding="utf-8") as file:
        workflow = yaml.safe_load(file)
    # YAML 1.1 reads the bare key `on` as the boolean true.
    triggers = workflow.get("on", workflow.get(True))
    if "push" not in triggers:
        raise Failure(f"{WORKFLOW}: does not run on push (triggers: {sorted(triggers)})")
    return workflow


def steps_by_name(workflow):
    (job,) = workflow["jobs"].values()
    return {step["name"]: step for step in job["steps"]}


def step(steps, prefix):
    matches = [step for name, step in steps.items() if name.startswith(prefix)]
    if len(matches) != 1:
        raise Failure(f"{WORKFLOW}: expected one step named '{prefix}...', found {len(matches)}")
    return matches[0]


def bootstrap_packages(root):
    text = open(os.path.join(root, "scripts/bootstrap.sh"), encoding="utf-8").read()
    block = re.search(r"packages=\((.*?)\n\)", text, re.S).group(1)
    return {word for line in block.splitlines() for word in line.split("#")[0].split()}


def check_packages(steps, root):
    script = step(steps, "Install")["run"]
    command = script[script.index("apt-get install"):].replace("\\\n", " ").splitlines()[0]
    named = {word for word in command.split()[2:] if not word.startswith("-")}
    unknown = sorted(named - bootstrap_packages(root))
    if unknown:
        raise Failure(f"{WORKFLOW}: installs packages scripts/bootstrap.sh does not: {unknown}")
    print(f"ok   install step: {len(named)} packages, all in scripts/bootstrap.sh")


def run_step(script, work, env):
    run = subprocess.run(["bash", "-e", "-c", script], cwd=work, env=env,
                         capture_output=True, text=True, timeout=600)
    return run.returncode, run.stdout + run.stderr


def check_configure(steps, work, env):
    script = step(steps, "Build")["run"]
    configure, build = [line.strip() for line in script.strip().splitlines()]
    code, output = run_step(configure, work, env)
    if code != 0:
        raise Failure(f"configure failed ({code}):\n{output}")
    if "Manually-specified variables were not used" in output:
        raise Failure(f"configure ignored an option of the workflow:\n{output}")
    targets = re.search(r"--target ((?:[\w-]+ ?)+)", build).group(1).split()
    known = subprocess.run(["cmake", "--build", "build", "--target", "help"], cwd=work,
                           capture_output=True, text=True, check=True).stdout
    missing = [target for target in targets if not re.search(rf"\b{re.escape(target)}\b", known)]
    if missing:
        raise Failure(f"the build step names targets CMake does not know: {missing}")
    print(f"ok   build step: configure accepted every option; targets {targets} exist")


def use_built_grader(work, grader):
    """Points WORK/build/bin at the ctest build's bin/ (which holds the grader and, beside
    it, ../share/puzzle/ with the harness, found through the resolved executable path)."""
    built_bin = os.path.dirname(os.path.realpath(grader))
    shutil.rmtree(os.path.join(work, "build", "bin"), ignore_errors=True)
    os.symlink(built_bin, os.path.join(work, "build", "bin"))


def check_run(steps, work, env, root, folder, submission, expected_code):
    """Checks out SUBMISSION as WORK/submission/FOLDER ("" when the repository is the
    assignment folder itself) and runs the test step."""
    shutil.rmtree(os.path.join(work, "submission"), ignore_errors=True)
    shutil.copytree(os.path.join(root, submission), os.path.join(work, "submission", folder))
    code, output = run_step(step(steps, "Run the public tests")["run"], work, env)
    status = "ok  " if code == expected_code else "FAIL"
    layout = f"in {folder}/" if folder else "at the root"
    print(f"{status} run step, {submission} {layout}: exit {code} (expected {expected_code})")
    if code != expected_code:
        raise Failure(output)


def main(grader, root):
    workflow = load_workflow(root)
    steps = steps_by_name(workflow)
    check_packages(steps, root)
    env = dict(os.environ, **{key: str(value) for key, value in workflow["env"].items()})
    assignment = env["ASSIGNMENT"]
    with tempfile.TemporaryDirectory(prefix="workflow-") as work:
        os.symlink(root, os.path.join(work, "toolkit"))
        check_configure(steps, work, env)
        use_built_grader(work, grader)
        for folder in ("", assignment):
            check_run(steps, work, env, root, folder, ACCEPTED.format(assignment=assignment), 0)
        check_run(steps, work, env, root, "", TEMPLATE.format(assignment=assignment), 1)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])))
    except Failure as failure:
        print(f"FAIL {failure}")
        sys.exit(1)
