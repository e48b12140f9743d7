"""The student kit (docs/kit.md) of every shipped assignment (testcases/*/assignment.yaml),
made by `puzzle-grader kit`:

  no-answers   every byte of the archive `kit` wrote, member by member (each member's name,
               a link's target, a file's bytes, the grader binary included) is searched for
               the file names of the suites holding hidden tests (a public suite's header
               comment named one, with its points), and what the hidden tests hold:
               their names, every string in them (expected
               lines, the lines of their explanations), and each board of their arguments in
               each notation the shipped suites use (0,3,1,...; [0, 3, 1, ...]; 1462_7835;
               rows "1 2 3 4\\n..." with '-' for the blank). A string the assignment
               publishes anyway (in a public suite or the starter) is no secret and is not
               searched. As a control, the search must then find the hidden suite when it is
               added to a copy of the archive, so the test can fail.
  starter-links  a starter holding a link to a hidden suite, to /etc/hostname, or to a file
               beside the starter: `kit` refuses it (exit 2, one line naming the link) and
               writes no archive; were one written, no member may hold the target's bytes or
               the hidden tests' strings. A link inside the starter stays a link in the
               archive (issue 38 item 8).
  same-grades  each kit is unpacked as a plain user (uid 65534 through setpriv when this
               runs as root) in a fresh folder, with an empty HOME and PATH=/usr/bin:/bin;
               its `check` grades the starter and every example submission
               (testcases/<a>/submissions/**), and the full puzzle-grader grades the same on
               the kit's public suites: per test, names, verdicts and points must be equal.
               Programs that run out of time get --time-limit 1 on both sides (a CPU-time
               limit, so a busy machine does not change their verdicts). Where bubblewrap
               starts, the kit's grader must also run in an empty root (no /usr, no /lib):
               it needs no library at all.

  odd-places   funny's kit run by a plain user with an empty HOME and CDPATH set, with no
               terminal: in folders named with spaces and quotes, a newline, 255 bytes, a
               leading dash; with a bubblewrap that cannot start (a fake one, exit 1);
               twice at once in one folder: each grades the starter as the full grader
               does. A TMPDIR that is gone is said in one line with its fix. What a student
               reads holds no jargon (JARGON).

usage: check_kit.py no-answers|starter-links|same-grades|odd-places PUZZLE_GRADER REPO_ROOT
Exit 77 (skipped) with one line when the set-up cannot be had.
"""
import functools
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

try:
    import yaml
except ImportError:
    print("SKIP this test reads the suites with PyYAML: install python3-yaml")
    sys.exit(77)

SKIP = 77
NOBODY = 65534
MIN_NEEDLE = 8  # shorter strings ("12 steps", "bfs") say nothing and occur anywhere


def assignments(root):
    return sorted(glob.glob(os.path.join(root, "testcases", "*", "assignment.yaml")))


def run_kit(grader, manifest, archive, extra=()):
    return subprocess.run([grader, "kit", "--suite", manifest, "-o", archive, *extra],
                          capture_output=True, text=True, timeout=120)


def make_kit(grader, manifest, folder):
    name = os.path.basename(os.path.dirname(manifest)) + "-kit"
    archive = os.path.join(folder, name + ".tar.gz")
    run = run_kit(grader, manifest, archive)
    if run.returncode != 0:
        sys.exit(f"FAIL puzzle-grader kit --suite {manifest}: exit {run.returncode}: "
                 f"{run.stderr.strip()}")
    return archive, name


# ---- no-answers ----

