"""The games tools' requests: ``games`` (replay a file), ``games_write`` (a file from boards and
scripts), ``games_random_scripts`` (seeded random scripts).

Vocabulary: a *spec* is ``{"board": board value, "scripts": [[rolls], ...]}`` as the page sends it.
"""

import random

from .. import games
from ..errors import InputError
from ..limits import GAMES_MAX_GAMES, GAMES_MAX_PLAYERS, GAMES_MAX_ROLLS
from .boards import board_value
from .page_limits import games_fit

__all__ = ["replay", "write", "random_scripts"]


def replay(text, o):
    """Replay every game of a file: ``Report.to_dict()`` (games with moves, ``output``, ``tally``,
    ``warnings``); option ``first`` numbers the games from there (the page re-runs one game alone).

    >>> r = replay("1\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,2", {"faces": 6, "first": 5})
    >>> r["output"], r["games"][0]["moves"][0]["text"]
    ('Game #5: Both players win!\\n', 'P1 rolls 1: 0 -> 1, ladder L1 -> 2')
    """
    games_fit(text, o)
    return games.run(text, faces=o["faces"], first=o["first"]).to_dict()


def _refuse(message, value, expected):
    raise InputError(1, 1, message, found=repr(value)[:40], expected=expected)


def _scripts(value, where, faces):
    if not isinstance(value, (list, tuple)) or not 2 <= len(value) <= GAMES_MAX_PLAYERS:
        _refuse(
            f"{where}: scripts must be a list of 2..{GAMES_MAX_PLAYERS} roll lists, not", value, "[[1,4,3], [6,6,1]]"
        )
    scripts = []
    for p, script in enumerate(value, 1):
        if not isinstance(script, (list, tuple)):
            _refuse(f"{where}, player {p}: a script must be a list of rolls, not", script, "[1, 4, 3]")
        for k, r in enumerate(script, 1):
            if isinstance(r, bool) or not isinstance(r, int) or not 1 <= r <= faces:
                raise InputError(
                    1, 1, f"{where}, player {p}, roll {k} is", found=repr(r), expected=f"a whole number 1..{faces}"
                )
        scripts.append(tuple(script))
    return tuple(scripts)


def _spec(k, spec, faces):
    if not isinstance(spec, dict):
        _refuse(f"game {k} must be a dict, not", spec, '{"board": ..., "scripts": [[...]]}')
    return _scripts(spec.get("scripts"), f"game {k}", faces), spec.get("board")


def write(text, o):
    """A games file: ``o["games"]`` is a list of specs; without it, ``text`` is the one board and
    ``o["scripts"]`` its scripts; ``wrap`` > 0 wraps long move lines. ``{"text", "games"}``.

    >>> print(write("03 L1\\n00 L1", {"faces": 6, "wrap": 0, "games": None, "scripts": [[1, 1], [2, 2]]})["text"])
    1
    2
    03 L1
    00 L1
    P1:1,1
    P2:2,2
    ------------------------------------
    """
    specs = o["games"]
    if specs is None:
        specs = [{"board": text, "scripts": o["scripts"]}]
    if not isinstance(specs, (list, tuple)) or not 1 <= len(specs) <= GAMES_MAX_GAMES:
        _refuse(
            f"option games must be a list of 1..{GAMES_MAX_GAMES} games, not",
            specs,
            '[{"board": ..., "scripts": [[...], [...]]}]',
        )
    pairs = []
    total = 0
    for k, spec in enumerate(specs, 1):
        scripts, board = _spec(k, spec, o["faces"])
        total += sum(len(s) for s in scripts)
        if total > GAMES_MAX_ROLLS:
            raise InputError(
                1,
                1,
                f"game {k}: the scripts hold more than {GAMES_MAX_ROLLS:,} rolls in all:",
                found=str(total),
                expected=f"at most {GAMES_MAX_ROLLS:,} rolls",
            )
        pairs.append((board_value(board, f"game {k}"), scripts))
    return {"text": games.write_games(pairs, wrap=o["wrap"]), "games": len(pairs)}


def random_scripts(text, o):
    """Seeded random scripts, and a whole games file when ``text`` holds a board.

    Result: ``{"seed", "players", "rolls", "faces", "scripts", "lines", "file"}``.
    """
    seed = o["seed"]
    if seed is None:
        seed = random.Random().randrange(2**31)  # a fresh generator: no shared state
    scripts = games.random_scripts(seed, players=o["players"], rolls=o["rolls"], faces=o["faces"])
    file = None
    if text and text.strip():
        file = games.write_games([(board_value(text, "the board"), scripts)])
    return {
        "seed": seed,
        "players": o["players"],
        "rolls": o["rolls"],
        "faces": o["faces"],
        "scripts": [list(s) for s in scripts],
        "lines": games.move_lines(scripts),
        "file": file,
    }
