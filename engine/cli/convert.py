"""``convert``: rewrite a board in another format (pairs, moves, lc909, counts, uil).

Each format has its own numbering (pairs, lc909 and counts count from 1; moves and uil
from 0); the writer renumbers. A board the target cannot hold (counts needs 100 squares,
lc909 and uil a square number of them) is an error naming the size.
"""

import sys

from .. import formats
from ..errors import InputError
from . import read_inputs

HELP = "rewrite a board in another format"


def add_arguments(p):
    p.add_argument("file", nargs="?", metavar="FILE", help="board file (stdin when none)")
    p.add_argument("--to", required=True, choices=list(formats.FORMATS), help="format to write")
    p.add_argument(
        "--from",
        dest="source",
        default="auto",
        choices=["auto", *formats.FORMATS],
        help="format to read (default: detect)",
    )


def run(args, out):
    for name, text in read_inputs([args.file] if args.file else []):
        try:
            board = formats.parse(text, args.source)
            for w in board.warnings:
                print(f"{name}: warning: {w}", file=sys.stderr)
            print(formats.write(board, args.to), file=out)
        except InputError as e:
            print(f"{name}: {e}", file=sys.stderr)
            return 1
    return 0
