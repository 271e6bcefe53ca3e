#!/usr/bin/env python3
"""Peak memory of the engine's worker for the biggest input each tool accepts.

What is measured: the WebAssembly heap of the worker's Pyodide (``HEAP8.length``), before and after one
request. A WebAssembly memory only grows, so the size after the request is the request's peak. The
worker's JavaScript heap is small next to it and cannot be read without cross-origin isolation (which
``performance.measureUserAgentSpecificMemory`` needs, and static hosts cannot give): the script says
when that API is there. Each input runs in a fresh page (a fresh worker), so nothing else is counted.

The inputs sit at the page's limits in engine/limits.py: a 1024 x 1024 board; a games file of two
353 x 353 boards (249,218 squares, under games_page_cells) with 500,000 rolls in all
(games_page_rolls); the analysis at squares x faces = analysis_page_work; Dice or No Dice at
s x t = 16,000,000; a 100 x 100 spell grid searched for the default 1,000,000 nodes. ``check`` is the
Check my program tab's student worker running a program that allocates without end (its heap
stops at check_memory_mb).

    .venv/bin/python tests/bench/memory.py [--engines chromium,firefox] [--only throws,dond]

Not part of the test suite.
"""

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "web"))
from drivers import QuietHandler, SmokeServer, launch  # noqa: E402

import serve  # noqa: E402
from engine import games, limits, spell  # noqa: E402
from engine.formats import uil  # noqa: E402

#: Appended to bridge.py for this benchmark only: the worker reports its WebAssembly heap.
HEAP = """

def heap():
    import pyodide_js

    return pyodide_js._module.HEAP8.length


__export__ = [*__export__, "heap"]
"""


class HeapHandler(QuietHandler):
    def do_GET(self):
        if self.path.startswith("/bridge.py"):
            self.send_text((Path(self.directory) / "bridge.py").read_text() + HEAP, "text/x-python")
        else:
            super().do_GET()


def lc909(n):
    return "[" + ",\n".join("[" + ",".join(["-1"] * n) + "]" for _ in range(n)) + "]"


def uil_board(d):
    width = len(str(d * d - 1))
    rows = []
    for r in range(d):
        nums = [str((d - 1 - r) * d + c).zfill(width) for c in range(d)]
        rows.append(" ".join(nums[::-1] if (d - 1 - r) % 2 else nums))
    return "\n".join(rows)


def biggest():
    """tool -> (what, text, options): the largest input each tool accepts."""
    side = int(limits.MAX_SQUARES**0.5)
    games_side = int((limits.GAMES_PAGE_CELLS // 2) ** 0.5)
    board = uil.parse(uil_board(games_side))
    scripts = games.random_scripts(1, players=2, rolls=limits.GAMES_PAGE_ROLLS // 4)
    faces = 6
    analysis_side = int((limits.ANALYSIS_PAGE_WORK // faces) ** 0.5)
    rolls = f"{limits.GAMES_PAGE_ROLLS:,}"
    return {
        "throws": (f"{side} x {side} board", lc909(side), {}),
        "games": (
            f"two {games_side} x {games_side} games, {rolls} rolls",
            games.write_games([(board, scripts)] * 2),
            {},
        ),
        "analysis": (
            f"{analysis_side} x {analysis_side} board, 6 faces",
            lc909(analysis_side),
            {"what_if": False, "players": 1},
        ),
        "check": ("a program allocating 1 MB at a time", ALLOCATE, {}),
        "dond": ("s = 100,000, t = 160", f"{limits.DOND_MAX_STEPS // 160} 160 -1", {}),
        "spell": ("100 x 100 grid, ABCDE, 1,000,000 nodes", spell.generate(100, 100, alphabet="ABCDE", seed=1), {}),
    }


CALL = """async ([tool, text, options]) => {
    const el = document.querySelector('script[type="py"][name="engine"]');
    const engine = await import('./js/engine.js');
    const before = await el.xworker.sync.heap();
    const t0 = performance.now();
    const reply = await engine.call(tool, text, options);
    const seconds = (performance.now() - t0) / 1000;
    const after = await el.xworker.sync.heap();
    return {ok: reply.ok, error: reply.error ? reply.error.message : null, before, after, seconds,
            uasm: typeof performance.measureUserAgentSpecificMemory === 'function' && crossOriginIsolated};
}"""

#: The student's program for ``check``: how many MB it gets before MemoryError.
ALLOCATE = """chunks = []
try:
    while True:
        chunks.append(bytearray(1 << 20))
except MemoryError:
    print(len(chunks))
"""

#: ``check``: the program in the tab's student worker; ``after`` is the limit's heap, ``before`` what
#: the worker held besides the program's MB (both in bytes, like CALL's).
CALL_CHECK = """async ([tool, code]) => {
    const { StudentWorker } = await import('./js/tools/check/student.js');
    const { loadLimits } = await import('./js/core/limits.js');
    const limit = (await loadLimits()).check_memory_mb.value * 2 ** 20;
    const t0 = performance.now();
    const out = await new StudentWorker().run(code, {stdin: '', argv: [], call: null}, 600000);
    const seconds = (performance.now() - t0) / 1000;
    const got = parseInt(out.stdout || '0') * 2 ** 20;
    return {ok: out.status === 'ok', error: out.error || null, before: limit - got, after: limit, seconds, uasm: false};
}"""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engines", default="chromium")
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    site = Path(tempfile.mkdtemp(prefix="boardlab-memory-"))
    serve.build(site)
    server = SmokeServer(site, handler=HeapHandler)
    inputs = biggest()
    tools = args.only.split(",") if args.only else list(inputs)
    print(f"{'engine':9} {'tool':9} {'input':42} {'text MB':>8} {'heap before':>12} {'peak':>8} {'s':>7}")
    try:
        for engine in args.engines.split(","):
            for tool in tools:
                what, text, options = inputs[tool]
                driver = launch(engine, server.url)
                try:
                    driver.goto(server.url)
                    driver.wait_ready()
                    t0 = time.monotonic()
                    r = driver.call(CALL_CHECK if tool == "check" else CALL, [tool, text, options])
                    r.setdefault("seconds", time.monotonic() - t0)
                finally:
                    driver.close()
                mb = 1024 * 1024
                status = "" if r["ok"] else f"  refused: {r['error']}"
                print(
                    f"{engine:9} {tool:9} {what:42} {len(text) / mb:8.1f} {r['before'] / mb:10.0f}MB "
                    f"{r['after'] / mb:6.0f}MB {r['seconds']:7.1f}{status}",
                    flush=True,
                )
                if r["uasm"]:
                    print("  (performance.measureUserAgentSpecificMemory is available here)")
    finally:
        server.close()


if __name__ == "__main__":
    main()
