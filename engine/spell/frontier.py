"""A proof by a frontier sweep: the longest path of one component, exactly, by dynamic programming
over its links in sweep order, keeping only what can beat a path already known.

Vocabulary (see ``grid`` for the component):
  sweep     the core's nodes (see ``core``) row by row or another way of ``WAYS``, renumbered 0,
            1, ... in that order; when node k arrives its links to earlier nodes are decided one
            by one, and a node leaves once all its links are decided
  frontier  the nodes that have arrived and not left; a state gives each a code
  code      FREE (no link taken), DONE (two links taken), TERM (one link taken, and the other end
            of its piece has left as an end of the path) or the slot of the node at the other end
            of its piece (its index in the frontier; a node's leaving moves the slots after it)
  state     a key (one byte per code, then ``ENDS`` + the path's ends that have left, at most 2)
            with a value (links taken, u, v, the value it came from): the last link taken (v None
            for a tail, ``_with_tail``), and so back to the empty state's (0, None, None, None).
            (Bytes, not a tuple: 0.8 of the CPU time and 0.7 of the memory in CPython 3.11, where a
            tuple is hashed again at each lookup and a byte string once; as fast in Python 3.14, which
            caches a tuple's hash too.  ``bytes.translate`` moves the slots after a node leaves.  One
            tuple a value, not (links taken, (u, v, chain)): 18x19 AB 652539 of ``spellgen`` proven
            at 147 MB of CPython at most, against 167 MB, as fast.)
  capacity  how many more links a node can take: 2 (or 1 once it has one, 0 when DONE), no more
            than its links still undecided; a path alternates parity, so the links still to come
            are at most the smaller of the even and the odd nodes' total capacity, and their
            number has the parity the path's ends allow (``_with_ends``)
  core      the component's largest block; a path beating ``lower`` ends at most twice in the
            pieces hanging off it (``bounds.pieces``), so only the core is swept: a core node that
            leaves as an end of the path takes its tail, the longest way into its pieces (found
            once, by a search of the small piece, ``_tails``); its links still to come are at most
            the core's (by capacity, and by a cover of the largest 2-matching, ``matching``) plus
            the longest tails, per side, of the nodes that may still end it (``extra``)
A state is dropped when its bound (cells so far + links still to come) cannot beat ``lower``, when
another state dominates it (``_dominated``), or when no path can join its pieces through the parts
of the nodes still to arrive (``parts``, which also keeps out of its bound the parts no piece
reaches); so a sweep that ends without a longer path proves that ``lower`` was the best, or the
highest bound of the states it dropped, if lower (``_proven``).
A softened sweep keeps a cell more while few states are kept only for it (``soften``).

>>> from .grid import components, parse_grid
>>> comp = components(parse_grid("ABBB BBAB -B-A"))[0]
>>> sw = start_sweep(comp, 0)
>>> advance(sw, 10**6).done, sw.best_len, len(best_cells(sw))
(True, 6, 6)
>>> sw = start_sweep(comp, 6)  # nothing longer than 6: proven without a path
>>> advance(sw, 10**6).done, sw.best_len, sw.bound
(True, 0, 6)
"""

import heapq
import marshal
import zlib
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice, pairwise

from .bounds import pieces
from .codes import DONE, ENDS, FREE, TERM
from .matching import covers_steps, more_covers
from .parts import cut as cut_by_parts
from .parts import splits

__all__ = [
    "Sweep",
    "WAYS",
    "sweep_order",
    "start_sweep",
    "sweep_again",
    "soften",
    "opened_sweep",
    "is_open",
    "advance",
    "held",
    "parked_bytes",
    "best_cells",
]

_FREE = bytes([FREE])
#: the most nodes a frontier can hold: one slot per code below ``ENDS`` (``_stuck``)
SLOTS = ENDS
#: per slot i, the table that moves the slots after i down by one (i's node has left the frontier)
_SHIFT = [bytes(range(i + 1)) + bytes(range(i, ENDS - 1)) + bytes(range(ENDS, 256)) for i in range(ENDS)]
#: states a pass handles between two looks at its budget (15 to 50 ms of CPython)
CHUNK = 5000
#: the work of one position's 2-matching covers (``matching``, all of ``FRONT_CAPS``), in states: the
#: time of 100 states when they were two (0.07 s of CPython per way on the hard grids), 3.5 times
#: that since they are seven; counted as before, so that each way's leg of the race (``proof.RACE``)
#: has as many states of its own (``COVER_WORK`` 350: the race compared the ways still making
#: their covers, and the way opened first won its first leg)
COVER_WORK = 100
#: the frontier caps (even nodes, odd nodes) each 2-matching cover of a position is made least for
#: (``matching.covers``): a state's bound takes the least of them all, summed with its own caps
#: (2 or 1 when FREE, 1 in a piece, 0 when DONE).  Full caps suit the states that have taken little,
#: (1, 1) those holding the ends of many pieces, (0, 0) those with many DONE nodes, and the one-sided
#: ones the states whose even or odd nodes are mostly taken.  Against the first two alone, an exact
#: sweep with the longest path known handles 0.89 of the states on 19x17 AB 268750 of ``spellgen``
#: going up, 0.57 on 19x20 AB 231200 going up (175,148 at its peak against 343,121), 0.78 on 18x20
#: AB 105965 going right, 0.54 on 20x20 AB 5 % 171337 going left (the way each is proven fastest);
#: the covers' set-up takes 0.2 s of CPython per way on those grids, against 0.07.  Search nodes to
#: the proof (deterministic, 500-node slices): 0.80 of the sum on the 101 hard grids of
#: ``proof.DEEP_GAP`` (231200 0.24, proven in 24.5 s of CPython against 90.8; 20x18 AB 256085 0.29,
#: 18x19 AB 95119 0.61, 171337 0.65; 20x20 AB 881527 3.3, where the beams, which rank states by
#: their bounds, find other paths; 268750 1.25, 20x20 AB 5 % 84347 1.19, 19x18 AB 704251 1.18), and
#: 0.79 on 16 new random AB grids of 17-20 a side with 0 or 5 % blanks (``random.Random(2626)``:
#: 18x19 AB 575093 0.07, 18x20 AB 859163 0.59, 20x20 AB 405474 proven in 65 s, not at 90 s before;
#: 20x19 AB 5 % 683670 1.75, 18x20 AB 203068 1.30).  Five covers, without (1, 0) and (0, 1): 231200
#: 0.58 of the states, 171337 0.61; nine, with (2, 1) and (1, 2): no fewer states.
FRONT_CAPS = ((2, 2), (1, 1), (0, 0), (2, 0), (0, 2), (1, 0), (0, 1))
#: the most covers a position may have: ``FRONT_CAPS``'s and the cutting planes of ``_add_covers``
MOST_COVERS = 24
#: an exact sweep adds covers at a position it reaches holding this many states or more
#: (``_add_covers``), from this many of them
CUT_STATES, CUT_SAMPLE = 10_000, 40


