"""The board model every tool shares, and the rules a game is played by.

Vocabulary:
- a *square* is an index 0..size-1 into the track, in playing order; the numbers a user
  reads are *labels*, ``square + base`` (base 1 for seed 000 and LeetCode 909, base 0 for UIL);
- a *jump* moves a player who lands on ``start`` to ``end``: a *ladder* when it goes up,
  a *snake* when it goes down;
- the *geometry* lays the track in boustrophedon rows of ``cols`` squares from the
  bottom-left: row 0 at the bottom runs left to right, row 1 right to left, and so on.
"""

from dataclasses import dataclass, field, replace
from math import isqrt

from .errors import InputError
from .limits import DRAW_SQUARES as DRAW_LIMIT
from .limits import MAX_DICE, MAX_FACES, MAX_SQUARES

__all__ = ["Jump", "Board", "Rules", "default_cols", "MAX_SQUARES"]


@dataclass(frozen=True, order=True)
class Jump:
    """One snake or ladder: landing on ``start`` moves the player to ``end``.

    ``name`` keeps a UIL label such as ``'L1'``; ``where`` is the (line, column) of the
    jump in the text it was read from. Neither takes part in equality.
    """

    start: int
    end: int
    name: str = field(default="", compare=False)
    where: tuple = field(default=None, compare=False, repr=False)

    @property
    def kind(self):
        return "ladder" if self.end > self.start else "snake"

    def to_dict(self, base=0):
        return {"start": self.start + base, "end": self.end + base, "kind": self.kind, "name": self.name}


def default_cols(size):
    """Columns for drawing ``size`` squares: the square root when it is whole, else rows of 10
    when that gives a sensible rectangle, else ceil(sqrt(size)).

    >>> default_cols(100), default_cols(30), default_cols(25), default_cols(7)
    (10, 6, 5, 3)
    """
    root = isqrt(size)
    if root * root == size:
        return root
    if size % 10 == 0 and size >= 100:
        return 10
    return root + 1


