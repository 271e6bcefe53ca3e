"""Writing games files, and seeded random scripts."""

import random

from ..errors import InputError
from ..formats import uil
from .model import Game, script_line

__all__ = ["SEPARATOR", "write_games", "random_scripts"]


SEPARATOR = "-" * 36


def write_games(games, wrap=0, count=True):
    """A games file for ``games`` (Game objects or ``(board, scripts)`` pairs), each followed by
    a line of 36 dashes. ``wrap`` > 0 wraps long move lines onto lines starting with a comma.

    >>> from ..formats.uil import parse
    >>> print(write_games([(parse("03 L1\\n00 L1"), ((1, 1), (2, 2, 6)))]))
    1
    2
    03 L1
    00 L1
    P1:1,1
    P2:2,2,6
    ------------------------------------
    """
    out = [str(len(games))] if count else []
    for g in games:
        board, scripts = (g.board, g.scripts) if isinstance(g, Game) else g
        if len(scripts) < 2:
            raise InputError(
                1, 1, "a game needs two or more scripts, not", found=str(len(scripts)), expected="two or more players"
            )
        rows = uil.write(board)
        out.append(str(rows.count("\n") + 1))
        out.append(rows)
        for p, script in enumerate(scripts, 1):
            out.extend(script_line(f"P{p}:", script, wrap))
        out.append(SEPARATOR)
    return "\n".join(out)


def random_scripts(seed, players=2, rolls=60, faces=6, dice=1):
    """``players`` scripts of ``rolls`` fair rolls each, the same for the same ``seed``; with ``dice``
    2 a roll is the sum of two dice (CCC 2003's throws).

    >>> random_scripts(7, players=2, rolls=5) == random_scripts(7, players=2, rolls=5)
    True
    >>> [len(s) for s in random_scripts(1, players=3, rolls=4)]
    [4, 4, 4]
    >>> all(2 <= t <= 12 for t in random_scripts(3, players=1, rolls=200, dice=2)[0])
    True
    """
    rng = random.Random(seed)
    if dice == 1:
        return tuple(tuple(rng.randint(1, faces) for _ in range(rolls)) for _ in range(players))
    return tuple(tuple(sum(rng.randint(1, faces) for _ in range(dice)) for _ in range(rolls)) for _ in range(players))
