"""Dice or No Dice (seed 004, lab AA): the chance of rolling a die ``t`` times without losing.

Vocabulary:
  s         sides of the die, numbered ``0 .. s-1`` (``s >= 1``)
  t         rolls still to make (``t >= 0``; zero rolls always win)
  last      the previous roll, or ``-1`` when there was none
  lose      a roll equal to the previous roll or one away from it
  count     number of winning roll sequences; probability = count / s**t, exactly
  text      the probability as the instructor's C++ prints it (``cout``: ``%g``, 6 significant digits)

Two dynamic programs, both O(s*t) steps: a float one (what the C++ computes, fast for
s = t = 2000) and an integer one counting winning sequences (exact; the numbers grow to
t*log2(s) bits, so it costs more for large s and t).

>>> dond_text(6, 3, -1)
'0.314815'
>>> probability(6, 2, 0)
Fraction(13, 36)
"""

from dataclasses import dataclass
from fractions import Fraction

from . import numbers
from .limits import DOND_EXACT_COST

__all__ = [
    "Dond",
    "check_arguments",
    "counts",
    "dond",
    "dond_text",
    "float_row",
    "format_g",
    "fraction_text",
    "probability",
    "probability_float",
    "EXACT_COST_LIMIT",
    "exact_cost",
]

#: exact answers are computed when s * t * (bits of s**t) stays below this (about half a second)
EXACT_COST_LIMIT = DOND_EXACT_COST

#: at most this many points in the series against t
SERIES_POINTS = 200


def check_arguments(s, t, last):
    """Return a reason the arguments are not a legal game, or None.

    >>> check_arguments(6, 1, 6)
    'last-roll must be -1 or 0..s-1 (0..5), not 6'
    >>> check_arguments(6, 1, -1) is None
    True
    """
    if s < 1:
        return f"s must be at least 1, not {s}"
    if t < 0:
        return f"t must be 0 or more, not {t}"
    if not -1 <= last < s:
        return f"last-roll must be -1 or 0..s-1 (0..{s - 1}), not {last}"
    return None


def _step(row, inv):
    """One DP step on a whole row: ``new[v] = (sum(row) - row[v-1] - row[v] - row[v+1]) * inv``.

    With integer counts ``inv`` is 1 (the counts stay exact); with floats it is ``1 / s``.

    >>> _step([1, 1, 1, 1], 1), _step([1.0, 1.0, 1.0, 1.0], 0.25)
    ([2, 1, 1, 2], [0.5, 0.25, 0.25, 0.5])
    """
    tot = sum(row)
    if len(row) == 1:
        return [(tot - row[0]) * inv]
    new = [(tot - row[0] - row[1]) * inv]
    new += [(tot - a - b - c) * inv for a, b, c in zip(row, row[1:], row[2:])]
    new.append((tot - row[-2] - row[-1]) * inv)
    return new


def _half_step(half, odd, inv):
    """The step on the left half of a symmetric row (``row[v] == row[s-1-v]``), s >= 4:
    ``(sum of the old row * inv, the new half)``."""
    if odd:  # s = 2h - 1: the middle cell is half[-1] and row[h] mirrors half[-2]
        tot = 2 * sum(half) - half[-1]
        ext = [*half, half[-2]]
    else:  # s = 2h: row[h] mirrors half[-1]
        tot = 2 * sum(half)
        ext = [*half, half[-1]]
    new = [(tot - ext[0] - ext[1]) * inv]
    new += [(tot - a - b - c) * inv for a, b, c in zip(ext, ext[1:], ext[2:])]
    return tot * inv, new


