// The interpreter module PyScript loads in the engine's worker (the config's "interpreter" key):
// Pyodide's own loadPyodide, started from a memory snapshot of an interpreter that has already
// imported the engine (made at build time by tools/snapshot.mjs). A missing, corrupt or
// incompatible snapshot is ignored and Pyodide starts the normal way.
import { loadPyodide as loadFresh, version } from "../vendor/pyodide/pyodide.js";

export { version };

/** {file, bytes, engine, sum}: the snapshot's file name, its size uncompressed, the byte size of the
 *  engine zip it was made from and the sum of its unzipped bytes as 32-bit words; written by the build. */
const SNAPSHOT = /*__SNAPSHOT__*/ null;
const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
const wasmURL = new URL("pyodide.asm.wasm", indexURL).href;
const fetchNative = globalThis.fetch; // skipWasmFetch() replaces the worker's fetch while Pyodide loads

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

/** The snapshot's response, asked for as soon as this module loads (PyScript imports it just before
 *  it calls loadPyodide): from the offline cache, else the network. */
if (SNAPSHOT) stamp("snapshotAsk");
const download = SNAPSHOT
  ? cached.then(async (cache) => {
      trace.source = cache ? "cache" : "network";
      const response = (cache && (await cache.match(snapshotURL))) || (await fetchNative(snapshotURL));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      stamp("snapshotResponse");
      return response;
    })
  : null;
download?.catch(() => {}); // reported by fill() when the snapshot is used

// Pyodide's Wasm module is compiled as soon as this module loads, beside the snapshot's download:
// Pyodide itself would start only once it has evaluated pyodide.asm.js (in WebKit a second later).
stamp("wasmStart");
const compiled = cached
  .then(async (cache) => (cache && (await cache.match(wasmURL))) || fetchNative(wasmURL))
  .then((response) => WebAssembly.compileStreaming(response))
  .then((module) => (stamp("wasmCompiled"), module));
compiled.catch(() => {}); // Pyodide then fetches and compiles it itself

// Pyodide gets the module compiled above (or compiles its own if that failed), and its instance only
// once the snapshot has been unpacked into the buffer it was handed at once: so downloading the
// snapshot, unpacking it and compiling the module all run side by side.
let snapshotFilled = null;
const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (source, imports) => {
  stamp("wasmAsked");
  const module = await compiled.catch(() => null);
  const result = module
    ? { module, instance: await WebAssembly.instantiate(module, imports) }
    : await instantiateStreaming(source, imports);
  stamp("wasmEnd");
  await snapshotFilled;
  stamp("restoreStart");
  return result;
};

/** While Pyodide loads: its own fetch of the Wasm module, which it does not need once the module
 *  above is compiled, is answered with an empty response. */
function skipWasmFetch() {
  const empty = () => new Response(null, { headers: { "Content-Type": "application/wasm" } });
  globalThis.fetch = (input, init) =>
    String(input) === wasmURL ? compiled.then(empty, () => fetchNative(input, init)) : fetchNative(input, init);
  return () => (globalThis.fetch = fetchNative);
}

/** A writer of the snapshot's stored form (tools/snapshot.mjs, pack: "BLsp", the snapshot's length,
 *  the number of extents that are not all zeros, each one's offset and length as little-endian 32-bit
 *  words, then their bytes) into ``buffer``, which is all zeros and the snapshot's size: push() takes
 *  the stored bytes in pieces as they arrive, end() checks that every extent was filled. */
function unpacker(buffer) {
  let head = new Uint8Array(0); // the stored bytes until the extents' table is complete
  let table = null; // [offset, length, offset, length, ...]
  let next = 0; // the next extent in the table
  let at = 0; // where the current extent's bytes go, and how many are still to come
  let left = 0;
  const parse = () => {
    if (head.length < 12) return;
    const words = new DataView(head.buffer, head.byteOffset, head.length);
    const count = words.getUint32(8, true);
    const [magic, length] = [words.getUint32(0, true), words.getUint32(4, true)];
    if (magic !== 0x7073_4c42 || length !== buffer.length || count > length / 1024)
      throw new Error("not the snapshot the build said");
    if (head.length < 12 + 8 * count) return;
    table = Array.from({ length: 2 * count }, (_, i) => words.getUint32(12 + 4 * i, true));
    for (let i = 0, end = 0; i < table.length; end = table[i] + table[i + 1], i += 2)
      if (table[i] < end || table[i] + table[i + 1] > length) throw new Error("its extents are out of order");
  };
  const push = (part) => {
    if (!table) {
      const whole = new Uint8Array(head.length + part.length);
      whole.set(head);
      whole.set(part, head.length);
      head = whole;
      parse();
      if (!table) return;
      part = head.subarray(12 + 4 * table.length);
    }
    while (part.length) {
      if (!left && next === table.length) throw new Error("larger than the build said");
      if (!left) [at, left] = [table[next++], table[next++]];
      const n = Math.min(left, part.length);
      buffer.set(part.subarray(0, n), at);
      [at, left, part] = [at + n, left - n, part.subarray(n)];
    }
  };
  const end = () => {
    if (!table || left || next < table.length) throw new Error("shorter than the build said");
  };
  return { push, end };
}

/** Push a reader's chunks, starting with ``part``, to an unpacker until the end. */
async function drain(reader, part, sink) {
  for (; !part.done; part = await reader.read()) sink.push(part.value);
  sink.end();
}

/** The sum of ``bytes`` as little-endian 32-bit words, modulo 2^32 (the build writes the same). */
function wordSum(bytes) {
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  let sum = 0;
  for (let i = 0; i < words.length; i++) sum = (sum + words[i]) | 0;
  for (let i = words.length * 4; i < bytes.length; i++) sum = (sum + bytes[i]) | 0;
  return sum >>> 0;
}

/** Unpack the snapshot into ``buffer`` as it arrives. Gzipped bytes (a host that serves the file as
 *  it is) are gunzipped here, and gzip's CRC rejects a corrupt file; the service worker's copy, which
 *  it gunzipped the same way, is read whole; other unzipped bytes (the browser gunzipped them, the
 *  server having sent Content-Encoding: gzip) are checked against the build's sum instead. */
async function fill(buffer) {
  const response = await download;
  const sink = unpacker(buffer);
  if (response.headers.get("X-Boardlab-Unzipped")) {
    trace.form = "raw";
    sink.push(new Uint8Array(await response.arrayBuffer()));
    sink.end();
    stamp("snapshotRead");
    return stamp("snapshotReady");
  }
  const reader = response.body.getReader();
  const first = await reader.read();
  const head = first.value || new Uint8Array(0);
  trace.form = head[0] === 0x1f && head[1] === 0x8b ? "gzip" : "raw";
  if (trace.form === "raw") {
    await drain(reader, first, sink);
    stamp("snapshotRead");
    if (wordSum(buffer) !== SNAPSHOT.sum) throw new Error("its bytes are not the build's");
    return stamp("snapshotReady");
  }
  const body = new ReadableStream({
    start: (queue) => queue.enqueue(head),
    pull: async (queue) => {
      const part = await reader.read();
      if (part.done) queue.close();
      else queue.enqueue(part.value);
    },
  });
  const unzipped = body.pipeThrough(new DecompressionStream("gzip")).getReader();
  await drain(unzipped, await unzipped.read(), sink);
  stamp("snapshotRead");
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
  const restoreFetch = skipWasmFetch();
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
    return traced(await loadFresh({ ...options, indexURL }), false);
  } finally {
    restoreFetch();
  }
}
