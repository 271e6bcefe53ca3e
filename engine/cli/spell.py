"""Shared parts of the spell commands (``spellpath``, ``spellseeker``): reading grids, solving each.

The commands print the seed programs' formats; several FILEs are handled in turn, in one process.
"""

import sys

from .. import spell
from ..errors import InputError
from . import read_inputs

__all__ = ["add_grid_arguments", "solve_each"]


def add_grid_arguments(p):
    p.add_argument("files", nargs="*", metavar="FILE", help="grid files (stdin when none)")
    p.add_argument(
        "--budget",
        type=int,
        default=None,
        metavar="NODES",
        help="stop after this many search nodes and print the best path so far (exit status 2)",
    )


def solve_each(args, out, show):
    """Solve every input grid and ``show(grid, result, out)``; input errors go to stderr."""
    status = 0
    for name, text in read_inputs(args.files):
        try:
            grid = spell.parse_grid(text)
        except InputError as e:
            print(f"{name}: {e}", file=sys.stderr)
            status = 1
            continue
        result = spell.longest_path(grid, budget_nodes=args.budget)
        show(grid, result, out)
        if not result.proven:
            print(
                f"{name}: stopped after {result.nodes} nodes; a longest path has at most {result.upper_bound} cells",
                file=sys.stderr,
            )
            status = max(status, 2)
    return status
