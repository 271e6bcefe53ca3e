"""``spellseeker [FILE...]``: each grid, ``PATH``, then the ``r c`` cells of a longest path (seed 004, lab AC)."""

from .spell import add_arguments, solve_each

HELP = "each grid, the word PATH, then one 'r c' line per cell of a longest path"
TOOL = "spell"

__all__ = ["add_arguments", "run"]


def run(args, out):
    return solve_each(args, out, lambda result, o: o.write(result["seeker_text"]))
