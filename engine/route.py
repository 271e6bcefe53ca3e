"""Fewest dice throws from start to goal when the player chooses every roll (seeds 000, 002, 003).

Vocabulary: from square ``s`` a *roll* r in 1..faces *lands* on ``s + r`` (never past the
goal); if a jump starts there the player *ends* on its end (after one jump, or after
following jumps when ``rules.chain``). A *layer* is the set of squares first reached after
the same number of throws; in a level-by-level BFS the queue at step k is exactly layer k.
*Enqueued* counts squares put on a search's queue, *expanded* the squares taken off it.
With ``rules.start == "off"`` the player starts on an extra square before the first one,
labelled ``base - 1`` (0 on a board labelled from 1); see ``on_track``.

Four searches, one answer:
- ``min_throws``: the fast one (dominance + slice marking), just the number;
- ``shortest_route``: plain level-by-level BFS with layers, parents, reachable squares;
- ``pruned_bfs``: a faithful port of seed 002's code, with its queue counts;
- ``plain_bfs``: the same code with the pruning switched off (every unseen landing is
  enqueued), so the counts show what the pruning saves;
and ``adjacency`` replays seed 003's C program (adjacency list, BFS, path) as it prints.
"""

from collections import deque
from dataclasses import dataclass

from .board import Board, Jump, Rules, one_die, resolve_jumps

__all__ = [
    "min_throws",
    "bfs",
    "Route",
    "Move",
    "shortest_route",
    "on_track",
    "Search",
    "pruned_bfs",
    "plain_bfs",
    "Adjacency",
    "adjacency",
    "route_text",
    "tiles_text",
]


def on_track(board, rules):
    """The board the searches walk: ``board`` itself, or for ``rules.start == "off"`` a copy
    with one extra square in front (square 0, labelled ``base - 1``) where the player starts.

    >>> from .board import Board
    >>> b = on_track(Board.build(10, [(2, 8)], base=1), Rules(start="off"))
    >>> b.size, b.jump_map(), b.label(0), b.label(b.goal)
    (11, {3: 9}, 0, 10)
    """
    if rules.start != "off":
        return board
    jumps = tuple(Jump(j.start + 1, j.end + 1, j.name, j.where) for j in board.jumps)
    return Board(
        size=board.size + 1,
        jumps=jumps,
        base=board.base - 1,
        start=0,
        goal=board.goal + 1,
        cols=board.cols,
        warnings=board.warnings,
    )


def min_throws(board, rules=Rules()):
    """The fewest throws from ``board.start`` to ``board.goal``, or -1 when it cannot be reached.

    Level by level, the windows of the squares stood on merge into *intervals* of landings.
    Seed 002's observation, applied per interval: a plain square is dominated by the deepest
    plain square of the same interval (every square it could reach is either in the
    interval, so reached now, or within reach of the deepest one), so only that one is
    stood on; the whole interval is marked in one slice and the deepest unmarked plain
    square found by ``bytearray.rfind``; jump starts nobody has landed on yet are found with
    ``bytearray.find`` and each is handled once. Each square is marked O(faces) times, in C,
    so the time is linear in the board with a small constant.

    >>> from .board import Board
    >>> b = Board.build(100, [(5, 45), (18, 42), (51, 70), (56, 97), (46, 8), (61, 39), (95, 74)])
    >>> min_throws(b)
    4

    With more than one die (rolls from ``rules.low``) the dominance does not hold; ``_fewest_span``
    answers then.
    """
    board = on_track(board, rules)
    if rules.low > 1:
        return _fewest_span(board, rules)
    start, goal, faces = board.start, board.goal, rules.faces
    if start == goal:
        return 0
    dest = resolve_jumps(board, True) if rules.chain else board.jump_map()
    untaken = bytearray(board.size)  # jump starts nobody has landed on yet
    for q in dest:
        untaken[q] = 1
    isjump = bytes(untaken)
    blocked = bytearray(isjump)  # stood on, dominated, or a jump start: never the deepest plain square
    stood = bytearray(board.size)  # jump starts someone stood on (arrived there by a jump)
    blocked[start] = stood[start] = 1
    goal_plain = not isjump[goal]
    window = b"\x01" * faces
    find_jump = untaken.find
    find_plain = blocked.rfind
    frontier = [start]
    depth = 0
    while frontier:
        depth += 1
        if len(frontier) > 1:
            frontier.sort()
        nxt = []
        push = nxt.append
        i, m = 0, len(frontier)
        while i < m:
            lo = frontier[i] + 1
            hi = frontier[i] + faces
            i += 1
            while i < m and frontier[i] <= hi:
                hi = frontier[i] + faces
                i += 1
            if hi >= goal:
                if goal_plain:
                    return depth
                hi = goal
            end = hi + 1
            q = find_jump(1, lo, end)
            while q >= 0:
                untaken[q] = 0
                t = dest[q]
                if t == goal:
                    return depth
                if isjump[t]:
                    if not stood[t]:
                        stood[t] = 1
                        push(t)
                elif not blocked[t]:
                    blocked[t] = 1
                    push(t)
                q = find_jump(1, q + 1, end)
            d = find_plain(0, lo, end)
            if d >= 0:
                push(d)
                blocked[lo:end] = window if end - lo == faces else b"\x01" * (end - lo)
        frontier = nxt
    return -1


