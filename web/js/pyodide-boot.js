// The interpreter module PyScript loads in the engine's worker (the config's "interpreter" key):
// Pyodide's own loadPyodide, started from a memory snapshot of an interpreter that has already
// imported the engine (made at build time by tools/snapshot.mjs). A missing, corrupt or
// incompatible snapshot is ignored and Pyodide starts the normal way.
import { loadPyodide as loadFresh, version } from "../vendor/pyodide/pyodide.js";

export { version };

/** {file, bytes, engine, sum}: the snapshot's file name, its size unpacked, the byte size of the
 *  engine zip it was made from and the sum of its stored (unzipped) bytes as 32-bit words; written by
 *  the build. */
const SNAPSHOT = /*__SNAPSHOT__*/ null;
const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
const wasmURL = new URL("pyodide.asm.wasm", indexURL).href;
const stdlibURL = new URL("python_stdlib.zip", indexURL).href;
const fetchNative = globalThis.fetch; // whileLoading() replaces the worker's fetch while Pyodide loads

// Start-up trace for tests/bench/boot.py: times in ms since the epoch (comparable with the page's).
const trace = (globalThis.boardlabBoot = { snapshot: "none" });
const stamp = (key) => (trace[key] = performance.timeOrigin + performance.now());

/** The offline cache (sw.js) that holds this snapshot, or null. Read directly, the big files skip a
 *  round trip through the service worker, which is busy serving the page's other files meanwhile. The
 *  snapshot's name is content-hashed and its bytes name their Pyodide build, so the cache that has it
 *  has the matching pyodide.asm.wasm too. */
async function cacheWith(url) {
  try {
    for (const key of await caches.keys()) {
      const cache = key.startsWith("boardlab-") && (await caches.open(key));
      if (cache && (await cache.match(url))) return cache;
    }
  } catch (_) {
    // No Cache Storage here (not a secure context, private browsing): the network it is.
  }
  return null;
}

const snapshotURL = SNAPSHOT && new URL(`../${SNAPSHOT.file}`, import.meta.url).href;
const cached = SNAPSHOT ? cacheWith(snapshotURL) : Promise.resolve(null);

/** {bytes, module, stdlib, checked}: the snapshot's bytes (checked: as the service worker unzipped
 *  them, CRC-checked) and Pyodide's standard library as the page read them from the offline cache
 *  while PyScript started, and Pyodide's Wasm module as the page
 *  compiled it meanwhile (the early-read hook at the top of index.html, which names this worker
 *  "boardlab-early"), transferred here when asked; null if the page has none (no offline cache yet,
 *  no hook, a restarted worker). */
function fromPage() {
  if (globalThis.name !== "boardlab-early" || typeof MessageChannel !== "function") return Promise.resolve(null);
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = ({ data }) => {
      port1.close();
      const module = data && data.module instanceof WebAssembly.Module ? data.module : null;
      const [bytes, stdlib] = [data?.snapshot, data?.stdlib];
      const checked = data?.checked === true;
      resolve(bytes instanceof ArrayBuffer && stdlib instanceof ArrayBuffer ? { bytes, module, stdlib, checked } : null);
    };
    globalThis.postMessage({ boardlabEarly: 1 }, [port2]);
  });
}

/** The snapshot's response (or the page's bytes), asked for as soon as this module loads (PyScript
 *  imports it just before it calls loadPyodide): from the page, else the offline cache, else the network. */
if (SNAPSHOT) stamp("snapshotAsk");
const handed = SNAPSHOT ? fromPage() : Promise.resolve(null);
const download = SNAPSHOT
  ? handed.then(async (early) => {
      // The service worker's unzipped copy is taken as it is; any other is read as if downloaded.
      if (early) trace.source = "page";
      if (early) return stamp("snapshotResponse"), early.checked ? early.bytes : new Response(early.bytes);
      const cache = await cached;
      trace.source = cache ? "cache" : "network";
      const response = (cache && (await cache.match(snapshotURL))) || (await fetchNative(snapshotURL));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      stamp("snapshotResponse");
      return response;
    })
  : null;
download?.catch(() => {}); // reported by read() when the snapshot is used

/** Pyodide's Wasm module compiled from ``cache`` (or the network). */
async function compile(cache) {
  return WebAssembly.compileStreaming((cache && (await cache.match(wasmURL))) || fetchNative(wasmURL));
}

// Pyodide's Wasm module is compiled as soon as this module loads (unless the page hands it over),
// beside the snapshot's download: Pyodide itself would start only once it has evaluated
// pyodide.asm.js (in WebKit a second later).
stamp("wasmStart");
const compiled = handed
  .then((early) => ((trace.wasm = early?.module ? "page" : "worker"), early?.module || cached.then(compile)))
  .then((module) => (stamp("wasmCompiled"), module));
