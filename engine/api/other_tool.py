"""A text pasted into the wrong tool: when a board tool cannot read a games file (seed 001's UIL
games, UVa 11459 roll lists, CCC 2003 throws), or the games tool a board, the error says which tool
reads it, keeping its line, column and what was found.

>>> err = InputError(3, 2, "only 2 of the 9 values are here", expected="9 values after N")
>>> print(pointed_to_games(err, "9\\n11\\n0\\n"))  # doctest: +NORMALIZE_WHITESPACE
line 3, col 2: only 2 of the 9 values are here (expected 9 values after N; this text reads as CCC
2003 S1 throws: the Dice-script games tab replays it)
"""

from .. import formats, games
from ..errors import InputError
from ..games import ccc

__all__ = ["pointed_to_games", "pointed_to_boards"]

_KINDS = {"round": "a UIL games file", "at once": "UVa 11459 roll lists", ccc.RULE: "CCC 2003 S1 throws"}


def _with(err, where):
    """``err`` with ``where`` added to what was expected."""
    expected = f"{err.expected}; {where}" if err.expected else where
    return InputError(err.line, err.column, err.reason, found=err.found, expected=expected)


def pointed_to_games(err, text):
    """``err`` (a board tool's) pointing to the games tab when ``text`` reads as a games file, else ``err``."""
    try:
        read = games.parse_games(text)
    except InputError:
        return err
    kind, n = _KINDS[read.games[0].rule], len(read.games)
    count = "" if kind.startswith("CCC") else f" ({n} {'case' if kind.startswith('UVa') else 'game'}{'s' * (n != 1)})"
    return _with(err, f"this text reads as {kind}{count}: the Dice-script games tab replays it")


def pointed_to_boards(err, text):
    """``err`` (the games tool's) pointing to the board tools when ``text`` reads as boards, else ``err``."""
    try:
        reading = formats.read(text)
    except InputError:
        return err
    return _with(err, f"this text reads as a board ({reading.summary}): the board tabs read it")
