"""``spellseeker [FILE...]``: each grid, ``PATH``, then the ``r c`` cells of a longest path (seed 004, lab AC)."""

from .. import spell
from .spell import add_grid_arguments, solve_each

HELP = "each grid, the word PATH, then one 'r c' line per cell of a longest path"


def add_arguments(p):
    add_grid_arguments(p)


def run(args, out):
    return solve_each(args, out, lambda grid, result, o: o.write(spell.write_seeker_output(grid, result.path)))
