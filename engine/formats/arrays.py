"""A ``move[]`` array written as a literal: one entry per square, ``-1`` where nothing starts.

    int move[30] = {-1, -1, 21, -1, 7, -1, ...};
    moves = [-1, -1, 21, -1, 7, -1, ...]

Vocabulary: entry i (squares 0..N-1, as seed 000's C++ numbers them) is the square a snake or
ladder at i leads to, or -1. N is the array's length; a declared size (``move[30]``) or an
``N = 30`` line must agree with it. A bare list of whole numbers is read the same way.
"""

import re

from ..board import Board, Jump
from ..errors import InputError
from ..text import position as J_position
from .literal import as_int, fail, statements

__all__ = ["parse", "write", "looks_like", "NAME", "BASE", "TITLE"]

NAME = "arrays"
BASE = 0
TITLE = "move[] array"
_LOOKS = re.compile(
    r"(?i)^\s*(?:(?:int|const|static)\s+)*(?:(?:moves?|jumps?|arr|board)\s*(?:\[\s*\w*\s*\])?\s*=\s*)?[\[{(]\s*-?\d"
)
_EXPECTED = "move[N] = {-1, -1, 21, ...} with one entry per square"


def looks_like(text):
    """True for ``move[...] = {...}``, ``moves = [...]`` or a bare flat list of numbers.

    >>> looks_like("int move[3] = {-1, 2, -1};"), looks_like("[-1, 2, -1]"), looks_like("[[-1, 2], [-1, -1]]")
    (True, True, False)
    """
    body = re.sub(r"(?im)^\s*(?:(?:int|const)\s+)*N\s*=\s*\d+\s*;?\s*$", "", text[:2000], count=1)
    return bool(_LOOKS.match(body))


def parse(text):
    """Read the array into a Board numbered from 0.

    >>> parse("int move[5] = {-1, 3, -1, -1, -1};").jump_map()
    {1: 3}
    """
    declared, array = None, None
    for s in statements(text):
        key = (s.name or "").lower()
        if key == "n" and s.node.kind == "int":
            declared = (s.node.value, s.node)
        elif array is None and s.node.kind == "list" and re.fullmatch(r"moves?|jumps?|arr|board|", key):
            array = s
        else:
            raise fail(text, s.at, "unexpected", _EXPECTED)
    if array is None:
        raise InputError(1, 1, "no array in this text", expected=_EXPECTED)
    entries = array.node.value
    n = len(entries)
    for size in (array.dims[0] if array.dims else None, declared[0] if declared else None):
        if isinstance(size, int) and size != n:
            raise fail(text, array.node.at, f"the array has {n} entries, not the declared {size}:", f"{size} entries")
    if n < 2:
        raise fail(text, array.node.at, "a board needs at least 2 squares:", "one entry per square")
    jumps, warnings = [], []
    for i, node in enumerate(entries):
        v = as_int(text, node, "-1 or a square number")
        if v == -1:
            continue
        if not 0 <= v < n:
            raise fail(text, node.at, f"move[{i}] is off the board:", f"-1 or a square 0..{n - 1}")
        line, col = J_position(text, node.at)
        if v == i:
            warnings.append(f"line {line}, col {col}: move[{i}] = {i} points at its own square; ignored")
            continue
        jumps.append(Jump(i, v, where=(line, col)))
    return Board.build(n, jumps, base=BASE, warnings=tuple(warnings))


def write(board):
    """A C array literal (labels renumbered from 0).

    >>> print(write(parse("[-1, 3, -1, -1]")))
    int move[4] = {-1, 3, -1, -1};
    """
    move = [-1] * board.size
    for j in board.jumps:
        move[j.start] = j.end
    return f"int move[{board.size}] = {{{', '.join(map(str, move))}}};"
