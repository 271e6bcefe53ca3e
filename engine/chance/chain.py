"""The Markov chain of one player's turns, and the linear solves over it (finish probability,
expected visits; the expected turns are ``banded``'s sweep). See ``engine.chance`` for the vocabulary."""

from dataclasses import dataclass
from fractions import Fraction

from ..board import Rules, one_die, resolve_jumps
from ..errors import InputError
from ..limits import ANALYSIS_MAX_WORK as MAX_WORK
from ..numbers import fraction_text

__all__ = [
    "Chain",
    "build_chain",
    "eliminate",
    "weights",
    "finish_probability",
    "expected_visits",
    "fraction_text",
    "FIN",
    "TAIL",
    "MAX_WORK",
]


#: The length distribution is followed until less than this much probability is still playing.
TAIL = 1e-12
#: The target of a finishing move.
FIN = -1


# ---------------------------------------------------------------------------------------------
# The chain


@dataclass(frozen=True)
class Chain:
    """A board and its rules as a Markov chain over nodes.

    Node ``p + 1`` is position ``p`` (node 0 is off the board); node ``goal + 1 + j`` is the
    ``j``-th jump start below the goal. ``edges[n]`` lists ``(target, count)``: the number of
    die faces that move node ``n`` to ``target`` (``FIN`` = finished); a jump node has one edge
    with count 1. ``jumps`` is ``((start, end), ...)`` after chaining, for starts below the goal.

    >>> from ..board import Board
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
    """The chain of ``board`` under ``rules``; InputError when the board is too big to analyse, or
    for more than one die (the chances here are one die's)."""
    one_die(rules, "the probability analysis")
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


def eliminate(order, deps, const, nnodes, exact, width=None):
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
        tail = pr[c:]
        for r in range(c + 1, n):
            f = a[r][c] * inv
            if f:
                a[r][c:] = [x - f * y for x, y in zip(a[r][c:], tail)]
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


def weights(ch, exact):
    """w[n] = [(target, probability)] with exact Fractions or floats."""
    out = []
    for n, es in enumerate(ch.edges):
        d = ch.divisor(n)
        out.append([(t, Fraction(c, d) if exact else c / d) for t, c in es])
    return out


def finish_probability(ch, exact=False, fates=None):
    """Probability of ever reaching the goal from every node.

    >>> from ..board import Board
    >>> ch = build_chain(Board.build(5, [(2, 0)], base=1), Rules(faces=1))
    >>> finish_probability(ch)[ch.start_node]
    0.0
    """
    can, _good = fates or ch.fates()
    nn = len(ch.edges)
    w = weights(ch, exact)
    zero = Fraction(0) if exact else 0.0
    deps = [[(t, p) for t, p in w[n] if t != FIN and can[t]] if can[n] else [] for n in range(nn)]
    const = [sum((p for t, p in w[n] if t == FIN), zero) for n in range(nn)]
    order = [n for n in reversed(ch.ascending()) if can[n]]
    x = eliminate(order, deps, const, nn, exact)
    return [zero if (n > ch.low and v is None) else v for n, v in enumerate(x)]


def expected_visits(ch, exact=False, fates=None):
    """Expected number of times the player stands on each node (jump nodes: lands on the jump),
    or None when the game from the start may never end.

    >>> from ..board import Board
    >>> ch = build_chain(Board.build(3, [], base=1), Rules(faces=1))
    >>> expected_visits(ch)[1:3]
    [1.0, 1.0]
    """
    _, good = fates or ch.fates()
    nn = len(ch.edges)
    s = ch.start_node
    if s == FIN or not good[s]:
        return None
    w = weights(ch, exact)
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
    x = eliminate(order, deps, const, nn, exact)
    return [zero if v is None else v for v in x]
