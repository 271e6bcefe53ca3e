"""What-if: the change in mean length when each jump is removed."""

from dataclasses import dataclass
from fractions import Fraction

from ..board import Rules
from ..numbers import decimal_text
from ..steps import drive
from .banded import expected_turns
from .chain import FIN, build_chain, eliminate, fraction_text, weights

__all__ = ["WhatIf", "what_if", "what_if_steps"]


@dataclass(frozen=True)
class WhatIf:
    """The mean game length without one jump, and the change from the real board."""

    jump: object
    mean_without: object
    delta_mean: object
    delta_mean_exact: object = None

    def to_dict(self, base=0):
        return {
            "jump": self.jump.to_dict(base),
            "mean_without": self.mean_without,
            "delta_mean": self.delta_mean,
            "delta_mean_exact": fraction_text(self.delta_mean_exact),
            "delta_mean_exact_decimal": decimal_text(self.delta_mean_exact),
            "mean_without_text": "–" if self.mean_without is None else f"{self.mean_without:.2f}",
            "delta_text": _signed(self.delta_mean),
            "effect": self.effect(),
        }

    def effect(self):
        """What removing the jump does, in words.

        >>> WhatIf(None, 40.0, 2.5).effect(), WhatIf(None, 40.0, -0.001).effect(), WhatIf(None, None, None).effect()
        ('longer', 'no change', 'no finite mean either way')
        """
        d = self.delta_mean
        if d is None:
            return "no finite mean either way" if self.mean_without is None else "without it every game ends"
        return "no change" if abs(d) < NO_CHANGE else "longer" if d > 0 else "shorter"


#: A change in the mean smaller than this many turns is shown as "no change".
NO_CHANGE = 5e-3


def _signed(d):
    """A change with two decimals and its sign (a true minus sign); a dash for none.

    >>> _signed(1.234), _signed(-0.5), _signed(0.0), _signed(None)
    ('+1.23', '−0.50', '0.00', '–')
    """
    if d is None:
        return "–"
    return f"{'+' if d > 0 else '−' if d < 0 else ''}{abs(d):.2f}"


def _mean(board, rules, exact):
    ch = build_chain(board, rules)
    s = ch.start_node
    if s == FIN:
        return Fraction(0) if exact else 0.0
    return expected_turns(ch, exact)[s]


def what_if(board, rules=Rules(), exact=False, progress=None, fast=True):
    """The change in mean length when each jump is removed, largest change first.

    Removing a jump changes one row of the chain (landing on its start no longer moves the
    player), so with ``fast`` all the float means come from one elimination with a right-hand side
    per jump and the Sherman-Morrison formula; a jump whose removal is not such a rank-one change
    (chained jumps, a game that may stop ending) gets a full solve of its own, and so do the
    exact deltas (in Fractions, one small solve per jump is quicker than one wide one).

    >>> from ..board import Board
    >>> b = Board.build(10, [(1, 8), (6, 2)], base=1)
    >>> [(w.jump.kind, w.delta_mean > 0) for w in what_if(b)]
    [('snake', False), ('ladder', True)]
    """
    return drive(what_if_steps(board, rules, exact, fast), progress)


def _means_without(board, rules, exact):
    """(mean, {index in board.jumps: mean without that jump}) from one multi-right-hand-side
    elimination; jumps left out of the dict need a full solve."""
    ch = build_chain(board, rules)
    s = ch.start_node
    _, good = ch.fates()
    starts = {j.start for j in board.jumps}
    if s == FIN or not good[s] or (rules.chain and any(j.end in starts for j in board.jumps)):
        return None, {}
    g = ch.goal
    dest = dict(ch.jumps)
    jnode = {x: g + 1 + i for i, (x, _) in enumerate(ch.jumps)}
    cols = [jnode[x] for x, _ in ch.jumps if good[jnode[x]]]
    col = {n: i + 1 for i, n in enumerate(cols)}
    nn = len(ch.edges)
    w = weights(ch, exact)
    one = Fraction(1) if exact else 1.0
    zero = Fraction(0) if exact else 0.0
    deps = [[(t, p) for t, p in w[n] if t != FIN] if good[n] else [] for n in range(nn)]
    const = []
    for n in range(nn):
        row = [zero] * (1 + len(cols))
        row[0] = one if ch.is_position(n) else zero
        if n in col:
            row[col[n]] = one
        const.append(row)
    order = [n for n in reversed(ch.ascending()) if good[n]]
    x = eliminate(order, deps, const, nn, exact, width=1 + len(cols))
    mean = x[s][0]
    out = {}
    for i, j in enumerate(board.jumps):
        if not 0 <= j.start < g or not good[jnode[j.start]]:
            out[i] = mean  # never landed on from the start: nothing changes
            continue
        r, px = jnode[j.start], j.start + 1
        if not good[px]:
            continue
        c = col[r]
        d = dest[j.start]
        e_to, h_to = (zero, zero) if d >= g else (x[d + 1][0], x[d + 1][c])
        denom = 1 + h_to - x[px][c]
        if (denom == 0) if exact else abs(denom) < 1e-9:
            continue
        # (I - Q') = (I - Q) + e_r (e_to - e_px)^T, so E' = E - N e_r (E[to] - E[px]) / denom
        out[i] = mean - x[s][c] * (e_to - x[px][0]) / denom
    return mean, out


def what_if_steps(board, rules, exact, fast=True):
    base_mean, quick = _means_without(board, rules, False) if fast else (None, {})
    if base_mean is None:
        base_mean = _mean(board, rules, False)
    base_exact = quick_exact = None
    if exact:
        # exact: one solve per jump; the many-right-hand-side solve is slower in Fractions
        base_exact, quick_exact = _mean(board, rules, True), {}
    yield 0.1
    out = []
    for i, j in enumerate(board.jumps):
        b2 = None
        if i in quick:
            m = quick[i]
        else:
            b2 = board.with_jumps([o for o in board.jumps if o is not j])
            m = _mean(b2, rules, False)
        delta = None if (m is None or base_mean is None) else m - base_mean
        dx = None
        if exact and base_exact is not None:
            if i in quick_exact:
                mx = quick_exact[i]
            else:
                b2 = b2 or board.with_jumps([o for o in board.jumps if o is not j])
                mx = _mean(b2, rules, True)
            dx = None if mx is None else mx - base_exact
        out.append(WhatIf(j, m, delta, dx))
        yield 0.1 + 0.9 * (i + 1) / len(board.jumps)
    out.sort(key=lambda w: (w.delta_mean is not None, abs(w.delta_mean or 0)), reverse=True)
    return tuple(out)
