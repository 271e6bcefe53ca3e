"""HackerEarth's "Rani and Ladders" input: T tests, each ``N L`` then L ladders ``B U``.

    1
    100 1
    5 97

Vocabulary: a test is N, the target square (a perfect square, 100..160000 in the statement), and
L, the number of ladders, then L lines ``B U`` (bottom and top, B < U; a pair going down reads as
a snake, the direction decides). The judge's rules (``HINTS``): each turn throws two dice and
moves their sum, 2..12; a throw past N is wasted (``end`` exact); the answer is the fewest turns
from square 1 to N. The board is drawn sqrt(N) squares a side. One board per test.
"""

from math import isqrt

from ..board import MAX_SQUARES
from ..errors import InputError
from . import gfgtests
from . import jumps as J

__all__ = ["parse", "parse_all", "write", "write_all", "looks_like", "NAME", "BASE", "TITLE", "HINTS"]

NAME = "hackerearth"
BASE = 1
TITLE = "HackerEarth Rani and Ladders input"
HINTS = {"end": "exact", "dice": 2}
MAX_TESTS = 10_000
_EXPECTED = "T, then for each test N L and L ladders 'bottom top'"


def _tests(values):
    """The index where each test starts in ``values`` (after T), or None when they do not fit exactly."""
    starts, i = [], 1
    for _ in range(values[0]):
        if i + 1 >= len(values) or values[i + 1] < 0:
            return None
        starts.append(i)
        i += 2 + 2 * values[i + 1]
    return starts if i == len(values) else None


def looks_like(text):
    """True when the numbers are exactly T tests of ``N L`` and L pairs of squares 1..N, every N a
    perfect square of 100 or more (the statement's boards, which no other judge's counts match).

    >>> looks_like("1\\n100 1\\n5 97"), looks_like("1\\n99 1\\n5 97"), looks_like("1\\n100 1\\n5 101")
    (True, False, False)
    """
    head = J.first_int(text)
    if head is None or not 1 <= head <= MAX_TESTS:
        return False
    values = J.quick_ints(text)
    starts = _tests(values) if values else None
    if not starts:
        return False
    for i in starts:
        n = values[i]
        if n < 100 or isqrt(n) ** 2 != n or not all(1 <= v <= n for v in values[i + 2 : i + 2 + 2 * values[i + 1]]):
            return False
    return True


def parse_all(text):
    """The T boards.

    >>> [(b.size, b.jump_map()) for b in parse_all("2\\n100 1\\n5 97\\n144 0")]
    [(100, {4: 96}), (144, {})]
    """
    return J.read_tests(text, _EXPECTED, _read_test, MAX_TESTS)


def _read_test(text, toks, i):
    if i >= len(toks):
        raise InputError.at_end(toks, "the input ends early at", expected="N L for the next test")
    n = toks[i]
    if not 2 <= int(n) <= MAX_SQUARES:
        raise InputError.at(n, "the target square is out of range:", found=str(n), expected=f"2..{MAX_SQUARES:,}")
    return gfgtests.read_counted_pairs(toks, i + 1, int(n), "L")


def parse(text):
    return J.one_board(parse_all(text), NAME)


def write_all(boards):
    """T, then ``N L`` and one ladder per line for each board (its snakes too, as pairs going down)."""
    lines = [str(len(boards))]
    for b in boards:
        lines += [f"{b.size} {len(b.jumps)}", *(f"{j.start + 1} {j.end + 1}" for j in b.jumps)]
    return "\n".join(lines)


def write(board):
    """A one-test input.

    >>> print(write(parse("1 100 1 5 97")))
    1
    100 1
    5 97
    """
    return write_all([board])
