"""``dond S T LAST``: Dice or No Dice (seed 004, lab AA), printed as the instructor's program does."""

import argparse
import sys

from .. import api

HELP = "probability of rolling an S-sided die T times without a roll equal to or next to the previous (LAST=-1: none)"
TOOL = "dond"

USAGE = "usage: dond s t last-roll (s >= 1, t >= 0, -1 <= last-roll < s)"


def add_arguments(p):
    p.add_argument(
        "numbers", nargs=argparse.REMAINDER, metavar="S T LAST", help="sides, rolls, previous roll (-1: none)"
    )


def run(args, out):
    numbers = list(args.numbers)
    exact = bool(args.exact)
    if "--exact" in numbers:  # REMAINDER swallows options written after the numbers
        numbers.remove("--exact")
        exact = True
    reply = api.handle({"tool": TOOL, "text": " ".join(numbers), "options": {"exact": exact, "page": False}})
    if not reply["ok"]:
        e = reply["error"]
        reason = e["reason"] if e.get("found") is None else f"{e['reason']} {e['found']!r}"
        print(f"{USAGE}: {reason}", file=sys.stderr)
        return 1
    print(reply["result"]["text"], file=out)
    if exact:
        print(reply["result"]["exact"], file=out)
    return 0
