"""Reading a request's board once: the format named or detected, the Board, the Rules.

Vocabulary: ``o`` is a tool's typed options (``engine.api.options.read``); a *board value* is board
text in any format or a board dict ``{"size", "base", "jumps": [{"start", "end", "name"}]}``.
"""

from math import isqrt

from .. import formats
from ..board import Board, Jump, Rules
from ..errors import InputError
from ..formats.jumps import one_board
from .other_tool import pointed_to_games

__all__ = ["read_board", "read_boards", "rules_of", "board_value", "start_warnings"]


def read_boards(text, fmt="auto"):
    """The ``formats.Reading`` of ``text``: every board in it, the format, the one-line summary.

    >>> read_boards("2\\n1\\n3 90\\n0\\n0\\n1\\n99 10").summary
    'judge multi-test file, 2 boards'

    A games file read by no board format says which tab reads it (``other_tool``).
    """
    try:
        return formats.read(text, fmt or "auto")
    except formats.AmbiguousInput:
        raise
    except InputError as err:
        raise pointed_to_games(err, text) from None


def read_board(text, fmt="auto"):
    """(Board, format name) from ``text`` holding one board: ``fmt`` or the detected format.

    >>> board, name = read_board("Ladder = [[6,46]]")
    >>> name, board.size, board.jumps[0].end
    ('pairs', 100, 45)
    """
    reading = read_boards(text, fmt)
    return one_board(reading.boards, reading.format), reading.format


def rules_of(o, hints=None):
    """Rules from typed board options (an ``end`` of ``"auto"`` takes the source's rule from
    ``hints``, else ``overshoot``; a ``start`` of ``"auto"`` the source's, else ``first``; ``dice``
    missing or None, the source's, else 1)."""
    hints = hints or {}
    end = o["end"] if o["end"] != "auto" else hints.get("end", "overshoot")
    return Rules(
        faces=o["faces"],
        chain=o.get("chain", False),
        start=o["start"] if o["start"] != "auto" else hints.get("start", "first"),
        end=end,
        start_jump=o.get("start_jump", "skip"),
        dice=o.get("dice") or hints.get("dice", 1),
    )


def start_warnings(board, rules):
    """A warning when a jump starts on the first square and the rules skip it (stated, never silent)."""
    first = board.jump_map().get(board.start)
    if first is None or rules.start != "first":
        return []
    label, to = board.label(board.start), board.label(first)
    if rules.start_jump == "skip":
        return [
            f"square {label} starts a jump to {to}; the player stands on {label} without taking it (start_jump skip)"
        ]
    return [f"square {label} starts a jump to {to}; the player takes it before the first roll (start_jump take)"]


def board_value(value, where):
    """A Board from board text (any format) or from a board dict as ``Board.to_dict`` gives it
    (``size``, ``base``: the first square's label, ``jumps`` by square index from 0)."""
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
        jumps = [Jump(int(j["start"]), int(j["end"]), name=str(j.get("name") or "")) for j in value.get("jumps", ())]
    except (TypeError, ValueError, KeyError, AttributeError) as e:
        raise InputError(
            1,
            1,
            f"{where}: cannot read the board dict:",
            found=str(e),
            expected="size, base and jumps with whole-number start and end",
        ) from None
    return Board.build(size, jumps, base=base, cols=isqrt(size) or 1)