compiled.catch(() => {}); // Pyodide then fetches and compiles it itself

// Pyodide's JavaScript half, imported at once beside the downloads (Pyodide would import it only
// once loadPyodide is called) and handed to it as its createPyodideModule.
const asm = import("../vendor/pyodide/pyodide.asm.js");
asm.catch(() => {}); // Pyodide then imports it itself

// Pyodide gets the module compiled above, or compiles its own if that failed.
const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (source, imports) => {
  stamp("wasmAsked");
  const module = await compiled.catch(() => null);
  const result = module
    ? { module, instance: await WebAssembly.instantiate(module, imports) }
    : await instantiateStreaming(source, imports);
  stamp("wasmEnd");
  return result;
};

/** While Pyodide loads: its own fetch of the Wasm module, which it does not need once the module
 *  above is compiled, is answered with an empty response, and its fetch of the standard library
 *  with the bytes the page handed over, if it did (else through the service worker, which is busy
 *  serving the page's files then: 0.3-0.6 s for this 2.5 MB file); and the small Wasm modules it compiles to
 *  wrap each of its JavaScript functions (one per function, about 260, of some 30 kinds) are
 *  compiled once per kind. Returns the function that undoes both. */
function whileLoading() {
  const empty = () => new Response(null, { headers: { "Content-Type": "application/wasm" } });
  globalThis.fetch = (input, init) => {
    if (String(input) === wasmURL) return compiled.then(empty, () => fetchNative(input, init));
    if (String(input) !== stdlibURL) return fetchNative(input, init);
    return handed.then((early) => (early ? new Response(early.stdlib) : fetchNative(input, init)));
  };
  const Module = WebAssembly.Module;
  const kinds = new Map();
  function Memo(bytes, ...rest) {
    const view = ArrayBuffer.isView(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
    if (!view || rest.length || view.length > 512) return new Module(bytes, ...rest); // a wrapper is ~50 bytes
    const key = view.join();
    if (!kinds.has(key)) kinds.set(key, new Module(bytes));
    return kinds.get(key);
  }
  Object.setPrototypeOf(Memo, Module);
  Memo.prototype = Module.prototype;
  WebAssembly.Module = Memo;
  return () => {
    globalThis.fetch = fetchNative;
    WebAssembly.Module = Module;
  };
}

/** The snapshot's stored form (tools/snapshot.mjs, pack: "BLsp", the snapshot's length, the number of
 *  extents that are not all zeros, each one's offset and length as little-endian 32-bit words, then
 *  their bytes), checked against the build: [offset, length, where its bytes start, ...]. */
function extentsOf(stored) {
  const words = new DataView(stored.buffer, stored.byteOffset, stored.length);
  if (stored.length < 12) throw new Error("shorter than the build said");
  const [magic, length, count] = [0, 4, 8].map((at) => words.getUint32(at, true));
  if (magic !== 0x7073_4c42 || length !== SNAPSHOT.bytes || count > length / 1024)
    throw new Error("not the snapshot the build said");
  if (stored.length < 12 + 8 * count) throw new Error("shorter than the build said");
  const extents = [];
  for (let i = 0, end = 0, from = 12 + 8 * count; i < count; i++) {
    const [at, size] = [words.getUint32(12 + 8 * i, true), words.getUint32(16 + 8 * i, true)];
    if (at < end || at + size > length) throw new Error("its extents are out of order");
    extents.push(at, size, from);
    [end, from] = [at + size, from + size];
  }
  const last = extents.length ? extents[extents.length - 1] + extents[extents.length - 2] : 12 + 8 * count;
  if (last !== stored.length) throw new Error(`${last < stored.length ? "larger" : "shorter"} than the build said`);
  return extents;
}

/** Concatenated chunks of a stream reader, starting with ``part``. */
async function collect(reader, part) {
  const parts = [];
  for (; !part.done; part = await reader.read()) parts.push(part.value);
  let size = 0;
  for (const p of parts) size += p.length;
  const whole = new Uint8Array(size);
  for (let i = 0, at = 0; i < parts.length; at += parts[i++].length) whole.set(parts[i], at);
  return whole;
}

/** The sum of ``bytes`` as little-endian 32-bit words, modulo 2^32 (the build writes the same). */
function wordSum(bytes) {
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  let sum = 0;
  for (let i = 0; i < words.length; i++) sum = (sum + words[i]) | 0;
  for (let i = words.length * 4; i < bytes.length; i++) sum = (sum + bytes[i]) | 0;
  return sum >>> 0;
}

/** The snapshot's stored bytes and extents. Gzipped bytes (a host that serves the file as it is) are
 *  gunzipped here, and gzip's CRC rejects a corrupt file; the service worker's copy, which it gunzipped
 *  the same way, is taken as it is; other unzipped bytes (the browser gunzipped them, the server having
 *  sent Content-Encoding: gzip) are checked against the build's sum of the stored bytes instead. */
async function read() {
  const response = await download;
  let stored;
  if (response instanceof ArrayBuffer) {
    trace.form = "raw"; // the service worker's unzipped copy, read by the page
    stored = new Uint8Array(response);
  } else if (response.headers.get("X-Boardlab-Unzipped")) {
    trace.form = "raw";
    stored = new Uint8Array(await response.arrayBuffer());
  } else {
    const reader = response.body.getReader();
    const first = await reader.read();
    const head = first.value || new Uint8Array(0);
    trace.form = head[0] === 0x1f && head[1] === 0x8b ? "gzip" : "raw";
    if (trace.form === "gzip") {
      const body = new ReadableStream({
        start: (queue) => queue.enqueue(head),
        pull: async (queue) => {
          const part = await reader.read();
          if (part.done) queue.close();
          else queue.enqueue(part.value);
        },
      });
      const unzipped = body.pipeThrough(new DecompressionStream("gzip")).getReader();
      stored = await collect(unzipped, await unzipped.read());
    } else {
      stored = await collect(reader, first);
      if (wordSum(stored) !== SNAPSHOT.sum) throw new Error("its bytes are not the build's");
    }
  }
  stamp("snapshotRead");
  const extents = extentsOf(stored);
  stamp("snapshotReady");
  return { stored, extents };
}

/** Pyodide's restoreSnapshot for the stored form: Pyodide's own reads the header (it checks the magic
 *  number and the build id), given the header alone; then the extents that are not zeros are copied
 *  into the interpreter's memory. The memory is zeros to start with but where the interpreter's set-up
 *  wrote (its static data, its stack and what it allocated, all below its break, sbrk(0)): the gaps
 *  there are zeroed, the rest is left untouched. */
function sparseRestore(module, restore, { stored, extents }) {
  return () => {
    stamp("restoreStart");
    const words = new DataView(stored.buffer, stored.byteOffset + extents[2], Math.min(8, extents[1] ?? 0));
    const header = extents[0] === 0 && words.byteLength === 8 ? words.getUint32(4, true) : 0;
    if (!header || header > extents[1]) throw new Error("its header is not Pyodide's");
    const head = new Uint8Array((header + 3) & ~3); // restore() copies the padding to address 0: zeros
    head.set(stored.subarray(extents[2], extents[2] + header));
    const config = restore(head);
    const memory = module.HEAPU8;
    const dirty = Math.min(memory.length, typeof module._sbrk === "function" ? module._sbrk(0) >>> 0 : memory.length);
    trace.dirty = dirty;
    let zeros = 0; // where the memory's current gap between extents starts
    for (let i = 0; i < extents.length; i += 3) {
      const skip = Math.max(0, header - extents[i]);
      if (skip >= extents[i + 1]) continue;
      const at = extents[i] + skip - header;
      if (zeros < dirty) memory.fill(0, zeros, Math.min(at, dirty));
      memory.set(stored.subarray(extents[i + 2] + skip, extents[i + 2] + extents[i + 1]), at);
      zeros = at + extents[i + 1] - skip;
    }
    if (zeros < dirty) memory.fill(0, zeros, dirty);
    return config;
  };
}

async function fromSnapshot(options) {
  const snapshot = read();
  snapshot.catch(() => {}); // reported when Pyodide's module asks for it
  const createPyodideModule = async (settings) => {
    const module = await (await asm).default(settings);
    stamp("moduleReady");
    const restore = module.API.restoreSnapshot;
    if (typeof restore !== "function") throw new Error("this Pyodide restores no snapshot");
    module.API.restoreSnapshot = sparseRestore(module, restore.bind(module.API), await snapshot);
    return module;
  };
  // The buffer only tells Pyodide the snapshot's size (its memory's): sparseRestore fills the memory.
  const buffer = new Uint8Array(SNAPSHOT.bytes);
  const py = await loadFresh({ ...options, indexURL, _loadSnapshot: buffer, createPyodideModule });
  // The interpreter of the build: check the engine is there, give this visitor fresh randomness.
  py.runPython("import sys, random\nassert 'engine.api' in sys.modules\nrandom.seed()");
  return py;
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
  const restoreGlobals = whileLoading();
  try {
    if (SNAPSHOT) {
      try {
        const py = await fromSnapshot(options);
        trace.snapshot = "used";
        return traced(py, true);
      } catch (err) {
        trace.snapshot = `failed: ${(err && err.message) || err}`;
      }
    }
    const createPyodideModule = async (settings) => (await asm).default(settings);
    return traced(await loadFresh({ ...options, indexURL, createPyodideModule }), false);
  } finally {
    restoreGlobals();
  }
}