def _spans(s, goal, rules):
    """The runs ``(lo, hi)`` of squares the rolls from ``s`` land on (``Rules.landings`` as runs)."""
    lo, hi = s + rules.low, s + rules.high
    if hi <= goal:
        return [(lo, hi)]
    if rules.end == "overshoot":
        return [(min(lo, goal), goal)]
    runs = [(lo, goal)] if lo <= goal else []
    if rules.end == "bounce":
        runs.append((max(2 * goal - hi, 0), 2 * goal - max(lo, goal + 1)))
    return runs


def _fewest_span(board, rules):
    """``min_throws`` for rolls ``rules.low..rules.high`` (two dice): level by level, each square is
    landed on once at most, found among the runs of landings with ``bytearray.find`` (in C), so
    the time is linear in the board whatever the number of faces.

    >>> from .board import Board
    >>> b = Board.build(100, [(4, 96)], base=1)
    >>> _fewest_span(b, Rules(dice=2, end="exact")), _fewest_span(b, Rules(dice=2)), min_throws(b)
    (2, 2, 2)
    >>> _fewest_span(Board.build(100, [], base=1), Rules(dice=2, end="exact"))
    9
    """
    start, goal = board.start, board.goal
    if start == goal:
        return 0
    dest = resolve_jumps(board, True) if rules.chain else board.jump_map()
    landed = bytearray(board.size)
    stood = bytearray(board.size)
    stood[start] = 1
    frontier, depth = [start], 0
    while frontier:
        depth += 1
        nxt = []
        for s in frontier:
            for lo, hi in _spans(s, goal, rules):
                x = landed.find(0, lo, hi + 1)
                while x >= 0:
                    landed[x] = 1
                    t = dest.get(x, x)
                    if t == goal:
                        return depth
                    if not stood[t]:
                        stood[t] = 1
                        nxt.append(t)
                    x = landed.find(0, x + 1, hi + 1)
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
    """The result of a plain BFS: distances, layers, and one shortest route.

    ``layer_moves[k]`` holds, for each square of ``layers[k]`` in the same order, the move
    that first reached it (``layer_moves[0]`` is empty: the start is not reached by a move).
    ``base`` is the label of square 0 on the track searched (see ``on_track``).
    """

    throws: int
    moves: tuple
    layers: tuple
    reachable: tuple
    enqueued: int
    expanded: int
    layer_moves: tuple = ()
    base: int = 0

    def to_dict(self, base=None):
        base = self.base if base is None else base
        return {
            "throws": self.throws,
            "moves": [m.to_dict(base) for m in self.moves],
            "layers": [[s + base for s in layer] for layer in self.layers],
            "layer_moves": [[m.to_dict(base) for m in layer] for layer in self.layer_moves],
            "reachable": [s + base for s in self.reachable],
            "enqueued": self.enqueued,
            "expanded": self.expanded,
        }


