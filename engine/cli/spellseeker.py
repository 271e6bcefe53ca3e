"""``spellseeker [FILE...]``: each grid, ``PATH``, then the ``r c`` cells of a longest path (seed 004, lab AC)."""

from .spell import solve_each

HELP = "each grid, the word PATH, then one 'r c' line per cell of a longest path"
TOOL = "spell"


def add_arguments(p):
    p.add_argument("files", nargs="*", metavar="FILE", help="grid files (stdin when none)")


def run(args, out):
    return solve_each(args, out, lambda result, o: o.write(result["seeker_text"]))
