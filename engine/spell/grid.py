"""Spell grids: reading and writing them, which cells touch, and the link graph as bit sets.

Vocabulary:
  grid      rows of equal length; a cell holds one character, or None when empty (``-``)
  (r, c)    row and column, 0-based, row 0 at the top; even columns sit half a cell lower
  touch     (r, c) touches (r-1, c), (r+1, c), (r, c-1), (r, c+1) and, for even c,
            (r+1, c-1), (r+1, c+1); for odd c, (r-1, c-1), (r-1, c+1)
  link      two touching non-empty cells whose character codes differ by exactly one
  component a connected piece of the link graph: node i is ``cells[i]``, ``adj[i]`` the bit set
            of its links, ``odd`` the bit set of nodes whose character code is odd
"""

import re
from dataclasses import dataclass

from ..errors import InputError
from ..text import words

__all__ = ["EMPTY", "Grid", "Component", "parse_grid", "grid_from_tokens", "write_grid", "neighbours", "linked"]
__all__ += ["components", "leaves_of", "transcript_output"]

EMPTY = "-"


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
    for n, line in enumerate(transcript_output(text).splitlines(), start=1):
        tokens.extend(words(line, n))
    return grid_from_tokens(tokens)


#: a shell prompt running one of the lab's programs (``UNIX> spellseeker < easy-3x4.txt``, ``$ cat
#: g.txt``), or a prompt alone (``UNIX>``)
_PROMPT = re.compile(r"[ \t]*(?:UNIX>|[\w@:~./-]*[$%>])[ \t]*(?:(?:\./)?(?:spell\w*|cat|dond)\b.*)?\Z")
_COMMAND = re.compile(r"[ \t]*(?:UNIX>|[\w@:~./-]*[$%>])[ \t]*(?:\./)?(?:spell\w*|cat)\b")


def transcript_output(text):
    """``text`` itself, or, when it opens with a shell prompt running one of the lab's programs (a
    transcript, as the lab's writeup prints them), what that command printed: the lines up to the
    next prompt, every other line blanked, so lines and columns stay true.

    >>> transcript_output("UNIX> cat g.txt\\nAB\\nUNIX> spellpath < g.txt\\n2\\n")
    '               \\nAB\\n                       \\n \\n'
    """
    lines = text.split("\n")
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None or not _COMMAND.match(lines[first]):
        return text
    end = next((i for i in range(first + 1, len(lines)) if _PROMPT.match(lines[i])), len(lines))
    return "\n".join(line if first < i < end else " " * len(line) for i, line in enumerate(lines))


def grid_from_tokens(tokens):
    """A Grid from word tokens (``text.words``), one per row; rows of unequal length are an InputError."""
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


@dataclass(frozen=True)
class Component:
    """One connected component of the link graph as bit sets (see the vocabulary)."""

    cells: tuple
    adj: tuple
    odd: int
    nbrs: tuple  # nbrs[i]: the nodes linked to i, as a tuple

    @property
    def mask(self):
        return (1 << len(self.cells)) - 1


def leaves_of(adj, region, among=None):
    """Nodes of ``region`` (or of ``among``, a part of it) with at most one link inside ``region``.

    >>> bin(leaves_of([0b010, 0b101, 0b010], 0b111))
    '0b101'
    """
    leaves = 0
    rest = region if among is None else among
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
            for j in _ahead(c, cols, i, below):
                if abs(vals[j] - x) == 1:
                    links[i].append(j)
                    links[j].append(i)
    return vals, links


def _ahead(c, cols, i, below):
    """The flat indices after cell ``i`` (column ``c``) that it touches; ``below``: the next row's start."""
    if below is None:
        return (i + 1,) if c + 1 < cols else ()
    j = below + c
    if c % 2:
        return (i + 1, j) if c + 1 < cols else (j,)
    if c + 1 < cols:
        return (i + 1, j, j - 1, j + 1) if c else (i + 1, j, j + 1)
    return (j, j - 1) if c else (j,)


def components(grid):
    """The grid's link graph split into connected components of two or more cells (biggest first).

    >>> [len(k.cells) for k in components(parse_grid("AB-A CD-B"))]
    [2, 2, 2]
    """
    vals, links = _links(grid)
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
        adj = tuple(sum(1 << local[j] for j in links[here]) for here in order)
        odd = sum(1 << k for k, here in enumerate(order) if vals[here] % 2)
        nbrs = tuple(tuple(local[j] for j in links[here]) for here in order)
        comps.append(Component(tuple(divmod(i, grid.cols) for i in order), adj, odd, nbrs))
    comps.sort(key=lambda k: -len(k.cells))
    return comps
