"""Several players taking turns: seat odds, the game's length in rounds and in rolls."""

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement
from math import comb

from .chain import FIN, eliminate
from .distribution import _turn_step

__all__ = ["Seats", "seat_odds", "rounds_exact", "game_mean_exact", "GAME_EXACT_STATES"]


@dataclass(frozen=True)
class Seats:
    """Odds for ``players`` independent players taking turns (seat 0 first).

    ``win`` is P(seat wins) under the first-to-finish rule; ``rounds`` and ``rolls`` the pmfs of
    the game's length in rounds and in total rolls; ``sole`` P(seat is the only winner) and ``tie``
    P(two or more win) under the equal-turns rule; ``no_winner`` P(nobody ever finishes)."""

    players: int
    win: tuple
    rounds: tuple
    rolls: tuple
    expected_rounds: object
    expected_rolls: object
    sole: tuple
    tie: object
    no_winner: object

    def verdicts(self):
        """Seed 001's four verdicts for two players (equal turns), else None."""
        if self.players != 2:
            return None
        return {"player_1": self.sole[0], "player_2": self.sole[1], "both": self.tie, "neither": self.no_winner}


def seat_odds(pmf, players, still=0, never=0):
    """Seat odds from one player's pmf (floats or Fractions) and the probability ``still`` that a
    player has not finished after the last entry (the truncated tail plus ``never``, the part
    that never finishes; when ``never`` > 0 the expected lengths are None).

    Seat i wins at its n-th turn when it finishes then, the seats before it have not finished
    by turn n and the seats after it have not finished by turn n-1.

    >>> from fractions import Fraction
    >>> s = seat_odds([Fraction(0), Fraction(1, 2), Fraction(1, 2)], 2)
    >>> s.win, s.expected_rolls
    ((Fraction(3, 4), Fraction(1, 4)), Fraction(7, 4))
    """
    players = int(players)
    nmax = len(pmf) - 1
    surv = [0] * (nmax + 1)
    acc = still
    for n in range(nmax, -1, -1):
        surv[n] = acc
        acc = acc + pmf[n]
    # acc is now 1 (= S(-1)); S(n) = surv[n]
    zero = pmf[0] * 0
    win = [zero] * players
    rounds = [zero] * (nmax + 1)
    rolls = [zero] * (nmax * players + 1)
    sole = [zero] * players
    tie = zero
    for n in range(1, nmax + 1):
        f = pmf[n]
        if not f:
            continue
        s_now, s_before = surv[n], surv[n - 1]
        for i in range(players):
            term = f * s_now**i * s_before ** (players - 1 - i)
            win[i] += term
            rounds[n] += term
            rolls[(n - 1) * players + i + 1] += term
        alone = f * s_now ** (players - 1)
        for i in range(players):
            sole[i] += alone
        tie += sum(comb(players, j) * f**j * s_now ** (players - j) for j in range(2, players + 1))
    if pmf[0]:
        # the start is the goal: every seat "finishes" before rolling; seat 0 is credited
        win[0] += 1 - sum(pmf[1:], zero) - still if players else zero
    exp_rounds = sum((n * p for n, p in enumerate(rounds)), zero)
    exp_rolls = sum((n * p for n, p in enumerate(rolls)), zero)
    if never:
        exp_rounds = exp_rolls = None
    no_winner = 1 - sum(sole, zero) - tie
    if isinstance(no_winner, float) and (no_winner < 0 or (not never and no_winner < 1e-9)):
        no_winner = 0.0  # rounding and the truncated tail: nobody-ever-finishes needs a stuck player
    return Seats(players, tuple(win), tuple(rounds), tuple(rolls), exp_rounds, exp_rolls, tuple(sole), tie, no_winner)


#: The exact mean of the game's length solves one equation per set of squares the players stand
#: on; above this many sets it is left out (the float mean stays).
GAME_EXACT_STATES = 300


def _turn_counts(ch, node):
    """{node: number of die faces} for one turn from ``node``; finishing faces under FIN."""
    mass = [0] * (ch.goal + 1)
    mass[node] = 1
    new, fin = _turn_step(ch, mass, True)
    out = {n: c for n, c in enumerate(new) if c}
    if fin:
        out[FIN] = fin
    return out


def rounds_exact(ch, players, turns):
    """P(the game lasts exactly n rounds) for n = 0..turns, exactly, snakes or not: the game goes
    past round n when every player does, so P(G > n) = S(n) ** players with S(n) one player's
    exact survival (roll sequences counted with integers)."""
    if ch.start_node == FIN:
        return (Fraction(1),) + (Fraction(0),) * turns
    mass = [0] * (ch.goal + 1)
    mass[ch.start_node] = 1
    alive, out = [Fraction(1)], [Fraction(0)]
    for n in range(1, turns + 1):
        mass, _ = _turn_step(ch, mass, True)
        alive.append(Fraction(sum(mass), ch.faces**n) ** players)
        out.append(alive[n - 1] - alive[n])
    return tuple(out)


def game_mean_exact(ch, players, limit=GAME_EXACT_STATES):
    """The mean number of rounds until the first player finishes, as a Fraction, or None when
    the players' squares make more than ``limit`` sets (or the goal may never be reached).

    The state is the multiset of the players' squares (they are alike); each round every player
    takes one turn; the game ends when one finishes. One equation per state, solved exactly.

    >>> from ..board import Board, Rules
    >>> from .chain import build_chain
    >>> game_mean_exact(build_chain(Board.build(3, [], base=1), Rules(faces=2, end="overshoot")), 2)
    Fraction(5, 4)
    """
    if ch.start_node == FIN:
        return Fraction(0)
    rows, seen, stack = {}, {ch.start_node}, [ch.start_node]
    while stack:
        node = stack.pop()
        rows[node] = _turn_counts(ch, node)
        for t in rows[node]:
            if t != FIN and t not in seen:
                seen.add(t)
                stack.append(t)
    if comb(len(rows) + players - 1, players) > limit or any(FIN not in _reach(rows, n) for n in rows):
        return None
    index, deps = _game_states(rows, players, ch.faces)
    order = sorted(index, key=sum, reverse=True)
    x = eliminate([index[s] for s in order], deps, [Fraction(1)] * len(index), len(index), True)
    return x[index[(ch.start_node,) * players]]


def _reach(rows, node):
    seen, stack = {node}, [node]
    while stack:
        for t in rows.get(stack.pop(), ()):
            if t not in seen:
                seen.add(t)
                stack.append(t)
    return seen


def _game_states(rows, players, faces):
    """Every multiset of ``players`` squares and its moves to multisets where nobody finished."""
    nodes = sorted(rows)
    index = {s: i for i, s in enumerate(combinations_with_replacement(nodes, players))}
    weight = Fraction(1, faces**players)
    deps = [None] * len(index)
    for state, i in index.items():
        nxt = {(): 1}
        for node in state:
            nxt = {(*part, t): c * k for part, c in nxt.items() for t, k in rows[node].items() if t != FIN}
        merged = {}
        for part, c in nxt.items():
            key = index[tuple(sorted(part))]
            merged[key] = merged.get(key, 0) + c
        deps[i] = [(j, c * weight) for j, c in merged.items()]
    return index, deps
