// The page's Python: CPython compiled to WebAssembly (Pyodide), in a worker of its own so
// that the page can stop a program at its time limit by terminating the worker. The page
// (grader_page.js) makes the worker from Pyodide's pyodide.asm.js and pyodide.js and this
// file, and sends {start: {files: {name: base64}, module, memoryMb}}: Pyodide's other files,
// its compiled pyodide.asm.wasm (a WebAssembly.Module) and the memory cap. The worker
// reads no file and fetches nothing, so the page works from a folder (file://) as from a
// web server. Then one run at a time: {request, files} in, {answer, files} out (the
// `ended` names of web/web_runner.h), or {error} when the worker itself failed. Stand-ins
// for what a browser lacks are listed in STAND_INS and said on the page.
/* global loadPyodide */
"use strict";

// Where Pyodide believes its files are: a name no browser fetches; `fetch` below answers.
const PYODIDE_FOLDER = "pyodide:/";

// Pyodide's own file reads (python_stdlib.zip, pyodide-lock.json) served from the page's
// bytes, decoded by the browser from a data: URL (no network, no file). pyodide.asm.wasm
// is the exception: the page compiled it once (`module`) for every worker it starts, and
// Pyodide's instantiation from a fetch is pointed at that module.
function serveFrom(files, module) {
  const realFetch = self.fetch.bind(self);
  self.fetch = async (url) => {
    const name = String(url).startsWith(PYODIDE_FOLDER) ? String(url).slice(PYODIDE_FOLDER.length) : null;
    if (name === "pyodide.asm.wasm") {
      return new Response(new Uint8Array(), { headers: { "content-type": "application/wasm" } });
    }
    if (name === null || !(name in files)) throw new Error(`the page has no file ${url}`);
    const type = name.endsWith(".json") ? "application/json" : "application/octet-stream";
    return realFetch(`data:${type};base64,${files[name]}`);
  };
  WebAssembly.instantiateStreaming = async (_response, imports) =>
    ({ module, instance: await WebAssembly.instantiate(module, imports) });
}

let pyodide = null;
let FS = null;          // Pyodide's file system, kept: a fatally failed Pyodide hides it
let fatalCause = null;  // what made Pyodide fail fatally, if it did
let captures = [];      // the running program's stdout and stderr (Capture)
let runPython = null;
let lacksModule = null;      // _puzzle_lacks: whether the page's Python has no such module
let errnoPairs = [];         // [page's errno text, Linux's] (installRun)
let stdlibNames = new Set(); // sys.stdlib_module_names
let declared = new Set();    // the packages the suites declare (the course's grader has them)
let standIns = [];

const times = {};  // ms since the worker's script began, per step (docs/performance.md)
const began = performance.now();

// Python's memory capped at `memoryMb` (the suite's limit): WebAssembly memory cannot
// grow past its maximum, so Python's allocation fails there (MemoryError, as under a
// native address-space limit). Approximate: the interpreter and its standard library count
// too. Pyodide takes a memory handed to its Emscripten module (Module.wasmMemory).
function capMemory(memoryMb) {
  const PAGE = 65536;
  const initial = 20971520 / PAGE;  // Pyodide's INITIAL_MEMORY
  const maximum = Math.min(65536, Math.max(initial, Math.floor((memoryMb * 1048576) / PAGE)));
  const create = self._createPyodideModule;
  self._createPyodideModule = (settings) => {
    settings.wasmMemory = new WebAssembly.Memory({ initial, maximum });
    return create(settings);
  };
}

async function start(files, module, memoryMb) {
  times.message = Math.round(performance.now() - began);
  serveFrom(files, module);
  if (memoryMb > 0) capMemory(memoryMb);
  pyodide = await loadPyodide({ indexURL: PYODIDE_FOLDER });
  FS = pyodide.FS;
  // Pyodide 0.27's fatal error handler, looked up at each call: its cause is kept, and what
  // the handler itself prints (a dump of Python's stack) is not the program's output.
  const fatalError = pyodide._api.fatal_error;
  pyodide._api.fatal_error = (error) => {
    fatalCause ??= error;
    for (const capture of captures) capture.closed = true;
    return fatalError(error);
  };
  times.pyodide = Math.round(performance.now() - began);
  installStandIns();
  installRun();
  times.ready = Math.round(performance.now() - began);
}

