#!/usr/bin/env python3
"""Boot benchmark: Boardlab's time to a ready engine next to bare Pyodide, side by side.

In one Chromium session, alternately loads (a) a bare page that only runs ``loadPyodide()`` +
``runPython("1")`` from the same vendored files and (b) Boardlab until ``data-engine="ready"``,
each in a fresh browser context (cold caches), and prints the median of each and the median of
the per-pair ratios (b)/(a). Not part of the test suite.

    .venv/bin/python tests/bench/boot.py [--pairs 7]
"""

import argparse
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from playwright.sync_api import sync_playwright  # noqa: E402

import serve  # noqa: E402

BARE = """<!doctype html><html><head><meta charset="utf-8"><title>bare pyodide</title></head><body>
<script type="module">
import { loadPyodide } from "./vendor/pyodide/pyodide.js";
const py = await loadPyodide();
py.runPython("1");
window.bareReadyAt = performance.now();
document.documentElement.dataset.engine = "ready";
</script></body></html>
"""


def launch(p):
    args = [
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
    ]
    kw = {}
    if Path("/usr/bin/chromium").exists():
        kw["executable_path"] = "/usr/bin/chromium"
        args.insert(0, "--no-sandbox")
    return p.chromium.launch(args=args, **kw)


def timed(browser, url, mark):
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector('html[data-engine="ready"]', timeout=180_000)
    ms = page.evaluate(f"window.{mark}")
    context.close()
    return ms / 1000


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--pairs", type=int, default=7)
    args = ap.parse_args()
    site = Path(tempfile.mkdtemp(prefix="boardlab-boot-"))
    serve.build(site)
    (site / "bare.html").write_text(BARE)
    srv = serve.make_server(site, port=0)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{srv.server_port}/"
    bare, app, ratios = [], [], []
    with sync_playwright() as p:
        browser = launch(p)
        timed(browser, base + "bare.html", "bareReadyAt")  # warm-up: the OS file cache, not the browser's
        for i in range(args.pairs):
            a = timed(browser, base + "bare.html", "bareReadyAt")
            b = timed(browser, base, "boardlabReadyAt")
            bare.append(a)
            app.append(b)
            ratios.append(b / a)
            print(f"pair {i + 1}: bare pyodide {a:.2f} s, boardlab {b:.2f} s, ratio {b / a:.3f}", flush=True)
        browser.close()
    srv.shutdown()
    print(f"median bare pyodide: {statistics.median(bare):.2f} s")
    print(f"median boardlab ready: {statistics.median(app):.2f} s")
    print(f"median ratio boardlab/bare: {statistics.median(ratios):.3f} (target <= 1.15)")


if __name__ == "__main__":
    main()
