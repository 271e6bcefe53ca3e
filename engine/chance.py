"""How long a game with a fair die takes, who wins, and which jump matters: exactly or in floats.

Vocabulary:
- a *position* ``p`` is where a player stands between turns: a square index ``0..goal-1``, or
  ``-1``, off the board before square 0 (``Rules.start == "off"``, so rolling r lands on r-1);
- a *turn* is one roll ``r`` in ``1..k`` (``k = rules.faces``): the player *lands* on ``p + r``
  and, when a jump starts there, *ends* on its end; reaching the goal *finishes* (a jump that
  starts on the goal is never taken); past the goal the end rule decides: ``exact`` stays on
  ``p``, ``overshoot`` finishes, ``bounce`` walks the excess back from the goal;
- a *node* of the chain is a position or a *jump node* (the moment of landing on a jump's start);
- ``T`` is the number of turns one player needs: ``pmf[n] = P(T = n)``, ``cdf[n] = P(T <= n)``,
  the *survival* ``S(n) = P(T > n)``;
- ``E[p]`` is the expected number of turns left from ``p``; a *visit* is a turn begun on a square;
- a *back edge* leads to a position at or below the one a turn began on (a snake, staying put,
  bouncing back). Without back edges the chain is triangular and back-substitution from the goal
  solves it; each back edge adds one unknown (the value at its target), so the linear algebra is
  a small dense system in those unknowns, not in every square;
- a *seat* is a place in the turn order (seat 0 rolls first); a *round* is one turn for each seat;
  under the *first-to-finish* rule the first player to finish wins; under seed 001's *equal-turns*
  rule the round is completed and everyone who finished in it wins.
"""

from dataclasses import dataclass
from fractions import Fraction
from itertools import accumulate
from math import comb, log, sqrt
from operator import sub

from .board import Rules, resolve_jumps
from .errors import InputError
from .limits import ANALYSIS_MAX_WORK as MAX_WORK
from .limits import EXACT_MAX_SQUARES
from .montecarlo import MonteCarlo, monte_carlo, monte_carlo_steps
from .steps import drive, scaled

__all__ = [
    "Chain",
    "build_chain",
    "expected_turns",
    "finish_probability",
    "expected_visits",
    "Distribution",
    "turn_distribution",
    "Seats",
    "seat_odds",
    "WhatIf",
    "what_if",
    "MonteCarlo",
    "monte_carlo",
    "Analysis",
    "analyze",
    "analyze_steps",
    "fraction_text",
    "EXACT_MAX_SQUARES",
    "TAIL",
    "MAX_WORK",
]

#: The length distribution is followed until less than this much probability is still playing.
TAIL = 1e-12
#: The target of a finishing move.
FIN = -1


def fraction_text(q):
    """A Fraction as ``"p/q"`` (always with a denominator), or None.

    >>> fraction_text(Fraction(3)), fraction_text(Fraction(7, 36)), fraction_text(None)
    ('3/1', '7/36', None)
    """
    if q is None:
        return None
    q = Fraction(q)
    return f"{q.numerator}/{q.denominator}"


# ---------------------------------------------------------------------------------------------
# The chain


