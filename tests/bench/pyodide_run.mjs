// Run a Python script of this repository in Pyodide under Node (the page's Python, no browser):
//   node tests/bench/pyodide_run.mjs SCRIPT [ARGS...]
// The repository is mounted at its own path, so SCRIPT and what it imports are read as in CPython.
// Used by tests/bench/spell_pyodide.py; the Pyodide is the pinned one of package.json (node_modules).
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const { loadPyodide } = await import(resolve(root, "node_modules/pyodide/pyodide.mjs"));
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: node tests/bench/pyodide_run.mjs SCRIPT [ARGS...]");
  process.exit(2);
}
const py = await loadPyodide({ indexURL: resolve(root, "node_modules/pyodide") + "/" });
py.FS.mkdirTree(root);
py.FS.mount(py.FS.filesystems.NODEFS, { root }, root);
py.globals.set("ARGV", py.toPy([resolve(script), ...args]));
py.runPython("import runpy, sys; sys.argv = list(ARGV); runpy.run_path(sys.argv[0], run_name='__main__')");
