"""Monte Carlo games: a seeded simulation written straight from the rules, independently of the
exact analysis in ``engine.chance``, so each checks the other.

Vocabulary (as in ``engine.chance``): a *position* is a square index, or -1 before the board when
``Rules.start == "off"``; a *turn* is one roll; a *seat* is a place in the turn order; a *round*
is one turn for each seat. Intervals are ``z``-sigma: normal intervals for means, Wilson intervals
for proportions.
"""

from dataclasses import dataclass
from math import sqrt
from random import Random

from ..board import Rules, one_die, resolve_jumps
from ..steps import drive

__all__ = ["MonteCarlo", "monte_carlo", "monte_carlo_steps"]


@dataclass(frozen=True)
class MonteCarlo:
    """Statistics of ``games`` simulated games (seeded), each with a ``z``-sigma interval.

    ``turns`` counts one-player games by length; ``seat_wins`` / ``verdicts`` count the
    several-player games (first-to-finish winner by seat; equal-turns sole winners and ties)."""

    games: int
    seed: int
    z: float
    turns: tuple
    unfinished: int
    seat_wins: tuple
    sole_wins: tuple
    ties: int
    rounds_sum: int
    rolls_sum: int
    rolls_sq_sum: int
    players: int
    unfinished_games: int

    @property
    def mean(self):
        done = self.games - self.unfinished
        return sum(n * c for n, c in enumerate(self.turns)) / done if done else None

    def mean_interval(self):
        done = self.games - self.unfinished
        if done < 2:
            return None
        mu = self.mean
        var = (sum(n * n * c for n, c in enumerate(self.turns)) - done * mu * mu) / (done - 1)
        half = self.z * sqrt(max(var, 0.0) / done)
        return (mu - half, mu + half)

    def proportion(self, count, total=None):
        """(estimate, low, high): Wilson interval for count out of total (default: games)."""
        total = self.games if total is None else total
        if not total:
            return (None, None, None)
        z = self.z
        p = count / total
        den = 1 + z * z / total
        mid = (p + z * z / (2 * total)) / den
        half = z * sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / den
        return (p, max(0.0, mid - half), min(1.0, mid + half))

    def rolls_interval(self):
        n = self.games - self.unfinished_games
        if n < 2:
            return None
        mu = self.rolls_sum / n
        var = (self.rolls_sq_sum - n * mu * mu) / (n - 1)
        half = self.z * sqrt(max(var, 0.0) / n)
        return (mu - half, mu + half)

    def quantile(self, q):
        acc = 0
        for n, c in enumerate(self.turns):
            acc += c
            if acc >= q * self.games:
                return n
        return None

    def to_dict(self):
        mi = self.mean_interval()
        ri = self.rolls_interval()
        done = self.games - self.unfinished_games
        return {
            "games": self.games,
            "seed": self.seed,
            "z": self.z,
            "mean": self.mean,
            "mean_interval": list(mi) if mi else None,
            "median": self.quantile(0.5),
            "percentiles": {str(q): self.quantile(q / 100) for q in (10, 25, 75, 90)},
            "turns": list(self.turns),
            "unfinished": self.unfinished,
            "players": self.players,
            "win_probability": [list(self.proportion(c, done)) for c in self.seat_wins],
            "expected_total_rolls": self.rolls_sum / done if done else None,
            "expected_total_rolls_interval": list(ri) if ri else None,
            "expected_rounds": self.rounds_sum / done if done else None,
            "equal_turns": {
                "sole": [list(self.proportion(c, done)) for c in self.sole_wins],
                "tie": list(self.proportion(self.ties, done)),
            },
        }


def _mover(board, rules):
    """move(p, r) -> the position after rolling r from p (the goal when finished); written
    straight from the rules, independently of the chain, so the simulation checks it."""
    dest = resolve_jumps(board, rules.chain)
    g, end = board.goal, rules.end

    def move(p, r):
        x = p + r
        if x > g:
            if end == "overshoot":
                return g
            if end == "exact":
                return p
            x = g - (x - g)
            while x < 0 or x > g:
                x = -x if x < 0 else 2 * g - x
        if x == g:
            return g
        x = dest.get(x, x)
        return g if x >= g else x

    return move


