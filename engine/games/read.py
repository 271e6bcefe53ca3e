"""Reading a games file the way a judge's program reads it (see ``engine.games`` for the rules)."""

import re

from ..errors import InputError
from ..formats import uil
from ..limits import GAMES_MAX_CELLS as MAX_CELLS
from ..limits import GAMES_MAX_GAMES as MAX_GAMES
from ..limits import GAMES_MAX_PLAYERS as MAX_PLAYERS
from ..limits import GAMES_MAX_ROLLS as MAX_ROLLS
from ..text import words
from . import ccc, uva
from .model import Game, GamesFile

__all__ = ["parse_games", "read_move_lines"]


_MOVE_LINE = re.compile(r"\s*[Pp]\s*(\d*)\s*:")
_DASHES = re.compile(r"\s*-+\s*\Z")
_ROLL_LIST = re.compile(r"[\d\s,]*,[\d\s,]*\Z")
_PIECE = re.compile(r"[^,\s]+")


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
        raise InputError.at(tok, "found", found=tok, expected=what)
    n = int(tok)
    if not lo <= n <= hi:
        raise InputError.at(tok, f"{what} must be {lo}..{hi}, not", found=tok, expected=f"{lo}..{hi}")
    return n


def _single_number_line(lines, i, what, lo, hi):
    toks = words(lines.lines[i], i + 1)
    if len(toks) != 1:
        bad = toks[0] if not (toks[0].isdigit() and toks[0].isascii()) else toks[1]
        raise InputError.at(bad, "found", found=bad, expected=what)
    return _whole_number(toks[0], what, lo, hi)


def _is_move_line(s):
    return _MOVE_LINE.match(s) is not None


def _is_continuation(s):
    t = s.lstrip()
    return t.startswith(",") or _ROLL_LIST.match(t) is not None


def parse_games(text, faces=6):
    """Read a games file into a GamesFile; raise InputError with line and column when it cannot be read.
    A sample copied whole from a problem statement (``_unframed``) that reads no way as it is is read
    without its framing, with a warning.

    >>> f = parse_games("1\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,\\n,2\\n-----")
    >>> [(g.number, g.side, g.scripts) for g in f.games]
    [(1, 2, ((1, 1), (2, 2)))]
    """
    text = text.removeprefix("\ufeff")  # a byte-order mark is invisible to the user: drop it
    try:
        return _parse_games(text, faces)
    except InputError as err:
        bare = _unframed(text)
        if bare == text:
            raise
        try:
            read = _parse_games(bare, faces)
        except InputError as other:
            raise max(err, other, key=lambda e: (e.line, e.column)) from None
        return GamesFile(read.games, (_UNFRAMED, *read.warnings))


_UNFRAMED = (
    "read without the statement's framing: its sample input heading, code fences, page breaks and "
    "headers, and its sample output"
)
#: the signs of a sample copied from a statement: its heading ("Sample input", or "Input" as wikis
#: and judges' pages print it, Markdown's # and ** allowed), a code fence, a page break marker
_FRAMED = re.compile(r"(?im)^[ #*]*(?:(?:sample[ ]+)?input\b|```|~~~|~.*~[ ]*$)")
#: lines a games file never holds: a code fence, a page break marker, or a word of three letters or more
_FURNITURE = re.compile(r"(?im)^[ ]*(?:```|~~~|~).*$|^.*[A-Za-z]{3}.*$")
_SAMPLE_OUTPUT = re.compile(r"(?im)^[ #*]*(?:sample[ ]+)?output\b")


def _unframed(text):
    """``text`` with a statement's framing blanked, positions kept (``text`` itself when it shows no
    sign of one, ``_FRAMED``): everything up to its "Sample input" line, code fences, page break
    markers and the page headers after them (any line with a word), and from "Sample output" on."""
    if not _FRAMED.search(text):
        return text
    head = re.search(r"(?im)^[ #*]*(?:sample[ ]+)?input\b.*$", text)
    if head:
        text = _BLANK.sub(" ", text[: head.end()]) + text[head.end() :]
    tail = _SAMPLE_OUTPUT.search(text)
    if tail:
        text = text[: tail.start()] + _BLANK.sub(" ", text[tail.start() :])
    return _FURNITURE.sub(lambda m: _BLANK.sub(" ", m.group()), text)


_BLANK = re.compile(r"[^\n]")


