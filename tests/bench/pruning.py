"""Seed 002's claim, measured: how much does "enqueue every jump plus only the deepest plain
square" shrink the BFS queue?

    python3 tests/bench/pruning.py [--quick]

For random boards of several sizes and jump densities, runs engine.route.pruned_bfs (a
faithful port of the seed's code) and engine.route.plain_bfs (the same code with every
unseen landing enqueued) and prints the reduction factor plain.enqueued / pruned.enqueued
(and the same for nodes expanded): median, 10th and 90th percentiles, min and max. Both
searches must give the same number of throws on every board (the run stops otherwise).
Also times the two in the same process (best of 3 runs over each batch of boards):
``time ratio`` = plain time / pruned time.

Boards are LeetCode-like: no jump on the first or last square; a jump starts on each other
square with probability ``density`` and ends on a uniformly random square (snakes and
ladders alike), die 1..6. Boards whose goal is unreachable are counted but left out of
the factors (both searches stop early there).
"""

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.board import Board, Jump
from engine.route import plain_bfs, pruned_bfs


def random_board(n, density, rng):
    jumps = []
    for s in range(1, n - 1):
        if rng.random() < density:
            e = rng.randrange(n)
            if e != s:
                jumps.append(Jump(s, e))
    return Board(n, tuple(jumps), 1)


def quantiles(xs):
    xs = sorted(xs)
    q = statistics.quantiles(xs, n=10) if len(xs) > 1 else [xs[0]] * 9
    return statistics.median(xs), q[0], q[-1], xs[0], xs[-1]


def best_batch_time(fn, batch, rounds=3):
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        for b in batch:
            fn(b)
        best = min(best, time.perf_counter() - t0)
    return best


def main(quick=False):
    rng = random.Random(2)
    sizes = [36, 100, 400, 2_500, 10_000] + ([] if quick else [100_000])
    densities = [0.02, 0.05, 0.1, 0.2, 0.4]
    print("reduction factor = plain / pruned (queue entries; in brackets, nodes expanded)")
    print(
        f"{'squares':>8} {'density':>7} {'boards':>6} {'-1':>4}  {'median':>6} {'p10':>5} {'p90':>5} "
        f"{'min':>5} {'max':>6}   {'expanded median':>15}  {'time ratio':>10}"
    )
    all_enq = []
    for n in sizes:
        boards = 20 if n >= 100_000 else (60 if quick else 200) if n >= 2_500 else (300 if quick else 2000)
        for density in densities:
            enq, exp, unreachable = [], [], 0
            batch = [random_board(n, density, rng) for _ in range(boards)]
            for b in batch:
                p, q = pruned_bfs(b), plain_bfs(b)
                if p.throws != q.throws:
                    raise SystemExit(f"pruned {p.throws} != plain {q.throws} on {b!r}")
                if p.throws < 0:
                    unreachable += 1
                    continue
                enq.append(q.enqueued / p.enqueued)
                exp.append(q.expanded / p.expanded)
            t_pruned = best_batch_time(pruned_bfs, batch)
            t_plain = best_batch_time(plain_bfs, batch)
            all_enq += enq
            med, p10, p90, lo, hi = quantiles(enq)
            print(
                f"{n:>8,} {density:>7.2f} {boards:>6} {unreachable:>4}  {med:>6.2f} {p10:>5.2f} {p90:>5.2f} "
                f"{lo:>5.2f} {hi:>6.2f}   {f'({statistics.median(exp):.2f})':>15}  {t_plain / t_pruned:>10.2f}"
            )
    med, p10, p90, lo, hi = quantiles(all_enq)
    print(f"\nall boards: queue reduction median {med:.2f}, p10 {p10:.2f}, p90 {p90:.2f}, min {lo:.2f}, max {hi:.2f}")
    print("seed 002 claims 2-4x")


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
