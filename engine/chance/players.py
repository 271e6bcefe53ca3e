"""Several players taking turns: seat odds, the game's length in rounds and in rolls."""

from dataclasses import dataclass
from math import comb

__all__ = ["Seats", "seat_odds"]


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