@dataclass(frozen=True)
class Board:
    """A track of ``size`` squares with jumps, a start and a goal (all square indices).

    >>> b = Board.build(100, [(5, 45), (46, 8)], base=1)
    >>> b.goal, b.label(b.goal), [j.kind for j in b.jumps]
    (99, 100, ['ladder', 'snake'])
    >>> b.cell(10), b.cell(99)
    ((1, 9), (9, 0))
    """

    size: int
    jumps: tuple = ()
    base: int = 1
    start: int = 0
    goal: int = -1
    cols: int = 0
    warnings: tuple = field(default=(), compare=False)

    def __post_init__(self):
        if self.goal < 0:
            object.__setattr__(self, "goal", self.size - 1)
        if self.cols <= 0:
            object.__setattr__(self, "cols", default_cols(self.size))

    @classmethod
    def build(cls, size, jumps, **kwargs):
        """A board from (start, end) pairs or Jump objects, in square indices, checked."""
        js = tuple(sorted(j if isinstance(j, Jump) else Jump(int(j[0]), int(j[1])) for j in jumps))
        board = cls(size=size, jumps=js, **kwargs)
        board.check()
        return board

    def check(self):
        """Raise InputError unless the board is consistent (positions are the jumps' own)."""
        if not 2 <= self.size <= MAX_SQUARES:
            raise InputError(
                1,
                1,
                f"a board needs 2..{MAX_SQUARES:,} squares, not",
                found=str(self.size),
                expected=f"at most {MAX_SQUARES:,} squares",
            )
        seen = {}
        for j in self.jumps:
            line, col = j.where or (1, 1)
            for sq in (j.start, j.end):
                if not 0 <= sq < self.size:
                    raise InputError(
                        line,
                        col,
                        "jump square off the board:",
                        found=self.label(sq),
                        expected=f"labels {self.base}..{self.size - 1 + self.base}",
                    )
            if j.start == j.end:
                raise InputError(
                    line,
                    col,
                    "a jump must go somewhere:",
                    found=f"{self.label(j.start)}->{self.label(j.end)}",
                    expected="two different squares",
                )
            if j.start in seen:
                raise InputError(
                    line,
                    col,
                    f"square {self.label(j.start)} already starts a jump:",
                    found=f"{self.label(j.start)}->{self.label(j.end)}",
                    expected="one jump per square",
                )
            seen[j.start] = j.end

    def label(self, square):
        return square + self.base

    @property
    def rows(self):
        return -(-self.size // self.cols)

    def cell(self, square):
        """(row from the bottom, column from the left) where ``square`` is drawn."""
        row, k = divmod(square, self.cols)
        return row, (k if row % 2 == 0 else self.cols - 1 - k)

    def jump_map(self):
        """{start: end} for every jump."""
        return {j.start: j.end for j in self.jumps}

    def with_jumps(self, jumps):
        return replace(self, jumps=tuple(sorted(jumps)))

    def to_dict(self):
        return {
            "size": self.size,
            "base": self.base,
            "start": self.start,
            "goal": self.goal,
            "cols": self.cols,
            "rows": self.rows,
            "jumps": [j.to_dict() for j in self.jumps],
            "warnings": list(self.warnings),
            # Where each square is drawn, for boards small enough to draw (the page never computes geometry).
            "cells": [self.cell(s) for s in range(self.size)] if self.size <= DRAW_LIMIT else None,
        }


@dataclass(frozen=True)
class Rules:
    """How a turn is played.

    - ``faces``: the die shows 1..faces;
    - ``dice``: dice thrown at once, a roll their sum (``dice``..``dice * faces``; HackerEarth's
      "Rani and Ladders" throws two); the probability tools play one die;
    - ``chain``: after a jump, keep following jumps (a house rule; LeetCode 909 says no);
    - ``start``: ``"first"`` starts on the first square, ``"off"`` starts before it
      (so rolling r lands on square r-1, and a jump there is taken);
    - ``end``: ``"exact"`` (an overshooting roll leaves the player where they are),
      ``"overshoot"`` (reaching or passing the goal finishes), or ``"bounce"`` (the excess
      is walked back from the goal);
    - ``start_jump``: with ``start == "first"``, a jump that starts on the first square is
      ``"skip"``-ped (the player stands there; the default) or ``"take"``-n before the first
      roll (see ``apply_start_jump``).
    """

    faces: int = 6
    chain: bool = False
    start: str = "first"
    end: str = "overshoot"
    start_jump: str = "skip"
    dice: int = 1

    def __post_init__(self):
        if not 1 <= int(self.faces) <= MAX_FACES:
            raise ValueError(f"faces must be 1..{MAX_FACES}, not {self.faces!r}")
        if not 1 <= int(self.dice) <= MAX_DICE:
            raise ValueError(f"dice must be 1..{MAX_DICE}, not {self.dice!r}")
        if self.start not in ("first", "off"):
            raise ValueError(f"start must be 'first' or 'off', not {self.start!r}")
        if self.end not in ("exact", "overshoot", "bounce"):
            raise ValueError(f"end must be 'exact', 'overshoot' or 'bounce', not {self.end!r}")
        if self.start_jump not in ("skip", "take"):
            raise ValueError(f"start_jump must be 'skip' or 'take', not {self.start_jump!r}")

    def to_dict(self):
        return {
            "faces": self.faces,
            "chain": self.chain,
            "start": self.start,
            "end": self.end,
            "start_jump": self.start_jump,
            "dice": self.dice,
        }

    @property
    def low(self):
        """The smallest roll (every die shows 1)."""
        return self.dice

    @property
    def high(self):
        """The largest roll (every die shows ``faces``)."""
        return self.dice * self.faces

    def landings(self, s, goal):
        """[(roll, square landed on)] from square ``s``, lowest roll first: a roll past ``goal`` is
        lost (``exact``), lands on the goal (``overshoot``: the first such roll only) or is walked
        back from it (``bounce``). One die and the goal in reach give the same landings under
        every rule but ``bounce``, which adds the squares walked back to.

        >>> Rules(faces=6, dice=2, end="exact").landings(95, 100)
        [(2, 97), (3, 98), (4, 99), (5, 100)]
        >>> Rules(faces=6, dice=2).landings(95, 100)[-1], Rules(faces=3, end="bounce").landings(8, 10)
        ((5, 100), [(1, 9), (2, 10), (3, 9)])
        """
        out = []
        for r in range(self.low, self.high + 1):
            x = s + r
            if x > goal:
                if self.end == "exact":
                    break
                if self.end == "overshoot":
                    out.append((r, goal))
                    break
                x = 2 * goal - x
                if x < 0:
                    break
            out.append((r, x))
            if x == goal and self.end == "overshoot":
                break
        return out


def one_die(rules, what):
    """InputError unless ``rules`` throw one die: ``what`` (e.g. "the probability tools") plays one.

    >>> one_die(Rules(dice=2), "seed 002's pruned BFS")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.InputError: line 1, col 1: seed 002's pruned BFS throws one die; these rules throw '2 dice' ...
    """
    if rules.dice != 1:
        raise InputError(
            1,
            1,
            f"{what} throws one die; these rules throw",
            found=f"{rules.dice} dice",
            expected="dice 1; the fewest throws take two",
        )


__all__.append("one_die")


def resolve_jumps(board, chain):
    """{start: final square} after one jump, or after following jumps while ``chain``.

    A cycle of jumps under ``chain`` is an InputError that names the cycle.

    >>> b = Board.build(10, [(1, 4), (4, 7)], base=1)
    >>> resolve_jumps(b, False), resolve_jumps(b, True)
    ({1: 4, 4: 7}, {1: 7, 4: 7})
    """
    direct = board.jump_map()
    if not chain:
        return dict(direct)
    final = {}
    by_start = {j.start: j for j in board.jumps}
    for s in direct:
        path, t = [s], direct[s]
        while t in direct and t not in final:
            if t in path:
                cyc = [*path[path.index(t) :], t]
                j = by_start[t]
                line, col = j.where or (1, 1)
                raise InputError(
                    line,
                    col,
                    "jumps form a cycle when chained:",
                    found=" -> ".join(str(board.label(q)) for q in cyc),
                    expected="chained jumps that end on a plain square",
                )
            path.append(t)
            t = direct[t]
        end = final.get(t, t)
        for q in path:
            final[q] = end
    return final


__all__.append("resolve_jumps")


def apply_start_jump(board, rules):
    """``board`` with its start moved to the end of the jump on the first square when
    ``rules.start_jump == "take"`` (followed further when ``rules.chain``); else ``board``.

    >>> b = Board.build(10, [(0, 4)], base=1)
    >>> apply_start_jump(b, Rules()).start, apply_start_jump(b, Rules(start_jump="take")).start
    (0, 4)
    """
    if rules.start_jump != "take" or rules.start != "first":
        return board
    end = resolve_jumps(board, rules.chain).get(board.start)
    return board if end is None else replace(board, start=end)


__all__.append("apply_start_jump")
