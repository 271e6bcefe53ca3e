"""``convert``: rewrite a board in another format (pairs, moves, lc909, counts, uil).

Each format has its own numbering (pairs, lc909 and counts count from 1; moves and uil
from 0); the writer renumbers. A board the target cannot hold (counts needs 100 squares,
lc909 and uil a square number of them) is an error naming the size.
"""

from .door import answer, read_inputs, request, warn

HELP = "rewrite a board in another format"
TOOL = "convert"


def add_arguments(p):
    p.add_argument("file", nargs="?", metavar="FILE", help="board file (stdin when none)")


def run(args, out):
    for name, text in read_inputs([args.file] if args.file else []):
        r = answer(name, request(args, TOOL, text))
        if r is None:
            return 1
        warn(name, r["warnings"])
        print(r["text"], file=out)
    return 0
