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

from .door import answer, read_inputs, request, warn

HELP = "fewest dice throws from the first square to the last, one line per board file"
TOOL = "throws"


def add_arguments(p):
    p.add_argument("files", nargs="*", metavar="FILE", help="board files (stdin when none)")


def run(args, out):
    status = 0
    for name, text in read_inputs(args.files):
        r = answer(name, request(args, TOOL, text))
        if r is None:
            status = 1
            continue
        warn(name, r["warnings"])
        if args.adjacency:
            out.write(r["adjacency_text"])
            continue
        if args.pruned:
            print(r["pruned_text"], file=out)
        elif not args.route:
            print(r["throws"], file=out)
        if args.route:
            if not args.pruned:
                print(r["throws"], file=out)
            print(r["route_text"], file=out)
    return status
