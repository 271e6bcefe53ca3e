#!/usr/bin/env python3
"""Boot benchmark: Boardlab's time to a ready engine next to bare Pyodide, phase by phase.

In one Chromium session, loads in turn, each in a fresh browser context (cold caches):
(a) a bare page that only runs ``loadPyodide()`` + ``runPython("1")`` from the same vendored files,
(b) Boardlab as built (engine started from the build's memory snapshot) and
(c) the same build with the snapshot removed (the normal start, also the fallback),
until ``data-engine="ready"``, then asks (b) and (c) for the seed-000 board (the first answer).
Prints every round, the medians, the median per-round ratios against (a), and the median time of
each phase (fetching, Wasm compile, interpreter start or snapshot restore, PyScript's own set-up,
unpacking the engine, importing it, the first answer). Then warm reloads: a context that has
installed the service worker reloads the page; the ratio is warm / cold in that same context (the
first reload; later reloads, which V8 and the browser's caches may speed up, are shown apart).
The machine's load average is printed with the figures. Not part of the test suite.

    .venv/bin/python tests/bench/boot.py [--pairs 7] [--warm 7]
"""

import argparse
import gzip
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from playwright.sync_api import sync_playwright  # noqa: E402

import serve  # noqa: E402
from engine.examples import example_text  # noqa: E402

#: The same instrumentation as web/js/pyodide-boot.js: absolute times (ms since the epoch).
BARE = """<!doctype html><html><head><meta charset="utf-8"><title>bare pyodide</title></head><body>
<script type="module">
const trace = (window.bootTrace = {});
const stamp = (key) => (trace[key] = performance.timeOrigin + performance.now());
const instantiate = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (...args) => {
  stamp("wasmStart");
  try { return await instantiate(...args); } finally { stamp("wasmEnd"); stamp("restoreStart"); }
};
const { loadPyodide } = await import("./vendor/pyodide/pyodide.js");
stamp("loadStart");
const py = await loadPyodide();
stamp("loadEnd");
py.runPython("1");
stamp("answer");
window.boardlabReadyAt = performance.now();
document.documentElement.dataset.engine = "ready";
</script></body></html>
"""

#: The first answer: the seed-000 board through the page's own worker client.
ANSWER = """async (text) => {
  const engine = await import("./js/engine.js");
  const reply = await engine.call("throws", text);
  return [performance.timeOrigin + performance.now(), reply.result && reply.result.throws];
}"""

UNZIPPED = """async () => {
  const build = await (await fetch("./build.json")).json();
  const key = (await caches.keys()).find((k) => k.startsWith("boardlab-"));
  const hit = key && (await (await caches.open(key)).match("./" + build.snapshot));
  const head = hit && new Uint8Array(await (await hit.blob()).slice(0, 4).arrayBuffer());
  return !!head && head.join() === "66,76,115,112"; // "BLsp": the stored form, unzipped
}"""

RESOURCES = """() => performance.getEntriesByType("resource").map((e) => [e.name.split("/").pop(),
  performance.timeOrigin + e.startTime, performance.timeOrigin + e.responseEnd, e.transferSize])"""

#: Phases: (label, start key, end key); keys are trace stamps or "fetch:<file prefix>" resource times.
PHASES = [
    ("page + PyScript main thread, until the worker starts", "origin", "worker"),
    ("PyScript set-up in the worker, until loadPyodide", "worker", "loadStart"),
    ("fetch pyodide.asm.wasm", "fetch:pyodide.asm.wasm", "fetched:pyodide.asm.wasm"),
    ("fetch python_stdlib.zip", "fetch:python_stdlib.zip", "fetched:python_stdlib.zip"),
    ("snapshot: handed by the page / cache look-up, response", "snapshotAsk", "snapshotResponse"),
    ("snapshot: read (gunzipped by the page if sent as is)", "snapshotResponse", "snapshotRead"),
    ("snapshot: check the unzipped bytes' sum", "snapshotRead", "snapshotReady"),
    ("Wasm compile (snapshot: from the loader's start)", "wasmStart", "wasmCompiled"),
    ("Wasm: Pyodide asks for its instance until it has it", "wasmAsked", "wasmEnd"),
    ("Wasm compile + instantiate (bare: streaming)", "wasmStart", "wasmEnd"),
    ("Wasm instance until Pyodide's module is set up", "wasmEnd", "moduleReady"),
    ("module set up until the restore (snapshot awaited)", "moduleReady", "restoreStart"),
    ("interpreter init / snapshot restore, Pyodide's API", "restoreStart", "loadEnd"),
    ("PyScript after the interpreter, until unpacking", "loadEnd", "unpackStart"),
    ("unpack the engine zip", "unpackStart", "unpackEnd"),
    ("run bridge.py (imports) until ready", "unpackEnd", "ready"),
    ("first answer (seed-000 board)", "ready", "answer"),
]


