#!/usr/bin/env python3
"""Checks the Kubernetes manifests of docs/platforms/kubernetes.md by doing what the
cluster would do with them, without a cluster:

- grade-class.yaml is an Indexed Job whose PUZZLE_SHARD_COUNT equals its `completions`,
  with `parallelism` at most that and `--jobs` at most its CPU request;
- its container's command, run once per index at the same time (JOB_COMPLETION_INDEX
  0..completions-1, its env, the volume's /class mapped to a temporary folder), then
  export-class.yaml's command, give every student one result and the gradebook a single
  batch gives, byte for byte.

usage: run_kubernetes_manifest_e2e.py GRADER MANIFEST_DIR SUITE
"""
import os
import shutil
import subprocess
import sys
import tempfile

import yaml

GRADER, MANIFESTS, SUITE = sys.argv[1:4]
PROGRAM = 'import sys\nw = sys.argv[1]\nopen("output.txt", "w").write(f"word: {w}\\nlength: {len(w)}\\n")\n'
WRONG = 'import sys\nopen("output.txt", "w").write("word: no\\nlength: 1\\n")\n'


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def job(name):
    with open(os.path.join(MANIFESTS, name)) as f:
        manifest = yaml.safe_load(f)
    if manifest.get("kind") != "Job":
        fail(f"{name} is not a Job")
    spec = manifest["spec"]
    container = spec["template"]["spec"]["containers"][0]
    mount = container["volumeMounts"][0]["mountPath"]
    return spec, container, mount


def command(container, mount, root):
    """The container's command on this machine: the grader built here, /class under root."""
    argv = [arg.replace(mount, root, 1) if mount in arg else arg for arg in container["command"]]
    if argv[0] != "puzzle-grader":
        fail(f"the container runs {argv[0]}, not puzzle-grader")
    return [GRADER] + argv[1:]


def environment(container, **extra):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("SLURM_") and k not in ("JOB_COMPLETION_INDEX", "PUZZLE_SHARD_COUNT")}
    env.update({e["name"]: e["value"] for e in container.get("env", [])})
    env.update(extra)
    return env


def check_spec(spec, container):
    shares = spec.get("completions")
    declared = {e["name"]: e["value"] for e in container.get("env", [])}.get("PUZZLE_SHARD_COUNT")
    if spec.get("completionMode") != "Indexed" or declared != str(shares):
        fail(f"an Indexed Job whose PUZZLE_SHARD_COUNT ({declared}) is its completions ({shares})")
    if spec.get("parallelism", 1) > shares:
        fail("parallelism above completions")
    jobs = [a for a in container["command"] if a.startswith("--jobs=")]
    cpus = int(container["resources"]["requests"]["cpu"])
    if len(jobs) != 1 or int(jobs[0].split("=")[1]) > cpus:
        fail(f"--jobs {jobs} must be given and at most the CPU request ({cpus})")
    return shares


def make_class(root):
    os.makedirs(os.path.join(root, "suite"))
    names = [f"s{i:02}" for i in range(10)]
    for name in names:
        folder = os.path.join(root, "submissions", name)
        os.makedirs(folder)
        with open(os.path.join(folder, "driver.py"), "w") as f:
            f.write(WRONG if name.endswith(("3", "7")) else PROGRAM)
    return names


def main():
    spec, container, mount = job("grade-class.yaml")
    shares = check_spec(spec, container)
    _, exporter, export_mount = job("export-class.yaml")
    tmp = tempfile.mkdtemp(prefix="k8s-manifest-e2e-")
    try:
        root = os.path.join(tmp, "class")
        names = make_class(root)
        suite_arg = next(a for a in command(container, mount, root) if a.startswith("--suite="))
        shutil.copy(SUITE, suite_arg.split("=", 1)[1])
        pods = [subprocess.Popen(command(container, mount, root), text=True,
                                 env=environment(container, JOB_COMPLETION_INDEX=str(index)),
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                for index in range(shares)]
        graded = 0
        for index, pod in enumerate(pods):
            stdout, stderr = pod.communicate(timeout=300)
            if pod.returncode != 0 or f"Share {index + 1}/{shares}: graded" not in stdout:
                fail(f"pod {index}: exit {pod.returncode}: {stdout} {stderr}")
            graded += int(stdout.split("graded ", 1)[1].split(" ", 1)[0])
        if graded != len(names):
            fail(f"the pods graded {graded} students, the class has {len(names)}")
        export = subprocess.run(command(exporter, export_mount, root), capture_output=True,
                                text=True, env=environment(exporter))
        if export.returncode != 0 or "Not graded" in export.stdout:
            fail(f"export: {export.returncode} {export.stdout} {export.stderr}")

        single = os.path.join(tmp, "single")
        one = subprocess.run([GRADER, "batch", "--suite", SUITE, "--submissions",
                              os.path.join(root, "submissions"), "--out", single, "--jobs", "2"],
                             capture_output=True, text=True, env=environment({}))
        if one.returncode != 0:
            fail(f"single batch: {one.stderr}")
        with open(os.path.join(root, "grades", "gradebook.csv"), "rb") as f:
            merged = f.read()
        with open(os.path.join(single, "gradebook.csv"), "rb") as f:
            expected = f.read()
        if merged != expected:
            fail(f"merged gradebook:\n{merged.decode()}\nsingle batch:\n{expected.decode()}")
        print(f"grade-class.yaml: {shares} indexed pods graded {graded} students; "
              "export-class.yaml merged them into a single batch's gradebook")
        print("ok")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
