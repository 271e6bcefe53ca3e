"""Spellseeker grids (seed 004, labs AB and AC): parse, neighbours, the longest path, checker, generator.

Vocabulary:
  grid      rows of equal length; a cell holds one character, or None when empty (``-``)
  (r, c)    row and column, 0-based, row 0 at the top; even columns sit half a cell lower
  touch     (r, c) touches (r-1, c), (r+1, c), (r, c-1), (r, c+1) and, for even c,
            (r+1, c-1), (r+1, c+1); for odd c, (r-1, c-1), (r-1, c+1)
  link      two touching non-empty cells whose character codes differ by exactly one
  path      cells in order, each linked to the next, none twice; its length counts cells
  region    the cells a path may still use: those reachable from the path's head without
            crossing used cells (a bit set over one connected component)
  bound     an upper bound on the longest path from a head in a region (see ``_bound``)

The solver is exact and anytime.  Components are solved apart.  Each start cell is searched
depth first over (head, region) pairs, with the handout's memo keyed by that pair (the region
as a bit set, so a cut the path has crossed is forgotten), children ordered by their bounds and
pruned when they cannot beat the best path so far.  Bounds: parity (links join odd and even
codes), leaves (only the last cell may have a single link), and for starts the block-cut tree
(a path crosses it along one branch).  Starts are taken best bound first; a searched start is
"dead" (no better path can end there), and dead cells left with one link are peeled away.
``SpellSearch(grid).run(max_nodes)`` advances it in slices; ``longest_path`` runs it to the end
or to a budget.

>>> g = parse_grid("ABBB\\nBBAB\\n-B-A\\n")
>>> longest_path(g).length
6
>>> check_path(g, longest_path(g).path).message
'OK - Pathlength = 6'
"""

import heapq
import random
from dataclasses import dataclass

from .errors import InputError
from .options import whole
from .text import words

__all__ = [
    "Grid",
    "Progress",
    "SpellResult",
    "SpellSearch",
    "Check",
    "parse_grid",
    "write_grid",
    "neighbours",
    "linked",
    "longest_path",
    "check_path",
    "parse_seeker_output",
    "write_seeker_output",
    "generate",
    "spell_tool",
    "spell_job",
    "spellcheck_tool",
    "spellgen_tool",
]

EMPTY = "-"

#: memo entries kept before the memo is compacted to what the open search frames still point at
MEMO_LIMIT = 250_000


@dataclass(frozen=True)
class Grid:
    """Rows of cells; ``cells[r][c]`` is a one-character string or None (empty).

    >>> Grid.from_rows(["A-", "BC"]).cells
    (('A', None), ('B', 'C'))
    """

    rows: int
    cols: int
    cells: tuple

    @classmethod
    def from_rows(cls, rows):
        cells = tuple(tuple(None if ch == EMPTY else ch for ch in row) for row in rows)
        return cls(len(cells), len(cells[0]) if cells else 0, cells)

    def value(self, r, c):
        """The cell's character, or None when empty or off the grid."""
        if 0 <= r < self.rows and 0 <= c < self.cols:
            return self.cells[r][c]
        return None

    def row_text(self, r):
        return "".join(EMPTY if ch is None else ch for ch in self.cells[r])

    def to_dict(self):
        return {"rows": self.rows, "cols": self.cols, "cells": [list(row) for row in self.cells]}


def parse_grid(text):
    """A Grid from whitespace-separated words of equal length, one word per row.

    >>> parse_grid("AB\\nC-").cells
    (('A', 'B'), ('C', None))
    >>> parse_grid("ABC\\nAB")
    Traceback (most recent call last):
    ...
    engine.errors.InputError: line 2, col 3: row 2 has 2 cells, not 3 like row 1: 'AB' (expected rows of equal length)
    """
    tokens = []
    for n, line in enumerate(text.splitlines(), start=1):
        tokens.extend(words(line, n))
    return _grid_from_tokens(tokens)


def _grid_from_tokens(tokens):
    if not tokens:
        raise InputError(1, 1, "empty grid", expected="one word of cells per row, '-' for an empty cell")
    width = len(tokens[0])
    for i, tok in enumerate(tokens[1:], start=2):
        if len(tok) != width:
            raise InputError(
                tok.line,
                tok.column + min(len(tok), width),
                f"row {i} has {len(tok)} cells, not {width} like row 1:",
                found=str(tok),
                expected="rows of equal length",
            )
    return Grid.from_rows([str(t) for t in tokens])