def bfs(board, rules=Rules()):
    """Plain BFS over every square: distance and parent of each square reached.

    Returns ``(dist, parent, layers, enqueued, expanded)``: ``dist[sq]`` is the throws to
    reach ``sq`` (-1 = unreached), ``parent[sq]`` the square it was first reached from (-1
    for the start and unreached squares; ``move_between`` recovers the roll), ``layers``
    the squares by distance in the order reached. Squares are those of
    ``on_track(board, rules)``.
    """
    board = on_track(board, rules)
    n, goal, faces = board.size, board.goal, rules.faces
    plain = rules.dice == 1 and rules.end != "bounce"  # rolls 1..faces, none past the goal: a range
    to = list(range(n))  # where landing on each square leaves the player
    for q, t in resolve_jumps(board, rules.chain).items():
        to[q] = t
    dist = [-1] * n
    parent = [-1] * n
    dist[board.start] = 0
    layers = [[board.start]]
    enqueued = 1
    expanded = 0
    frontier = [board.start]
    d = 0
    while frontier:
        d += 1
        nxt = []
        push = nxt.append
        for s in frontier:
            if s == goal:
                continue
            lands = range(s + 1, min(s + faces, goal) + 1) if plain else [x for _, x in rules.landings(s, goal)]
            for land in lands:
                t = to[land]
                if dist[t] < 0:
                    dist[t] = d
                    parent[t] = s
                    push(t)
        expanded += len(frontier)
        enqueued += len(nxt)
        if nxt:
            layers.append(nxt)
        frontier = nxt
    return dist, parent, layers, enqueued, expanded


def _mover(board, rules):
    """move(frm, to) -> the first Move (lowest roll) from ``frm`` that ends on ``to``."""
    dest = resolve_jumps(board, rules.chain)

    def move(frm, to):
        for r, land in rules.landings(frm, board.goal):
            if dest.get(land, land) == to:
                return Move(frm, r, land, to)
        raise AssertionError(f"no roll from {frm} ends on {to}")

    return move


def shortest_route(board, rules=Rules(), details=True):
    """Plain BFS with one shortest route, the layers, and the reachable squares.

    ``details=False`` leaves ``layer_moves`` empty (one Move per square is a lot of memory
    on a board of a million squares).

    >>> from .board import Board
    >>> jumps = [(2, 21), (4, 7), (10, 25), (19, 28), (26, 0), (20, 8), (16, 3), (18, 6)]
    >>> r = shortest_route(Board.build(30, jumps, base=0))
    >>> r.throws, [(m.frm, m.roll, m.landing, m.to) for m in r.moves]
    (3, [(0, 2, 2, 21), (21, 2, 23, 23), (23, 6, 29, 29)])
    >>> [[m.to for m in layer] for layer in r.layer_moves][:2], [list(layer) for layer in r.layers][:2]
    ([[], [1, 21, 3, 7, 5, 6]], [[0], [1, 21, 3, 7, 5, 6]])
    """
    board = on_track(board, rules)
    rules = Rules(rules.faces, rules.chain, "first", rules.end, dice=rules.dice)
    dist, parent, layers, enqueued, expanded = bfs(board, rules)
    move = _mover(board, rules)
    moves = []
    if dist[board.goal] >= 0:
        sq = board.goal
        while sq != board.start:
            moves.append(move(parent[sq], sq))
            sq = parent[sq]
        moves.reverse()
    reachable = tuple(s for s in range(board.size) if dist[s] >= 0)
    layer_moves = ()
    if details:
        layer_moves = tuple(tuple(move(parent[t], t) for t in layer) if k else () for k, layer in enumerate(layers))
    return Route(
        dist[board.goal],
        tuple(moves),
        tuple(tuple(layer) for layer in layers),
        reachable,
        enqueued,
        expanded,
        layer_moves,
        board.base,
    )


