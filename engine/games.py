"""Dice-script games (seed 001, UIL "Himanshu"): read a multi-game file, replay it, give verdicts.

Vocabulary:
- a *games file* is a count line ``N``, then per game a side ``D``, ``D`` board rows in the
  ``uil`` format, and one *move line* per player (``P1:1,4,3``...), games separated by
  lines of dashes;
- a *script* is one player's rolls in order; a *round* gives every player with a roll left
  one move, Player 1 first;
- a move *lands* on ``from + roll``; landing on a ladder's foot climbs it, on a snake's head
  slides down it (one jump, never chained); reaching or passing the last square *wins*;
- the *verdict* is the judge's line for a game: ``Game #K: Player 1 wins!``...

Rules (seed 001): every player starts on square 0; play stops at the end of the first round
in which anybody won, so several players may win; unused rolls are ignored. When one script
is shorter, that player simply does not move in later rounds; when every script is used up
with no winner, nobody won.

Read the way a judge's program reads: separators of any number of dashes (or none), blank
lines anywhere between lines, move lists wrapped onto lines that start with a comma,
trailing commas, move lines taken by position whatever their label says (``P1:`` twice is
read as Players 1 and 2). A file without the count line is read as its games in order.
More than two move lines make more players; their verdicts read ``Game #K: Player 3 wins!``,
``Game #K: Players 1 and 3 win!``, ``Game #K: All players win!`` or ``Game #K: No player won.``
"""

import random
import re
from dataclasses import dataclass, field

from .board import Board
from .errors import InputError
from .formats import uil
from .limits import GAMES_MAX_CELLS as MAX_CELLS
from .limits import GAMES_MAX_GAMES as MAX_GAMES
from .limits import GAMES_MAX_PLAYERS as MAX_PLAYERS
from .limits import GAMES_MAX_ROLLS as MAX_ROLLS
from .text import words

__all__ = [
    "Game",
    "GamesFile",
    "Move",
    "Play",
    "Report",
    "parse_games",
    "play",
    "verdict",
    "run",
    "write_games",
    "random_scripts",
    "MAX_ROLLS",
    "MAX_CELLS",
    "MAX_GAMES",
    "MAX_PLAYERS",
    "move_text",
    "move_lines",
]

SEPARATOR = "-" * 36

_MOVE_LINE = re.compile(r"\s*[Pp]\s*(\d*)\s*:")
_DASHES = re.compile(r"\s*-+\s*\Z")
_ROLL_LIST = re.compile(r"[\d\s,]*,[\d\s,]*\Z")
_PIECE = re.compile(r"[^,\s]+")


@dataclass(frozen=True)
class Game:
    """One game as read: its number, its board and one script (tuple of rolls) per player."""

    number: int
    board: Board
    scripts: tuple
    line: int = field(default=0, compare=False)

    @property
    def side(self):
        return self.board.cols

    def to_dict(self):
        return {
            "number": self.number,
            "size": self.side,
            "board": self.board.to_dict(),
            "scripts": [list(s) for s in self.scripts],
            "line": self.line,
        }


@dataclass(frozen=True)
class GamesFile:
    """Every game of a file, and the warnings reading it gave (line, col first)."""

    games: tuple
    warnings: tuple = field(default=(), compare=False)

    def to_dict(self):
        return {"games": [g.to_dict() for g in self.games], "warnings": list(self.warnings)}


@dataclass(frozen=True)
class Move:
    """One turn: ``player`` rolls ``roll`` from ``frm``, lands on ``landing`` (the last square
    at most), takes ``jump`` (its label, or "") and ends on ``to``; ``won`` when ``to`` is the last square."""

    round: int
    player: int
    roll: int
    frm: int
    landing: int
    jump: str
    kind: str
    to: int
    won: bool

    def to_dict(self):
        return {
            "round": self.round,
            "player": self.player,
            "roll": self.roll,
            "from": self.frm,
            "landing": self.landing,
            "jump": self.jump or None,
            "kind": self.kind or None,
            "to": self.to,
            "won": self.won,
        }


_MOVE_KEYS = ("round", "player", "roll", "from", "landing", "jump", "kind", "to", "won")


