// Build-time: a memory snapshot of a Pyodide interpreter that has already imported the engine.
//
//     node tools/snapshot.mjs PYODIDE_DIR ENGINE_ZIP OUT
//
// Loads Pyodide from PYODIDE_DIR (node_modules/pyodide) with `_makeSnapshot`, unpacks the engine zip
// into the interpreter's home (where PyScript unpacks it in the page), imports every engine module
// but the CLI's (so the page need not unpack the zip again after a restore), and writes
// the snapshot to OUT, once a fresh interpreter restored from it has answered a request. OUT holds it
// gzip-compressed in a sparse form (see pack()): about half of the interpreter's memory is zeros (the
// unused stack, the heap's free space, which is zeroed here first), and they are not stored. The page's loader (web/js/pyodide-boot.js) restores it with `loadPyodide({_loadSnapshot})`;
// if anything is wrong with it, the page starts the normal way.
//
// After a restore, PyScript's own start-up writes its `pyscript` package and imports it: run in a
// freshly restored interpreter, compiling those files and importing `html` (for html.entities) took
// most of that time. The snapshot therefore holds `html` imported and the package's code compiled,
// handed to the import system when it compiles exactly those sources at exactly those paths.
//
// Pyodide 314.0.x restores a snapshot only if it fits in the default heap (30 MiB): the heap size
// requested for a restore is ignored (pyodide/pyodide#6254). Restoring it here catches that.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const [dir, zipPath, out] = process.argv.slice(2);
const HOME = "/home/pyodide";

/** PyScript's Python package, {path: source}, as its core chunk writes it into the interpreter's home
 *  (an object literal `{pyscript:{"__init__.py":...}}` in the pinned build), or {} if not found. */
function pyscriptSources(dist) {
  const chunk = fs.readdirSync(dist).find((f) => /^core-.*\.js$/.test(f));
  const text = chunk ? fs.readFileSync(path.join(dist, chunk), "utf8") : "";
  const start = text.indexOf('{pyscript:{"__init__.py"');
  if (start < 0) return {};
  let depth = 0;
  let end = start;
  for (let quoted = false; end < text.length; end++) {
    const c = text[end];
    if (quoted) {
      if (c === "\\") end++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) break;
  }
  const files = {};
  const walk = (dirName, tree) => {
    for (const [name, value] of Object.entries(tree)) {
      if (typeof value === "string") files[`${dirName}/${name}`] = value;
      else walk(`${dirName}/${name}`, value);
    }
  };
  walk(HOME, new Function(`return ${text.slice(start, end + 1)}`)());
  return files;
}

/** Installed in the snapshot: code compiled at build time, used once for the same path and source. */
const PRECOMPILED = `
import importlib._bootstrap_external as ext
codes = {(p, s.encode()): compile(s, p, "exec", dont_inherit=True) for p, s in sources.items()}
compile_source = ext.SourceLoader.source_to_code
def source_to_code(self, data, path, *args, **kwargs):
    code = codes.pop((path, bytes(data)), None)
    return code if code is not None else compile_source(self, data, path, *args, **kwargs)
ext.SourceLoader.source_to_code = source_to_code
`;
/** Fill the malloc heap's free space with zeros (freed objects leave their bytes behind): every free
 *  block is allocated, zeroed and freed again, with the heap held to its current size meanwhile, so
 *  the Wasm memory (which must stay one default heap) does not grow. Skipped if Pyodide's module does
 *  not export dlmalloc's footprint functions. */
function zeroFreeMemory(py) {
  const m = py._module;
  if (typeof m._malloc_set_footprint_limit !== "function") return;
  py.runPython("import gc\ngc.collect()");
  const limit = m._malloc_footprint_limit();
  m._malloc_set_footprint_limit(m._malloc_footprint());
  const blocks = [];
  for (let size = 1 << 24; size >= 16; ) {
    const at = m._malloc(size);
    if (at) {
      m.HEAPU8.fill(0, at, at + size);
      blocks.push(at);
    } else size >>= 1;
  }
  for (const at of blocks) m._free(at);
  m._malloc_set_footprint_limit(limit);
}