def launch(p):
    args = ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
    args.append("--no-first-run")
    kw = {}
    if Path("/usr/bin/chromium").exists():
        kw["executable_path"] = "/usr/bin/chromium"
        args.insert(0, "--no-sandbox")
    return p.chromium.launch(args=args, **kw)


def load():
    return f"load {os.getloadavg()[0]:.1f}"


def stamps_of(page):
    """Trace stamps (absolute ms) of a ready page: its own, the engine worker's, resource fetches."""
    stamps = {"origin": page.evaluate("performance.timeOrigin")}
    stamps["ready"] = stamps["origin"] + page.evaluate("window.boardlabReadyAt")
    scopes = [page] + [w for w in page.workers if w.evaluate("!!globalThis.boardlabBoot")]
    for scope in scopes:
        if scope is not page:
            stamps["worker"] = scope.evaluate("performance.timeOrigin")
            stamps.update(scope.evaluate("globalThis.boardlabBoot"))
        for name, start, end, _size in scope.evaluate(RESOURCES):
            stamps.setdefault(f"fetch:{name}", start)
            stamps.setdefault(f"fetched:{name}", end)
    stamps.update(page.evaluate("window.bootTrace || {}"))
    return stamps


def resolve(stamps, key):
    """A stamp by exact key or, for fetch:/fetched: keys, by file-name prefix."""
    if key in stamps:
        return stamps[key]
    return next((v for k, v in stamps.items() if k.startswith(key)), None)


