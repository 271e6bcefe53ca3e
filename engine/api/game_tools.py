"""The games tools' requests: ``games`` (replay a file), ``games_write`` (a file from boards and
scripts), ``games_random_scripts`` (seeded random scripts).

Vocabulary: a *spec* is ``{"board": board value, "scripts": [[rolls], ...]}`` as the page sends it.
"""

import random

from .. import games
from ..errors import InputError
from ..games import ccc, uva
from ..games.replay_steps import replay_steps
from ..limits import GAMES_MAX_GAMES, GAMES_MAX_PLAYERS, GAMES_MAX_ROLLS
from .boards import board_value
from .other_tool import pointed_to_boards
from .page_limits import games_fit

__all__ = ["replay", "rerun", "write", "random_scripts"]


def _told(report):
    """``Report.to_dict()`` with each game's moves told with their rule (``steps``)."""
    out = report.to_dict()
    for g, play in zip(out["games"], report.plays):
        told = replay_steps(play)
        g.update(steps=told["steps"], steps_truncated=told["truncated"])
    return out


def replay(text, o):
    """Replay every game of a file: ``Report.to_dict()`` (games with moves, ``output``, ``tally``,
    ``warnings``); option ``first`` numbers the games from there (the page re-runs one game alone).
    Each game also carries ``steps`` (its moves told with the rule that applied,
    ``games.replay_steps``: at most ``GAMES_STEPS``) and ``steps_truncated``.

    >>> r = replay("1\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,2", {"faces": 6, "first": 5})
    >>> r["output"], r["games"][0]["moves"][0]["text"]
    ('Game #5: Both players win!\\n', 'P1 rolls 1: 0 -> 1, ladder L1 -> 2')
    """
    try:
        games_fit(text, o)
        report = games.run(text, faces=o["faces"], first=o["first"])
    except InputError as err:
        raise pointed_to_boards(err, text) from None
    return _told(report)


def _shown(value):
    """``o["plays"]``: [{number, players, winners, output?}] of every game the page shows, in order
    (``output``: the game's judge text when it is more than its verdict, UVa 11459's positions)."""
    try:
        return [
            (int(p["number"]), int(p["players"]), tuple(int(w) for w in p["winners"]), _text_or_none(p.get("output")))
            for p in value or ()
        ]
    except (TypeError, ValueError, KeyError, AttributeError) as e:
        raise InputError(
            1, 1, "option plays must be a list of {number, players, winners}, not", found=str(e)[:40]
        ) from None


def _text_or_none(value):
    if value is not None and not isinstance(value, str):
        raise TypeError(f"output {value!r} is not text")
    return value


def rerun(text, o):
    """One game re-run with the scripts ``text`` (its move lines, as edited in the page) on the board
    ``o["board"]``, numbered ``o["number"]``; an error's line and column are in ``text``.

    Result: ``game`` (as in ``games``, steps included), and for the file as the page now shows it
    (``o["plays"]``, this game replaced by the re-run): ``output`` (the judge's lines) and ``tally``.

    >>> r = rerun("P1:1,1\\nP2:3", {"faces": 6, "number": 2, "board": "03 L1\\n00 L1", "rule": "round",
    ...     "plays": [{"number": 1, "players": 2, "winners": []}, {"number": 2, "players": 2, "winners": []}]})
    >>> r["game"]["verdict"], r["tally"]["text"]
    ('Game #2: Player 2 wins!', 'P2 won 1 · no winner in 1')
    >>> r["output"].splitlines()
    ['Game #1: Neither Player 1 or Player 2 won.', 'Game #2: Player 2 wins!']

    A UVa 11459 game keeps its 1-based squares and ends at the winning move (``rule`` at once):

    >>> board = {"size": 100, "base": 1, "jumps": [{"start": 4, "end": 99}]}  # (squares 5 -> 100)
    >>> o = {"faces": 6, "number": 1, "board": board, "rule": "at once", "quit": False, "plays": []}
    >>> r = rerun("P1:2,1\\nP2:4", o)
    >>> r["output"].splitlines()
    ['Position of player 1 is 3.', 'Position of player 2 is 100.']
    """
    board = board_value(o["board"], "the game")
    report = _replayed(text, board, o) if o["rule"] == "round" else _replayed_by_rule(text, board, o)
    out = _told(report)
    game = out["games"][0]
    shown = _shown(o["plays"]) or [(game["number"], game["players"], (), None)]
    plays = [(n, k, tuple(game["winners"]) if n == game["number"] else w, t) for n, k, w, t in shown]
    output = "".join(_output(n, k, w, t, game) + "\n" for n, k, w, t in plays)
    return {"game": game, "output": output, "tally": games.tally_of([w for _, _, w, _ in plays])}


