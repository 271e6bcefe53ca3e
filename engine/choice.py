"""Optional jumps, optimal play: the fewest turns to expect when the player may decline ladders
(and, as a variant, snakes), solved as a Markov decision process (Codeforces 1245E's rule).

Vocabulary: a *turn* is one roll of a fair die with ``rules.faces`` faces; ``V[p]`` is the
expected number of turns left from position p under the best policy (p = -1 is the square
before the board when ``rules.start == "off"``); landing on the start of an *optional* jump, the
player stands on whichever of the two squares has the smaller V. A jump's end never starts
another jump (the judge's rule: no chaining). ``rules.end`` says what a roll past the goal does.

Two solvers:
- *forward*: when no move can go backwards (no snake can be taken, no bounce), V is computed
  from the goal down in one pass, exactly (``Fraction``) for boards up to EXACT_LIMIT squares;
- *general*: Gauss-Seidel value iteration in floats until the Bellman residual is below 1e-13,
  with the error bound ``residual x longest expected game`` stated; boards up to
  POLICY_LIMIT squares are then finished by exact policy iteration (``Fraction`` solves).

>>> from engine.board import Board, Rules
>>> r = optimal_turns(Board.build(100, [], base=1), Rules(end="exact"))
>>> r.exact, r.method, f"{float(r.expected):.10f}"
(True, 'forward', '33.0476190476')
"""

from dataclasses import dataclass
from fractions import Fraction

from .board import Rules, one_die
from .errors import InputError

__all__ = ["Optimal", "optimal_turns", "EXACT_LIMIT", "POLICY_LIMIT", "GENERAL_LIMIT"]

EXACT_LIMIT = 2_500
POLICY_LIMIT = 64
#: Largest board the general (value iteration) solver takes; forward boards have no limit but MAX_SQUARES.
GENERAL_LIMIT = 2_000
INF = float("inf")


@dataclass(frozen=True)
class Optimal:
    """``expected`` turns from the start (Fraction when ``exact``, else float; inf when the goal
    cannot be reached for sure), ``error_bound`` (0 when exact), ``method``, ``values`` (float V
    per square), and the policy: ``take`` and ``decline``, the optional jump starts (squares)
    where the best player takes or declines the jump."""

    expected: object
    exact: bool
    error_bound: float
    method: str
    values: tuple
    take: tuple
    decline: tuple

    def to_dict(self, board):
        finite = self.expected != INF
        return {
            "expected": f"{float(self.expected):.10f}" if finite else None,
            "fraction": str(self.expected) if self.exact and finite else None,
            "exact": self.exact,
            "error_bound": self.error_bound,
            "method": self.method,
            "take": [board.label(s) for s in self.take],
            "decline": [board.label(s) for s in self.decline],
            "values": [None if v == INF else round(v, 10) for v in self.values],
            "policy": policy_rows(board, self),
            "text": answer_lines(self),
        }


def policy_rows(board, result):
    """One row per optional jump, in board order: squares (``start``, ``end``, indices for
    drawing), labels, ``kind``, ``action`` (take or decline) and the page's sentence for it."""
    rows, take, decline = [], set(result.take), set(result.decline)
    for j in board.jumps:
        if j.start in take or j.start in decline:
            action = "take" if j.start in take else "decline"
            a, b = board.label(j.start), board.label(j.end)
            what = f"landing on {a}, " + (
                f"{'climb' if j.kind == 'ladder' else 'slide'} to {b}" if action == "take" else "stay there"
            )
            rows.append(
                {
                    "start": j.start,
                    "end": j.end,
                    "start_label": a,
                    "end_label": b,
                    "kind": j.kind,
                    "action": action,
                    "text": f"{j.kind} {a} → {b}: {action} ({what})",
                }
            )
    return rows


def answer_lines(result):
    """The answer in words: the expected turns (10 decimals), the fraction, how it was found; with
    no jump to choose (none optional, ``decline`` none), the plain expected number of turns.

    >>> from engine.board import Board, Rules
    >>> answer_lines(optimal_turns(Board.build(10, [(4, 1)], base=1), Rules(end="exact"), "none"))[::2]
    ['Expected turns: 7.7604790419', 'No jump is optional: every jump landed on is taken.']
    """
    if result.expected == INF:
        return ["No policy reaches the goal for sure: the expected number of turns is infinite."]
    take, decline = len(result.take), len(result.decline)
    lines = [f"{'Minimum expected' if take + decline else 'Expected'} turns: {float(result.expected):.10f}"]
    if result.exact:
        lines.append(f"Exactly {result.expected} ({result.method}, fractions).")
    else:
        lines.append(f"{result.method} in floats, error at most {result.error_bound:.1e}.")
    if take + decline:
        lines.append(f"Best policy: take {take} optional jump{'s' * (take != 1)}, decline {decline}.")
    else:
        lines.append("No jump is optional: every jump landed on is taken.")
    return lines


