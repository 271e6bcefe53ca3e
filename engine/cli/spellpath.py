"""``spellpath [FILE...]``: the length of a longest path through each grid (seed 004, lab AB)."""

from .spell import add_grid_arguments, solve_each

HELP = "length of a longest path through each grid (touching cells whose codes differ by one)"


def add_arguments(p):
    add_grid_arguments(p)


def run(args, out):
    return solve_each(args, out, lambda grid, result, o: print(result.length, file=o))
