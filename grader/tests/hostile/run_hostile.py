"""Runs the built puzzle-grader on one hostile case and checks that it was contained.

usage: run_hostile.py GRADER CASE_DIR sandbox|fallback|no-sandbox

The modes: `sandbox` is bubblewrap; `fallback` is the sandbox the grader uses where
bubblewrap cannot start (forced with PUZZLE_GRADER_NO_BUBBLEWRAP=1); `no-sandbox` is
--no-sandbox (resource limits only).

CASE_DIR holds the submission (driver.py for command mode, solution.py for call mode) and
case.json, the case's contract:
  about          what the program does (shown in docs/security.md)
  run            "command" (default), "file" (command, answer in output.txt) or "call":
                 which shared suite template to use
  verdict        the hostile test's verdict, or {"sandbox": v, "fallback": v, "no-sandbox": v}
  good_verdict   the control test's verdict (default "passed": it must be unaffected)
  expected       the hostile test's expected output (default: the control's two lines)
  time           time_per_test in seconds (default 1)
  memory_mb      memory cap (default 256)
  heartbeat      true: wait and check that no process keeps writing heartbeat files
  root_only_without_sandbox  true: skip the fallback and --no-sandbox unless the grader
                 runs as root
                 (as an ordinary user without bubblewrap the program could kill(-1) us)
  listen         true: listen on 127.0.0.1 and, under the sandbox, require no connection
  outside_files  true: require that no pg-escape-<token> file appeared outside
  sysv_segment_mb  check that no System V segment of this size is left by a run's uid
  min_peak_mb    the hostile test's reported peak memory must be at least this (the
                 real peak, not the 9 MB of a process that hid its memory in /dev/shm)
  leftover       "msg", "sem", "shm", "mqueue" or "file": the program leaves a System V
                 object keyed by ipc_key(token), a POSIX queue /pg-<token>, or files
                 pg-<token> in the machine's shared folders; none may outlive the run
                 (checked in every mode: the fallback and --no-sandbox, as root, give the
                 run its own IPC namespace or remove what its uid left)
  text_report_clean  true: also run --format text and require valid UTF-8 without
                 terminal control codes (ESC, BEL, NUL)
  report_without_marker  true: the hostile test's part of the report must not hold the
                 marker (the grader did not read the suite through the program's link)
  hidden         true: the hostile test is hidden (visibility: hidden)
  python_packages  packages the suite declares (its python: section), e.g. ["yaml"]
  invisible, shown  a character the hostile test's failed line holds that shows as nothing
                 (a zero width space) and the text it must read as instead ("hel<U+200B>lo"):
                 every student-facing format (text, gradescope, prairielearn,
                 github-classroom) shows `shown` and none holds `invisible` itself
  leak           true: the hostile test is hidden and its program puts the hidden input
                 LEAK_hostile_<token> in every channel it has (the case says which); no
                 student-facing format (text, gradescope, prairielearn, github-classroom)
                 may hold it or the test's figures, while the instructor's JSON must (so
                 the attack did fire). docs/security.md "Hidden tests stay hidden"

Every case is checked for: the grader's exit code and both verdicts; the wall time
(the run's wall-clock cap, 2 x time + 1 s, which waiting for a CPU on a busy machine
stretches to at most 3 caps, plus MARGIN_S: both tests run at once with
--jobs 2); no process carrying the
run's token left anywhere on the machine; the grader's own peak RSS (VmHWM, sampled)
below GRADER_RSS_LIMIT_MB; its temporary folder (TMPDIR) empty afterwards, so every
workspace was removed.
"""
import base64
import ctypes
import json
import os
import pathlib
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

HERE = pathlib.Path(__file__).resolve().parent
MARGIN_S = 1.5
WALL_CAPS = 3  # kMostWallCaps, grader/run/boost_process_runner.cc
GRADER_RSS_LIMIT_MB = 64
# The marker that only the suite's expected output holds. Built from pieces so that no
# file on disk (this script, the submissions) contains it whole.
MARKER_PREFIX = "PGHOSTILE" + "_MARK_"
DEFAULT_EXPECTED = "word: hello\nlength: 5\n"
NO_BUBBLEWRAP = "PUZZLE_GRADER_NO_BUBBLEWRAP"


class Listener:
    """A TCP listener on 127.0.0.1 that counts the connections it accepts."""

    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(8)
        self.sock.settimeout(0.1)
        self.port = self.sock.getsockname()[1]
        self.connections = 0
        self.stop = False
        self.thread = threading.Thread(target=self.accept_loop, daemon=True)
        self.thread.start()

    def accept_loop(self):
        while not self.stop:
            try:
                conn, _ = self.sock.accept()
                self.connections += 1
                conn.close()
            except OSError:
                pass

    def close(self):
        self.stop = True
        self.thread.join()
        self.sock.close()


