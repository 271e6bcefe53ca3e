"""A board of N squares and S "portals": ``N S`` on the first line, then S pairs ``A B``.

Vocabulary: a *portal* moves a player who lands on A to B; A < B makes it a ladder, A > B a
snake (the direction decides, no list says which). Squares are labelled 1..N. This is how the
NUS "Snake and Ladders" problem (Mr. Panda, bounce back at the end) publishes its boards.

    100 3
    3 90
    99 10
    56 7
"""

from ..errors import InputError
from . import jumps as J

__all__ = ["parse", "write", "looks_like", "NAME", "BASE", "TITLE", "HINTS"]

NAME = "portals"
BASE = 1
TITLE = "portal list"
HINTS = {"end": "bounce"}
_EXPECTED = "N S, then S pairs 'from to'"


def looks_like(text):
    """True for ``N S`` then exactly S pairs, every square within 1..N.

    >>> looks_like("30 2\\n3 22\\n27 1"), looks_like("4 3\\n6 46\\n19 43\\n52 71")
    (True, False)
    """
    first = text.lstrip()[:64].split("\n", 1)[0].split()
    if len(first) != 2:
        return False
    values = J.quick_ints(text)
    if not values or not values[0] >= 2 or values[1] < 0 or len(values) != 2 + 2 * values[1]:
        return False
    return all(1 <= v <= values[0] for v in values[2:])


def parse(text):
    """Read ``N S`` and the portals into a Board labelled from 1.

    >>> parse("30 2\\n3 22\\n27 1").jump_map()
    {2: 21, 26: 0}
    """
    toks = J.int_tokens(text, _EXPECTED)
    if len(toks) < 2:
        raise InputError.at_end(toks, "the board ends at", expected=_EXPECTED)
    size, count = toks[0], toks[1]
    if int(count) < 0:
        raise InputError.at(count, "the number of portals is negative:", found=str(count), expected="0 or more")
    need = 2 + 2 * int(count)
    J.exact_count(
        toks,
        need,
        (
            f"{int(count)} portals need {need - 2} numbers, there are {len(toks) - 2}; the board ends at",
            f"{int(count)} pairs 'from to'",
        ),
        (f"more than S = {int(count)} pairs:", "nothing after the last pair"),
    )
    items = [(None, int(toks[k]), int(toks[k + 1]), (toks[k].line, toks[k].column)) for k in range(2, need, 2)]
    return J.build(int(size), items, size_at=(size.line, size.column))


def write(board):
    """``N S`` and the pairs (labels renumbered from 1).

    >>> print(write(parse("30 2 3 22 27 1")))
    30 2
    3 22
    27 1
    """
    return "\n".join([f"{board.size} {len(board.jumps)}", *(f"{j.start + 1} {j.end + 1}" for j in board.jumps)])
