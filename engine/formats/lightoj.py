"""LightOJ 1151 "Snakes and Ladders" input: T cases, each a blank line, ``n``, then n pairs ``a b``.

    2

    3
    2 50
    60 20
    99 3

    0

Vocabulary: a case is n, the number of snakes and ladders, then n lines ``a b`` (a < b a ladder,
a > b a snake); every board has 100 squares labelled 1..100. The judge's rules: a roll that would
leave the board is lost (the goal needs an exact landing, ``end`` exact), and the answer is the
expected number of throws (``optimal --decline none``, or the page's analysis). One board per case.

GeeksforGeeks' multi-test input (``gfgtests``) has the same numbers on a 30-square board: a text
read as LightOJ's has a blank line before every case, as the judge prints it, or a square past 30.
"""

from . import gfgtests
from . import jumps as J

__all__ = ["parse", "parse_all", "write", "write_all", "looks_like", "NAME", "BASE", "TITLE", "HINTS"]

NAME = "lightoj"
BASE = 1
SIZE = 100
TITLE = "LightOJ multi-case input"
HINTS = {"end": "exact"}
MAX_TESTS = 10_000


def _cases(values):
    """The index where each case starts in ``values`` (after T), or None when they do not fit exactly."""
    starts, i = [], 1
    for _ in range(values[0]):
        if i >= len(values) or not 0 <= values[i] <= SIZE:
            return None
        starts.append(i)
        i += 1 + 2 * values[i]
    return starts if i == len(values) else None


def looks_like(text):
    """True when the numbers are exactly T cases of n and n pairs of squares 1..100, with a blank
    line before each case or a square past GfG's 30.

    >>> looks_like("1\\n\\n1\\n3 22"), looks_like("1\\n1\\n3 22"), looks_like("1\\n1\\n3 90")
    (True, False, True)
    """
    head = J.first_int(text)
    if head is None or not 1 <= head <= MAX_TESTS or len(text) > (head + 1) * 4000:
        return False
    values = J.quick_ints(text)
    if not values or _cases(values) is None or not all(1 <= v <= SIZE for v in _squares(values)):
        return False
    return J.blank_before_each(text, head) or any(v > gfgtests.SIZE for v in _squares(values))


def _squares(values):
    starts = _cases(values) or ()
    return [v for i in starts for v in values[i + 1 : i + 1 + 2 * values[i]]]


def parse_all(text):
    """The T boards.

    >>> [b.jump_map() for b in parse_all("2\\n\\n1\\n3 90\\n\\n1\\n99 10")]
    [{2: 89}, {98: 9}]
    """
    return J.read_tests(text, "T, then for each case n and n pairs of squares", _read_case, MAX_TESTS)


def _read_case(text, toks, i):
    return gfgtests.read_counted_pairs(toks, i, SIZE, "n")


def parse(text):
    return J.one_board(parse_all(text), NAME)


def write_all(boards):
    """T, then for each board a blank line, n and one pair per line (100-square boards only)."""
    return J.judge_text(
        boards, SIZE, "LightOJ", lambda b: ["", str(len(b.jumps)), *(f"{j.start + 1} {j.end + 1}" for j in b.jumps)]
    )


def write(board):
    """A one-case input.

    >>> print(write(parse("1\\n\\n1\\n3 90")))
    1
    <BLANKLINE>
    1
    3 90
    """
    return write_all([board])
