"""``throws``: fewest dice throws for each board file (seeds 000, 002, 003)."""

import sys

from .. import formats, route
from ..board import Rules
from ..errors import InputError
from . import read_inputs

HELP = "fewest dice throws from the first square to the last, one line per board file"


def add_arguments(p):
    p.add_argument("files", nargs="*", metavar="FILE", help="board files (stdin when none)")
    p.add_argument("--format", default="auto", help="board format (default: detect)")
    p.add_argument("--faces", type=int, default=6, help="die faces 1..K (default 6)")
    p.add_argument("--chain", action="store_true", help="follow jumps that land on another jump")
    p.add_argument("--route", action="store_true", help="also print the route as the squares visited")


def run(args, out):
    status = 0
    rules = Rules(faces=args.faces, chain=args.chain)
    for name, text in read_inputs(args.files):
        try:
            board = formats.parse(text, args.format)
            if args.route:
                r = route.shortest_route(board, rules)
                print(r.throws, file=out)
                print(format_route(board, r), file=out)
            else:
                print(route.min_throws(board, rules), file=out)
        except InputError as e:
            print(f"{name}: {e}", file=sys.stderr)
            status = 1
    return status


def format_route(board, r):
    """Squares visited, a jump written ``landing>end``: ``1 6>46 52>71 ...``."""
    parts = [str(board.label(board.start))]
    for m in r.moves:
        if m.landing != m.to:
            parts.append(f"{board.label(m.landing)}>{board.label(m.to)}")
        else:
            parts.append(str(board.label(m.to)))
    return " ".join(parts)
