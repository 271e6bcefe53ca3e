"""Seed 003's input: ``L S`` on the first line, then L ladder pairs, then S snake pairs.

Vocabulary: the board always has 100 squares labelled 1..100 (the C program hard-codes a
10 x 10 board); a *pair* is ``start end``. Numbers are read as ``scanf("%d")`` reads them:
any blanks or newlines between them.

    4 3
    6 46
    19 43
    52 71
    57 98
    47 9
    62 40
    96 75

A "ladder" that goes down (or a "snake" that goes up) is still read as the jump it
describes, with a warning. ``write`` of a board that does not have exactly 100 squares is
an InputError (line 1, col 1) naming the size: this format cannot hold it.
"""

import re

from ..board import Board, Jump
from ..errors import InputError
from ..text import words
from . import jumps as J

__all__ = ["parse", "write", "looks_like", "might_be", "NAME", "BASE", "SIZE"]

NAME = "counts"
BASE = 1
SIZE = 100
_INT = re.compile(r"[+-]?\d+")


def _tokens(text):
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        out.extend(words(line, n))
    return out


def looks_like(text):
    """True when the text is whole numbers ``L S`` followed by exactly 2 * (L + S) more.

    >>> looks_like("1 1\\n6 46\\n47 9"), looks_like("3\\n-1 -1 -1")
    (True, False)
    """
    head = text[:64].split()
    if len(head) < 2 or not all(_INT.fullmatch(t) and 0 <= int(t) <= SIZE for t in head[:2]):
        return False  # L and S are at most 100 each: a long board text is never counts
    toks = text.split()
    if len(toks) < 2 or not all(_INT.fullmatch(t) for t in toks):
        return False
    nl, ns = int(toks[0]), int(toks[1])
    return nl >= 0 and ns >= 0 and len(toks) == 2 + 2 * (nl + ns)


def parse(text):
    """Read ``L S`` and the pairs into a 100-square Board labelled from 1.

    >>> b = parse("1 1\\n6 46\\n47 9")
    >>> [(j.start, j.end, j.kind) for j in b.jumps]
    [(5, 45, 'ladder'), (46, 8, 'snake')]
    """
    toks = _tokens(text)
    J.whole_numbers(toks, "the numbers of ladders and snakes, e.g. 4 3", "L S, then L ladder pairs and S snake pairs")
    if len(toks) < 2:
        raise InputError.at_end(
            toks,
            "only one number at the start; the board ends at",
            expected="the number of snakes after the number of ladders",
        )
    counts = []
    for t, what in zip(toks[:2], ("ladders", "snakes")):
        k = int(t)
        if not 0 <= k <= SIZE:
            raise InputError.at(t, f"the number of {what} is out of range:", found=str(t), expected=f"0..{SIZE}")
        counts.append(k)
    nl, ns = counts
    need = 2 + 2 * (nl + ns)
    J.exact_count(
        toks,
        need,
        (
            f"{nl} ladders and {ns} snakes need {2 * (nl + ns)} numbers after the counts, "
            f"there are {len(toks) - 2}; the board ends at",
            f"{nl + ns} pairs 'start end'",
        ),
        (f"more numbers than {nl} ladders and {ns} snakes need:", "nothing after the last pair"),
    )
    jumps = []
    warnings = []
    for k in range(nl + ns):
        a, b = toks[2 + 2 * k], toks[3 + 2 * k]
        kind = "ladder" if k < nl else "snake"
        for t in (a, b):
            if not 1 <= int(t) <= SIZE:
                raise InputError.at(t, "square off the board:", found=str(t), expected=f"squares 1..{SIZE}")
        if (kind == "ladder") != (int(b) > int(a)):
            warnings.append(
                f"line {a.line}, col {a.column}: {a} {b} is listed as a {kind} but goes "
                f"{'up' if int(b) > int(a) else 'down'}"
            )
        jumps.append(Jump(int(a) - 1, int(b) - 1, where=(a.line, a.column)))
    return Board.build(SIZE, jumps, base=BASE, warnings=tuple(warnings))


def write(board):
    """``L S``, the ladders, then the snakes (labels renumbered from 1).

    >>> print(write(parse("1 1 6 46 47 9")))
    1 1
    6 46
    47 9
    """
    if board.size != SIZE:
        raise InputError(
            1,
            1,
            f"the counts format holds {SIZE}-square boards only; this board has",
            found=f"{board.size} squares",
            expected=f"a {SIZE}-square board (try pairs or moves)",
        )
    ladders = [j for j in board.jumps if j.kind == "ladder"]
    snakes = [j for j in board.jumps if j.kind == "snake"]
    lines = [f"{len(ladders)} {len(snakes)}"]
    lines += [f"{j.start + 1} {j.end + 1}" for j in ladders + snakes]
    return "\n".join(lines)


def might_be(text):
    """A broken counts file still starts with a line of two numbers ``L S``."""
    first = next((line.split() for line in text.splitlines() if line.strip()), [])
    return len(first) == 2 and all(_INT.fullmatch(t) for t in first)
