"""The exact, anytime longest-path search over a grid's link graph, advanced in slices.

Vocabulary (see ``grid`` and ``bounds``):
  start     a cell a path begins at; starts are taken best bound first, and a searched start is
            dead (no better path can end there); dead cells left with one link are peeled away
  frame     one search node: a head cell, its region, its children (head, part of the region
            left, bound) sorted by bound, and what is known of the longest path from the head
  memo      the handout's memo keyed by (head, region): (longest, upper bound, next key), so a
            cut the path has crossed is forgotten; a best path is a chain of memo keys

Components are solved apart.  Children are ordered by their bounds and pruned when they cannot
beat the best path so far.  ``start_search(grid)`` makes the state; ``run(search, max_nodes)``
advances it and returns a Progress; ``result(search)`` gives the SpellResult.

>>> from .grid import parse_grid
>>> s = start_search(parse_grid("213322223 332123331 331231121 133131123 131211121 231231121 -1-2-3-3-"))
>>> p = run(s, 10**6)
>>> p.done, len(p.best_path), p.upper_bound
(True, 23, 23)
"""

import gc
import heapq
from contextlib import contextmanager
from dataclasses import dataclass

from .bounds import block_bound, block_tree, fan_out, parity_bound, split
from .grid import Grid, components, leaves_of
from .proof import HANDOFF, proof_bound, proof_turn, stalled, start_proof, sweep_turn

__all__ = [
    "bounds_text",
    "Progress",
    "SpellResult",
    "Search",
    "start_search",
    "run",
    "progress",
    "result",
    "without_cycle_collector",
]

#: memo entries kept before the memo is compacted to what the open search frames still point at
MEMO_LIMIT = 250_000
#: search nodes after which each node bounds its children from the block-cut tree (``_strong_kids``);
#: before that the cheaper parity and leaf bounds, which finish the easy grids sooner
STRONG_AFTER = 20_000
#: search nodes per turn of the depth-first search once the proof by sweeps (``proof``) has begun
TURN = 1000

# frame fields (a frame is a list, for speed)
_V, _R, _LEAVES, _KIDS, _I, _LO, _LOKEY, _HI, _KEY, _UB = range(10)


def bounds_text(length, upper_bound, proven):
    """What is proven about the longest path, for the page: the best found and the bound left.

    >>> bounds_text(84, 91, False), bounds_text(91, 91, True)
    ('at least 84, at most 91', 'exactly 91')
    """
    return f"exactly {length}" if proven else f"at least {length}, at most {upper_bound}"


@dataclass(frozen=True)
class Progress:
    """Where a search stands: the best path so far, an upper bound on the optimum, whether it is
    done, and whether the bound is stalled (``proof.stalled``: only the depth-first search goes on)."""

    best_path: tuple
    upper_bound: int
    done: bool
    nodes: int
    stalled: bool = False

    @property
    def proven(self):
        return self.done or len(self.best_path) >= self.upper_bound

    def to_dict(self):
        return {
            "best_path": [list(rc) for rc in self.best_path],
            "length": len(self.best_path),
            "lower_bound": len(self.best_path),
            "upper_bound": self.upper_bound,
            "bounds": bounds_text(len(self.best_path), self.upper_bound, self.proven),
            "done": self.done,
            "proven": self.proven,
            "nodes": self.nodes,
            "stalled": self.stalled,
        }


@dataclass(frozen=True)
class SpellResult:
    """A longest path (``proven``) or the best found before a stop, with the bound left to close."""

    grid: Grid
    length: int
    path: tuple
    proven: bool
    upper_bound: int
    nodes: int

    def to_dict(self):
        return {
            "grid": self.grid.to_dict(),
            "length": self.length,
            "path": [list(rc) for rc in self.path],
            "proven": self.proven,
            "lower_bound": self.length,
            "upper_bound": self.upper_bound,
            "bounds": bounds_text(self.length, self.upper_bound, self.proven),
            "nodes": self.nodes,
        }


