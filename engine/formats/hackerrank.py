"""HackerRank's "Snakes and Ladders: The Quickest Way Up" input file: several boards.

Vocabulary: the first number is the number of tests T; each test is written as ``hrtest``
reads one (ladder count, ladders, snake count, snakes); every board has 100 squares.

    2
    3
    32 62
    42 68
    12 98
    7
    95 13
    ...

``parse_all`` gives the T boards in order (one answer line each, as the judge expects).
"""

from . import hrtest
from . import jumps as J

__all__ = ["parse", "parse_all", "write", "write_all", "looks_like", "might_be", "NAME", "BASE", "TITLE", "HINTS"]

NAME = "hackerrank"
BASE = 1
TITLE = "judge multi-test file"
HINTS = hrtest.HINTS
MAX_TESTS = 10_000


def looks_like(text):
    """True when the numbers are exactly T tests after T.

    >>> looks_like("2\\n1\\n3 90\\n0\\n0\\n1\\n99 10"), looks_like("1\\n3 90\\n3\\n99 10\\n98 10\\n97 10")
    (True, False)
    """
    head = J.first_int(text)
    if head is None or not 1 <= head <= MAX_TESTS or len(text) > (head + 1) * 4000:  # a test is < 4000 chars
        return False
    values = J.quick_ints(text)
    if not values:
        return False
    i = 1
    for _ in range(values[0]):
        i = hrtest.fits_test(values, i)
        if i is None:
            return False
    return i == len(values)


def parse_all(text):
    """The T boards.

    >>> [b.jump_map() for b in parse_all("2\\n1\\n3 90\\n0\\n0\\n1\\n99 10")]
    [{2: 89}, {98: 9}]
    """
    return J.read_tests(text, "T, then for each test: ladders, snakes", hrtest.read_test, MAX_TESTS)


def parse(text):
    return J.one_board(parse_all(text), NAME)


def write_all(boards):
    """T, then each board as a test."""
    return "\n".join([str(len(boards)), *(hrtest.write_test(b) for b in boards)])


def write(board):
    """A one-test file.

    >>> print(write(hrtest.parse("1 3 90 0")))
    1
    1
    3 90
    0
    """
    return write_all([board])


def might_be(text):
    """A broken judge file still starts with T alone, a count alone, then a pair (or another count)."""
    lines = [line.split() for line in text.split("\n") if line.strip()][:3]
    return len(lines) == 3 and [len(w) for w in lines[:2]] == [1, 1] and len(lines[2]) in (1, 2)