def write_grid(grid):
    """The grid as text, one row per line (the inverse of ``parse_grid``).

    >>> write_grid(parse_grid("A- BC"))
    'A-\\nBC\\n'
    """
    return "".join(grid.row_text(r) + "\n" for r in range(grid.rows))


def neighbours(grid, r, c):
    """The cells on the grid that touch (r, c), empty or not.

    >>> sorted(neighbours(Grid.from_rows(["AAA", "AAA"]), 0, 0))
    [(0, 1), (1, 0), (1, 1)]
    >>> sorted(neighbours(Grid.from_rows(["AAA", "AAA"]), 1, 1))
    [(0, 0), (0, 1), (0, 2), (1, 0), (1, 2)]
    """
    dr = 1 if c % 2 == 0 else -1
    out = []
    for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1), (r + dr, c - 1), (r + dr, c + 1)):
        if 0 <= rr < grid.rows and 0 <= cc < grid.cols:
            out.append((rr, cc))
    return out


def linked(grid, a, b):
    """True when cells a and b touch, are both non-empty and their codes differ by one.

    >>> g = Grid.from_rows(["AB", "C-"])
    >>> linked(g, (0, 0), (0, 1)), linked(g, (0, 0), (1, 0))
    (True, False)
    """
    x, y = grid.value(*a), grid.value(*b)
    return x is not None and y is not None and abs(ord(x) - ord(y)) == 1 and b in neighbours(grid, *a)


# ----------------------------------------------------------------------------------------------
# The solver.


class _Component:
    """One connected component as bit sets: node i is ``cells[i]``; ``adj[i]`` its links."""

    __slots__ = ("adj", "cells", "leaves", "mask", "odd")

    def __init__(self, cells, adj, odd):
        self.cells = cells
        self.adj = adj
        self.odd = odd  # nodes whose character code is odd
        self.mask = (1 << len(cells)) - 1
        self.leaves = _leaves(adj, self.mask)


def _leaves(adj, region):
    """Nodes of ``region`` with at most one link inside it."""
    leaves = 0
    rest = region
    while rest:
        low = rest & -rest
        rest ^= low
        a = adj[low.bit_length() - 1] & region
        if not a & (a - 1):
            leaves |= low
    return leaves


def _links(grid):
    """Flat cell index -> list of linked flat indices (index = r * cols + c)."""
    rows, cols = grid.rows, grid.cols
    vals = [-9 if ch is None else ord(ch) for row in grid.cells for ch in row]
    links = [[] for _ in vals]
    for r in range(rows):
        base = r * cols
        below = base + cols if r + 1 < rows else None
        for c in range(cols):
            i = base + c
            x = vals[i]
            if x < 0:
                continue
            # each link once: right, down, and for even c down-left and down-right
            if c + 1 < cols and abs(vals[i + 1] - x) == 1:
                links[i].append(i + 1)
                links[i + 1].append(i)
            if below is not None:
                j = below + c
                if abs(vals[j] - x) == 1:
                    links[i].append(j)
                    links[j].append(i)
                if c % 2 == 0:
                    if c > 0 and abs(vals[j - 1] - x) == 1:
                        links[i].append(j - 1)
                        links[j - 1].append(i)
                    if c + 1 < cols and abs(vals[j + 1] - x) == 1:
                        links[i].append(j + 1)
                        links[j + 1].append(i)
    return vals, links


def _components(grid):
    """The grid's link graph split into connected components of two or more cells (biggest first)."""
    vals, links = _links(grid)
    cols = grid.cols
    local = {}
    comps = []
    for i, nbs in enumerate(links):
        if not nbs or i in local:
            continue
        order = [i]
        local[i] = 0
        for here in order:  # breadth-first, so nearby cells get nearby bits
            for j in links[here]:
                if j not in local:
                    local[j] = len(order)
                    order.append(j)
        adj = []
        odd = 0
        for k, here in enumerate(order):
            m = 0
            for j in links[here]:
                m |= 1 << local[j]
            adj.append(m)
            if vals[here] % 2:
                odd |= 1 << k
        comps.append(_Component([divmod(i, cols) for i in order], adj, odd))
    comps.sort(key=lambda k: -len(k.cells))
    return comps


