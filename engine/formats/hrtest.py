"""One test of HackerRank's "Snakes and Ladders: The Quickest Way Up", pasted alone.

Vocabulary: a *test* is the number of ladders n, n lines ``start end``, the number of snakes m,
m lines ``start end``; the board always has 100 squares labelled 1..100 (HackerRank's rule: an
overshooting roll is not made, so the goal needs an exact landing).

    1
    3 90
    3
    99 10
    98 10
    97 10

The same numbers also fit seed 003's ``L S`` counts (1 ladder, 3 snakes: 3->90 read as a
ladder from 90 to 3 ...), which lists ladders that go down: ``formats.read`` prefers this
reading, whose jumps all go the way they are listed.
"""

from ..errors import InputError
from . import jumps as J

__all__ = ["parse", "write", "looks_like", "might_be", "read_test", "fits_test", "NAME", "BASE", "TITLE", "HINTS"]

NAME = "hrtest"
BASE = 1
SIZE = 100
TITLE = "HackerRank test"
HINTS = {"end": "exact"}
_EXPECTED = "the number of ladders, the ladders, the number of snakes, the snakes"


def fits_test(values, i):
    """The index after a test starting at ``values[i]``, or None when the numbers cannot hold one."""
    for _ in range(2):
        if i >= len(values) or not 0 <= values[i] <= SIZE:
            return None
        i += 1 + 2 * values[i]
    return i if i <= len(values) else None


def looks_like(text):
    """True when the numbers are exactly one test.

    >>> looks_like("1\\n3 90\\n3\\n99 10\\n98 10\\n97 10"), looks_like("4 3\\n6 46")
    (True, False)
    """
    head = J.first_int(text)
    if head is None or not 0 <= head <= SIZE or len(text) > 100_000:
        return False
    values = J.quick_ints(text)
    return bool(values) and fits_test(values, 0) == len(values)


def read_test(text, toks, i):
    """(Board, index after the test) for the test starting at ``toks[i]``."""
    items = []
    for kind in ("ladder", "snake"):
        if i >= len(toks):
            raise InputError.at_end(toks, "the test ends early at", expected=f"the number of {kind}s")
        count = toks[i]
        if not 0 <= int(count) <= SIZE:
            raise InputError.at(
                count, f"the number of {kind}s is out of range:", found=str(count), expected=f"0..{SIZE}"
            )
        need = i + 1 + 2 * int(count)
        if need > len(toks):
            raise InputError.at_end(
                toks,
                f"{int(count)} {kind}s need {2 * int(count)} numbers, there are {len(toks) - i - 1}; the test ends at",
                expected=f"{int(count)} lines 'start end'",
            )
        for k in range(i + 1, need, 2):
            a, b = toks[k], toks[k + 1]
            items.append((kind, int(a), int(b), (a.line, a.column)))
        i = need
    return J.build(SIZE, items), i


def parse(text):
    """Read one test into a 100-square Board labelled from 1.

    >>> parse("1\\n3 90\\n3\\n99 10\\n98 10\\n97 10").jump_map()
    {2: 89, 96: 9, 97: 9, 98: 9}
    """
    toks = J.int_tokens(text, _EXPECTED)
    if not toks:
        raise InputError(1, 1, "the test is empty", expected=_EXPECTED)
    board, i = read_test(text, toks, 0)
    if i < len(toks):
        t = toks[i]
        raise InputError.at(
            t, "more numbers than one test holds:", found=str(t), expected="nothing after the last snake"
        )
    return board


def write_test(board):
    if board.size != SIZE:
        raise InputError(
            1,
            1,
            f"HackerRank boards have {SIZE} squares; this board has",
            found=f"{board.size} squares",
            expected=f"a {SIZE}-square board",
        )
    lines = []
    for kind in ("ladder", "snake"):
        js = [j for j in board.jumps if j.kind == kind]
        lines.append(str(len(js)))
        lines += [f"{j.start + 1} {j.end + 1}" for j in js]
    return "\n".join(lines)


def write(board):
    """The test's lines.

    >>> print(write(parse("1 3 90 1 99 10")))
    1
    3 90
    1
    99 10
    """
    return write_test(board)


def might_be(text):
    """A broken test still starts with a line holding one count and then a line holding a pair."""
    lines = [line.split() for line in text.split("\n") if line.strip()][:2]
    return [len(words) for words in lines] == [1, 2] and lines[0][0].isdigit()
