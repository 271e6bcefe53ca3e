// Build-time: a memory snapshot of a Pyodide interpreter that has already imported the engine.
//
//     node tools/snapshot.mjs PYODIDE_DIR ENGINE_ZIP OUT
//
// Loads Pyodide from PYODIDE_DIR (node_modules/pyodide) with `_makeSnapshot`, unpacks the engine zip
// into the interpreter's home (where PyScript unpacks it in the page), imports the engine, and writes
// the snapshot gzip-compressed to OUT. The page's loader (web/js/pyodide-boot.js) restores it with
// `loadPyodide({_loadSnapshot})`; if anything is wrong with it, the page starts the normal way.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const [dir, zipPath, out] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const py = await loadPyodide({ _makeSnapshot: true });
py.unpackArchive(new Uint8Array(fs.readFileSync(zipPath)), "zip", { extractDir: "/home/pyodide" });
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
fs.writeFileSync(out, zlib.gzipSync(snapshot, { level: 6 }));
console.log(`snapshot ${snapshot.length} bytes, ${fs.statSync(out).size} gzipped`);
