"""``spellpath [FILE...]``: the length of a longest path through each grid (seed 004, lab AB)."""

from .spell import add_arguments, solve_each

HELP = "length of a longest path through each grid (touching cells whose codes differ by one)"
TOOL = "spell"

__all__ = ["add_arguments", "run"]


def run(args, out):
    return solve_each(args, out, lambda result, o: print(result["length"], file=o))
