#!/usr/bin/env python3
"""The web page (docs/web.md) checked against the course's grader, in headless Chromium.

  same-verdicts  for each ASSIGNMENT: `puzzle-grader kit --web` makes its page, opened from
                 its folder (file://, as a student who double-clicks index.html); the
                 starter and every example submission of its manifest (and, for funny,
                 deep_recursion.py, which overflows the stack, memory_hog.py and
                 exits_itself.py, which calls os._exit) are
                 graded in the page and by the native grader on the page's own suites;
                 each page must name the packages it cannot offer; per test the verdict, points,
                 reason, checks (a format check's actual line aside: it holds times) and
                 diagnoses, and per submission the score, status and explanations, must be
                 identical; times aside (the reason of a test over its time limit says how
                 long it ran). Time-limit examples get --time-limit 2 on both sides. The
                 first page is also served (as from a web server) to grade its starter.
                 The page must ask for nothing outside its folder.
  no-answers     every byte of every page, and every file its data/*.js scripts hand it
                 (base64), is searched for what the hidden tests hold, with
                 tests/check_kit.py's search (and its control: a hidden suite handed to the
                 page as its suites are is found).

  says-what-it-lacks, own-traceback, progress-and-limits: issue 37's items 2, 3 and 4
                 (each mode's function says what it checks).

usage: check_web_page.py MODE PUZZLE_GRADER REPO_ROOT ASSETS NPM [ASSIGNMENT...]
Exit 77 (skipped, one line) where Chromium, the built page (web/build-page.sh) or
puppeteer-core is absent.
"""
import base64
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests"))
import check_kit  # noqa: E402  (the kit's search for hidden strings, and its submissions)

SKIP = 77
CHROMIUM = os.environ.get("PUZZLE_CHROMIUM", "/usr/bin/chromium")
TIME_LIMIT_EXAMPLE_S = 2
DEFAULT_ASSIGNMENTS = ["driver", "funny", "lecture", "fifteen"]  # fifteen: a notebook
HERE = os.path.dirname(os.path.abspath(__file__))
# Purpose-written programs graded on funny's page (the fewest public tests: each costs a
# fresh worker or a gigabyte): (file, the one verdict of every test, time limit). Chromium
# under puppeteer takes 8-15 s to unwind an overflowed stack (Pyodide in Node: 0.05 s;
# DevTools' exception tracking is the likely cost), past funny's time limit.
EXTRA_ASSIGNMENT = "funny"
EXTRA_PROGRAMS = [(os.path.join(HERE, "deep_recursion.py"), "runtime_error", 60),
                  (os.path.join(HERE, "memory_hog.py"), "memory_limit", 60),
                  (os.path.join(HERE, "exits_itself.py"), "runtime_error", 20)]
# One file the page is handed: puzzleAsset("<name>", "<base64>"); (grader/kit/kit.h).
ASSET = re.compile(r'puzzleAsset\(("(?:[^"\\]|\\.)*"), "([A-Za-z0-9+/=]*)"\);')
ASSETS_ONLY = re.compile(rb'(?:puzzleAsset\("(?:[^"\\\n]|\\.)*", "[A-Za-z0-9+/=]*"\);\n)+')


def skip_reason(assets, npm):
    if not os.path.exists(CHROMIUM):
        return f"{CHROMIUM} is absent (Debian's chromium package)"
    if not os.path.isfile(os.path.join(assets, "data", "puzzle-grader-web.wasm")):
        return f"no built page in {assets} (web/build-page.sh)"
    if not os.path.isdir(os.path.join(npm, "node_modules", "puppeteer-core")):
        return f"no puppeteer-core in {npm} (web/build-page.sh installs it)"
    return None


