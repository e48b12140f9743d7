"""The GitHub Actions template in student_template/.github/workflows/ does what it says,
run locally in the folder layout a GitHub runner would have after its checkout step:

  WORK/submission  a student's repository (the "Check out your submission" step)
  WORK/kit         the student kit          (the "Get the student kit" step)

Each `run:` step is executed with bash as GitHub does (`bash -e`), with the workflow's env.
The kit is made by the built `puzzle-grader kit` from testcases/<ASSIGNMENT>/assignment.yaml
and fetched by the workflow's own step both ways it allows: from a URL (file://, as
curl fetches a release asset) and from a file committed in the repository. No step may
check out another repository or name the toolkit's testcases/: students get the kit,
never the hidden suites. The run step must pass the accepted example submission (exit 0),
both when the repository is the assignment folder and when it holds one folder per
assignment, and must fail the student template (exit 1: wrong answers).

GitHub Classroom's points: after each run step, what the workflow hands the reporter
(classroom-resources/autograding-grading-reporter: the variable <RUNNER>_RESULTS of each runner
named in its `runners`, taken from the step output `result` of the step with that id) is
read back from $GITHUB_OUTPUT, base64-decoded and checked as the reporter reads it
(version 1, tests[] with name, status and score, max_score); Classroom's total is the sum
of the tests' scores, compared with totals worked out by hand below. The Markdown step
summary must state the same total. When PUZZLE_CLASSROOM_REPORTER names the reporter's own
bundle (dist/main.js of its tag v1; it is not on npm, so CI cannot fetch it), node runs it
with the step's variables too, and its "Points" notice must say the same total.

usage: check_student_workflow.py PUZZLE_GRADER REPO_ROOT
Exit 77 (skipped) with one line where the kit's static grader is not built.
"""
import base64
import json
import os
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
PARTLY = "testcases/driver/submissions/wrong_answer/path_double_quotes"
REPORTER = "classroom-resources/autograding-grading-reporter@"
CLASSROOM_JOB = "run-autograding-tests"  # the check name the reporter writes points to
SKIP = 77  # ctest's SKIP_RETURN_CODE

# (points, max points) on the driver kit's suites (testcases/driver/public.yaml at its own
# points), by hand: 6 tests, each 8 output lines at 0.75 points (6 points a test), plus a
# 10-point bonus for finishing within
# time_total (600 s). Accepted: all 46. The template writes no output: 0, and no bonus
# (no points for nothing). path_double_quotes prints path_to_goal with double quotes:
# line 1 (an exact check) fails on every test, 6 x 5.25 + 10 = 41.5.
EXPECTED_POINTS = {ACCEPTED.format(assignment="driver"): (46, 46),
                   TEMPLATE.format(assignment="driver"): (0, 46),
                   PARTLY: (41.5, 46)}


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
    (job_id, job), = workflow["jobs"].items()
    if job_id != CLASSROOM_JOB or job.get("name", job_id) != CLASSROOM_JOB:
        raise Failure(f"{WORKFLOW}: the job must be '{CLASSROOM_JOB}' for the reporter to "
                      f"record points, not '{job_id}'")
    if workflow.get("permissions", {}).get("checks") != "write":
        raise Failure(f"{WORKFLOW}: the reporter needs `permissions: checks: write`")
    return {step["name"]: step for step in job["steps"]}


def step(steps, prefix):
    matches = [step for name, step in steps.items() if name.startswith(prefix)]
    if len(matches) != 1:
        raise Failure(f"{WORKFLOW}: expected one step named '{prefix}...', found {len(matches)}")
    return matches[0]


def run_step(script, work, env):
    run = subprocess.run(["bash", "-e", "-c", script], cwd=work, env=env,
                         capture_output=True, text=True, timeout=600)
    return run.returncode, run.stdout + run.stderr


def check_only_the_kit(steps):
    """No step fetches the toolkit: no checkout of another repository, no testcases/."""
    for name, found in steps.items():
        if found.get("uses", "").startswith("actions/checkout") and \
                "repository" in found.get("with", {}):
            raise Failure(f"{WORKFLOW}: step '{name}' checks out another repository")
        if "testcases/" in found.get("run", ""):
            raise Failure(f"{WORKFLOW}: step '{name}' uses the toolkit's testcases/")
    print("ok   no step fetches the toolkit or its suites")


