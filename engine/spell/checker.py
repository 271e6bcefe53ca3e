"""Spellseeker output (the grid, ``PATH``, then ``r c`` lines) and the checker (spellchecker).

>>> from .grid import parse_grid
>>> check_path(parse_grid("ABBB\\nBBAB\\n-B-A\\n"), [(0, 1), (0, 0), (1, 0), (1, 1)]).message
"Bad path: step 4 (1,1) holds 'B', step 3 (1,0) holds 'B': codes must differ by one"
"""

from typing import NamedTuple

from ..errors import InputError
from ..text import words
from .grid import grid_from_tokens, neighbours, transcript_output, write_grid

__all__ = ["Check", "write_seeker_output", "parse_seeker_output", "check_path"]


class Check(NamedTuple):
    """The checker's verdict; ``bad_step`` is the 0-based index of the first bad path cell."""

    ok: bool
    length: int
    message: str
    bad_step: int | None

    def to_dict(self):
        return self._asdict()


def write_seeker_output(grid, path):
    """Spellseeker's output: the grid, ``PATH``, then one ``r c`` line per cell.

    >>> from .grid import Grid
    >>> print(write_seeker_output(Grid.from_rows(["AB"]), [(0, 0), (0, 1)]), end="")
    AB
    PATH
    0 0
    0 1
    """
    return write_grid(grid) + "PATH\n" + "".join(f"{r} {c}\n" for r, c in path)


def parse_seeker_output(text):
    """``(grid, path)`` from spellseeker output (grid rows, a ``PATH`` line, ``r c`` lines).

    >>> parse_seeker_output("AB\\nPATH\\n0 0\\n0 1\\n")[1]
    ((0, 0), (0, 1))
    """
    tokens = []
    path = []
    seen_path = False
    for n, line in enumerate(transcript_output(text).splitlines(), start=1):
        ws = words(line, n)
        if not ws:
            continue
        if not seen_path:
            if ws[0] == "PATH":
                if len(ws) > 1:
                    raise InputError(n, ws[1].column, "unexpected text after PATH:", found=str(ws[1]))
                seen_path = True
                continue
            tokens.extend(ws)
            continue
        if len(ws) != 2:
            tok = ws[2] if len(ws) > 2 else ws[0]
            col = tok.column if len(ws) > 2 else len(line) + 1
            raise InputError(n, col, "a path line holds two numbers:", found=line.strip(), expected="'row column'")
        cell = []
        for w in ws:
            if not w.isascii() or not w.isdigit():
                raise InputError(n, w.column, "not a row or column number:", found=str(w), expected="a whole number")
            cell.append(int(w))
        path.append(tuple(cell))
    if not seen_path:
        line = len(text.splitlines()) + 1
        raise InputError(line, 1, "no PATH line", expected="the grid, a line 'PATH', then 'r c' lines")
    return grid_from_tokens(tokens), tuple(path)


def check_path(grid, path):
    """Is ``path`` legal in ``grid``?  The first bad step is named.

    >>> from .grid import Grid
    >>> g = Grid.from_rows(["ABC", "---"])
    >>> check_path(g, [(0, 0), (0, 1), (0, 2)]).message
    'OK - Pathlength = 3'
    >>> check_path(g, [(0, 0), (0, 2)]).message
    'Bad path: step 2 (0,2) does not touch step 1 (0,0)'
    """
    seen = {}
    for i, (r, c) in enumerate(path):
        here = f"step {i + 1} ({r},{c})"
        if not (0 <= r < grid.rows and 0 <= c < grid.cols):
            return Check(False, len(path), f"Bad path: {here} is off the {grid.rows}x{grid.cols} grid", i)
        if grid.cells[r][c] is None:
            return Check(False, len(path), f"Bad path: {here} is an empty cell", i)
        if (r, c) in seen:
            return Check(False, len(path), f"Bad path: {here} repeats step {seen[(r, c)] + 1}", i)
        if i:
            pr, pc = path[i - 1]
            there = f"step {i} ({pr},{pc})"
            if (r, c) not in neighbours(grid, pr, pc):
                return Check(False, len(path), f"Bad path: {here} does not touch {there}", i)
            a, b = grid.cells[pr][pc], grid.cells[r][c]
            if abs(ord(a) - ord(b)) != 1:
                return Check(
                    False, len(path), f"Bad path: {here} holds {b!r}, {there} holds {a!r}: codes must differ by one", i
                )
        seen[(r, c)] = i
    return Check(True, len(path), f"OK - Pathlength = {len(path)}", None)