def _bound(region, leaves, start, same, dead=0):
    """Upper bound on the longest path from ``start`` inside ``region``.

    Links join odd and even codes, so a path alternates parity: from a start of parity p it can
    use at most ``min(2*#p, 2*#(not p) + 1)`` cells.  A leaf (one link inside the region) other
    than the start can only be the path's last cell, so at most one leaf is used.
    ``same`` is the set of nodes with the start's parity; ``leaves`` may include the start.
    ``dead`` cells cannot end an improving path (every path from them was searched already),
    so a dead leaf cannot be used at all.

    >>> _bound(0b111, 0b101, 0, 0b101)  # a chain of three from one end
    3
    >>> _bound(0b111, 0b101, 0, 0b101, dead=0b100)
    2
    """
    leaves &= ~(1 << start)
    if dead:
        gone = leaves & dead
        region &= ~gone
        leaves &= ~gone
    n_same = (region & same).bit_count()
    n_opp = region.bit_count() - n_same
    l_same = (leaves & same).bit_count()
    l_opp = leaves.bit_count() - l_same
    s = n_same - l_same  # includes the start
    o = n_opp - l_opp
    best = min(2 * s, 2 * o + 1)
    if l_same:  # ends on a same-parity leaf: odd length, s+1 same cells usable
        k = 2 * min(s, o) + 1
        if k > best:
            best = k
    if l_opp:  # ends on an opposite-parity leaf: even length, o+1 opposite cells usable
        k = 2 * min(s, o + 1)
        if k > best:
            best = k
    return best


class _BlockBound:
    """Upper bounds on paths from each start in a connected region, from its blocks.

    A simple path crosses the region's block-cut tree along a tree path: it enters each block
    at one cell and leaves it at a cut cell (or ends in the last block).  So the bound is the
    best sum, over tree paths from the start, of what each block can hold (its size, cut down by
    the parity of the entry and exit cells).  ``down(b, a)`` is that sum for paths entering block
    ``b`` at cell ``a`` and going away from ``a``; it depends only on (b, a), so it is memoized.

    >>> adj = [0b0010, 0b0101, 0b1010, 0b0100]  # a chain of four
    >>> bb = _BlockBound(adj, 0b1111, 0b0101)
    >>> bb.bound(0), bb.bound(1)
    (4, 3)
    """

    def __init__(self, adj, region, odd):
        self.adj = adj
        self.odd = odd
        self.blocks = _blocks(adj, region)
        self.blocks_of = {}
        for k, b in enumerate(self.blocks):
            rest = b
            while rest:
                low = rest & -rest
                rest ^= low
                self.blocks_of.setdefault(low.bit_length() - 1, []).append(k)
        self.cuts = []
        for b in self.blocks:
            cuts = []
            rest = b
            while rest:
                low = rest & -rest
                rest ^= low
                v = low.bit_length() - 1
                if len(self.blocks_of[v]) > 1:
                    cuts.append(v)
            self.cuts.append(cuts)
        self.memo = {}

    def _counts(self, b, a):
        block = self.blocks[b]
        n_odd = (block & self.odd).bit_count()
        if self.odd >> a & 1:
            return n_odd, block.bit_count() - n_odd
        return block.bit_count() - n_odd, n_odd

    def bound(self, v):
        """Upper bound on the cells of a path starting at ``v``."""
        best = 1
        for b in self.blocks_of.get(v, ()):
            self._solve(b, v)
            best = max(best, self.memo[(b, v)])
        return best

    def _solve(self, b0, a0):
        memo = self.memo
        if (b0, a0) in memo:
            return
        todo = [(b0, a0, False)]
        while todo:
            b, a, ready = todo.pop()
            if (b, a) in memo:
                continue
            deps = [(b2, c) for c in self.cuts[b] if c != a for b2 in self.blocks_of[c] if b2 != b]
            if not ready:
                todo.append((b, a, True))
                todo.extend((b2, c, False) for b2, c in deps if (b2, c) not in memo)
                continue
            s, o = self._counts(b, a)
            best = min(2 * s, 2 * o + 1)  # end inside this block
            odd_a = self.odd >> a & 1
            for c in self.cuts[b]:
                if c == a:
                    continue
                through = 2 * min(s - 1, o) + 1 if self.odd >> c & 1 == odd_a else 2 * min(s, o)
                onward = max(memo[(b2, c)] for b2 in self.blocks_of[c] if b2 != b)
                if through - 1 + onward > best:
                    best = through - 1 + onward
            memo[(b, a)] = best