@dataclass(frozen=True)
class Chain:
    """A board and its rules as a Markov chain over nodes.

    Node ``p + 1`` is position ``p`` (node 0 is off the board); node ``goal + 1 + j`` is the
    ``j``-th jump start below the goal. ``edges[n]`` lists ``(target, count)``: the number of
    die faces that move node ``n`` to ``target`` (``FIN`` = finished); a jump node has one edge
    with count 1. ``jumps`` is ``((start, end), ...)`` after chaining, for starts below the goal.

    >>> from .board import Board
    >>> ch = build_chain(Board.build(4, [], base=1), Rules(faces=2))
    >>> ch.edges[1], ch.edges[2], ch.edges[3]
    (((2, 1), (3, 1)), ((3, 1), (-1, 1)), ((-1, 2),))
    """

    faces: int
    goal: int
    low: int
    start: int
    end: str
    jumps: tuple
    edges: tuple

    @property
    def start_node(self):
        return FIN if self.start >= self.goal else self.start + 1

    def divisor(self, node):
        """Faces of the die for a position node, 1 for a jump node."""
        return self.faces if node <= self.goal else 1

    def is_position(self, node):
        return 0 <= node <= self.goal

    def ascending(self):
        """Nodes in the order of the squares they sit on (a jump node just after its square)."""
        jnode = {x: self.goal + 1 + j for j, (x, _) in enumerate(self.jumps)}
        order = []
        for i in range(self.low + 1, self.goal + 1):
            order.append(i)
            if i - 1 in jnode:
                order.append(jnode[i - 1])
        return order

    def acyclic(self):
        """True when no move leads back to or below the position it starts from."""
        jump_target = {self.goal + 1 + j: (FIN if d >= self.goal else d + 1) for j, (_, d) in enumerate(self.jumps)}
        for n in range(self.low + 1, self.goal + 1):
            for t, _ in self.edges[n]:
                t = jump_target.get(t, t)
                if t != FIN and t <= n:
                    return False
        return True

    def fates(self):
        """(can_finish, good): bytearrays by node. A node is *good* when the game surely ends
        from it: every node it can reach can still reach the goal."""
        nn = len(self.edges)
        nodes = [n for n in range(nn) if n > self.low]
        back = [[] for _ in range(nn)]
        into_fin = []
        for n in nodes:
            for t, _ in self.edges[n]:
                if t == FIN:
                    into_fin.append(n)
                else:
                    back[t].append(n)
        can = _backwards_from(into_fin, back, nn)
        risky = _backwards_from([n for n in nodes if not can[n]], back, nn)
        good = bytearray(nn)
        for n in nodes:
            good[n] = 0 if risky[n] else 1
        return can, good


def _backwards_from(seeds, back, nn):
    """Marks (a bytearray of ``nn``) of the seeds and every node that can reach one of them."""
    marked = bytearray(nn)
    stack = list(seeds)
    for n in stack:
        marked[n] = 1
    while stack:
        t = stack.pop()
        for n in back[t]:
            if not marked[n]:
                marked[n] = 1
                stack.append(n)
    return marked


def build_chain(board, rules=Rules()):
    """The chain of ``board`` under ``rules``; InputError when the board is too big to analyse."""
    k, g = int(rules.faces), board.goal
    if board.size * k > MAX_WORK:
        raise InputError(
            1,
            1,
            "this board is too big for the probability analysis:",
            found=f"{board.size} squares x {k} faces",
            expected=f"squares x faces at most {MAX_WORK:,}",
        )
    dest = resolve_jumps(board, rules.chain)
    starts = sorted(x for x in dest if 0 <= x < g)
    jnode = {x: g + 1 + j for j, x in enumerate(starts)}
    low = -1 if rules.start == "off" else 0
    start = -1 if rules.start == "off" else board.start
    end = rules.end
    edges = [()] * (g + 1 + len(starts))
    period = 2 * g
    for p in range(low, g):
        counts = {}
        for x in range(p + 1, p + k + 1):
            if x < g:
                t = jnode.get(x, x + 1)
            elif x == g or end == "overshoot":
                t = FIN
            elif end == "exact":
                t = p + 1
            else:
                y = x % period
                if y > g:
                    y = period - y
                t = FIN if y == g else jnode.get(y, y + 1)
            counts[t] = counts.get(t, 0) + 1
        edges[p + 1] = tuple(counts.items())
    for x in starts:
        d = dest[x]
        edges[jnode[x]] = ((FIN if d >= g else d + 1, 1),)
    return Chain(k, g, low, start, end, tuple((x, dest[x]) for x in starts), tuple(edges))


# ---------------------------------------------------------------------------------------------
# Elimination that exploits the structure


