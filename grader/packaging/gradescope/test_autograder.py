#!/usr/bin/env python3
"""Simulates Gradescope locally: bundles the autograder zip, unpacks it into a temporary
folder standing in for /autograder (AUTOGRADER_ROOT), checks the bundled toolkit
configures with CMake, runs run_autograder on an example submission and validates
results.json against Gradescope's documented format
(https://gradescope-autograders.readthedocs.io/en/latest/specs/).

Then, as Gradescope runs it (root, bubblewrap unable to start: forced here with
PUZZLE_GRADER_NO_BUBBLEWRAP), a hostile driver.py that looks for the bundle's hidden suite
(on the grader's command line in /proc/*/cmdline, and by walking the file system) must
score 0 on it, and the unpacked bundle must be root's alone. A control run shows that
the same driver does read a suite left world-readable, so the check can fail.

usage: test_autograder.py GRADER SUITE SUBMISSION EXPECTED_SCORE
"""
import json
import os
import secrets
import shutil
import stat
import subprocess
import sys
import tempfile
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
GRADER, SUITE, SUBMISSION, EXPECTED_SCORE = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
VISIBILITIES = {"hidden", "after_due_date", "after_published", "visible"}
FORMATS = {"text", "html", "simple_format", "md", "ansi"}


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def validate(results):
    """The fields and types Gradescope's specification documents."""
    problems = []
    if not number(results.get("score")):
        problems.append("top-level score must be a number")
    if not number(results.get("execution_time")):
        problems.append("execution_time must be a number (seconds)")
    if not isinstance(results.get("output"), str):
        problems.append("output must be a string")
    for key in ("output_format", "test_output_format"):
        if key in results and results[key] not in FORMATS:
            problems.append(f"{key} must be one of {sorted(FORMATS)}")
    if not isinstance(results.get("tests"), list):
        problems.append("tests must be a list")
    for i, test in enumerate(results.get("tests", [])):
        for key, ok in (("name", isinstance(test.get("name"), str)),
                        ("score", number(test.get("score"))),
                        ("max_score", number(test.get("max_score"))),
                        ("status", test.get("status") in ("passed", "failed")),
                        ("output", isinstance(test.get("output"), str)),
                        ("visibility", test.get("visibility") in VISIBILITIES)):
            if not ok:
                problems.append(f"tests[{i}].{key} is missing or invalid: {test.get(key)!r}")
    return problems


def unpack(tmp, suite=SUITE, root=None, options=()):
    archive_path = os.path.join(tmp, "autograder.zip")
    subprocess.run([sys.executable, os.path.join(HERE, "make_autograder.py"), "--suite", suite,
                    "-o", archive_path, *options], check=True)
    root = root or os.path.join(tmp, "autograder")
    with zipfile.ZipFile(archive_path) as archive:
        names = archive.namelist()
        for required in ("setup.sh", "run_autograder", "suite-name", "toolkit/CMakeLists.txt",
                         os.path.basename(suite)):
            if required not in names:
                fail(f"{required} is not at the root of the zip: {names[:10]}")
        for script in ("setup.sh", "run_autograder"):
            if not (archive.getinfo(script).external_attr >> 16) & 0o100:
                fail(f"{script} is not executable in the zip")
        archive.extractall(os.path.join(root, "source"))
    for script in ("setup.sh", "run_autograder"):  # zipfile does not restore modes
        os.chmod(os.path.join(root, "source", script), 0o755)
    return root


def configure(root, tmp):
    """The bundled source must be complete enough for CMake (setup.sh's first step)."""
    done = subprocess.run(["cmake", "-S", os.path.join(root, "source", "toolkit"), "-B",
                           os.path.join(tmp, "configure"), "-DPUZZLE_BUILD_TESTS=OFF",
                           "-DPUZZLE_BUILD_BENCH=OFF"], capture_output=True, text=True)
    if done.returncode != 0:
        fail("the bundled toolkit does not configure:\n" + done.stderr[-3000:])


