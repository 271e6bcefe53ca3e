"""InterviewBit's "Snake Ladder Problem!": the ladders as a matrix ``A``, the snakes as ``B``, as the
statement prints its examples (a matrix's rows side by side or one a line, no comma between them).

    Input 1:
    A = [ [32, 62] [42, 68] [12, 98] ]
    B = [ [95, 13] [97, 25] [93, 37] [79, 27] [75, 19] [49, 47] [67, 17] ]

Vocabulary: ``A[i]`` is a ladder from its base to its end and ``B[i]`` a snake from its mouth to its
tail, on the 10 x 10 board of squares 1..100; the statement's rule is an exact landing on 100 (a
roll past it moves nothing).  ``Input 1:``, ``Input 2:`` ... each begin a board (``parse_all`` gives
them in order); an ``Example Input`` heading before them is skipped, and ``Output`` or ``Example
Output`` ends the input (the rest of a pasted example is not part of it).  Commas between rows, and
a matrix's closing bracket at the end of its board, may be left out.
"""

import re

from ..errors import InputError
from ..text import position
from . import jumps as J

__all__ = ["parse", "parse_all", "write", "write_all", "looks_like", "NAME", "BASE", "TITLE", "HINTS"]

NAME = "interviewbit"
BASE = 1
TITLE = "InterviewBit A/B matrices"
HINTS = {"end": "exact"}
SIZE = 100
_KINDS = {"A": "ladder", "B": "snake"}
_EXPECTED = "A = [ [base, end] ... ] (ladders) and B = [ [mouth, tail] ... ] (snakes)"

_CLAIM = re.compile(r"(?<!\w)[AB]\s*[=:]\s*\[\s*\[")
_LABEL = re.compile(r"(?i)(?<!\w)input\s*\d*\s*:")
_HEADING = re.compile(r"(?i)\s*(?:example\s+)?(?:input\s*)?")
_END = re.compile(r"(?i)(?<!\w)(?:example\s+)?(?:output|explanation)(?!\w)")
_TOKEN = re.compile(r"\s*(?:(?P<name>[A-Za-z_]\w*)|(?P<int>[+-]?\d+)|(?P<sym>[\[\],=:])|(?P<bad>\S))")


def looks_like(text):
    """True when a matrix is bound to the name ``A`` or ``B``.

    >>> looks_like("A = [ [32, 62] ]"), looks_like("board = [[-1, 4], [-1, -1]]")
    (True, False)
    """
    return bool(_CLAIM.search(text, 0, 20_000))


def parse_all(text):
    """The boards of the ``Input k:`` blocks, in order (one board when there is no label).

    >>> [b.jump_map() for b in parse_all("Input 1:\\nA = [ [3, 9] ] B = [ [8, 2] ]\\nInput 2:\\nA = [ [2, 99] ]")]
    [{2: 8, 7: 1}, {1: 98}]
    """
    end = _END.search(text)
    stop = end.start() if end else len(text)
    labels = list(_LABEL.finditer(text, 0, stop))
    head = labels[0].start() if labels else 0
    if _HEADING.match(text, 0, head).end() != head:
        at = _HEADING.match(text, 0, head).end()
        raise _fail(text, at, "unexpected text before the first example:", "Input 1: then A = ... and B = ...")
    starts = [m.end() for m in labels] or [_HEADING.match(text).end()]
    return [_board(text, a, b) for a, b in zip(starts, [m.start() for m in labels[1:]] + [stop], strict=True)]


def parse(text):
    return J.one_board(parse_all(text), NAME)


def _board(text, pos, stop):
    """The board of the block ``text[pos:stop]``: its named matrices."""
    tokens = _Tokens(text, pos, stop)
    items, seen = [], set()
    while tokens.peek() is not None:
        kind, value, at = tokens.take("A or B")
        if kind != "name" or value.upper() not in _KINDS:
            raise _fail(text, at, "found", _EXPECTED, value)
        if value.upper() in seen:
            raise _fail(text, at, f"{value} is given twice in this example:", "each of A and B once", value)
        seen.add(value.upper())
        tokens.take_sym("=:", "'=' after the matrix's name")
        items += [(_KINDS[value.upper()], a, b, where) for a, b, where in _matrix(tokens)]
    if not seen:
        raise _fail(text, min(stop, len(text.rstrip())), "an example without A or B:", _EXPECTED)
    return J.build(SIZE, items)


def _matrix(tokens):
    """The rows ``[a, b]`` of one matrix as (a, b, (line, column)); its last ``]`` may be missing at the
    end of its board."""
    tokens.take_sym("[", "'[' opening the matrix")
    rows = []
    while True:
        if tokens.peek() is None:
            return rows
        kind, value, at = tokens.take("'[' opening a row, or ']'")
        if (kind, value) == ("sym", "]"):
            return rows
        if (kind, value) == ("sym", ","):
            continue
        if (kind, value) != ("sym", "["):
            raise _fail(tokens.text, at, "found", "'[' opening a row [start, end], or ']'", value)
        a = tokens.take_int()
        if tokens.peek() == ("sym", ","):
            tokens.take("','")
        b = tokens.take_int()
        tokens.take_sym("]", "']' closing the row: a row is [start, end]")
        rows.append((int(a[1]), int(b[1]), position(tokens.text, a[2])))


class _Tokens:
    """The tokens of ``text[pos:stop]``, one at a time."""

    def __init__(self, text, pos, stop):
        self.text, self.stop = text, stop
        self.items = [
            (m.lastgroup, m.group(m.lastgroup), m.start(m.lastgroup)) for m in _TOKEN.finditer(text, pos, stop)
        ]
        self.items = [t for t in self.items if t[0] is not None]
        self.i = 0

    def peek(self):
        return self.items[self.i][:2] if self.i < len(self.items) else None

    def take(self, expected):
        if self.i >= len(self.items):
            raise _fail(self.text, min(self.stop, len(self.text.rstrip())), "the example ends early at", expected)
        self.i += 1
        kind, value, at = self.items[self.i - 1]
        if kind == "bad":
            raise _fail(self.text, at, "found", expected, value)
        return kind, value, at

    def take_sym(self, symbols, expected):
        kind, value, at = self.take(expected)
        if kind != "sym" or value not in symbols:
            raise _fail(self.text, at, "found", expected, value)

    def take_int(self):
        token = self.take("a whole number (a square 1..100)")
        if token[0] != "int":
            raise _fail(self.text, token[2], "not a whole number:", "a square 1..100", token[1])
        return token


def _fail(text, at, reason, expected, found=None):
    if found is None:
        m = re.compile(r"\S{1,20}").search(text, at)
        found = m.group() if m else "end of input"
    return InputError(*position(text, at), reason, found=found, expected=expected)


def write_all(boards):
    """Each board as ``Input k:`` then its A and B matrices (squares 1..100 only)."""
    return "\n".join(f"Input {k}:\n{write(board)}" for k, board in enumerate(boards, 1))


def write(board):
    """The ladders as A and the snakes as B, a row a line.

    >>> print(write(parse("A = [ [3, 9] ] B = [ [8, 2] ]")))
    A = [
      [3, 9]
    ]
    B = [
      [8, 2]
    ]
    """
    J.require_size(board, SIZE, "InterviewBit")

    def matrix(kind):
        rows = [f"  [{j.start + 1}, {j.end + 1}]" for j in board.jumps if j.kind == kind]
        return "\n".join(["[", *rows, "]"])

    return f"A = {matrix('ladder')}\nB = {matrix('snake')}"
