#!/usr/bin/env python3
"""Refusal benchmark: how fast oversized inputs are refused, as a ratio to reading an input at the limit.

The tests check that oversized inputs are refused with the limit named; this script measures that
the refusal is cheap. Each line prints the time to refuse an oversized input divided by the time
to read the largest input that is accepted (both in this process, best of ``--repeat``): a ratio
well under 1 means the refusal does not read what it refuses.

    python3 tests/bench/refusals.py [--repeat 3]
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import formats, games
from engine.errors import InputError


def best(fn, repeat):
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def refused(fn):
    def run():
        try:
            fn()
        except InputError:
            return
        raise AssertionError("expected a refusal")

    return run


def lc909_text(n):
    row = ",".join(["-1"] * n)
    return "[" + ",\n".join(f"[{row}]" for _ in range(n)) + "]"


def games_text(rolls):
    return "1\n2\n03 L1\n00 L1\nP1:" + ",".join(["1"] * rolls) + "\nP2:1\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    cases = [
        (
            "board 2000 x 2000 vs 1024 x 1024 (lc909)",
            refused(lambda: formats.parse(lc909_text(2000))),
            lambda: formats.parse(lc909_text(1024)),
        ),
        (
            "games 10^7 rolls vs 10^6 rolls",
            refused(lambda: games.parse_games(games_text(10_000_000))),
            lambda: games.parse_games(games_text(999_999)),
        ),
    ]
    for name, refuse, accept in cases:
        r = best(refuse, args.repeat)
        a = best(accept, args.repeat)
        print(f"{name}: refuse {r * 1000:.0f} ms, read at the limit {a * 1000:.0f} ms, ratio {r / a:.3f}")


if __name__ == "__main__":
    main()
