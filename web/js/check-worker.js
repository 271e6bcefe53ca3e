// The student's worker: runs the code pasted in "Check my program", apart from the engine's worker.
// Its own Pyodide (the vendored copy); the harness (engine/check/harness.py) is read out of the
// engine zip at start and the engine is then removed from this interpreter. Before any student code
// runs, the worker loses every way out: no fetch, XMLHttpRequest, WebSocket, importScripts, storage
// or channel to other pages, and Python's `js` and `pyodide_js` modules cannot be imported. The page
// owns the time limit: it terminates this worker and starts a new one (Stop works the same way).
//
// Memory: the worker's WebAssembly heap may grow only up to the engine's `check_memory_mb` limit
// (engine.json): past it a growth is refused, the allocation fails and Python raises MemoryError,
// which the engine judges "memory limit"; the tab itself never runs out of memory.
//
// Messages in: {id, code, task}. Out: {ready: true} once, then {id, outcome} per task, where outcome
// is the harness's dict, or {status: "error", error, fatal: true} when the interpreter itself failed
// (after that the page replaces the worker).
import { loadPyodide } from "../vendor/pyodide/pyodide.js";

const base = new URL("../", import.meta.url);

const SEAL = `
import sys, shutil
from engine.check.harness import HARNESS as _H
sys.path.remove("/tmp/check-harness")
for _m in [m for m in sys.modules if m == "engine" or m.startswith("engine.")]:
    del sys.modules[_m]
shutil.rmtree("/tmp/check-harness")
exec(_H, globals())
import json as _json
sys.modules["js"] = None
sys.modules["pyodide_js"] = None
import threading as _threading
def _start(self):
    # Pyodide starts no threads: a thread's work runs at once, where it is started (contest programs
    # start one thread only to get a deeper stack); joining it then returns at once
    self.run()
_threading.Thread.start = _start
_threading.Thread.join = lambda self, timeout=None: None
_threading.Thread.is_alive = lambda self: False
import os as _os
def _stdin_open():
    # a program before this one may have closed file descriptor 0 (open(0) closes it when dropped)
    try:
        _os.fstat(0)
    except OSError:
        fd = _os.open("/dev/stdin", _os.O_RDONLY)
        if fd != 0:
            _os.dup2(fd, 0)
            _os.close(fd)
def _run(code, task_json):
    _stdin_open()
    return _json.dumps(run_case(code, _json.loads(task_json)))
`;

const CLOSED = [
  "fetch", "XMLHttpRequest", "WebSocket", "WebSocketStream", "EventSource", "importScripts",
  "indexedDB", "caches", "BroadcastChannel", "Request", "navigator", "WebTransport",
];

function seal() {
  for (const name of CLOSED) {
    try {
      Object.defineProperty(self, name, { value: undefined, configurable: false, writable: false });
    } catch {
      self[name] = undefined;
    }
  }
}

// Whether a growth of the heap was refused (by the limit or by the browser) during the current task.
let refused = false;

function capMemory(limits) {
  const mb = limits?.check_memory_mb?.value;
  if (!mb) return;
  const grow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = function (pages) {
    if (this.buffer.byteLength + pages * 2 ** 16 > mb * 2 ** 20) {
      refused = true;
      throw new RangeError(`out of memory: the limit is ${mb} MB`);
    }
    try {
      return grow.call(this, pages);
    } catch (e) {
      refused = true;
      throw e;
    }
  };
}

// The current task's input as file descriptor 0 (a program reading open(0) or os.read(0, n) gets it,
// as on a judge; sys.stdin is the harness's own stream over the same text).
let input = new Uint8Array(0);

function readInput(buffer) {
  const n = Math.min(buffer.length, input.length);
  buffer.set(input.subarray(0, n));
  input = input.subarray(n);
  return n;
}

async function boot() {
  const info = await (await fetch(new URL("build.json", base))).json();
  capMemory((await (await fetch(new URL("engine.json", base))).json()).limits);
  const py = await loadPyodide({ indexURL: new URL("vendor/pyodide/", base).href });
  py.setStdin({ read: readInput });
  const zip = await (await fetch(new URL(info.engine, base))).arrayBuffer();
  py.FS.mkdirTree("/tmp/check-harness");
  py.unpackArchive(zip, "zip", { extractDir: "/tmp/check-harness" });
  py.runPython('import sys, importlib; sys.path.insert(0, "/tmp/check-harness"); importlib.invalidate_caches()');
  py.runPython(SEAL);
  seal();
  return py.globals.get("_run");
}

const ready = boot();
ready.then(
  () => postMessage({ ready: true }),
  (e) => postMessage({ ready: false, error: String(e) }),
);

onmessage = async (event) => {
  const { id, code, task } = event.data;
  let run;
  try {
    run = await ready;
  } catch (e) {
    postMessage({ id, outcome: { status: "error", error: `the checker did not start: ${e}`, fatal: true } });
    return;
  }
  refused = false;
  input = new TextEncoder().encode(task.stdin || "");
  try {
    postMessage({ id, outcome: JSON.parse(run(code, JSON.stringify(task))) });
  } catch (e) {
    // The interpreter itself failed. After a refused growth that is the program going past the
    // limit, whatever the failure's last line says (a command-line run dies of it the same way).
    const last = String(e).trim().split("\n").pop();
    postMessage({ id, outcome: { status: refused ? "memory" : "error", error: last, line: null, fatal: true } });
  }
};
