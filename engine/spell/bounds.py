"""Upper bounds on the longest path from a head cell inside a region, and the region's shape.

Vocabulary (see ``grid`` for the component's bit sets):
  region    the cells a path may still use, a bit set over one component
  leaf      a node of the region with at most one link inside it: only a path's last cell
  block     a biconnected piece of the region (a bridge is a block of two); blocks meet at cuts
  dead      cells that cannot end an improving path (every path from them was searched already)
"""

from dataclasses import dataclass, field

__all__ = ["parity_bound", "blocks", "BlockTree", "block_tree", "block_bound", "split", "pieces"]


def parity_bound(region, leaves, start, same, dead=0):
    """Upper bound on the longest path from ``start`` inside ``region``.

    Links join odd and even codes, so a path alternates parity: from a start of parity p it can
    use at most ``min(2*#p, 2*#(not p) + 1)`` cells.  A leaf (one link inside the region) other
    than the start can only be the path's last cell, so at most one leaf is used.
    ``same`` is the set of nodes with the start's parity; ``leaves`` may include the start.
    A dead leaf cannot be used at all.

    >>> parity_bound(0b111, 0b101, 0, 0b101)  # a chain of three from one end
    3
    >>> parity_bound(0b111, 0b101, 0, 0b101, dead=0b100)
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
    best = 2 * s if s <= o else 2 * o + 1
    if l_same:  # ends on a same-parity leaf: odd length, s+1 same cells usable
        k = 2 * (s if s < o else o) + 1
        if k > best:
            best = k
    if l_opp:  # ends on an opposite-parity leaf: even length, o+1 opposite cells usable
        k = 2 * (s if s < o + 1 else o + 1)
        if k > best:
            best = k
    return best


def _bits(x):
    out = []
    while x:
        low = x & -x
        x ^= low
        out.append(low.bit_length() - 1)
    return out


def blocks(adj, region):
    """The biconnected blocks (bridges included) of the connected ``region``, as bit sets.

    >>> [bin(b) for b in blocks([0b0110, 0b0101, 0b1011, 0b0100], 0b1111)]  # a triangle and a tail
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
    found = []
    walk = [(root, -1, _bits(adj[root] & region), 0)]
    while walk:
        u, parent, ws, i = walk[-1]
        if i < len(ws):
            walk[-1] = (u, parent, ws, i + 1)
            w = ws[i]
            if disc[w] < 0:
                disc[w] = low[w] = counter
                counter += 1
                cells.append(w)
                walk.append((w, u, _bits(adj[w] & region), 0))
            elif w != parent and disc[w] < low[u]:
                low[u] = disc[w]
            continue
        walk.pop()
        if walk:
            p = walk[-1][0]
            low[p] = min(low[p], low[u])
            if low[u] >= disc[p]:
                block = 1 << p
                while True:
                    x = cells.pop()
                    block |= 1 << x
                    if x == u:
                        break
                found.append(block)
    return found


@dataclass(frozen=True)
class BlockTree:
    """A region's blocks, the blocks each cell lies in, each block's cuts, and a memo for the bounds."""

    odd: int
    blocks: list
    blocks_of: dict
    cuts: list
    memo: dict = field(default_factory=dict)


def block_tree(adj, region, odd):
    """The block-cut tree of a connected region, ready for ``block_bound``."""
    bs = blocks(adj, region)
    blocks_of = {}
    for k, b in enumerate(bs):
        for v in _bits(b):
            blocks_of.setdefault(v, []).append(k)
    cuts = [[v for v in _bits(b) if len(blocks_of[v]) > 1] for b in bs]
    return BlockTree(odd, bs, blocks_of, cuts)


def block_bound(tree, v):
    """Upper bound on the cells of a path starting at ``v``, from the block-cut tree.

    A simple path crosses the tree along a tree path: it enters each block at one cell and leaves
    it at a cut cell (or ends in the last block).  So the bound is the best sum, over tree paths
    from the start, of what each block can hold (its size, cut down by the parity of the entry and
    exit cells).  ``memo[(b, a)]`` is that sum for paths entering block ``b`` at ``a``.

    >>> tree = block_tree([0b0010, 0b0101, 0b1010, 0b0100], 0b1111, 0b0101)  # a chain of four
    >>> block_bound(tree, 0), block_bound(tree, 1)
    (4, 3)
    """
    best = 1
    for b in tree.blocks_of.get(v, ()):
        _solve(tree, b, v)
        best = max(best, tree.memo[(b, v)])
    return best