def make_kit(grader, root, assignment, work):
    archive = os.path.join(work, f"{assignment}-kit.tar.gz")
    made = subprocess.run([grader, "kit", "--suite",
                           os.path.join(root, "testcases", assignment, "assignment.yaml"),
                           "-o", archive], capture_output=True, text=True)
    if made.returncode == 2 and "puzzle-grader-kit" in made.stderr:
        print("SKIP the kit's static grader is not built here (no static libraries)")
        sys.exit(SKIP)
    if made.returncode != 0:
        raise Failure(f"puzzle-grader kit failed ({made.returncode}): {made.stderr.strip()}")
    return archive


def get_kit(steps, work, env, kit_setting):
    """Runs the workflow's own step that fetches and unpacks the kit into WORK/kit."""
    shutil.rmtree(os.path.join(work, "kit"), ignore_errors=True)
    if os.path.exists(os.path.join(work, "kit.tar.gz")):
        os.remove(os.path.join(work, "kit.tar.gz"))
    code, output = run_step(step(steps, "Get the student kit")["run"], work,
                            dict(env, KIT=kit_setting))
    if code != 0 or not os.access(os.path.join(work, "kit", "check"), os.X_OK):
        raise Failure(f"the kit step with KIT={kit_setting} failed ({code}):\n{output}")
    print(f"ok   kit step: KIT={os.path.basename(kit_setting)} unpacked with its check")


def step_outputs(path):
    """The name=value lines a step appended to $GITHUB_OUTPUT."""
    with open(path, encoding="utf-8") as file:
        return dict(line.rstrip("\n").split("=", 1) for line in file if "=" in line)


def reporter_step(steps):
    """The workflow's one step that uses Classroom's reporter."""
    (reporter,) = [s for s in steps.values() if s.get("uses", "").startswith(REPORTER)]
    return reporter


def reporter_results(steps, outputs_by_step):
    """What the reporter step decodes: {runner: JSON}, as its main.js reads it."""
    reporter = reporter_step(steps)
    results = {}
    for runner in reporter["with"]["runners"].split(","):
        runner = runner.strip()
        variable = f"{runner.upper()}_RESULTS"
        wanted = f"${{{{ steps.{runner}.outputs.result }}}}"
        given = reporter.get("env", {}).get(variable, "")
        if given.replace(" ", "") != wanted.replace(" ", ""):
            raise Failure(f"reporter step: {variable} is '{given}', expected '{wanted}'")
        encoded = outputs_by_step.get(runner, {}).get("result")
        if encoded is None:
            raise Failure(f"no step with id '{runner}' set the output 'result'")
        results[runner] = json.loads(base64.b64decode(encoded, validate=True).decode("utf-8"))
    return results


def run_real_reporter(steps, outputs_by_step):
    """The "Points T/M" notice of the real reporter started as the runner starts it (only
    the variables its step gets), or None when PUZZLE_CLASSROOM_REPORTER is not set."""
    bundle = os.environ.get("PUZZLE_CLASSROOM_REPORTER")
    if not bundle:
        return None
    reporter = reporter_step(steps)
    env = {"INPUT_RUNNERS": reporter["with"]["runners"], "PATH": os.environ["PATH"]}
    for runner in reporter["with"]["runners"].split(","):
        runner = runner.strip()
        env[f"{runner.upper()}_RESULTS"] = outputs_by_step[runner]["result"]
    done = subprocess.run(["node", bundle], env=env, capture_output=True, text=True, check=False)
    notice = "::notice title=Autograding complete::"
    for line in done.stdout.splitlines():
        if line.startswith(notice):
            return line[len(notice):]
    raise Failure(f"the reporter printed no points (exit {done.returncode}):\n"
                  f"{done.stdout[-2000:]}{done.stderr[-2000:]}")