def _eliminate(order, deps, const, nnodes, exact, width=None):
    """Solve ``x[n] = const[n] + sum(w * x[q] for q, w in deps[n])`` for the nodes in ``order``.

    Nodes are substituted in ``order``; a reference to a node not yet substituted (a back edge)
    becomes an unknown, so every ``x[n]`` is an affine function of the few unknowns. A self
    reference is solved on the spot. The unknowns' own equations make a small dense system.
    With ``width``, ``const[n]`` is a list of that many right-hand sides solved together and
    each ``x[n]`` is a list. Returns a list by node (None outside ``order``).
    """
    zero = Fraction(0) if exact else 0.0
    w0 = width or 1
    done = bytearray(nnodes)
    unknown = {}
    for n in order:
        for q, _ in deps[n]:
            if q != n and not done[q] and q not in unknown:
                unknown[q] = len(unknown)
        done[n] = 1
    m = len(unknown)
    expr = [None] * nnodes
    for n in order:
        vec = (list(const[n]) if width else [const[n]]) + [zero] * m
        loop = zero
        for q, w in deps[n]:
            if q == n:
                loop += w
                continue
            e = expr[q]
            if e is None:
                vec[w0 + unknown[q]] += w
            else:
                vec = [v + w * u for v, u in zip(vec, e)]
        d = 1 - loop
        expr[n] = [v / d for v in vec] if d != 1 else vec
    values = [[zero] * w0 for _ in range(m)]
    if m:
        rows = []
        rhs = []
        for u, j in unknown.items():
            e = expr[u]
            row = [-c for c in e[w0:]]
            row[j] += 1
            rows.append(row)
            rhs.append(e[:w0])
        values = _solve_dense(rows, rhs, exact)
    x = [None] * nnodes
    for n in order:
        e = expr[n]
        v = e[:w0]
        for c, u in zip(e[w0:], values):
            if c:
                v = [a + c * b for a, b in zip(v, u)]
        x[n] = v if width else v[0]
    return x


def _solve_dense(rows, rhs, exact):
    """Gaussian elimination with pivoting (first nonzero pivot for Fractions, largest for floats);
    ``rhs`` holds one list of right-hand sides per row, and so does the answer."""
    n = len(rows)
    w = len(rhs[0])
    a = [row[:] + list(b) for row, b in zip(rows, rhs)]
    for c in range(n):
        if exact:
            piv = next((r for r in range(c, n) if a[r][c] != 0), None)
        else:
            piv = max(range(c, n), key=lambda r: abs(a[r][c]))
        if piv is None or a[piv][c] == 0:
            raise ArithmeticError("singular system in the chain elimination")
        a[c], a[piv] = a[piv], a[c]
        pr = a[c]
        inv = 1 / pr[c]
        for r in range(c + 1, n):
            f = a[r][c] * inv
            if f:
                row = a[r]
                for j in range(c, n + w):
                    row[j] -= f * pr[j]
    x = [None] * n
    for c in range(n - 1, -1, -1):
        s = a[c][n:]
        for j in range(c + 1, n):
            f = a[c][j]
            if f:
                s = [v - f * u for v, u in zip(s, x[j])]
        d = a[c][c]
        x[c] = [v / d for v in s]
    return x


def _weights(ch, exact):
    """w[n] = [(target, probability)] with exact Fractions or floats."""
    out = []
    for n, es in enumerate(ch.edges):
        d = ch.divisor(n)
        out.append([(t, Fraction(c, d) if exact else c / d) for t, c in es])
    return out


def expected_turns(ch, exact=False, fates=None):
    """Expected turns left from every node (None where the game may never end).

    >>> from .board import Board
    >>> ch = build_chain(Board.build(7, [], base=1), Rules(faces=6))
    >>> expected_turns(ch, exact=True)[ch.start_node] == Fraction(7, 6) ** 5
    True
    """
    _, good = fates or ch.fates()
    nn = len(ch.edges)
    w = _weights(ch, exact)
    one = Fraction(1) if exact else 1.0
    zero = Fraction(0) if exact else 0.0
    deps = [[(t, p) for t, p in w[n] if t != FIN] if good[n] else [] for n in range(nn)]
    const = [one if ch.is_position(n) else zero for n in range(nn)]
    order = [n for n in reversed(ch.ascending()) if good[n]]
    return _eliminate(order, deps, const, nn, exact)


def finish_probability(ch, exact=False, fates=None):
    """Probability of ever reaching the goal from every node.

    >>> from .board import Board
    >>> ch = build_chain(Board.build(5, [(2, 0)], base=1), Rules(faces=1))
    >>> finish_probability(ch)[ch.start_node]
    0.0
    """
    can, _good = fates or ch.fates()
    nn = len(ch.edges)
    w = _weights(ch, exact)
    zero = Fraction(0) if exact else 0.0
    deps = [[(t, p) for t, p in w[n] if t != FIN and can[t]] if can[n] else [] for n in range(nn)]
    const = [sum((p for t, p in w[n] if t == FIN), zero) for n in range(nn)]
    order = [n for n in reversed(ch.ascending()) if can[n]]
    x = _eliminate(order, deps, const, nn, exact)
    return [zero if (n > ch.low and v is None) else v for n, v in enumerate(x)]