@dataclass(slots=True)
class Sweep:
    """A sweep in progress over one component (positions are sweep-order numbers)."""

    cells: list  # position -> (r, c)
    before: list  # position -> the earlier positions linked to it
    leave_at: list  # position -> the positions that leave once it has arrived
    odd: list  # position -> 1 when odd
    rem: list  # position -> links not yet decided
    fut: list  # the positions still to arrive: capacity [even, odd], then end-only nodes [even, odd]
    front: list  # the frontier's positions, one per code
    slot: dict  # position -> its index in ``front``
    states: dict
    lower: int  # a path must have more cells than this to be kept
    bound: int  # no path of the component has more cells than max(bound, lower, best_len)
    best: tuple = None  # the value of the best path found (see 'state')
    best_len: int = 0
    width: int = 0  # a beam keeps this many states per node (their bound then proves nothing); 0: all
    covers: list = None  # position -> (const, frontier positions), ...: 2-matching bounds (``matching``)
    matched: list = None  # position -> its largest 2-matching, until ``_add_covers`` has been there
    splits: list = None  # position -> None or how its slots touch the parts still to arrive (``parts``)
    tails: list = None  # position -> (links, cells): its longest way into the pieces off the core
    extra: list = None  # position -> per side, the most links the tails can still add with one or two ends there
    k: int = 0  # the position arriving (or arrived, when ``j`` > 0)
    j: int = 0  # passes over the states begun for ``k``: its arrival, one per link, its leaving
    op: object = None  # the pass under way (a generator, see ``advance``)
    work: int = 0  # states handled, the sweep's measure of effort
    done: bool = False
    way: str = "down"  # the order of ``WAYS`` it goes in
    pieces_under: int = 0  # the pieces off the core stay pieces for a ``lower`` of at least this
    soft: int = 0  # while above ``lower``, the ``lower`` a softened sweep hardens to (``soften``)
    dropped: int = 0  # the highest bound of a state dropped for its bound, or length of a path not beating ``lower``
    stuck: bool = False  # an exact sweep whose frontier would outgrow its codes (``_stuck``): it goes no further
    park: int = 0  # an exact sweep sets aside part of its states past this many (``_park``); 0: never
    parked: list = field(default_factory=list)  # the parts set aside, each where it was (``_park``)


#: the ways a sweep may go over the grid: a cell's sort key per way (row, column)
WAYS = {
    "down": lambda r, c: (r, c),  # rows from the top
    "left": lambda r, c: (-c, r),  # columns from the right
    "up": lambda r, c: (-r, c),  # rows from the bottom
    "right": lambda r, c: (c, r),  # columns from the left
}


def sweep_order(comp, way="down", nodes=None):
    """The component's nodes row by row (or another of ``WAYS``, for beams: each finds other paths).
    (Column by column keeps a frontier as narrow or narrower but several times the states on the
    hard grids of tests/bench/hardgrids.py: a cell touches two cells of each next column.)

    >>> from .grid import components, parse_grid
    >>> comp = components(parse_grid("AB AB AB AB"))[0]  # four rows, two columns
    >>> [comp.cells[v] for v in sweep_order(comp)][:3]
    [(0, 0), (0, 1), (1, 0)]
    >>> [comp.cells[v] for v in sweep_order(comp, "left")][:3]
    [(0, 1), (1, 1), (2, 1)]
    """
    key = WAYS[way]
    return sorted(range(len(comp.cells)) if nodes is None else nodes, key=lambda v: key(*comp.cells[v]))