class RssSampler:
    """Samples VmHWM (peak resident set of that one process) of a pid until it exits."""

    def __init__(self, pid):
        self.pid = pid
        self.peak_kb = 0
        self.thread = threading.Thread(target=self.loop, daemon=True)
        self.thread.start()

    def loop(self):
        status = pathlib.Path(f"/proc/{self.pid}/status")
        while True:
            try:
                for line in status.read_text().splitlines():
                    if line.startswith("VmHWM:"):
                        self.peak_kb = max(self.peak_kb, int(line.split()[1]))
            except (OSError, ValueError):
                return
            time.sleep(0.01)


def fill_template(case_name, case, token, beat, port, marker):
    template = (HERE / f"suite-{case.get('run', 'command')}.yaml").read_text()
    expected = case.get("expected", DEFAULT_EXPECTED)
    block = "\n".join("      " + line for line in expected.splitlines())
    packages = case.get("python_packages")
    python = "python: {packages: [%s]}" % ", ".join(packages) if packages else ""
    hidden = case.get("hidden") or case.get("leak")
    fields = {"PYTHON": python, "VISIBILITY": "    visibility: hidden" if hidden else "",
              "CASE": case_name, "TIME": str(case.get("time", 1)),
              "MEMORY_MB": str(case.get("memory_mb", 256)), "TOKEN": token, "BEAT": beat,
              "PORT": str(port), "MARKER": marker, "EXPECTED": block}
    for key, value in fields.items():
        template = template.replace(f"@{key}@", value)
    return template


def processes_with(token):
    """Pids (other than ours) whose command line mentions token."""
    found = []
    for entry in pathlib.Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if token.encode() in (entry / "cmdline").read_bytes():
                found.append(int(entry.name))
        except OSError:
            pass
    return found


def sysv_segments_of_runs(size):
    """Ids of System V shared memory segments of `size` bytes owned by a run's own uid
    (the pool starts at 1900000000, see boost_process_runner.h)."""
    found = []
    lines = pathlib.Path("/proc/sysvipc/shm").read_text().splitlines()[1:]
    for fields in (line.split() for line in lines):
        if int(fields[3]) == size and int(fields[7]) >= 1_900_000_000:
            found.append(int(fields[1]))
    return found


def ipc_key(token):
    """The System V key a leftover case uses (its driver.py computes the same)."""
    return int(token[3:11], 16) & 0x7FFFFFFF or 1


SHARED_FOLDERS = ["/run/lock", "/var/lock", "/dev/shm", "/var/tmp", "/tmp", "/dev/mqueue"]


def leftovers(kind, token):
    """What of the run's `kind` of object is still on the machine, as readable strings."""
    if kind in ("msg", "sem", "shm"):
        lines = pathlib.Path(f"/proc/sysvipc/{kind}").read_text().splitlines()[1:]
        return [f"{kind} id {line.split()[1]}" for line in lines
                if int(line.split()[0]) == ipc_key(token)]
    if kind == "mqueue":
        libc = ctypes.CDLL(None, use_errno=True)
        name = f"/pg-{token}".encode()
        queue = libc.mq_open(name, os.O_RDONLY)
        if queue < 0:
            return []
        libc.mq_close(queue)
        libc.mq_unlink(name)
        return [name.decode()]
    found = {os.path.realpath(f"{folder}/pg-{token}") for folder in SHARED_FOLDERS
             if os.path.lexists(f"{folder}/pg-{token}")}  # /var/lock is /run/lock
    return sorted(found)


def remove_leftovers(kind, token):
    """Cleans up what a failed case left, so that it does not outlive the test either."""
    if kind in ("msg", "sem", "shm"):
        for entry in leftovers(kind, token):
            flag = {"msg": "-q", "sem": "-s", "shm": "-m"}[kind]
            subprocess.run(["ipcrm", flag, entry.split()[-1]], check=False)
    elif kind == "file":
        for path in leftovers(kind, token):
            os.remove(path)


def heartbeats(beat):
    return {p.name: p.stat().st_mtime_ns for p in pathlib.Path(beat).iterdir()}


def escape_files(token):
    """pg-escape-<token> files the program managed to create outside its folder."""
    places = ["/tmp", "/var/tmp", "/root", "/work", "/", "/etc", os.getcwd()]
    return [os.path.join(p, f"pg-escape-{token}") for p in places
            if os.path.lexists(os.path.join(p, f"pg-escape-{token}"))]


def expected_verdict(value, mode):
    return value[mode] if isinstance(value, dict) else value


