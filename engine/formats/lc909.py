"""LeetCode 909's board (seed 002): an n x n JSON matrix of ``-1`` or a destination label.

Vocabulary: labels run 1..n*n boustrophedon from the bottom-left (the last row of the
matrix, left to right, then the row above right to left, ...); a cell holding ``d != -1``
is a snake or ladder to label ``d``. Squares are ``label - 1``.

Accepted around the matrix: a leading ``Example 1:``, ``Input:`` and/or ``board =`` (or a
declaration, ``int[][] board = {{-1,-1},{-1,3}};``, braces and a final ``;`` as C, C++ or Java write it), and
after it an ``Output:`` or ``Explanation:`` line, which ends the input (a pasted example, as
LeetCode shows it), or a JSON object with a ``"board"`` key (one line of ``boards.jsonl``). A cell whose
destination is its own label does nothing; it is dropped with a warning. LeetCode says
squares 1 and n*n hold no jump; a board that has one is still read (the start's jump is
never taken unless a chained jump lands there).

``write`` needs a board whose size is a perfect square; any other size is an InputError
(line 1, col 1) naming the size, since no n x n matrix can hold it.

>>> b = parse("[[-1,-1],[-1,3]]")
>>> b.size, b.cols, [(j.start, j.end) for j in b.jumps]
(4, 2, [(1, 2)])
"""

import json
import re
from bisect import bisect_right
from math import isqrt

from ..board import MAX_SQUARES, Board, Jump
from ..errors import InputError
from ..text import position

__all__ = ["parse", "write", "looks_like", "might_be", "NAME", "BASE", "label_grid", "board_from_rows"]

NAME = "lc909"
BASE = 1

_PREFIX = re.compile(
    r"\s*(?:(?:example|testcase|case)\s*\d*\s*:\s*)?(?:input\b\s*:?\s*)?"
    r"(?:(?:[A-Za-z_][\w<>\[\],.]*\s+)?board\b\s*[=:]?\s*)?",  # (a declaration: int[][] board = ...)
    re.IGNORECASE,
)
#: a C, C++ or Java initialiser's braces, read as brackets (one for one: positions stay)
_BRACES = str.maketrans("{}", "[]")
#: what may follow the matrix in a pasted example, and ends the input there (as in ``literal``)
_END = re.compile(r"\s*(?:output|explanation|expected)\b", re.IGNORECASE)
_TOKEN = re.compile(r"\s*(?:(?P<num>[+-]?\d+(?:\.\d*)?(?:[eE][+-]?\d+)?)|(?P<sym>[\[\],])|(?P<other>[^\s\[\],]+))")


def looks_like(text):
    """True when the text is (or wraps) a JSON matrix: it opens with ``[[`` or has a ``board`` key.

    >>> looks_like("[[-1, 4], [-1, -1]]"), looks_like('{"board": [[-1]]}'), looks_like("4 3")
    (True, True, False)
    """
    head = text.lstrip()[:200]
    if re.match(r"\{\s*\"board\"\s*:", head):
        return True
    m = _PREFIX.match(text)
    return bool(re.match(r"\[\s*\[|\{\s*\{", text[m.end() : m.end() + 50]))


def label_grid(n):
    """``grid[r][c]`` = the label drawn in row r (from the top) and column c of an n x n board.

    >>> label_grid(3)
    [[7, 8, 9], [6, 5, 4], [1, 2, 3]]
    """
    grid = []
    for r in range(n):
        up = n - 1 - r  # rows counted from the bottom
        row = [up * n + c + 1 for c in range(n)]
        grid.append(row if up % 2 == 0 else row[::-1])
    return grid


def parse(text):
    """Read an n x n LeetCode 909 matrix into a Board labelled from 1.

    >>> parse('{"board": [[-1,-1,-1],[-1,9,8],[-1,8,9]]}').jump_map()
    {1: 7, 2: 8, 3: 7, 4: 8}
    """
    stripped = text.lstrip()
    if re.match(r"\{\s*\"", stripped):
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as e:
            raise InputError(
                e.lineno,
                e.colno,
                f"not valid JSON ({e.msg}) at",
                found=_near(text, e.pos),
                expected='{"board": [[...], ...]}',
            ) from None
        if not isinstance(obj, dict) or "board" not in obj:
            raise InputError(
                *position(text, text.index("{")),
                'a JSON object without a "board" key:',
                found=_near(text, text.index("{")),
                expected='{"board": [[...], ...]}',
            )
        start = re.search(r"\"board\"\s*:\s*", text).end()
        rows, _ = _matrix(text, start)
    else:
        start = _PREFIX.match(text).end()
        if re.match(r"\{\s*\{", text[start:]):
            text = text[:start] + text[start:].translate(_BRACES)
        rows, end = _matrix(text, start)
        if text[end:].lstrip().startswith(";"):  # (a statement's end)
            end = text.index(";", end) + 1
        rest = text[end:].strip()
        if rest and not _END.match(text, end):
            at = end + (len(text[end:]) - len(text[end:].lstrip()))
            raise InputError(
                *position(text, at),
                "unexpected text after the matrix:",
                found=_near(text, at),
                expected="nothing after the closing ']'",
            )
    return board_from_rows(text, rows)


def _near(text, pos):
    m = re.compile(r"\S{1,20}").search(text, pos)
    return m.group() if m else "end of input"