// Modules a browser cannot offer, replaced only when the real one cannot be imported: the
// memory figure is the Python heap's size, not the process's peak (docs/web.md).
function installStandIns() {
  pyodide.runPython(`
import sys, time, types, collections

def _puzzle_heap_kib():
    import pyodide_js
    return pyodide_js._module.HEAPU8.length // 1024

def _puzzle_stand_ins():
    made = []
    try:
        import resource  # noqa: F401
    except ImportError:
        resource = types.ModuleType("resource")
        resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN = 0, -1
        fields = ("ru_utime ru_stime ru_maxrss ru_ixrss ru_idrss ru_isrss ru_minflt ru_majflt "
                  "ru_nswap ru_inblock ru_oublock ru_msgsnd ru_msgrcv ru_nsignals ru_nvcsw ru_nivcsw")
        resource.struct_rusage = collections.namedtuple("struct_rusage", fields)
        def getrusage(who):
            cpu = time.process_time() if who == resource.RUSAGE_SELF else 0.0
            kib = _puzzle_heap_kib() if who == resource.RUSAGE_SELF else 0
            return resource.struct_rusage(cpu, 0.0, kib, *([0] * 13))
        resource.getrusage = getrusage
        sys.modules["resource"] = resource
        made.append("resource")
    try:
        import psutil  # noqa: F401
    except ImportError:
        psutil = types.ModuleType("psutil")
        memory = collections.namedtuple("pmem", "rss vms")
        class Process:
            def __init__(self, pid=None):
                self.pid = pid
            def memory_info(self):
                size = _puzzle_heap_kib() * 1024
                return memory(size, size)
        psutil.Process = Process
        sys.modules["psutil"] = psutil
        made.append("psutil")
    return made

_puzzle_made = _puzzle_stand_ins()
`);
  standIns = pyodide.globals.get("_puzzle_made").toJs();
}

// Runs `python3 [options] script args...` in `cwd` as a fresh process would, as far as
// one interpreter can: sys.argv, the current folder, sys.path[0] (not with -I, which
// implies -P) and stdin are the run's, and the modules it imported are forgotten after.
function installRun() {
  pyodide.runPython(`
import errno, importlib.util, io, os, runpy, traceback

# The page's own frames (this function, runpy) that a traceback starts with: a program run
# as \`python3 driver.py\` shows none of them.
def _puzzle_own_frame(tb):
    name = tb.tb_frame.f_code.co_filename
    return name == "<exec>" or name.startswith("<frozen runpy") or name.endswith("/runpy.py")

def _puzzle_print_exception(error):
    tb = error.__traceback__
    while tb is not None and _puzzle_own_frame(tb):
        tb = tb.tb_next
    sys.stderr.write("".join(traceback.format_exception(type(error), error, tb)))

# Whether the page's Python has no module of that name (Pyodide's own finders may raise rather
# than answer None for a package it knows of but does not hold).
def _puzzle_lacks(name):
    try:
        return importlib.util.find_spec(name) is None
    except (ImportError, ValueError):
        return True

# Emscripten's errno numbers and messages where Linux's differ (ENOENT is 44 here, 2 on
# Linux): [page's "[Errno n] message", Linux's] for each error a program may meet.
_PUZZLE_LINUX_ERRNO = {
    "EPERM": (1, "Operation not permitted"), "ENOENT": (2, "No such file or directory"),
    "EIO": (5, "Input/output error"), "EBADF": (9, "Bad file descriptor"),
    "ENOMEM": (12, "Cannot allocate memory"), "EACCES": (13, "Permission denied"),
    "EEXIST": (17, "File exists"), "ENOTDIR": (20, "Not a directory"),
    "EISDIR": (21, "Is a directory"), "EINVAL": (22, "Invalid argument"),
    "EMFILE": (24, "Too many open files"), "ENOSPC": (28, "No space left on device"),
    "ESPIPE": (29, "Illegal seek"), "EROFS": (30, "Read-only file system"),
    "EPIPE": (32, "Broken pipe"), "ENAMETOOLONG": (36, "File name too long"),
    "ENOSYS": (38, "Function not implemented"), "ENOTEMPTY": (39, "Directory not empty"),
    "ELOOP": (40, "Too many levels of symbolic links"),
}
_puzzle_errno_pairs = [
    ("[Errno %d] %s" % (getattr(errno, name), os.strerror(getattr(errno, name))),
     "[Errno %d] %s" % linux)
    for name, linux in _PUZZLE_LINUX_ERRNO.items() if hasattr(errno, name)]
_puzzle_errno_pairs = [pair for pair in _puzzle_errno_pairs if pair[0] != pair[1]]

def _puzzle_run(argv, cwd):
    args = list(argv[1:])
    options = []
    while args and args[0].startswith("-"):
        options.append(args.pop(0))
    saved = (set(sys.modules), list(sys.path), list(sys.argv), os.getcwd(), sys.stdin)
    code = 0
    try:
        os.chdir(cwd)
        sys.argv = args
        if "-I" not in options and "-P" not in options:
            sys.path.insert(0, os.path.dirname(os.path.abspath(args[0])))
        # A fresh reader of fd 0 (the run's stdin, python_worker's setStdin): the harness
        # reads its nonce line from fd 0 itself, and nothing an earlier run left in a
        # buffer may reach this one.
        sys.stdin = io.TextIOWrapper(io.BufferedReader(io.FileIO(0, closefd=False)),
                                     encoding="utf-8")
        runpy.run_path(args[0], run_name="__main__")
    except SystemExit as e:
        if e.code is None:
            code = 0
        elif isinstance(e.code, int):
            code = e.code & 0xFF
        else:
            print(e.code, file=sys.stderr)
            code = 1
    except BaseException as error:
        _puzzle_print_exception(error)
        code = 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        modules, sys.path[:], sys.argv, folder, sys.stdin = saved
        os.chdir(folder)
        for name in set(sys.modules) - modules:
            del sys.modules[name]
    return code
`);
  runPython = pyodide.globals.get("_puzzle_run");
  lacksModule = pyodide.globals.get("_puzzle_lacks");
  errnoPairs = pyodide.globals.get("_puzzle_errno_pairs").toJs();
  stdlibNames = new Set(pyodide.runPython("sorted(sys.stdlib_module_names)").toJs());
}

