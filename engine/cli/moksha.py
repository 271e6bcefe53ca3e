"""``moksha``: replay UIL "Himanshu" game files and print the judge's lines (seed 001)."""

from .door import answer, read_inputs, request, warn

HELP = "replay dice-script games (UIL 'Himanshu' files) and print one verdict line per game"
TOOL = "games"


def add_arguments(p):
    p.add_argument("files", nargs="*", metavar="FILE", help="game files (stdin when none)")
    p.add_argument("--moves", action="store_true", help="also print every move under its game's verdict")
    p.add_argument("--warnings", action="store_true", help="print what reading tolerated (on stderr)")


def run(args, out):
    status = 0
    for name, text in read_inputs(args.files):
        r = answer(name, request(args, TOOL, text))
        if r is None:
            status = 1
            continue
        if args.warnings:
            warn(name, r["warnings"])
        for game in r["games"]:
            print(game["verdict"], file=out)
            if args.moves:
                for m in game["moves"]:
                    print(f"  round {m['round']}: {m['text']}", file=out)
    return status