def _blocks(adj, region):
    """The biconnected blocks (bridges included) of the connected ``region``, as bit sets.

    >>> [bin(b) for b in _blocks([0b0110, 0b0101, 0b1011, 0b0100], 0b1111)]  # a triangle and a tail
    ['0b1100', '0b111']
    """
    if not region:
        return []
    n = region.bit_length()
    disc = [-1] * n
    low = [0] * n
    root = (region & -region).bit_length() - 1
    disc[root] = low[root] = 0
    counter = 1
    cells = [root]
    blocks = []

    def nbs(u):
        out = []
        rest = adj[u] & region
        while rest:
            bit = rest & -rest
            rest ^= bit
            out.append(bit.bit_length() - 1)
        return out

    walk = [(root, -1, nbs(root), 0)]
    while walk:
        u, parent, ws, i = walk[-1]
        if i < len(ws):
            walk[-1] = (u, parent, ws, i + 1)
            w = ws[i]
            if disc[w] < 0:
                disc[w] = low[w] = counter
                counter += 1
                cells.append(w)
                walk.append((w, u, nbs(w), 0))
            elif w != parent and disc[w] < low[u]:
                low[u] = disc[w]
            continue
        walk.pop()
        if walk:
            p = walk[-1][0]
            if low[u] < low[p]:
                low[p] = low[u]
            if low[u] >= disc[p]:
                block = 1 << p
                while True:
                    x = cells.pop()
                    block |= 1 << x
                    if x == u:
                        break
                blocks.append(block)
    return blocks


@dataclass(frozen=True)
class Progress:
    """Where a search stands: the best path so far, an upper bound on the optimum, and whether it is done."""

    best_path: tuple
    upper_bound: int
    done: bool
    nodes: int

    @property
    def proven(self):
        return self.done or len(self.best_path) >= self.upper_bound

    def to_dict(self):
        return {
            "best_path": [list(rc) for rc in self.best_path],
            "length": len(self.best_path),
            "upper_bound": self.upper_bound,
            "done": self.done,
            "proven": self.proven,
            "nodes": self.nodes,
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
            "upper_bound": self.upper_bound,
            "nodes": self.nodes,
        }


# frame fields (a frame is a list, for speed)
_V, _R, _LEAVES, _KIDS, _I, _LO, _LOKEY, _HI, _KEY, _UB = range(10)