def _parse_games(text, faces):
    """``parse_games`` on the text as it is (a UVa 11459 file by ``uva``, CCC 2003 throws by ``ccc``)."""
    if uva.looks_like(text):
        return uva.parse(text, faces)
    if ccc.looks_like(text):
        return ccc.parse(text)
    lines = _Lines(text)
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
            _more_follows(lines, i, f"line {count_tok.line} says {count} game{'s' * (count != 1)}, but more follows:")
        if len(games) >= MAX_GAMES:
            _more_follows(lines, i, f"a file may hold at most {MAX_GAMES} games; more follows:")
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


def _more_follows(lines, i, message):
    """Refuse the text from line ``i`` on: the file should have ended before it."""
    tok = _first_token(lines, i)
    raise InputError.at(tok, message, found=lines.lines[i].strip(), expected="the end of the file")


def _read_game(lines, i, number, faces, budget, warnings):
    """Game ``number`` from line ``i``: its side, its board rows, its move lines."""
    side = _read_side(lines, i, number, budget)
    board = uil.parse_rows(_read_rows(lines, number, side), side)
    warnings.extend(board.warnings)
    scripts = _read_scripts(lines, number, faces, budget, warnings)
    return Game(number, board, scripts, line=i + 1)


def _read_side(lines, i, number, budget):
    text_i = lines.lines[i]
    if _is_move_line(text_i):
        tok = _first_token(lines, i)
        raise InputError.at(
            tok,
            f"a move line where game {number} should start:",
            found=text_i.strip(),
            expected=f"the board side D of game {number}",
        )
    side = _single_number_line(lines, i, f"the board side D of game {number}", 2, uil.MAX_SIDE)
    if budget["cells"] + side * side > MAX_CELLS:
        tok = _first_token(lines, i)
        raise InputError.at(
            tok,
            f"the boards of this file hold more than {MAX_CELLS:,} cells "
            f"(the limit per file) with game {number}'s side",
            found=tok,
            expected="smaller boards",
        )
    budget["cells"] += side * side
    lines.i = i + 1
    return side


def _read_rows(lines, number, side):
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
    return rows


def _read_scripts(lines, number, faces, budget, warnings, fewest=2):
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
    if len(scripts) < fewest:
        j = lines.peek()
        line, col = (j + 1, 1) if j is not None else lines.end()
        found = lines.lines[j].strip() if j is not None else "end of input"
        want = "P1:" if not scripts else "P2:"
        raise InputError(
            line,
            col,
            f"game {number} has {len(scripts)} move line{'s' * (len(scripts) != 1)}; then",
            found=found,
            expected=f"a move line such as {want}1,4,3 (each game needs {'two or more' if fewest == 2 else 'one'})",
        )
    for k, (line, col, label, digits) in enumerate(labels):
        if digits and int(digits) != k + 1:
            warnings.append(
                f"line {line}, col {col}: move line {label!r} is read as Player {k + 1}'s "
                "(move lines are taken in order)"
            )
    return tuple(tuple(s) for s in scripts)


def read_move_lines(text, faces, fewest=1):
    """The scripts of move lines alone (``P1:1,4,3`` ..., as the page edits them): ``(scripts,
    warnings)``; InputError with line and column in ``text``.

    >>> read_move_lines("P1:2,\\n,3", 12)
    (((2, 3),), ())
    """
    lines, warnings = _Lines(text), []
    scripts = _read_scripts(lines, 1, faces, {"rolls": 0, "cells": 0}, warnings, fewest)
    j = lines.peek()
    if j is not None:
        _more_follows(lines, j, "after the move lines:")
    return scripts, tuple(warnings)


def _too_many_rolls(s, start, line_no):
    raise InputError(
        line_no,
        start + 1,
        f"the scripts of this file hold more than {MAX_ROLLS:,} rolls (the limit per file) by this line:",
        found=s[start : start + 20].strip(),
        expected=f"at most {MAX_ROLLS:,} rolls in all",
    )


def _read_rolls(s, start, line_no, out, faces, budget):
    """Append the rolls of ``s[start:]`` to ``out``; pieces are separated by commas or blanks."""
    if budget["rolls"] + s.count(",", start) - 1 > MAX_ROLLS:
        _too_many_rolls(s, start, line_no)
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
        _too_many_rolls(s, start, line_no)
