"""The distribution of ``T``, the number of turns one player needs."""

from dataclasses import dataclass
from fractions import Fraction
from itertools import accumulate
from math import log
from operator import sub

from ..steps import drive
from .chain import FIN, TAIL

__all__ = ["Distribution", "turn_distribution", "distribution_steps", "min_turns", "p_turns_exact"]


@dataclass(frozen=True)
class Distribution:
    """``pmf[n] = P(T = n)`` for n = 0..len-1 (floats); ``pmf_exact`` the same as Fractions when
    the whole distribution is known exactly; ``tail`` the probability still playing after the
    last turn followed; ``never`` the probability of being stuck where the goal cannot be reached;
    ``extrapolated_from`` the last turn iterated before the geometric tail took over (or None)."""

    pmf: tuple
    pmf_exact: tuple = None
    tail: float = 0.0
    never: float = 0.0
    extrapolated_from: int = None

    @property
    def complete(self):
        return self.tail <= TAIL

    def cdf(self):
        return tuple(accumulate(self.pmf))

    def quantile(self, q):
        """Smallest n with P(T <= n) >= q (None when T stays below q), exact when known."""
        return self.quantiles([q])[0]

    def quantiles(self, qs):
        """``quantile`` of each of ``qs`` (ascending), in one pass over the distribution.

        >>> Distribution((0.0, 0.5, 0.25, 0.25)).quantiles([Fraction(1, 2), Fraction(3, 4), Fraction(1)])
        [1, 2, 3]
        """
        exact = self.pmf_exact is not None
        src = self.pmf_exact if exact else self.pmf
        out = []
        acc = Fraction(0) if exact else 0.0
        n = -1
        for q in qs:
            target = q if exact else float(q) - 1e-12
            while (n < 0 or acc < target) and n + 1 < len(src):
                n += 1
                acc += src[n]
            out.append(n if acc >= target and n >= 0 else None)
        return out

    def mode(self):
        src = self.pmf_exact if self.pmf_exact is not None else self.pmf
        best = max(range(len(src)), key=lambda n: (src[n], -n))
        return best if src[best] > 0 else None

    def min_turns(self):
        src = self.pmf_exact if self.pmf_exact is not None else self.pmf
        return next((n for n, f in enumerate(src) if f > 0), None)


def _turn_step(ch, mass, exact_counts):
    """One turn for every player at once: (new mass by node, mass that finished).

    With ``exact_counts`` the masses are counts of roll sequences (not divided by k)."""
    k, g = ch.faces, ch.goal
    pre = [0, *accumulate(mass)]
    pre.extend([pre[-1]] * (k - 1))
    # land[j] = mass landing on square j-1 = sum of mass[j-r] for r in 1..k
    land = pre[:k] + list(map(sub, pre[k:], pre[:-k]))
    new = land[: g + 1]
    fin = land[g + 1]
    over = land[g + 2 :]
    if ch.end == "overshoot":
        fin += sum(over)
    elif ch.end == "bounce":
        period = 2 * g
        for i, v in enumerate(over):
            if v:
                y = (g + 1 + i) % period
                if y > g:
                    y = period - y
                if y == g:
                    fin += v
                else:
                    new[y + 1] += v
    moved = []
    for x, d in ch.jumps:
        v = new[x + 1]
        if v:
            new[x + 1] = 0
            moved.append((d, v))
    for d, v in moved:
        if d >= g:
            fin += v
        else:
            new[d + 1] += v
    if ch.end == "exact":
        for i in range(max(0, g + 1 - k), g + 1):
            c = i - 1 + k - g
            if c > 0 and mass[i]:
                new[i] += mass[i] * c
    if not exact_counts:
        inv = 1.0 / k
        new = [v * inv for v in new]
        fin *= inv
    return new, fin


def turn_distribution(ch, tol=TAIL, max_turns=None, exact=None, fates=None, progress=None, extrapolate=True):
    """The distribution of T. Exact (Fractions from integer counts of roll sequences) when the
    chain has no back edges; otherwise floats until less than ``tol`` is still playing.

    In floats, once the fraction of players still playing that survive each turn has stayed the
    same to 1e-12 for 64 turns (the chain's quasi-stationary regime: the tail is geometric from
    there on), the rest of the tail is written down directly unless ``extrapolate`` is False.

    >>> from ..board import Board, Rules
    >>> from .chain import build_chain
    >>> d = turn_distribution(build_chain(Board.build(4, [], base=1), Rules(faces=2)))
    >>> d.pmf_exact
    (Fraction(0, 1), Fraction(0, 1), Fraction(3, 4), Fraction(1, 4))
    """
    return drive(distribution_steps(ch, tol, max_turns, exact, fates, extrapolate), progress)


