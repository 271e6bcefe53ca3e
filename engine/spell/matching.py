"""A bound on the links a path can still take in a frontier sweep, from degree-2 matchings.

Vocabulary (see ``frontier`` for the sweep):
  rest      after node ``k`` of the sweep has arrived and its leaving nodes have left: the links
            not yet decided (each has an end still to arrive) and the nodes they touch
  cap       how many of those links a node may still take: 2 at most, no more than it has
  2-matching  a set of links of ``rest`` taking no more than its cap at each node; a path's links
            still to come are one, so they are at most the largest 2-matching
  cover     a set C of nodes: a 2-matching has at most ``sum(cap[v] for v in C)`` links plus the
            links with no end in C (König for b-matchings in a bipartite graph: the largest
            2-matching equals the least such sum, and a maximum flow finds that cover)

So for every sweep position a few covers are made once, each least for a pattern of frontier caps
(``frontier.FRONT_CAPS``: all 2, as a state that has taken nothing, all 1, all 0, one side's 2 or
1 and the other's 0); a state's bound is then, for each, its frontier nodes' own caps summed over
the cover, plus a constant, and the least of them holds.  Where an exact sweep holds many states,
a position also gets cutting planes (``more_covers``): the least cover for the frontier caps of
some of its states, for which the patterns' covers allow more than their largest 2-matching.  The
parity bound of ``frontier._links_left`` is the cover by one side; this one can be far lower where
the two sides are about equal (two-letter grids), since a node whose links all go to a few
neighbours cannot be matched beyond them.

>>> nbrs = [[1], [0, 2], [1, 3], [2]]  # a chain of four, swept in order
>>> cov = covers(nbrs, [0, 1, 0, 1])
>>> cov[0]  # after node 0: the links 0-1, 1-2, 2-3 are still to come: 2 plus node 0's cap (1)
(2, (0,))
"""

from array import array

__all__ = ["covers", "covers_steps", "more_covers"]


def covers(nbrs, odd, front_cap=2):
    """Per sweep position k: ``(const, (p, ...))``: the links still to come are at most ``const``
    plus the caps of the frontier nodes p listed.  ``nbrs[p]`` are the positions linked to p.  The
    cover is the least for frontier caps of ``front_cap`` (or their links, if fewer), one cap for
    all or an (even, odd) pair: 2 suits the states that have taken little, 1 the states whose
    frontier holds the ends of many pieces, 0 the states whose frontier nodes are taken.

    >>> nbrs, odd = [[1], [0, 2], [1, 3], [2]], [0, 1, 0, 1]  # after node 1: links 1-2, 2-3 to come
    >>> covers(nbrs, odd)[1], covers(nbrs, odd, (2, 0))[1]  # (with node 1 taken: one link at most)
    ((2, ()), (1, (1,)))
    """
    out = [None] * len(nbrs)
    for _ in covers_steps(nbrs, odd, front_cap, out):
        pass
    return out


def covers_steps(nbrs, odd, front_cap, out, matched=None):
    """``covers`` into ``out`` (a list as long as ``nbrs``), one position at a time, yielding after
    each; and into ``matched``, unless None, the largest 2-matching of each position (``more_covers``)."""
    n = len(nbrs)
    caps = (front_cap, front_cap) if isinstance(front_cap, int) else front_cap
    flow = {}  # (even, odd) link -> 1 when matched
    load = [0] * n
    cap = [0] * n
    links = [[] for _ in range(n)]  # the links of ``rest`` at each node, as the other end
    for k in range(n - 1, -1, -1):
        # rest at k: links with an end after k; going down, node k + 1's earlier links join it
        if k + 1 < n:
            _add_node(k + 1, nbrs, links, cap, caps, odd)
        reached = _augment_all(links, odd, cap, load, flow)
        out[k] = _cover(k, links, odd, cap, reached)
        if matched is not None:
            matched[k] = (array("I", [x for e, f in flow.items() if f for x in e]), bytes(load))
        yield


