"""The exact frontier sweep alone on a grid's largest component, with a path length known: how far it
gets, its states and its bound, in CPU seconds.

Run from the repository root:
    python3 tests/bench/sweep.py GRID.txt --lower 173 [--seconds 90]
    python3 tests/bench/sweep.py --spec 16x16-AB-0.05-4 --lower 173     # spell.generate's grid

``--lower`` is a path length already known (an optimum from tests/bench/oracle.py, say): the sweep
keeps only states whose bound beats it, so it ends by proving that nothing is longer (or by finding
a longer path).  Prints every few seconds the position reached, the states kept, the most states
seen and the sweep's bound; then whether it ended.  The proof stage (``engine/spell/proof.py``) gives
a sweep up past ``MAX_STATES``; this script does not.
"""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine import spell  # noqa: E402
from engine.spell.frontier import advance, start_sweep  # noqa: E402
from engine.spell.grid import components  # noqa: E402

#: states handled between two looks at the clock
STEP = 20_000
#: CPU seconds between two printed lines
EVERY = 3.0


def grid_text(args):
    return Path(args.grid).read_text() if args.grid else spec_text(args.spec)


def spec_text(spec):
    """The grid of ``spell.generate`` named ROWSxCOLS-ALPHABET-BLANK-SEED (``16x16-AB-0.05-4``)."""
    rows_cols, alphabet, blank, seed = spec.split("-")
    rows, cols = (int(x) for x in rows_cols.split("x"))
    return spell.generate(rows, cols, alphabet=alphabet, blank=float(blank), seed=int(seed))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("grid", nargs="?", help="a grid file")
    ap.add_argument("--spec", help="ROWSxCOLS-ALPHABET-BLANK-SEED, a grid of spell.generate")
    ap.add_argument("--lower", type=int, required=True, help="a path length already known")
    ap.add_argument("--seconds", type=float, default=90.0, help="CPU seconds at most")
    args = ap.parse_args()
    if not args.grid and not args.spec:
        ap.error("give a grid file or --spec")
    comp = max(components(spell.parse_grid(grid_text(args))), key=lambda c: len(c.cells))
    t0 = time.process_time()
    sw = start_sweep(comp, args.lower)
    print(f"{len(comp.cells)} cells; sweep set up in {time.process_time() - t0:.2f} s")
    peak, shown = 0, 0.0
    while not sw.done and time.process_time() - t0 < args.seconds:
        advance(sw, STEP)
        peak = max(peak, len(sw.states))
        t = time.process_time() - t0
        if t - shown > EVERY:
            print(f"  {t:6.1f} s  position {sw.k}/{len(sw.cells)}  states {len(sw.states):>9,}  bound {sw.bound}")
            shown = t
    t = time.process_time() - t0
    if sw.done and sw.best_len > args.lower:
        print(f"found a path of {sw.best_len} cells, the longest, in {t:.1f} s; most states {peak:,}")
    elif sw.done:
        print(f"proved that no path has more than {args.lower} cells in {t:.1f} s; most states {peak:,}")
    else:
        print(f"stopped at position {sw.k}/{len(sw.cells)} after {t:.1f} s; bound {sw.bound}; most states {peak:,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
