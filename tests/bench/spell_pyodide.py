"""The spell search in CPython and in Pyodide (the page's Python, run under Node, no browser), to the
same search node on generated hard grids: seconds each and the ratio, Pyodide over CPython.

Run from the repository root (after ``npm ci``, which brings the pinned Pyodide):
    python3 tests/bench/spell_pyodide.py [--nodes 200000] [--spec 20x20-AB-0-405474 ...]

Each grid runs in a fresh process of each (CPython first, then Pyodide), one at a time.  The search
is deterministic (500-node slices), so both reach the same best path and bound at the same node:
the script checks it, and the ratio compares the same work.  Browsers add their own swing (a page
run of 405474 took 56 to 67 s in Chromium in the same hour); this one measures the Python alone.
"""

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bench"))  # (Pyodide's runpy does not put the script's folder there)

#: hard AB grids of ``spellgen`` (rows x cols, alphabet, blanks, seed) from the README's hardgrids rows
SPECS = ["20x20-AB-0-405474", "20x20-AB-0.05-84347", "18x18-AB-0-206349"]


def search(spec, nodes):
    """Run the search on ``spec``'s grid to ``nodes`` search nodes here; a dict of what it reached."""
    from sweep import spec_text

    from engine import spell
    from engine.spell import seeker

    grid = spell.parse_grid(spec_text(spec))
    t0 = time.perf_counter()
    s = seeker.start_search(grid)
    with seeker.without_cycle_collector():
        while True:
            p = seeker.run(s, 500)
            if p.done or p.proven or p.nodes >= nodes:
                break
    took = time.perf_counter() - t0
    return {"nodes": p.nodes, "best": len(p.best_path), "bound": p.upper_bound, "seconds": took}


def run(cmd):
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nodes", type=int, default=200_000, help="search nodes per grid")
    ap.add_argument("--spec", action="append", help="ROWSxCOLS-ALPHABET-BLANK-SEED (repeatable)")
    ap.add_argument("--inner", help=argparse.SUPPRESS)  # (one grid in this process: prints a JSON line)
    args = ap.parse_args()
    if args.inner:
        print(json.dumps(search(args.inner, args.nodes)))
        return
    if not (ROOT / "node_modules/pyodide/pyodide.mjs").exists():
        sys.exit("no Pyodide in node_modules: run `npm ci` first (see the README's quick start)")
    me = str(Path(__file__).resolve())
    ratios = []
    for spec in args.spec or SPECS:
        inner = [me, "--inner", spec, "--nodes", str(args.nodes)]
        cpython = run([sys.executable, *inner])
        pyodide = run(["node", str(ROOT / "tests/bench/pyodide_run.mjs"), *inner])
        same = all(cpython[k] == pyodide[k] for k in ("nodes", "best", "bound"))
        ratio = pyodide["seconds"] / cpython["seconds"]
        ratios.append(ratio)
        print(
            f"{spec:22s} {cpython['nodes']:>9,} nodes  best {cpython['best']} bound {cpython['bound']}  "
            f"CPython {cpython['seconds']:6.2f} s  Pyodide {pyodide['seconds']:6.2f} s  ratio {ratio:.2f}"
            + ("" if same else "  (NOT the same search: check the engine)")
        )
    print(f"median ratio, Pyodide over CPython: {sorted(ratios)[len(ratios) // 2]:.2f}")


if __name__ == "__main__":
    main()
