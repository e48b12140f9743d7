// Writes Pyodide's standard library with each module compiled ahead (web/build-page.sh):
// python_stdlib.zip holds sources only, so a page compiled every module it imports when
// its Python started, and again in every fresh worker (after a time limit) and every run
// (a run forgets the modules it imported). Each `x.py` gets an `x.pyc` beside it, compiled
// by Pyodide's own Python (the bytecode must be its version's) with an unchecked hash
// (PEP 552), which zipimport takes without reading the source; the sources stay, for
// tracebacks. Entries keep their order and times, so the same input makes the same zip.
//   node compile_stdlib.mjs PYODIDE_FOLDER OUTPUT.zip
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [folder, output] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(folder, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: folder });
pyodide.runPython(`
import importlib._bootstrap_external as external
import importlib.util
import sys
import zipfile

source = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"
with zipfile.ZipFile(source) as zin, zipfile.ZipFile("/compiled.zip", "w") as zout:
    for info in zin.infolist():
        data = zin.read(info)
        zout.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED)
        if not info.filename.endswith(".py"):
            continue
        try:
            code = compile(data, f"{source}/{info.filename}", "exec", dont_inherit=True)
        except SyntaxError:  # not Python 3 (test data): it stays a source, as imported
            continue
        pyc = external._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
        compiled = zipfile.ZipInfo(info.filename + "c", date_time=info.date_time)
        zout.writestr(compiled, pyc, compress_type=zipfile.ZIP_DEFLATED)
`);
fs.writeFileSync(output, pyodide.FS.readFile("/compiled.zip"));