const BLOCK = 1024; // bytes of memory stored or left out as a whole

/** The snapshot as stored: "BLsp", its length, the number of its extents that are not all zeros, each
 *  extent's offset and length (little-endian 32-bit words), then those extents' bytes. Blocks are
 *  aligned to the memory, which starts after Pyodide's header (its size is the snapshot's second
 *  word). web/js/pyodide-boot.js unpacks it into a buffer of zeros; serve.py reads it back too. */
function pack(snapshot) {
  const start = new DataView(snapshot.buffer, snapshot.byteOffset).getUint32(4, true) % BLOCK;
  const extents = [];
  for (let at = 0, end = start || BLOCK; at < snapshot.length; at = end, end += BLOCK) {
    end = Math.min(end, snapshot.length);
    if (snapshot.subarray(at, end).every((b) => b === 0)) continue;
    const last = extents[extents.length - 1];
    if (last && last[0] + last[1] === at) last[1] = end - last[0];
    else extents.push([at, end - at]);
  }
  const head = new Uint32Array([0x7073_4c42, snapshot.length, extents.length, ...extents.flat()]);
  const stored = new Uint8Array(head.byteLength + extents.reduce((n, [, size]) => n + size, 0));
  stored.set(new Uint8Array(head.buffer));
  let at = head.byteLength;
  for (const [offset, size] of extents) {
    stored.set(snapshot.subarray(offset, offset + size), at);
    at += size;
  }
  return stored;
}

/** The snapshot back from pack()'s form. */
function unpack(stored) {
  const words = new Uint32Array(stored.buffer, stored.byteOffset, 3);
  const table = new Uint32Array(stored.slice(12, 12 + 8 * words[2]).buffer);
  const snapshot = new Uint8Array(words[1]);
  let at = 12 + table.byteLength;
  for (let i = 0; i < table.length; i += 2) {
    snapshot.set(stored.subarray(at, at + table[i + 1]), table[i]);
    at += table[i + 1];
  }
  return snapshot;
}

const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const py = await loadPyodide({ _makeSnapshot: true });
const engineZip = new Uint8Array(fs.readFileSync(zipPath));
py.unpackArchive(engineZip, "zip", { extractDir: HOME });
py.runPython(
  [
    "import os, sys",
    "os.chdir('/home/pyodide')",
    "import json, pkgutil, importlib, engine.api",
    "assert engine.api.TOOLS",
    // Every engine module the page can reach (all but the CLI's): the page then needs no engine files.
    "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):",
    "    if not m.name.startswith(('engine.cli', 'engine.__main__')): importlib.import_module(m.name)",
    "del m",
    // Modules PyScript's own start-up imports in the worker: already loaded after a restore.
    "import ast, asyncio, base64, collections, functools, html, inspect, io, pathlib, re, traceback, types",
  ].join("\n"),
);
const sources = pyscriptSources(path.join(dir, "..", "@pyscript", "core", "dist"));
py.runPython(PRECOMPILED, { globals: py.toPy({ sources }) });
zeroFreeMemory(py);
const snapshot = py.makeMemorySnapshot();
const stored = pack(snapshot);
const restored = await loadPyodide({ _loadSnapshot: unpack(stored) }); // checks the packing too
// No engine files after the restore, as in the page: the imported modules must answer on their own.
const reply = restored.runPython(
  "import json\nfrom engine import api\njson.dumps(api.handle({'tool': 'dond', 'text': '6 3 -1'}))",
);
if (!JSON.parse(reply).ok) throw new Error(`the restored engine did not answer: ${reply}`);
fs.writeFileSync(out, zlib.gzipSync(stored, { level: 6 }));
console.log(`snapshot ${snapshot.length} bytes, ${stored.length} stored, ${fs.statSync(out).size} gzipped;`);
console.log(`${Object.keys(sources).length} PyScript files precompiled`);
