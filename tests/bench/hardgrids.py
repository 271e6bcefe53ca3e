"""Hard spellseeker grids from a seed: the handout's memoized C++ against the engine, in CPU seconds.

Run from the repository root:
    python3 tests/bench/hardgrids.py [--seed 1] [--count 6] [--seconds 30] [--cpp-timeout 120]
    python3 tests/bench/hardgrids.py --seed 1 --save DIR      # only write the grids' files to DIR
    .venv/bin/python tests/bench/hardgrids.py --page 60       # the biggest grid in the page (Chromium)
    .venv/bin/python tests/bench/hardgrids.py --page 60 --page-grid 1   # the first grid drawn instead

Draws ``--count`` grid specs from ``--seed`` (12x12 to 20x20, two or three letters or digits, 0-10 %
blanks, the lab's hanging last row), then runs each grid once through the C++ port of the handout's
spellseeker (tests/bench/spellseeker_ref.cpp, compiled with g++ -O2 into a temporary directory, capped
with ``prlimit`` at ``--cpp-timeout`` CPU seconds and ``--cpp-memory`` bytes) and once through the
engine with ``--seconds`` of CPU time, after which the engine stops with its best path and the bound
it has proven.  A grid is hard when the C++ needs over ``--hard-after`` seconds or runs out of
time or memory.  Prints every grid's spec, both times, the ratio and the engine's answer, then how
many hard grids the engine proved optimal within its time.

``--page S`` instead runs the biggest of the drawn grids through the page's Run button for S seconds:
every 5 s it prints what the page shows (best so far, the proven upper bound) and the engine worker's
WebAssembly heap (which only grows, so the last figure is the peak), then presses Stop.  Not part of
the test suite.
"""

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from spell import compile_ref, run_engine_capped, run_ref_capped  # noqa: E402

from engine import spell  # noqa: E402

ALPHABETS = ("AB", "ABC", "123")
BLANKS = (0.0, 0.05, 0.1)