@dataclass(slots=True)
class Search:
    """The search's state; per component lists are indexed like ``comps``; ``k`` is the one in work."""

    grid: Grid
    comps: list
    starts: list  # a heap of (-bound, -is leaf, component, node); bounds only fall
    dead: list  # per component: cells searched as starts
    alive: list  # per component: cells still usable (dead cells with one usable link peeled off)
    alive_leaves: list
    trees: list  # per component: the BlockTree of ``alive``, made when needed
    memos: list
    best: tuple = ()  # best path so far, as (r, c) cells
    nodes: int = 0
    done: bool = False
    stack: list = None
    k: int = None
    comp: object = None
    memo: dict = None
    strong_after: int = STRONG_AFTER
    handoff: int = HANDOFF
    proof: object = None  # the second stage (``proof.Proof``), after ``handoff`` nodes


def start_search(grid, strong_after=STRONG_AFTER, handoff=HANDOFF):
    """The state of a search that has not begun (``strong_after``: see ``STRONG_AFTER``;
    ``handoff``: nodes before the second stage, see ``proof``)."""
    comps = components(grid)
    starts = []
    for k, comp in enumerate(comps):
        leaves = leaves_of(comp.adj, comp.mask)
        for v in range(len(comp.cells)):
            same = comp.odd if comp.odd >> v & 1 else comp.mask & ~comp.odd
            starts.append((-parity_bound(comp.mask, leaves, v, same), -(leaves >> v & 1), k, v))
    heapq.heapify(starts)
    s = Search(
        grid=grid,
        comps=comps,
        starts=starts,
        dead=[0] * len(comps),
        alive=[comp.mask for comp in comps],
        alive_leaves=[leaves_of(comp.adj, comp.mask) for comp in comps],
        trees=[None] * len(comps),
        memos=[{} for _ in comps],
        stack=[],
        done=not starts,
        strong_after=strong_after,
        handoff=handoff,
    )
    # any non-empty cell is a path (and a longest one when there are no links at all)
    s.best = next((((r, c),) for r in range(grid.rows) for c in range(grid.cols) if grid.cells[r][c]), ())
    return s


def run(s, max_nodes=None):
    """Search until done or about ``max_nodes`` more nodes have been expanded; return a Progress."""
    with without_cycle_collector():
        _run(s, max_nodes)
    return progress(s)


