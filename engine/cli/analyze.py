"""``analyze``: game length, winning odds and what-ifs for one board with a fair die, as JSON."""

import json
import sys

from .. import chance, formats
from ..board import Rules
from ..errors import InputError
from . import read_inputs

HELP = "probability analysis of a board: mean, median, percentiles, seat odds, what-if (JSON)"


def add_arguments(p):
    p.add_argument("files", nargs="?", metavar="FILE", help="board file (stdin when none)")
    p.add_argument("--format", default="auto", help="board format (default: detect)")
    p.add_argument("--faces", type=int, default=6, help="die faces 1..K (default 6)")
    p.add_argument(
        "--start",
        choices=("first", "off"),
        default="first",
        help="start on the first square, or off the board before it (default first)",
    )
    p.add_argument(
        "--end",
        choices=("exact", "overshoot", "bounce"),
        default="overshoot",
        help="past the goal: stay put (exact), finish (overshoot, default) or bounce back",
    )
    p.add_argument("--chain", action="store_true", help="follow jumps that land on another jump")
    p.add_argument("--players", type=int, default=2, help="players taking turns, 1..6 (default 2)")
    p.add_argument(
        "--exact",
        action="store_true",
        help=f"also give the mean, P(min turns) and what-if deltas as fractions "
        f"(mean: boards up to {chance.EXACT_MAX_SQUARES} squares)",
    )
    p.add_argument("--no-what-if", dest="what_if", action="store_false", help="skip the what-if table")
    p.add_argument("--monte-carlo", type=int, default=0, metavar="N", help="also simulate N seeded games")
    p.add_argument("--seed", type=int, default=1, help="seed of the simulation (default 1)")
    p.add_argument(
        "--full", action="store_true", help="include per-square arrays, the length distributions and the board"
    )


def run(args, out):
    name, text = next(read_inputs([args.files] if args.files else []))
    try:
        if not 1 <= args.faces <= 1000:
            raise InputError(1, 1, "--faces must be 1..1000, not", found=str(args.faces), expected="1..1000")
        board = formats.parse(text, args.format)
        rules = Rules(faces=args.faces, chain=args.chain, start=args.start, end=args.end)
        a = chance.analyze(
            board,
            rules,
            players=args.players,
            exact=args.exact,
            what_ifs=args.what_if,
            monte_carlo_games=max(0, args.monte_carlo),
            seed=args.seed,
        )
    except InputError as e:
        print(f"{name}: {e}", file=sys.stderr)
        return 1
    json.dump(a.to_dict(full=args.full), out, indent=1)
    print(file=out)
    return 0