def route_text(r):
    """A Route as the squares visited, a jump written ``landing>end``; empty when unreachable.

    >>> from .board import Board
    >>> route_text(shortest_route(Board.build(100, [(5, 45), (46, 8), (56, 97)])))
    '1 6>46 51 57>98 100'
    """
    if r.throws < 0:
        return ""
    parts = [str(r.layers[0][0] + r.base)]
    for m in r.moves:
        parts.append(f"{m.landing + r.base}>{m.to + r.base}" if m.landing != m.to else str(m.to + r.base))
    return " ".join(parts)


def tiles_text(r):
    """A Route as the squares stood on after each throw, the start first (a jump's foot left out, as
    a problem asking for "the sequence of tiles" prints it); empty when unreachable.

    >>> from .board import Board
    >>> tiles_text(shortest_route(Board.build(100, [(5, 45), (46, 8), (56, 97)])))
    '1 46 51 98 100'
    """
    if r.throws < 0:
        return ""
    return " ".join(str(s + r.base) for s in [r.layers[0][0], *(m.to for m in r.moves)])


@dataclass(frozen=True)
class Search:
    """What one queue-based search found and how much queue it used."""

    throws: int
    enqueued: int
    expanded: int

    def to_dict(self):
        return {"throws": self.throws, "enqueued": self.enqueued, "expanded": self.expanded}


def pruned_bfs(board, rules=Rules()):
    """Seed 002's BFS: enqueue every jump's end plus only the deepest unseen plain landing.

    A faithful port of the seed's ``snakesAndLadders`` (its two early exits kept: the goal
    dequeued, or a dequeued square within ``faces`` of the goal), generalised to
    ``rules.faces`` and to boards of any size. Like the seed it assumes no jump starts on
    the goal. ``enqueued`` counts the start and every append; ``expanded`` every popleft.

    >>> from .board import Board
    >>> b = Board.build(100, [(5, 45), (18, 42), (51, 70), (56, 97), (46, 8), (61, 39), (95, 74)])
    >>> pruned_bfs(b), plain_bfs(b)
    (Search(throws=4, enqueued=15, expanded=10), Search(throws=4, enqueued=48, expanded=31))
    """
    return _seed002(board, rules, prune=True)


def plain_bfs(board, rules=Rules()):
    """Seed 002's code with the pruning off: every unseen landing (plain or jump end) is enqueued.

    The counts beside ``pruned_bfs``'s show what the "deepest plain square" rule saves.
    """
    return _seed002(board, rules, prune=False)


def _seed002(board, rules, prune):
    one_die(rules, "seed 002's BFS")
    board = on_track(board, rules)
    faces = rules.faces
    dest = resolve_jumps(board, rules.chain)  # the seed's cells[k] != -1
    target = board.goal
    queue = deque([(board.start, 0)])  # (square, moves)
    visited = {board.start}
    enqueued, expanded = 1, 0
    while queue:
        square, moves = queue.popleft()
        expanded += 1
        if square == target:  # a) already there
            return Search(moves, enqueued, expanded)
        if square >= target - faces:  # b) one plain roll finishes
            return Search(moves + 1, enqueued, expanded)
        deepest_plain = None
        for r in range(faces, 0, -1):  # rolls faces -> 1
            landing = square + r
            if landing > target:
                continue
            if landing in dest:  # ladder / snake
                end = dest[landing]
                if end == target:
                    return Search(moves + 1, enqueued, expanded)
                if end not in visited:
                    visited.add(end)
                    queue.append((end, moves + 1))
                    enqueued += 1
            elif landing not in visited:  # ordinary landing: mark now
                visited.add(landing)
                if not prune:
                    queue.append((landing, moves + 1))
                    enqueued += 1
                elif deepest_plain is None:
                    deepest_plain = landing  # keep only the deepest
        if deepest_plain is not None:
            queue.append((deepest_plain, moves + 1))
            enqueued += 1
    return Search(-1, enqueued, expanded)