class SpellSearch:
    """The longest-path search, advanced in slices so a caller can show progress and stop.

    ``run(max_nodes)`` expands at most ``max_nodes`` search nodes and returns a Progress;
    call it again to go on.  ``result()`` gives the SpellResult (proven or best so far).

    >>> s = SpellSearch(parse_grid("213322223 332123331 331231121 133131123 131211121 231231121 -1-2-3-3-"))
    >>> p = s.run(10**6)
    >>> p.done, len(p.best_path), p.upper_bound
    (True, 23, 23)
    """

    def __init__(self, grid):
        self.grid = grid
        self.comps = _components(grid)
        self.nodes = 0
        self.best = ()  # best path so far, as (r, c) cells
        starts = []
        for k, comp in enumerate(self.comps):
            n = len(comp.cells)
            for v in range(n):
                same = comp.odd if comp.odd >> v & 1 else comp.mask & ~comp.odd
                ub = _bound(comp.mask, comp.leaves, v, same)
                is_leaf = comp.leaves >> v & 1
                starts.append((-ub, -is_leaf, k, v))
        heapq.heapify(starts)
        self.starts = starts  # a heap of (-bound, -is leaf, component, node); bounds only fall
        # per component: cells searched as starts (dead: they cannot end an improving path),
        # and the cells still usable (dead cells with one usable link are peeled off)
        self.dead = [0 for _ in self.comps]
        self.alive = [comp.mask for comp in self.comps]
        self.alive_leaves = [comp.leaves for comp in self.comps]
        self.block_bounds = [None for _ in self.comps]  # _BlockBound of alive, made when needed
        self.k = None
        if not self.comps:
            # no links at all: any non-empty cell is a longest path
            for r in range(grid.rows):
                for c in range(grid.cols):
                    if grid.cells[r][c] is not None and not self.best:
                        self.best = ((r, c),)
        self.memos = [{} for _ in self.comps]
        self.stack = []
        self.comp = None
        self.memo = None
        self.done = not self.starts

    # -- public ------------------------------------------------------------------------------

    def run(self, max_nodes=None):
        """Search until done or about ``max_nodes`` more nodes have been expanded; return a Progress."""
        limit = None if max_nodes is None else self.nodes + max(1, int(max_nodes))
        while not self.done:
            if limit is not None and self.nodes >= limit:
                break
            self._work(limit)
        return self.progress()

    def progress(self):
        return Progress(self.best, self._upper_bound(), self.done, self.nodes)

    def result(self):
        ub = self._upper_bound()
        return SpellResult(
            grid=self.grid,
            length=len(self.best),
            path=self.best,
            proven=self.done or len(self.best) >= ub,
            upper_bound=ub,
            nodes=self.nodes,
        )

    # -- the search --------------------------------------------------------------------------

    def _upper_bound(self):
        if self.done:
            return len(self.best)
        ub = len(self.best)
        if self.starts:
            ub = max(ub, -self.starts[0][0])
        if self.stack:
            top = self.stack[0]
            kids = top[_KIDS]
            i = max(0, top[_I] - 1)
            rest = max((kid[0] for kid in kids[i:]), default=0)
            ub = max(ub, min(top[_UB], 1 + max(top[_HI], rest)))
        return ub

    def _work(self, limit):
        stack = self.stack
        if not stack:
            if not self.starts:
                self.done = True
                return
            neg_ub, neg_leaf, k, v = self.starts[0]
            if -neg_ub <= len(self.best):
                self.done = True  # no start left can beat the best path
                return
            comp = self.comps[k]
            alive = self.alive[k]
            if not alive >> v & 1:
                heapq.heappop(self.starts)
                return
            same = comp.odd if comp.odd >> v & 1 else comp.mask & ~comp.odd
            ub = _bound(alive, self.alive_leaves[k], v, same, self.dead[k])
            bb = self.block_bounds[k]
            if bb is None:
                bb = self.block_bounds[k] = _BlockBound(comp.adj, alive, comp.odd)
            ub = min(ub, bb.bound(v))
            if ub < -neg_ub:
                heapq.heapreplace(self.starts, (-ub, neg_leaf, k, v))
                return
            heapq.heappop(self.starts)
            self.k, self.comp, self.memo = k, comp, self.memos[k]
            key = (v, alive)
            m = self.memo.get(key)
            if m is not None and (m[0] == m[1] or m[1] <= len(self.best)):
                self._offer(0, m[0], key, ())
                self._retire(v)
                return
            stack.append(self._frame(v, alive, self.alive_leaves[k], key, ub, m))
        self._descend(limit)

    def _retire(self, v):
        """Start ``v`` is searched: mark it dead and peel dead cells left with at most one usable link."""
        k = self.k
        adj = self.comp.adj
        dead = self.dead[k] | (1 << v)
        alive = self.alive[k]
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
        self.dead[k] = dead
        if changed:
            self.alive[k] = alive
            self.alive_leaves[k] = _leaves(adj, alive)
            self.block_bounds[k] = None

    def _frame(self, v, region, leaves, key, ub, m):
        """A new search node: the head ``v`` in ``region``, with its children sorted by bound."""
        self.nodes += 1
        comp = self.comp
        adj = comp.adj
        odd = comp.odd
        even = comp.mask & ~odd
        dead = self.dead[self.k]
        vbit = 1 << v
        allowed = region ^ vbit
        nb = adj[v] & allowed
        kids = []
        if nb:
            # leaves of region - v: the old ones, plus neighbours of v left with one link
            lv = leaves & ~vbit
            rest_nb = nb
            while rest_nb:
                low = rest_nb & -rest_nb
                rest_nb ^= low
                a = adj[low.bit_length() - 1] & allowed
                if not a & (a - 1):
                    lv |= low
            # A single way on: region - v stays connected.
            parts = (allowed,) if not nb & (nb - 1) else _split(adj, nb, allowed)
            # (the block-cut bound is used for starts only: per search node it cost more time
            # than it saved, on the corpus and on random 25x25 and 30x30 grids)
            for sub in parts:
                sub_leaves = lv & sub
                rest_nb = nb & sub
                while rest_nb:
                    low = rest_nb & -rest_nb
                    rest_nb ^= low
                    u = low.bit_length() - 1
                    same = odd if odd >> u & 1 else even
                    kids.append((_bound(sub, sub_leaves, u, same, dead), u, sub, sub_leaves))
            kids.sort(key=lambda kid: -kid[0])
        best_kid = max((kid[0] for kid in kids), default=0)
        ub = min(ub, 1 + best_kid)
        lo, lokey = 1, None
        if m is not None:
            lo, lokey = m[0], m[2]
            ub = min(ub, m[1])
        return [v, region, leaves, kids, 0, lo, lokey, 0, key, ub]

    def _descend(self, limit):
        stack = self.stack
        memo = self.memo
        while stack:
            if len(memo) > MEMO_LIMIT:
                memo = self._compact()
            depth = len(stack) - 1
            f = stack[-1]
            kids = f[_KIDS]
            i = f[_I]
            need = len(self.best) - depth  # a child must reach this many cells to beat the best
            if f[_LO] >= f[_UB] or i >= len(kids) or kids[i][0] < need:
                # finished: everything left is bounded below what we need
                if i < len(kids) and f[_LO] < f[_UB]:
                    hi = 1 + max(f[_HI], kids[i][0])
                else:
                    hi = 1 + f[_HI] if f[_LO] < f[_UB] else f[_LO]
                hi = max(min(hi, f[_UB]), f[_LO])
                memo[f[_KEY]] = (f[_LO], hi, f[_LOKEY])
                stack.pop()
                if stack:
                    self._child_done(stack[-1], depth - 1, f[_LO], hi, f[_KEY])
                else:
                    self._offer(0, f[_LO], f[_KEY], ())
                    self._retire(f[_V])
                continue
            f[_I] = i + 1
            ub, u, sub, lv = kids[i]
            key = (u, sub)
            m = memo.get(key)
            if m is not None and (m[0] == m[1] or m[1] < need):
                self._child_done(f, depth, m[0], m[1], key)
                continue
            if limit is not None and self.nodes >= limit:
                f[_I] = i  # come back to this child on the next slice
                return
            stack.append(self._frame(u, sub, lv, key, ub, m))
            if len(stack) > len(self.best):  # the path down to here is the longest seen yet
                cells = self.comp.cells
                self.best = tuple(cells[fr[_V]] for fr in stack)

    def _compact(self):
        """Forget the memo except the chains that open frames' best paths run through.

        The memo is only a cache, except that a frame's best path is stored as a chain of memo
        keys; keeping those chains keeps every path the search may still report.
        """
        old = self.memo
        new = {}
        for f in self.stack:
            key = f[_LOKEY]
            while key is not None and key not in new:
                m = old.get(key)
                if m is None:
                    break
                new[key] = m
                key = m[2]
        self.memo = self.memos[self.k] = new
        return new

    def _child_done(self, f, depth, lo, hi, key):
        if lo + 1 > f[_LO]:
            f[_LO] = lo + 1
            f[_LOKEY] = key
            if depth + 1 + lo > len(self.best):
                prefix = tuple(s[_V] for s in self.stack[: depth + 1])
                self._offer(depth + 1, lo, key, prefix)
        if hi > f[_HI]:
            f[_HI] = hi

    def _offer(self, depth, length, key, prefix):
        """A path of ``depth + length`` cells: ``prefix`` then the memo chain from ``key``."""
        if depth + length <= len(self.best):
            return
        memo = self.memo
        nodes = list(prefix)
        while key is not None:
            nodes.append(key[0])
            m = memo.get(key)
            key = m[2] if m is not None else None
        cells = self.comp.cells
        path = tuple(cells[i] for i in nodes)
        if len(path) > len(self.best):
            self.best = path


