"""The page's own limits on what it starts (``doors: page`` in ``engine/limits.py``): inputs a tablet's
tab can hold, refused before any work starts with the limit named. The command line sends
``page: false`` (its options' ``cli_default``) and keeps the bigger limits every door shares.

>>> from engine.board import Board, Rules
>>> games_fit("1\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,2", {"page": True, "faces": 6})
>>> analysis_fit(Board.build(250_000, []), Rules(), {"page": True})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
engine.errors.InputError: line 1, col 1: the page analyses boards up to squares x faces = 62,500 (limit ...
"""

from .. import games
from ..errors import InputError
from ..limits import (
    ANALYSIS_MAX_WORK,
    ANALYSIS_PAGE_WORK,
    GAMES_MAX_CELLS,
    GAMES_MAX_PLAYERS,
    GAMES_MAX_ROLLS,
    GAMES_PAGE_CELLS,
    GAMES_PAGE_ROLLS,
    UVA_MAX_PLAYERS,
)

__all__ = ["games_fit", "analysis_fit"]


def _refuse(line, what, name, limit, cli_limit, found, expected):
    raise InputError(
        line,
        1,
        f"the page {what} {limit:,} (limit {name}; the command line takes up to {cli_limit:,}): this one has",
        found=f"{found:,}",
        expected=expected,
    )


def games_fit(text, o):
    """Refuse a games file above the page's limits on board squares and rolls (summed over its games)."""
    if not o.get("page"):
        return
    cells = rolls = 0
    for g in games.parse_games(text, faces=o["faces"]).games:
        cells += g.board.size
        rolls += sum(len(s) for s in g.scripts)
        hint = "fewer or smaller games, or python3 -m engine moksha FILE"
        if len(g.scripts) > GAMES_MAX_PLAYERS:  # (a UVa 11459 case may have more, on the command line)
            _refuse(
                g.line,
                "replays games of up to",
                "games_max_players",
                GAMES_MAX_PLAYERS,
                UVA_MAX_PLAYERS,
                len(g.scripts),
                hint,
            )
        if cells > GAMES_PAGE_CELLS:
            _refuse(
                g.line,
                "replays games files of up to",
                "games_page_cells",
                GAMES_PAGE_CELLS,
                GAMES_MAX_CELLS,
                cells,
                hint,
            )
        if rolls > GAMES_PAGE_ROLLS:
            _refuse(
                g.line,
                "replays games files with up to",
                "games_page_rolls",
                GAMES_PAGE_ROLLS,
                GAMES_MAX_ROLLS,
                rolls,
                hint,
            )


def analysis_fit(board, rules, o):
    """Refuse a board whose squares x faces is above the page's analysis limit."""
    work = board.size * rules.faces
    if o.get("page") and work > ANALYSIS_PAGE_WORK:
        _refuse(
            1,
            "analyses boards up to squares x faces =",
            "analysis_page_work",
            ANALYSIS_PAGE_WORK,
            ANALYSIS_MAX_WORK,
            work,
            "a smaller board, or python3 -m engine analyze",
        )
