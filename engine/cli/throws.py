"""``throws``: fewest dice throws for each board file (seeds 000, 002, 003).

One line per board, in input order: the number of throws (-1 when the goal cannot be reached);
a judge file with several tests gives one line per test, so ``throws < judge.in | diff - judge.out``
checks a whole judge file.
``--route`` adds a second line, the squares visited, a jump written ``landing>end``:
``1 6>46 51 57>98 100``; ``--tiles`` a line of the squares stood on after each throw, the start
first: ``1 46 51 98 100``. ``--pruned`` computes the number with seed 002's pruned BFS and
adds its queue counts and those of the same code without pruning on the same line:
``4 pruned: enqueued 15, expanded 10; plain: enqueued 48, expanded 31``.
``--adjacency`` prints, instead of the number, exactly what seed 003's C program prints
for the board (its three input prompts included, so the output can be compared with the
C program's byte for byte): the edge count, the adjacency lists, "Number of Moves
required = N" and the shortest path.
"""

from .door import answer_each, files_argument, warn

HELP = "fewest dice throws from the first square to the last, one line per board file"
TOOL = "throws"


add_arguments = files_argument("board files")


def run(args, out):
    def show(name, r):
        rows = r["boards"]
        if len(rows) > 1:
            for row in rows:
                warn(f"{name}: board {row['number']}", row["warnings"])
                print(row["throws"], file=out)
            return
        warn(name, r["warnings"])
        if args.adjacency:
            out.write(r["adjacency_text"])
            return
        if args.pruned:
            print(r["pruned_text"], file=out)
        elif not (args.route or args.tiles):
            print(r["throws"], file=out)
        if args.route or args.tiles:
            if not args.pruned:
                print(r["throws"], file=out)
            if args.route:
                print(r["route_text"], file=out)
            if args.tiles:
                print(r["tiles_text"], file=out)

    return answer_each(args, TOOL, show)
