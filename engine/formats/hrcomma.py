"""HackerRank's first version of "Snakes and Ladders: The Quickest Way Up": comma-separated pairs.

    2
    3,7
    32,62 42,68 12,98
    95,13 97,25 93,37 79,27 75,19 49,47 67,17
    ...

Vocabulary: T tests; each is ``L,S`` (ladders, snakes), a line of L pairs ``start,end`` and a line
of S pairs; the board has 100 squares labelled 1..100.
"""

import re

from ..errors import InputError
from ..text import Token
from . import jumps as J

__all__ = ["parse", "parse_all", "write", "write_all", "looks_like", "NAME", "BASE", "TITLE", "HINTS"]

NAME = "hrcomma"
BASE = 1
SIZE = 100
TITLE = "HackerRank comma-pair file"
HINTS = {"end": "exact"}
_PAIR_LINE = re.compile(r"\s*\d+\s*,\s*\d+\s*$")
_WORD = re.compile(r"[^\s,]+")
_INT = re.compile(r"[+-]?\d+")


def looks_like(text):
    """True when T stands alone and the next line is a pair ``L,S``.

    >>> looks_like("1\\n1,0\\n3,90\\n"), looks_like("1\\n3 90")
    (True, False)
    """
    lines = [line for line in text[:4000].split("\n") if line.strip()][:2]
    return len(lines) == 2 and lines[0].strip().isdigit() and bool(_PAIR_LINE.match(lines[1]))


def _numbers(text):
    toks = []
    for n, line in enumerate(text.split("\n"), 1):
        for m in _WORD.finditer(line):
            if not _INT.fullmatch(m.group()):
                raise InputError(
                    n, m.start() + 1, "not a whole number:", found=m.group(), expected="numbers and commas"
                )
            toks.append(Token(m.group(), n, m.start() + 1))
    return toks


def _test(text, toks, i):
    if i + 2 > len(toks):
        raise InputError.at_end(toks, "the file ends early at", expected="L,S")
    counts = toks[i : i + 2]
    for t in counts:
        if not 0 <= int(t) <= SIZE:
            raise InputError.at(t, "a count out of range:", found=str(t), expected=f"0..{SIZE}")
    end = i + 2 + 2 * (int(counts[0]) + int(counts[1]))
    if end > len(toks):
        raise InputError.at_end(toks, "the test's pairs end early at", expected="start,end")
    items = [
        (
            "ladder" if k < i + 2 + 2 * int(counts[0]) else "snake",
            int(toks[k]),
            int(toks[k + 1]),
            (toks[k].line, toks[k].column),
        )
        for k in range(i + 2, end, 2)
    ]
    return J.build(SIZE, items), end


def parse_all(text):
    """The T boards.

    >>> [b.jump_map() for b in parse_all("1\\n1,1\\n3,90\\n99,10")]
    [{2: 89, 98: 9}]
    """
    return J.read_tests(text, "numbers and commas", _test, toks=_numbers(text))


def parse(text):
    return J.one_board(parse_all(text), NAME)


def write_all(boards):
    """T, then per board ``L,S`` and the two lines of pairs (100-square boards only)."""
    return J.judge_text(boards, SIZE, "HackerRank", _lines)


def _lines(board):
    ladders = [j for j in board.jumps if j.kind == "ladder"]
    snakes = [j for j in board.jumps if j.kind == "snake"]
    return [f"{len(ladders)},{len(snakes)}"] + [
        " ".join(f"{j.start + 1},{j.end + 1}" for j in js) for js in (ladders, snakes)
    ]


def write(board):
    """A one-test file.

    >>> print(write(parse("1\\n1,1\\n3,90\\n99,10")))
    1
    1,1
    3,90
    99,10
    """
    return write_all([board])
