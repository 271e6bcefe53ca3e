"""Benchmark: the probability analysis (engine.chance) against plain dense Gaussian elimination.

    python3 tests/bench/analysis.py [--repeat N]

1. The exact mean of the 100-square Milton Bradley board (start off the board, exact landing):
   engine.chance's structured elimination over Fraction, next to a dense Gauss-Jordan solve of
   (I - Q) E = 1 over Fraction written here.
2. A 32 x 32 board (1,024 squares, 40 ladders, 40 snakes, seeded) in floats: the structured
   elimination, next to a dense Gauss-Jordan solve over float lists; then the whole analysis
   (distribution, seat odds, visits) with and without the what-if table.
Prints times and ratios (dense / engine); nothing is asserted.
"""

import argparse
import json
import random
import sys
import time
from fractions import Fraction
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from engine import chance  # noqa: E402
from engine.board import Board, Rules  # noqa: E402

CHUTES = REPO / "tests" / "data" / "chutes" / "board_variants.json"


def chutes_board():
    data = json.loads(CHUTES.read_text())
    jumps = [(int(a) - 1, b - 1) for a, b in data["ladders"].items()]
    jumps += [(int(a) - 1, b - 1) for a, b in data["chutes_variant_47"].items()]
    return Board.build(100, jumps, base=1)


def big_board(seed=32):
    rng = random.Random(seed)
    size = 32 * 32
    used = set()
    jumps = []
    while len(jumps) < 80:
        a = rng.randrange(1, size - 1)
        b = rng.randrange(1, size - 1)
        if a == b or a in used or b in used:
            continue
        lo, hi = min(a, b), max(a, b)
        up = len(jumps) < 40
        jumps.append((lo, hi) if up else (hi, lo))
        used.update((a, b))
    return Board.build(size, jumps, base=1)


def dense_system(ch, exact):
    """(I - Q) and the right-hand side 1 over the chain's positions (jumps folded in)."""
    g, k = ch.goal, ch.faces
    jump_target = {g + 1 + j: (chance.FIN if d >= g else d + 1) for j, (_, d) in enumerate(ch.jumps)}
    nodes = list(range(ch.low + 1, g + 1))
    index = {n: i for i, n in enumerate(nodes)}
    n = len(nodes)
    one = Fraction(1) if exact else 1.0
    zero = Fraction(0) if exact else 0.0
    a = [[zero] * n for _ in range(n)]
    for i, node in enumerate(nodes):
        a[i][i] += one
        for t, c in ch.edges[node]:
            t = jump_target.get(t, t)
            if t != chance.FIN:
                a[i][index[t]] -= Fraction(c, k) if exact else c / k
    return a, [one] * n, index


def dense_gauss(a, b):
    """Textbook Gauss-Jordan with partial pivoting on full rows (zero multipliers skipped)."""
    n = len(a)
    m = [[*row[:], v] for row, v in zip(a, b)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        pr = m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / pr[c]
                if f:
                    m[r] = [x - f * y for x, y in zip(m[r], pr)]
    return [m[i][n] / m[i][i] for i in range(n)]


def best(fn, repeat):
    t = float("inf")
    out = None
    for _ in range(repeat):
        s = time.perf_counter()
        out = fn()
        t = min(t, time.perf_counter() - s)
    return t, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    print(f"python {sys.version.split()[0]}")

    board = chutes_board()
    rules = Rules(faces=6, start="off", end="exact")
    ch = chance.build_chain(board, rules)
    t_eng, e = best(lambda: chance.expected_turns(ch, exact=True)[ch.start_node], args.repeat)
    a, b, index = dense_system(ch, exact=True)
    t_dense, x = best(lambda: dense_gauss(a, b), 1)
    assert x[index[ch.start_node]] == e
    print(
        f"100-square exact mean ({float(e):.6f}): engine {t_eng * 1000:.1f} ms, "
        f"dense Fraction Gauss {t_dense * 1000:.0f} ms, ratio {t_dense / t_eng:.0f}x "
        f"(target: engine < 200 ms)"
    )

    board = big_board()
    rules = Rules(faces=6)
    ch = chance.build_chain(board, rules)
    t_eng, e = best(lambda: chance.expected_turns(ch)[ch.start_node], args.repeat)
    a, b, index = dense_system(ch, exact=False)
    t_dense, x = best(lambda: dense_gauss(a, b), 1)
    assert abs(x[index[ch.start_node]] - e) < 1e-9 * e
    print(
        f"32x32 float mean ({e:.4f}), expected remaining from every square: engine {t_eng * 1000:.1f} ms, "
        f"dense float Gauss {t_dense * 1000:.0f} ms, ratio {t_dense / t_eng:.0f}x"
    )
    t_an, an = best(lambda: chance.analyze(board, rules, players=2, what_ifs=False), args.repeat)
    print(
        f"32x32 float analysis (mean, visits, distribution over {len(an.distribution.pmf) - 1} turns, "
        f"2 seats): {t_an * 1000:.0f} ms, ratio dense-solve/analysis {t_dense / t_an:.1f}x (target < 500 ms)"
    )
    t_wi, _ = best(lambda: chance.analyze(board, rules, players=2, what_ifs=True), 1)
    print(f"32x32 float analysis with the what-if table (80 jumps): {t_wi * 1000:.0f} ms")


if __name__ == "__main__":
    main()
