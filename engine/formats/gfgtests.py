"""GeeksforGeeks' older "Snake and Ladder Problem" input: T tests, each ``N`` then 2N squares.

    2
    6
    11 26 3 22 5 8 20 29 27 1 21 9
    1
    2 30

Vocabulary: a test is N, the number of snakes and ladders, then N pairs ``a b`` (the direction
decides); every board is GfG's 5 x 6 one, squares 1..30. One board per test, in order.
"""

from ..errors import InputError
from . import jumps as J

__all__ = ["parse", "parse_all", "write", "write_all", "looks_like", "read_counted_pairs", "NAME", "BASE", "TITLE"]

NAME = "gfgtests"
BASE = 1
SIZE = 30
TITLE = "GfG multi-test input"
MAX_TESTS = 10_000


def looks_like(text):
    """True when the numbers are exactly T tests of ``N`` and 2N squares 1..30, and not every test
    follows a blank line (LightOJ 1151's shape, ``lightoj``).

    >>> looks_like("2\\n1\\n3 22\\n1\\n2 30"), looks_like("1\\n3 90\\n3\\n99 10\\n98 10\\n97 10")
    (True, False)
    """
    head = J.first_int(text)
    if head is None or not 1 <= head <= MAX_TESTS or len(text) > (head + 1) * 4000:
        return False
    values = J.quick_ints(text)
    i = 1
    for _ in range(head):
        if not values or i >= len(values) or not 0 <= values[i] <= SIZE:
            return False
        i += 1 + 2 * values[i]
    fits = values is not None and i == len(values) and all(1 <= v <= SIZE for v in values[2:] if v)
    return fits and not J.blank_before_each(text, head)  # (a blank line before each case: LightOJ's)


def parse_all(text):
    """The T boards.

    >>> [b.jump_map() for b in parse_all("2\\n1\\n3 22\\n1\\n2 30")]
    [{2: 21}, {1: 29}]
    """
    return J.read_tests(text, "T, then for each test N and 2N squares", _read_test, MAX_TESTS)


def _read_test(text, toks, i):
    return read_counted_pairs(toks, i, SIZE, "N")


def read_counted_pairs(toks, i, size, n_name):
    """(Board of ``size`` squares, index after) for a test at ``toks[i]``: a count ``n_name``, then
    that many pairs ``a b`` (the direction decides); shared with ``lightoj``."""
    if i >= len(toks):
        raise InputError.at_end(toks, "the input ends early at", expected=f"{n_name} for the next test")
    n = toks[i]
    if not 0 <= int(n) <= size:
        raise InputError.at(n, "the number of snakes and ladders is out of range:", found=str(n), expected=f"0..{size}")
    end = i + 1 + 2 * int(n)
    if end > len(toks):
        raise InputError.at_end(
            toks, f"{n_name} = {int(n)} needs {2 * int(n)} squares; the input ends at", expected=f"{2 * int(n)} squares"
        )
    items = [(None, int(toks[k]), int(toks[k + 1]), (toks[k].line, toks[k].column)) for k in range(i + 1, end, 2)]
    return J.build(size, items), end


def parse(text):
    return J.one_board(parse_all(text), NAME)


def write_all(boards):
    """T, then N and the pairs on one line for each board (30-square boards only)."""
    return J.judge_text(
        boards, SIZE, "GfG", lambda b: [str(len(b.jumps)), " ".join(f"{j.start + 1} {j.end + 1}" for j in b.jumps)]
    )


def write(board):
    """A one-test input.

    >>> print(write(parse("1 1 3 22")))
    1
    1
    3 22
    """
    return write_all([board])