def _landings(board, rules, p):
    """[(count, square)] where a roll from position p lands before any jump."""
    goal, out = board.goal, {}
    for r in range(1, rules.faces + 1):
        t = p + r
        if t > goal:
            t = p if rules.end == "exact" else goal if rules.end == "overshoot" else max(0, 2 * goal - t)
        out[t] = out.get(t, 0) + 1
    return [(count, t) for t, count in sorted(out.items())]


def _options(board, decline):
    """{square: (squares the player may end the move on)} for every jump start but the goal."""
    opts = {}
    for j in board.jumps:
        if j.start == board.goal:
            continue
        optional = decline == "all" or (decline == "ladders" and j.kind == "ladder")
        opts[j.start] = (j.start, j.end) if optional else (j.end,)
    return opts


def _positions(board, rules):
    return ([-1] if rules.start == "off" else []) + list(range(board.size))


def _forward(board, rules, opts):
    """True when every move goes forward or stays: V can be computed from the goal down."""
    if rules.end == "bounce":
        return False
    return all(q >= s for s, qs in opts.items() for q in qs)


def _solve_forward(board, rules, opts, one):
    """V from the goal down; ``one`` is Fraction(1) for exact values or 1.0. Away from the goal
    V[p] = 1 + (best[p+1] + ... + best[p+faces]) / faces, a sliding sum (best[t]: the better of the
    squares a landing on t offers); the last ``faces`` squares take the general formula."""
    n, f, goal = board.size, rules.faces, board.goal
    V = [INF] * (n + 1)  # V[-1] is the square before the board
    best = [one * 0] * (n + 1)
    V[goal] = one * 0
    window = None  # best[p+1] + ... + best[p+f]
    for p in reversed(_positions(board, rules)):
        if p >= goal:
            continue
        if p + f <= goal:
            if window is None:
                window = sum(best[p + 1 : p + f + 1], one * 0)
            else:
                window += best[p + 1] - best[p + f + 1]
            V[p] = 1 + window / f
        else:
            stay, total = 0, one * 0
            for count, t in _landings(board, rules, p):
                if t == p and rules.end == "exact":
                    stay += count
                else:
                    total += count * best[t]
            V[p] = (1 + total / f) / (1 - one * stay / f)
        if p >= 0:
            best[p] = min(V[q] for q in opts.get(p, (p,)))
    return V


def _moves(board, rules, opts, p):
    """[(count, squares the roll may end on)] from p; a roll past the goal under ``exact`` stays put."""
    return [
        (count, (p,) if t == p and rules.end == "exact" else opts.get(t, (t,)))
        for count, t in _landings(board, rules, p)
    ]


def _doomed(board, rules, opts):
    """Positions from which no policy reaches the goal for sure (their V is infinite)."""
    positions = [p for p in _positions(board, rules) if p != board.goal]
    moves = {p: _moves(board, rules, opts, p) for p in positions}
    bad = set()
    while True:
        forced = {p for p in positions if p not in bad and any(all(q in bad for q in qs) for _, qs in moves[p])}
        parents = {}
        for p in positions:
            if p not in bad:
                for _, qs in moves[p]:
                    for q in qs:
                        if q not in bad:
                            parents.setdefault(q, []).append(p)
        seen, stack = {board.goal}, [board.goal]
        while stack:
            for p in parents.get(stack.pop(), ()):
                if p not in seen:
                    seen.add(p)
                    stack.append(p)
        new = forced | {p for p in positions if p not in seen}
        if new <= bad:
            return bad, moves
        bad |= new


def _value_iteration(board, rules, bad, moves, max_sweeps=200_000):
    """(V, Bellman residual) by Gauss-Seidel sweeps from the goal down, in floats."""
    V = [0.0] * (board.size + 1)
    for p in bad:
        V[p] = INF
    order = [p for p in reversed(_positions(board, rules)) if p != board.goal and p not in bad]
    # Per position: rolls with one possible square, and rolls that offer a choice of two.
    plain = {p: [(c, qs[0]) for c, qs in moves[p] if len(qs) == 1] for p in order}
    choose = {p: [(c, qs[0], qs[1]) for c, qs in moves[p] if len(qs) == 2] for p in order}
    f = rules.faces
    residual = INF
    for _ in range(max_sweeps):
        residual = 0.0
        for p in order:
            total = sum(c * V[q] for c, q in plain[p])
            for c, a, b in choose[p]:
                total += c * (V[a] if V[a] < V[b] else V[b])
            new = 1 + total / f
            residual = max(residual, abs(new - V[p]))
            V[p] = new
        top = max((V[p] for p in order), default=0.0)
        if residual <= 1e-13 * max(1.0, top):
            break
    return V, residual


