"""Benchmark: reading and replaying UIL game files, as ratios to touching every token with str.split.

    python3 tests/bench/games.py

The reference for each input is ``[line.split(",") or line.split() for line in text.splitlines()]``
on the same text in the same process: the least any reader must do. A ratio of 10 means the
engine spends ten times that floor to parse, check, and replay.
"""

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import games
from engine.board import Board, Jump

DATA = Path(__file__).resolve().parents[1] / "data"


def best(fn, repeat):
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def floor(text):
    return [line.split(",") if "," in line else line.split() for line in text.splitlines()]


def big_board(side, jumps, seed=1):
    rng = random.Random(seed)
    squares = rng.sample(range(1, side * side - 1), 2 * jumps)
    return Board.build(
        side * side, [Jump(squares[k], squares[k + 1]) for k in range(0, len(squares), 2)], base=0, cols=side
    )


def main():
    cases = [
        ("seed 001 sample (9 games)", (DATA / "seeds" / "001-sample-input.txt").read_text(), 50),
        ("himanshu.dat (11 games, D up to 31)", (DATA / "uil" / "himanshu.dat").read_text(), 20),
    ]
    board = big_board(300, 10_000)
    cases.append(
        ("one 300 x 300 board, 2 x 2,000 rolls", games.write_games([(board, games.random_scripts(1, rolls=2000))]), 3)
    )
    board = big_board(1000, 100_000)
    cases.append(
        (
            "one 1000 x 1000 board, 2 x 500,000 rolls, no winner",
            games.write_games([(board, games.random_scripts(2, rolls=500_000, faces=1))]),
            1,
        )
    )
    print(f"{'input':55} {'engine s':>10} {'floor s':>10} {'ratio':>7}")
    for name, text, repeat in cases:
        ours = best(lambda text=text: games.run(text), repeat)
        ref = best(lambda text=text: floor(text), repeat)
        print(f"{name:55} {ours:10.4f} {ref:10.4f} {ours / ref:7.1f}")
    text = cases[-1][1]
    t0 = time.perf_counter()
    report = games.run(text)
    t1 = time.perf_counter()
    report.to_dict()
    t2 = time.perf_counter()
    print(f"to_dict of {len(report.plays[0].steps):,} moves: {t2 - t1:.3f} s ({(t2 - t1) / (t1 - t0):.2f} x the run)")


if __name__ == "__main__":
    main()
