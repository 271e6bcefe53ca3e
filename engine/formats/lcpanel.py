"""LeetCode's Testcase panel for problem 909: several boards, one ``[[...],...]`` matrix per line.

    [[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]
    [[-1,-1],[-1,3]]

Vocabulary: each line is read as ``lc909`` reads one board (labels 1..n*n, boustrophedon from the
bottom-left); blank lines are skipped. Other lines are blanked while one is read, so an error's
line and column are those of the whole paste.
"""

import re

from ..errors import InputError
from . import lc909
from .jumps import one_board

__all__ = ["parse", "parse_all", "write", "write_all", "looks_like", "NAME", "BASE", "TITLE"]

NAME = "lcpanel"
BASE = 1
TITLE = "LeetCode Testcase panel"


def looks_like(text):
    """True when every non-blank line opens a matrix and there are at least two.

    >>> looks_like("[[-1,-1],[-1,3]]\\n[[-1,4],[-1,-1]]"), looks_like("[[-1,-1],\\n[-1,3]]")
    (True, False)
    """
    lines = [line for line in text.split("\n") if line.strip()]
    return len(lines) >= 2 and all(re.match(r"\s*\[\s*\[", line) for line in lines)


def parse_all(text):
    """One Board per non-blank line.

    >>> [b.jump_map() for b in parse_all("[[-1,-1],[-1,3]]\\n\\n[[-1,4],[-1,-1]]")]
    [{1: 2}, {2: 3}]
    """
    lines = text.split("\n")
    boards = []
    for k, line in enumerate(lines):
        if not line.strip():
            continue
        masked = "\n".join(line if i == k else re.sub(r"\S", " ", other) for i, other in enumerate(lines))
        boards.append(lc909.parse(masked))
    if not boards:
        raise InputError(1, 1, "the panel is empty", expected="one [[...],...] board per line")
    return boards


def parse(text):
    return one_board(parse_all(text), NAME)


def write_all(boards):
    """One matrix per line."""
    return "\n".join(lc909.write(b).replace("\n", "") for b in boards)


def write(board):
    """One line.

    >>> print(write(lc909.parse("[[-1,-1],[-1,3]]")))
    [[-1, -1], [-1, 3]]
    """
    return write_all([board])
