// Build-time: a memory snapshot of a Pyodide interpreter that has already imported the engine.
//
//     node tools/snapshot.mjs PYODIDE_DIR ENGINE_ZIP OUT
//
// Loads Pyodide from PYODIDE_DIR (node_modules/pyodide) with `_makeSnapshot`, unpacks the engine zip
// into the interpreter's home (where PyScript unpacks it in the page), imports every engine module
// but the CLI's (so the page need not unpack the zip again after a restore), and writes
// the snapshot gzip-compressed to OUT, once a fresh interpreter restored from it has answered a
// request. The page's loader (web/js/pyodide-boot.js) restores it with `loadPyodide({_loadSnapshot})`;
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
const snapshot = py.makeMemorySnapshot();
const restored = await loadPyodide({ _loadSnapshot: snapshot });
// No engine files after the restore, as in the page: the imported modules must answer on their own.
const reply = restored.runPython(
  "import json\nfrom engine import api\njson.dumps(api.handle({'tool': 'dond', 'text': '6 3 -1'}))",
);
if (!JSON.parse(reply).ok) throw new Error(`the restored engine did not answer: ${reply}`);
fs.writeFileSync(out, zlib.gzipSync(snapshot, { level: 6 }));
console.log(`snapshot ${snapshot.length} bytes, ${fs.statSync(out).size} gzipped;`);
console.log(`${Object.keys(sources).length} PyScript files precompiled`);