class _Reader:
    """The tokens of ``text`` from ``pos`` on, one after the other with nothing between them."""

    def __init__(self, text, pos):
        self.text, self.pos = text, pos
        self.tokens = _TOKEN.finditer(text, pos)

    def next(self, expected):
        """The next token's (kind, value, offset); InputError saying ``expected`` when there is none."""
        text, m = self.text, next(self.tokens, None)
        if m is None or m.start() != self.pos or m.lastgroup is None:
            at = len(text.rstrip()) if m is None else self.pos
            while at < len(text) and text[at].isspace():
                at += 1
            raise InputError(*position(text, at), "found", found=_near(text, at), expected=expected)
        self.pos = m.end()
        kind = m.lastgroup
        return kind, m.group(kind), m.start(kind)

    def want(self, sym, expected):
        """The offset of the next token, which must be the symbol ``sym``."""
        kind, value, at = self.next(expected)
        if kind != "sym" or value != sym:
            raise InputError(*position(self.text, at), "found", found=value, expected=expected)
        return at


def _matrix(text, pos):
    """Rows of (value, offset) from a ``[[...],...]`` starting at ``pos``; and the end offset."""
    reader = _Reader(text, pos)
    reader.want("[", "'[' opening the board, as in [[-1,-1],[-1,3]]")
    rows = []
    while True:
        row, row_at = _row(reader)
        width = len(rows[0][0]) if rows else len(row)
        if len(row) != width:
            raise InputError(
                *position(text, row_at),
                f"this row has {len(row)} cells, the first row {width}:",
                found=text[row_at : text.find("]", row_at) + 1],
                expected=f"{width} cells in every row",
            )
        rows.append((row, row_at))
        kind, value, at = reader.next("',' or ']' after a row")
        if kind == "sym" and value == "]":
            if len(rows) != width:
                raise InputError(
                    *position(text, at),
                    f"the board has {len(rows)} rows of {width} cells at",
                    found="]",
                    expected=f"an n x n board ({width} rows)",
                )
            return rows, reader.pos
        if not (kind == "sym" and value == ","):
            raise InputError(*position(text, at), "found", found=value, expected="',' or ']' after a row")
        if len(rows) == width:
            raise InputError(
                *position(text, reader.pos),
                f"more than {width} rows of {width} cells:",
                found=_near(text, reader.pos),
                expected=f"an n x n board ({width} rows)",
            )


def _row(reader):
    """One row ``[n,n,...]``: its (value, offset) cells, and its offset; InputError when empty."""
    text = reader.text
    row_at = reader.want("[", "'[' opening a row")
    row = []
    while True:
        kind, value, at = reader.next("a number, ',' or ']'")
        if kind == "sym" and value == "]" and not row:
            break
        if kind != "num" or not re.fullmatch(r"[+-]?\d+", value):
            raise InputError(
                *position(text, at), "not a whole number:", found=value, expected="-1 or a destination label"
            )
        row.append((int(value), at))
        kind, value, at = reader.next("',' or ']' after a number")
        if kind == "sym" and value == "]":
            break
        if not (kind == "sym" and value == ","):
            raise InputError(*position(text, at), "found", found=value, expected="',' or ']' after a number")
    if not row:
        raise InputError(*position(text, row_at), "an empty row:", found="[]", expected="-1 or a destination label")
    return row, row_at


def board_from_rows(text, rows):
    """The Board of an n x n matrix's ``rows``, each ``(cells, offset)`` with cells ``(value, offset)``
    (offsets into ``text``, for the errors' and warnings' positions)."""
    n = len(rows)
    if n < 2 or n * n > MAX_SQUARES:
        row, at = rows[0]
        raise InputError(
            *position(text, at),
            f"a {n} x {n} board is out of range:",
            found=_near(text, at),
            expected=f"n from 2 to {isqrt(MAX_SQUARES)}",
        )
    last = n * n
    jumps = []
    warnings = []
    newlines = [m.start() for m in re.finditer("\n", text)]

    def where(offset):
        """(line, column) of ``offset``; bisection, so a million jumps cost no more than one scan."""
        k = bisect_right(newlines, offset - 1)
        return k + 1, offset - (newlines[k - 1] + 1 if k else 0) + 1

    grid = label_grid(n)
    for r, (row, _) in enumerate(rows):
        labels = grid[r]
        for c, (value, at) in enumerate(row):
            if value == -1:
                continue
            if not 1 <= value <= last:
                raise InputError(
                    *position(text, at),
                    "not a square of this board:",
                    found=str(value),
                    expected=f"-1 or a label 1..{last}",
                )
            label = labels[c]
            if value == label:
                line, col = where(at)
                warnings.append(f"line {line}, col {col}: square {label} leads to itself; ignored")
                continue
            jumps.append(Jump(label - 1, value - 1, where=where(at)))
    return Board.build(last, jumps, base=BASE, cols=n, warnings=tuple(warnings))


def write(board):
    """The n x n matrix, one row per line (labels renumbered from 1).

    >>> print(write(parse("[[-1,-1,-1],[-1,9,8],[-1,8,9]]")))
    [[-1, -1, -1],
     [-1, 9, 8],
     [-1, 8, 9]]
    """
    n = isqrt(board.size)
    if n * n != board.size:
        raise InputError(
            1,
            1,
            "an lc909 board is n x n, so it cannot hold this board's square count:",
            found=str(board.size),
            expected="a square number of squares such as 36 or 100",
        )
    dest = board.jump_map()
    rows = []
    for labels in label_grid(n):
        rows.append("[" + ", ".join(str(dest[q - 1] + 1) if q - 1 in dest else "-1" for q in labels) + "]")
    return "[" + ",\n ".join(rows) + "]"


def might_be(text):
    """A broken matrix still opens with ``[`` or ``{`` (or ``board =``)."""
    return text[_PREFIX.match(text).end() :].startswith(("[", "{"))
