"""``spellpath [FILE...]``: the length of a longest path through each grid (seed 004, lab AB)."""

from .spell import solve_each

HELP = "length of a longest path through each grid (touching cells whose codes differ by one)"
TOOL = "spell"


def add_arguments(p):
    p.add_argument("files", nargs="*", metavar="FILE", help="grid files (stdin when none)")


def run(args, out):
    return solve_each(args, out, lambda result, o: print(result["length"], file=o))
