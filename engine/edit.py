"""One change to a board at a time, as the page's board editor makes them, with the rule checked here.

Vocabulary: an *op* is a dict naming one change, in *labels* (the square numbers the user reads,
``square + board.base``):

- ``{"op": "add", "from": a, "to": b}``: a jump from ``a`` to ``b`` (a ladder when it goes up);
- ``{"op": "move", "start": s, "which": "start" | "end", "to": b}``: one end of the jump that
  starts on ``s`` moved to ``b``;
- ``{"op": "delete", "start": s}``: the jump that starts on ``s`` removed;
- ``{"op": "size", "size": n}``: ``n`` squares (jumps that no longer fit are dropped, and said).

A ``to`` of ``"off"`` is a pointer let go outside every square (refused: off the board).

``apply(board, op)`` gives an ``Edit`` (the new board and a note) or raises ``Refused`` with the
reason the page shows at the pointer; a malformed op raises ``InputError``.

>>> from .board import Board
>>> b = Board.build(16, [(2, 9)], base=1)
>>> [(j.start, j.end) for j in apply(b, {"op": "add", "from": 12, "to": 4}).board.jumps]
[(2, 9), (11, 3)]
>>> apply(b, {"op": "add", "from": 16, "to": 4})
Traceback (most recent call last):
...
engine.edit.Refused: square 16 is the goal: a jump cannot start there
"""

from dataclasses import dataclass, replace

from .board import Board, Jump, default_cols
from .errors import InputError
from .limits import MAX_SQUARES

__all__ = ["Edit", "Refused", "apply", "OPS"]

#: op name -> the fields it needs (besides ``op``)
OPS = {"add": ("from", "to"), "move": ("start", "which", "to"), "delete": ("start",), "size": ("size",)}


class Refused(ValueError):
    """An edit the rules do not allow; the message is the reason, in labels."""


@dataclass(frozen=True)
class Edit:
    """The board after one op, and a note for the user (jumps dropped by a resize), or ``""``."""

    board: Board
    note: str = ""


def _whole(op, key):
    value = op.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, str)) or not str(value).strip().lstrip("-").isdigit():
        raise InputError(1, 1, f"edit: {key} must be a whole number, not", found=str(value), expected="a square label")
    return int(value)


def _read_op(op):
    """(name, fields) of a well-formed op, or InputError."""
    name = op.get("op") if isinstance(op, dict) else None
    if name not in OPS:
        raise InputError(1, 1, "edit: unknown op", found=str(name), expected=" or ".join(OPS))
    missing = [k for k in OPS[name] if op.get(k) is None]
    if missing:
        raise InputError(1, 1, f"edit: op {name} needs", found=", ".join(missing), expected=", ".join(OPS[name]))
    if name == "move" and op["which"] not in ("start", "end"):
        raise InputError(1, 1, "edit: which end to move:", found=str(op["which"]), expected="start or end")
    return name, {k: op[k] if k == "which" or op[k] == "off" else _whole(op, k) for k in OPS[name]}


def _square(board, label):
    span = f"squares {board.base}..{board.size - 1 + board.base}"
    if label == "off":
        raise Refused(f"the end is off the board: let go on a square ({span})")
    s = label - board.base
    if not 0 <= s < board.size:
        raise Refused(f"square {label} is off the board ({span})")
    return s


def _kind(a, b):
    return "ladder" if b > a else "snake"


def _check(board, start, end, others):
    """Refused unless a jump ``start -> end`` may join the jumps ``others`` ({start: end})."""
    lab = board.label
    if start == end:
        raise Refused(f"a jump must go somewhere: it starts and ends on square {lab(start)}")
    if start == board.goal:
        raise Refused(f"square {lab(start)} is the goal: a jump cannot start there")
    if start in others:
        there = others[start]
        raise Refused(f"square {lab(start)} already starts a {_kind(start, there)} to {lab(there)}")
    if end in others:
        there = others[end]
        raise Refused(f"square {lab(end)} starts a {_kind(end, there)} to {lab(there)}: a jump cannot end there")
    return Jump(start, end)


def _jump_at(board, label):
    s = _square(board, label)
    for j in board.jumps:
        if j.start == s:
            return j
    raise Refused(f"no jump starts on square {label}")


def _resize(board, size):
    if not 2 <= size <= MAX_SQUARES:
        raise Refused(f"a board has 2..{MAX_SQUARES:,} squares, not {size:,}")
    kept = [j for j in board.jumps if j.start < size - 1 and j.end < size]
    gone = [f"{board.label(j.start)}->{board.label(j.end)}" for j in board.jumps if j not in kept]
    jumps = f"{len(gone)} jump{'s' if len(gone) != 1 else ''}"
    note = f"dropped {jumps} off the smaller board: {' '.join(gone)}" if gone else ""
    resized = Board.build(size, kept, base=board.base, cols=default_cols(size))
    return Edit(resized, note)


def apply(board, op):
    """The Edit ``op`` makes to ``board``; Refused (the reason) or InputError (a malformed op)."""
    name, f = _read_op(op)
    if name == "size":
        return _resize(board, f["size"])
    others = board.jump_map()
    if name == "add":
        new = _check(board, _square(board, f["from"]), _square(board, f["to"]), others)
        return Edit(board.with_jumps([*board.jumps, new]))
    old = _jump_at(board, f["start"])
    del others[old.start]
    kept = [j for j in board.jumps if j != old]
    if name == "delete":
        return Edit(board.with_jumps(kept))
    to = _square(board, f["to"])
    start, end = (to, old.end) if f["which"] == "start" else (old.start, to)
    return Edit(board.with_jumps([*kept, _check(board, start, end, others)]))


def empty(size):
    """A board of ``size`` squares with no jumps (labels from 1), the editor's blank page."""
    return replace(Board.build(size, [], base=1), warnings=())


__all__.append("empty")