def _split(adj, nb, allowed):
    """The parts of ``allowed`` (a connected region minus one cell) that hold the cells of ``nb``.

    Floods from every cell of ``nb`` at once, one layer each in turn, merging floods that meet;
    once at most one flood is still growing, it owns whatever the finished ones did not reach.
    So a cell that does not cut the region costs a few layers, and a cut costs its smaller sides.

    >>> adj = [0b010, 0b101, 0b010]  # a chain 0 - 1 - 2, cell 1 removed
    >>> sorted(_split(adj, 0b101, 0b101))
    [1, 4]
    """
    seen = []
    front = []
    while nb:
        low = nb & -nb
        nb ^= low
        seen.append(low)
        front.append(low)
    while True:
        growing = 0
        for k in range(len(seen)):
            frontier = front[k]
            if not frontier:
                continue
            nxt = 0
            while frontier:
                low = frontier & -frontier
                frontier ^= low
                nxt |= adj[low.bit_length() - 1]
            nxt &= allowed & ~seen[k]
            seen[k] |= nxt
            front[k] = nxt
            if nxt:
                growing += 1
        # merge floods that met
        k = 0
        while k < len(seen):
            j = k + 1
            while j < len(seen):
                if seen[k] & seen[j]:
                    seen[k] |= seen[j]
                    front[k] |= front[j]
                    del seen[j], front[j]
                else:
                    j += 1
            k += 1
        open_ = [k for k in range(len(seen)) if front[k]]
        if len(open_) <= 1:
            if open_:
                k = open_[0]
                closed = 0
                for j in range(len(seen)):
                    if j != k:
                        closed |= seen[j]
                seen[k] = allowed & ~closed
            return seen


def longest_path(grid, *, budget_nodes=None, on_progress=None, should_stop=None, every=2000):
    """A longest path in the grid (exact unless stopped by the budget or ``should_stop``).

    ``on_progress(best_path, upper_bound)`` is called every ``every`` nodes; ``should_stop()``
    likewise, and a True answer ends the search with the best path so far (``proven`` False
    unless it already meets the bound).

    >>> r = longest_path(parse_grid("1111 1111"))
    >>> r.length, r.path, r.proven
    (1, ((0, 0),), True)
    """
    search = SpellSearch(grid)
    while not search.done:
        step = every
        if budget_nodes is not None:
            step = min(step, budget_nodes - search.nodes)
            if step <= 0:
                break
        p = search.run(step)
        if on_progress is not None:
            on_progress(p.best_path, p.upper_bound)
        if should_stop is not None and not search.done and should_stop():
            break
    return search.result()


