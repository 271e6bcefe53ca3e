"""An exact oracle for the longest spell path, outside the engine: OR-Tools CP-SAT (optional tool).

Run from the repository root, with ``ortools`` installed (not a project dependency; a scratch venv):
    python tests/bench/oracle.py GRID.txt [--seconds 600] [--workers 2] [--hint N]
    python tests/bench/oracle.py --seed 3 --count 4 [--only 15x17]   # hardgrids.py's grids

Each component of the link graph (``engine.spell.grid.components``) becomes a circuit problem: the
cells and one dummy node, arcs both ways along every link, a self-loop on each cell (the cell is not
used) and arcs from and to the dummy (the path's two ends).  A circuit through the dummy is then a
simple path; CP-SAT maximises the cells used.  Components no bigger than the best length found so
far are skipped.  Prints, per grid, the optimum and whether CP-SAT proved it (OPTIMAL) or only
bounded it (FEASIBLE: best found .. CP-SAT's bound).  Exits 0 with a message when ortools is missing.
"""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine import spell  # noqa: E402
from engine.spell.grid import components  # noqa: E402

try:
    from ortools.sat.python import cp_model
except ImportError:  # pragma: no cover - optional tool
    cp_model = None


def solve_component(comp, seconds, workers, floor):
    """(best, bound, status name) for the longest path in ``comp``, keeping only paths over ``floor``."""
    n = len(comp.cells)
    m = cp_model.CpModel()
    used = [m.NewBoolVar(f"u{i}") for i in range(n)]
    arcs = []
    for i in range(n):
        arcs.append((i, i, used[i].Not()))
        arcs.append((n, i, m.NewBoolVar(f"s{i}")))
        arcs.append((i, n, m.NewBoolVar(f"e{i}")))
        for j in comp.nbrs[i]:
            arcs.append((i, j, m.NewBoolVar(f"a{i}_{j}")))
    m.AddCircuit(arcs)
    # a path alternates parity: the counts of odd and even cells differ by at most one
    odd = [used[i] for i in range(n) if comp.odd >> i & 1]
    even = [used[i] for i in range(n) if not comp.odd >> i & 1]
    m.Add(sum(odd) - sum(even) <= 1)
    m.Add(sum(even) - sum(odd) <= 1)
    m.Add(sum(used) >= floor + 1)
    m.Maximize(sum(used))
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.num_workers = workers
    status = solver.Solve(m)
    name = solver.StatusName(status)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return int(solver.ObjectiveValue()), int(solver.BestObjectiveBound()), name
    return floor, floor, name  # INFEASIBLE: nothing beats ``floor``


def solve_grid(text, seconds, workers, hint):
    grid = spell.parse_grid(text)
    best, bound, status = max(1, hint), 0, "OPTIMAL"
    for comp in components(grid):
        if len(comp.cells) <= best:
            bound = max(bound, len(comp.cells))
            continue
        b, ub, name = solve_component(comp, seconds, workers, best)
        if name == "INFEASIBLE":
            bound = max(bound, best)
            continue
        best, bound = max(best, b), max(bound, ub)
        if name != "OPTIMAL":
            status = name
    return best, max(best, bound), status


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("grids", nargs="*", help="grid files")
    ap.add_argument("--seed", type=int, help="hardgrids.py's grids of this seed instead")
    ap.add_argument("--count", type=int, default=4)
    ap.add_argument("--only", help="with --seed: only the grids whose spec starts with this (e.g. 15x17)")
    ap.add_argument("--seconds", type=float, default=600.0, help="CP-SAT wall seconds per component")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--hint", type=int, default=0, help="a path length known to exist (prunes)")
    args = ap.parse_args()
    if cp_model is None:
        print("oracle.py needs ortools (pip install ortools in a scratch venv); nothing done")
        return 0
    todo = [(name, Path(name).read_text()) for name in args.grids]
    if args.seed is not None:
        from hardgrids import specs

        for rows, cols, alphabet, blank, seed in specs(args.seed, args.count):
            name = f"{rows}x{cols} {alphabet} {blank:.2f} {seed}"
            if args.only is None or name.startswith(args.only):
                todo.append((name, spell.generate(rows, cols, alphabet=alphabet, blank=blank, seed=seed)))
    for name, text in todo:
        t0 = time.perf_counter()
        best, bound, status = solve_grid(text, args.seconds, args.workers, max(0, args.hint - 1))
        span = f"{best}" if status == "OPTIMAL" else f"{best}..{bound}"
        print(f"{name}: {span} ({status}, {time.perf_counter() - t0:.1f} s wall)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