@dataclass(frozen=True)
class Play:
    """A game replayed: every move, the winners (player numbers), the rounds played, the verdict.

    ``steps`` holds the moves as plain tuples in Move's field order (a million-roll game
    stays cheap); ``moves`` gives them as Move objects.
    """

    game: Game
    steps: tuple
    winners: tuple
    rounds: int
    verdict: str

    @property
    def players(self):
        return len(self.game.scripts)

    @property
    def moves(self):
        return tuple(Move(*t) for t in self.steps)

    def to_dict(self):
        g = self.game
        return {
            "number": g.number,
            "size": g.side,
            "board": g.board.to_dict(),
            "players": self.players,
            "scripts": [list(s) for s in g.scripts],
            "verdict": self.verdict,
            "winners": list(self.winners),
            "rounds": self.rounds,
            "verdict_phrase": self.verdict.partition(": ")[2],
            "lines": move_lines(g.scripts),
            "start": g.board.start + g.board.base,
            "moves": self._moves(),
        }

    def _moves(self):
        """Move dicts with their log line (``text``) and where every player stands after it."""
        pos = [self.game.board.start + self.game.board.base] * self.players
        out = []
        for t in self.steps:
            pos[t[1] - 1] = t[7]
            d = dict(zip(_MOVE_KEYS, (*t[:5], t[5] or None, t[6] or None, t[7], t[8])))
            d["text"] = move_text(*t)
            d["positions"] = list(pos)
            out.append(d)
        return out


@dataclass(frozen=True)
class Report:
    """Every game of a file replayed; ``output`` is the judge's text."""

    plays: tuple
    warnings: tuple = ()

    @property
    def output(self):
        return "".join(p.verdict + "\n" for p in self.plays)

    def tally(self):
        """How many games each player won, and how many nobody won, with the page's one-line summary.

        >>> r = run("2\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,2\\n-\\n2\\n03 L1\\n00 L1\\nP1:3\\nP2:1")
        >>> r.tally()
        {'wins': {'1': 2, '2': 1}, 'none': 0, 'text': 'P1 won 2 · P2 won 1'}
        """
        wins = {}
        none = 0
        for p in self.plays:
            none += not p.winners
            for w in p.winners:
                wins[w] = wins.get(w, 0) + 1
        parts = [f"P{w} won {wins[w]}" for w in sorted(wins)]
        if none:
            parts.append(f"no winner in {none}")
        return {"wins": {str(w): wins[w] for w in sorted(wins)}, "none": none, "text": " · ".join(parts)}

    def to_dict(self):
        return {
            "games": [p.to_dict() for p in self.plays],
            "output": self.output,
            "tally": self.tally(),
            "warnings": list(self.warnings),
        }


# ---------------------------------------------------------------- reading


class _Lines:
    """The file's lines with a cursor; blank lines (and, where asked, dash lines) are skipped."""

    def __init__(self, text):
        self.lines = text.splitlines()
        self.i = 0

    def peek(self, dashes=False):
        """Index of the next line worth reading (or None at the end), without moving."""
        i = self.i
        lines = self.lines
        while i < len(lines):
            s = lines[i]
            if s.strip() and not (dashes and _DASHES.match(s)):
                return i
            i += 1
        return None

    def end(self):
        """(line, column) just past the last non-blank line."""
        for i in range(len(self.lines) - 1, -1, -1):
            if self.lines[i].strip():
                return i + 2, 1
        return 1, 1


def _first_token(lines, i):
    return words(lines.lines[i], i + 1)[0]


def _whole_number(tok, what, lo, hi):
    if not (tok.isdigit() and tok.isascii()):
        raise InputError(tok.line, tok.column, "found", found=tok, expected=what)
    n = int(tok)
    if not lo <= n <= hi:
        raise InputError(tok.line, tok.column, f"{what} must be {lo}..{hi}, not", found=tok, expected=f"{lo}..{hi}")
    return n


def _single_number_line(lines, i, what, lo, hi):
    toks = words(lines.lines[i], i + 1)
    if len(toks) != 1:
        bad = toks[0] if not (toks[0].isdigit() and toks[0].isascii()) else toks[1]
        raise InputError(bad.line, bad.column, "found", found=bad, expected=what)
    return _whole_number(toks[0], what, lo, hi)


def _is_move_line(s):
    return _MOVE_LINE.match(s) is not None


def _is_continuation(s):
    t = s.lstrip()
    return t.startswith(",") or _ROLL_LIST.match(t) is not None