# ----------------------------------------------------------------------------------------------
# Spellseeker output and the checker.


@dataclass(frozen=True)
class Check:
    """The checker's verdict; ``bad_step`` is the 0-based index of the first bad path cell."""

    ok: bool
    length: int
    message: str
    bad_step: int | None

    def to_dict(self):
        return {"ok": self.ok, "length": self.length, "message": self.message, "bad_step": self.bad_step}


def write_seeker_output(grid, path):
    """Spellseeker's output: the grid, ``PATH``, then one ``r c`` line per cell.

    >>> print(write_seeker_output(Grid.from_rows(["AB"]), [(0, 0), (0, 1)]), end="")
    AB
    PATH
    0 0
    0 1
    """
    return write_grid(grid) + "PATH\n" + "".join(f"{r} {c}\n" for r, c in path)


def parse_seeker_output(text):
    """``(grid, path)`` from spellseeker output (grid rows, a ``PATH`` line, ``r c`` lines).

    >>> parse_seeker_output("AB\\nPATH\\n0 0\\n0 1\\n")[1]
    ((0, 0), (0, 1))
    """
    tokens = []
    path = []
    seen_path = False
    for n, line in enumerate(text.splitlines(), start=1):
        ws = words(line, n)
        if not ws:
            continue
        if not seen_path:
            if ws[0] == "PATH":
                if len(ws) > 1:
                    raise InputError(n, ws[1].column, "unexpected text after PATH:", found=str(ws[1]))
                seen_path = True
                continue
            tokens.extend(ws)
            continue
        if len(ws) != 2:
            tok = ws[2] if len(ws) > 2 else ws[0]
            col = tok.column if len(ws) > 2 else len(line) + 1
            raise InputError(n, col, "a path line holds two numbers:", found=line.strip(), expected="'row column'")
        cell = []
        for w in ws:
            if not w.isascii() or not w.isdigit():
                raise InputError(n, w.column, "not a row or column number:", found=str(w), expected="a whole number")
            cell.append(int(w))
        path.append(tuple(cell))
    if not seen_path:
        line = len(text.splitlines()) + 1
        raise InputError(line, 1, "no PATH line", expected="the grid, a line 'PATH', then 'r c' lines")
    return _grid_from_tokens(tokens), tuple(path)


def check_path(grid, path):
    """Is ``path`` legal in ``grid``?  The first bad step is named.

    >>> g = Grid.from_rows(["ABC", "---"])
    >>> check_path(g, [(0, 0), (0, 1), (0, 2)]).message
    'OK - Pathlength = 3'
    >>> check_path(g, [(0, 0), (0, 2)]).message
    'Bad path: step 2 (0,2) does not touch step 1 (0,0)'
    """
    seen = {}
    for i, (r, c) in enumerate(path):
        here = f"step {i + 1} ({r},{c})"
        if not (0 <= r < grid.rows and 0 <= c < grid.cols):
            return Check(False, len(path), f"Bad path: {here} is off the {grid.rows}x{grid.cols} grid", i)
        if grid.cells[r][c] is None:
            return Check(False, len(path), f"Bad path: {here} is an empty cell", i)
        if (r, c) in seen:
            return Check(False, len(path), f"Bad path: {here} repeats step {seen[(r, c)] + 1}", i)
        if i:
            pr, pc = path[i - 1]
            there = f"step {i} ({pr},{pc})"
            if (r, c) not in neighbours(grid, pr, pc):
                return Check(False, len(path), f"Bad path: {here} does not touch {there}", i)
            a, b = grid.cells[pr][pc], grid.cells[r][c]
            if abs(ord(a) - ord(b)) != 1:
                return Check(
                    False, len(path), f"Bad path: {here} holds {b!r}, {there} holds {a!r}: codes must differ by one", i
                )
        seen[(r, c)] = i
    return Check(True, len(path), f"OK - Pathlength = {len(path)}", None)


# ----------------------------------------------------------------------------------------------
# Random grids.


