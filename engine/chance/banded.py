"""Expected turns by one sweep down the board, using the chain's band structure.

Vocabulary (see ``engine.chance``): a turn from position ``p`` lands on one of the squares
``p+1..p+k``, so ``E[p] = 1 + (1/k) * sum(L[x] for x in p+1..p+k)`` where ``L[x]``, the value of
*landing* on ``x``, is ``E`` of the square the player ends on (a jump's end when ``x`` starts one,
0 past the goal). Sweeping from the goal down, that sum is a *window*: one square enters and one
leaves per position, so a square costs two vector additions whatever the die (the last ``k``
positions, where the end rule applies, read their edges one by one).

A position read from one at or above it (a snake's end, staying put, bouncing back) is an
*unknown*: every value is kept as a *vector*, an affine function of the unknowns (the constant,
then one coefficient per unknown); once the sweep has passed an unknown its own equation joins a
small dense system, as in ``chain.eliminate``. Exactly, every vector is scaled by one common
denominator ``Q = k**positions`` so the sweep only adds integers and divides them exactly by
``k``; in floats ``Q`` is 1.
"""

from fractions import Fraction
from math import lcm

from .chain import FIN, _solve_dense

__all__ = ["expected_turns", "expected_turns_from"]


def _landing(ch):
    """The node a player ends on after landing on each square ``0..goal-1`` (FIN past the goal)."""
    node = list(range(1, ch.goal + 1))
    for x, d in ch.jumps:
        node[x] = FIN if d >= ch.goal else d + 1
    return node


def _unknowns(ch, land, good):
    """Position nodes read from a position at or above them, among the good ones: {node: index}."""
    g, k = ch.goal, ch.faces
    found = {n for x, n in enumerate(land) if n != FIN and n <= x and good[n]}
    for p in range(max(ch.low, g - k), g):
        if good[p + 1]:
            found.update(t for t in _targets(ch, p, land) if t != FIN and t <= p + 1)
    return {n: i for i, n in enumerate(sorted(found))}


def _targets(ch, p, land):
    """Each edge of position ``p`` as the node it ends on (a jump node becomes its end)."""
    out = []
    for t, c in ch.edges[p + 1]:
        if t > ch.goal:
            t = land[ch.jumps[t - ch.goal - 1][0]]
        out.extend([t] * c)
    return out


def _sweep(ch, land, good, unknown, q, exact):
    """Vectors (times ``q``) of every position, from the goal down: ``vals[p + 1]`` for position p."""
    g, k, low = ch.goal, ch.faces, ch.low
    width = 1 + len(unknown)
    zero = [0 * q] * width
    vals = [zero] * (g + 1)
    unit = {}
    for n, i in unknown.items():
        unit[n] = [0 * q] * width
        unit[n][1 + i] = q

    def landed(n, p):
        if n == FIN:
            return zero
        return vals[n] if n > p + 1 else unit.get(n, zero)

    lands = [zero] * (g + k + 1)  # lands[x]: L[x] as a vector, once it is known (zero past the goal)
    window = None
    for p in range(g - 1, low - 1, -1):
        if p + k < g:
            if window is None:
                window = [sum(col) for col in zip(*lands[p + 1 : p + k + 1])]
            else:
                window = [w + a - b for w, a, b in zip(window, lands[p + 1], lands[p + k + 1])]
            total = window
        else:
            parts = [landed(t, p) for t in _targets(ch, p, land)] if good[p + 1] else [zero]
            total = [sum(col) for col in zip(*parts)]
        if good[p + 1]:
            v = [a // k for a in total] if exact else [a / k for a in total]
            v[0] += q
            vals[p + 1] = v
        if p >= 0:
            n = land[p]
            lands[p] = landed(n, p - 1) if n != p + 1 else vals[p + 1]
    return vals


def _solve(vals, unknown, q, exact):
    """The unknowns' values: ``q * u[n] = vals[n] . (1, u)`` for every unknown node ``n``."""
    m = len(unknown)
    if not m:
        return []
    one = Fraction if exact else float
    rows, rhs = [], []
    for n, i in unknown.items():
        v = vals[n]
        row = [one(-c) for c in v[1:]]
        row[i] += q
        rows.append(row)
        rhs.append([one(v[0])])
    return [u[0] for u in _solve_dense(rows, rhs, exact)]


def _solved(ch, exact, fates):
    """(vals, unknowns' values, q, good) for the chain ``ch``."""
    _, good = fates or ch.fates()
    land = _landing(ch)
    unknown = _unknowns(ch, land, good)
    positions = ch.goal - ch.low
    q = ch.faces**positions if exact else 1.0
    vals = _sweep(ch, land, good, unknown, q, exact)
    return vals, _solve(vals, unknown, q, exact), q, good


def _value(v, u, q, exact):
    if not exact:
        return v[0] + sum(c * x for c, x in zip(v[1:], u) if c)
    if not u:
        return Fraction(v[0], q)
    den = lcm(*(x.denominator for x in u))
    num = v[0] * den + sum(c * (x.numerator * (den // x.denominator)) for c, x in zip(v[1:], u) if c)
    return Fraction(num, q * den)


def expected_turns_from(ch, node, exact=False, fates=None):
    """``E`` at one good position node: ``expected_turns(ch, exact)[node]`` without the other nodes.

    >>> from ..board import Board, Rules
    >>> from .chain import build_chain
    >>> ch = build_chain(Board.build(7, [], base=1), Rules(faces=6))
    >>> expected_turns_from(ch, ch.start_node, exact=True) == Fraction(7, 6) ** 5
    True
    """
    vals, u, q, _ = _solved(ch, exact, fates)
    return _value(vals[node], u, q, exact)


def expected_turns(ch, exact=False, fates=None):
    """Expected turns left from every node (None where the game may never end).

    >>> from ..board import Board, Rules
    >>> from .chain import build_chain
    >>> ch = build_chain(Board.build(7, [], base=1), Rules(faces=6))
    >>> expected_turns(ch, exact=True)[ch.start_node] == Fraction(7, 6) ** 5
    True
    """
    vals, u, q, good = _solved(ch, exact, fates)
    land = _landing(ch)
    out = [None] * len(ch.edges)
    for n in range(ch.low + 1, ch.goal + 1):
        if good[n]:
            out[n] = _value(vals[n], u, q, exact)
    for j, (x, _) in enumerate(ch.jumps):
        t, n = land[x], ch.goal + 1 + j
        if good[n]:
            out[n] = (Fraction(0) if exact else 0.0) if t == FIN else out[t]
    return out