def monte_carlo(board, rules=Rules(), games=10_000, players=2, seed=1, z=1.96, max_turns=None, progress=None):
    """Simulate ``games`` one-player games and ``games`` games of ``players`` seats with a seeded
    generator; report the same statistics as the exact analysis, with intervals.

    >>> from ..board import Board
    >>> mc = monte_carlo(Board.build(2, [], base=1), games=200, players=2, seed=5)
    >>> mc.turns[1], mc.seat_wins, mc.ties
    (200, (200, 0), 200)
    """
    return drive(monte_carlo_steps(board, rules, games, players, seed, z, max_turns), progress)


def monte_carlo_steps(board, rules, games, players, seed, z, max_turns):
    """``monte_carlo`` in steps: yields the share done now and then, returns the MonteCarlo.  The
    one-player games come first, then the several-player ones, from one seeded stream of rolls."""
    one_die(rules, "the simulation")
    play = _Play(
        _mover(board, rules),
        Random(seed).random,
        rules.faces,
        board.goal,
        -1 if rules.start == "off" else board.start,
        max_turns or max(1_000, 50 * (board.size + 1)),
    )
    turns, unfinished = yield from _lone_games(play, games)
    table = yield from _table_games(play, games, max(1, int(players)))
    return MonteCarlo(games, seed, z, turns, unfinished, *table)


@dataclass(frozen=True)
class _Play:
    """How a simulated game goes: ``move`` (position, roll) -> position, ``rand`` the seeded stream,
    rolls 1..``faces``, finished at ``goal`` or more, from ``start``, given up after ``cap`` turns."""

    move: object
    rand: object
    faces: int
    goal: int
    start: int
    cap: int


def _lone_games(play, games):
    """One-player games: (games by their turns, games unfinished at the cap); yields the share done."""
    move, rand, k, g, start, cap = play.move, play.rand, play.faces, play.goal, play.start, play.cap
    counts, unfinished = {}, 0
    for i in range(games):
        p, n = start, 0
        while p < g and n < cap:
            p = move(p, 1 + int(rand() * k))
            n += 1
        if p < g:
            unfinished += 1
        else:
            counts[n] = counts.get(n, 0) + 1
        if i % 1024 == 1023:
            yield i / (2 * games)
    turns = [0] * (max(counts, default=0) + 1)
    for n, c in counts.items():
        turns[n] = c
    return tuple(turns), unfinished


def _table_games(play, games, players):
    """Games of ``players`` seats, each rolling in turn: the fields of MonteCarlo after ``unfinished``;
    yields the share done (from one half on)."""
    move, rand, k, g, start, cap = play.move, play.rand, play.faces, play.goal, play.start, play.cap
    wins, sole = [0] * players, [0] * players
    ties = rounds_sum = rolls_sum = rolls_sq = unfinished_games = 0
    for i in range(games):
        pos, rnd, winners = [start] * players, 0, []
        while not winners and rnd < cap:
            rnd += 1
            for s in range(players):
                if pos[s] < g:
                    pos[s] = move(pos[s], 1 + int(rand() * k))
                if pos[s] >= g:
                    winners.append(s)
        if not winners:
            unfinished_games += 1
            continue
        first = winners[0]
        wins[first] += 1
        rolls = (rnd - 1) * players + first + 1
        rounds_sum += rnd
        rolls_sum += rolls
        rolls_sq += rolls * rolls
        if len(winners) == 1:
            sole[first] += 1
        else:
            ties += 1
        if i % 1024 == 1023:
            yield 0.5 + i / (2 * games)
    return tuple(wins), tuple(sole), ties, rounds_sum, rolls_sum, rolls_sq, players, unfinished_games
