"""``dond S T LAST``: Dice or No Dice (seed 004, lab AA), printed as the instructor's program does."""

import argparse
import re
import sys

from .. import dond as dond_mod

HELP = "probability of rolling an S-sided die T times without a roll equal to or next to the previous (LAST=-1: none)"

_INTEGER = re.compile(r"[-+]?[0-9]+")

USAGE = "usage: dond s t last-roll (s >= 1, t >= 0, -1 <= last-roll < s)"


def add_arguments(p):
    p.add_argument(
        "numbers", nargs=argparse.REMAINDER, metavar="S T LAST", help="sides, rolls, previous roll (-1: none)"
    )
    p.add_argument("--exact", action="store_true", help="also print the exact probability as a fraction")


def run(args, out):
    numbers = list(args.numbers)
    exact = args.exact
    if "--exact" in numbers:  # REMAINDER swallows options written after the numbers
        numbers.remove("--exact")
        exact = True
    if len(numbers) != 3:
        return _usage(f"expected 3 arguments, got {len(numbers)}")
    values = []
    for name, word in zip(("s", "t", "last-roll"), numbers):
        if not _INTEGER.fullmatch(word):
            return _usage(f"{name} must be an integer, not {word!r}")
        values.append(int(word))
    s, t, last = values
    reason = dond_mod.check_arguments(s, t, last)
    if reason:
        return _usage(reason)
    print(dond_mod.dond_text(s, t, last), file=out)
    if exact:
        print(dond_mod.fraction_text(dond_mod.probability(s, t, last)), file=out)
    return 0


def _usage(reason):
    print(f"{USAGE}: {reason}", file=sys.stderr)
    return 1