def parse_games(text, faces=6):
    """Read a games file into a GamesFile; raise InputError with line and column when it cannot be read.

    >>> f = parse_games("1\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,\\n,2\\n-----")
    >>> [(g.number, g.side, g.scripts) for g in f.games]
    [(1, 2, ((1, 1), (2, 2)))]
    """
    lines = _Lines(text.removeprefix("\ufeff"))  # a byte-order mark is invisible to the user: drop it
    warnings = []
    i = lines.peek(dashes=True)
    if i is None:
        raise InputError(1, 1, "the file is empty", expected="the number of games N, then each game")
    count = None
    nxt_after = None
    toks = words(lines.lines[i], i + 1)
    if len(toks) == 1:
        lines.i = i + 1
        nxt_after = lines.peek(dashes=True)
    # The first line is the count unless a board row follows it directly (a lone game without N).
    if nxt_after is not None and (
        len(words(lines.lines[nxt_after], nxt_after + 1)) == 1 or _is_move_line(lines.lines[nxt_after])
    ):
        count = _single_number_line(lines, i, "the number of games N", 1, MAX_GAMES)
        count_tok = toks[0]
    else:
        lines.i = i  # no count line: the first line is the first game's side D
    games = []
    budget = {"rolls": 0, "cells": 0}
    while True:
        i = lines.peek(dashes=True)
        if i is None:
            break
        if count is not None and len(games) == count:
            tok = _first_token(lines, i)
            raise InputError(
                tok.line,
                tok.column,
                f"line {count_tok.line} says {count} game{'s' * (count != 1)}, but more follows:",
                found=lines.lines[i].strip(),
                expected="the end of the file",
            )
        if len(games) >= MAX_GAMES:
            tok = _first_token(lines, i)
            raise InputError(
                tok.line,
                tok.column,
                f"a file may hold at most {MAX_GAMES} games; more follows:",
                found=lines.lines[i].strip(),
                expected="the end of the file",
            )
        games.append(_read_game(lines, i, len(games) + 1, faces, budget, warnings))
    if count is not None and len(games) < count:
        line, col = lines.end()
        raise InputError(
            line,
            col,
            f"line {count_tok.line} says {count} games, but the file ends after {len(games)}:",
            found="end of input",
            expected=f"game {len(games) + 1}",
        )
    if not games:
        line, col = lines.end()
        raise InputError(
            line, col, "no game found:", found="end of input", expected="a board side D, the board and move lines"
        )
    return GamesFile(tuple(games), tuple(warnings))


def _read_game(lines, i, number, faces, budget, warnings):
    text_i = lines.lines[i]
    if _is_move_line(text_i):
        tok = _first_token(lines, i)
        raise InputError(
            tok.line,
            tok.column,
            f"a move line where game {number} should start:",
            found=text_i.strip(),
            expected=f"the board side D of game {number}",
        )
    side = _single_number_line(lines, i, f"the board side D of game {number}", 2, uil.MAX_SIDE)
    d_line = i + 1
    if budget["cells"] + side * side > MAX_CELLS:
        tok = _first_token(lines, i)
        raise InputError(
            tok.line,
            tok.column,
            f"the boards of this file hold more than {MAX_CELLS:,} cells "
            f"(the limit per file) with game {number}'s side",
            found=tok,
            expected="smaller boards",
        )
    budget["cells"] += side * side
    lines.i = i + 1
    rows = []
    while len(rows) < side:
        j = lines.peek()
        if j is None or _is_move_line(lines.lines[j]) or (_DASHES.match(lines.lines[j]) and not rows):
            if j is None:
                line, col = lines.end()
                found = "end of input"
            else:
                line, col = j + 1, 1
                found = lines.lines[j].strip()
            raise InputError(
                line,
                col,
                f"the board of game {number} has only {len(rows)} of its {side} rows; then",
                found=found,
                expected=f"{side} rows of {side} cells",
            )
        rows.append((j + 1, lines.lines[j]))
        lines.i = j + 1
    board = uil.parse_rows(rows, side)
    warnings.extend(board.warnings)
    scripts = []
    labels = []
    while True:
        j = lines.peek()
        if j is None:
            break
        s = lines.lines[j]
        m = _MOVE_LINE.match(s)
        if m:
            if len(scripts) >= MAX_PLAYERS:
                raise InputError(
                    j + 1,
                    len(s) - len(s.lstrip()) + 1,
                    f"game {number} has more than {MAX_PLAYERS} move lines:",
                    found=s.strip(),
                    expected=f"at most {MAX_PLAYERS} players",
                )
            scripts.append([])
            labels.append((j + 1, len(s) - len(s.lstrip()) + 1, m.group(0).strip(), m.group(1)))
            _read_rolls(s, m.end(), j + 1, scripts[-1], faces, budget)
        elif scripts and _is_continuation(s):
            _read_rolls(s, 0, j + 1, scripts[-1], faces, budget)
        else:
            break
        lines.i = j + 1
    if len(scripts) < 2:
        j = lines.peek()
        line, col = (j + 1, 1) if j is not None else lines.end()
        found = lines.lines[j].strip() if j is not None else "end of input"
        want = "P1:" if not scripts else "P2:"
        raise InputError(
            line,
            col,
            f"game {number} has {len(scripts)} move line{'s' * (len(scripts) != 1)}; then",
            found=found,
            expected=f"a move line such as {want}1,4,3 (each game needs two or more)",
        )
    for k, (line, col, label, digits) in enumerate(labels):
        if digits and int(digits) != k + 1:
            warnings.append(
                f"line {line}, col {col}: move line {label!r} is read as Player {k + 1}'s "
                "(move lines are taken in order)"
            )
    return Game(number, board, tuple(tuple(s) for s in scripts), line=d_line)


