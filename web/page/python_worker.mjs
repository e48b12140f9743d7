// The page's Python: CPython compiled to WebAssembly (Pyodide, bundled beside the page in
// pyodide/), in a worker of its own so that the page can stop a program at its time limit
// by terminating the worker. One run at a time: {run: request, files} in, the answer out
// (the `ended` names of web/web_runner.h). Stand-ins for what a browser lacks are listed
// in STAND_INS and said on the page.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });

// Modules a browser cannot offer, replaced only when the real one cannot be imported: the
// memory figure is the Python heap's size, not the process's peak (docs/web.md).
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
const standIns = pyodide.globals.get("_puzzle_made").toJs();

// Runs `python3 [options] script args...` in `cwd` as a fresh process would, as far as
// one interpreter can: sys.argv, the current folder, sys.path[0] (not with -I, which
// implies -P) and stdin are the run's, and the modules it imported are forgotten after.
pyodide.runPython(`
import io, os, runpy, traceback

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
    except BaseException:
        traceback.print_exc()
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
const runPython = pyodide.globals.get("_puzzle_run");

// Output of the run, capped at `limit` bytes (the rest is counted, not kept).
class Capture {
  constructor(limit) {
    this.limit = limit;
    this.chunks = [];
    this.kept = 0;
    this.total = 0;
  }
  write(bytes) {
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
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, bytes);
  }
}

function readTree(root, prefix = "", out = {}) {
  for (const name of pyodide.FS.readdir(root)) {
    if (name === "." || name === "..") continue;
    const path = `${root}/${name}`;
    const mode = pyodide.FS.stat(path).mode;
    if (pyodide.FS.isDir(mode)) readTree(path, `${prefix}${name}/`, out);
    else if (pyodide.FS.isFile(mode)) out[`${prefix}${name}`] = pyodide.FS.readFile(path);
  }
  return out;
}

let runs = 0;
function run(request, files) {
  const cwd = `/runs/run-${++runs}`;
  pyodide.FS.mkdirTree(cwd);
  writeTree(cwd, files);
  const stdout = new Capture(request.output_bytes || Infinity);
  const stderr = new Capture(request.output_bytes || Infinity);
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
  const exitCode = runPython(request.argv, cwd);
  const wallMs = Math.round(performance.now() - start);
  const over = request.stdout_graded && stdout.total > stdout.kept;
  const answer = {
    ended: over || stderr.total > stderr.kept ? "output_limit" : "exited",
    exit_code: exitCode,
    stdout: stdout.text(),
    stderr: stderr.text(),
    wall_ms: wallMs,
    peak_memory_bytes: pyodide._module.HEAPU8.length,
  };
  return { answer, files: readTree(cwd) };
}

self.onmessage = (event) => {
  const { request, files } = event.data;
  try {
    self.postMessage(run(request, files));
  } catch (error) {  // the worker's own failure, not the program's
    self.postMessage({ error: String(error) });
  }
};
self.postMessage({ ready: true, standIns, python: pyodide.version });
