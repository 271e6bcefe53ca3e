"""Fewest dice throws from start to goal when the player chooses every roll (seeds 000, 002, 003).

Vocabulary: from square ``s`` a *roll* r in 1..faces *lands* on ``s + r`` (never past the
goal); if a jump starts there the player *ends* on its end (after one jump, or after
following jumps when ``rules.chain``). A *layer* is the set of squares first reached after
the same number of throws.
"""

from bisect import bisect_left
from dataclasses import dataclass

from .board import Rules, resolve_jumps

__all__ = ["min_throws", "bfs", "Route", "Move", "shortest_route"]


def min_throws(board, rules=Rules()):
    """The fewest throws from ``board.start`` to ``board.goal``, or -1 when it cannot be reached.

    Fast path: a plain square in a roll's window is dominated by the deepest plain square
    of the same window (seed 002's observation), so only that one is expanded; the others are
    marked in one slice. Jumps in the window are found by bisection.

    >>> from .board import Board
    >>> b = Board.build(100, [(5, 45), (18, 42), (51, 70), (56, 97), (46, 8), (61, 39), (95, 74)])
    >>> min_throws(b)
    4
    """
    start, goal, faces = board.start, board.goal, rules.faces
    if start == goal:
        return 0
    dest = resolve_jumps(board, rules.chain)
    starts = sorted(dest)
    nstarts = len(starts)
    seen = bytearray(board.size)       # squares a player has stood on (or is dominated)
    taken = bytearray(board.size)      # jump starts already landed on
    seen[start] = 1
    frontier = [start]
    depth = 0
    while frontier:
        depth += 1
        nxt = []
        push = nxt.append
        for s in frontier:
            lo = s + 1
            hi = s + faces
            if hi > goal:
                hi = goal
            if lo > hi:
                continue
            i = bisect_left(starts, lo) if nstarts else 0
            if i >= nstarts or starts[i] > hi:
                # No jump in the window: every landing is plain.
                if hi == goal:
                    return depth
                if not seen[hi]:
                    push(hi)
                seen[lo:hi + 1] = b"\x01" * (hi - lo + 1)
                continue
            deepest = -1
            q = hi
            while q >= lo:
                if q in dest:
                    if not taken[q]:
                        taken[q] = 1
                        t = dest[q]
                        if t == goal:
                            return depth
                        if not seen[t]:
                            seen[t] = 1
                            push(t)
                else:
                    if q == goal:
                        return depth
                    if deepest < 0:
                        deepest = q
                        if not seen[q]:
                            push(q)
                    seen[q] = 1
                q -= 1
        frontier = nxt
    return -1


@dataclass(frozen=True)
class Move:
    """One throw of a route: from ``frm`` roll ``roll``, land on ``landing``, end on ``to``."""

    frm: int
    roll: int
    landing: int
    to: int

    def to_dict(self, base=0):
        return {"from": self.frm + base, "roll": self.roll, "landing": self.landing + base, "to": self.to + base}


@dataclass(frozen=True)
class Route:
    """The result of a plain BFS: distances, layers, and one shortest route."""

    throws: int
    moves: tuple
    layers: tuple
    reachable: tuple
    enqueued: int
    expanded: int

    def to_dict(self, base=0):
        return {
            "throws": self.throws,
            "moves": [m.to_dict(base) for m in self.moves],
            "layers": [[s + base for s in layer] for layer in self.layers],
            "reachable": [s + base for s in self.reachable],
            "enqueued": self.enqueued,
            "expanded": self.expanded,
        }


def bfs(board, rules=Rules()):
    """Plain BFS over every square: distance and parent move of each square reached.

    Returns ``(dist, parent)`` where ``dist`` is a list (-1 = unreached) and
    ``parent[sq] = (from, roll, landing)``, plus the layers in order and the counts.
    """
    dest = resolve_jumps(board, rules.chain)
    dist = [-1] * board.size
    parent = {}
    dist[board.start] = 0
    layers = [[board.start]]
    enqueued = 1
    expanded = 0
    frontier = [board.start]
    while frontier:
        nxt = []
        for s in frontier:
            expanded += 1
            if s == board.goal:
                continue
            for r in range(1, rules.faces + 1):
                land = s + r
                if land > board.goal:
                    break
                t = dest.get(land, land)
                if dist[t] < 0:
                    dist[t] = dist[s] + 1
                    parent[t] = (s, r, land)
                    nxt.append(t)
                    enqueued += 1
        if nxt:
            layers.append(nxt)
        frontier = nxt
    return dist, parent, layers, enqueued, expanded


def shortest_route(board, rules=Rules()):
    """Plain BFS with one shortest route, the layers, and the reachable squares.

    >>> from .board import Board
    >>> r = shortest_route(Board.build(30, [(2, 21), (4, 7), (10, 25), (19, 28), (26, 0), (20, 8), (16, 3), (18, 6)], base=0))
    >>> r.throws, [(m.frm, m.roll, m.landing, m.to) for m in r.moves]
    (3, [(0, 2, 2, 21), (21, 2, 23, 23), (23, 6, 29, 29)])
    """
    dist, parent, layers, enqueued, expanded = bfs(board, rules)
    moves = []
    if dist[board.goal] >= 0:
        sq = board.goal
        while sq != board.start:
            s, r, land = parent[sq]
            moves.append(Move(s, r, land, sq))
            sq = s
        moves.reverse()
    reachable = tuple(sorted(s for s in range(board.size) if dist[s] >= 0))
    return Route(dist[board.goal], tuple(moves), tuple(tuple(layer) for layer in layers), reachable, enqueued, expanded)
