#!/usr/bin/env python3
"""Time to a ready engine in Chromium, Firefox ESR and WebKitGTK, as ratios to Chromium, with a
trace per phase.

Each round starts every engine afresh (a new browser, so empty caches and no service worker) on the
same local build, in turn, and reads the time to ``data-engine="ready"`` inside the page. Prints
each engine's median and the median of its per-round ratio to Chromium. The trace comes from the
server's request log (when the page, PyScript, the worker, Pyodide's files, the engine's zip and the
bridge were asked for) and the page's ready time, all on the same clock:

    html      the page requested (t = 0)
    core      PyScript's core.js requested: HTML parsed
    worker    pyodide.js requested: PyScript has made the worker and starts Pyodide in it
    wasm      pyodide.asm.wasm requested (the preload from the page, or the worker's own fetch)
    stdlib    python_stdlib.zip requested: the WebAssembly module is compiled and instantiated
    engine    engine-<hash>.zip requested: the interpreter has booted
    bridge    bridge.py requested
    py-start  the interpreter runs the bridge's first line (Pyodide booted, the engine unpacked)
    py-end    the bridge's last line: the engine is imported
    ready     the page sees the worker's exports
    compile   (not on the timeline) compiling pyodide.asm.wasm alone in the page, bytes already fetched

Files are fetched in parallel, so the fetch times overlap; the gaps that matter are worker -> py-start
(download, compile and boot Pyodide), py-start -> py-end (import the engine) and py-end -> ready.

    .venv/bin/python tests/bench/browsers.py [--rounds 5] [--engines chromium,firefox,webkit]

Not part of the test suite.
"""

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import unquote

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "web"))
from drivers import ENGINES, QuietHandler, SmokeServer, launch  # noqa: E402

import serve  # noqa: E402

#: Lines put around bridge.py for this benchmark only: a synchronous request from the worker marks when
#: the interpreter starts running the bridge and when the engine has been imported.
MARK = """import js as _js


def _mark(name):
    x = _js.XMLHttpRequest.new()
    x.open("GET", f"{_js.location.origin}/__mark/{name}", False)
    x.send()


_mark("bridge-start")
_mark("trace?" + _js.encodeURIComponent(_js.JSON.stringify(_js.boardlabBoot) if hasattr(_js, "boardlabBoot") else "{}"))
"""

#: The worker's own start-up record (web/js/pyodide-boot.js; epoch ms): (label, start key, end key).
WORKER_PHASES = [
    ("snapshot response", "snapshotAsk", "snapshotResponse"),
    ("snapshot read+gunzip", "snapshotResponse", "snapshotRead"),
    ("snapshot sum", "snapshotRead", "snapshotReady"),
    ("wasm compile", "wasmStart", "wasmCompiled"),
    ("wasm asked->instance", "wasmAsked", "wasmEnd"),
    ("wait for snapshot", "wasmEnd", "restoreStart"),
    ("restore", "restoreStart", "loadEnd"),
    ("unpack engine", "unpackStart", "unpackEnd"),
    ("Python calls", None, "python"),
]


class MarkingHandler(QuietHandler):
    def do_GET(self):
        if self.path.startswith("/__mark/"):
            self.server.log.append((time.time(), self.path))
            self.send_response(204)
            self.end_headers()
        elif self.path.startswith("/bridge.py"):
            self.server.log.append((time.time(), self.path))
            text = MARK + (Path(self.directory) / "bridge.py").read_text() + '\n_mark("bridge-end")\n'
            self.send_text(text, "text/x-python")
        else:
            super().do_GET()


PHASES = [
    ("core", "/vendor/pyscript/core.js"),
    ("worker", "/vendor/pyodide/pyodide.js"),
    ("wasm", "/vendor/pyodide/pyodide.asm.wasm"),
    ("stdlib", "/vendor/pyodide/python_stdlib.zip"),
    ("engine", "/engine-"),
    ("bridge", "/bridge.py"),
    ("py-start", "/__mark/bridge-start"),
    ("py-end", "/__mark/bridge-end"),
]

#: Compiling Pyodide's WebAssembly alone (no download: the bytes are fetched first), in the page.
COMPILE = """async () => {
    const bytes = await (await fetch('./vendor/pyodide/pyodide.asm.wasm')).arrayBuffer();
    const t0 = performance.now();
    await WebAssembly.compile(bytes);
    return (performance.now() - t0) / 1000;
}"""