def _replayed(text, board, o):
    """Seed 001's game: the move lines read after the board written as a UIL file's head."""
    head = games.write_games([(board, ((1,), (1,)))]).split("\n")[: board.cols + 2]
    try:
        return games.run("\n".join(head) + "\n" + text, faces=o["faces"], first=o["number"])
    except InputError as e:
        if e.line <= len(head):
            raise
        raise InputError(e.line - len(head), e.column, e.reason, found=e.found, expected=e.expected) from None


def _replayed_by_rule(text, board, o):
    """A game of another judge keeps its board's labels and its rule: UVa 11459's scripts must be one
    roll list dealt in turn; CCC 2003's one player throws two dice (2..12) and ``quit`` says a 0 ended it."""
    rule = o["rule"]
    scripts, warnings = games.read_move_lines(text, ccc.HIGHEST if rule == ccc.RULE else o["faces"])
    if rule == ccc.RULE:
        ccc.check_throws(scripts)
    else:
        uva.check_dealt(scripts)
    game = games.Game(o["number"], board, scripts, rule=rule, quit=o["quit"] and rule == ccc.RULE)
    return games.Report((games.play(game),), warnings)


def _output(number, players, winners, text, game):
    """A shown game's judge text: the re-run game's own, else the one the page sent, else its verdict."""
    if number == game["number"]:
        return game["output"]
    return text if text is not None else games.verdict(number, winners, players)


def _refuse(message, value, expected):
    raise InputError(1, 1, message, found=repr(value)[:40], expected=expected)


def _scripts(value, where, faces, fewest=2):
    if not isinstance(value, (list, tuple)) or not fewest <= len(value) <= GAMES_MAX_PLAYERS:
        _refuse(
            f"{where}: scripts must be a list of {fewest}..{GAMES_MAX_PLAYERS} roll lists, not",
            value,
            "[[1,4,3], [6,6,1]]",
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
    """(scripts, board, rule) of game ``k`` as the page sends it: another judge's game (``rule``)
    may have one player, CCC 2003's throws are of two dice."""
    if not isinstance(spec, dict):
        _refuse(f"game {k} must be a dict, not", spec, '{"board": ..., "scripts": [[...]]}')
    rule = spec.get("rule", "round")
    if rule not in games.RULES:
        _refuse(f"game {k}: rule must be one of {', '.join(games.RULES)}, not", rule, "round")
    faces = ccc.HIGHEST if rule == ccc.RULE else faces
    return _scripts(spec.get("scripts"), f"game {k}", faces, 2 if rule == "round" else 1), spec.get("board"), rule


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
    pairs, rules = [], set()
    total = 0
    for k, spec in enumerate(specs, 1):
        scripts, board, rule = _spec(k, spec, o["faces"])
        rules.add(rule)
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
    if rules == {"at once"}:  # (a UVa 11459 file stays one)
        played = [games.Game(k, b, s, rule="at once") for k, (b, s) in enumerate(pairs, 1)]
        return {"text": uva.write(played), "games": len(pairs)}
    if rules == {ccc.RULE} and len(specs) == 1:  # (CCC 2003's throws stay a list of throws)
        return {"text": ccc.write(pairs[0][1], bool(specs[0].get("quit"))), "games": 1}
    return {"text": games.write_games(pairs, wrap=o["wrap"]), "games": len(pairs)}


def random_scripts(text, o):
    """Seeded random scripts, and a whole games file when ``text`` holds a board.

    Result: ``{"seed", "players", "rolls", "faces", "scripts", "lines", "file"}``.
    """
    seed = o["seed"]
    if seed is None:
        seed = random.Random().randrange(2**31)  # a fresh generator: no shared state
    scripts = games.random_scripts(seed, players=o["players"], rolls=o["rolls"], faces=o["faces"], dice=o["dice"])
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