def run_autograder(root, grader, extra_env=None):
    shutil.rmtree(os.path.join(root, "results"), ignore_errors=True)
    env = dict(os.environ, AUTOGRADER_ROOT=root, PUZZLE_GRADER=grader, **(extra_env or {}))
    done = subprocess.run([os.path.join(root, "source", "run_autograder")], env=env, cwd=root,
                          capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        fail(f"run_autograder exited {done.returncode}: {done.stderr}")
    with open(os.path.join(root, "results", "results.json")) as f:
        results = json.load(f)
    problems = validate(results)
    if problems:
        fail("results.json does not follow Gradescope's format:\n  " + "\n  ".join(problems))
    return results


HIDDEN_SUITE = """\
suite: gradescope-hidden
submission: {{files: [driver.py]}}
run: {{command: python3 driver.py}}
visibility: hidden
limits: {{time_per_test: 5}}
tests:
  - name: secret
    expected: |
      answer: {answer}
    checks: [{{lines: all, kind: exact, points: 1}}]
"""

# Reads the hidden suite if it can: from every path on any process's command line (the
# grader's --suite), then by walking the file system; prints the answer it finds there.
CHEATING_DRIVER = r"""
import os, re, time
PATTERN = re.compile(rb"suite: gradescope-hidden.*?answer: (\w+)", re.S)
deadline = time.monotonic() + 3

def answer_in(path):
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW)
    except OSError:
        return None
    try:
        found = PATTERN.search(os.read(fd, 1 << 20))
        return found.group(1).decode() if found else None
    except OSError:
        return None
    finally:
        os.close(fd)

def candidates():
    for pid in os.listdir("/proc"):
        try:
            args = open(f"/proc/{pid}/cmdline", "rb").read().split(b"\0")
        except OSError:
            continue
        for arg in args:
            if arg.startswith(b"/"):
                yield arg.decode(errors="replace")
        try:
            for fd in os.listdir(f"/proc/{pid}/fd"):
                yield f"/proc/{pid}/fd/{fd}"
        except OSError:
            pass
    for top in ("/tmp", "/autograder", "/"):
        for folder, dirs, files in os.walk(top):
            if folder in ("/proc", "/sys", "/dev", "/usr") or time.monotonic() > deadline:
                dirs[:] = []
                continue
            for name in files:
                yield os.path.join(folder, name)

answer = "unknown"
for path in candidates():
    if time.monotonic() > deadline:
        break
    found = answer_in(path)
    if found:
        answer = found
        break
print("answer:", answer)
"""


def private_modes(root):
    """Paths under root/source that another user could read or enter."""
    open_paths = []
    for folder, dirs, files in os.walk(os.path.join(root, "source")):
        for path in [folder] + [os.path.join(folder, f) for f in files]:
            info = os.lstat(path)
            if stat.S_ISLNK(info.st_mode):
                continue
            if info.st_mode & 0o077 or info.st_uid != 0:
                open_paths.append(f"{path} ({oct(info.st_mode & 0o7777)}, uid {info.st_uid})")
    return open_paths


def check_hidden_suite_stays_hidden(tmp):
    if os.geteuid() != 0:
        print("skipped the hidden-suite check: the fallback gives runs a uid of their own "
              "only when the grader is root, as on Gradescope")
        return
    answer = secrets.token_hex(8)
    suite = os.path.join(tmp, "gradescope-hidden.yaml")  # tmp is 0700: only the bundle counts
    with open(suite, "w") as f:
        f.write(HIDDEN_SUITE.format(answer=answer))
    # The stand-in for /autograder is open like the real one (0755), so only what
    # run_autograder does keeps the suite from the student's program.
    public = tempfile.mkdtemp(prefix="gradescope-root-")
    os.chmod(public, 0o755)
    try:
        root = unpack(tmp, suite, os.path.join(public, "autograder"))
        for folder, dirs, files in os.walk(root):  # as unzipped: world-readable
            os.chmod(folder, 0o755)
            for name in files:
                os.chmod(os.path.join(folder, name), 0o755)
        os.makedirs(os.path.join(root, "submission"))
        with open(os.path.join(root, "submission", "driver.py"), "w") as f:
            f.write(CHEATING_DRIVER)
        fallback = {"PUZZLE_GRADER_NO_BUBBLEWRAP": "1"}
        results = run_autograder(root, GRADER, fallback)
        if results.get("extra_data", {}).get("sandbox") != "fallback":
            fail(f"the run did not use the fallback sandbox: {results}")
        if results["score"] != 0:
            fail(f"the cheating driver scored {results['score']} on the hidden suite: {results}")
        still_open = private_modes(root)
        if still_open:
            fail("run_autograder left these readable by other users: " + ", ".join(still_open[:5]))
        # Control: the same driver, the same fallback, but the suite left world-readable.
        exposed = os.path.join(public, "exposed.yaml")
        shutil.copy(suite, exposed)
        os.chmod(exposed, 0o644)
        done = subprocess.run([GRADER, "run", "--suite", exposed, "--submission",
                               os.path.join(root, "submission"), "--format", "json"],
                              capture_output=True, text=True, timeout=120,
                              env=dict(os.environ, **fallback))
        control = json.loads(done.stdout)
        if control["score"] != 1:
            fail(f"control: the driver should read a world-readable suite: {control}")
        print(f"ok: hidden suite kept from the submission (control read it: score "
              f"{control['score']})")
    finally:
        shutil.rmtree(public, ignore_errors=True)


def make_autograder(*args):
    return subprocess.run([sys.executable, os.path.join(HERE, "make_autograder.py"), *args],
                          capture_output=True, text=True)


def check_options(tmp):
    """Issue 40: --help said its first line only, cut at "(where"; the deadline was a
    variable to edit in run_autograder; the success line said nothing of Gradescope's
    timeout and memory settings."""
    shown = make_autograder("--help").stdout
    if "(where Gradescope looks for them)" not in " ".join(shown.split()):
        fail(f"--help cuts its description short:\n{shown}")
    archive_path = os.path.join(tmp, "deadline.zip")
    done = make_autograder("--suite", SUITE, "-o", archive_path, "--deadline", "4m")
    # Hand-worked: e2e-command.yaml gives no memory_mb, so the suite default 1024 MB,
    # plus 512 MB for the grader.
    for words in ("timeout above 4m", "memory to at least 1536 MB"):
        if words not in done.stdout:
            fail(f"the success line does not say {words!r}: {done.stdout}")
    with zipfile.ZipFile(archive_path) as archive:
        if archive.read("deadline") != b"4m\n":
            fail(f"the zip's deadline is {archive.read('deadline')!r}, not 4m")
    bad = make_autograder("--suite", SUITE, "-o", archive_path, "--deadline", "9 minutes")
    if bad.returncode == 0 or "--deadline 9 minutes: give a time" not in bad.stderr:
        fail(f"a bad --deadline must be refused: {bad.returncode} {bad.stderr}")


def check_bundled_deadline(tmp):
    """run_autograder grades within the bundle's deadline: one that has passed before
    the first test leaves every test not run, with a results.json all the same."""
    root = unpack(tmp, root=os.path.join(tmp, "short"), options=["--deadline", "0.001s"])
    shutil.copytree(SUBMISSION, os.path.join(root, "submission"))
    results = run_autograder(root, GRADER)
    if results["score"] != 0 or "not run" not in json.dumps(results):
        fail(f"the bundle's deadline of 0.001s was not applied: {json.dumps(results)[:600]}")


def main():
    tmp = tempfile.mkdtemp(prefix="gradescope-")
    try:
        check_options(tmp)
        check_bundled_deadline(tmp)
        check_hidden_suite_stays_hidden(tmp)
        root = unpack(tmp)
        configure(root, tmp)
        shutil.copytree(SUBMISSION, os.path.join(root, "submission"))
        results = run_autograder(root, GRADER)
        if abs(results["score"] - EXPECTED_SCORE) > 1e-9 or not results["tests"]:
            fail(f"score {results['score']}, expected {EXPECTED_SCORE}: {results}")
        shutil.rmtree(os.path.join(root, "submission"))
        os.makedirs(os.path.join(root, "submission"))  # a student who uploaded nothing
        empty = run_autograder(root, GRADER)
        if empty["score"] != 0 or not empty["output"].startswith("No submission: "):
            fail(f"an empty submission must say so first: {empty['output']!r}")
        broken = run_autograder(root, "/bin/false")  # the grader itself fails
        if broken["score"] != 0 or "could not grade" not in broken["output"]:
            fail(f"a failing grader must still give a results.json that says so: {broken}")
        print("ok:", json.dumps(results)[:300])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
