"""Chutes and Ladders board files: ``W H T``, then T lines ``C A B`` or ``L A B``; boards one after another.

    10 10 3
    L 1 38
    C 6 16
    L 80 100

Vocabulary: W and H are the board's width and height (W x H squares, labelled 1..W*H); each of
the T lines names a chute (``C``) or a ladder (``L``) by its bottom A and top B, ``A < B``: a
ladder climbs from A to B, a chute slides from B down to A. A file may hold many boards, each
starting with its own ``W H T`` line. The questions that publish this format (a computer-science
problem set on the game) play from square "zero", off the board, and need an exact landing on
the last square (``HINTS``).
"""

from ..errors import InputError
from ..text import words
from . import jumps as J

__all__ = ["parse", "parse_all", "write", "write_all", "looks_like", "NAME", "BASE", "TITLE", "HINTS"]

NAME = "chutes"
BASE = 1
TITLE = "Chutes and Ladders board file"
HINTS = {"start": "off", "end": "exact"}
MAX_BOARDS = 100_000
_EXPECTED = "W H T, then T lines 'C A B' or 'L A B' (A < B)"
_KINDS = {"C": "snake", "L": "ladder"}


def _lines(text):
    """The text's non-blank lines as lists of words (Tokens, with their positions)."""
    out = []
    for n, line in enumerate(text.split("\n"), 1):
        ws = words(line, n)
        if ws:
            out.append(ws)
    return out


def looks_like(text):
    """True when the first line is ``W H T`` and a line ``C A B`` or ``L A B`` follows (or T is 0).

    >>> looks_like("10 10 2\\nL 1 38\\nC 6 16"), looks_like("10 10 0"), looks_like("30 2\\n3 22\\n27 1")
    (True, True, False)
    """
    head = text.lstrip()[:200].split("\n", 2)
    first = head[0].split()
    if len(first) != 3 or not all(w.isdigit() for w in first):
        return False
    if first[2] == "0":
        return len(head) == 1 or not head[1].strip() or len(head[1].split()) == 3
    second = head[1].split() if len(head) > 1 else []
    return len(second) == 3 and second[0].upper() in _KINDS


def parse_all(text):
    """Every board of the file, in order.

    >>> [b.jump_map() for b in parse_all("10 10 2\\nL 1 38\\nC 6 16\\n3 3 1\\nL 2 9")]
    [{0: 37, 15: 5}, {1: 8}]
    """
    lines = _lines(text)
    if not lines:
        raise InputError(1, 1, "the board file is empty", expected=_EXPECTED)
    boards, i = [], 0
    while i < len(lines):
        if len(boards) == MAX_BOARDS:
            raise InputError.at(lines[i][0], f"more than {MAX_BOARDS:,} boards:", found=str(lines[i][0]))
        board, i = _read_board(lines, i)
        boards.append(board)
    return boards


def _number(tok, what):
    if not tok.isdigit():
        raise InputError.at(tok, f"{what} is not a whole number:", found=str(tok), expected=_EXPECTED)
    return int(tok)


def _read_board(lines, i):
    """(Board, index of the next board's line) for the board whose ``W H T`` line is ``lines[i]``."""
    head = lines[i]
    if len(head) != 3:
        raise InputError.at(head[0], "a board starts with 'W H T':", found=" ".join(head), expected="W H T")
    w, h, t = (_number(tok, name) for tok, name in zip(head, ("the width W", "the height H", "the count T")))
    if i + t >= len(lines):
        last = lines[-1][-1]
        raise InputError.at(last, f"T = {t} needs {t} chute and ladder lines; the file ends after", found=str(last))
    items = []
    for line in lines[i + 1 : i + 1 + t]:
        kind = line[0].upper()
        if len(line) != 3 or kind not in _KINDS:
            raise InputError.at(line[0], "not a chute or ladder line:", found=" ".join(line), expected="C A B or L A B")
        a, b = _number(line[1], "A"), _number(line[2], "B")
        if a >= b:
            raise InputError.at(line[1], "A must be below B:", found=f"{a} {b}", expected="A < B (A the bottom)")
        start, end = (a, b) if kind == "L" else (b, a)
        items.append((_KINDS[kind], start, end, (line[1].line, line[1].column)))
    return J.build(w * h, items, cols=w, size_at=(head[0].line, head[0].column)), i + 1 + t


def parse(text):
    return J.one_board(parse_all(text), NAME)


def write_all(boards):
    """Each board as ``W H T`` and its lines (W the board's columns)."""
    out = []
    for b in boards:
        cols = b.cols if b.cols and b.size % b.cols == 0 else b.size
        out.append(f"{cols} {b.size // cols} {len(b.jumps)}")
        for j in b.jumps:
            lo, hi = sorted((j.start + 1, j.end + 1))
            out.append(f"{'L' if j.end > j.start else 'C'} {lo} {hi}")
    return "\n".join(out)


def write(board):
    """One board.

    >>> print(write(parse("3 3 2\\nL 2 9\\nC 4 8")))
    3 3 2
    L 2 9
    C 4 8
    """
    return write_all([board])