def specs(seed, count):
    """``count`` grid specs (rows, cols, alphabet, blank, grid seed) drawn from ``seed``."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        rows = rng.randint(12, 20)
        cols = max(12, min(20, rows + rng.randint(-2, 2)))
        out.append((rows, cols, rng.choice(ALPHABETS), rng.choice(BLANKS), rng.randrange(10**6)))
    return out


def grid_file(work, spec):
    rows, cols, alphabet, blank, seed = spec
    path = Path(work) / f"hard-{rows}x{cols}-{alphabet}-{blank:.2f}-{seed}.txt"
    path.write_text(spell.generate(rows, cols, alphabet=alphabet, blank=blank, seed=seed))
    return path


def one(exe, path, args):
    """Both runs on one grid: (C++ CPU s, C++ length or None, why not, engine CPU s, SpellResult)."""
    text = path.read_text()
    t_eng, r = run_engine_capped(text, args.seconds)
    t_ref, n_ref, why = run_ref_capped(exe, path, args.cpp_timeout, args.cpp_memory)
    if not spell.check_path(r.grid, r.path).ok:
        raise SystemExit(f"{path.name}: the engine's path does not check")
    if n_ref is not None and (n_ref != r.length if r.proven else not r.length <= n_ref <= r.upper_bound):
        raise SystemExit(f"{path.name}: the C++ says {n_ref}, the engine {r.length}..{r.upper_bound}")
    return t_ref, n_ref, why, t_eng, r


#: The spell panel waits for Run on the pasted grid, its Run button free: "ready" when the tab's
#: example was still answering at the paste, "stale" when its answer came first (as in test_analysis).
READY = """() => {
  const run = document.querySelector('[data-testid="run-spell"]');
  return !run.disabled && ['ready', 'stale'].includes(run.closest('[data-fresh]').dataset.fresh);
}"""

#: Every 5 s while the page searches: what it shows, and the worker's heap (memory.py's ``heap`` export).
SAMPLE = """async () => {
  const p = document.querySelector('[data-testid="progress-spell"]');
  const heap = await document.querySelector('script[type="py"][name="engine"]').xworker.sync.heap();
  return [p.dataset.state || "", p.textContent, heap];
}"""


def page_run(text, seconds, engine="chromium"):
    """Run ``text`` in the page (``engine``: chromium, firefox or webkit) for ``seconds``, sampling the
    progress line and the worker's heap."""
    sys.path.insert(0, str(ROOT / "tests" / "web"))
    from drivers import START_TIMEOUT, SmokeServer, launch
    from memory import HeapHandler

    from serve import build

    site = Path(tempfile.mkdtemp(prefix="boardlab-hardgrids-"))
    build(site)
    server = SmokeServer(site, handler=HeapHandler)
    driver = launch(engine, server.url)
    peak = 0
    try:
        driver.goto(server.url)
        driver.wait_ready()
        driver.click('[data-testid="tab-spell"]')
        driver.fill('[data-testid="input-spell"]', text)
        # the tab's example may still be answering: a Run pressed meanwhile is not taken
        driver.wait(READY, timeout=START_TIMEOUT, what="the grid to wait for Run")
        driver.call("() => { document.querySelector('[data-testid=progress-spell]').dataset.state = ''; return 1; }")
        driver.click('[data-testid="run-spell"]')
        driver.wait(SAMPLE.replace("return [", "return p.dataset.state && ["), timeout=300, what="the search to start")
        t0 = time.monotonic()
        while time.monotonic() - t0 < seconds:
            time.sleep(5)
            state, shown, heap = driver.call(SAMPLE)
            peak = max(peak, heap)
            print(f"  {time.monotonic() - t0:5.0f} s  heap {heap / 2**20:6.0f} MB  {state:8} {shown}", flush=True)
            if state in ("done", "stopped"):
                break
        if state == "running":
            driver.click('[data-testid="stop-spell"]')
            driver.wait(SAMPLE.replace("return [", "return ['stopped', 'done'].includes(p.dataset.state) && ["))
            state, shown, heap = driver.call(SAMPLE)
            print(f"  after Stop: {state} {shown}")
    finally:
        driver.close()
        server.close()
    print(f"peak WebAssembly heap of the engine worker: {peak / 2**20:.0f} MB")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=6)
    ap.add_argument("--seconds", type=float, default=30.0, help="engine CPU seconds per grid")
    ap.add_argument("--cpp-timeout", type=int, default=120, help="C++ CPU seconds per grid")
    ap.add_argument("--cpp-memory", type=int, default=2 * 10**9, help="C++ address-space cap in bytes")
    ap.add_argument("--hard-after", type=float, default=60.0, help="C++ seconds that make a grid hard")
    ap.add_argument("--save", metavar="DIR", help="write the grids to DIR and stop")
    ap.add_argument("--page", type=float, metavar="S", help="run the biggest grid in the page for S seconds")
    ap.add_argument("--page-grid", type=int, metavar="N", help="with --page: the N-th grid drawn, not the biggest")
    ap.add_argument("--page-browser", default="chromium", choices=("chromium", "firefox", "webkit"), help="with --page")
    args = ap.parse_args()
    grids = specs(args.seed, args.count)
    if args.page:
        pick = grids[args.page_grid - 1] if args.page_grid else max(grids, key=lambda g: g[0] * g[1])
        rows, cols, alphabet, blank, seed = pick
        print(f"in the page: {rows}x{cols} {alphabet} {blank:.2f} {seed}, {args.page:g} s")
        page_run(spell.generate(rows, cols, alphabet=alphabet, blank=blank, seed=seed), args.page, args.page_browser)
        return 0
    if args.save:
        Path(args.save).mkdir(parents=True, exist_ok=True)
        for spec in grids:
            print(grid_file(args.save, spec))
        return 0
    print(f"seed {args.seed}: C++ capped at {args.cpp_timeout} s CPU and {args.cpp_memory / 10**9:g} GB,")
    print(f"engine at {args.seconds} s CPU; CPU seconds")
    print(f"  {'rows x cols alphabet blank seed':34} {'C++':>28} {'engine':>8}  {'ratio':>7}  engine's answer")
    hard = proven = 0
    with tempfile.TemporaryDirectory() as work:
        exe = compile_ref(work)
        for spec in grids:
            t_ref, n_ref, why, t_eng, r = one(exe, grid_file(work, spec), args)
            is_hard = n_ref is None or t_ref > args.hard_after
            hard += is_hard
            proven += is_hard and r.proven
            ref = f"{t_ref:7.1f} ({n_ref})" if n_ref is not None else f"{t_ref:7.1f} ({why})"
            ratio = f"{'<' if n_ref is None else ''}{t_eng / t_ref:.3f}" if r.proven else "-"
            answer = f"{r.length}, proven" if r.proven else f"at least {r.length}, at most {r.upper_bound}"
            rows, cols, alphabet, blank, seed = spec
            spec_text = f"{rows}x{cols} {alphabet} {blank:.2f} {seed}" + (" HARD" if is_hard else "")
            print(f"  {spec_text:34} {ref:>28} {t_eng:8.1f}  {ratio:>7}  {answer}", flush=True)
    print(f"hard grids (C++ over {args.hard_after:g} s or out of time/memory): {hard};")
    print(f"proven optimal by the engine within {args.seconds:g} s: {proven} of {hard}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
