"""Shared parts of the spell commands (``spellpath``, ``spellseeker``): solving each grid.

The commands print the seed programs' formats; several FILEs are handled in turn, in one process.
"""

import sys

from .door import answer, read_inputs, request

__all__ = ["solve_each"]


def solve_each(args, out, show):
    """Solve every input grid and ``show(result, out)``; input errors go to stderr."""
    status = 0
    for name, text in read_inputs(args.files):
        result = answer(name, request(args, "spell", text))
        if result is None:
            status = 1
            continue
        show(result, out)
        if result["stopped_text"]:
            print(f"{name}: {result['stopped_text']}", file=sys.stderr)
            status = max(status, 2)
    return status
