"""Time engine.route.min_throws on random boards of 10^2 .. 10^6 squares against a plain
``deque`` + ``set`` BFS written like seed 002's code, in the same process.

    python3 tests/bench/route.py [--quick]

Both sides get the same Board: the reference first flattens it into a ``cells`` list (as
seed 002 flattens its matrix), then runs the textbook BFS; ``min_throws`` reads the Board
itself. Each time is the best of 7 rounds (the machine may be busy), reported as
nanoseconds per square; the ratio is the median over the rounds of reference / min_throws
measured back to back. Targets (the issue): ratio >= 2 at 10^6 squares, and min_throws'
time per square within 1.5x across 10^4 .. 10^6.

Board families: jumps start on a fraction ``density`` of the squares and go up or down by
1..60 squares (local jumps make the search sweep the whole board instead of leaping to
the end), die 1..6.
"""

import random
import sys
import time
from collections import deque
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.board import Board
from engine.route import min_throws


def reference(board, faces=6):
    """Seed 002's style without the pruning: flatten, then deque + visited set."""
    cells = [-1] * board.size
    for j in board.jumps:
        cells[j.start] = j.end
    target = board.goal
    queue = deque([(board.start, 0)])
    visited = {board.start}
    while queue:
        square, moves = queue.popleft()
        if square == target:
            return moves
        for r in range(1, faces + 1):
            landing = square + r
            if landing > target:
                break
            d = cells[landing]
            dest = landing if d == -1 else d
            if dest == target:
                return moves + 1
            if dest not in visited:
                visited.add(dest)
                queue.append((dest, moves + 1))
    return -1


def random_board(n, density, rng, span=60):
    starts = rng.sample(range(1, n - 1), int((n - 2) * density))
    jumps = []
    for s in starts:
        e = s + rng.choice((-1, 1)) * rng.randint(1, span)
        if 0 <= e < n and e != s:
            jumps.append((s, e))
    return Board.build(n, jumps)


def timed(fn, board, budget):
    """Seconds per call, repeating the call until ``budget`` seconds have passed."""
    calls, t0 = 0, time.perf_counter()
    while True:
        fn(board)
        calls += 1
        elapsed = time.perf_counter() - t0
        if elapsed >= budget:
            return elapsed / calls


def paired_times(board, budget, rounds=7):
    """Best seconds per call of each side, and the median of the per-round ratios.

    The two sides run back to back in each round (alternating which goes first), so a busy
    spell on a shared machine slows both sides of a ratio alike.
    """
    fast, ref, ratios = [], [], []
    for k in range(rounds):
        if k % 2:
            r = timed(reference, board, budget)
            f = timed(min_throws, board, budget)
        else:
            f = timed(min_throws, board, budget)
            r = timed(reference, board, budget)
        fast.append(f)
        ref.append(r)
        ratios.append(r / f)
    return min(fast), min(ref), sorted(ratios)[len(ratios) // 2]


def main(quick=False):
    rng = random.Random(909)
    sizes = [10**2, 10**3, 10**4, 10**5, 10**6]
    families = [("no jumps", 0.0), ("sparse 5%", 0.05), ("dense 20%", 0.2)]
    budget = 0.05 if quick else 0.2
    print(
        f"Python {sys.version.split()[0]}; ns per square, best of 7 rounds; "
        "ratio = median of paired reference / min_throws"
    )
    summary = []
    for name, density in families:
        print(f"\n{name}")
        print(f"{'squares':>9} {'throws':>7} {'min_throws':>11} {'reference':>10} {'ratio':>6}")
        per_square = {}
        for n in sizes:
            board = random_board(n, density, rng)
            a, r = min_throws(board), reference(board)
            if a != r:
                raise SystemExit(f"disagree on a {n}-square board: min_throws {a}, reference {r}")
            t_fast, t_ref, ratio = paired_times(board, budget)
            per_square[n] = t_fast / n * 1e9
            print(f"{n:>9,} {a:>7} {t_fast / n * 1e9:>9.0f}ns {t_ref / n * 1e9:>8.0f}ns {ratio:>6.1f}")
            if n == sizes[-1]:
                ratio_big = ratio
        span = [per_square[n] for n in sizes if n >= 10**4]
        summary.append((name, ratio_big, max(span) / min(span)))
    print("\nsummary: ratio at 10^6 (target >= 2), spread of ns/square over 10^4..10^6 (target <= 1.5)")
    for name, ratio, spread in summary:
        print(f"  {name:<10} ratio {ratio:4.1f}   spread {spread:4.2f}")


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