def more_covers(before, odd, k, matched, front_caps, made, most):
    """Position ``k``'s covers ``made``, and more, up to ``most`` in all: one per frontier caps of
    ``front_caps`` (frontier node -> cap: a state's own) whose largest 2-matching is smaller than
    all the covers so far allow, the least cover for those caps (cutting planes: the states near
    those sampled then get their exact bound, or nearer).  ``before`` as in ``frontier``;
    ``matched``: position ``k``'s largest 2-matching with frontier caps of 0 (``covers_steps``),
    from which each search starts.

    >>> before, odd = [[], [0], [1], [2]], [0, 1, 0, 1]  # a chain of four: after node 1, links 1-2, 2-3
    >>> out = [None] * 4
    >>> for _ in covers_steps([[1], [0, 2], [1, 3], [2]], odd, (0, 0), out, matched := [None] * 4):
    ...     pass
    >>> more_covers(before, odd, 1, matched[1], [{1: 1}], [(1, (1,))], 5)  # (1,) with cap 1 gives 2: exact
    [(1, (1,))]
    >>> more_covers(before, odd, 1, matched[1], [{1: 0}], [(2, ())], 5)  # node 1 taken: one link, not 2
    [(2, ()), (1, (1,))]
    """
    links = [[] for _ in before]
    for q in range(k + 1, len(before)):
        for p in before[q]:
            links[p].append(q)
            links[q].append(p)
    future = [min(2, len(ls)) if q > k else 0 for q, ls in enumerate(links)]
    edges, loads = matched
    start = dict.fromkeys(zip(edges[::2], edges[1::2]), 1)
    made = list(made)
    for caps in front_caps:
        if len(made) >= most:
            break
        cap = list(future)
        for p, c in caps.items():
            cap[p] = c
        load, flow = list(loads), dict(start)
        reached = _augment_all(links, odd, cap, load, flow)
        largest = sum(x for x, side in zip(load, odd) if not side)
        if min(const + sum(cap[p] for p in front) for const, front in made) > largest:
            made.append(_cover(k, links, odd, cap, reached))
    return made


def _add_node(q, nbrs, links, cap, caps, odd):
    """Node ``q`` has not arrived yet: its links to earlier nodes join ``rest``."""
    for p in nbrs[q]:
        if p < q:
            links[p].append(q)
            links[q].append(p)
            cap[p] = min(caps[odd[p]], len(links[p]))
    cap[q] = min(2, len(nbrs[q]))


def _edge(u, v, odd):
    return (v, u) if odd[u] else (u, v)


def _augment_all(links, odd, cap, load, flow):
    """Augment the 2-matching until it is largest (breadth first from every even node with room);
    return the nodes the last search reached, which found no augmenting path (``_cover``)."""
    reached = None
    while reached is None:
        reached = _augment(links, odd, cap, load, flow)
    return reached


def _augment(links, odd, cap, load, flow):
    """One augmenting path (None), or, when the 2-matching is already largest, the nodes the search
    reached: every node the residual links lead to from an even node with room (a dict)."""
    parent = {}
    todo = [v for v in range(len(links)) if not odd[v] and load[v] < cap[v]]
    for v in todo:
        parent[v] = None
    i = 0
    while i < len(todo):
        u = todo[i]
        i += 1
        want = 0 if not odd[u] else 1  # even: along unmatched links; odd: back along matched ones
        for w in links[u]:
            if w in parent or flow.get(_edge(u, w, odd), 0) != want:
                continue
            parent[w] = u
            if odd[w] and load[w] < cap[w]:
                _flip(w, parent, odd, load, flow)
                return None
            todo.append(w)
    return parent


def _flip(end, parent, odd, load, flow):
    load[end] += 1
    w = end
    while parent[w] is not None:
        u = parent[w]
        e = _edge(u, w, odd)
        flow[e] = 1 - flow.get(e, 0)
        w = u
    load[w] += 1


def _cover(k, links, odd, cap, seen):
    """The least cover from the largest 2-matching: even nodes the residual search (``seen``, from
    the last ``_augment``) does not reach, odd nodes it reaches; links from a reached even node to
    an unreached odd one are uncovered."""
    const, frontier = 0, []
    for v in range(len(links)):
        if not links[v] or (v in seen) != bool(odd[v]):
            continue  # not in the cover
        if v > k:
            const += cap[v]
        else:
            frontier.append(v)
    for v in seen:
        if not odd[v]:
            const += sum(1 for w in links[v] if w not in seen)
    return const, tuple(frontier)