def _rows(s, t, last, wanted, one, inv):
    """The DP in one number type: ``(after_none, [after_0, ...], {k: value after k rolls for k in
    wanted})``, starting from ``one`` (1 or 1.0) and scaling each step by ``inv`` (1 or 1/s).

    Uses the row's symmetry for s >= 4, halving the work (s = t = 2000 in floats in about 0.3 s).
    """
    series = {}
    none = one
    if s < 4:
        row = [one] * s
        for k in range(t + 1):
            if k in wanted:
                series[k] = none if last == -1 else row[last]
            if k == t:
                break
            none = sum(row) * inv
            row = _step(row, inv)
        return none, row, series
    odd = s % 2
    half = [one] * ((s + 1) // 2)
    at = -1 if last == -1 else min(last, s - 1 - last)
    for k in range(t + 1):
        if k in wanted:
            series[k] = none if at == -1 else half[at]
        if k == t:
            break
        none, half = _half_step(half, odd, inv)
    return none, half + half[::-1][odd:], series


def _int_rows(s, t, last, wanted=()):
    """The DP counting winning sequences (exact integers)."""
    return _rows(s, t, last, wanted, 1, 1)


def _float_rows(s, t, last, wanted=()):
    """The DP in floats, as the C++ computes it."""
    return _rows(s, t, last, wanted, 1.0, 1.0 / s)


def counts(s, t):
    """Winning sequences of ``t`` more rolls after each last roll: ``(after_none, [after_0, ...])``.

    >>> counts(6, 1)
    (6, [4, 3, 3, 3, 3, 4])
    """
    none, row, _ = _int_rows(s, t, -1)
    return none, row


def float_row(s, t):
    """Float probabilities after each last roll: ``(after_none, [after_0, ...])``, the C++ way.

    >>> float_row(6, 1)[1]
    [0.6666666666666666, 0.5, 0.5, 0.5, 0.5, 0.6666666666666666]
    """
    none, row, _ = _float_rows(s, t, -1)
    return none, row


def probability(s, t, last):
    """The exact probability as a Fraction.

    >>> probability(6, 1, 0)
    Fraction(2, 3)
    """
    _check(s, t, last)
    none, row = counts(s, t)
    return Fraction(none if last == -1 else row[last], s**t)


def probability_float(s, t, last):
    """The probability from the float DP (as the C++ computes it).

    >>> probability_float(6, 2, 0)
    0.36111111111111105
    """
    _check(s, t, last)
    none, row = float_row(s, t)
    return none if last == -1 else row[last]


def format_g(x):
    """A double as C++ ``cout`` prints it by default (``%g``, 6 significant digits).

    >>> [format_g(x) for x in (1.0, 0.5, 2 / 3, 1e-05, 0.0)]
    ['1', '0.5', '0.666667', '1e-05', '0']
    """
    return f"{x:g}"


def dond_text(s, t, last):
    """The line the instructor's ``dond s t last-roll`` prints.

    >>> [dond_text(6, 1, v) for v in (-1, 0, 1)]
    ['1', '0.666667', '0.5']
    """
    return format_g(probability_float(s, t, last))


def fraction_text(f):
    """``p/q`` (or ``p`` when q is 1), however many digits.

    >>> fraction_text(Fraction(13, 36)), fraction_text(Fraction(1))
    ('13/36', '1')
    """
    return numbers.fraction_text(f, denominator_one=False)


def _check(s, t, last):
    reason = check_arguments(s, t, last)
    if reason:
        raise ValueError(reason)


def exact_cost(s, t):
    """Rough cost of the integer DP (digit operations): s * t * bits(s**t)."""
    return s * t * max(1, t * max(1, s.bit_length()))


@dataclass(frozen=True)
class Dond:
    """The answer for one game, with every last roll and the series against t.

    ``exact`` is None when the integer DP would be too slow (see EXACT_COST_LIMIT);
    ``by_last`` lists last = -1 .. s-1; ``by_t_at`` are the t values of the ``by_t`` series.
    """

    s: int
    t: int
    last: int
    probability: float
    text: str
    exact: Fraction | None
    by_last: tuple  # of (last, probability float, Fraction or None)
    by_t_at: tuple
    by_t: tuple

    def to_dict(self):
        small = self.exact is not None and self.s**self.t < 10**60
        return {
            "s": self.s,
            "t": self.t,
            "last": self.last,
            "probability": self.probability,
            "text": self.text,
            "exact": None if self.exact is None else fraction_text(self.exact),
            "by_last": [
                {
                    "last": v,
                    "probability": p,
                    "text": format_g(p),
                    "exact": fraction_text(f) if small and f is not None else None,
                }
                for v, p, f in self.by_last
            ],
            "by_t_at": list(self.by_t_at),
            "by_t": list(self.by_t),
            "by_t_text": [format_g(p) for p in self.by_t],
        }


def _series_points(t, limit=SERIES_POINTS):
    if t + 1 <= limit:
        return list(range(t + 1))
    return sorted({round(i * t / (limit - 1)) for i in range(limit)})


def dond(s, t, last, *, exact=None):
    """Solve one game: float answer (printed as the C++ does), exact answer, table and series.

    ``exact``: True forces the integer DP, False skips it, None decides by cost.

    >>> r = dond(6, 2, -1)
    >>> r.text, r.exact, r.by_t
    ('0.555556', Fraction(5, 9), (1.0, 1.0, 0.5555555555555556))
    """
    _check(s, t, last)
    if exact is None:
        exact = exact_cost(s, t) <= EXACT_COST_LIMIT
    points = _series_points(t)
    wanted = set(points)
    if exact:
        none, row, counted = _int_rows(s, t, last, wanted)
        series = {k: c / s**k for k, c in counted.items()}  # int / int is correctly rounded
        q = s**t
        fracs = [Fraction(none, q)] + [Fraction(c, q) for c in row]
        floats = [none / q] + [c / q for c in row]
        # the printed value comes from the float DP, as the C++ computes it
        p_none, p_row = float_row(s, t)
        printed = [p_none, *p_row]
    else:
        none, row, series = _float_rows(s, t, last, wanted)
        fracs = [None] * (s + 1)
        floats = [none, *row]
        printed = floats
    chosen = last + 1
    return Dond(
        s=s,
        t=t,
        last=last,
        probability=floats[chosen],
        text=format_g(printed[chosen]),
        exact=fracs[chosen],
        by_last=tuple((v - 1, floats[v], fracs[v]) for v in range(s + 1)),
        by_t_at=tuple(points),
        by_t=tuple(series[k] for k in points),
    )