// A message as Linux words it: Emscripten's "[Errno 44] No such file or directory" is
// Linux's "[Errno 2] ..." (installRun's table), so the report says what the grader says.
function asOnLinux(text) {
  for (const [page, linux] of errnoPairs) text = text.split(page).join(linux);
  return text;
}

// The modules the run stopped on (its stderr says Python found no such module, in a
// traceback or the harness's words) that the page's Python has not (so not a name the
// program merely raised): each top-level name once.
function stoppedOn(stderr) {
  const said = new Set();
  const pattern = /No module named '([A-Za-z_][\w.]*)'|imports ([A-Za-z_][\w.]*), which is not installed/g;
  for (const match of stderr.matchAll(pattern)) said.add((match[1] ?? match[2]).split(".")[0]);
  return [...said].filter((name) => lacksModule(name));
}

// Of those, the ones the course's grader has and this page lacks (a package the suites
// declare, or a module of Python's standard library the page's Python leaves out), and
// the ones neither offers (an undeclared package, e.g. numpy for funny).
function missingHere(stderr) {
  const stopped = stoppedOn(stderr);
  const graderHas = (name) => declared.has(name) || stdlibNames.has(name);
  return { pageLacks: stopped.filter(graderHas),
           undeclared: stopped.filter((name) => !graderHas(name)) };
}

// Output of the run, capped at `limit` bytes (the rest is counted, not kept).
class Capture {
  constructor(limit) {
    this.limit = limit;
    this.chunks = [];
    this.kept = 0;
    this.total = 0;
    this.closed = false;  // once Pyodide failed fatally: later writes are not the program's
  }
  write(bytes) {
    if (this.closed) return bytes.length;
    this.total += bytes.length;
    const room = this.limit - this.kept;
    if (room > 0) {
      const part = bytes.slice(0, room);
      this.chunks.push(part);
      this.kept += part.length;
    }
    return bytes.length;
  }
  text() {
    const all = new Uint8Array(this.kept);
    let at = 0;
    for (const chunk of this.chunks) {
      all.set(chunk, at);
      at += chunk.length;
    }
    return new TextDecoder().decode(all);
  }
}

function writeTree(root, files) {
  for (const [name, bytes] of Object.entries(files)) {
    const path = `${root}/${name}`;
    FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, bytes);
  }
}

