"""LeetCode 909's board as a judge's standard input gives it (Coding Ninjas' "Snake and Ladder"):
the side n alone on the first line, then n lines of n numbers, each -1 or a destination label.

    3
    -1 1 -1
    -1 -1 9
    -1 4 -1

Labels run back and forth from the bottom-left, as ``lc909`` reads them; a pasted example's
``Input:`` and ``Output:`` lines are left out by ``formats.read`` (``clean.unframe``).
"""

from math import isqrt

from ..board import MAX_SQUARES
from ..errors import InputError
from ..text import words
from .lc909 import board_from_rows, label_grid

__all__ = ["parse", "write", "looks_like", "NAME", "BASE", "TITLE"]

NAME = "lcrows"
BASE = 1
TITLE = "LeetCode board as rows of numbers"
_EXPECTED = "the side n, then n rows of n numbers (-1 or a destination label)"


def looks_like(text):
    """True when a lone n is followed by n rows of n numbers, a -1 among them.

    >>> looks_like("2\\n-1 -1\\n-1 3"), looks_like("3\\n-1 4 -1"), looks_like("0 0\\n0 1")
    (True, False, False)
    """
    lines = [line.split() for line in text[:400_000].split("\n") if line.strip()]
    if not lines or len(lines[0]) != 1 or not lines[0][0].isdigit():
        return False
    n = int(lines[0][0])
    rows = lines[1:]
    return n >= 2 and len(rows) == n and all(len(r) == n for r in rows) and any("-1" in r for r in rows)


def parse(text):
    """Read the rows into a Board labelled from 1.

    >>> parse("3\\n-1 1 -1\\n-1 -1 9\\n-1 4 -1").jump_map()
    {1: 3, 3: 8, 7: 0}
    """
    starts = [0]
    for line in text.split("\n"):
        starts.append(starts[-1] + len(line) + 1)
    lines = [(no, line) for no, line in enumerate(text.split("\n"), 1) if line.strip()]
    if not lines:
        raise InputError(1, 1, "the board is empty", expected=_EXPECTED)
    n = _side(words(lines[0][1], lines[0][0]))
    if len(lines) - 1 != n:
        line, col = (lines[n + 1][0], 1) if len(lines) - 1 > n else (lines[-1][0] + 1, 1)
        raise InputError(line, col, f"the board has {len(lines) - 1} rows, not n = {n}:", expected=_EXPECTED)
    rows = [_row(words(line, no), n, starts) for no, line in lines[1:]]
    return board_from_rows(text, rows)


def _side(head):
    """The side n from the first line's words."""
    if len(head) != 1 or not head[0].isdigit():
        tok = head[1] if len(head) > 1 and head[0].isdigit() else head[0]
        raise InputError.at(tok, "found", found=str(tok), expected="the side n alone on the first line")
    n = int(head[0])
    if not 2 <= n <= isqrt(MAX_SQUARES):
        raise InputError.at(
            head[0], "the side is out of range:", found=str(head[0]), expected=f"2..{isqrt(MAX_SQUARES)}"
        )
    return n


def _row(toks, n, starts):
    """One row: its cells ``(value, offset)`` and its offset (``starts``: each line's offset)."""
    if len(toks) != n:
        tok = toks[n] if len(toks) > n else toks[-1]
        raise InputError.at(tok, f"this row has {len(toks)} numbers, not n = {n}:", found=str(tok), expected=_EXPECTED)
    cells = []
    for tok in toks:
        if not tok.lstrip("-").isdigit() or tok.count("-") > 1 or not tok.isascii():
            raise InputError.at(tok, "not a whole number:", found=str(tok), expected="-1 or a destination label")
        cells.append((int(tok), starts[tok.line - 1] + tok.column - 1))
    return cells, cells[0][1]


def write(board):
    """n, then the rows (labels from 1).

    >>> print(write(parse("2\\n-1 -1\\n-1 3")))
    2
    -1 -1
    -1 3
    """
    n = isqrt(board.size)
    if n * n != board.size:
        raise InputError(
            1,
            1,
            "the board is n x n; this one has",
            found=f"{board.size} squares",
            expected="a square number of squares",
        )
    dest = board.jump_map()
    rows = [" ".join(str(dest[q - 1] + 1) if q - 1 in dest else "-1" for q in labels) for labels in label_grid(n)]
    return "\n".join([str(n), *rows])
