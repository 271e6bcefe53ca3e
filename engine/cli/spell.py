"""Shared parts of the spell commands (``spellpath``, ``spellseeker``): solving each grid.

The commands print the seed programs' formats; several FILEs are handled in turn, in one process.
"""

import sys

from .door import answer_each

__all__ = ["solve_each"]


def solve_each(args, out, show):
    """Solve every input grid and ``show(result, out)``; a search stopped by ``--budget`` says so
    on stderr and makes the exit status 2; input errors go to stderr (status 1)."""

    def each(name, result):
        show(result, out)
        if result["stopped_text"]:
            print(f"{name}: {result['stopped_text']}", file=sys.stderr)
            return 2
        return 0

    return answer_each(args, "spell", each)