def expected_visits(ch, exact=False, fates=None):
    """Expected number of times the player stands on each node (jump nodes: lands on the jump),
    or None when the game from the start may never end.

    >>> from .board import Board
    >>> ch = build_chain(Board.build(3, [], base=1), Rules(faces=1))
    >>> expected_visits(ch)[1:3]
    [1.0, 1.0]
    """
    _, good = fates or ch.fates()
    nn = len(ch.edges)
    s = ch.start_node
    if s == FIN or not good[s]:
        return None
    w = _weights(ch, exact)
    zero = Fraction(0) if exact else 0.0
    deps = [[] for _ in range(nn)]
    for n in range(nn):
        if good[n]:
            for t, p in w[n]:
                if t != FIN:
                    deps[t].append((n, p))
    const = [zero] * nn
    const[s] = Fraction(1) if exact else 1.0
    order = [n for n in ch.ascending() if good[n]]
    x = _eliminate(order, deps, const, nn, exact)
    return [zero if v is None else v for v in x]


# ---------------------------------------------------------------------------------------------
# The distribution of T


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
        if self.pmf_exact is not None:
            acc = Fraction(0)
            for n, f in enumerate(self.pmf_exact):
                acc += f
                if acc >= q:
                    return n
            return None
        acc = 0.0
        for n, f in enumerate(self.pmf):
            acc += f
            if acc >= q - 1e-12:
                return n
        return None

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

    >>> from .board import Board
    >>> d = turn_distribution(build_chain(Board.build(4, [], base=1), Rules(faces=2)))
    >>> d.pmf_exact
    (Fraction(0, 1), Fraction(0, 1), Fraction(3, 4), Fraction(1, 4))
    """
    return drive(_distribution_steps(ch, tol, max_turns, exact, fates, extrapolate), progress)


def _distribution_steps(ch, tol=TAIL, max_turns=None, exact=None, fates=None, extrapolate=True):
    g = ch.goal
    if ch.start_node == FIN:
        return Distribution((1.0,), (Fraction(1),))
    if exact is None:
        exact = ch.acyclic()
    if exact:
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
    if max_turns is None:
        max_turns = min(100_000, max(2_000, 50_000_000 // (g + 1)))
    can, _ = fates or ch.fates()
    doomed = [n for n in range(ch.low + 1, g + 1) if not can[n]]
    mass = [0.0] * (g + 1)
    mass[ch.start_node] = 1.0
    pmf = [0.0]
    never = 0.0
    alive = 1.0
    logtol = log(tol)
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
    if settled and alive > tol:
        # The survival ratio has settled: the chain is in its quasi-stationary regime, where every
        # further turn keeps the fraction lam of the players still playing and finishes phi of them.
        lam, phi = settled
        extrapolated_from = len(pmf) - 1
        while alive > tol and len(pmf) <= max_turns:
            pmf.append(alive * phi)
            if doomed:
                never += alive * max(0.0, 1 - lam - phi)
            alive *= lam
        return Distribution(tuple(pmf), None, max(alive, 0.0), never, extrapolated_from)
    return Distribution(tuple(pmf), None, max(alive, 0.0), never)


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


def _min_turns(ch):
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


def _p_turns_exact(ch, turns):
    """P(T = turns) exactly, by counting roll sequences for ``turns`` turns."""
    mass = [0] * (ch.goal + 1)
    mass[ch.start_node] = 1
    fin = 0
    for _ in range(turns):
        mass, fin = _turn_step(ch, mass, True)
    return Fraction(fin, ch.faces**turns)


# ---------------------------------------------------------------------------------------------
# Several players


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


# ---------------------------------------------------------------------------------------------
# What-if


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
        }


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

    >>> from .board import Board
    >>> b = Board.build(10, [(1, 8), (6, 2)], base=1)
    >>> [(w.jump.kind, w.delta_mean > 0) for w in what_if(b)]
    [('snake', False), ('ladder', True)]
    """
    return drive(_what_if_steps(board, rules, exact, fast), progress)


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
    w = _weights(ch, exact)
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
    x = _eliminate(order, deps, const, nn, exact, width=1 + len(cols))
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


def _what_if_steps(board, rules, exact, fast=True):
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