def start_sweep(comp, lower, width=0, way="down"):
    """A sweep of ``comp``'s core that keeps only paths of more than ``lower`` cells (``width``: a
    beam, see ``_narrow``; ``way``: the order of ``WAYS`` it goes in)."""
    core, hanging = pieces(comp.adj, comp.mask, comp.odd, lower)
    tails, core = _tails(comp, core, hanging)
    order = sweep_order(comp, way, [v for v in range(len(comp.cells)) if core >> v & 1])
    pos = {v: k for k, v in enumerate(order)}
    nbrs = [sorted(pos[u] for u in comp.nbrs[v] if u in pos) for v in order]
    before, leave_at = [[p for p in ps if p < k] for k, ps in enumerate(nbrs)], [[] for _ in order]
    for k, ps in enumerate(nbrs):
        leave_at[max([k, *ps])].append(k)
    odd = [comp.odd >> v & 1 for v in order]
    cells = [comp.cells[v] for v in order]
    sweep = _fresh(cells, before, leave_at, odd, lower, len(comp.cells), width=width, way=way)
    sweep.tails = [tails.get(v, (0, ())) for v in order]
    sweep.extra = _extra(sweep.tails, leave_at, odd)
    at = {}  # cut -> cells of its pieces, and itself
    for piece, cut, _ in hanging:
        at[cut] = at.get(cut, 1) + piece.bit_count()
    sweep.pieces_under = max(at.values(), default=0)
    sweep.op = _setup(sweep, nbrs)
    return sweep


def _fresh(cells, before, leave_at, odd, lower, bound, **more):
    """A sweep at its start over the positions of ``before`` (no link decided, no state but the empty one)."""
    rem = [len(ps) for ps in before]
    for ps in before:
        for p in ps:
            rem[p] += 1
    fut = [0, 0, 0, 0]
    for k, x in enumerate(odd):
        fut[_future(x, rem[k])] += min(2, rem[k])
    empty = {bytes([ENDS]): (0, None, None, None)}
    return Sweep(cells, before, leave_at, odd, rem, fut, [], {}, empty, lower, bound, **more)


def sweep_again(sw, lower):
    """A new sweep like ``sw`` (an exact one, in any state) keeping only paths of more than ``lower``
    cells: the same core, order, covers and tails, so none is made again (about 0.1 s of CPython per
    way on the hard grids); None when ``sw`` has not made its covers yet or ``lower`` is so low that
    some pieces must join the core."""
    if sw.covers is None or lower < sw.pieces_under:
        return None
    bound = len(sw.cells) + sum(links for links, _ in sw.tails)  # (every tail taken: more than a path can)
    new = _fresh(sw.cells, sw.before, sw.leave_at, sw.odd, lower, bound, way=sw.way, pieces_under=sw.pieces_under)
    new.covers, new.tails, new.extra, new.splits, new.matched = sw.covers, sw.tails, sw.extra, sw.splits, sw.matched
    return new


def _setup(sw, nbrs):
    """The sweep's first pass: the 2-matching covers of every position, one per ``FRONT_CAPS`` (``matching``)."""
    made = [[None] * len(nbrs) for _ in FRONT_CAPS]
    sw.matched = [None] * len(nbrs)  # (kept with the caps (0, 0): only the nodes to come count)
    steps = [
        covers_steps(nbrs, sw.odd, caps, out, sw.matched if caps == (0, 0) else None)
        for caps, out in zip(FRONT_CAPS, made)
    ]
    for _ in zip(*steps):
        yield COVER_WORK
    sw.covers = list(zip(*made))
    sw.splits = splits(sw.before, sw.leave_at, sw.odd, _pack)


def opened_sweep(comp, lower):
    """A sweep past its first node, so its ``bound`` holds for the whole component (often below
    the block-cut bound of ``bounds``: 182 against 191 on tests/bench/spell.py's 16x16 AB 5 %)."""
    sw = start_sweep(comp, lower)
    while not is_open(sw):
        advance(sw, 1)
    return sw


def is_open(sw):
    """True once the sweep is past its first node: its ``bound`` then holds for the whole component."""
    return sw.done or sw.k >= 1


def _tails(comp, core, hanging):
    """Per cut of the core: (links, cells) of the longest way from it into one of its pieces, the
    cells from the cut's neighbour on; a piece too big to search (``TAIL_NODES``) joins the core.
    Returns the tails and the core."""
    tails = {}
    for piece, cut, _ in hanging:
        way = _longest_from(comp.adj, piece | 1 << cut, cut)
        if way is None:
            core |= piece
        elif len(way) - 1 > tails.get(cut, (0,))[0]:
            tails[cut] = (len(way) - 1, tuple(comp.cells[v] for v in way[1:]))
    return {v: t for v, t in tails.items() if core >> v & 1}, core


#: search nodes at most for a tail; pieces are mostly a few cells (36 pieces of at most 13 cells on
#: the 19x20 AB grid of tests/bench/hardgrids.py's seed 3)
TAIL_NODES = 20_000


@lru_cache(maxsize=1024)
def _longest_from(adj, region, start):
    """The longest simple path from ``start`` inside ``region`` (a bitmask of nodes), by depth-first
    search; None past ``TAIL_NODES`` search nodes.  Kept for the next sweep of the grid, which mostly
    has the same pieces: on 17x16 digits 286770 of ``spellgen``, 612 searches were of 36 pieces and
    took 3.8 s of the 40 s to the proof (17 of a piece too big to search, 20,000 nodes each)."""
    best, todo, nodes = (start,), [(start,)], 0
    while todo:
        way = todo.pop()
        nodes += 1
        if nodes > TAIL_NODES:
            return None
        if len(way) > len(best):
            best = way
        used = sum(1 << v for v in way)
        todo += [(*way, w) for w in _bits_of(adj[way[-1]] & region & ~used)]
    return best


def _extra(tails, leave_at, odd):
    """Per position k, once k's leaving nodes have left: per side (even, odd), the longest tail of
    the nodes still there and the two longest together (the most links the tails can still add
    with one or two ends of the path on that side)."""
    left = {x: k for k, xs in enumerate(leave_at) for x in xs}
    out = []
    for k in range(len(leave_at)):
        sides = []
        for side in (0, 1):
            top = [*sorted((tails[x][0] for x in left if left[x] > k and odd[x] == side), reverse=True)[:2], 0, 0]
            sides.append((top[0], top[0] + top[1]))
        out.append(tuple(sides))
    return out


