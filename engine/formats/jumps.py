"""Boards from listed jumps, checked once for every reader that lists ``start end`` pairs.

Vocabulary: an *item* is ``(kind, a, b, where)``: ``kind`` is ``"ladder"``, ``"snake"`` or None
(the direction decides), ``a`` and ``b`` are labels 1..size, ``where`` the (line, column) of the
pair. A ladder that goes down (or a snake that goes up) is still read as the jump it describes,
with a warning; ``formats.read`` treats such a reading as strained and prefers one that is not.
"""

import re
from itertools import pairwise

from ..board import MAX_SQUARES, Board, Jump
from ..errors import InputError
from ..text import position as _position
from ..text import words

__all__ = [
    "build",
    "summary_counts",
    "int_tokens",
    "first_int",
    "quick_ints",
    "read_tests",
    "require_size",
    "exact_count",
    "whole_numbers",
    "on_board",
    "judge_text",
    "one_board",
    "blank_before_each",
]

_INT = re.compile(r"[+-]?\d+")


def build(size, items, cols=0, size_at=(1, 1)):
    """A 1-based Board of ``size`` squares from items.

    >>> b = build(30, [("ladder", 3, 22, (1, 1)), (None, 27, 1, (2, 1))])
    >>> [(j.start, j.end) for j in b.jumps], b.warnings
    ([(2, 21), (26, 0)], ())
    """
    if not 2 <= size <= MAX_SQUARES:
        raise InputError(
            *size_at, "the number of squares is out of range:", found=str(size), expected=f"2..{MAX_SQUARES:,}"
        )
    jumps, warnings = [], []
    for kind, a, b, where in items:
        on_board(a, b, size, where, f"{a} {b}")
        if kind is not None and (kind == "ladder") != (b > a):
            warnings.append(
                f"line {where[0]}, col {where[1]}: {a} {b} is listed as a {kind} but goes {'up' if b > a else 'down'}"
            )
        jumps.append(Jump(a - 1, b - 1, where=where))
    return Board.build(size, jumps, base=1, cols=cols, warnings=tuple(warnings))


def on_board(a, b, size, where, found):
    """InputError at ``where`` (line, column) unless squares ``a`` and ``b`` are both on a board of ``size``."""
    for v in (a, b):
        if not 1 <= v <= size:
            raise InputError(
                *where, f"square {v} is off a {size}-square board in", found=found, expected=f"squares 1..{size}"
            )


def summary_counts(board):
    """``'2 ladders, 1 snake'``.

    >>> summary_counts(build(30, [(None, 3, 22, (1, 1))]))
    '1 ladder, 0 snakes'
    """
    up = sum(1 for j in board.jumps if j.kind == "ladder")
    down = len(board.jumps) - up
    return f"{up} ladder{'' if up == 1 else 's'}, {down} snake{'' if down == 1 else 's'}"


def int_tokens(text, expected):
    """Every blank-separated word of ``text`` as a Token, each a whole number, else InputError."""
    toks = []
    for n, line in enumerate(text.split("\n"), 1):
        for t in words(line, n):
            if not _INT.fullmatch(t):
                raise InputError.at(t, "not a whole number:", found=str(t), expected=expected)
            toks.append(t)
    return toks


def first_int(text):
    """The first word of ``text`` as an int, or None (a cheap look before reading every number)."""
    head = text[:64].split(None, 1)
    try:
        return int(head[0]) if head else None
    except ValueError:
        return None


def quick_ints(text):
    """The whole numbers of ``text`` as ints, or None when some word is not one (no positions: fast)."""
    try:
        return [int(w) for w in text.split()]
    except ValueError:
        return None


def one_board(boards, name):
    """The only board of a multi-board reading, else InputError naming how many there are."""
    if len(boards) == 1:
        return boards[0]
    where = boards[1].jumps[0].where if boards[1].jumps and boards[1].jumps[0].where else None
    near = "; the second starts near here" if where else ""
    raise InputError(
        *(where or (1, 1)),
        f"this {name} text holds {len(boards)} boards, not one{near}",
        expected="one board here (the fewest-throws and optimal-play tools answer every board of a judge file)",
    )


def position(text, offset):
    """(line, column) of ``offset`` (re-exported for readers that work with offsets)."""
    return _position(text, offset)


def require_size(board, size, source):
    """InputError (line 1, col 1) unless ``board`` has the ``size`` squares ``source`` always uses."""
    if board.size != size:
        raise InputError(
            1,
            1,
            f"{source} boards have {size} squares; this board has",
            found=f"{board.size} squares",
            expected=f"a {size}-square board",
        )


def whole_numbers(toks, empty, expected):
    """InputError unless ``toks`` is not empty (``empty``: what the empty board should hold) and each
    token is a whole number (``expected``: what the text should be made of)."""
    if not toks:
        raise InputError(1, 1, "the board is empty", expected=empty)
    for t in toks:
        if not _INT.fullmatch(t):
            raise InputError.at(t, "not a whole number:", found=str(t), expected=expected)


def exact_count(toks, need, short, extra):
    """InputError unless there are exactly ``need`` tokens: ``short`` and ``extra`` are the (message,
    expected) said at the end of input when there are fewer, and at the first extra token when more.

    >>> exact_count(words("1 2 3", 1), 2, ("too few", "2"), ("one too many:", "nothing"))
    Traceback (most recent call last):
    engine.errors.InputError: line 1, col 5: one too many: '3' (expected nothing)
    """
    if len(toks) < need:
        raise InputError.at_end(toks, short[0], expected=short[1])
    if len(toks) > need:
        raise InputError.at(toks[need], extra[0], found=str(toks[need]), expected=extra[1])


def judge_text(boards, size, source, lines_of):
    """T, then each board's lines ``lines_of(board)``; boards of ``size`` squares only (``source`` names the judge)."""
    lines = [str(len(boards))]
    for b in boards:
        require_size(b, size, source)
        lines += lines_of(b)
    return "\n".join(lines)


def read_tests(text, expected, read_one, max_tests=10_000, toks=None):
    """Boards of a judge file: T, then T tests each read by ``read_one(text, toks, i) -> (Board, next i)``
    (``toks``: the file's numbers as Tokens, when they are not blank-separated words)."""
    toks = int_tokens(text, expected) if toks is None else toks
    if not toks:
        raise InputError(1, 1, "the input is empty", expected="the number of tests T")
    head, boards, i = toks[0], [], 1
    if not 1 <= int(head) <= max_tests:
        raise InputError.at(head, "the number of tests is out of range:", found=str(head), expected=f"1..{max_tests:,}")
    for _ in range(int(head)):
        board, i = read_one(text, toks, i)
        boards.append(board)
    if i < len(toks):
        t = toks[i]
        raise InputError.at(
            t, f"more numbers than T = {int(head)} tests hold:", found=str(t), expected="nothing after the last test"
        )
    return boards


def blank_before_each(text, count):
    """True when the text's lines hold ``count`` runs of blank lines between words: one before each
    case of a judge file that starts every case with a blank line (LightOJ's).

    >>> blank_before_each("2\\n\\n1\\n\\n\\n0\\n", 2), blank_before_each("2\\n1\\n\\n0", 2)
    (True, False)
    """
    lines = [line.strip() for line in text.strip().split("\n")]
    gaps = sum(1 for a, b in pairwise(lines) if not b and a)
    return gaps == count
