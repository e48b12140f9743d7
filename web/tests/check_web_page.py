#!/usr/bin/env python3
"""The web page (docs/web.md) checked against the course's grader, in headless Chromium.

  same-verdicts  for each ASSIGNMENT: `puzzle-grader kit --web` makes its page; the starter
                 and every example submission of its manifest are graded in the page and by
                 the native grader on the page's own suites; per test the verdict, points,
                 reason, checks (a format check's actual line aside: it holds times) and
                 diagnoses, and per submission the score, status and explanations, must be
                 identical; times aside (the reason of a test over its time limit says how
                 long it ran). Time-limit examples get --time-limit 2 on both sides.
  no-answers     every byte of every page is searched for what the hidden tests hold, with
                 tests/check_kit.py's search (and its control: a copied hidden suite is found).

usage: check_web_page.py same-verdicts|no-answers PUZZLE_GRADER REPO_ROOT ASSETS NPM [ASSIGNMENT...]
Exit 77 (skipped, one line) where Chromium, the built page (web/build-page.sh) or
puppeteer-core is absent.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests"))
import check_kit  # noqa: E402  (the kit's search for hidden strings, and its submissions)

SKIP = 77
CHROMIUM = os.environ.get("PUZZLE_CHROMIUM", "/usr/bin/chromium")
TIME_LIMIT_EXAMPLE_S = 2
DEFAULT_ASSIGNMENTS = ["driver", "funny", "lecture"]


def skip_reason(assets, npm):
    if not os.path.exists(CHROMIUM):
        return f"{CHROMIUM} is absent (Debian's chromium package)"
    if not os.path.isfile(os.path.join(assets, "puzzle-grader-web.wasm")):
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


def grade_in_page(npm, page, jobs, screenshot=None, student_file=None):
    command = ["node", os.path.join(os.path.dirname(os.path.abspath(__file__)), "grade_in_page.mjs"),
               npm, page] + ([screenshot, student_file] if screenshot else [])
    run = subprocess.run(command, input=json.dumps(jobs), capture_output=True, text=True,
                         timeout=1800)
    if run.returncode != 0:
        raise RuntimeError(f"the page could not grade: {run.stderr.strip()[-2000:]}")
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    return lines[0]["load_ms"], {line["label"]: line for line in lines[1:]}


def same_verdicts(grader, root, assets, npm, names):
    failures = 0
    screenshot = os.environ.get("PUZZLE_WEB_SCREENSHOT")
    with tempfile.TemporaryDirectory(prefix="web-verdicts-") as work:
        for name in names:
            manifest = os.path.join(root, "testcases", name, "assignment.yaml")
            page = make_page(grader, assets, manifest, work)
            entry = os.path.join(page, "suites", "assignment.yaml")
            submissions = check_kit.submissions_of(manifest, root)
            jobs = []
            for submission in submissions:
                label = os.path.relpath(submission, root)
                limit = TIME_LIMIT_EXAMPLE_S if "/time_limit/" in submission else 0
                jobs.append({"label": label, "files": files_of(submission), "time_limit_s": limit,
                             "path": submission})
            shot = screenshot and name == names[0]
            starter_file = None
            if shot:
                starter = submissions[0]
                starter_file = next(os.path.join(starter, f) for f in sorted(os.listdir(starter))
                                    if f.endswith((".py", ".ipynb")))
            load_ms, answers = grade_in_page(npm, page, jobs, screenshot if shot else None,
                                             starter_file)
            print(f"ok   {name}: the page loaded in {load_ms / 1000:.1f} s")
            for job in jobs:
                answer = answers.get(job["label"], {"error": "no answer"})
                if "error" in answer:
                    failures += 1
                    print(f"FAIL {job['label']}: the page says {answer['error'].strip()}")
                    continue
                ours = comparable(native_report(grader, entry, job["path"], job["time_limit_s"]))
                theirs = comparable(json.loads(answer["json"]))
                difference = first_difference(theirs, ours)
                if difference:
                    failures += 1
                    print(f"FAIL {job['label']}: {difference}")
                else:
                    verdicts = sorted({t["verdict"] for t in ours["tests"]})
                    print(f"ok   {job['label']}: {len(ours['tests'])} tests, "
                          f"{ours['score']:g}/{ours['max_score']:g} points, verdicts {verdicts}, "
                          f"{len(ours['explanations'])} explanation(s); "
                          f"{answer['ms'] / 1000:.1f} s in the page")
    return 1 if failures else 0


def no_answers(grader, root, assets, _npm, names):
    failures = 0
    with tempfile.TemporaryDirectory(prefix="web-answers-") as work:
        for manifest in check_kit.assignments(root):
            page = make_page(grader, assets, manifest, work)
            published = check_kit.published_text(manifest, root)
            secrets = {s: w for s, w in check_kit.needles(manifest).items() if s not in published}
            label = os.path.relpath(manifest, root)
            if not secrets:
                print(f"FAIL {label}: no hidden test to search for")
                failures += 1
                continue
            found = check_kit.leaks(page, secrets)
            for file, secret, where in found[:10]:
                print(f"FAIL {label}: {file} holds {secret!r} from {where}")
            failures += bool(found)
            hidden_path = next(path for path, _ in check_kit.hidden_tests(manifest))
            copied = shutil.copy(hidden_path, os.path.join(page, "suites"))
            caught = check_kit.leaks_in(copied, secrets)
            if not caught:
                print(f"FAIL {label}: the search misses {os.path.basename(hidden_path)} copied in")
                failures += 1
            if not found and caught:
                size = sum(os.path.getsize(os.path.join(d, f))
                           for d, _, fs in os.walk(page) for f in fs) - os.path.getsize(copied)
                print(f"ok   {label}: {len(secrets)} hidden strings, none in the page "
                      f"({size / 1e6:.1f} MB); a copied hidden suite is caught ({len(caught)} hits)")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) < 6 or sys.argv[1] not in ("same-verdicts", "no-answers"):
        sys.exit(__doc__)
    mode, grader_path, repo_root, assets_dir, npm_dir = sys.argv[1:6]
    why = skip_reason(assets_dir, npm_dir)
    if why:
        print(f"SKIP {why}")
        sys.exit(SKIP)
    checks = {"same-verdicts": same_verdicts, "no-answers": no_answers}
    sys.exit(checks[mode](grader_path, repo_root, assets_dir, npm_dir,
                          sys.argv[6:] or DEFAULT_ASSIGNMENTS))