def _bits_of(x):
    return [i for i in range(x.bit_length()) if x >> i & 1]


def advance(sw, budget):
    """Decide links until about ``budget`` states more have been handled or the sweep is done.
    A pass over the states stops every ``CHUNK`` states to look at the budget, and goes on at the
    next call (so a slice of the page stays short even when one link meets 450,000 states)."""
    stop = sw.work + budget
    while not sw.done and not sw.stuck and sw.work < stop:
        if sw.op is None:
            sw.op = _next_pass(sw)
            if sw.op is None:
                break
        handled = next(sw.op, None)
        if handled is None:
            sw.op = None
        else:
            sw.work += handled
    return sw


def _next_pass(sw):
    """The pass over the states that comes next: node ``k`` arrives, one of its links is decided,
    or the nodes it lets go leave and the states are pruned (None once the sweep is done)."""
    if sw.parked and (sw.k == len(sw.cells) or not sw.states):
        _unpark(sw)
    k = sw.k
    if k == len(sw.cells) or not sw.states:
        sw.done, sw.states, sw.bound = True, {}, _proven(sw)
        return None
    if sw.park and len(sw.states) > sw.park:
        _park(sw)
    if sw.j == 0 and len(sw.front) >= SLOTS:
        return _stuck(sw)
    sw.j += 1
    if sw.j == 1:
        return _arrive(sw, k)
    if sw.j <= len(sw.before[k]) + 1:
        return _link(sw, sw.before[k][sw.j - 2], k)
    return _leave_and_prune(sw, k)


def _park(sw):
    """Set aside the half of the states with the fewest links taken, where the sweep is (between two
    passes), to go on from there once the sweep has swept the other half to its end (``_unpark``):
    each state's future is its own, so the sweep stays exact, and holds at most twice ``park`` states
    (a pass over a link at most doubles them).  What a part would have merged with or dropped for the
    other is handled twice: the more it parks, the more it handles (on 19x19 AB 0 % 153659 of
    ``spellgen``, going right and aiming above 278 cells, 28.0 million states not parked, holding
    744,830 at most; parked past 450,000, 32.2 million, one part set aside; past 325,000, 58.4
    million, three; past 200,000, 122 million).  The half with the most links goes on first: a long
    path found there drops more of the rest."""
    items = sorted(sw.states.items(), key=lambda item: item[1][0], reverse=True)
    half = len(items) // 2
    sw.states = dict(items[:half])
    where = (sw.k, sw.j, list(sw.rem), list(sw.fut), list(sw.front), dict(sw.slot))
    sw.parked.append((where, packed(dict(items[half:])), sw.bound))


def packed(states):
    """States set aside (``_park``) as few bytes: how many, and their ``marshal`` form compressed
    by ``zlib`` (fast level).  Held as objects, a state and the tuples of its path only it refers to
    take about 226 bytes of CPython; packed, 9 (on 19x20 AB 0 % 312510 of ``spellgen``, going right
    and aiming above 303 cells, its first part of 376,490 states: 54 bytes each in ``marshal``'s
    form, packed in 0.22 s of CPython and unpacked in 0.12 s).  Unpacked, a part's paths share no
    tuple with the states that were kept: the states it may meet then are its own."""
    return len(states), zlib.compress(marshal.dumps(states), 1)


def unpacked(part):
    """The states of a part ``packed``."""
    return marshal.loads(zlib.decompress(part[1]))


def _unpark(sw):
    """Go on from the part set aside last (``_park``), where it was."""
    (sw.k, sw.j, sw.rem, sw.fut, sw.front, sw.slot), part, _ = sw.parked.pop()
    sw.states = unpacked(part)


def held(sw):
    """The states the sweep holds, with the parts it set aside (``_park``)."""
    return len(sw.states) + sum(n for _, (n, _), _ in sw.parked)


def parked_bytes(sw):
    """The bytes of the parts the sweep set aside, packed (``packed``)."""
    return sum(len(blob) for _, (_, blob), _ in sw.parked)


def _stuck(sw):
    """Node ``k`` cannot arrive: the frontier is full (``SLOTS``).  A beam ends there (proving
    nothing, ``_proven``); an exact sweep is ``stuck``, and ``proof`` gives it up as one with too
    many states.  (The widest frontier is about the grid's width, going down or up, or its height
    going left or right: a component that wide has far too many states long before.)  Returns None."""
    if sw.width:
        sw.done, sw.states, sw.bound = True, {}, _proven(sw)
    else:
        sw.stuck = True
    return None


