// The interpreter module PyScript loads in the engine's worker (the config's "interpreter" key):
// Pyodide's own loadPyodide, started from a memory snapshot of an interpreter that has already
// imported the engine (made at build time by tools/snapshot.mjs). A missing, corrupt or
// incompatible snapshot is ignored and Pyodide starts the normal way.
import { loadPyodide as loadFresh, version } from "../vendor/pyodide/pyodide.js";

export { version };

/** {file, bytes, engine}: the snapshot's file name, its size uncompressed and the byte size of the
 *  engine zip it was made from; written by the build. */
const SNAPSHOT = /*__SNAPSHOT__*/ null;
const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;

// Start-up trace for tests/bench/boot.py: times in ms since the epoch (comparable with the page's).
const trace = (globalThis.boardlabBoot = { snapshot: "none" });
const stamp = (key) => (trace[key] = performance.timeOrigin + performance.now());

// Pyodide compiles its Wasm module only once the snapshot is at hand. Handing it a buffer of the
// right size at once, and filling that buffer before the compiled module is returned to it, lets the
// download and the compile run side by side.
let snapshotFilled = null;
const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (...args) => {
  stamp("wasmStart");
  const result = await instantiateStreaming(...args);
  stamp("wasmEnd");
  await snapshotFilled;
  return result;
};

/** The snapshot file's bytes, fetched as soon as this module loads (PyScript imports it just before
 *  it calls loadPyodide). */
const download = SNAPSHOT
  ? fetch(new URL(`../${SNAPSHOT.file}`, import.meta.url)).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const raw = new Uint8Array(await response.arrayBuffer());
      stamp("snapshotFetched");
      return raw;
    })
  : null;
download?.catch(() => {}); // reported by fill() when the snapshot is used

/** Unpack the snapshot into ``buffer``. Gzip's CRC rejects a corrupt file; unzipped bytes (the
 *  service worker's copy, or a server's Content-Encoding) are used as they are. */
async function fill(buffer) {
  const raw = await download;
  trace.form = raw[0] === 0x1f && raw[1] === 0x8b ? "gzip" : "raw";
  if (trace.form === "raw") {
    // Stored unzipped (sw.js) or decompressed by the server.
    if (raw.length !== buffer.length) throw new Error("not the size the build said");
    buffer.set(raw);
    return stamp("snapshotReady");
  }
  const reader = new Blob([raw]).stream().pipeThrough(new DecompressionStream("gzip")).getReader();
  let at = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    if (at + part.value.length > buffer.length) throw new Error("larger than the build said");
    buffer.set(part.value, at);
    at += part.value.length;
  }
  if (at !== buffer.length) throw new Error("shorter than the build said");
  stamp("snapshotReady");
}

async function fromSnapshot(options) {
  const buffer = new Uint8Array(SNAPSHOT.bytes);
  let failure = null;
  snapshotFilled = fill(buffer).catch((err) => {
    failure = err;
    buffer.fill(0, 0, 16); // no magic number: Pyodide refuses the snapshot instead of running garbage
  });
  try {
    const py = await loadFresh({ ...options, indexURL, _loadSnapshot: buffer });
    // The interpreter of the build: check the engine is there, give this visitor fresh randomness.
    py.runPython("import sys, random\nassert 'engine.api' in sys.modules\nrandom.seed()");
    return py;
  } catch (err) {
    throw failure || err;
  } finally {
    snapshotFilled = null;
  }
}

/** Records when PyScript unpacks the engine zip into the interpreter (the "files" config). After a
 *  restore the snapshot's interpreter has imported every engine module the page uses, so the build's
 *  own engine zip (told apart by its size) is not unpacked again. */
function traced(py, restored) {
  const unpack = py.unpackArchive;
  py.unpackArchive = (buffer, ...rest) => {
    stamp("unpackStart");
    const skip = restored && SNAPSHOT.engine === (buffer.byteLength ?? buffer.length);
    trace.unpack = skip ? "skipped: in the snapshot" : "unpacked";
    const done = skip ? undefined : unpack.call(py, buffer, ...rest);
    stamp("unpackEnd");
    return done;
  };
  trace.python = 0; // ms spent in PyScript's runPython / runPythonAsync calls (bridge.py among them)
  trace.calls = []; // [start stamp, ms, the code's first line] of each call
  for (const name of ["runPython", "runPythonAsync"]) {
    const run = py[name];
    py[name] = (...args) => {
      const t0 = performance.now();
      const head = String(args[0]).trim().split("\n")[0].slice(0, 60);
      const add = () => {
        trace.python += performance.now() - t0;
        trace.calls.push([performance.timeOrigin + t0, performance.now() - t0, head]);
      };
      const out = run.apply(py, args);
      if (out && typeof out.then === "function") out.then(add, add);
      else add();
      return out;
    };
  }
  stamp("loadEnd");
  return py;
}

export async function loadPyodide(options = {}) {
  stamp("loadStart");
  if (SNAPSHOT) {
    try {
      const py = await fromSnapshot(options);
      trace.snapshot = "used";
      return traced(py, true);
    } catch (err) {
      trace.snapshot = `failed: ${(err && err.message) || err}`;
    }
  }
  return traced(await loadFresh({ ...options, indexURL }), false);
}
