#!/usr/bin/env python3
"""Check-my-program benchmark: a correct LeetCode 909 solution checked on 200 boards (examples, edge
cases, random boards growing to 20x20) in the browser, as the page does it: the engine in one Pyodide
worker (``api.handle`` with tool ``check``, one request per case) and the student's code in another
(``web/js/check-worker.js``). Prints the total, the engine's share and the student code's share
(including the messages to and from each worker), and, as the reference run in the same session, the
same check in CPython with the harness called in-process; the ratio page / CPython is what to compare
between machines. Not part of the test suite.

    .venv/bin/python tests/bench/check.py [--count 200] [--rounds 2]
"""

import argparse
import functools
import http.server
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from playwright.sync_api import sync_playwright  # noqa: E402

import serve  # noqa: E402
from engine import api  # noqa: E402
from engine.check import HARNESS  # noqa: E402

SOLUTION = (ROOT / "tests" / "data" / "check" / "lc909_ok.py").read_text()

#: An engine worker for the benchmark: Pyodide with the engine zip, answering api.handle requests.
ENGINE_WORKER = """
const { loadPyodide } = await import(BASE + "vendor/pyodide/pyodide.js");
const info = await (await fetch(BASE + "build.json")).json();
const py = await loadPyodide({ indexURL: BASE + "vendor/pyodide/" });
py.unpackArchive(await (await fetch(BASE + info.engine)).arrayBuffer(), "zip", { extractDir: "/home/pyodide" });
py.runPython("import json, sys; sys.path.insert(0, '/home/pyodide'); from engine import api");
const handle = py.runPython("lambda text: json.dumps(api.handle(json.loads(text)))");
postMessage({ ready: true });
onmessage = (e) => postMessage(JSON.parse(handle(JSON.stringify(e.data))));
"""

RUN = """async ([code, count, source]) => {
  const base = new URL("./", location.href).href;
  const blob = new Blob([`const BASE = ${JSON.stringify(base)};\\n` + source], { type: "text/javascript" });
  const start = (w) => new Promise((ok) => { w.onmessage = (e) => ok(e.data); });
  const engine = new Worker(URL.createObjectURL(blob), { type: "module" });
  const student = new Worker("./js/check-worker.js", { type: "module" });
  const [a, b] = await Promise.all([start(engine), start(student)]);
  if (!a.ready || !b.ready) throw new Error(JSON.stringify([a, b]));
  const ask = (w, msg) => new Promise((ok) => { w.onmessage = (e) => ok(e.data); w.postMessage(msg); });
  const options = { problem: "throws", count };
  let engineMs = 0, codeMs = 0, t = performance.now();
  let reply = await ask(engine, { tool: "check", text: code, options });
  engineMs += performance.now() - t;
  let inCode = 0;
  while (reply.ok && reply.result.next) {
    t = performance.now();
    const { outcome } = await ask(student, { id: 1, code, task: reply.result.next });
    codeMs += performance.now() - t;
    inCode += outcome.seconds || 0;
    t = performance.now();
    const next = { ...options, state: reply.result.state, outcome };
    reply = await ask(engine, { tool: "check", text: code, options: next });
    engineMs += performance.now() - t;
  }
  engine.terminate();
  student.terminate();
  if (!reply.ok) throw new Error(JSON.stringify(reply.error));
  const r = reply.result.report;
  return { verdict: r.verdict, run: r.run, engine: engineMs / 1000, code: codeMs / 1000, inCode };
}"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve_dir(site):
    handler = functools.partial(_Quiet, directory=str(site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


def cpython_reference(count):
    """The same check in CPython: (engine seconds, student code seconds)."""
    ns = {}
    exec(HARNESS, ns)
    options = {"problem": "throws", "count": count}
    engine = code = 0.0
    t = time.perf_counter()
    reply = api.handle({"tool": "check", "text": SOLUTION, "options": options})
    engine += time.perf_counter() - t
    while reply["result"]["next"]:
        t = time.perf_counter()
        outcome = ns["run_case"](SOLUTION, reply["result"]["next"])
        code += time.perf_counter() - t
        t = time.perf_counter()
        opts = {**options, "state": reply["result"]["state"], "outcome": outcome}
        reply = api.handle({"tool": "check", "text": SOLUTION, "options": opts})
        engine += time.perf_counter() - t
    assert reply["result"]["report"]["verdict"] == "accepted", reply["result"]["report"]
    return engine, code


def launch(p):
    args = ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"]
    kw = {}
    if Path("/usr/bin/chromium").exists():
        kw["executable_path"] = "/usr/bin/chromium"
        args.insert(0, "--no-sandbox")
    return p.chromium.launch(args=args, **kw)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--rounds", type=int, default=2)
    a = ap.parse_args()
    site = Path(tempfile.mkdtemp(prefix="boardlab-check-"))
    serve.build(site)
    (site / "bench.html").write_text("<!doctype html><meta charset='utf-8'><title>check bench</title>")
    httpd = serve_dir(site)
    url = f"http://127.0.0.1:{httpd.server_address[1]}/bench.html"
    print(f"load {os.getloadavg()[0]:.1f}; {a.count} cases, LeetCode 909 solution, boards up to 20x20")
    with sync_playwright() as p:
        browser = launch(p)
        for k in range(a.rounds):
            page = browser.new_context().new_page()
            page.goto(url)
            r = page.evaluate(RUN, [SOLUTION, a.count, ENGINE_WORKER])
            ce, cc = cpython_reference(a.count)
            total = r["engine"] + r["code"]
            print(
                f"round {k + 1}: {r['verdict']} on {r['run']} cases; page {total:.2f} s = engine {r['engine']:.2f} s"
                f" ({r['engine'] / total:.0%}) + student worker {r['code']:.2f} s ({r['code'] / total:.0%}, of which"
                f" {r['inCode']:.2f} s in the code); CPython {ce + cc:.2f} s = engine {ce:.2f} + code {cc:.2f};"
                f" page/CPython {total / (ce + cc):.2f} (engine {r['engine'] / ce:.2f}, code {r['code'] / cc:.2f})"
            )
            page.context.close()
        browser.close()
    httpd.shutdown()


if __name__ == "__main__":
    main()
