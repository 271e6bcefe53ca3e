"""``spellgen ROWS COLS [--alphabet ABCDE] [--blank P] [--seed N]``: a random spell grid (seed 004)."""

from .door import answer, request

HELP = "a random ROWS x COLS grid (the last row's even cells empty, as in the lab's grids)"
TOOL = "spellgen"


def add_arguments(p):
    pass


def run(args, out):
    r = answer("spellgen", request(args, TOOL))
    if r is None:
        return 1
    out.write(r["text"])
    return 0
