"""UVa 11459 "Snakes and Ladders" (Waterloo local contest, 15 June 2008, problem D): a roll list
replayed on a 100-square board, read the way the judge's program reads it.

    2
    4 1 10
    5 100
    2
    6
    ...

Vocabulary: a *case* is a line ``a b c`` (players, snakes and ladders, die rolls), ``b`` lines
``x y`` (a ladder's bottom and top, or a snake's mouth and tail: the direction decides), then the
``c`` rolls, one number each (any blanks between them). UVa's file starts with the number of cases;
the contest's own file is one case with no count.

The judge's rules: every token starts on square 1; players roll in turn, Player 1 first; a roll
past 100 goes to 100; a jump's start moves the token to its other end (once); reaching 100 wins
and ends the game at once, the rolls left are read and ignored. The answer is every player's
square, ``Position of player 1 is 3.`` a line (``Play.output``). A case becomes a ``Game`` of
rule ``at once`` whose scripts are the rolls dealt out in turn.
"""

import re
from itertools import islice

from ..errors import InputError
from ..formats import jumps as J
from ..limits import GAMES_MAX_GAMES as MAX_GAMES
from ..limits import GAMES_MAX_ROLLS as MAX_ROLLS
from ..limits import UVA_MAX_PLAYERS as MAX_PLAYERS
from ..text import words
from .model import Game, GamesFile

__all__ = ["looks_like", "parse", "write", "check_dealt", "SIZE"]

SIZE = 100
_MOVE_LINE = re.compile(r"(?m)^\s*[Pp]\s*\d*\s*:")


def _counts(text, rows=2):
    """How many words each of the first ``rows`` non-blank lines holds."""
    return [len(line.split()) for line in islice((x for x in text[:4096].split("\n") if x.strip()), rows)]


def looks_like(text):
    """True when the file opens as UVa's (a count, then ``a b c``) or as the contest's (``a b c``),
    and holds no move line (``P1:``, seed 001's).

    >>> looks_like("2\\n4 1 10\\n5 100"), looks_like("2 1 3\\n4 99\\n3"), looks_like("1\\n2\\n03 L1")
    (True, True, False)
    >>> looks_like("3\\n00 00 00\\n00 00 00\\n00 00 00\\nP1:1\\nP2:2")
    False
    """
    counts = _counts(text)
    return (counts[:2] == [1, 3] or counts[:1] == [3]) and _MOVE_LINE.search(text) is None


def parse(text, faces=6):
    """Every case of the file as a Game; InputError with line and column when one cannot be read.

    >>> f = parse("2\\n4 1 10\\n5 100\\n2\\n6\\n4\\n5\\n2\\n6\\n2\\n3\\n4\\n1\\n2 1 3\\n4 99\\n3\\n4\\n6")
    >>> [(g.number, g.scripts, g.rule) for g in f.games]
    [(1, ((2, 2, 4), (6, 6, 1), (4, 2), (5, 3)), 'at once'), (2, ((3, 6), (4,)), 'at once')]
    """
    toks = [t for n, line in enumerate(text.split("\n"), 1) for t in words(line, n)]
    for t in toks:
        if not (t.isdigit() and t.isascii()):
            raise InputError.at(t, "not a whole number:", found=str(t), expected="numbers only (UVa 11459's input)")
    counted = _counts(text)[:1] == [1]
    cases = _number(toks[0], "the number of cases", 1, MAX_GAMES) if counted else 1
    i, games, rolls = int(counted), [], 0
    for number in range(1, cases + 1):
        game, i = _case(toks, i, number, faces)
        rolls += sum(map(len, game.scripts))
        if rolls > MAX_ROLLS:
            raise InputError.at(toks[i - 1], f"more than {MAX_ROLLS:,} rolls in one file at", found=str(toks[i - 1]))
        games.append(game)
    if i < len(toks):
        raise InputError.at(
            toks[i], f"more numbers than {cases} case{'s' * (cases != 1)} hold:", found=str(toks[i]), expected="the end"
        )
    return GamesFile(tuple(games))


def _number(tok, what, lo, hi):
    n = int(tok)
    if not lo <= n <= hi:
        raise InputError.at(tok, f"{what} must be {lo}..{hi:,}, not", found=str(tok), expected=f"{lo}..{hi:,}")
    return n


def _take(toks, i, count, what):
    """``toks[i:i + count]``, or InputError at the end of the input naming ``what`` is missing."""
    if i + count > len(toks):
        raise InputError.at_end(toks, f"the input ends before {what}:", expected=what)
    return toks[i : i + count]


def _case(toks, i, number, faces):
    """(Game ``number``, index after it) for the case starting at ``toks[i]``."""
    a, b, c = _take(toks, i, 3, f"case {number}'s line 'players snakes-and-ladders rolls'")
    players = _number(a, "the number of players", 1, MAX_PLAYERS)
    pairs = _take(toks, i + 3, 2 * _number(b, "the number of snakes and ladders", 0, SIZE), f"case {number}'s pairs")
    items = [(None, int(x), int(y), (x.line, x.column)) for x, y in zip(pairs[::2], pairs[1::2])]
    start = i + 3 + len(pairs)
    rolls = _take(toks, start, _number(c, "the number of die rolls", 0, MAX_ROLLS), f"case {number}'s {int(c)} rolls")
    for r in rolls:
        _number(r, "a die roll", 1, faces)
    board = J.build(SIZE, items)
    scripts = tuple(tuple(int(r) for r in rolls[p::players]) for p in range(players))
    return Game(number, board, scripts, a.line, rule="at once"), start + len(rolls)


def check_dealt(scripts):
    """InputError unless ``scripts`` are one roll list dealt out in turn (UVa's only way to give
    rolls): each player has as many rolls as the player before, or one fewer than Player 1. The
    error is on the move line (line p) of the first player whose count does not fit.

    >>> check_dealt(((1, 2), (3, 4), (5,)))
    >>> check_dealt(((1,), (3, 4)))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.InputError: line 2, col 1: ...: player 2 has 2 rolls where player 1 has 1 (expected 0 or 1 rolls)
    """
    first = len(scripts[0]) if scripts else 0
    for p, script in enumerate(scripts[1:], 2):
        most = len(scripts[p - 2])
        if not first - 1 <= len(script) <= most:
            raise InputError(
                p,
                1,
                "in a UVa 11459 game one roll list goes round the players in turn: "
                f"player {p} has {len(script)} rolls where player {p - 1} has {most}",
                expected=" or ".join(str(n) for n in sorted({max(0, first - 1), most})) + " rolls",
            )


def write(games):
    """A UVa 11459 file of ``games`` (their boards of 100 squares, their dealt scripts): the count,
    then per case ``a b c``, the jumps by label, and the rolls in turn order, one a line.

    >>> print(write(parse("1\\n2 1 3\\n4 99\\n3\\n4\\n6").games))
    1
    2 1 3
    4 99
    3
    4
    6
    """
    out = [str(len(games))]
    for g in games:
        check_dealt(g.scripts)
        J.require_size(g.board, SIZE, "UVa 11459")
        rolls = [s[k] for k in range(max(map(len, g.scripts), default=0)) for s in g.scripts if k < len(s)]
        out.append(f"{len(g.scripts)} {len(g.board.jumps)} {len(rolls)}")
        out += [f"{j.start + 1} {j.end + 1}" for j in g.board.jumps]
        out += [str(r) for r in rolls]
    return "\n".join(out)
