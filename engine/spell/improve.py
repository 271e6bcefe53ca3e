"""Longer paths by local search: a path found by the exact search is often a few cells short of the
longest, and a longer one lets the proof (``frontier``) drop more of its states.

Moves on a path of nodes of one component (``nbrs``: its links), from the heuristics for longest
paths in grid graphs:
  extend    walk on from an end into unused nodes, to the one with the fewest unused neighbours first
            (Warnsdorff's rule)
  detour    replace a stretch of one to three links by a longer way through unused nodes (a small
            depth-first search from each stretch in turn)
  rotate    when an end touches a node inside the path, link them and drop the link after that node
            (Posa's rotation): the same nodes with a new end to extend from
  cut       now and then drop the last part of the path, to leave a dead end
A random source with a fixed seed drives the choices, so the result depends only on the input.

>>> nbrs = [[1, 3], [0, 2], [1, 5], [0, 4], [3, 5], [4, 2]]  # a ring of six
>>> len(improve(nbrs, [0, 1], 50))
6
"""

import random
from dataclasses import dataclass

__all__ = ["improve", "Walk", "start_walk", "walk_on"]

#: search steps one detour may take
DETOUR_STEPS = 300


def improve(nbrs, path, moves, seed=1):
    """The longest path met in ``moves`` moves from ``path`` (a list of nodes, not changed)."""
    walk = start_walk(nbrs, path, moves, seed)
    walk_on(walk, moves)
    return walk.best


@dataclass(slots=True)
class Walk:
    """A local search in progress, so a caller can run it in slices of a few moves."""

    nbrs: list
    path: list
    used: list
    best: list
    rng: random.Random
    left: int  # moves left


def start_walk(nbrs, path, moves, seed=1):
    """A local search of ``moves`` moves from ``path`` (not changed), none made yet."""
    used = [False] * len(nbrs)
    for v in path:
        used[v] = True
    return Walk(nbrs, list(path), used, list(path), random.Random(seed), moves)


def walk_on(walk, moves):
    """Make up to ``moves`` more moves (no more than are left); returns the best path met."""
    nbrs, path, used, rng = walk.nbrs, walk.path, walk.used, walk.rng
    for _ in range(min(moves, walk.left)):
        walk.left -= 1
        _extend(nbrs, path, used, rng)
        path.reverse()
        _extend(nbrs, path, used, rng)
        if len(path) > len(walk.best):
            walk.best = list(path)
        if _detour(nbrs, path, used, rng):
            continue
        if not _rotate(nbrs, path, rng):
            path.reverse()
            if rng.random() < 0.05 and len(path) > 3:
                cut = rng.randrange(len(path) // 2, len(path))
                for v in path[cut:]:
                    used[v] = False
                del path[cut:]
    return walk.best


def _extend(nbrs, path, used, rng):
    """Walk on from the last node while it has unused neighbours, fewest onward choices first."""
    while True:
        ways = [u for u in nbrs[path[-1]] if not used[u]]
        if not ways:
            return
        rng.shuffle(ways)
        u = min(ways, key=lambda w: sum(1 for x in nbrs[w] if not used[x]))
        path.append(u)
        used[u] = True


def _rotate(nbrs, path, rng):
    """Posa's rotation at the last node, through a random neighbour inside the path; False if none."""
    where = {v: i for i, v in enumerate(path)}
    inside = [where[u] for u in nbrs[path[-1]] if u in where and where[u] < len(path) - 2]
    if not inside or rng.random() < 0.1:
        return False
    i = rng.choice(inside)
    path[i + 1 :] = path[:i:-1]
    return True


def _detour(nbrs, path, used, rng):
    """Replace a stretch path[i..i+k] (k links, k <= 3) by a longer way, trying every i in a random
    order; True if one was found."""
    starts = list(range(len(path) - 1))
    rng.shuffle(starts)
    for i in starts:
        for k in range(1, min(3, len(path) - 1 - i) + 1):
            inner = path[i + 1 : i + k]
            for v in inner:
                used[v] = False
            way = _longer_way(nbrs, used, path[i], path[i + k], k)
            for v in way or inner:
                used[v] = True
            if way is not None:
                path[i + 1 : i + k] = way
                return True
    return False


def _longer_way(nbrs, used, a, b, k):
    """Unused nodes leading from ``a`` to ``b`` in more than ``k`` links (the longest met within
    ``DETOUR_STEPS`` steps, at most ``k + 6`` links), or None."""
    best, steps = None, 0
    route, on = [a], {a}
    todo = [iter(nbrs[a])]
    while todo and steps < DETOUR_STEPS:
        steps += 1
        u = next(todo[-1], None)
        if u is None:
            todo.pop()
            on.discard(route.pop())
        elif u == b:
            if len(route) > k and (best is None or len(route) > len(best) + 1):
                best = route[1:]
        elif not used[u] and u not in on and len(route) < k + 6:
            route.append(u)
            on.add(u)
            todo.append(iter(nbrs[u]))
    return best
