#!/usr/bin/env python3
"""A class graded on a real (single-node) Slurm cluster, as docs/platforms/slurm.md says:
scripts/slurm/submit.sh queues a 4-task array of grade-class.sbatch and export-class.sbatch
after it (--dependency=afterok). The merged gradebook must equal a single-process batch's
byte for byte (it holds no timings).

Slurm comes from Debian's slurmctld, slurmd and slurm-client (scripts/bootstrap.sh). The
test starts its own slurmctld and slurmd on free ports with everything in a temporary
folder (AuthType=auth/none, CredType=cred/none: no munge), and stops them whatever
happens: on return, on an exception, on SIGTERM/SIGINT, and, should this driver be
killed outright, through PR_SET_PDEATHSIG. It is skipped (exit 77, one line) only where
Slurm is not installed or its daemons cannot start here.

It also prints the shard overhead: the CPU time (user + sys, children included) of the
four shares and the export, as the sbatch scripts log it, over the single batch's
(docs/performance.md). That is a measurement, not a check.

usage: run_slurm_e2e.py GRADER SUITE CLASS_DIR SLURM_SCRIPTS_DIR [COPIES]
  CLASS_DIR holds <category>/<submission>/ folders (testcases/driver/submissions); every
  submission but those under time_limit/ becomes a student "<category>-<submission>",
  COPIES times (default 1; more for a steadier CPU measurement) as "<name>-<copy>".
"""
import ctypes
import getpass
import os
import re
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

GRADER, SUITE, CLASS_DIR, SCRIPTS = (os.path.abspath(p) for p in sys.argv[1:5])
COPIES = int(sys.argv[5]) if len(sys.argv) > 5 else 1
SKIP = 77
SHARES = 4
DAEMONS = ("slurmctld", "slurmd")
CLIENTS = ("sbatch", "squeue", "scontrol", "sinfo", "scancel")


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def skip(message):
    print("SKIP:", message)
    sys.exit(SKIP)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def memory_mb():
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemTotal:"):
                return int(line.split()[1]) // 1024 * 9 // 10
    return 1024


def write_config(root):
    user = getpass.getuser()
    host = socket.gethostname().split(".")[0]
    config = os.path.join(root, "slurm.conf")
    lines = [
        "ClusterName=puzzletest",
        f"SlurmctldHost={host}(127.0.0.1)",
        f"SlurmctldPort={free_port()}",
        f"SlurmdPort={free_port()}",
        "AuthType=auth/none",
        "CredType=cred/none",
        "ProctrackType=proctrack/linuxproc",
        "TaskPlugin=task/none",
        "MpiDefault=none",
        f"SlurmUser={user}",
        f"SlurmdUser={user}",
        f"StateSaveLocation={root}/state",
        f"SlurmdSpoolDir={root}/spool",
        f"SlurmctldPidFile={root}/slurmctld.pid",
        f"SlurmdPidFile={root}/slurmd.pid",
        f"SlurmctldLogFile={root}/slurmctld.log",
        f"SlurmdLogFile={root}/slurmd.log",
        "SchedulerType=sched/builtin",
        "SelectType=select/cons_tres",
        "SelectTypeParameters=CR_CPU",
        "ReturnToService=2",
        "JobAcctGatherType=jobacct_gather/none",
        "AccountingStorageType=accounting_storage/none",
        "MailProg=/bin/true",
        f"NodeName=localhost NodeAddr=127.0.0.1 CPUs={os.cpu_count()} RealMemory={memory_mb()} State=UNKNOWN",
        "PartitionName=grading Nodes=localhost Default=YES MaxTime=INFINITE State=UP",
    ]
    for folder in ("state", "spool"):
        os.makedirs(os.path.join(root, folder))
    with open(config, "w") as f:
        f.write("\n".join(lines) + "\n")
    return config


def die_with_parent():
    """Run in each daemon before exec: SIGTERM it when this driver dies, however."""
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    os.setsid()