def _read_rolls(s, start, line_no, out, faces, budget):
    """Append the rolls of ``s[start:]`` to ``out``; pieces are separated by commas or blanks."""
    if budget["rolls"] + s.count(",", start) - 1 > MAX_ROLLS:
        raise InputError(
            line_no,
            start + 1,
            f"the scripts of this file hold more than {MAX_ROLLS:,} rolls (the limit per file) by this line:",
            found=s[start : start + 20].strip(),
            expected=f"at most {MAX_ROLLS:,} rolls in all",
        )
    ok = {str(r): r for r in range(1, faces + 1)}
    add = out.append
    n = 0
    for m in _PIECE.finditer(s, start):
        piece = m.group()
        r = ok.get(piece)
        if r is None:
            if piece.isdigit() and piece.isascii() and 1 <= int(piece) <= faces:
                r = int(piece)
            else:
                number = piece.isdigit() and piece.isascii()
                raise InputError(
                    line_no,
                    m.start() + 1,
                    f"a roll outside 1..{faces}:" if number else "not a roll:",
                    found=piece,
                    expected=f"rolls 1..{faces} separated by commas",
                )
        add(r)
        n += 1
    budget["rolls"] += n
    if budget["rolls"] > MAX_ROLLS:
        raise InputError(
            line_no,
            start + 1,
            f"the scripts of this file hold more than {MAX_ROLLS:,} rolls (the limit per file) by this line:",
            found=s[start : start + 20].strip(),
            expected=f"at most {MAX_ROLLS:,} rolls in all",
        )


# ---------------------------------------------------------------- playing


def play(game):
    """Replay one game by seed 001's rules.

    >>> from .formats.uil import parse
    >>> p = play(Game(1, parse("03 L1\\n00 L1"), ((1, 1), (2, 2))))
    >>> p.verdict, p.rounds, [(m.player, m.frm, m.landing, m.jump, m.to) for m in p.moves]
    ('Game #1: Both players win!', 2, [(1, 0, 1, 'L1', 2), (2, 0, 2, '', 2), (1, 2, 3, '', 3), (2, 2, 3, '', 3)])
    """
    board = game.board
    goal = board.goal
    jumps = {j.start: j for j in board.jumps}
    scripts = game.scripts
    pos = [board.start] * len(scripts)
    moves = []
    add = moves.append
    winners = []
    rounds = 0
    longest = max((len(s) for s in scripts), default=0)
    for k in range(longest):
        rounds = k + 1
        for p, script in enumerate(scripts):
            if k >= len(script):
                continue
            roll = script[k]
            frm = pos[p]
            land = frm + roll
            if land >= goal:
                add((rounds, p + 1, roll, frm, goal, "", "", goal, True))
                pos[p] = goal
                winners.append(p + 1)
                continue
            j = jumps.get(land)
            if j is None:
                add((rounds, p + 1, roll, frm, land, "", "", land, False))
                pos[p] = land
                continue
            to = j.end
            won = to >= goal
            add((rounds, p + 1, roll, frm, land, j.name or ("L" if j.end > j.start else "S"), j.kind, to, won))
            pos[p] = to
            if won:
                winners.append(p + 1)
        if winners:
            break
    winners = tuple(winners)
    return Play(game, tuple(moves), winners, rounds, verdict(game.number, winners, len(scripts)))