# ---------------------------------------------------------------------------------------------
# Everything at once


@dataclass(frozen=True)
class Analysis:
    """The probability analysis of one board under one set of rules (see ``analyze``)."""

    board: object
    rules: object
    players: int
    mean: object
    mean_exact: object
    finish_probability: float
    distribution: object
    min_turns: object
    p_min_turns: object
    p_min_turns_exact: object
    expected_remaining: tuple
    expected_visits: object
    visits_off: float
    jump_hits: object
    seats: object
    what_if: tuple
    monte_carlo: object
    notes: tuple

    def to_dict(self, full=True):
        """JSON-ready dict; ``full`` adds the per-square arrays, the distributions and the board."""
        d = self.distribution
        base = self.board.base
        sd = None
        if self.mean is not None and d.complete:
            second = sum(n * n * f for n, f in enumerate(d.pmf))
            sd = sqrt(max(0.0, second - self.mean**2))
        seats = self.seats
        out = {
            "mean": self.mean,
            "mean_exact": fraction_text(self.mean_exact),
            "sd": sd,
            "median": d.quantile(Fraction(1, 2)),
            "mode": d.mode(),
            "min_turns": self.min_turns,
            "p_min_turns": (
                self.p_min_turns if self.p_min_turns_exact is None else fraction_text(self.p_min_turns_exact)
            ),
            "p_min_turns_float": self.p_min_turns,
            "percentiles": {str(q): d.quantile(Fraction(q, 100)) for q in (10, 25, 50, 75, 90)},
            "finish_probability": self.finish_probability,
            "players": self.players,
            "win_probability": [float(w) for w in seats.win],
            "win_probability_exact": [fraction_text(w) for w in seats.win] if d.pmf_exact is not None else None,
            "expected_rounds": None if seats.expected_rounds is None else float(seats.expected_rounds),
            "expected_total_rolls": None if seats.expected_rolls is None else float(seats.expected_rolls),
            "equal_turns": {
                "sole": [float(x) for x in seats.sole],
                "tie": float(seats.tie),
                "no_winner": float(seats.no_winner),
                "verdicts": None if seats.verdicts() is None else {k: float(v) for k, v in seats.verdicts().items()},
            },
            "what_if": [w.to_dict(base) for w in self.what_if],
            "distribution_exact": d.pmf_exact is not None,
            "tail_mass": d.tail,
            "never_mass": d.never,
            "turns_followed": len(d.pmf) - 1,
            "tail_extrapolated_from": d.extrapolated_from,
            "rules": self.rules.to_dict(),
            "notes": list(self.notes),
        }
        if self.monte_carlo is not None:
            out["monte_carlo"] = self.monte_carlo.to_dict()
        if full:
            out.update(
                {
                    "board": self.board.to_dict(),
                    "expected_remaining": [None if v is None else float(v) for v in self.expected_remaining],
                    "expected_visits": None
                    if self.expected_visits is None
                    else [float(v) for v in self.expected_visits],
                    "expected_visits_off_board": self.visits_off,
                    "jump_hits": None
                    if self.jump_hits is None
                    else [{"jump": j.to_dict(base), "expected": float(h)} for j, h in self.jump_hits],
                    "pmf": [float(f) for f in d.pmf],
                    "cdf": [float(c) for c in d.cdf()],
                    "rounds_pmf": [float(f) for f in seats.rounds],
                    "total_rolls_pmf": [float(f) for f in seats.rolls],
                }
            )
        return out


def analyze(
    board,
    rules=Rules(),
    players=2,
    exact=False,
    what_ifs=True,
    monte_carlo_games=0,
    seed=1,
    progress=None,
    tol=TAIL,
    max_turns=None,
):
    """Everything the analysis tool shows for ``board`` under ``rules``.

    ``exact`` adds the mean (boards up to EXACT_MAX_SQUARES squares), P(T = min) and the what-if
    deltas as Fractions. ``progress(fraction)`` is called now and then with the fraction done
    (``analyze_steps`` is the same computation as a generator of those fractions).

    >>> from .board import Board
    >>> a = analyze(Board.build(7, [], base=1), Rules(faces=6), players=2, exact=True)
    >>> a.mean_exact == Fraction(7, 6) ** 5, a.min_turns, a.p_min_turns_exact
    (True, 1, Fraction(1, 6))
    """
    return drive(
        analyze_steps(board, rules, players, exact, what_ifs, monte_carlo_games, seed, tol, max_turns), progress
    )