class Cluster:
    """slurmctld and slurmd in the foreground, as children of this driver."""

    def __init__(self, root):
        self.root = root
        self.config = write_config(root)
        self.env = dict(os.environ, SLURM_CONF=self.config)
        self.daemons = []

    def client(self, *argv, check=True):
        run = subprocess.run(argv, capture_output=True, text=True, env=self.env, timeout=60)
        if check and run.returncode != 0:
            fail(f"{' '.join(argv)}: exit {run.returncode}: {run.stderr.strip()}")
        return run.stdout

    def log_tail(self):
        text = ""
        for daemon in DAEMONS:
            path = os.path.join(self.root, daemon + ".log")
            if os.path.exists(path):
                with open(path) as f:
                    text += f"--- {daemon}.log\n" + "".join(f.readlines()[-8:])
        return text

    def start(self):
        commands = [["slurmctld", "-D", "-f", self.config],
                    ["slurmd", "-D", "-N", "localhost", "-f", self.config]]
        for argv in commands:
            self.daemons.append(subprocess.Popen(argv, env=self.env, preexec_fn=die_with_parent,
                                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if any(d.poll() is not None for d in self.daemons):
                break
            state = subprocess.run(["sinfo", "-h", "-o", "%T"], capture_output=True, text=True,
                                   env=self.env).stdout.strip()
            if state in ("idle", "mixed", "allocated"):
                return True
            time.sleep(0.5)
        return False

    def stop(self):
        if all(d.poll() is not None for d in self.daemons):  # a client would wait for nobody
            self.daemons = []
            return
        for argv in (["scancel", "--user", getpass.getuser()], ["scontrol", "shutdown"]):
            try:
                subprocess.run(argv, env=self.env, capture_output=True, timeout=30)
            except subprocess.TimeoutExpired:
                pass
        for daemon in self.daemons:
            try:
                daemon.wait(timeout=15)
            except subprocess.TimeoutExpired:
                daemon.kill()
                daemon.wait()
        self.daemons = []


def make_class(students_dir):
    names = []
    for category in sorted(os.listdir(CLASS_DIR)):
        folder = os.path.join(CLASS_DIR, category)
        if not os.path.isdir(folder) or category == "time_limit":  # 30 s a test: too slow here
            continue
        for submission in sorted(os.listdir(folder)):
            for copy in range(1, COPIES + 1):
                name = f"{category}-{submission}" + (f"-{copy}" if COPIES > 1 else "")
                shutil.copytree(os.path.join(folder, submission), os.path.join(students_dir, name))
                names.append(name)
    if len(names) < SHARES:
        fail(f"{CLASS_DIR} has {len(names)} submissions, fewer than {SHARES} shares")
    return names


def clean_environment(env):
    """`env` without a share of its own (this test may itself run inside a Slurm job)."""
    return {k: v for k, v in env.items()
            if not k.startswith(("SLURM_", "SBATCH_")) or k == "SLURM_CONF"}


def single_batch(students, out):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run([GRADER, "batch", "--suite", SUITE, "--submissions", students, "--out", out,
                          "--jobs", "2"], capture_output=True, text=True,
                         env=clean_environment(os.environ), timeout=1200)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if run.returncode != 0:
        fail(f"single batch exited {run.returncode}: {run.stderr}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def wait_for(cluster, job, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        shown = cluster.client("scontrol", "show", "job", job, check=False)
        state = re.search(r"JobState=(\w+)", shown)
        if state and state.group(1) not in ("PENDING", "RUNNING", "CONFIGURING", "COMPLETING"):
            return state.group(1)
        time.sleep(1)
    fail(f"job {job} still not done after {timeout} s:\n{cluster.client('squeue', check=False)}")


def logged_cpu(logs):
    """Seconds of CPU the sbatch scripts' `time` lines report, and how many lines; each
    job's summary lines (its share, its CPU, any sandbox warning) are printed."""
    total, lines = 0.0, 0
    for name in sorted(os.listdir(logs)):
        with open(os.path.join(logs, name)) as f:
            text = f.read()
        for line in text.splitlines():
            if line.startswith(("Share ", "Exported ", "puzzle-grader: warning")) or "cpu user" in line:
                print(f"  {name}: {line}")
        for match in re.finditer(r"cpu user ([\d.]+) s, sys ([\d.]+) s", text):
            total += float(match.group(1)) + float(match.group(2))
            lines += 1
    return total, lines


def sharded_run(cluster, students, out):
    env = dict(clean_environment(cluster.env), PUZZLE_GRADER=GRADER)
    submit = subprocess.run([os.path.join(SCRIPTS, "submit.sh"), SUITE, students, out, str(SHARES)],
                            capture_output=True, text=True, env=env, timeout=60)
    ids = re.search(r"array job (\d+) .*export: job (\d+)", submit.stdout)
    if submit.returncode != 0 or not ids:
        fail(f"submit.sh: exit {submit.returncode}: {submit.stdout} {submit.stderr}")
    array, export = ids.groups()
    state = wait_for(cluster, export, 1200)
    logs = os.path.join(out, "logs")
    if state != "COMPLETED":
        shown = {n: open(os.path.join(logs, n)).read() for n in sorted(os.listdir(logs))}
        fail(f"export job {export}: {state}\n{cluster.client('scontrol', 'show', 'job', array, check=False)}"
             f"\n{shown}")
    return logs


def compare(single, sharded, names):
    with open(os.path.join(single, "gradebook.csv"), "rb") as f:
        expected = f.read()
    with open(os.path.join(sharded, "gradebook.csv"), "rb") as f:
        merged = f.read()
    rows = merged.decode().splitlines()
    if len(rows) != len(names) + 1:
        fail(f"the merged gradebook has {len(rows) - 1} students, not {len(names)}:\n{merged.decode()}")
    if merged != expected:
        fail(f"the merged gradebook differs from one process's:\n{merged.decode()}\n---\n{expected.decode()}")


def main():
    missing = [p for p in DAEMONS + CLIENTS if shutil.which(p) is None]
    if missing:
        skip(f"Slurm is not installed (no {', '.join(missing)}; Debian: apt-get install "
             "slurmctld slurmd slurm-client, as scripts/bootstrap.sh --for test does)")
    root = tempfile.mkdtemp(prefix="slurm-e2e-")
    os.chmod(root, 0o755)  # jobs run as this user, but slurmd looks into its spool folder
    os.makedirs(os.path.join(root, "slurm"))
    cluster = Cluster(os.path.join(root, "slurm"))

    def on_signal(number, _frame):
        cluster.stop()
        sys.exit(128 + number)

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    try:
        if not cluster.start():
            log = cluster.log_tail()
            cluster.stop()
            skip(f"Slurm's daemons did not start on this machine:\n{log}")
        students = os.path.join(root, "class")
        names = make_class(students)
        single = os.path.join(root, "single")
        single_cpu = single_batch(students, single)
        sharded = os.path.join(root, "sharded")
        logs = sharded_run(cluster, students, sharded)
        compare(single, sharded, names)
        sharded_cpu, lines = logged_cpu(logs)
        if lines != SHARES + 1:
            fail(f"{lines} CPU lines in the job logs, not {SHARES + 1} (4 shares and the export)")
        print(f"{len(names)} students in {SHARES} Slurm array tasks + a dependent export: the "
              "gradebook is one process's, byte for byte")
        print(f"CPU: one process {single_cpu:.2f} s, {SHARES} shares + export {sharded_cpu:.2f} s, "
              f"overhead {100 * (sharded_cpu / single_cpu - 1):+.1f} %")
        print("ok")
    finally:
        cluster.stop()
        shutil.rmtree(root, ignore_errors=True)


main()