function readTree(root, prefix = "", out = {}) {
  for (const name of FS.readdir(root)) {
    if (name === "." || name === "..") continue;
    const path = `${root}/${name}`;
    const mode = FS.stat(path).mode;
    if (FS.isDir(mode)) readTree(path, `${prefix}${name}/`, out);
    else if (FS.isFile(mode)) out[`${prefix}${name}`] = FS.readFile(path);
  }
  return out;
}

let runs = 0;
function run(request, files) {
  const cwd = `/runs/run-${++runs}`;
  FS.mkdirTree(cwd);
  writeTree(cwd, files);
  const stdout = new Capture(request.output_bytes || Infinity);
  const stderr = new Capture(request.output_bytes || Infinity);
  captures = [stdout, stderr];
  pyodide.setStdout({ write: (bytes) => stdout.write(bytes) });
  pyodide.setStderr({ write: (bytes) => stderr.write(bytes) });
  const stdin = new TextEncoder().encode(request.stdin);
  let read = 0;
  pyodide.setStdin({
    read(buffer) {
      const size = Math.min(buffer.length, stdin.length - read);
      buffer.set(stdin.subarray(read, read + size));
      read += size;
      return size;
    },
  });
  const start = performance.now();
  let exitCode = 0;
  let crash = null;
  try {
    exitCode = runPython(request.argv, cwd);
  } catch (error) {
    // Pyodide fails fatally on a stack overflow or when memory runs out, and throws its
    // own error: the cause is fatalCause.
    crash = crashOf(fatalCause ?? error);
    if (!crash) throw error;
    if (crash.ended === "exited") exitCode = crash.exit_code;
  }
  const wallMs = Math.round(performance.now() - start);
  const over = request.stdout_graded && stdout.total > stdout.kept;
  const errors = asOnLinux(stderr.text());
  const failed = crash !== null || exitCode !== 0;
  const missing = failed ? missingHere(errors) : { pageLacks: [], undeclared: [] };
  const answer = {
    ended: crash?.ended ?? (over || stderr.total > stderr.kept ? "output_limit" : "exited"),
    exit_code: crash && crash.ended !== "exited" ? -1 : exitCode,
    signal: crash?.signal ?? 0,
    stdout: stdout.text(),
    stderr: errors,
    wall_ms: wallMs,
    peak_memory_bytes: pyodide._module.HEAPU8.length,
    page_lacks: missing.pageLacks,
    undeclared_missing: missing.undeclared,
  };
  // After a crash this Python's state is unknown: the page starts a fresh one.
  return { answer, files: readTree(cwd), unusable: crash !== null };
}

// How the program crashed Pyodide, as the page's answer says it ({ended, signal}), or null
// when the failure is not the program's. Nothing is added to its stderr, which natively
// holds nothing either, so that the report is the course grader's:
// - it overflowed the browser's stack (recursion too deep for it, often through a function
//   written in C such as functools.lru_cache's). Where CPython overflows the process's
//   stack it is killed by SIGSEGV; the page reports the same, the program's crash.
// - it used all the memory the page gives Python (capMemory) where Python could not raise
//   MemoryError: the memory limit, as natively.
// - it ended the interpreter itself (os._exit(n)): Pyodide throws emscripten's ExitStatus;
//   natively the process exits with n, and so does the answer (what it printed is kept).
const SIGSEGV = 11;

function crashOf(error) {
  if (isStackOverflow(error)) {
    return { ended: "signaled", signal: SIGSEGV };
  }
  if (Number.isInteger(error?.status) && /^(Exit|ExitStatus)$/.test(String(error?.name))) {
    return { ended: "exited", exit_code: error.status };
  }
  if (/out of memory|Cannot enlarge memory|OOM/i.test(String(error))) {
    return { ended: "memory_limit" };
  }
  return null;
}

function isStackOverflow(error) {
  return /Maximum call stack size exceeded|too much recursion/i.test(String(error));
}

self.onmessage = async (event) => {
  if (event.data.start) {
    try {
      declared = new Set(event.data.start.lacking ?? []);
      await start(event.data.start.files, event.data.start.module, event.data.start.memoryMb);
      self.postMessage({ ready: true, standIns, python: pyodide.version, times });
    } catch (error) {
      self.postMessage({ error: `Python could not start: ${error}` });
    }
    return;
  }
  const { request, files } = event.data;
  try {
    self.postMessage(run(request, files));
  } catch (error) {  // the worker's own failure, not the program's
    self.postMessage({ error: String(error) });
  }
};