@functools.lru_cache(maxsize=None)
def load_yaml(path):
    """The file read once (callers do not change it), by libyaml where PyYAML has it: the
    driver's hidden suite takes PyYAML's pure-Python reader ten seconds."""
    with open(path, encoding="utf-8") as file:
        return yaml.load(file, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def suites_of(manifest):
    """[(path, entry visibility or None, suite)] in manifest order."""
    folder = os.path.dirname(manifest)
    return [(os.path.join(folder, entry["file"]), entry.get("visibility"),
             load_yaml(os.path.join(folder, entry["file"])))
            for entry in load_yaml(manifest)["suites"]]


def hidden_tests_of(suite, override):
    """The tests graded as anything but visible: the manifest's visibility, else the
    test's, else the suite's (docs/assignment-manifest.md)."""
    for test in suite.get("tests", []):
        if (override or test.get("visibility") or suite.get("visibility", "visible")) != "visible":
            yield test


def hidden_tests(manifest):
    for path, override, suite in suites_of(manifest):
        for test in hidden_tests_of(suite, override):
            yield path, test


FIELD_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")


def strings_in(value):
    """The text a test holds. A key that is a plain name ('expected', 'unfinished',
    'call') is a word of the suite format or a parameter's name, the same in every suite
    and in the grader that reads it, so only other keys count."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not (isinstance(key, str) and FIELD_NAME.fullmatch(key)):
                yield from strings_in(key)
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)
    elif isinstance(value, str):
        yield value


def boards_in(text):
    """Each board an argument holds, as a list of tiles (0 the blank)."""
    boards = []
    for match in re.findall(r"\d+(?:\s*,\s*\d+){7,}", text):  # 0,3,1,... and [0, 3, 1, ...]
        boards.append([int(t) for t in re.split(r"\s*,\s*", match)])
    for match in re.findall(r"\b[\d_]{9}\b", text):  # 1462_7835
        if match.count("_") == 1:
            boards.append([0 if c == "_" else int(c) for c in match])
    rows = r"(?:[\d-]+(?: [\d-]+){3})"
    for match in re.findall(rf"{rows}(?:(?:\\n|\n){rows}){{3}}", text):  # 4x4 rows, '-' blank
        boards.append([0 if t == "-" else int(t) for t in re.split(r"\\n|\n| ", match)])
    return boards


def notations(board):
    """The board in every notation the shipped suites use."""
    out = {",".join(map(str, board)), "[" + ", ".join(map(str, board)) + "]"}
    if all(tile < 10 for tile in board):
        out.add("".join("_" if tile == 0 else str(tile) for tile in board))
    side = int(len(board) ** 0.5)
    if side * side == len(board):
        rows = [" ".join("-" if t == 0 else str(t) for t in board[r * side:(r + 1) * side])
                for r in range(side)]
        out.update({"\n".join(rows), "\\n".join(rows)})
    return out


def needles(manifest):
    """What the hidden tests hold, each string with where it comes from; and the name of
    each file that holds them."""
    found = {}
    for path, test in hidden_tests(manifest):
        found.setdefault(os.path.basename(path), "the name of a suite with hidden tests")
        where = f"{os.path.basename(path)} test '{test['name']}'"
        found.setdefault(test["name"], where + " (its name)")
        for text in strings_in(test):
            for line in text.splitlines():
                if len(line.strip()) >= MIN_NEEDLE:
                    found.setdefault(line.strip(), where)
            for board in boards_in(text):
                for written in notations(board):
                    found.setdefault(written, where + " (a board)")
    return found


def without_header(text):
    """A suite without the comment and blank lines before its first line of YAML: the
    instructor's notes, which may name hidden suites and their points."""
    lines = text.splitlines(keepends=True)
    while lines and (not lines[0].strip() or lines[0].lstrip().startswith("#")):
        lines.pop(0)
    return "".join(lines)


def published_text(manifest, root):
    """What the course publishes anyway: the public suites (their tests, not the notes
    above them) and the starter."""
    parts = [without_header(open(path, encoding="utf-8").read())
             for path, override, suite in suites_of(manifest)
             if not any(True for _ in hidden_tests_of(suite, override))]
    starter = os.path.join(root, "student_template", os.path.basename(os.path.dirname(manifest)))
    for dirpath, _, files in os.walk(starter):
        for name in files:
            parts.append(open(os.path.join(dirpath, name), encoding="utf-8",
                              errors="replace").read())
    return "\n".join(parts)


def text_runs(data):
    """The runs of text in a file (a secret is text: printable ASCII, tabs, newlines or
    UTF-8), NUL-separated: searching those instead of a whole binary is ~5x faster."""
    return b"\0".join(re.findall(rb"[\t\n\x20-\x7e\x80-\xff]{%d,}" % MIN_NEEDLE, data))


def leaks_in(data, secrets):
    """[(secret, where)] for each secret found in the bytes data."""
    text = text_runs(data)
    return [(s, where) for s, where in secrets.items() if s.encode("utf-8") in text]


def members(archive):
    """(name, bytes) of each member of the archive as written: its name, a link's target
    and a file's bytes, NUL-separated. What a student unpacks, not what the kit was made
    from: a link's target is only its name here, and a followed link is its target's bytes."""
    with tarfile.open(archive) as tar:
        for member in tar:
            data = member.name.encode() + b"\0" + member.linkname.encode()
            if member.isfile():
                data += b"\0" + tar.extractfile(member).read()
            yield member.name, data


def leaks(archive, secrets):
    """[(member, secret, where)] for each secret found in a member of the archive."""
    return [(name, s, where) for name, data in members(archive)
            for s, where in leaks_in(data, secrets)]


def with_file(archive, path, arcname, copy):
    """Writes `copy`: the archive with the file at path added as arcname."""
    with tarfile.open(archive) as source, tarfile.open(copy, "w:gz") as target:
        for member in source:
            target.addfile(member, source.extractfile(member) if member.isfile() else None)
        target.add(path, arcname=arcname)


def no_answers(grader, root):
    failures = 0
    with tempfile.TemporaryDirectory(prefix="kit-answers-") as work:
        for manifest in assignments(root):
            archive, name = make_kit(grader, manifest, work)
            published = published_text(manifest, root)
            secrets = {s: w for s, w in needles(manifest).items() if s not in published}
            found = leaks(archive, secrets)
            label = os.path.relpath(manifest, root)
            if not secrets:
                print(f"FAIL {label}: no hidden test to search for")
                failures += 1
                continue
            for file, secret, where in found[:10]:
                print(f"FAIL {label}: {file} holds {secret!r} from {where}")
            failures += bool(found)
            # The control: with a hidden suite added, the same search must find it.
            hidden_path = next(path for path, _ in hidden_tests(manifest))
            added = f"{name}/grader/suites/{os.path.basename(hidden_path)}"
            control = os.path.join(work, "control.tar.gz")
            with_file(archive, hidden_path, added, control)
            caught = [hit for hit in leaks(control, secrets) if hit[0] == added]
            os.remove(control)
            if not caught:
                print(f"FAIL {label}: the search misses {os.path.basename(hidden_path)} "
                      f"copied into the kit")
                failures += 1
            if not found and caught:
                size = os.path.getsize(archive)
                print(f"ok   {label}: {len(secrets)} hidden strings, none in the kit "
                      f"({size / 1e6:.1f} MB); a copied hidden suite is caught "
                      f"({len(caught)} hits)")
    return 1 if failures else 0


# ---- starter-links ----

def starter_with_link(starter, folder, link, target):
    """A copy of the starter in folder/driver with `link` -> target added; its path."""
    copy = os.path.join(folder, "driver")
    shutil.copytree(starter, copy, symlinks=True)
    os.symlink(target, os.path.join(copy, link))
    return copy


def starter_links(grader, root):
    """The driver's kit made from starters holding a link: outside the starter (a hidden
    suite, /etc/hostname, a file beside the starter) it is refused in one line naming the
    link and no archive is written, else no member holds what the link points to; inside
    the starter it stays a link."""
    manifest = os.path.join(root, "testcases", "driver", "assignment.yaml")
    starter = os.path.join(root, "student_template", "driver")
    published = published_text(manifest, root)
    secrets = {s: w for s, w in needles(manifest).items() if s not in published}
    failures = 0
    with tempfile.TemporaryDirectory(prefix="kit-links-") as work:
        beside = os.path.join(work, "outside", "beside.txt")
        os.makedirs(os.path.dirname(beside))
        token = "pg-beside-" + os.urandom(8).hex()
        with open(beside, "w") as file:
            file.write(token + "\n")
        secrets[token] = "the file beside the starter"
        hidden = os.path.join(root, "testcases", "driver", "hidden.yaml")
        outside = [("notes.yaml", hidden), ("host.txt", "/etc/hostname"),
                   ("beside.txt", "../../outside/beside.txt")]
        for i, (link, target) in enumerate(outside):
            copy = starter_with_link(starter, os.path.join(work, f"starter{i}"), link, target)
            archive = os.path.join(work, f"kit{i}", "driver-kit.tar.gz")
            os.mkdir(os.path.dirname(archive))
            run = run_kit(grader, manifest, archive, ["--starter", copy])
            said = run.stderr.strip()
            problems = []
            if run.returncode != 2:
                problems.append(f"exit {run.returncode}, not 2")
            if "\n" in said or f"the starter's {link} is a link to" not in said:
                problems.append(f"it says {said!r}, not one line naming {link}")
            if os.path.exists(archive):
                problems.append("it wrote an archive")
                target_bytes = open(os.path.join(copy, link), "rb").read()
                for name, data in members(archive):
                    if name == f"driver-kit/driver/{link}" and data.endswith(target_bytes):
                        problems.append(f"{name} holds the bytes of {target}")
                problems += [f"{name} holds {secret!r} from {where}"
                             for name, secret, where in leaks(archive, secrets)][:5]
            failures += bool(problems)
            print(f"{'FAIL' if problems else 'ok  '} a starter with {link} -> {target}: " +
                  ("; ".join(problems) if problems else f"refused (exit 2): {said}"))
        copy = starter_with_link(starter, os.path.join(work, "inside"), "helper.py", "driver.py")
        archive = os.path.join(work, "inside", "driver-kit.tar.gz")
        run = run_kit(grader, manifest, archive, ["--starter", copy])
        if run.returncode != 0:
            print(f"FAIL a starter with helper.py -> driver.py: exit {run.returncode}: "
                  f"{run.stderr.strip()}")
            return 1
        with tarfile.open(archive) as tar:
            helper = tar.getmember("driver-kit/driver/helper.py")
            kept = helper.issym() and helper.linkname == "driver.py"
        failures += not kept
        print(f"{'ok  ' if kept else 'FAIL'} a starter with helper.py -> driver.py: the kit "
              f"holds {'a link to' if helper.issym() else 'a file, not a link to'} "
              f"{helper.linkname or 'driver.py'}")
    return 1 if failures else 0


# ---- same-grades ----

def as_plain_user():
    """The command prefix that runs as a plain user, or None (with why) when there is none."""
    if os.geteuid() != 0:
        return [], None
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        return None, "running as root and setpriv (util-linux) is not installed"
    return [setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"], None


def reachable_by_others(path):
    """Whether every folder above path may be entered by any user."""
    path = os.path.dirname(os.path.abspath(path))
    while True:
        if not os.stat(path).st_mode & 0o001:
            return False
        if path == "/":
            return True
        path = os.path.dirname(path)


def hand_to(path, uid):
    for dirpath, dirs, files in os.walk(path):
        for name in [dirpath] + [os.path.join(dirpath, f) for f in dirs + files]:
            if uid is not None:
                os.chown(name, uid, uid, follow_symlinks=False)


def submissions_of(manifest, root):
    folder = os.path.dirname(manifest)
    found = [os.path.join(root, "student_template", os.path.basename(folder))]
    listed = load_yaml(os.path.join(folder, "submissions", "manifest.yaml"))["submissions"]
    found += [os.path.join(folder, "submissions", entry["path"]) for entry in listed]
    return found


def grades(command, env=None, cwd=None):
    run = subprocess.run(command, capture_output=True, text=True, timeout=600, env=env, cwd=cwd)
    if run.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(command)}: exit {run.returncode}: {run.stderr.strip()}")
    result = json.loads(run.stdout)
    return ([(t["name"], t["verdict"], t["score"], t["max_score"]) for t in result["tests"]],
            result["score"], result["max_score"])


def runs_without_libraries(kit):
    """Whether the kit's grader runs where no library exists: bubblewrap gives it a root
    holding only the kit. None when bubblewrap cannot start here."""
    bwrap = shutil.which("bwrap")
    if bwrap is None or subprocess.run([bwrap, "--ro-bind", "/", "/", "true"],
                                       capture_output=True).returncode != 0:
        return None
    run = subprocess.run([bwrap, "--ro-bind", kit, "/kit", "--proc", "/proc", "--dev", "/dev",
                          "/kit/grader/bin/puzzle-grader", "validate", "--debian-packages",
                          "/kit/grader/suites/assignment.yaml"], capture_output=True, text=True)
    return run.returncode == 0  # it read the suites; it prints the packages they declare


def same_grades(grader, root, only=None):
    """only: the one assignment (testcases/<only>/) to check, else every one."""
    prefix, why = as_plain_user()
    if prefix is None:
        print(f"SKIP {why}")
        return SKIP
    work = tempfile.mkdtemp(prefix="kit-grades-")
    try:
        if not reachable_by_others(work):
            print(f"SKIP {os.path.dirname(work)} (TMPDIR) cannot be entered by other users")
            return SKIP
        os.chmod(work, 0o755)
        uid = NOBODY if prefix else None
        home, subs = os.path.join(work, "home"), os.path.join(work, "submissions")
        os.mkdir(home)
        manifests = [m for m in assignments(root)
                     if only is None or os.path.basename(os.path.dirname(m)) == only]
        if not manifests:
            print(f"FAIL no assignment {only!r} under {root}/testcases")
            return 1
        archives = [make_kit(grader, manifest, work) for manifest in manifests]
        for archive, _ in archives:
            os.chmod(archive, 0o644)
        for manifest in manifests:
            for submission in submissions_of(manifest, root):
                shutil.copytree(submission, os.path.join(subs, os.path.relpath(submission, root)))
        hand_to(home, uid)
        hand_to(subs, uid)
        os.chmod(work, 0o755)
        env = {"HOME": home, "PATH": "/usr/bin:/bin"}
        failures = 0
        for manifest, (archive, name) in zip(manifests, archives):
            # The student unpacks the kit themselves, into their own folder.
            unpacked = subprocess.run(prefix + ["tar", "-xzf", archive, "-C", home],
                                      env=env, capture_output=True, text=True)
            if unpacked.returncode != 0:
                print(f"FAIL unpacking {archive} as a plain user: {unpacked.stderr.strip()}")
                return 1
            kit = os.path.join(home, name)
            entry = os.path.join(kit, "grader", "suites", "assignment.yaml")
            alone = runs_without_libraries(kit)
            if alone is False:
                failures += 1
                print(f"FAIL {name}: its grader does not run in a root without libraries")
            elif alone:
                print(f"ok   {name}: its grader runs in a root holding only the kit")
            for submission in submissions_of(manifest, root):
                copy = os.path.join(subs, os.path.relpath(submission, root))
                extra = ["--time-limit", "1"] if "/time_limit/" in copy else []
                theirs = grades(prefix + [os.path.join(kit, "check"), copy, "--format", "json"]
                                + extra, env=env, cwd=kit)
                ours = grades([grader, "run", "--suite", entry, "--submission", copy,
                               "--format", "json"] + extra)
                label = os.path.relpath(submission, root)
                if theirs != ours:
                    failures += 1
                    print(f"FAIL {label}: the kit gives {theirs}, the course's grader {ours}")
                else:
                    print(f"ok   {label}: {len(ours[0])} tests, {ours[1]:g}/{ours[2]:g} points, "
                          f"verdicts {sorted({t[1] for t in ours[0]})}")
        return 1 if failures else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


# ---- odd-places ----

# Words that mean nothing to a student (docs/kit.md "What a student reads").
JARGON = ["rlimit", "control group", "cgroup", "bubblewrap", "bwrap", "variant", "nonce",
          "seccomp", "puzzle_harness", "temp_directory_path", "mkdtemp"]

# Folder names students have: spaces and quotes, a newline inside and at the end, a name of
# 255 bytes (the most a Linux file system takes), a leading dash.
ODD_FOLDERS = ["my 'course' folder", "new\nline", "x" * 255, "trailing newline\n", "-dash"]


def jargon_in(text):
    return [word for word in JARGON if word in text.lower()]


def student_run(prefix, kit_parent, name, env, args=()):
    """`NAME/check ARGS` run from the folder the kit was unpacked in, as a student runs it
    from a script: no terminal (a session of its own, stdin from /dev/null)."""
    return subprocess.run(prefix + [os.path.join(name, "check"), *args], cwd=kit_parent,
                          env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          start_new_session=True, timeout=300)


def odd_places(grader, root):
    """The funny kit, run by a plain user with an empty HOME, CDPATH set, no terminal, in
    folders with odd names, with a bubblewrap that cannot start, twice at once, and with a
    TMPDIR that is gone: each grades the starter as the full grader does, or says in one
    plain line what to fix, and a student reads no jargon."""
    prefix, why = as_plain_user()
    if prefix is None:
        print(f"SKIP {why}")
        return SKIP
    manifest = os.path.join(root, "testcases", "funny", "assignment.yaml")
    starter = os.path.join(root, "student_template", "funny")
    work = tempfile.mkdtemp(prefix="kit-odd-")
    try:
        if not reachable_by_others(work):
            print(f"SKIP {os.path.dirname(work)} (TMPDIR) cannot be entered by other users")
            return SKIP
        os.chmod(work, 0o755)
        archive, name = make_kit(grader, manifest, work)
        os.chmod(archive, 0o644)
        fake_bin = os.path.join(work, "fake-bin")  # user namespaces disabled: bwrap fails
        os.mkdir(fake_bin)
        with open(os.path.join(fake_bin, "bwrap"), "w") as file:
            file.write("#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\n"
                       "exit 1\n")
        os.chmod(fake_bin, 0o755)
        os.chmod(os.path.join(fake_bin, "bwrap"), 0o755)
        home = os.path.join(work, "home")
        os.mkdir(home)
        for folder in ODD_FOLDERS:
            os.mkdir(os.path.join(home, folder))
        hand_to(home, NOBODY if prefix else None)
        # CDPATH: with it, cd prints where it went (a `check` that kept that failed).
        env = {"HOME": "/nonexistent", "PATH": "/usr/bin:/bin", "CDPATH": ".:/"}
        failures = 0
        ours = None  # the full grader's grades on the kit's suites, once one is unpacked

        def expect(label, run, grades_expected=True):
            nonlocal failures
            problems = []
            if run.returncode not in (0, 1):
                problems.append(f"exit {run.returncode}: {run.stderr.strip()}")
            elif grades_expected:
                result = json.loads(run.stdout)
                theirs = ([(t["name"], t["verdict"], t["score"], t["max_score"])
                           for t in result["tests"]], result["score"], result["max_score"])
                if theirs != ours:
                    problems.append(f"grades {theirs}, the course's grader {ours}")
            if jargon_in(run.stderr):
                problems.append(f"the student reads {jargon_in(run.stderr)}: {run.stderr!r}")
            failures += bool(problems)
            print(f"{'FAIL' if problems else 'ok  '} {label}" +
                  (": " + "; ".join(problems) if problems else ""))

        for folder in ODD_FOLDERS:
            parent = os.path.join(home, folder)
            unpacked = subprocess.run(prefix + ["tar", "-xzf", archive, "-C", parent], env=env,
                                      capture_output=True, text=True)
            if unpacked.returncode != 0:
                print(f"FAIL unpacking into {folder!r}: {unpacked.stderr.strip()}")
                return 1
            if ours is None:
                entry = os.path.join(parent, name, "grader", "suites", "assignment.yaml")
                ours = grades([grader, "run", "--suite", entry, "--submission", starter,
                               "--format", "json"])
            expect(f"in a folder named {folder[:40]!r} ({len(folder)} bytes)",
                   student_run(prefix, parent, name, env, ["--format", "json"]))
        # The kit's own folder renamed to end in a newline, which $(...) strips.
        parent = os.path.join(home, ODD_FOLDERS[1])
        os.rename(os.path.join(parent, name), os.path.join(parent, name + "\n"))
        expect("in a kit folder renamed to end in a newline",
               student_run(prefix, parent, name + "\n", env, ["--format", "json"]))
        parent = os.path.join(home, ODD_FOLDERS[0])
        expect("with a bubblewrap that cannot start",
               student_run(prefix, parent, name, dict(env, PATH=fake_bin + ":/usr/bin:/bin"),
                           ["--format", "json"]))
        text = student_run(prefix, parent, name, env)
        report_jargon = jargon_in(text.stdout + text.stderr)
        failures += bool(report_jargon) or text.returncode != 1
        print(f"{'FAIL' if report_jargon or text.returncode != 1 else 'ok  '} the text report "
              f"(exit {text.returncode}) holds no jargon" +
              (f": it says {report_jargon}" if report_jargon else ""))
        both = [subprocess.Popen(prefix + [os.path.join(name, "check"), "--format", "json"],
                                 cwd=parent, env=env, stdin=subprocess.DEVNULL,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for _ in range(2)]
        for i, process in enumerate(both):
            out, err = process.communicate(timeout=300)
            expect(f"twice at once in one folder, run {i + 1}",
                   subprocess.CompletedProcess(process.args, process.returncode, out, err))
        gone = student_run(prefix, parent, name, dict(env, TMPDIR=os.path.join(work, "gone")))
        said = gone.stderr.strip()
        plain = (gone.returncode == 3 and said.count("\n") == 0 and "TMPDIR" in said
                 and "unset TMPDIR" in said)
        failures += not plain
        print(f"{'ok  ' if plain else 'FAIL'} a TMPDIR that is gone is said in one line "
              f"with its fix (exit {gone.returncode}): {said}")
        return 1 if failures else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    mode, grader_path, repo_root = sys.argv[1:4]
    checks = {"no-answers": no_answers, "starter-links": starter_links,
              "same-grades": same_grades, "odd-places": odd_places}
    extra = sys.argv[4:]  # same-grades: the one assignment to check
    sys.exit(checks[mode](os.path.realpath(grader_path), os.path.realpath(repo_root), *extra))
