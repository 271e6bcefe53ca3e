// Build-time: a memory snapshot of a Pyodide interpreter that has already imported the engine.
//
//     node tools/snapshot.mjs PYODIDE_DIR ENGINE_ZIP OUT
//
// Loads Pyodide from PYODIDE_DIR (node_modules/pyodide) with `_makeSnapshot`, unpacks the engine zip
// into the interpreter's home (where PyScript unpacks it in the page), imports the engine, and writes
// the snapshot gzip-compressed to OUT, once a fresh interpreter restored from it has answered a
// request. The page's loader (web/js/pyodide-boot.js) restores it with `loadPyodide({_loadSnapshot})`;
// if anything is wrong with it, the page starts the normal way.
//
// Pyodide 314.0.x restores a snapshot only if it fits in the default heap (30 MiB): the heap size
// requested for a restore is ignored (pyodide/pyodide#6254). Restoring it here catches that.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const [dir, zipPath, out] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const py = await loadPyodide({ _makeSnapshot: true });
const engineZip = new Uint8Array(fs.readFileSync(zipPath));
py.unpackArchive(engineZip, "zip", { extractDir: "/home/pyodide" });
py.runPython(
  [
    "import os, sys",
    "os.chdir('/home/pyodide')",
    "import json, engine.api",
    "assert engine.api.TOOLS",
    // Modules PyScript's own start-up imports in the worker: already loaded after a restore.
    "import ast, asyncio, base64, collections, functools, inspect, io, pathlib, re, traceback, types",
  ].join("\n"),
);
const snapshot = py.makeMemorySnapshot();
const restored = await loadPyodide({ _loadSnapshot: snapshot });
restored.unpackArchive(engineZip, "zip", { extractDir: "/home/pyodide" }); // as PyScript does in the page
const reply = restored.runPython(
  "import json\nfrom engine import api\njson.dumps(api.handle({'tool': 'dond', 'text': '6 3 -1'}))",
);
if (!JSON.parse(reply).ok) throw new Error(`the restored engine did not answer: ${reply}`);
fs.writeFileSync(out, zlib.gzipSync(snapshot, { level: 6 }));
console.log(`snapshot ${snapshot.length} bytes, ${fs.statSync(out).size} gzipped`);
