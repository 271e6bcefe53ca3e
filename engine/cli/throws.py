"""``throws``: fewest dice throws for each board file (seeds 000, 002, 003).

One line per file: the number of throws (-1 when the goal cannot be reached).
``--route`` adds a second line, the squares visited, a jump written ``landing>end``:
``1 6>46 51 57>98 100``. ``--pruned`` computes the number with seed 002's pruned BFS and
adds its queue counts and those of the same code without pruning on the same line:
``4 pruned: enqueued 15, expanded 10; plain: enqueued 48, expanded 31``.
``--adjacency`` prints, instead of the number, exactly what seed 003's C program prints
for the board (its three input prompts included, so the output can be compared with the
C program's byte for byte): the edge count, the adjacency lists, "Number of Moves
required = N" and the shortest path.
"""

import argparse
import sys

from .. import formats, route
from ..board import Rules
from ..errors import InputError
from . import read_inputs

HELP = "fewest dice throws from the first square to the last, one line per board file"


def faces_type(value):
    try:
        k = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value!r}") from None
    if not 1 <= k <= 1000:
        raise argparse.ArgumentTypeError(f"die faces must be 1..1000, not {k}")
    return k


def add_arguments(p):
    p.add_argument("files", nargs="*", metavar="FILE", help="board files (stdin when none)")
    p.add_argument(
        "--format", default="auto", choices=["auto", *formats.FORMATS], help="board format (default: detect)"
    )
    p.add_argument("--faces", type=faces_type, default=6, metavar="K", help="die faces 1..K (default 6)")
    p.add_argument("--chain", action="store_true", help="follow jumps that land on another jump (house rule)")
    p.add_argument(
        "--start",
        choices=["first", "off"],
        default="first",
        help="start on the first square (default) or off the board before it",
    )
    p.add_argument("--route", action="store_true", help="also print the route as the squares visited")
    p.add_argument(
        "--pruned", action="store_true", help="use seed 002's pruned BFS and print its queue counts next to plain BFS's"
    )
    p.add_argument(
        "--adjacency",
        action="store_true",
        help="print what seed 003's program prints: adjacency lists, moves, shortest path",
    )


def run(args, out):
    status = 0
    rules = Rules(faces=args.faces, chain=args.chain, start=args.start)
    for name, text in read_inputs(args.files):
        try:
            board = formats.parse(text, args.format)
            for w in board.warnings:
                print(f"{name}: warning: {w}", file=sys.stderr)
            if args.adjacency:
                out.write(route.adjacency(board, rules).text())
                continue
            if args.pruned:
                p, q = route.pruned_bfs(board, rules), route.plain_bfs(board, rules)
                print(
                    f"{p.throws} pruned: enqueued {p.enqueued}, expanded {p.expanded}; "
                    f"plain: enqueued {q.enqueued}, expanded {q.expanded}",
                    file=out,
                )
            elif not args.route:
                print(route.min_throws(board, rules), file=out)
            if args.route:
                r = route.shortest_route(board, rules)
                if not args.pruned:
                    print(r.throws, file=out)
                print(route.route_text(r), file=out)
        except InputError as e:
            print(f"{name}: {e}", file=sys.stderr)
            status = 1
    return status
