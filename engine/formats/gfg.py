"""GeeksforGeeks "Snake and Ladder Problem": ``N`` jumps and an array ``arr[]`` of 2N squares.

    N = 8
    arr[] = {3, 22, 5, 8, 11, 26, 20, 29,
           17, 4, 19, 7, 27, 1, 21, 9}

Vocabulary: ``arr[2i]`` and ``arr[2i+1]`` are the start and end of the i-th snake or ladder (the
direction decides); the board is GfG's 5 x 6 one, squares 1..30. A pasted example may keep its
``Input:`` label and its ``Output:``/``Explanation:`` lines (they end the input).
"""

from ..errors import InputError
from . import jumps as J
from .literal import as_int, fail, searcher, statements

__all__ = ["parse", "write", "looks_like", "NAME", "BASE", "TITLE"]

NAME = "gfg"
BASE = 1
SIZE = 30
TITLE = "GfG N and arr[]"
_EXPECTED = "N = 8 and arr[] = {3, 22, ...} with 2N values"


looks_like = searcher(r"(?i)\bN\s*=\s*\d+[\s\S]*\barr\s*(?:\[\s*\])?\s*=", 4_000, "``N = k`` followed by ``arr[] =``")


def parse(text):
    """Read ``N`` and ``arr[]`` into a 30-square Board labelled from 1.

    >>> parse("N = 2\\narr[] = {3, 22, 27, 1}").jump_map()
    {2: 21, 26: 0}
    """
    found = {}
    for s in statements(text):
        key = (s.name or "").lower()
        if key not in ("n", "arr"):
            raise fail(text, s.at, "unexpected", _EXPECTED)
        found[key] = s
    if "n" not in found or "arr" not in found:
        raise InputError(1, 1, f"no {'N' if 'n' not in found else 'arr[]'} in this text", expected=_EXPECTED)
    n, arr = as_int(text, found["n"].node, "the number of snakes and ladders"), found["arr"].node
    if arr.kind == "dict" and not arr.value:  # {} is an empty C array, not a dictionary
        arr = arr._replace(kind="list")
    if arr.kind != "list":
        raise fail(text, arr.at, "arr is not an array:", "{a, b, ...}")
    if len(arr.value) != 2 * n:
        raise fail(text, arr.at, f"N = {n} needs {2 * n} values in arr, there are {len(arr.value)}:", f"{2 * n} values")
    values = [as_int(text, v, "a square 1..30") for v in arr.value]
    items = [(None, values[k], values[k + 1], J.position(text, arr.value[k].at)) for k in range(0, len(values), 2)]
    return J.build(SIZE, items)


def write(board):
    """``N`` and ``arr[]`` (a 30-square board only).

    >>> print(write(parse("N = 1\\narr[] = {3, 22}")))
    N = 1
    arr[] = {3, 22}
    """
    if board.size != SIZE:
        raise InputError(
            1,
            1,
            f"GfG boards have {SIZE} squares; this board has",
            found=f"{board.size} squares",
            expected=f"a {SIZE}-square board",
        )
    values = ", ".join(f"{j.start + 1}, {j.end + 1}" for j in board.jumps)
    return f"N = {len(board.jumps)}\narr[] = {{{values}}}"
