"""Jumps written in words, as tutorials and contest statements print them.

    Snakes: from 54 to 19, from 90 to 48, from 99 to 77
    Ladders: from 9 to 34, from 40 to 64, and from 67 to 86
    The board itself is 100 squares long.

(CCC 2003 "Snakes and Ladders") or ``Snake: From 26 to 0, From 20 to 8`` / ``Ladder From 2 to
21, ...`` (Tutorialspoint, cells numbered from 0).

Vocabulary: a *heading* (``ladder``, ``ladders``, ``snake``, ``snakes``, ``chute``, ``chutes``)
says what the ``from A to B`` pairs after it are; pairs before any heading are read by direction.
The number of squares is read from ``N squares``/``N cells``, ``size N``/``N = 30`` or ``R x C``;
without one a board is 100 squares. Squares are labelled from 1, or from 0 when a 0 appears (then
the number of squares must be given). Every other word is skipped (Input:, Output: lines stay).
"""

import re

from ..board import Board
from ..errors import InputError
from . import jumps as J

__all__ = ["parse", "write", "looks_like", "NAME", "BASE", "TITLE"]

NAME = "prose"
BASE = 1
TITLE = "jumps in words"
_PAIR = re.compile(r"(?i)\bfrom\s+(\d+)\s+to\s+(\d+)")
_HEADING = re.compile(r"(?i)\b(ladders?|snakes?|chutes?)\b")
_SIZE = re.compile(r"(?i)\b(\d+)\s*(?:squares|cells)\b|\b(?:size|n)\s*[=:]\s*(\d+)\b|\b(\d+)\s*[x×]\s*(\d+)\b")
_EXPECTED = "Ladders: from 9 to 34, from 40 to 64 / Snakes: from 54 to 19"
_NONE = re.compile(r"(?i)\b(?:ladders?|snakes?|chutes?)\s*:\s*none\b")


def looks_like(text):
    """True when a ladder or snake word and a ``from A to B`` pair both appear.

    >>> looks_like("Snakes: from 54 to 19"), looks_like("Ladder = [[6,46]]")
    (True, False)
    """
    head = text[:4000]
    return bool(_PAIR.search(head) and _HEADING.search(head))


def _size(text):
    """(number of squares or None, (line, column) of it)."""
    m = _SIZE.search(text)
    if not m:
        return None, (1, 1)
    where = J.position(text, m.start())
    if m.group(3):
        return int(m.group(3)) * int(m.group(4)), where
    return int(m.group(1) or m.group(2)), where


def _items(text):
    """([(kind or None, a, b, (line, column))] in text order, each pair under its latest heading;
    (line, column) of the first square numbered 0, or None)."""
    marks = [(m.start(), "head", m) for m in _HEADING.finditer(text)]
    marks += [(m.start(), "pair", m) for m in _PAIR.finditer(text)]
    kind, items, zero = None, [], None
    for at, what, m in sorted(marks, key=lambda x: x[0]):
        if what == "head":
            kind = "ladder" if m.group(1).lower().startswith("ladder") else "snake"
        else:
            items.append((kind, int(m.group(1)), int(m.group(2)), J.position(text, at)))
            for g in (1, 2):
                if zero is None and int(m.group(g)) == 0:
                    zero = J.position(text, m.start(g))
    return items, zero


def parse(text):
    """Read the pairs into a Board (labels from 1, or from 0 when a square 0 is named).

    >>> parse("Snakes: from 54 to 19\\nLadders: from 9 to 34, and from 67 to 86").jump_map()
    {8: 33, 53: 18, 66: 85}
    >>> b = parse("30 cells. Snake: From 26 to 0; Ladder From 2 to 21")
    >>> b.base, b.size, b.jump_map()
    (0, 30, {2: 21, 26: 0})
    """
    items, zero = _items(text)
    if not items and not _NONE.search(text):  # (a board without jumps says so: "Ladders: none", as ``write``)
        raise InputError(1, 1, "no 'from A to B' pair in the text:", found=text.strip()[:30], expected=_EXPECTED)
    size, size_at = _size(text)
    if zero is None:
        return J.build(size or 100, items, size_at=size_at)
    if size is None:
        raise InputError(
            *zero,
            "squares are numbered from 0 here, so the number of squares must be given; it is not, at",
            found="0",
            expected="a line such as '30 cells' or 'Size = 30'",
        )
    shifted = J.build(size + 1, [(k, a + 1, b + 1, w) for k, a, b, w in items], size_at=size_at)
    if any(j.start == size or j.end == size for j in shifted.jumps):
        raise InputError(*size_at, f"a square is off a {size}-square board numbered 0..{size - 1}:", found=str(size))
    return Board.build(size, shifted.jumps, base=0, warnings=shifted.warnings)


def write(board):
    """Two lines in words and the number of squares (labels from 1, whatever the board's base).

    >>> print(write(parse("Snakes: from 54 to 19\\nLadders: from 9 to 34")))
    Ladders: from 9 to 34
    Snakes: from 54 to 19
    100 squares
    """

    def line(kind, word):
        pairs = [f"from {j.start + 1} to {j.end + 1}" for j in board.jumps if j.kind == kind]
        return f"{word}: " + (", ".join(pairs) if pairs else "none")

    return "\n".join([line("ladder", "Ladders"), line("snake", "Snakes"), f"{board.size} squares"])