def _solve(tree, b0, a0):
    memo = tree.memo
    todo = [(b0, a0, False)]
    while todo:
        b, a, ready = todo.pop()
        if (b, a) in memo:
            continue
        deps = [(b2, c) for c in tree.cuts[b] if c != a for b2 in tree.blocks_of[c] if b2 != b]
        if not ready:
            todo.append((b, a, True))
            todo.extend((b2, c, False) for b2, c in deps if (b2, c) not in memo)
            continue
        memo[(b, a)] = _through_block(tree, b, a)


def _through_block(tree, b, a):
    """The bound for paths entering block ``b`` at ``a`` (the blocks beyond its cuts are in the memo)."""
    block, odd = tree.blocks[b], tree.odd
    n_odd = (block & odd).bit_count()
    s, o = (n_odd, block.bit_count() - n_odd) if odd >> a & 1 else (block.bit_count() - n_odd, n_odd)
    best = min(2 * s, 2 * o + 1)  # end inside this block
    odd_a = odd >> a & 1
    for c in tree.cuts[b]:
        if c == a:
            continue
        through = 2 * min(s - 1, o) + 1 if odd >> c & 1 == odd_a else 2 * min(s, o)
        onward = max(tree.memo[(b2, c)] for b2 in tree.blocks_of[c] if b2 != b)
        best = max(best, through - 1 + onward)
    return best


def split(adj, nb, allowed):
    """The parts of ``allowed`` (a connected region minus one cell) that hold the cells of ``nb``.

    Floods from every cell of ``nb`` at once, one layer each in turn, merging floods that meet;
    once at most one flood is still growing, it owns whatever the finished ones did not reach.
    So a cell that does not cut the region costs a few layers, and a cut costs its smaller sides.

    >>> sorted(split([0b010, 0b101, 0b010], 0b101, 0b101))  # a chain 0 - 1 - 2, cell 1 removed
    [1, 4]
    """
    seen = [1 << v for v in _bits(nb)]
    front = list(seen)
    while True:
        for k, frontier in enumerate(front):
            nxt = 0
            while frontier:
                low = frontier & -frontier
                frontier ^= low
                nxt |= adj[low.bit_length() - 1]
            nxt &= allowed & ~seen[k]
            seen[k] |= nxt
            front[k] = nxt
        _merge_met(seen, front)
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


def _merge_met(seen, front):
    """Merge, in place, the floods whose cells overlap."""
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


def fan_out(nbrs, odd, region, root, dead=0):
    """The ways on from ``root`` in the connected ``region``: a list of (bound, part) where ``part``
    is a connected piece of ``region`` without ``root`` holding some of root's neighbours, and
    ``bound`` the most cells a path from ``root`` into that part can have (root included).

    One depth-first walk from ``root`` finds the blocks (Tarjan), children before parents, so each
    block's bound is ready when its parent needs it: a path crosses the block-cut tree along one
    branch, entering each block at its top cell and leaving at a cut (see ``block_bound``).

    >>> nbrs = [[1], [0, 2], [1, 3], [2]]  # a chain of four, from its end and from inside
    >>> fan_out(nbrs, 0b0101, 0b1111, 0), sorted(fan_out(nbrs, 0b0101, 0b1111, 1))
    ([(4, 14)], [(2, 1), (3, 12)])
    """
    n = len(nbrs)
    # cell w is in the region when inside[w] is "1", odd when odds[w] is (a character of one string
    # each, not a shift of a long int per link)
    inside, odds = f"{region:0{n}b}"[::-1], f"{odd:0{n}b}"[::-1]
    disc = [0] * n
    low = [0] * n
    below = [0] * n  # best bound of the blocks hanging from a cell, entered at it
    disc[root] = low[root] = t = 1
    cells = [root]
    order = [root]
    walk = [(root, iter(nbrs[root]))]
    out = []
    while walk:
        u, it = walk[-1]
        for w in it:
            if inside[w] == "0":
                continue
            if not disc[w]:
                t += 1
                disc[w] = low[w] = t
                cells.append(w)
                order.append(w)
                walk.append((w, iter(nbrs[w])))
                break
            if disc[w] < low[u]:
                low[u] = disc[w]
        else:
            walk.pop()
            if not walk:
                break
            p = walk[-1][0]
            if low[u] < low[p]:
                low[p] = low[u]
            if low[u] >= disc[p]:
                value = _pop_block(cells, u, p, odds, below, dead)
                if value > below[p]:
                    below[p] = value
                if p == root:
                    out.append((value, _mask(order[disc[u] - 1 :], n)))
    return out


