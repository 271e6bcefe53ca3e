"""A 100-square board as ``N`` on a line of its own, then N pairs ``start end``.

    3
    32 62
    95 13
    12 98

Vocabulary: the N pairs are the board's "special tiles", snakes and ladders alike (the direction
decides, as in a games-night problem sheet that asks for the tiles of an optimal route); the board
is 10 x 10, squares 1..100. GfG's multi-test input (``gfgtests``) puts a test count T first and
HackerRank's test (``hrtest``) a second count for the snakes: neither fits N and exactly N pairs.
"""

from ..errors import InputError
from . import jumps as J

__all__ = ["parse", "write", "looks_like", "NAME", "BASE", "SIZE", "TITLE"]

NAME = "jumplist"
BASE = 1
SIZE = 100
TITLE = "jump list (N, then N pairs)"
_EXPECTED = "N on its own line, then N pairs 'start end'"


def looks_like(text):
    """True for a first line holding one whole number N, then exactly N pairs of squares 1..100.

    >>> looks_like("2\\n3 90\\n99 10"), looks_like("2 1\\n3 90\\n99 10"), looks_like("1\\n3 190")
    (True, False, False)
    """
    first = text.lstrip("\n ")[:64].split("\n", 1)[0].split()
    if len(first) != 1:
        return False
    values = J.quick_ints(text)
    if not values or values[0] < 0 or len(values) != 1 + 2 * values[0]:
        return False
    return all(1 <= v <= SIZE for v in values[1:])


def parse(text):
    """Read N and the pairs into a 100-square Board labelled from 1.

    >>> parse("2\\n3 90\\n99 10").jump_map()
    {2: 89, 98: 9}
    """
    toks = J.int_tokens(text, _EXPECTED)
    if not toks:
        raise InputError(1, 1, "the board is empty", expected=_EXPECTED)
    count = toks[0]
    if not 0 <= int(count) <= SIZE:
        raise InputError.at(count, "the number of pairs is out of range:", found=str(count), expected=f"0..{SIZE}")
    need = 1 + 2 * int(count)
    J.exact_count(
        toks,
        need,
        (f"{int(count)} pairs need {need - 1} numbers, there are {len(toks) - 1}; the board ends at", _EXPECTED),
        (f"more than N = {int(count)} pairs:", "nothing after the last pair"),
    )
    items = [(None, int(toks[k]), int(toks[k + 1]), (toks[k].line, toks[k].column)) for k in range(1, need, 2)]
    return J.build(SIZE, items)


def write(board):
    """N and one pair per line (100-square boards only).

    >>> print(write(parse("1 3 90")))
    1
    3 90
    """
    J.require_size(board, SIZE, "jump list")
    return "\n".join([str(len(board.jumps)), *(f"{j.start + 1} {j.end + 1}" for j in board.jumps)])