def timed(browser, url, answer_text=None):
    """Open ``url`` in a fresh context; (seconds to ready, seconds to first answer, stamps)."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector('html[data-engine="ready"]', timeout=180_000)
    stamps = stamps_of(page)
    if answer_text is not None:
        stamps["answer"], throws = page.evaluate(ANSWER, answer_text)
        assert throws == 4, f"the engine answered {throws} for the seed-000 board, not 4"
    context.close()
    assert stamps.get("snapshot", "used") in ("used", "none"), stamps["snapshot"]
    origin = stamps["origin"]
    return (stamps["ready"] - origin) / 1000, (stamps.get("answer", stamps["ready"]) - origin) / 1000, stamps


def print_phases(name, runs):
    """Median start/end (s from navigation) and duration of each phase over ``runs``."""
    print(f"\nphases, {name} (median over {len(runs)} runs; s from navigation start)")
    for label, a, b in PHASES:
        spans = []
        for st in runs:
            start, end = resolve(st, a), resolve(st, b)
            if start is not None and end is not None:
                spans.append(((start - st["origin"]) / 1000, (end - st["origin"]) / 1000))
        if spans:
            s0, s1 = statistics.median(x for x, _ in spans), statistics.median(y for _, y in spans)
            print(f"  {label:52} {s0:6.2f} -> {s1:6.2f}  ({statistics.median(y - x for x, y in spans):.2f} s)")
    python = [st["python"] / 1000 for st in runs if "python" in st]
    if python:
        label = "of which Python run by PyScript (runPython calls)"
        print(f"  {label:52} {'':16}  ({statistics.median(python):.2f} s)")
    calls = {}  # each runPython call by its code's first line: PyScript's own package, bridge.py, ...
    for st in runs:
        for _start, ms, head in st.get("calls", []):
            calls.setdefault(head, []).append(ms / 1000)
    for head, spans in calls.items():
        print(f"    {head[:50]:50} {'':16}  ({statistics.median(spans):.2f} s)")
    sources = Counter(f"snapshot from {st['source']}, Wasm module from {st['wasm']}" for st in runs if "source" in st)
    for source, count in sorted(sources.items()):
        print(f"  {source} in {count} of {len(runs)} runs")
    skipped = sum(st.get("unpack", "").startswith("skipped") for st in runs)
    if skipped:
        print(f"  engine zip not unpacked (in the snapshot) in {skipped} of {len(runs)} runs")


def warm_runs(browser, base, n, later=2):
    """Cold load with the service worker, wait until it has cached the build, reload, then reload
    ``later`` times more: [(cold s, first reload s, its stamps, [later reloads' s], their stamps)]."""
    out = []
    for _ in range(n):
        context = browser.new_context()
        page = context.new_page()
        page.goto(base)
        page.wait_for_selector('html[data-engine="ready"]', timeout=180_000)
        cold = page.evaluate("window.boardlabReadyAt") / 1000
        for _ in range(240):  # until the service worker holds the snapshot unzipped (sw.js)
            if page.evaluate(UNZIPPED):
                break
            page.wait_for_timeout(500)
        reloads = []
        for _ in range(1 + later):
            page.reload()
            page.wait_for_selector('html[data-engine="ready"]', timeout=180_000)
            stamps = stamps_of(page)
            reloads.append(((stamps["ready"] - stamps["origin"]) / 1000, stamps))
        context.close()
        (warm, stamps), rest = reloads[0], reloads[1:]
        out.append((cold, warm, stamps, [t for t, _ in rest], [st for _, st in rest]))
        again = ", ".join(f"{t:.2f}" for t, _ in rest)
        print(f"warm {len(out)}: cold {cold:.2f} s, first reload {warm:.2f} s, ratio {warm / cold:.3f};", end=" ")
        print(f"later reloads {again} s ({load()})", flush=True)
    return out


def build_sites():
    """The build, a bare page beside it, and the same build without its snapshot under nosnap/."""
    site = Path(tempfile.mkdtemp(prefix="boardlab-boot-"))
    serve.build(site)
    (site / "bare.html").write_text(BARE)
    nosnap = site / "nosnap"
    shutil.copytree(site, nosnap, ignore=shutil.ignore_patterns("snapshot-*", "bare.html"))
    loader = nosnap / "js" / "pyodide-boot.js"
    text = loader.read_text()
    start = text.index("const SNAPSHOT = ") + len("const SNAPSHOT = ")
    loader.write_text(text[:start] + "null" + text[text.index(";", start) :])
    manifest = json.loads((nosnap / "build.json").read_text())
    manifest["files"] = [f for f in manifest["files"] if not f.startswith(("snapshot-", "bare.html"))]
    (nosnap / "build.json").write_text(json.dumps(manifest))
    return site


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--pairs", type=int, default=7, help="alternated rounds (bare, snapshot, no snapshot)")
    # 7: with 3 runs the median warm / cold was 0.51 in one run and 0.68 in the next (load 6-7)
    ap.add_argument("--warm", type=int, default=7, help="cold-then-warm-reload runs")
    ap.add_argument("--later", type=int, default=2, help="reloads after the first in each warm run")
    args = ap.parse_args()
    site = build_sites()
    snapshot = next(site.glob("snapshot-*.bin"))
    packed = gzip.decompress(snapshot.read_bytes())
    full, gzipped = len(serve.expand_snapshot(packed)), snapshot.stat().st_size
    print(f"snapshot: {full} bytes, {len(packed)} stored (zero extents left out), {gzipped} gzipped")
    srv = serve.make_server(site, port=0)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{srv.server_port}/"
    board = example_text("seed000-board")
    variants = {"bare": (base + "bare.html", None), "snapshot": (base, board), "no snapshot": (base + "nosnap/", board)}
    times = {name: [] for name in variants}
    with sync_playwright() as p:
        browser = launch(p)
        timed(browser, base + "bare.html")  # warm-up: the OS file cache, not the browser's
        for i in range(args.pairs):
            row = []
            for name, (url, text) in variants.items():
                times[name].append(timed(browser, url, text))
                row.append(f"{name} {times[name][-1][0]:.2f}/{times[name][-1][1]:.2f}")
            print(f"round {i + 1}: ready/answered (s): " + ", ".join(row) + f" ({load()})", flush=True)
        warm = warm_runs(browser, base, args.warm, args.later)
        browser.close()
    srv.shutdown()
    report(times, warm)


def report(times, warm):
    bare = [r[1] for r in times["bare"]]
    print(f"\nmedian bare pyodide (loadPyodide + runPython): {statistics.median(bare):.2f} s ({load()})")
    for name in ("snapshot", "no snapshot"):
        ready = [r[0] for r in times[name]]
        answer = [r[1] for r in times[name]]
        r_ready = statistics.median(a / b for a, b in zip(ready, bare, strict=True))
        r_answer = statistics.median(a / b for a, b in zip(answer, bare, strict=True))
        print(
            f"boardlab, {name}: ready {statistics.median(ready):.2f} s, first answer {statistics.median(answer):.2f} s;"
            f" median ratio to bare: ready {r_ready:.3f}, answered {r_answer:.3f} (target <= 1.0)"
        )
    if warm:
        ratio = statistics.median(w / c for c, w, *_ in warm)
        print(f"warm reload / cold start (service worker cache): median {ratio:.3f} (target <= 0.5)")
        later = [t / c for c, _, _, rest, _ in warm for t in rest]
        if later:
            print(f"  later reloads (2nd, 3rd, ...) / cold start: median {statistics.median(later):.3f}")
    for name in times:
        print_phases(name, [r[2] for r in times[name]])
    print_phases("warm reload (snapshot, service worker cache)", [r[2] for r in warm])
    print_phases("later reloads", [st for r in warm for st in r[4]])


if __name__ == "__main__":
    main()