def analyze_steps(
    board, rules=Rules(), players=2, exact=False, what_ifs=True, monte_carlo_games=0, seed=1, tol=TAIL, max_turns=None
):
    """``analyze`` as a generator: yields the fraction done, returns the Analysis."""
    if not 1 <= int(players) <= 6:
        raise InputError(1, 1, "the number of players must be 1..6, not", found=str(players), expected="1..6")
    notes = []
    ch = build_chain(board, rules)
    fates = ch.fates()
    _, good = fates
    s = ch.start_node
    yield 0.0
    e_float = expected_turns(ch, False, fates)
    mean_exact = None
    if exact:
        if board.size <= EXACT_MAX_SQUARES:
            if s == FIN:
                mean_exact = Fraction(0)
            elif good[s]:
                mean_exact = expected_turns(ch, True, fates)[s]
        else:
            notes.append(
                f"the exact mean is computed for boards up to {EXACT_MAX_SQUARES} squares; this one has {board.size}"
            )
    if s == FIN:
        mean, pfin = 0.0, 1.0
    else:
        mean = e_float[s]
        pfin = 1.0 if good[s] else float(finish_probability(ch, False, fates)[s])
    if mean is None:
        if pfin == 0:
            notes.append("the goal cannot be reached from the start: the game never ends")
        else:
            notes.append(
                f"with probability {1 - pfin:.6g} the game never ends (a player can get stuck "
                "where the goal cannot be reached), so the mean is infinite"
            )
    remaining = _by_square(ch, board, e_float)
    visits = jump_hits = None
    visits_off = 0.0
    if s != FIN and good[s]:
        v = expected_visits(ch, False, fates)
        visits = tuple(v[p + 1] if 0 <= p < ch.goal else 0.0 for p in range(board.size))
        visits_off = v[0] if ch.low < 0 else 0.0
        jnode = {x: ch.goal + 1 + j for j, (x, _) in enumerate(ch.jumps)}
        jump_hits = tuple((j, v[jnode[j.start]] if j.start in jnode else 0.0) for j in board.jumps)
    yield 0.15
    dist = yield from scaled(_distribution_steps(ch, tol, max_turns, None, fates), 0.15, 0.55)
    if not dist.complete:
        notes.append(
            f"the length distribution was followed for {len(dist.pmf) - 1} turns; "
            f"{dist.tail:.3g} of the probability was still playing"
        )
    mt = _min_turns(ch)
    p_min = p_min_exact = None
    if mt is not None and mt < len(dist.pmf):
        p_min = float((dist.pmf_exact or dist.pmf)[mt])
    if exact and mt is not None:
        p_min_exact = dist.pmf_exact[mt] if dist.pmf_exact is not None else _p_turns_exact(ch, mt)
    if dist.pmf_exact is not None:
        seats = seat_odds(dist.pmf_exact, players)
    else:
        seats = seat_odds(dist.pmf, players, dist.tail + dist.never, dist.never)
    yield 0.6
    wi = ()
    if what_ifs:
        wi = yield from scaled(_what_if_steps(board, rules, exact and board.size <= EXACT_MAX_SQUARES), 0.6, 0.85)
    mc = None
    if monte_carlo_games:
        mc = yield from scaled(
            monte_carlo_steps(board, rules, int(monte_carlo_games), players, seed, 1.96, None), 0.85, 1.0
        )
    yield 1.0
    return Analysis(
        board,
        rules,
        int(players),
        mean,
        mean_exact,
        pfin,
        dist,
        mt,
        p_min,
        p_min_exact,
        remaining,
        visits,
        visits_off,
        jump_hits,
        seats,
        wi,
        mc,
        tuple(notes),
    )


def _by_square(ch, board, e):
    """Expected turns left for a player who has just landed on each square (after its jump)."""
    jnode = {x: ch.goal + 1 + j for j, (x, _) in enumerate(ch.jumps)}
    out = []
    for sq in range(board.size):
        if sq >= ch.goal:
            out.append(0.0 if sq == ch.goal else None)
        elif sq in jnode:
            out.append(e[jnode[sq]])
        else:
            out.append(e[sq + 1])
    return tuple(out)
