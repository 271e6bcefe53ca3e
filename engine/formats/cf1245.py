"""Codeforces 1245E "Hyakugoku and Ladders": an n x n grid of ladder heights (n = 10 on the judge).

    0 0 0 0 0 0 0 0 0 0
    ...
    0 0 3 0 0 0 4 0 0 0
    ...
    0 0 0 0 0 0 0 0 0 9

Vocabulary: row i (1-based from the top) and column j hold h: 0 for no ladder, else a ladder
climbing h rows straight up (to row i - h, same column), so 0 <= h < i. The track runs
boustrophedon from the bottom-left (the bottom row to the right) to the goal at the top-left;
squares are labelled 1..n*n along it, as LeetCode 909 labels them. The judge's rules: every
ladder may be declined (``choice.optimal_turns``), a roll past the goal is not made.
"""

from ..board import Board, Jump
from ..errors import InputError
from . import jumps as J
from .lc909 import label_grid

__all__ = ["parse", "write", "looks_like", "NAME", "BASE", "TITLE", "HINTS"]

NAME = "cf1245"
BASE = 1
TITLE = "ladder-height grid"
HINTS = {"end": "exact", "choice": "ladders"}


def looks_like(text):
    """True for n >= 2 rows of n whole numbers with 0 <= h < row number.

    >>> looks_like("0 0\\n1 0"), looks_like("0 0\\n2 0"), looks_like("3\\n-1 -1 -1")
    (True, False, False)
    """
    n = len(text.lstrip()[:4096].split("\n", 1)[0].split())
    if n < 2 or text.count("\n") + 1 < n or n * n > 1_048_576:
        return False
    rows = [line.split() for line in text.split("\n") if line.strip()]
    n = len(rows)
    if n < 2 or any(len(r) != n for r in rows) or n * n > 1_048_576:
        return False
    try:
        return all(0 <= int(h) < i for i, row in enumerate(rows, 1) for h in row)
    except ValueError:
        return False


def parse(text):
    """Read the grid into a Board of n*n squares labelled from 1.

    >>> parse("0 0\\n1 0").jump_map()
    {0: 3}
    """
    toks = J.int_tokens(text, "ladder heights 0..row-1")
    rows = []
    for t in toks:
        if not rows or rows[-1][-1].line != t.line:
            rows.append([])
        rows[-1].append(t)
    n = len(rows)
    if n < 2:
        raise InputError.at_end(toks, "a grid needs at least 2 rows; it ends at", expected="n rows of n heights")
    grid, jumps = label_grid(n), []
    for i, row in enumerate(rows, 1):
        if len(row) != n:
            t = row[min(len(row), n) - 1] if len(row) > n else row[-1]
            where = (t.line, t.column) if len(row) > n else (t.line, t.column + len(t))
            raise InputError(
                *where,
                f"row {i} has {len(row)} heights, the grid has {n} rows:",
                found=str(row[-1]),
                expected=f"{n} heights",
            )
        for j, t in enumerate(row):
            h = int(t)
            if not 0 <= h < i:
                raise InputError.at(
                    t, f"a ladder in row {i} climbs 0..{i - 1} rows, not", found=str(t), expected=f"0..{i - 1}"
                )
            if h:
                jumps.append(Jump(grid[i - 1][j] - 1, grid[i - 1 - h][j] - 1, where=(t.line, t.column)))
    return Board.build(n * n, jumps, base=BASE, cols=n)


def write(board):
    """The grid of heights; only for an n x n board whose jumps all climb straight up.

    >>> print(write(parse("0 0\\n1 0")))
    0 0
    1 0
    """
    n = board.cols
    if n * n != board.size or n < 2:
        raise InputError(
            1, 1, "a height grid is n x n; this board has", found=f"{board.size} squares", expected="n*n squares"
        )
    heights = [[0] * n for _ in range(n)]
    for jump in board.jumps:
        (r0, c0), (r1, c1) = board.cell(jump.start), board.cell(jump.end)
        if c0 != c1 or r1 <= r0:
            raise InputError(
                1,
                1,
                "a height grid holds ladders that climb straight up; this board has",
                found=f"{jump.start + 1}->{jump.end + 1}",
                expected="vertical ladders only",
            )
        heights[n - 1 - r0][c0] = r1 - r0
    return "\n".join(" ".join(map(str, row)) for row in heights)