def check_points(steps, outputs_by_step, summary, submission):
    points, max_points = EXPECTED_POINTS[submission]
    for runner, result in reporter_results(steps, outputs_by_step).items():
        if result.get("version") != 1 or not all({"name", "status", "score"} <= set(t)
                                                   for t in result["tests"]):
            raise Failure(f"{runner}: not the reporter's result format: {result}")
        total = sum(test["score"] for test in result["tests"])
        if (total, result["max_score"]) != (points, max_points):
            raise Failure(f"{submission}: Classroom would record {total}/{result['max_score']}"
                          f", expected {points}/{max_points}")
        wanted_status = "pass" if points == max_points else "fail"
        if result["status"] != wanted_status:
            raise Failure(f"{submission}: status {result['status']}, expected {wanted_status}")
    line = f"**Total: {points:g}/{max_points:g} points**"
    if line not in summary:
        raise Failure(f"the step summary does not say {line}:\n{summary}")
    print(f"ok   reporter gets {points:g}/{max_points:g} points; the step summary says so")
    noticed = run_real_reporter(steps, outputs_by_step)
    if noticed is not None:
        if noticed != f"Points {points:g}/{max_points:g}":
            raise Failure(f"{submission}: the real reporter says '{noticed}', expected "
                          f"Points {points:g}/{max_points:g}")
        print(f"ok   the real reporter says {noticed}")


def check_run(steps, work, env, root, folder, submission, expected_code):
    """Checks out SUBMISSION as WORK/submission/FOLDER ("" when the repository is the
    assignment folder itself), runs the test step as GitHub would (with $GITHUB_OUTPUT
    and $GITHUB_STEP_SUMMARY files) and checks the points it hands the reporter."""
    shutil.rmtree(os.path.join(work, "submission"), ignore_errors=True)
    shutil.copytree(os.path.join(root, submission), os.path.join(work, "submission", folder))
    run = step(steps, "Run the public tests")
    outputs, summary = os.path.join(work, "github_output"), os.path.join(work, "step_summary")
    for path in (outputs, summary):
        open(path, "w").close()
    code, output = run_step(run["run"], work,
                            dict(env, GITHUB_OUTPUT=outputs, GITHUB_STEP_SUMMARY=summary))
    status = "ok  " if code == expected_code else "FAIL"
    layout = f"in {folder}/" if folder else "at the root"
    print(f"{status} run step, {submission} {layout}: exit {code} (expected {expected_code})")
    if code != expected_code:
        raise Failure(output)
    if submission in EXPECTED_POINTS:
        check_points(steps, {run.get("id"): step_outputs(outputs)},
                     open(summary, encoding="utf-8").read(), submission)


def check_docs(steps, root):
    """docs/platforms/github-classroom.md describes this workflow: its job, the run
    step's id, the reporter's variable and runners, the format."""
    page = "docs/platforms/github-classroom.md"
    text = open(os.path.join(root, page), encoding="utf-8").read()
    run_id = step(steps, "Run the public tests")["id"]
    reporter = reporter_step(steps)
    needed = [CLASSROOM_JOB, f"id: {run_id}", f"runners: {reporter['with']['runners']}", "KIT",
              *[f"{name}: {value}" for name, value in reporter["env"].items()],
              "--format github-classroom", REPORTER.rstrip("@")]
    missing = [phrase for phrase in needed if phrase not in text]
    if missing:
        raise Failure(f"{page} does not describe the workflow: missing {missing}")
    print(f"ok   {page} names the job, step id, reporter variable and runners")


def main(grader, root):
    workflow = load_workflow(root)
    steps = steps_by_name(workflow)
    check_docs(steps, root)
    check_only_the_kit(steps)
    env = dict(os.environ, **{key: str(value) for key, value in workflow["env"].items()})
    assignment = env["ASSIGNMENT"]
    with tempfile.TemporaryDirectory(prefix="workflow-") as work:
        archive = make_kit(grader, root, assignment, work)
        # A kit committed in the template repository, then one from a release's URL.
        os.makedirs(os.path.join(work, "submission", ".github"))
        shutil.copy(archive, os.path.join(work, "submission", ".github", "kit.tar.gz"))
        get_kit(steps, work, env, ".github/kit.tar.gz")
        get_kit(steps, work, env, "file://" + archive)
        for folder in ("", assignment):
            check_run(steps, work, env, root, folder, ACCEPTED.format(assignment=assignment), 0)
        check_run(steps, work, env, root, "", TEMPLATE.format(assignment=assignment), 1)
        if assignment == "driver":
            check_run(steps, work, env, root, "", PARTLY, 1)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])))
    except Failure as failure:
        print(f"FAIL {failure}")
        sys.exit(1)