@contextmanager
def without_cycle_collector():
    """Python's cyclic garbage collector off, as long as the search runs (a slice in ``run``, the
    whole search in ``path.longest_path``), then as it was.  The sweeps' states are millions of
    tuples the collector walks over again and again, and never frees (none is in a cycle: each is
    freed once nothing refers to it).  In CPython 3.11 it took 7.1 of 42 s on 18x19 AB 652539 of
    ``spellgen`` and 8.6 of 52 s on 19x20 AB 13807 (41 s without it, side by side, the same peak
    memory); 1.3-1.6 of 39-49 s on seed 9's 19x20 ABC of tests/bench/hardgrids.py in Pyodide's
    Python 3.14, whose collector is incremental.  (Off for slices only, it still ran after each
    slice over the states the slice made: 2.0 s on 652539.)  The few cycles, a sweep and its pass
    under way, wait for the collector until after the search."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _run(s, max_nodes):
    limit = None if max_nodes is None else s.nodes + max(1, int(max_nodes))
    while not s.done:
        if limit is not None and s.nodes >= limit:
            break
        if s.proof is None and s.nodes >= s.handoff:
            s.proof = start_proof(s)
        if s.proof is not None:
            turn = TURN if limit is None else min(TURN, limit - s.nodes)
            if sweep_turn(s):
                proof_turn(s, turn)
                continue
        if not s.stack:
            _next_start(s)
        if s.stack:
            _descend(s, limit if s.proof is None else s.nodes + turn)


def progress(s):
    return Progress(s.best, upper_bound(s), s.done, s.nodes, stalled(s))


def result(s):
    ub = upper_bound(s)
    return SpellResult(s.grid, len(s.best), s.best, s.done or len(s.best) >= ub, ub, s.nodes)


def upper_bound(s):
    """The best bound proven so far on the longest path of the whole grid."""
    if s.done:
        return len(s.best)
    ub = len(s.best)
    if s.starts:
        ub = max(ub, -s.starts[0][0])
    if s.stack:
        top = s.stack[0]
        kids = top[_KIDS]
        rest = max((kid[0] for kid in kids[max(0, top[_I] - 1) :]), default=0)
        ub = max(ub, min(top[_UB], 1 + max(top[_HI], rest)))
    proven = proof_bound(s)
    return ub if proven is None else min(ub, proven)


def _next_start(s):
    """Open the best start left (its bound refreshed first), or find that none can beat the best."""
    if not s.starts or -s.starts[0][0] <= len(s.best):
        s.done = True  # no start left can beat the best path
        return
    neg_ub, neg_leaf, k, v = s.starts[0]
    comp = s.comps[k]
    alive = s.alive[k]
    if not alive >> v & 1:
        heapq.heappop(s.starts)
        return
    same = comp.odd if comp.odd >> v & 1 else comp.mask & ~comp.odd
    ub = parity_bound(alive, s.alive_leaves[k], v, same, s.dead[k])
    if s.trees[k] is None:
        s.trees[k] = block_tree(comp.adj, alive, comp.odd)
    ub = min(ub, block_bound(s.trees[k], v))
    if ub < -neg_ub:
        heapq.heapreplace(s.starts, (-ub, neg_leaf, k, v))
        return
    heapq.heappop(s.starts)
    s.k, s.comp, s.memo = k, comp, s.memos[k]
    key = (v, alive)
    m = s.memo.get(key)
    if m is not None and (m[0] == m[1] or m[1] <= len(s.best)):
        _offer(s, 0, m[0], key, ())
        _retire(s, v)
        return
    s.stack.append(_frame(s, v, alive, s.alive_leaves[k], key, ub, m))


def _retire(s, v):
    """Start ``v`` is searched: mark it dead and peel dead cells left with at most one usable link."""
    k = s.k
    adj = s.comp.adj
    dead = s.dead[k] | (1 << v)
    alive = s.alive[k]
    queue = [v]
    changed = False
    while queue:
        x = queue.pop()
        bit = 1 << x
        a = adj[x] & alive
        if alive & bit and not a & (a - 1):
            alive ^= bit
            changed = True
            while a:
                low = a & -a
                a ^= low
                if dead & low:
                    queue.append(low.bit_length() - 1)
    s.dead[k] = dead
    if changed:
        s.alive[k] = alive
        s.alive_leaves[k] = leaves_of(adj, alive)
        s.trees[k] = None


def _frame(s, v, region, leaves, key, ub, m):
    """A new search node: the head ``v`` in ``region``, with its children sorted by bound."""
    s.nodes += 1
    if s.nodes > s.strong_after:
        kids = _strong_kids(s, v, region)
    else:
        nb = s.comp.adj[v] & region & ~(1 << v)
        kids = _kids(s, nb, region ^ (1 << v), leaves & ~(1 << v)) if nb else []
    ub = min(ub, 1 + max((kid[0] for kid in kids), default=0))
    lo, lokey = 1, None
    if m is not None:
        lo, lokey = m[0], m[2]
        ub = min(ub, m[1])
    return [v, region, leaves, kids, 0, lo, lokey, 0, key, ub]


def _strong_kids(s, v, region):
    """The children (bound, head, region, None) of the head ``v``, from the block-cut tree of the
    region rooted at ``v`` (one walk, more time per node than ``_kids``, far fewer nodes on hard grids)."""
    comp = s.comp
    nbrs = comp.nbrs[v]
    kids = []
    for bound, part in fan_out(comp.nbrs, comp.odd, region, v, s.dead[s.k]):
        kids.extend((bound - 1, u, part, None) for u in nbrs if part >> u & 1)
    kids.sort(key=lambda kid: -kid[0])
    return kids


def _kids(s, nb, allowed, lv):
    """The children (bound, head, region, leaves) of a node whose head left ``allowed``, best first.

    (The block-cut bound is used for starts only: per search node it cost more time than it
    saved, on the corpus and on random 25x25 and 30x30 grids.)
    """
    adj = s.comp.adj
    odd = s.comp.odd
    even = s.comp.mask & ~odd
    dead = s.dead[s.k]
    # leaves of the region without the head: the old ones, plus neighbours left with one link
    lv |= leaves_of(adj, allowed, nb)
    # a single way on: the region stays connected
    parts = (allowed,) if not nb & (nb - 1) else split(adj, nb, allowed)
    kids = []
    for sub in parts:
        sub_leaves = lv & sub
        rest_nb = nb & sub
        while rest_nb:
            low = rest_nb & -rest_nb
            rest_nb ^= low
            u = low.bit_length() - 1
            same = odd if odd >> u & 1 else even
            kids.append((parity_bound(sub, sub_leaves, u, same, dead), u, sub, sub_leaves))
    kids.sort(key=lambda kid: -kid[0])
    return kids


def _descend(s, limit):
    """Depth-first from the open frames until the start is searched or ``limit`` nodes are reached."""
    stack = s.stack
    while stack:
        if len(s.memo) > MEMO_LIMIT:
            _compact(s)
        depth = len(stack) - 1
        f = stack[-1]
        kids = f[_KIDS]
        i = f[_I]
        need = len(s.best) - depth  # a child must reach this many cells to beat the best
        if f[_LO] >= f[_UB] or i >= len(kids) or kids[i][0] < need:
            _close(s, f, depth)
            continue
        f[_I] = i + 1
        ub, u, sub, lv = kids[i]
        key = (u, sub)
        m = s.memo.get(key)
        if m is not None and (m[0] == m[1] or m[1] < need):
            _child_done(s, f, depth, m[0], m[1], key)
            continue
        if limit is not None and s.nodes >= limit:
            f[_I] = i  # come back to this child on the next slice
            return
        stack.append(_frame(s, u, sub, lv, key, ub, m))
        if len(stack) > len(s.best):  # the path down to here is the longest seen yet
            cells = s.comp.cells
            s.best = tuple(cells[fr[_V]] for fr in stack)


def _close(s, f, depth):
    """The top frame is finished (everything left is bounded below what we need): memoize, pop."""
    kids, i = f[_KIDS], f[_I]
    hi = f[_LO]
    if f[_LO] < f[_UB]:  # the children left are bounded by the first of them
        hi = 1 + max(f[_HI], kids[i][0] if i < len(kids) else 0)
    hi = max(min(hi, f[_UB]), f[_LO])
    s.memo[f[_KEY]] = (f[_LO], hi, f[_LOKEY])
    s.stack.pop()
    if s.stack:
        _child_done(s, s.stack[-1], depth - 1, f[_LO], hi, f[_KEY])
    else:
        _offer(s, 0, f[_LO], f[_KEY], ())
        _retire(s, f[_V])


def _compact(s):
    """Forget the memo except the chains that open frames' best paths run through.

    The memo is only a cache, except that a frame's best path is stored as a chain of memo
    keys; keeping those chains keeps every path the search may still report.
    """
    old = s.memo
    new = {}
    for f in s.stack:
        key = f[_LOKEY]
        while key is not None and key not in new:
            m = old.get(key)
            if m is None:
                break
            new[key] = m
            key = m[2]
    s.memo = s.memos[s.k] = new


def _child_done(s, f, depth, lo, hi, key):
    if lo + 1 > f[_LO]:
        f[_LO] = lo + 1
        f[_LOKEY] = key
        if depth + 1 + lo > len(s.best):
            _offer(s, depth + 1, lo, key, tuple(fr[_V] for fr in s.stack[: depth + 1]))
    if hi > f[_HI]:
        f[_HI] = hi


def _offer(s, depth, length, key, prefix):
    """A path of ``depth + length`` cells: ``prefix`` then the memo chain from ``key``."""
    if depth + length <= len(s.best):
        return
    nodes = list(prefix)
    while key is not None:
        nodes.append(key[0])
        m = s.memo.get(key)
        key = m[2] if m is not None else None
    path = tuple(s.comp.cells[i] for i in nodes)
    if len(path) > len(s.best):
        s.best = path
