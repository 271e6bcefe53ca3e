"""``moksha``: replay UIL "Himanshu" game files and print the judge's lines (seed 001); a UVa 11459
roll list and CCC 2003 S1 throws get their judges' lines too (``games.uva``, ``games.ccc``)."""

from .door import answer_each, warn

HELP = (
    "replay dice-script games (UIL 'Himanshu' files, UVa 11459 roll lists, CCC 2003 S1 throws) and print the "
    "judge's lines: one verdict per game, where each player ended, or a line per throw"
)
TOOL = "games"


def add_arguments(p):
    p.add_argument("files", nargs="*", metavar="FILE", help="game files (stdin when none)")
    p.add_argument("--moves", action="store_true", help="also print every move under its game's verdict")
    p.add_argument("--warnings", action="store_true", help="print what reading tolerated (on stderr)")


def run(args, out):
    def show(name, r):
        if args.warnings:
            warn(name, r["warnings"])
        for game in r["games"]:
            print(game["output"], file=out)
            if args.moves:
                for m in game["moves"]:
                    print(f"  round {m['round']}: {m['text']}", file=out)

    return answer_each(args, TOOL, show)
