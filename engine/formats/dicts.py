"""Python or JSON dictionaries of jumps, as tutorials and programs print them.

    snakes = {16: 6, 47: 26, 49: 11}
    ladders = {1: 38, 4: 14}

or one JSON object: ``{"ladders": {"1": 38, "4": 14}, "snakes": [[16, 6]], "size": 100}``.

Vocabulary: a *name* says what a collection holds: ``ladders``/``ladder``, ``snakes``/``chutes``,
or both (``snakes_ladders``, ``jumps``, ``portals``, and Rosetta Code's ``board``/``snl``: the
direction decides); ``size``, ``n`` or
``squares`` gives the number of squares (100 unless given). A collection is ``{start: end}``
(keys may be strings of digits) or a list of pairs. Squares are labelled 1..size. A trailing
comma, single quotes and comments are fine (``formats.read`` cleans them first).
"""

import re

from . import jumps as J
from .literal import as_int, fail, pairs_of, searcher, statements

__all__ = ["parse", "write", "looks_like", "read_named", "NAME", "BASE", "TITLE"]

NAME = "dicts"
BASE = 1
TITLE = "dictionaries"
_EXPECTED = "ladders = {start: end, ...} and snakes = {start: end, ...}"


looks_like = searcher(
    r"(?i)\b(?:ladders?|snakes?|chutes?)\w*['\"]?\s*[:=]\s*\{|^\s*\{\s*['\"]\w*(?:ladder|snake|chute)"
    r"|^\s*(?:board|snl|jumps|portals|teleports)\s*=\s*\{",
    2_000,
    "a ladder or snake name bound to a dictionary, a JSON object naming them, or one board dictionary",
)


def kind_of(name):
    """``'ladder'``, ``'snake'``, None (both kinds), ``'size'``, or ``''`` for a name that means nothing here."""
    key = re.sub(r"[^a-z]", "", name.lower())
    if key in ("size", "n", "squares", "cells", "boardsize", "nsquares"):
        return "size"
    has_ladder, has_snake = "ladder" in key, "snake" in key or "chute" in key
    if (has_ladder and has_snake) or key in ("jumps", "portals", "teleports", "moves", "board", "snl"):
        return None
    return "ladder" if has_ladder else "snake" if has_snake else ""


def read_named(text, named, expected=_EXPECTED):
    """A Board from ``[(name, name offset, value node)]``."""
    size, size_at, items = 100, (1, 1), []
    for name, at, node in named:
        kind = kind_of(name)
        if kind == "":
            raise fail(text, at, "unexpected name", expected)
        if kind == "size":
            size, size_at = as_int(text, node, "a number of squares"), J.position(text, node.at)
            continue
        for a, b, where in pairs_of(text, node):
            items.append((kind, a, b, J.position(text, where)))
    if not named:
        raise fail(text, 0, "no ladders or snakes in", expected)
    return J.build(size, items, size_at=size_at)


def _named(text):
    stmts = statements(text)
    if len(stmts) == 1 and stmts[0].name is None and stmts[0].node.kind == "dict":
        return [(k.value, k.at, v) for k, v in stmts[0].node.value]
    for s in stmts:
        if s.name is None:
            raise fail(text, s.at, "a value without a name:", "name = {...}")
    return [(s.name, s.at, s.node) for s in stmts]


def parse(text):
    """Read the dictionaries into a Board labelled from 1.

    >>> parse("snakes = {16: 6}\\nladders = {'1': 38}").jump_map()
    {0: 37, 15: 5}
    """
    return read_named(text, _named(text))


def write(board):
    """Python dictionaries (``size`` first when it is not 100).

    >>> print(write(parse('{"ladders": {"1": 38}, "snakes": {"16": 6}}')))
    ladders = {1: 38}
    snakes = {16: 6}
    """

    def fmt(kind):
        return "{" + ", ".join(f"{j.start + 1}: {j.end + 1}" for j in board.jumps if j.kind == kind) + "}"

    head = [] if board.size == 100 else [f"size = {board.size}"]
    return "\n".join([*head, f"ladders = {fmt('ladder')}", f"snakes = {fmt('snake')}"])
