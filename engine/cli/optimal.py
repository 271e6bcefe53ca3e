"""``optimal``: optional ladders, optimal play (Codeforces 1245E's rule) for each board.

One line per board, in input order: the minimum expected number of turns with 10 decimals (as the
judge's checker reads it), or ``inf`` when no policy reaches the goal for sure. ``--policy`` adds a
line per board: ``take: 10 18 23 decline: 21`` (the labels of the ladders' feet); ``--cases`` prints
``Case 1: `` before each answer, as LightOJ 1151's judge wants it. ``--decline all`` lets the
player decline snakes too, ``--decline none`` none (the plain expected turns); ``--end`` defaults to
the source's rule (exact for a Codeforces 1245E height grid or a LightOJ input, else overshoot).
"""

from .door import answer_each, files_argument, warn

HELP = "optional ladders: the minimum expected number of turns under the best policy, one line per board"
TOOL = "optimal"


add_arguments = files_argument("board files")


def run(args, out):
    def show(name, r):
        for row in r["boards"]:
            warn(name if len(r["boards"]) == 1 else f"{name}: board {row['number']}", row["warnings"])
            label = f"Case {row['number']}: " if args.cases else ""
            print(label + (row["expected"] or "inf"), file=out)
            if args.policy:
                take, decline = " ".join(map(str, row["take"])), " ".join(map(str, row["decline"]))
                print(f"take: {take or '-'} decline: {decline or '-'}", file=out)

    return answer_each(args, TOOL, show)