def make_page(grader, assets, manifest, folder):
    page = os.path.join(folder, os.path.basename(os.path.dirname(manifest)) + "-web")
    run = subprocess.run([grader, "kit", "--web", "--web-assets", assets, "--suite", manifest,
                          "-o", page], capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        sys.exit(f"FAIL puzzle-grader kit --web --suite {manifest}: exit {run.returncode}: "
                 f"{run.stderr.strip()}")
    return page


def page_files(page):
    """{name: bytes} of every file the page's data/*.js scripts hand it."""
    files = {}
    for dirpath, _, names in os.walk(os.path.join(page, "data")):
        for name in names:
            with open(os.path.join(dirpath, name), encoding="ascii") as script:
                for quoted, data in ASSET.findall(script.read()):
                    files[json.loads(quoted)] = base64.b64decode(data)
    return files


def write_files(files, folder):
    for name, data in files.items():
        path = os.path.join(folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as file:
            file.write(data)


def files_of(submission):
    files = {}
    for dirpath, _, names in os.walk(submission):
        for name in names:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as file:
                files[os.path.relpath(path, submission)] = base64.b64encode(file.read()).decode()
    return files


def comparable(report):
    """What must agree between the page and the course's grader: times, memory, the
    program's own output and the sandbox are the machine's, not the grade's."""
    def check(c):
        return {k: v for k, v in c.items() if not (k == "actual" and c["kind"] == "format")}

    def timed(verdict):  # its reason says how long it ran and which clock stopped it
        return verdict == "time_limit"
    tests = [{"name": t["name"], "verdict": t["verdict"], "score": t["score"],
              "max_score": t["max_score"], "reason": None if timed(t["verdict"]) else t["reason"],
              "checks": [check(c) for c in t["checks"]], "diagnoses": t["diagnoses"],
              "imported_module": t["imported_module"], "fits": t["fits"]}
             for t in report["tests"]]
    return {"score": report["score"], "max_score": report["max_score"],
            "status": report["status"],
            "status_reason": None if report["status"] == "timed_out" else report["status_reason"],
            "submission_problem": report["submission_problem"],
            "explanations": report["explanations"], "tests": tests}


def native_report(grader, entry, submission, time_limit):
    command = [grader, "run", "--suite", entry, "--submission", submission, "--format", "json"]
    if time_limit:
        command += ["--time-limit", str(time_limit)]
    run = subprocess.run(command, capture_output=True, text=True, timeout=900)
    if run.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(command)}: exit {run.returncode}: {run.stderr.strip()}")
    return json.loads(run.stdout)


def first_difference(a, b, where=""):
    if type(a) is not type(b) or not isinstance(a, (dict, list)):
        return None if a == b else f"{where or '/'}: page {a!r}, native {b!r}"
    keys = range(max(len(a), len(b))) if isinstance(a, list) else sorted(set(a) | set(b))
    for key in keys:
        left = a[key] if (isinstance(a, list) and key < len(a)) or (isinstance(a, dict) and key in a) else None
        right = b[key] if (isinstance(b, list) and key < len(b)) or (isinstance(b, dict) and key in b) else None
        found = first_difference(left, right, f"{where}/{key}")
        if found:
            return found
    return None


def grade_in_page(npm, page, jobs, screenshot=None, student_file=None, served=False):
    command = (["node", os.path.join(HERE, "grade_in_page.mjs")] + (["--served"] if served else [])
               + [npm, page] + ([screenshot, student_file] if screenshot else []))
    run = subprocess.run(command, input=json.dumps(jobs), capture_output=True, text=True,
                         timeout=1800)
    if run.returncode != 0:
        raise RuntimeError(f"the page could not grade: {run.stderr.strip()[-2000:]}")
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    return lines[0], {line["label"]: line for line in lines[1:]}


def compare(job, answer, native):
    """1 (and a FAIL line) when the page's answer differs from the native report."""
    if "error" in answer:
        print(f"FAIL {job['label']}: the page says {answer['error'].strip()}")
        return 1
    ours = comparable(native)
    theirs = comparable(json.loads(answer["json"]))
    difference = first_difference(theirs, ours)
    if difference:
        print(f"FAIL {job['label']}: {difference}")
        return 1
    verdict = job.get("every_verdict")
    if verdict and {t["verdict"] for t in theirs["tests"]} != {verdict}:
        print(f"FAIL {job['label']}: not every test is {verdict}")
        return 1
    verdicts = sorted({t["verdict"] for t in ours["tests"]})
    print(f"ok   {job['label']}: {len(ours['tests'])} tests, "
          f"{ours['score']:g}/{ours['max_score']:g} points, verdicts {verdicts}, "
          f"{len(ours['explanations'])} explanation(s); {answer['ms'] / 1000:.1f} s in the page")
    return 0


def says_what_it_lacks(name, course, notes):
    """1 (and a FAIL line) unless the page names every package it cannot offer, with the
    way out (the Linux kit or its dev container), or says nothing of packages."""
    with open(os.path.join(course, "page.json"), encoding="utf-8") as file:
        missing = json.load(file)["packages_missing"]
    named = all(package in notes for package in missing) and "Linux kit" in notes
    if (named if missing else "cannot offer" not in notes):
        print(f"ok   {name}: the page says what it cannot offer: {notes or '(nothing)'}")
        return 0
    print(f"FAIL {name}: the page lacks {missing} but says: {notes!r}")
    return 1


def jobs_of(manifest, root, extra):
    jobs = []
    submissions = check_kit.submissions_of(manifest, root)
    for submission in submissions:
        limit = TIME_LIMIT_EXAMPLE_S if "/time_limit/" in submission else 0
        jobs.append({"label": os.path.relpath(submission, root), "files": files_of(submission),
                     "time_limit_s": limit, "path": submission})
    if extra:  # under the starter's file name
        entry = next(f for f in sorted(os.listdir(submissions[0])) if f.endswith(".py"))
        for program, verdict, limit in EXTRA_PROGRAMS:
            with open(program, "rb") as file:
                jobs.append({"label": f"{os.path.relpath(program, root)} as {entry}",
                             "files": {entry: base64.b64encode(file.read()).decode()},
                             "time_limit_s": limit, "every_verdict": verdict})
    return jobs


def native_reports(grader, entry, jobs, work):
    reports = {}
    for job in jobs:
        folder = job.get("path")
        if folder is None:
            folder = os.path.join(work, f"submission-{len(reports)}")
            write_files({n: base64.b64decode(d) for n, d in job["files"].items()}, folder)
        reports[job["label"]] = native_report(grader, entry, folder, job["time_limit_s"])
    return reports


def same_verdicts(grader, root, assets, npm, names):
    failures = 0
    screenshot = os.environ.get("PUZZLE_WEB_SCREENSHOT")
    with tempfile.TemporaryDirectory(prefix="web-verdicts-") as work:
        for name in names:
            first = name == names[0]
            manifest = os.path.join(root, "testcases", name, "assignment.yaml")
            page = make_page(grader, assets, manifest, work)
            course = os.path.join(work, f"{name}-course")  # what the page grades with
            write_files(page_files(page), course)
            entry = os.path.join(course, "suites", "assignment.yaml")
            jobs = jobs_of(manifest, root, extra=name == EXTRA_ASSIGNMENT)
            starter_file = None
            if screenshot and first:
                starter = jobs[0]["path"]
                starter_file = next(os.path.join(starter, f) for f in sorted(os.listdir(starter))
                                    if f.endswith((".py", ".ipynb")))
            loaded, answers = grade_in_page(npm, page, jobs, screenshot if starter_file else None,
                                            starter_file)
            print(f"ok   {name}: the page opened from its folder was ready in "
                  f"{loaded['load_ms'] / 1000:.1f} s ({loaded['times']})")
            failures += says_what_it_lacks(name, course, loaded["notes"])
            native = native_reports(grader, entry, jobs, work)
            for job in jobs:
                failures += compare(job, answers.get(job["label"], {"error": "no answer"}),
                                    native[job["label"]])
            if first:  # the same page from a web server
                loaded, answers = grade_in_page(npm, page, jobs[:1], served=True)
                print(f"ok   {name}: the page served was ready in {loaded['load_ms'] / 1000:.1f} s")
                failures += compare(dict(jobs[0], label=jobs[0]["label"] + " (served)"),
                                    answers[jobs[0]["label"]], native[jobs[0]["label"]])
    return 1 if failures else 0


TEXT_RUNS = {}  # sha256 of a file's bytes -> its text runs: every page holds the same Pyodide


def leaks(folder, secrets):
    """check_kit.leaks, each distinct file's text runs found once for every page. A file
    made only of asset scripts is not searched as base64: the files it hands the page are
    (no_answers)."""
    found = []
    for dirpath, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as file:
                data = file.read()
            if ASSETS_ONLY.fullmatch(data):
                continue
            key = hashlib.sha256(data).digest()
            if key not in TEXT_RUNS:
                TEXT_RUNS[key] = check_kit.text_runs(data)
            found += [(os.path.relpath(path, folder), s, where) for s, where in secrets.items()
                      if s.encode("utf-8") in TEXT_RUNS[key]]
    return found


def no_answers(grader, root, assets, _npm, _names):
    failures = 0
    with tempfile.TemporaryDirectory(prefix="web-answers-") as work:
        for manifest in check_kit.assignments(root):
            page = make_page(grader, assets, manifest, work)
            handed = os.path.join(work, os.path.basename(page) + "-handed")
            write_files(page_files(page), handed)
            published = check_kit.published_text(manifest, root)
            secrets = {s: w for s, w in check_kit.needles(manifest).items() if s not in published}
            label = os.path.relpath(manifest, root)
            if not secrets:
                print(f"FAIL {label}: no hidden test to search for")
                failures += 1
                continue
            found = leaks(page, secrets) + leaks(handed, secrets)
            for file, secret, where in found[:10]:
                print(f"FAIL {label}: {file} holds {secret!r} from {where}")
            failures += bool(found)
            # The control: a hidden suite handed to the page as its suites are is found.
            hidden_path = next(path for path, _ in check_kit.hidden_tests(manifest))
            with open(hidden_path, "rb") as file:
                script = f'puzzleAsset("suites/leaked.yaml", "{base64.b64encode(file.read()).decode()}");\n'
            with open(os.path.join(page, "data", "course.js"), "a", encoding="ascii") as course:
                course.write(script)
            write_files(page_files(page), handed)
            with open(os.path.join(handed, "suites", "leaked.yaml"), "rb") as leaked:
                caught = check_kit.leaks_in(leaked.read(), secrets)
            if not caught:
                print(f"FAIL {label}: the search misses {os.path.basename(hidden_path)} handed in")
                failures += 1
            if not found and caught:
                size = sum(os.path.getsize(os.path.join(d, f))
                           for d, _, fs in os.walk(page) for f in fs) - len(script)
                print(f"ok   {label}: {len(secrets)} hidden strings, none in the page or the "
                      f"files it is handed ({size / 1e6:.1f} MB); a hidden suite handed in is "
                      f"caught ({len(caught)} hits)")
    return 1 if failures else 0


def ui_job(label, name, data, time_limit=0, screenshot=None):
    """A job checked as a student does (grade_in_page.mjs): `data` chosen as `name`."""
    return {"label": label, "files": {name: base64.b64encode(data).decode()},
            "time_limit_s": time_limit, "ui": True, "screenshot": screenshot}


def native_of(grader, entry, name, data, work, time_limit=0):
    folder = tempfile.mkdtemp(dir=work)
    write_files({name: data}, folder)
    return native_report(grader, entry, folder, time_limit)


def page_and_course(grader, root, assets, name, work):
    manifest = os.path.join(root, "testcases", name, "assignment.yaml")
    page = make_page(grader, assets, manifest, work)
    course = os.path.join(work, f"{name}-course")
    write_files(page_files(page), course)
    return page, os.path.join(course, "suites", "assignment.yaml")


def starter_name(root, name):
    starter = check_kit.submissions_of(os.path.join(root, "testcases", name, "assignment.yaml"),
                                       root)[0]
    return next(f for f in sorted(os.listdir(starter)) if f.endswith(".py"))


def failed(label, why):
    print(f"FAIL {label}: {why}")
    return 1


WITH_NUMPY = "import numpy  # noqa: F401  (this assignment does not list numpy)\n"


def says_what_it_lacks_mode(grader, root, assets, npm, _names):
    """Issue 37 item 2. driver declares numpy (the course's grader has it), the page cannot
    offer it: a driver program that imports numpy is not checked here, said once with the
    way out (the kit), and never blamed ("the error came from your program"). funny
    declares no package: its accepted program with `import numpy` added passes natively
    here (the kit's Python has numpy) and fails in the page, which must say why, once."""
    failures = 0
    with tempfile.TemporaryDirectory(prefix="web-lacks-") as work:
        page, entry = page_and_course(grader, root, assets, "driver", work)
        with open(os.path.join(HERE, "imports_numpy.py"), "rb") as file:
            program = file.read()
        shots = os.environ.get("PUZZLE_WEB_SCREENSHOTS")
        shot = os.path.join(shots, "web-page-cannot-offer.png") if shots else None
        _, seen = grade_in_page(npm, page, [ui_job("driver imports numpy", "driver.py", program,
                                                   screenshot=shot)])
        seen = seen["driver imports numpy"]
        report = json.loads(seen["answer"]["json"])
        native = native_of(grader, entry, "driver.py", program, work)
        label = "driver.py importing numpy in driver's page"
        everything = seen["result_text"] + seen["answer"]["json"] + seen["answer"]["text"]
        if "came from your program" in everything or "tell your instructor" in everything:
            failures += failed(label, "the page blames the program or the course for what it "
                                      f"lacks: {report['tests'][0]['reason']!r}")
        wrong = [t["name"] for t in report["tests"] if t["verdict"] != "grader_error"
                 or not t["reason"].startswith("this page cannot offer numpy")]
        if wrong:
            failures += failed(label, f"tests {wrong} do not say the page cannot offer numpy")
        says = [line for line in seen["page_says"] if "numpy" in line]
        if len(says) != 1 or "kit" not in says[0]:
            failures += failed(label, f"the page must say once that it lacks numpy and point "
                                      f"to the kit; it says {seen['page_says']!r}")
        if any("numpy" in t["reason"] for t in native["tests"]):
            failures += failed(label, "the native grader (which has numpy) stops on numpy")
        if not failures:
            print(f"ok   {label}: {len(report['tests'])} tests not checked here, said once: "
                  f"{says[0]!r}; natively {sorted({t['verdict'] for t in native['tests']})}")

        page, entry = page_and_course(grader, root, assets, "funny", work)
        accepted = os.path.join(root, "testcases", "funny", "submissions", "accepted",
                                "heap_closed_list", "funny_puzzle.py")
        with open(accepted, "rb") as file:
            program = WITH_NUMPY.encode() + file.read()
        _, seen = grade_in_page(npm, page, [ui_job("funny imports numpy", "funny_puzzle.py",
                                                   program)])
        seen = seen["funny imports numpy"]
        native = native_of(grader, entry, "funny_puzzle.py", program, work)
        label = "funny's accepted program importing numpy in funny's page"
        says = [line for line in seen["page_says"] if "numpy" in line]
        if not native["all_passed"]:
            failures += failed(label, "the native grader (which has numpy) does not pass it")
        elif json.loads(seen["answer"]["json"])["all_passed"]:
            failures += failed(label, "the page passes it: it has numpy now (update this test)")
        elif len(says) != 1 or "your own computer" not in says[0]:
            failures += failed(label, "the page fails it where the kit passes it and must say "
                                      f"why, once; it says {seen['page_says']!r}")
        else:
            print(f"ok   {label}: passes natively, fails in the page, which says why: {says[0]!r}")
    return 1 if failures else 0


def frames_by_file_name(tail):
    """A traceback with each path cut to its file name (the page's folders are not the
    sandbox's)."""
    return re.sub(r'File "(?:[^"]*/)?([^"/]+)"', r'File "\1"', tail)


def own_traceback_mode(grader, root, assets, npm, _names):
    """Issue 37 item 3: a program's traceback in the page is the course's grader's (paths
    cut to file names): only the program's frames (no "<exec>" or "<frozen runpy>"), and
    Linux's errno ("[Errno 2]", not Emscripten's 44). Per test, stderr_tail, reason and
    the submission problem must be equal."""
    failures = 0
    with tempfile.TemporaryDirectory(prefix="web-traceback-") as work:
        page, entry = page_and_course(grader, root, assets, "driver", work)
        jobs = []
        for program in ("reads_missing_file.py", "python2_print.py"):
            with open(os.path.join(HERE, program), "rb") as file:
                jobs.append({"label": program, "files": {"driver.py": base64.b64encode(
                    file.read()).decode()}, "time_limit_s": 0})
        _, answers = grade_in_page(npm, page, jobs)
        for job in jobs:
            native = native_of(grader, entry, "driver.py",
                               base64.b64decode(job["files"]["driver.py"]), work)
            report = json.loads(answers[job["label"]]["json"])
            for ours, theirs in zip(report["tests"], native["tests"]):
                for key in ("stderr_tail", "reason"):
                    if frames_by_file_name(ours[key]) != frames_by_file_name(theirs[key]):
                        failures += failed(f"{job['label']} {ours['name']}",
                                           f"{key} in the page:\n{ours[key]}\nnatively:\n{theirs[key]}")
                        break
                else:
                    continue
                break
            if report["submission_problem"] != native["submission_problem"]:
                failures += failed(job["label"], f"page {report['submission_problem']}, "
                                                 f"native {native['submission_problem']}")
            elif not failures:
                print(f"ok   {job['label']}: the page shows the course grader's traceback: "
                      f"{native['tests'][0]['stderr_tail'].strip().splitlines()[-1]!r}")
    return 1 if failures else 0


LOOP = b"while True:\n    pass\n"
LOOP_LIMIT_S = 3
LATE_S = 1.0  # how much later than its limit a run may be stopped (a timer, not a poll)


def progress_and_limits_mode(grader, root, assets, npm, _names):
    """Issue 37 item 4, with funny's page checked as a student does (its file chosen):
    while it grades, the status line says which test runs and how many are left; the result
    is a line per test (verdict, name, points, time) in a <details> the keyboard opens; the
    status is a live region; an endless loop is stopped at the page's time limit (its clock
    time within LATE_S of it) and the reason says the page measured clock time, not
    computing time. The verdicts and points are the native grader's. Screenshots:
    PUZZLE_WEB_SCREENSHOTS (a folder), if set."""
    failures = 0
    shots = os.environ.get("PUZZLE_WEB_SCREENSHOTS")
    shot = (lambda name: os.path.join(shots, name)) if shots else (lambda name: None)
    with tempfile.TemporaryDirectory(prefix="web-progress-") as work:
        page, entry = page_and_course(grader, root, assets, "funny", work)
        name = starter_name(root, "funny")
        accepted = os.path.join(root, "testcases", "funny", "submissions", "accepted",
                                "heap_closed_list", "funny_puzzle.py")
        with open(accepted, "rb") as file:
            good = file.read()
        jobs = [ui_job("endless loop", name, LOOP, LOOP_LIMIT_S, shot("web-page-time-limit.png")),
                ui_job("accepted", name, good, 0, shot("web-page-passed.png"))]
        _, seen = grade_in_page(npm, page, jobs)
        for job in jobs:
            label = f"funny's page, {job['label']}"
            look = seen[job["label"]]
            program = base64.b64decode(job["files"][name])
            native = native_of(grader, entry, name, program, work, job["time_limit_s"])
            total = len(native["tests"])
            running = [s for s in look["statuses"] if re.search(rf"test \d+ of {total} \(.+\) is running; \d+ tests? (is|are) left", s)]
            if not running:
                failures += failed(label, f"no status said which test runs and how many are "
                                          f"left: {look['statuses']}")
            lines = [(t["verdict"], t["name"], t["points"]) for t in look["tests"]]
            expected = [(VERDICT_WORDS[t["verdict"]], t["name"],
                         f"{t['score']:g}/{t['max_score']:g} points") for t in native["tests"]]
            if [(v.split(" ", 1)[1], n, p) for v, n, p in lines] != expected:
                failures += failed(label, f"the result's lines {lines} are not the native "
                                          f"grader's {expected}")
            if not look["tests"] or not all(t["details"] for t in look["tests"]) or not look["keyboard_opens"]:
                failures += failed(label, "each test must be a <details> the keyboard opens")
            if look["roles"]["status"] != "status" or look["roles"]["live"] != "polite":
                failures += failed(label, f"the status is no live region: {look['roles']}")
            if job["label"] == "endless loop":
                report = json.loads(look["answer"]["json"])
                for test in report["tests"]:
                    late = test["wall_time_ms"] / 1000 - LOOP_LIMIT_S
                    if test["verdict"] != "time_limit" or not 0 <= late <= LATE_S:
                        failures += failed(label, f"{test['name']}: {test['verdict']} after "
                                                  f"{test['wall_time_ms']} ms, limit {LOOP_LIMIT_S} s")
                    if "computing time" in test["reason"].replace("counts only computing time", "") \
                            or "on the clock" not in test["reason"]:
                        failures += failed(label, f"the reason does not say what the page "
                                                  f"measured: {test['reason']!r}")
            if not failures:
                print(f"ok   {label}: {len(running)} progress statuses (first "
                      f"{running[0]!r}); {len(lines)} lines as the native grader's; "
                      f"{look['ms'] / 1000:.1f} s")
    return 1 if failures else 0


VERDICT_WORDS = {"passed": "Passed", "wrong_answer": "Wrong answer",
                 "time_limit": "Time limit exceeded", "memory_limit": "Memory limit exceeded",
                 "output_limit": "Output limit exceeded", "runtime_error": "Runtime error",
                 "missing_output": "Missing output", "submission_error": "Submission error",
                 "grader_error": "Not checked here"}

MODES = {"same-verdicts": same_verdicts, "no-answers": no_answers,
         "says-what-it-lacks": says_what_it_lacks_mode, "own-traceback": own_traceback_mode,
         "progress-and-limits": progress_and_limits_mode}

if __name__ == "__main__":
    if len(sys.argv) < 6 or sys.argv[1] not in MODES:
        sys.exit(__doc__)
    mode, grader_path, repo_root, assets_dir, npm_dir = sys.argv[1:6]
    why = skip_reason(assets_dir, npm_dir)
    if why:
        print(f"SKIP {why}")
        sys.exit(SKIP)
    sys.exit(MODES[mode](grader_path, repo_root, assets_dir, npm_dir,
                         sys.argv[6:] or DEFAULT_ASSIGNMENTS))