def distribution_steps(ch, tol=TAIL, max_turns=None, exact=None, fates=None, extrapolate=True):
    """``turn_distribution`` as steps: yields its progress (0 to 1), returns the ``Distribution``."""
    if ch.start_node == FIN:
        return Distribution((1.0,), (Fraction(1),))
    if exact is None:
        exact = ch.acyclic()
    if exact:
        return (yield from _exact_steps(ch))
    if max_turns is None:
        max_turns = min(100_000, max(2_000, 50_000_000 // (ch.goal + 1)))
    return (yield from _float_steps(ch, tol, max_turns, fates or ch.fates(), extrapolate))


def _exact_steps(ch):
    """A chain with no back edge: integer counts of roll sequences, turn by turn, until none plays on."""
    g = ch.goal
    mass = [0] * (g + 1)
    mass[ch.start_node] = 1
    fins = [0]
    while any(mass):
        mass, fin = _turn_step(ch, mass, True)
        fins.append(fin)
        if len(fins) % 16 == 0:
            yield min(1.0, len(fins) / (g + 1))
    k = ch.faces
    pmf_exact = tuple(Fraction(f, k**n) for n, f in enumerate(fins))
    return Distribution(tuple(float(f) for f in pmf_exact), pmf_exact)


def _float_steps(ch, tol, max_turns, fates, extrapolate):
    """Floats turn by turn until less than ``tol`` plays on; the players on squares that cannot finish
    (``fates``) never do.  Once the survival ratio has settled (``_settled``) the tail is geometric and
    written down directly (``extrapolate``)."""
    g = ch.goal
    can, _ = fates
    doomed = [n for n in range(ch.low + 1, g + 1) if not can[n]]
    mass = [0.0] * (g + 1)
    mass[ch.start_node] = 1.0
    pmf, never, alive, logtol = [0.0], 0.0, 1.0, log(tol)
    ratios = []  # (alive after / alive before, finished / alive before) per turn
    settled = None
    while alive > tol and len(pmf) <= max_turns:
        mass, fin = _turn_step(ch, mass, False)
        for n in doomed:
            never += mass[n]
            mass[n] = 0.0
        pmf.append(fin)
        before, alive = alive, sum(mass)
        if extrapolate and before > 0:
            ratios.append((alive / before, fin / before))
        if len(pmf) % 64 == 0:
            if alive > 0:
                yield min(1.0, log(alive) / logtol)
            if extrapolate and len(ratios) >= _SETTLE:
                settled = _settled(ratios[-_SETTLE:])
                if settled:
                    break
    if not settled or alive <= tol:
        return Distribution(tuple(pmf), None, max(alive, 0.0), never)
    # The chain is in its quasi-stationary regime: every further turn keeps the fraction lam of the
    # players still playing and finishes phi of them.
    lam, phi = settled
    extrapolated_from = len(pmf) - 1
    while alive > tol and len(pmf) <= max_turns:
        pmf.append(alive * phi)
        if doomed:
            never += alive * max(0.0, 1 - lam - phi)
        alive *= lam
    return Distribution(tuple(pmf), None, max(alive, 0.0), never, extrapolated_from)


#: Turns over which the survival ratio must stay constant before the tail is extrapolated.
_SETTLE = 64


def _settled(window):
    """(lam, phi) when both per-turn ratios stay within 1e-12 over ``window``, else None."""
    lams = [r for r, _ in window]
    phis = [f for _, f in window]
    lam, phi = sum(lams) / len(lams), sum(phis) / len(phis)
    if not 0 < lam < 1 - 1e-9 or phi <= 0:
        return None
    if max(lams) - min(lams) > 1e-12 or max(phis) - min(phis) > 1e-12 * phi:
        return None
    return lam, phi


def min_turns(ch):
    """Fewest turns to finish (BFS over the chain), or None."""
    s = ch.start_node
    if s == FIN:
        return 0
    jump_target = {ch.goal + 1 + j: (FIN if d >= ch.goal else d + 1) for j, (_, d) in enumerate(ch.jumps)}
    seen = {s}
    frontier = [s]
    depth = 0
    while frontier:
        depth += 1
        nxt = []
        for n in frontier:
            for t, _ in ch.edges[n]:
                t = jump_target.get(t, t)
                if t == FIN:
                    return depth
                if t not in seen:
                    seen.add(t)
                    nxt.append(t)
        frontier = nxt
    return None


def p_turns_exact(ch, turns):
    """P(T = turns) exactly, by counting roll sequences for ``turns`` turns."""
    mass = [0] * (ch.goal + 1)
    mass[ch.start_node] = 1
    fin = 0
    for _ in range(turns):
        mass, fin = _turn_step(ch, mass, True)
    return Fraction(fin, ch.faces**turns)
