#!/usr/bin/env python3
"""The lab's grids solved in the page (Pyodide, in the worker) next to the handout's C++ port.

Builds the site, opens it in Chromium, and times ``spell`` on tests/data/lab-a/20x20.txt
plus gradescript-inputs/061..100 inside the page, alternating with the C++ port
(tests/bench/spellseeker_ref.cpp, ``g++ -O2``, one process per grid as the lab's grader runs it).
Prints both totals and their ratio for each round. Not part of the test suite.

    .venv/bin/python tests/bench/spell_browser.py [--rounds 3]
"""

import argparse
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from boot import launch  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

import serve  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "lab-a"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    files = [CORPUS / "20x20.txt"] + [CORPUS / "gradescript-inputs" / f"{i:03d}.txt" for i in range(61, 101)]
    texts = [f.read_text() for f in files]
    work = Path(tempfile.mkdtemp(prefix="boardlab-spell-"))
    binary = work / "spellseeker_ref"
    subprocess.run(["g++", "-O2", "-o", str(binary), str(ROOT / "tests" / "bench" / "spellseeker_ref.cpp")], check=True)
    site = work / "site"
    serve.build(site)
    srv = serve.make_server(site, port=0)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    with sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{srv.server_port}/")
        page.wait_for_selector('html[data-engine="ready"]', timeout=180_000)
        for rnd in range(args.rounds):
            t0 = time.perf_counter()
            cpp = []
            for f in files:
                out = subprocess.run([str(binary)], stdin=f.open(), capture_output=True, text=True, check=True).stdout
                cpp.append(len(out.split("PATH", 1)[1].split("\n")) - 2)
            cpp_s = time.perf_counter() - t0
            page_s, lengths = page.evaluate(
                """async (texts) => {
                const engine = await import('./js/engine.js');
                await engine.call('spell', texts[0], {});
                const t0 = performance.now(), lengths = [];
                for (const t of texts) lengths.push((await engine.call('spell', t, {})).result.length);
                return [(performance.now() - t0) / 1000, lengths];
            }""",
                texts,
            )
            agree = sum(a == b for a, b in zip(cpp, lengths))
            print(
                f"round {rnd + 1}: lengths agree on {agree}/{len(files)}; C++ {cpp_s:.3f} s, "
                f"engine in the page {page_s:.3f} s, ratio page/C++ {page_s / cpp_s:.2f}",
                flush=True,
            )
        browser.close()
    srv.shutdown()


if __name__ == "__main__":
    main()