#: a softened sweep (``soften``) hardens once, after a node, the states it keeps only for the cell
#: below its ``soft`` aim are more than this share of its states and ``HARDEN_MIN`` more.  (Aiming
#: a cell lower, a sweep often keeps the same states, and proves a cell more: on seed 9's 19x20 ABC
#: 5 % of tests/bench/hardgrids.py, going up, 672,321 states aiming above 171 cells and above 170
#: alike, 2,890,646 above 169 and above 168 alike; but on seed 3's 19x19 digits, going left, 399,284
#: above 219 and over 6 million above 218, nearly every state kept then having a bound of 219.)
#: Search nodes to the proof (deterministic, 500-node slices) on the 10 grids of the README's table
#: that are proven, against never softening: 0.94 of the sum, from 0.81 (20x20 ABC) to 1.07 (16x16
#: AB); at a share of 0.5, 20x18 ABC took 1.31 (its longest path is its bound: the softened round
#: that finds it keeps more), at 0.2 the sum was 0.95.  Seed 9's 19x20 ABC is proven in 25.2-27.6 s
#: of CPython instead of 45.7 (before the race's second leg, ``proof.FINAL_RACE``).  With the cutting
#: planes (``_add_covers``) a state's bound is lower, so more of the states kept are kept only for
#: that cell, and a sweep hardened sooner: on 18x20 AB 105965 of ``spellgen`` the round whose softened
#: sweep found the longest path (263 cells) then hardened and only proved the bound 263.  At 0.4,
#: search nodes to the proof on 17 hard AB grids: 0.88 of the sum with the planes (0.955 at 0.3;
#: 18x18 AB 206349 0.67, 105965 0.91, 20x20 AB 405474 1.27), 1.08 without them (20x20 AB 881527
#: 2.3); the same on 7 grids of three letters or digits.
HARDEN_SHARE = 0.4
HARDEN_MIN = 100


def soften(sw, lower):
    """Let the exact sweep ``sw`` keep the paths of more than ``lower`` cells, below its own
    ``lower``, until it hardens (``HARDEN_SHARE``): a sweep that ends soft proves ``lower`` cells at
    most, or what it dropped before (``_proven``).  False (and ``sw`` unchanged) when the pieces off
    its core would not stay pieces, or ``lower`` is not below its own."""
    if sw.width or not sw.pieces_under <= lower < sw.lower:
        return False
    sw.soft, sw.lower = sw.lower, lower
    return True


def _proven(sw):
    """The most cells a path of the component can have, once the sweep is done: the best path found,
    or the highest bound of the states it dropped for their bound (``dropped``), at most ``lower``
    and sometimes below (seed 3's 19x19 digits of tests/bench/hardgrids.py, going left and aiming
    above 222 cells, proves 221).  (A path of at most ``pieces_under`` cells may lie in the pieces
    off the core, which the sweep does not see: up to that, ``lower`` stays the bound.)  A beam
    drops states that may beat ``lower``, and proves only ``lower``."""
    if sw.width:
        return sw.lower  # (``lower`` rose to every path found)
    return max(sw.best_len, sw.dropped, min(sw.lower, sw.pieces_under))


def _chunks(states):
    """The states' items ``CHUNK`` at a time; a pass yields how many it handled after each chunk."""
    items = iter(states.items())
    for start in range(0, len(states), CHUNK):
        yield islice(items, CHUNK), min(CHUNK, len(states) - start)


def _future(side, links):
    """Where a node still to arrive counts in ``fut``: capacity, or end-only with one link."""
    return side if links > 1 else 2 + side


def _arrive(sw, k):
    """Node ``k`` arrives, FREE in every state; in an exact sweep a state another one dominates is
    dropped (``_dominated``)."""
    sw.slot[k] = len(sw.front)
    sw.front.append(k)
    sw.fut[_future(sw.odd[k], sw.rem[k])] -= min(2, sw.rem[k])
    new, states = {}, sw.states
    for chunk, size in _chunks(states):
        if sw.width:  # (a beam keeps the states it narrowed to: those find its paths)
            new.update({m[:-1] + _FREE + m[-1:]: val for m, val in chunk})
        else:
            new.update({m[:-1] + _FREE + m[-1:]: val for m, val in chunk if not _dominated(states, m, val)})
        yield size
    sw.states = new


def _dominated(states, m, val):
    """True when ``states`` holds the codes ``m`` with one DONE node FREE instead, and as many links
    taken or more: whatever the rest of a path does from ``m``, it can do from there (leaving that node
    out), so no longer path is lost.  (On seed 3's 19x19 digits of tests/bench/hardgrids.py, going
    left with 219 known, 39 % of the states after a node's leaving were so dominated.)"""
    i = m.find(DONE)
    if i < 0:
        return False
    get, links = states.get, val[0]
    while i >= 0:
        other = get(m[:i] + _FREE + m[i + 1 :])
        if other is not None and other[0] >= links:
            return True
        i = m.find(DONE, i + 1)
    return False


def _link(sw, u, v):
    """Decide the link u - v: every state may skip it, or take it when that keeps a path."""
    sw.rem[u] -= 1
    sw.rem[v] -= 1
    new = dict(sw.states)
    for chunk, size in _chunks(sw.states):
        _link_chunk(sw, chunk, new, u, v)
        yield size
    sw.states = new


def _link_chunk(sw, chunk, new, u, v):
    """``_link`` on a chunk of the states: ``new`` gets the states that take the link."""
    iu, iv = sw.slot[u], sw.slot[v]
    get = new.get
    for m, val in chunk:
        mu = m[iu]
        if mu == DONE or mu == iv:  # noqa: SIM109 (a tuple of the two would be built per state)
            continue  # a third link, or a cycle
        mv = m[iv]
        if mv == DONE:
            continue
        ou = iu if mu == FREE else mu  # the slots of the other ends of the two pieces
        ov = iv if mv == FREE else mv
        links = val[0] + 1
        if ou == TERM and ov == TERM:
            if _alone(m, iu, iv):
                _found(sw, (links, u, v, val))
            continue
        codes = bytearray(m)
        codes[iu] = ov if mu == FREE else DONE
        codes[iv] = ou if mv == FREE else DONE
        if mu != FREE and ou != TERM:
            codes[ou] = ov
        if mv != FREE and ov != TERM:
            codes[ov] = ou
        key = bytes(codes)
        old = get(key)
        if old is None or old[0] < links:
            new[key] = (links, u, v, val)


