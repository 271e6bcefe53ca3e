"""``spellgen ROWS COLS [--alphabet ABCDE] [--blank P] [--seed N]``: a random spell grid (seed 004)."""

import sys

from .. import spell

HELP = "a random ROWS x COLS grid (the last row's even cells empty, as in the lab's grids)"


def add_arguments(p):
    p.add_argument("rows", type=int, metavar="ROWS")
    p.add_argument("cols", type=int, metavar="COLS")
    p.add_argument("--alphabet", default="ABCDE", help="cell characters to draw from (default ABCDE)")
    p.add_argument("--blank", type=float, default=0.0, metavar="P", help="chance that a cell is empty (default 0)")
    p.add_argument("--seed", type=int, default=None, metavar="N", help="random seed, for repeatable grids")
    p.add_argument("--full", action="store_true", help="fill the last row's even cells too")


def run(args, out):
    try:
        text = spell.generate(
            args.rows, args.cols, alphabet=args.alphabet, blank=args.blank, seed=args.seed, hang=not args.full
        )
    except ValueError as e:
        print(f"spellgen: {e}", file=sys.stderr)
        return 1
    out.write(text)
    return 0
