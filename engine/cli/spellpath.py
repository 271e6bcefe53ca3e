"""``spellpath [FILE...]``: the length of a longest path through each grid (seed 004, lab AB)."""

from .door import files_argument
from .spell import solve_each

HELP = "length of a longest path through each grid (touching cells whose codes differ by one)"
TOOL = "spell"


add_arguments = files_argument("grid files")


def run(args, out):
    return solve_each(args, out, lambda result, o: print(result["length"], file=o))