def one_run(engine, server):
    """Seconds from the page's request to each phase, and how often each Pyodide file was fetched."""
    driver = launch(engine, server.url)
    try:
        server.log.clear()
        driver.goto(server.url)
        driver.wait_ready()
        ready = driver.call("() => (performance.timeOrigin + window.boardlabReadyAt) / 1000")
        compile_s = driver.call(COMPILE)
        version = driver.version()
    finally:
        driver.close()
    log = list(server.log)
    t0 = next(t for t, path in log if path in ("/", "/index.html"))
    trace = {}
    for name, prefix in PHASES:
        hits = [t for t, path in log if path.startswith(prefix)]
        trace[name] = hits[0] - t0 if hits else float("nan")
        trace[f"{name}#"] = len(hits)
    trace["ready"] = ready - t0
    trace["compile"] = compile_s
    marks = [path.split("?", 1)[1] for _, path in log if path.startswith("/__mark/trace?")]
    trace["boot"] = json.loads(unquote(marks[0])) if marks else {}
    return trace, version


def worker_phases(boot):
    """Seconds of each worker phase (WORKER_PHASES) in one run's start-up record."""
    out = {}
    for label, a, b in WORKER_PHASES:
        if a is None and b in boot:
            out[label] = boot[b] / 1000
        elif a in boot and b in boot:
            out[label] = (boot[b] - boot[a]) / 1000
    return out


class EncodingMarkingHandler(MarkingHandler):
    gzip_snapshot = True  # the snapshot sent with Content-Encoding: gzip: the browser gunzips it


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--engines", default=",".join(ENGINES))
    ap.add_argument(
        "--encoded",
        action="store_true",
        help="also start each engine with the snapshot sent gzip-encoded (rows <engine>/encoded), not as plain bytes",
    )
    args = ap.parse_args()
    engines = args.engines.split(",")
    site = Path(tempfile.mkdtemp(prefix="boardlab-browsers-"))
    serve.build(site)
    servers = {"": SmokeServer(site, handler=MarkingHandler)}
    if args.encoded:
        servers["/encoded"] = SmokeServer(site, handler=EncodingMarkingHandler)
    rows = [e + way for e in engines for way in servers]
    runs = {row: [] for row in rows}
    versions = {}
    try:
        one_run(engines[0], servers[""])  # warm-up: the OS file cache, not the browser's
        for r in range(args.rounds):
            for e in engines:
                for way, server in servers.items():
                    trace, versions[e] = one_run(e, server)
                    runs[e + way].append(trace)
                    print(f"round {r + 1} {e + way:14} ready {trace['ready']:6.2f} s ({load()})", flush=True)
    finally:
        for server in servers.values():
            server.close()
        shutil.rmtree(site, ignore_errors=True)
    report(rows, runs, versions, engines)


def load():
    return f"load {os.getloadavg()[0]:.1f}"


def report(rows, runs, versions, engines):
    print("\nmedian seconds from the page's request (fetches per run in brackets when not 1):")
    names = [n for n, _ in PHASES] + ["ready", "compile"]
    print(f"{'engine':16}" + "".join(f"{n:>10}" for n in names) + "   ratio to chromium")
    for e in rows:
        cells = []
        for n in names:
            med = statistics.median(t[n] for t in runs[e])
            count = statistics.median(t.get(f"{n}#", 1) for t in runs[e])
            cells.append(f"{med:7.2f}" + (f"[{count:g}]" if count != 1 else "   "))
        ratio = ""
        if "chromium" in runs and e != "chromium":
            per_round = [t["ready"] / c["ready"] for t, c in zip(runs[e], runs["chromium"])]
            ratio = f"{statistics.median(per_round):.2f} (rounds {min(per_round):.2f}-{max(per_round):.2f})"
        print(f"{e:16}" + "".join(f"{c:>10}" for c in cells) + "   " + ratio)
    print("\nthe worker's own trace (pyodide-boot.js), median seconds; how the snapshot went per run:")
    for e in rows:
        phases = [worker_phases(t["boot"]) for t in runs[e]]
        cells = []
        for label, _, _ in WORKER_PHASES:
            spans = [p[label] for p in phases if label in p]
            cells.append(f"{label} {statistics.median(spans):.2f}" if spans else f"{label} -")
        print(f"  {e:15} " + ", ".join(cells))
        how = [f"{t['boot'].get('snapshot', '?')} {t['boot'].get('form', '')}" for t in runs[e]]
        print(f"  {'':15} snapshot: {how}")
    print("\nversions: " + ", ".join(f"{e}: {versions[e]}" for e in engines))


if __name__ == "__main__":
    main()