def _alone(m, *skip):
    """True when no piece but the ones at the slots ``skip`` (TERM or a piece's end, never FREE or
    DONE) is open in the codes ``m``: every other slot is FREE or DONE (the last byte, the ends, is neither)."""
    return m.count(FREE) + m.count(DONE) + len(skip) + 1 == len(m)


def _found(sw, val):
    """A whole path of ``val[0] + 1`` cells."""
    if val[0] + 1 > max(sw.best_len, sw.lower):
        sw.best_len, sw.best = val[0] + 1, val
        sw.lower = max(sw.lower, sw.best_len)
    else:
        sw.dropped = max(sw.dropped, val[0] + 1)


def _leave_and_prune(sw, k):
    """The nodes that ``k`` lets go leave the frontier, the states that cannot beat ``lower`` are
    dropped (both by ``_prune_chunk``), a beam keeps its ``width``; then ``k`` is done."""
    if not sw.width and sw.matched and sw.matched[k] and len(sw.states) >= CUT_STATES:
        _add_covers(sw, k)
    steps = [(_off_front(sw, x), x) for x in sw.leave_at[k]]
    base, open_, shifts = _counters(sw)
    counters = base, _groups(open_), shifts
    kept, seen, top, edge = {}, {}, 0, 0
    bounds = {} if sw.width else None  # (a beam ranks its states by their bounds too, ``_narrow``)
    for chunk, size in _chunks(sw.states):
        t, e = _prune_chunk(sw, chunk, steps, counters, kept, seen, bounds)
        top, edge = max(top, t), edge + e
        yield size
    sw.states = kept
    if sw.soft > sw.lower and edge > HARDEN_SHARE * len(kept) + HARDEN_MIN:
        sw.lower = sw.soft  # (hardened: the states kept only for the cell below go at the next node)
    sw.bound = max(top, sw.best_len, *(bound for *_, bound in sw.parked))
    if sw.width and len(kept) > sw.width:
        _narrow(sw, bounds)
    sw.k, sw.j = k + 1, 0


