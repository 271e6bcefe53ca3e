"""Seed 000's board: ladder and snake pair lists, squares labelled 1..N (N = 100 unless given).

    Ladder = [[6,46],[19,43],[52,71],[57,98]]
    Snake = [[47,9],[62,40],[96,75]]

Also accepted: ``Ladders``/``Snakes``, ``:`` for ``=``, a leading word such as ``Input``,
and a size line ``Size = 30`` (or ``N = 30``). Each pair is ``[start, end]``.
"""

import re

from ..board import Board, Jump
from ..errors import InputError
from ..text import position
from . import jumps as J

__all__ = ["parse", "write", "looks_like"]

NAME = "pairs"
BASE = 1
_KEY = re.compile(r"\b(ladders?|snakes?|chutes?|size|n)\s*[=:]", re.IGNORECASE)
_INT = re.compile(r"-?\d+")


def looks_like(text):
    low = text.lower()
    if "ladder" not in low and "snake" not in low and "chute" not in low:
        return False  # quick answer for long numeric boards
    return bool(re.search(r"\b(ladders?|snakes?|chutes?)\s*[=:]", text, re.IGNORECASE))


def parse(text):
    """Read pair lists into a Board.

    >>> b = parse("Ladder = [[6,46]]\\nSnake = [[47,9]]")
    >>> [(j.start, j.end, j.kind) for j in b.jumps], b.size
    ([(5, 45, 'ladder'), (46, 8, 'snake')], 100)
    """
    size = 100
    pairs = []  # (kind, start, end, offset)
    warnings = []
    pos = 0
    found_any = False
    while True:
        m = _KEY.search(text, pos)
        gap = text[pos : m.start() if m else len(text)]
        _check_gap(text, pos, gap, first=not found_any)
        if not m:
            break
        found_any = True
        key = m.group(1).lower()
        pos = _skip_space(text, m.end())
        if key in ("size", "n"):
            im = _INT.match(text, pos)
            if not im:
                raise _err(text, pos, "a board size must be a whole number, not", expected="e.g. Size = 100")
            size = int(im.group())
            size_at = pos
            pos = im.end()
            continue
        kind = "ladder" if key.startswith("ladder") else "snake"
        items, pos = _read_pairs(text, pos)
        for a, b, at in items:
            pairs.append((kind, a, b, at))
    if not found_any:
        raise InputError(
            1, 1, "no ladder or snake list found", expected="lines like Ladder = [[6,46]] and Snake = [[47,9]]"
        )
    if not size >= 2:
        raise _err(text, size_at, "a board needs at least 2 squares, not", expected="Size = 2 or more")
    jumps = []
    for kind, a, b, at in pairs:
        where = position(text, at)
        J.on_board(a, b, size, where, f"[{a},{b}]")
        if (kind == "ladder") != (b > a):
            warnings.append(
                f"line {where[0]}, col {where[1]}: [{a},{b}] is listed as a {kind} but goes {'up' if b > a else 'down'}"
            )
        jumps.append(Jump(a - 1, b - 1, where=where))
    return Board.build(size, jumps, base=BASE, warnings=tuple(warnings))


def write(board):
    """Pair lists for ``board`` (labels renumbered from 1).

    >>> print(write(parse("Ladder = [[6,46]]\\nSnake = [[47,9]]")))
    Ladder = [[6,46]]
    Snake = [[47,9]]
    """

    def fmt(js):
        return "[" + ",".join(f"[{j.start + 1},{j.end + 1}]" for j in js) + "]"

    lines = []
    if board.size != 100:
        lines.append(f"Size = {board.size}")
    lines.append("Ladder = " + fmt([j for j in board.jumps if j.kind == "ladder"]))
    lines.append("Snake = " + fmt([j for j in board.jumps if j.kind == "snake"]))
    return "\n".join(lines)


def _skip_space(text, pos):
    while pos < len(text) and text[pos] in " \t\r\n":
        pos += 1
    return pos


def _err(text, pos, message, expected):
    end = pos
    while end < len(text) and not text[end].isspace() and end - pos < 20:
        end += 1
    return InputError(*position(text, pos), message, found=text[pos:end] or "end of input", expected=expected)


def _check_gap(text, start, gap, first):
    """Only blanks, commas, semicolons and (before the first list) one leading word may sit between lists."""
    for m in re.finditer(r"[^\s,;]+", gap):
        word = m.group()
        if first and re.fullmatch(r"[A-Za-z]+", word):
            continue
        raise _err(
            text, start + m.start(), "unexpected text", expected="Ladder = [[a,b],...], Snake = [[a,b],...] or Size = N"
        )


def _read_pairs(text, pos):
    """Parse ``[[a,b],[c,d],...]`` at ``pos``; return ([(a, b, offset)], end)."""

    def expect(ch, what):
        nonlocal pos
        pos = _skip_space(text, pos)
        if pos >= len(text) or text[pos] != ch:
            raise _err(text, pos, "found", expected=what)
        pos += 1

    def number():
        nonlocal pos
        pos = _skip_space(text, pos)
        m = _INT.match(text, pos)
        if not m:
            raise _err(text, pos, "found", expected="a square number")
        pos = m.end()
        return int(m.group())

    expect("[", "a list of pairs such as [[6,46],[19,43]]")
    items = []
    pos = _skip_space(text, pos)
    if pos < len(text) and text[pos] == "]":
        return items, pos + 1
    while True:
        pos = _skip_space(text, pos)
        at = pos
        expect("[", "a pair such as [6,46]")
        a = number()
        expect(",", "a comma between the two squares of a pair")
        b = number()
        expect("]", "']' closing the pair")
        items.append((a, b, at))
        pos = _skip_space(text, pos)
        if pos < len(text) and text[pos] == ",":
            pos += 1
            continue
        expect("]", "',' or ']' after a pair")
        return items, pos
