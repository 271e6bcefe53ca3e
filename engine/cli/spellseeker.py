"""``spellseeker [FILE...]``: each grid, ``PATH``, then the ``r c`` cells of a longest path (seed 004, lab AC)."""

from .door import files_argument
from .spell import solve_each

HELP = "each grid, the word PATH, then one 'r c' line per cell of a longest path"
TOOL = "spell"


add_arguments = files_argument("grid files")


def run(args, out):
    return solve_each(args, out, lambda result, o: o.write(result["seeker_text"]))