def _policy_values(board, rules, order, moves, choose):
    """Exact V (Fractions) of the policy ``choose(qs) -> square`` by Gaussian elimination."""
    index = {p: i for i, p in enumerate(order)}
    m, f = len(order), rules.faces
    rows = []
    for p in order:
        row = [Fraction(0)] * (m + 1)
        row[index[p]] += 1
        row[m] = Fraction(1)
        for c, qs in moves[p]:
            q = choose(qs)
            if q in index:
                row[index[q]] -= Fraction(c, f)
        rows.append(row)
    for col in range(m):
        piv = next(r for r in range(col, m) if rows[r][col] != 0)
        rows[col], rows[piv] = rows[piv], rows[col]
        pivot = rows[col]
        for r in range(m):
            if r != col and rows[r][col] != 0:
                k = rows[r][col] / pivot[col]
                rows[r] = [a - k * b for a, b in zip(rows[r], pivot, strict=True)]
    V = {board.goal: Fraction(0)}
    V.update({p: rows[i][m] / rows[i][i] for p, i in index.items()})
    return V


def _policy_iteration(board, rules, bad, moves, V):
    """Exact V by policy iteration from the float V's greedy policy (small boards)."""
    order = [p for p in _positions(board, rules) if p != board.goal and p not in bad]
    score = {p: V[p] for p in [*order, board.goal]}
    score.update(dict.fromkeys(bad, INF))
    for _ in range(100):

        def choose(qs, score=score):
            return min((q for q in qs if q not in bad), key=score.__getitem__)

        exact = _policy_values(board, rules, order, moves, choose)
        new = {**dict.fromkeys(bad, INF), **exact}
        if all(new[choose(qs)] == min(new[q] for q in qs) for p in order for _, qs in moves[p]):
            return exact
        score = new
    raise ArithmeticError("policy iteration did not settle in 100 rounds")


def optimal_turns(board, rules=None, decline="ladders"):
    """The minimum expected number of turns from the start when jumps may be declined.

    ``decline``: ``"ladders"`` (every ladder is optional, snakes are not: Codeforces 1245E),
    ``"all"`` (snakes too) or ``"none"`` (every jump is taken: the plain expected number of turns,
    LightOJ 1151's question). See the module docstring for the solvers.

    >>> from engine.board import Board
    >>> b = Board.build(10, [(4, 1)], base=1)  # a snake from 5 to 2
    >>> [f"{float(optimal_turns(b, Rules(end='exact'), d).expected):.4f}" for d in ("all", "none")]
    ['7.3611', '7.7605']
    """
    rules = rules or Rules()
    one_die(rules, "optimal play")
    if decline not in ("ladders", "all", "none"):
        raise ValueError(f"decline must be 'ladders', 'all' or 'none', not {decline!r}")
    opts = _options(board, decline)
    start = -1 if rules.start == "off" else board.start
    if _forward(board, rules, opts):
        exact = board.size <= EXACT_LIMIT
        V = _solve_forward(board, rules, opts, Fraction(1) if exact else 1.0)
        return _result(board, V, start, opts, exact, 0.0, "forward")
    if board.size > GENERAL_LIMIT:
        raise InputError(
            1,
            1,
            "with snakes that can be taken or a bounce at the goal, optimal play is solved on boards of at most "
            f"{GENERAL_LIMIT:,} squares; this board has",
            found=f"{board.size:,} squares",
            expected="a smaller board, or ladders only with exact or overshoot",
        )
    bad, moves = _doomed(board, rules, opts)
    V, residual = _value_iteration(board, rules, bad, moves)
    if board.size <= POLICY_LIMIT:
        exact = _policy_iteration(board, rules, bad, moves, V)
        V = [exact.get(p, INF) for p in range(board.size)] + [exact.get(-1, INF)]
        return _result(board, V, start, opts, True, 0.0, "policy iteration")
    top = max((v for v in V if v != INF), default=0.0)
    return _result(board, V, start, opts, False, residual * max(1.0, top), "value iteration")


def _result(board, V, start, opts, exact, bound, method):
    expected = V[start]
    take = tuple(s for s, qs in sorted(opts.items()) if len(qs) == 2 and V[qs[1]] < V[qs[0]])
    decline = tuple(s for s, qs in sorted(opts.items()) if len(qs) == 2 and s not in take)
    values = tuple(float(v) for v in V[: board.size])
    return Optimal(expected, exact, bound, method, values, take, decline)