@dataclass(frozen=True)
class Adjacency:
    """Seed 003's program run on a board: its adjacency lists, BFS moves and path.

    ``lists[q]`` is square q's list in the order the C program prints it (it prepends, so
    ``q+faces`` first, down to ``q+1``, with jump starts replaced by their ends);
    ``throws`` is its ``level[goal]`` (-1 when unreached) and ``path`` the squares from the
    start to the goal along its parent links (empty when unreached).
    """

    edges_added: int
    lists: tuple
    throws: int
    path: tuple
    base: int = 1

    def lines(self):
        """The lines the C program prints (its input prompts included), labels in the board's base."""
        b = self.base
        out = [
            f"Edges added so far = {self.edges_added}",
            "Enter the Number of Ladders and Snakes -",
            "Enter the Ladder Edges -",
            "Enter the Snake Edges -",
            "",
            "Adjacency List -",
        ]
        for q, lst in enumerate(self.lists):
            out.append("".join(f"{v + b} -> " for v in [q, *lst]) + "NULL")
        out += [
            "",
            f"Number of Moves required = {self.throws}",
            "",
            "Shortest Path -",
            "".join(f"{v + b} -> " for v in self.path) + "Finish...!",
        ]
        return out

    def text(self):
        return "\n".join(self.lines()) + "\n"

    def to_dict(self):
        b = self.base
        return {
            "edges_added": self.edges_added,
            "lists": [[v + b for v in lst] for lst in self.lists],
            "throws": self.throws,
            "path": [v + b for v in self.path],
        }


def adjacency(board, rules=Rules()):
    """Replay seed 003's C program on ``board`` (any size; the die has ``rules.faces`` faces).

    It builds list q = [q+faces, ..., q+1], then for each ladder and then each snake, in
    the order the input lists them, calls its ``replace`` on the lists of the ``faces``
    squares before the jump's start. ``replace`` changes the first node holding the start,
    and when none does, the list's last node (a quirk kept as is). Jumps are therefore
    taken once, except where an earlier replacement already put the later jump's start into
    a list (then the first match wins, as in C). A snake whose head is within ``faces`` of
    square 1 makes the C program call ``replace`` on the missing list 0 and crash; here that
    missing list is skipped. ``rules.chain`` and ``rules.start`` play no part.

    >>> from .formats import counts
    >>> a = adjacency(counts.parse("1 1\\n6 46\\n47 9"))
    >>> a.edges_added, a.lines()[6], a.throws
    (579, '1 -> 7 -> 46 -> 5 -> 4 -> 3 -> 2 -> NULL', 10)
    """
    one_die(rules, "seed 003's program")
    faces = rules.faces
    n = board.size
    goal = board.goal
    lists = [list(range(min(q + faces, goal), q, -1)) for q in range(n)]
    edges = sum(len(lst) for lst in lists)
    order = sorted(board.jumps, key=lambda j: (j.where or (0, 0), j.kind == "snake", j.start))
    for j in order:
        for q in range(max(j.start - faces, 0), j.start):
            lst = lists[q]
            if not lst:
                continue
            try:
                k = lst.index(j.start)
            except ValueError:
                k = len(lst) - 1
            lst[k] = j.end
    # The C BFS sweeps squares in increasing order within each level; the first list
    # holding a square sets its parent.
    level = [-1] * n
    parent = [0] * n
    level[board.start] = 0
    frontier = [board.start]
    lev = 0
    while frontier:
        nxt = []
        for q in sorted(frontier):
            for v in lists[q]:
                if level[v] == -1:
                    level[v] = lev + 1
                    parent[v] = q
                    nxt.append(v)
        frontier = nxt
        lev += 1
    path = []
    if level[goal] >= 0:
        q = goal
        path.append(q)
        for _ in range(level[goal]):
            q = parent[q]
            path.append(q)
        path.reverse()
    return Adjacency(edges, tuple(tuple(lst) for lst in lists), level[goal], tuple(path), board.base)