def generate(rows, cols, *, alphabet="ABCDE", blank=0.0, seed=None, hang=True):
    """A random grid as text.  With ``hang`` (the lab's style) the last row's even cells are empty,
    since even columns sit half a cell lower.

    >>> generate(3, 4, seed=1) == generate(3, 4, seed=1)
    True
    >>> generate(2, 5, alphabet="A", seed=0)
    'AAAAA\\n-A-A-\\n'
    """
    if rows < 1 or cols < 1:
        raise ValueError("rows and cols must be at least 1")
    if not alphabet or EMPTY in alphabet or any(ch.isspace() for ch in alphabet):
        raise ValueError("alphabet must be non-empty, without '-' or spaces")
    if not 0.0 <= blank <= 1.0:
        raise ValueError("blank must be between 0 and 1")
    rng = random.Random(seed)
    lines = []
    for r in range(rows):
        row = []
        for c in range(cols):
            if (hang and rows > 1 and r == rows - 1 and c % 2 == 0) or rng.random() < blank:
                row.append(EMPTY)
            else:
                row.append(rng.choice(alphabet))
        lines.append("".join(row) + "\n")
    return "".join(lines)


# ----------------------------------------------------------------------------------------------
# API tools (see engine.api): plain dicts in and out.

#: nodes the one-shot ``spell`` tool expands when the request gives no budget
DEFAULT_BUDGET = 1_000_000
#: nodes per slice of the sliced ``spell`` job
SLICE_NODES = 2_000


def spell_tool(text, options=None):
    """API tool ``spell``: a longest path through the grid ``text``; ``SpellResult.to_dict()``.

    Option ``budget_nodes`` (default ``DEFAULT_BUDGET``) stops a hard search with the best so far.

    >>> r = spell_tool("ABBB BBAB -B-A")
    >>> r["length"], r["path"][:2], r["proven"], r["grid"]["cells"][2]
    (6, [[0, 1], [0, 0]], True, [None, 'B', None, 'A'])
    """
    options = options or {}
    budget = whole(options, "budget_nodes", DEFAULT_BUDGET, 1, 10**12)
    return longest_path(parse_grid(text), budget_nodes=budget).to_dict()


def spell_job(text, options=None):
    """Sliced ``spell``: yields progress dicts (``Progress.to_dict()``) and returns the result dict.

    >>> job = spell_job("213322223 332123331 331231121 133131123 131211121 231231121 -1-2-3-3-")
    >>> progress = [p for p in iter(lambda: next(job, None), None)]
    >>> progress[-1]["length"], progress[-1]["done"]
    (23, True)
    """
    options = options or {}
    step = whole(options, "slice_nodes", SLICE_NODES, 1, 10**9)
    budget = whole(options, "budget_nodes", None, 1, 10**12)
    search = SpellSearch(parse_grid(text))
    while not search.done:
        if budget is not None and search.nodes >= budget:
            break
        progress = search.run(step if budget is None else min(step, budget - search.nodes))
        yield progress.to_dict()
    return search.result().to_dict()


def spellcheck_tool(text, options=None):
    """API tool ``spellcheck``: check spellseeker output -> {ok, length, message, bad_step, grid, path}.

    >>> spellcheck_tool("AB\\nPATH\\n0 0\\n0 1\\n")["message"]
    'OK - Pathlength = 2'
    """
    grid, path = parse_seeker_output(text)
    verdict = check_path(grid, path)
    return {**verdict.to_dict(), "grid": grid.to_dict(), "path": [list(rc) for rc in path]}


def spellgen_tool(text, options=None):
    """API tool ``spellgen``: options rows, cols, alphabet, blank, seed, full -> {"text"}.

    >>> spellgen_tool("", {"rows": 2, "cols": 3, "alphabet": "A", "seed": 1})
    {'text': 'AAA\\n-A-\\n'}
    """
    options = options or {}
    rows = whole(options, "rows", 10, 1, 200)
    cols = whole(options, "cols", 10, 1, 200)
    seed = whole(options, "seed", None, -(10**18), 10**18)
    alphabet = str(options.get("alphabet") or "ABCDE")
    try:
        blank = float(options.get("blank") or 0.0)
    except (TypeError, ValueError):
        raise InputError(
            1, 1, "option blank must be a number, not", found=str(options.get("blank")), expected="0..1"
        ) from None
    if not 0.0 <= blank <= 1.0:
        raise InputError(1, 1, "option blank is out of range:", found=str(blank), expected="0..1")
    bad = [ch for ch in alphabet if ch == EMPTY or ch.isspace()]
    if bad:
        raise InputError(
            1, 1, "option alphabet cannot hold", found=bad[0], expected="characters other than '-' and spaces"
        )
    return {"text": generate(rows, cols, alphabet=alphabet, blank=blank, seed=seed, hang=not options.get("full"))}