def run_grader(grader, suite, submission, mode, tmpdir, report_format="json"):
    command = [grader, "run", "--suite", str(suite), "--submission", str(submission),
               "--format", report_format, "--jobs", "2"]
    env = dict(os.environ, TMPDIR=str(tmpdir))
    env.pop(NO_BUBBLEWRAP, None)
    if mode == "no-sandbox":
        command.append("--no-sandbox")
    elif mode == "fallback":
        env[NO_BUBBLEWRAP] = "1"

    started = time.monotonic()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    sampler = RssSampler(proc.pid)
    stdout, stderr = proc.communicate(timeout=60)
    elapsed = time.monotonic() - started
    sampler.thread.join()
    return proc.returncode, stdout, stderr, elapsed, sampler.peak_kb


def check_report(report, case, mode, failures):
    verdicts = {t["name"]: t["verdict"] for t in report["tests"]}
    wanted = {"good": case.get("good_verdict", "passed"),
              "hostile": expected_verdict(case["verdict"], mode)}
    for name, verdict in wanted.items():
        if verdicts.get(name) != verdict:
            failures.append(f"test {name}: verdict {verdicts.get(name)}, expected {verdict}")
    if "min_peak_mb" in case:
        peak = next(t["peak_memory_bytes"] for t in report["tests"] if t["name"] == "hostile")
        if peak < case["min_peak_mb"] << 20:
            failures.append(f"test hostile: peak memory {peak >> 20} MB reported, "
                            f"expected at least {case['min_peak_mb']} MB")
    return 0 if all(v == "passed" for v in wanted.values()) else 1


def check_leftovers(case, mode, token, beat, tmpdir, failures):
    if case.get("heartbeat"):
        time.sleep(0.3)
        before = heartbeats(beat)
        time.sleep(0.6)
        if heartbeats(beat) != before:
            failures.append("heartbeat files still change after the grader exited")
    survivors = processes_with(token)
    if survivors:
        failures.append(f"processes survived the run: {survivors}")
    shm_left = [p.name for p in pathlib.Path("/dev/shm").iterdir() if token in p.name]
    if shm_left:
        failures.append(f"files of the run left in /dev/shm: {shm_left}")
    if case.get("sysv_segment_mb"):
        left = sysv_segments_of_runs(case["sysv_segment_mb"] << 20)
        if left:
            failures.append(f"System V segments of runs left behind (shmid): {left}")
    if case.get("leftover"):
        left = leftovers(case["leftover"], token)
        remove_leftovers(case["leftover"], token)
        if left:
            failures.append(f"the run's objects outlived it: {left}")
    left = [p.name for p in pathlib.Path(tmpdir).iterdir() if p.name != "puzzle-grader-uids"]
    if left:
        failures.append(f"grader temporary folder not cleaned up: {left}")
    if case.get("outside_files"):
        escaped = escape_files(token)
        for path in escaped:
            os.remove(path)
        # Without the sandbox, world-writable folders are open to any uid: what the run's
        # own uid left there is removed after it (as root); an ordinary user's is not.
        if mode != "sandbox" and os.geteuid() != 0:
            escaped = [p for p in escaped if not p.startswith(("/tmp/", "/var/tmp/"))]
        if escaped:
            failures.append(f"the program wrote outside its folder: {escaped}")


def check_text_report(grader, suite, case_dir, mode, tmpdir, failures):
    text = run_grader(grader, suite, case_dir, mode, tmpdir, "text")[1]
    try:
        text.decode("utf-8")
    except UnicodeDecodeError as error:
        failures.append(f"text report is not valid UTF-8: {error}")
    for byte in (b"\x1b", b"\x07", b"\x00"):
        if byte in text:
            failures.append(f"text report carries the control byte {byte!r}")


STUDENT_FORMATS = ["text", "gradescope", "prairielearn", "github-classroom"]


