"""CCC 2003 Stage 1, Junior 3 / Senior 1, "Snakes and Ladders": one player's throws of two dice
replayed on the statement's board, read the way the judge's program reads them.

    9
    11
    12
    0

Vocabulary: the input is the sums thrown, one a line (2..12), and ``0`` to quit. The board is the
statement's, never in the input: 100 squares, snakes 54 -> 19, 90 -> 48, 99 -> 77, ladders
9 -> 34, 40 -> 64, 67 -> 86.

The judge's rules: the piece starts on square 1; a throw that would take it past 100 does not move
it; a ladder's foot or a snake's head moves it to the other end; after each throw the program prints
``You are now on square N``; on 100 it prints ``You Win!`` and stops, on ``0`` ``You Quit!`` and
stops (what follows is not read). The input becomes one ``Game`` of rule ``ccc 2003`` (one player,
whose script is the throws; ``quit`` when a 0 ended it).
"""

from ..errors import InputError
from ..formats import jumps as J
from ..limits import GAMES_MAX_ROLLS as MAX_ROLLS
from ..text import words
from .model import Game, GamesFile

__all__ = ["looks_like", "parse", "board", "check_throws", "write", "RULE", "LOWEST", "HIGHEST"]

RULE = "ccc 2003"
LOWEST, HIGHEST = 2, 12
#: the statement's snakes and ladders (squares from 1)
JUMPS = ((54, 19), (90, 48), (99, 77), (9, 34), (40, 64), (67, 86))


def board():
    """The statement's board.

    >>> sorted(board().jump_map().items())[:2]
    [(8, 33), (39, 63)]
    """
    return J.build(100, [(None, a, b, (1, 1)) for a, b in JUMPS])


def looks_like(text):
    """True when every non-blank line up to the first ``0`` holds one word, the first a whole number
    (what follows the 0 is never read; a word that is no number is the parser's to point at), or the
    text is one line of whole numbers 0..12.

    >>> looks_like("9\\n11\\n13\\n0\\nbye"), looks_like("2\\n4 1 10\\n5 100"), looks_like("1\\nP1:1\\nP2:1")
    (True, False, False)
    >>> looks_like("9 11 12 7 3 5 10 9"), looks_like("4 1 10")
    (True, True)
    """
    lines = [line.split() for line in text.split("\n") if line.strip()]
    if len(lines) == 1 and len(lines[0]) > 1:  # (the throws on one line, as some pages print them)
        return all(w.isdigit() and w.isascii() and int(w) <= HIGHEST for w in lines[0])
    seen = False
    for line in text.split("\n"):
        ws = line.split()
        if not ws:
            continue
        if len(ws) != 1 or ":" in ws[0] or not (seen or (ws[0].isdigit() and ws[0].isascii())):
            return False  # (a move line, P1:1,4, is seed 001's)
        if ws[0] == "0":
            return True
        seen = True
    return seen


def parse(text):
    """The throws up to the first 0 as one game; InputError with line and column for a bad throw.

    >>> g = parse("9\\n11\\n0\\n5\\n").games[0]
    >>> g.scripts, g.rule, g.quit
    (((9, 11),), 'ccc 2003', True)
    """
    throws = []
    for n, line in enumerate(text.split("\n"), 1):
        for t in words(line, n):
            if not (t.isdigit() and t.isascii()):
                raise InputError.at(t, "not a whole number:", found=str(t), expected="a throw of two dice 2..12, or 0")
            if int(t) == 0:
                return GamesFile((Game(1, board(), (tuple(throws),), 1, RULE, True),))
            if not LOWEST <= int(t) <= HIGHEST:
                raise InputError.at(
                    t, "a throw of two dice is 2..12, not", found=str(t), expected="2..12, or 0 to quit"
                )
            if len(throws) == MAX_ROLLS:
                raise InputError.at(t, f"more than {MAX_ROLLS:,} throws at", found=str(t), expected="0 to quit")
            throws.append(int(t))
    return GamesFile((Game(1, board(), (tuple(throws),), 1, RULE),))


def check_throws(scripts):
    """InputError unless ``scripts`` are one player's throws of two dice (2..12), as the page edits them.

    >>> check_throws(((2, 12),))
    >>> check_throws(((9, 1),))
    Traceback (most recent call last):
    ...
    engine.errors.InputError: line 1, col 1: throw 2 is 1; a throw of two dice is 2..12 (expected 2..12)
    """
    if len(scripts) != 1:
        raise InputError(2, 1, "CCC 2003 has one player, not", found=str(len(scripts)), expected="one move line, P1:")
    for k, throw in enumerate(scripts[0], 1):
        if not LOWEST <= throw <= HIGHEST:
            raise InputError(1, 1, f"throw {k} is {throw}; a throw of two dice is 2..12", expected="2..12")


def write(scripts, quit=False):
    """The input for ``scripts`` (one player's throws): a throw a line, then ``0`` when ``quit``.

    >>> write(((9, 11),), quit=True)
    '9\\n11\\n0'
    """
    check_throws(scripts)
    return "\n".join([*(str(t) for t in scripts[0]), *(["0"] if quit else [])])