def verdict(number, winners, players=2):
    """The judge's line for game ``number`` won by ``winners`` (player numbers) out of ``players``.

    >>> verdict(4, (1, 2)), verdict(2, ())
    ('Game #4: Both players win!', 'Game #2: Neither Player 1 or Player 2 won.')
    >>> verdict(1, (1, 3), 3), verdict(1, (), 4), verdict(1, (2,), 3), verdict(1, (1, 2, 3), 3)
    ('Game #1: Players 1 and 3 win!', 'Game #1: No player won.', 'Game #1: Player 2 wins!', 'Game #1: All players win!')
    """
    head = f"Game #{number}: "
    winners = sorted(winners)
    if not winners:
        return head + ("Neither Player 1 or Player 2 won." if players == 2 else "No player won.")
    if len(winners) == 1:
        return head + f"Player {winners[0]} wins!"
    if len(winners) == players:
        return head + ("Both players win!" if players == 2 else "All players win!")
    names = ", ".join(str(w) for w in winners[:-1]) + f" and {winners[-1]}"
    return head + f"Players {names} win!"


def run(text, faces=6, first=1):
    """Read and replay every game of a file, numbering the games from ``first``.

    >>> print(run("1\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,2").output, end="")
    Game #1: Both players win!
    >>> print(run("1\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,2", first=5).output, end="")
    Game #5: Both players win!
    """
    f = parse_games(text, faces=faces)
    games = f.games if first == 1 else (Game(first + k, g.board, g.scripts, g.line) for k, g in enumerate(f.games))
    return Report(tuple(play(g) for g in games), f.warnings)


def move_text(round_, player, roll, frm, landing, jump, kind, to, won):
    """One move's log line, ``P1 rolls 6: 0 -> 6, ladder L1 -> 35`` (squares as the board numbers
    them; the command line puts ``round 1:`` before it, the page shows the round beside it).

    >>> move_text(1, 1, 6, 0, 6, "L1", "ladder", 35, False)
    'P1 rolls 6: 0 -> 6, ladder L1 -> 35'
    """
    text = f"P{player} rolls {roll}: {frm} -> {landing}"
    if jump:
        text += f", {kind} {jump} -> {to}"
    if won:
        text += ", wins"
    return text


def move_lines(scripts):
    """The move lines ``P1:1,4,3`` of a game's scripts, one per player.

    >>> move_lines([(1, 4), (6,)])
    'P1:1,4\\nP2:6'
    """
    return "\n".join(_move_lines(f"P{p}:", s, 0)[0] for p, s in enumerate(scripts, 1))


# ---------------------------------------------------------------- writing


def write_games(games, wrap=0, count=True):
    """A games file for ``games`` (Game objects or ``(board, scripts)`` pairs), each followed by
    a line of 36 dashes. ``wrap`` > 0 wraps long move lines onto lines starting with a comma.

    >>> from .formats.uil import parse
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
            out.extend(_move_lines(f"P{p}:", script, wrap))
        out.append(SEPARATOR)
    return "\n".join(out)


def _move_lines(label, script, wrap):
    rolls = [str(int(r)) for r in script]
    if wrap <= 0:
        return [label + ",".join(rolls)]
    result = []
    line = label
    first = True
    for r in rolls:
        piece = r if first else "," + r
        if len(line) + len(piece) > wrap and not (first and line == label):
            result.append(line)
            line = ""
        line += piece
        first = False
    result.append(line)
    return result


def random_scripts(seed, players=2, rolls=60, faces=6):
    """``players`` scripts of ``rolls`` fair rolls each, the same for the same ``seed``.

    >>> random_scripts(7, players=2, rolls=5) == random_scripts(7, players=2, rolls=5)
    True
    >>> [len(s) for s in random_scripts(1, players=3, rolls=4)]
    [4, 4, 4]
    """
    rng = random.Random(seed)
    return tuple(tuple(rng.randint(1, faces) for _ in range(rolls)) for _ in range(players))
