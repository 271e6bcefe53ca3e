"""``moksha``: replay UIL "Himanshu" game files and print the judge's lines (seed 001)."""

import sys

from .. import games
from ..errors import InputError
from . import read_inputs

HELP = "replay dice-script games (UIL 'Himanshu' files) and print one verdict line per game"


def add_arguments(p):
    p.add_argument("files", nargs="*", metavar="FILE", help="game files (stdin when none)")
    p.add_argument("--faces", type=int, default=6, help="die faces 1..K a roll may show (default 6)")
    p.add_argument("--moves", action="store_true", help="also print every move under its game's verdict")
    p.add_argument("--warnings", action="store_true", help="print what reading tolerated (on stderr)")


def run(args, out):
    status = 0
    for name, text in read_inputs(args.files):
        try:
            report = games.run(text, faces=args.faces)
        except InputError as e:
            print(f"{name}: {e}", file=sys.stderr)
            status = 1
            continue
        if args.warnings:
            for w in report.warnings:
                print(f"{name}: warning: {w}", file=sys.stderr)
        for play in report.plays:
            print(play.verdict, file=out)
            if args.moves:
                for m in play.moves:
                    print("  " + format_move(m), file=out)
    return status


def format_move(m):
    """``round 1: P1 rolls 6: 0 -> 6, ladder L1 -> 35`` (squares as the board numbers them).

    >>> from ..games import Move
    >>> format_move(Move(1, 1, 6, 0, 6, "L1", "ladder", 35, False))
    'round 1: P1 rolls 6: 0 -> 6, ladder L1 -> 35'
    """
    text = f"round {m.round}: P{m.player} rolls {m.roll}: {m.frm} -> {m.landing}"
    if m.jump:
        text += f", {m.kind} {m.jump} -> {m.to}"
    if m.won:
        text += ", wins"
    return text