def _add_covers(sw, k):
    """Position ``k`` gets more covers, each least for the frontier caps of one of ``CUT_SAMPLE``
    states spread over the states (``matching.more_covers``), kept for every sweep of its way.
    (The seven of ``FRONT_CAPS`` bound many states' links still to come above their largest
    2-matching: 18x18 AB 206349 of ``spellgen`` going down, aiming above 227, at its 150th
    position: by one on 47 % of the states, by two on 12 %.)"""
    front = [(i, p, min(2, sw.rem[p])) for i, p in enumerate(sw.front) if sw.rem[p]]
    sample = islice(sw.states, 0, None, max(1, len(sw.states) // CUT_SAMPLE))
    caps = [{p: r if m[i] == FREE else 0 if m[i] == DONE else 1 for i, p, r in front} for m in sample]
    sw.covers[k] = tuple(more_covers(sw.before, sw.odd, k, sw.matched[k], caps, sw.covers[k], MOST_COVERS))
    sw.matched[k] = None


def _off_front(sw, x):
    """Take node ``x`` off the frontier: its slot (the nodes after it move down one slot)."""
    i = sw.slot.pop(x)
    del sw.front[i]
    for p in sw.front[i:]:
        sw.slot[p] -= 1
    return i


#: bits per counter packed into one integer by ``_prune_chunk`` (a grid's counters stay far below 2**20)
_BITS = 20
_MASK = (1 << _BITS) - 1
#: the bound's packed counters (``_counters``): four of capacity, the even ends of pieces, then one per
#: cover of the position (``FRONT_CAPS``'s, then its cutting planes) from ``_COVER``, room for ``MOST_COVERS``
_EVEN_ENDS, _COVER = 4, 5
#: the packed counters after the bound's: pieces' ends in plain slots, then in the split's slots
#: (``parts``), each its own counter; ``_LOW`` keeps the bound's
_FIELDS = _COVER + MOST_COVERS
_PLAIN, _SPLIT = _FIELDS * _BITS, (_FIELDS + 1) * _BITS
_LOW = (1 << _PLAIN) - 1


def _pack(*fields):
    return sum(f << (_BITS * i) for i, f in enumerate(fields))


def _prune_chunk(sw, chunk, steps, counters, kept, seen, bounds):
    """Keep in ``kept`` the states of ``chunk`` that can beat ``lower`` once the nodes of ``steps``
    have left, the most links taken per codes (and their bounds in ``bounds``, unless None); return
    the best bound kept, and how many were kept only for a softened sweep's cell.  A node leaving with
    one link taken becomes an end of the path, and takes its tail.  The links still to come are
    bounded by parity and by the 2-matching covers, plus what the tails can add; a state with a
    piece's end in a slot of the position's split is judged by the parts (``parts.cut``).  A state's six
    counters (``_counters``) are summed packed in one integer, one lookup per group of slots
    (``_groups``); ``seen`` shares a bound between equal sums.  (Sharing the bound between equal
    kinds of the whole frontier was no faster: about half the states of a node on the hard grids
    have kinds of their own.)"""
    base, groups, shifts = counters
    tails, lower, top, low = sw.extra[sw.k], sw.lower, 0, sw.dropped
    split = sw.splits[sw.k]
    edge, at_edge = 0, lower + 1 if sw.soft > lower else -1
    seen_get, kept_get = seen.get, kept.get
    for m, val in chunk:
        for i, x in steps:
            mx = m[i]
            if mx >= DONE:  # (FREE or DONE, the two highest codes: no tuple built per state)
                m = (m[:i] + m[i + 1 :]).translate(_SHIFT[i])
            elif mx == TERM:  # the piece is a whole path: only if nothing else is open
                if _alone(m, i):
                    _found(sw, _with_tail(sw, val, x))
                break
            elif m[-1] == ENDS + 2:
                break  # a path has only two ends
            else:
                codes = bytearray(m)
                codes[mx] = TERM
                codes[-1] += 1
                del codes[i]
                m = bytes(codes).translate(_SHIFT[i])
                val = _with_tail(sw, val, x)
        else:
            tot, kinds = base, m.translate(_KIND)
            for a, b, table in groups:
                tot += table[kinds[a:b]]
            ends = m[-1] - ENDS
            key = (tot & _LOW) << 2 | ends  # (``_more``, inlined: a call per state costs)
            more = seen_get(key)
            if more is None:
                more = seen[key] = _more_links(tot, 2 - ends, tails, shifts)
            b = val[0] + 1 + more
            if b > low and tot >> _SPLIT:  # (a piece's end in a slot of the split: ``parts``, -1 when dead)
                less = cut_by_parts(split, m, ends, tot >> _PLAIN & _MASK)
                if less:
                    b = -1 if less < 0 else val[0] + 1 + _more(seen, tot - less, ends, tails, shifts)
            if b > lower:
                old = kept_get(m)
                if old is None or old[0] < val[0]:
                    kept[m] = val
                    edge += b == at_edge
                    if bounds is not None:
                        bounds[m] = b
                if b > top:
                    top = b
            elif b > low:
                low = b
    sw.dropped = low
    return top, edge


def _more(seen, tot, ends, tails, shifts):
    """``_more_links``, kept in ``seen`` by the counters of the bound and the ends."""
    key = (tot & _LOW) << 2 | ends
    more = seen.get(key)
    if more is None:
        more = seen[key] = _more_links(tot, 2 - ends, tails, shifts)
    return more


def _with_tail(sw, val, x):
    """``val`` with node ``x``'s tail taken (``x`` ends the path)."""
    links = sw.tails[x][0]
    return (val[0] + links, x, None, val) if links else val


def _counters(sw):
    """The packed counters of the nodes still to arrive, and per open node its slot and what it
    adds when FREE and when in a piece (summed a group of slots at a time, ``_groups``): capacity
    and end-only nodes [even, odd], the even ends of pieces (for ``_with_ends``), and the count of
    each 2-matching cover (``FRONT_CAPS``'s and ``_add_covers``'); then the ends of pieces in plain
    slots and in the slots of the position's split, if any (``parts``).  And the shifts of the
    covers' counters in use."""
    rem, odd = sw.rem, sw.odd
    covers = [(const, set(cover)) for const, cover in sw.covers[sw.k]]
    n = len(covers)
    split = sw.splits[sw.k]
    special = set(split.slots) if split else ()
    base = _pack(*sw.fut, 0, *(const for const, _ in covers))
    open_ = []
    for i, p in enumerate(sw.front):
        r, side = rem[p], odd[p]
        if not r:
            continue
        free, piece = [0] * _FIELDS, [0] * (_FIELDS + 2)
        piece[_FIELDS + (i in special)] = 1
        if r > 1:
            free[side] += 2
        else:
            free[2 + side] += 1
        for j, (_, cover) in enumerate(covers):
            if p in cover:
                free[_COVER + j] += min(2, r)
                piece[_COVER + j] += 1
        piece[side] += 1
        piece[_EVEN_ENDS] += 1 - side
        open_.append((i, _pack(*free), _pack(*piece)))
    return base, open_, _COVER_SHIFTS[:n]


#: the kind of a code for ``_groups``: FREE 0, DONE 1, in a piece 2 (the ends' byte is never looked up)
_KIND = bytes(0 if x == FREE else 1 if x == DONE else 2 for x in range(256))
#: frontier slots per group of ``_groups``: a lookup per group instead of a test per open slot
#: made a pass over the states 0.86-0.93 of the time in CPython 3.11 and 0.86-0.95 in Pyodide's
#: Python 3.14 (18x19 AB 652539 of ``spellgen`` going right and down, seed 9's 19x20 ABC of
#: tests/bench/hardgrids.py going up; groups of 4 and 6 slots about the same)
GROUP = 5


def _groups(open_):
    """The open slots' counters (slot, if FREE, if in a piece) as groups of ``GROUP`` slots, each
    (a, b, table): ``table`` (``_Sums``) maps the kinds (``_KIND``) of slots a to b to what they add."""
    adds = {i: (if_free, if_piece) for i, if_free, if_piece in open_}
    lo, hi = min(adds, default=0), max(adds, default=-1) + 1
    spans = [(a, min(a + GROUP, hi)) for a in range(lo, hi, GROUP)]
    return [(a, b, _Sums(adds.get(i, (0, 0)) for i in range(a, b))) for a, b in spans]


class _Sums(dict):
    """A group's table: the kinds of its slots (``_KIND``) -> what they add, filled as kinds are
    met (at most 3 ** ``GROUP``); ``adds``: per slot, what it adds if FREE and if in a piece.

    >>> sums = _Sums([(1, 10), (0, 0)])
    >>> sums[bytes([0, 2])], sums[bytes([2, 1])], len(sums)
    (1, 10, 2)
    """

    __slots__ = ("adds",)

    def __init__(self, adds):
        super().__init__()
        self.adds = tuple(adds)

    def __missing__(self, kinds):
        adds = (
            if_free if kind == 0 else if_piece if kind == 2 else 0
            for kind, (if_free, if_piece) in zip(kinds, self.adds)
        )
        total = self[kinds] = sum(adds)
        return total


#: where ``_more_links`` finds the counters of the covers in the packed counters
_COVER_SHIFTS = tuple(j * _BITS for j in range(_COVER, _COVER + MOST_COVERS))


def _more_links(tot, free_ends, tails, shifts):
    """The most links still to come from the packed counters (see ``_counters``), tails included.
    (Called for about a fifth of the states a pass prunes, so written for speed: 1.3 us of CPython
    a call, against 2.2 with a call of ``min`` per cover.)"""
    bits, mask = _BITS, _MASK
    even, odd = tot & mask, tot >> bits & mask
    if free_ends:
        core = _links_left((even, odd), (tot >> 2 * bits & mask, tot >> 3 * bits & mask), free_ends)
    else:
        core = even if even < odd else odd
    for shift in shifts:
        cover = tot >> shift & mask
        if cover < core:
            core = cover
    return _with_ends(core, tot >> _EVEN_ENDS * bits & mask, free_ends, tails)


def _with_ends(core, even_ends, free_ends, tails):
    """The most links still to come: at most ``core`` in the core, plus the tails (per side, see
    ``_extra``) of the ``free_ends`` ends still to come.  Each link joins an even and an odd node,
    and each node still to take links takes two, but a piece's end (``even_ends`` of them even) one
    and an end of the path one less: so the core's links have the parity of the even pieces' ends
    when the ends still to come are both odd, both even or none, else the other.  (An end with a
    long tail on one side may so cost a core link: seed 3's 19x19 digits of tests/bench/hardgrids.py,
    going left aiming above 219, has every state dropped so from the 150th node of 235 on.)

    >>> _with_ends(10, 1, 0, ((0, 0), (0, 0))), _with_ends(10, 0, 1, ((5, 8), (1, 1)))
    (9, 14)
    """
    (one_even, two_even), (one_odd, two_odd) = tails
    same, other = _with_parity(core, even_ends), _with_parity(core, even_ends + 1)
    if free_ends == 0:
        return same
    if free_ends == 1:  # (its end even: the core's links have the odd pieces' ends' parity)
        return max(one_even + other, one_odd + same)
    return max(max(two_even, two_odd) + same, one_even + one_odd + other)


def _with_parity(links, parity):
    """The most links up to ``links`` of that parity (-1 when none)."""
    return links - (links - parity) % 2


def _narrow(sw, bounds):
    """A beam: keep ``width`` states, half the width with the highest bound (``bounds``; the most
    links first among equal bounds) and the rest with the most links taken (a heuristic for a long
    path, far faster than the exact sweep on the hard grids; what it drops may hold the longest path).
    Either half alone often ends with no path: the states with the most links go where none can go
    on (on a 20x15 ABC grid, seed 364642 of ``spellgen``, longest path 167, the beam of 400 states
    keeping what beats 141 cells finds nothing each way), the states with the highest bound pass by
    paths the others find (seed 1's 18x19 digits of tests/bench/hardgrids.py: 209 cells from 208
    going down, 215 with the most links).  Half and half, the beams of 400 states from the best
    path at the handoff find the longest path on 20x15 ABC (167, going down), seed 9's 19x20 ABC
    (169 going right, 159 with the most links alone) and seed 3's 19x19 digits (219 down and up,
    none with the most links alone); search nodes to the proof (deterministic, 500-node slices)
    0.86 of the sum on the 10 proven grids of the README's table (19x19 digits 85,883 / 154,647,
    20x18 ABC 52,064 / 112,189; 20x20 ABC 1.04, the most), and 0.83 on 60 random grids of the
    issue's kind (two samples of 30: 19x17 ABC 803946 0.45, 15x20 AB 734744 1.68, the others 0.53
    to 1.08; 17x16 digits 286770 proven, 161, where it was 157..161 at 40 s of CPython).  (Ranked
    by bound alone: 1.03 of the table's sum, 18x19 digits 3.62.)"""
    items = sw.states.items()
    high = dict(heapq.nlargest(sw.width // 2, items, key=lambda item: (bounds[item[0]], item[1][0])))
    rest = (item for item in items if item[0] not in high)
    high.update(heapq.nlargest(sw.width - len(high), rest, key=_taken))
    sw.states = high


def _taken(item):
    return item[1][0]


def _links_left(cap, ends, free_ends):
    """The most links still to come: each joins an even and an odd node, and at most ``free_ends``
    of the nodes that can only end the path take one.

    >>> _links_left([4, 6], [3, 0], 2), _links_left([4, 6], [3, 0], 0)
    (6, 4)
    """
    (even, odd), (even_ends, odd_ends) = cap, ends
    most = -1
    for a in range(free_ends + 1):
        links = min(even + min(a, even_ends), odd + min(free_ends - a, odd_ends))
        if links > most:
            most = links
    return most


def best_cells(sw):
    """The best path found, as (r, c) cells from one end to the other (empty when none)."""
    if sw.best is None:
        return ()
    nbrs = {}
    val = sw.best
    while val[3] is not None:
        _, u, v, val = val
        way = [sw.cells[u], *sw.tails[u][1]] if v is None else [sw.cells[u], sw.cells[v]]
        for a, b in pairwise(way):
            nbrs.setdefault(a, []).append(b)
            nbrs.setdefault(b, []).append(a)
    end = min(p for p, ns in nbrs.items() if len(ns) == 1)
    path, prev = [end], None
    while True:
        nxt = [p for p in nbrs[path[-1]] if p != prev]
        if not nxt:
            return tuple(path)
        prev = path[-1]
        path.append(nxt[0])