def leaked_strings(value):
    """All strings inside a decoded JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from leaked_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from leaked_strings(item)


def student_texts(grader, suite, case_dir, mode, tmpdir):
    """[(format, texts)] for each student-facing format: the report as a student's viewer
    reads it (GitHub Classroom's base64 decoded), and each string in a JSON one."""
    found = []
    for report_format in STUDENT_FORMATS:
        data = run_grader(grader, suite, case_dir, mode, tmpdir, report_format)[1]
        text = data.decode("utf-8", "replace")
        if report_format == "github-classroom":
            text = base64.b64decode(text.strip()).decode("utf-8", "replace")
        texts = [text]
        if report_format != "text":
            texts += list(leaked_strings(json.loads(text)))
        found.append((report_format, texts))
    return found


def check_shown(grader, suite, case_dir, mode, tmpdir, case, failures):
    """The invisible character is shown as case["shown"] in every student format."""
    for report_format, texts in student_texts(grader, suite, case_dir, mode, tmpdir):
        if not any(case["shown"] in text for text in texts):
            failures.append(f"{report_format} does not show {case['shown']!r}: {texts[0][:600]!r}")
        if any(case["invisible"] in text for text in texts):
            failures.append(f"{report_format} holds {case['invisible']!r} itself")


def check_no_leak(grader, suite, case_dir, mode, tmpdir, token, json_report, failures):
    needle = "hostile_" + token
    if needle not in json.dumps(json_report):
        failures.append(f"the instructor's JSON lacks {needle}: the attack did not fire")
    for report_format, texts in student_texts(grader, suite, case_dir, mode, tmpdir):
        text = texts[0]
        for shown in texts:
            if needle in shown.replace("\\_", "_"):
                failures.append(f"{report_format} shows the hidden input {needle}: {shown[:300]!r}")
                break
        if report_format == "text":
            heading = [line for line in text.splitlines() if " hostile  " in line]
            if not heading or "CPU" in heading[0] or "MB" in heading[0]:
                failures.append(f"the hidden test's heading shows its figures: {heading}")


def main(argv):
    grader, case_dir, mode = argv[1], pathlib.Path(argv[2]), argv[3]
    case = json.loads((case_dir / "case.json").read_text())
    if mode != "sandbox" and case.get("root_only_without_sandbox") and os.geteuid() != 0:
        print("skipped: unsafe without the sandbox unless the grader runs as root")
        return 0
    token = "tok" + secrets.token_hex(8)
    marker = MARKER_PREFIX + secrets.token_hex(8)
    listener = Listener()
    failures = []
    with tempfile.TemporaryDirectory(prefix="hostile-") as private:
        private = pathlib.Path(private)
        # Traversable by the run's own uid (the workspaces live below), listable by no
        # one else; everything secret inside is readable by this user only.
        private.chmod(0o711)
        beat = pathlib.Path(tempfile.mkdtemp(prefix="hostile-beat-"))
        beat.chmod(0o1777)  # the run's own uid must be able to write heartbeats
        tmpdir = private / "tmp"
        tmpdir.mkdir(mode=0o711)
        tmpdir.chmod(0o711)
        suite = private / "suite.yaml"
        suite.write_text(fill_template(case_dir.name, case, token, str(beat), listener.port,
                                       marker))
        suite.chmod(0o600)
        # Another student's submission and a grader temp file, both holding the marker.
        (private / "other_submission").mkdir(mode=0o700)
        (private / "other_submission" / "driver.py").write_text(f"# {marker}\n")
        (tmpdir / "puzzle-ws-other").mkdir(mode=0o700)
        (tmpdir / "puzzle-ws-other" / "expected.txt").write_text(marker)
        code, stdout, stderr, elapsed, rss_kb = run_grader(grader, suite, case_dir, mode, tmpdir)
        if case.get("text_report_clean"):
            check_text_report(grader, suite, case_dir, mode, tmpdir, failures)
        shutil.rmtree(tmpdir / "puzzle-ws-other")
        print(stderr.decode(errors="replace"), file=sys.stderr)
        try:
            report = json.loads(stdout)
        except ValueError:
            report = None
            failures.append(f"no JSON report (exit {code}): {stdout[:300]!r}")
        if report is not None:
            print(json.dumps(report, indent=2))
            wanted_code = check_report(report, case, mode, failures)
            hostile = [t for t in report["tests"] if t["name"] == "hostile"]
            if case.get("report_without_marker") and marker in json.dumps(hostile):
                failures.append("the hostile test's report holds the suite's marker")
            if case.get("leak"):
                check_no_leak(grader, suite, case_dir, mode, tmpdir, token, report, failures)
            if "shown" in case:
                check_shown(grader, suite, case_dir, mode, tmpdir, case, failures)
            if code != wanted_code:
                failures.append(f"exit code {code}, expected {wanted_code}")
        check_leftovers(case, mode, token, beat, tmpdir, failures)
        shutil.rmtree(beat, ignore_errors=True)
    listener.close()
    if case.get("listen") and mode != "no-sandbox" and listener.connections:
        failures.append(f"the program connected to 127.0.0.1:{listener.port}")
    # The wall-clock cap of a run is twice its CPU-time limit plus 1 s, stretched by the
    # time its processes waited for a CPU (a busy machine), at most to WALL_CAPS caps
    # (docs/sandbox.md).
    limit = WALL_CAPS * (2 * case.get("time", 1) + 1) + MARGIN_S
    if elapsed > limit:
        failures.append(f"took {elapsed:.2f} s, more than {limit} s")
    if rss_kb > GRADER_RSS_LIMIT_MB * 1024:
        failures.append(f"grader peak RSS {rss_kb} kB, more than {GRADER_RSS_LIMIT_MB} MB")
    print(f"{case_dir.name} [{mode}]: {elapsed:.2f} s, grader peak RSS {rss_kb} kB")
    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
