"""Reading a request's board once: the format named or detected, the Board, the Rules.

Vocabulary: ``o`` is a tool's typed options (``engine.api.options.read``); a *board value* is board
text in any format or a board dict ``{"size", "base", "jumps": [{"start", "end", "name"}]}``.
"""

from math import isqrt

from .. import formats
from ..board import Board, Jump, Rules
from ..errors import InputError

__all__ = ["read_board", "rules_of", "board_value"]


def read_board(text, fmt="auto"):
    """(Board, format name) from ``text``: ``fmt`` or the detected format.

    >>> board, name = read_board("Ladder = [[6,46]]")
    >>> name, board.size, board.jumps[0].end
    ('pairs', 100, 45)
    """
    name = formats.detect(text) if fmt in (None, "", "auto") else fmt
    return formats.parse(text, name), name


def rules_of(o):
    """Rules from typed board options."""
    return Rules(faces=o["faces"], chain=o["chain"], start=o["start"], end=o["end"])


def board_value(value, where):
    """A Board from board text (any format) or from a board dict (``size``, ``base``, ``jumps``)."""
    if isinstance(value, str):
        return formats.parse(value)
    if not isinstance(value, dict) or "size" not in value:
        raise InputError(
            1,
            1,
            f"{where}: a board must be board text or a dict with size and jumps, not",
            found=type(value).__name__,
            expected='{"size": 100, "jumps": [{"start": 6, "end": 35}]}',
        )
    try:
        size = int(value["size"])
        base = int(value.get("base", 0))
        jumps = [
            Jump(int(j["start"]) - base, int(j["end"]) - base, name=str(j.get("name") or ""))
            for j in value.get("jumps", ())
        ]
    except (TypeError, ValueError, KeyError, AttributeError) as e:
        raise InputError(
            1,
            1,
            f"{where}: cannot read the board dict:",
            found=str(e),
            expected="size, base and jumps with whole-number start and end",
        ) from None
    return Board.build(size, jumps, base=0, cols=isqrt(size) or 1)