def _mask(cells, n):
    """The bit mask of ``cells`` (all below ``n``), made from one string of bits (not an OR of a
    long int per cell: a third of the time on 300 cells).

    >>> _mask([0, 3], 5)
    9
    """
    bits = bytearray(b"0") * n
    for x in cells:
        bits[x] = 49  # "1"
    return int(bits[::-1], 2)


def _pop_block(cells, u, p, odds, below, dead):
    """Pop the block topped by ``p`` (its cells down to ``u``) off the walk; the most cells a path
    entering it at ``p`` can have, through one of its cuts or ending inside (``odds``: see ``fan_out``)."""
    p_odd = odds[p]
    s, o = 1, 0  # cells of p's parity (p included) and of the other
    onward = []  # (bound beyond a cut, cut has p's parity)
    only = -1
    while True:
        x = cells.pop()
        same = odds[x] == p_odd
        if same:
            s += 1
        else:
            o += 1
        if below[x]:
            onward.append((below[x], same))
        if x == u:
            break
        only = -2
    if only == -1 and not onward and dead >> u & 1:
        return 1  # a bridge to a dead leaf: no improving path ends there
    best = min(2 * s, 2 * o + 1)  # end inside this block
    for value, same in onward:
        through = 2 * min(s - 1, o) + 1 if same else 2 * min(s, o)
        if through - 1 + value > best:
            best = through - 1 + value
    return best


def pieces(adj, region, odd, lower):
    """The largest block of ``region`` (the core) and the pieces hanging off it that a path beating
    ``lower`` cells can only end in: a list of (piece, cut, links), ``links`` bounding the links of
    a path from the core cut ``cut`` into ``piece``.

    A piece is a connected part of the region outside the core; it touches the core at one cut.  A
    path with a core cell enters a piece through its cut once, so it ends there, and it enters at
    most two pieces; a path with no core cell lies in the pieces at one cut and that cut, so when
    they hold no more than ``lower`` cells it cannot beat ``lower`` (otherwise they stay in the core).

    >>> adj = [0b0110, 0b0101, 0b1011, 0b0100]  # a triangle 0 1 2 and a tail 3 at 2
    >>> pieces(adj, 0b1111, 0b0101, 2)
    (7, [(8, 2, 1)])
    >>> pieces(adj, 0b1111, 0b0101, 1)  # the tail and its cut make a path of two cells
    (15, [])
    """
    tree = block_tree(adj, region, odd)
    if len(tree.blocks) < 2:
        return region, []
    core = max(tree.blocks, key=int.bit_count)
    at = {}  # cut -> its pieces
    rest = region & ~core
    while rest:
        piece = grow = rest & -rest
        while grow:
            nxt = 0
            for x in _bits(grow):
                nxt |= adj[x]
            grow = nxt & rest & ~piece
            piece |= grow
        rest &= ~piece
        cut = _bits(_touch(adj, piece) & core)[0]
        at.setdefault(cut, []).append(piece)
    out = []
    for cut, ps in at.items():
        if sum(p.bit_count() for p in ps) + 1 > lower:
            for p in ps:
                core |= p
            continue
        for p in ps:
            out.append((p, cut, block_bound(block_tree(adj, p | 1 << cut, odd), cut) - 1))
    return core, out


def _touch(adj, cells):
    """The cells linked to some cell of ``cells``."""
    out = 0
    for x in _bits(cells):
        out |= adj[x]
    return out
