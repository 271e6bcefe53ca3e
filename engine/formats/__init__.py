"""Board formats: one module per format, each with ``parse(text) -> Board`` and ``write(board) -> str``.

``detect(text)`` names the format a text is written in; ``parse(text, fmt=None)`` reads it
(detecting when ``fmt`` is None); ``write(board, fmt)`` converts.
"""

from ..errors import InputError
from . import pairs
from . import uil
from . import counts, lc909, moves

__all__ = ["FORMATS", "detect", "parse", "write"]

#: name -> module, in the order detection tries them.
FORMATS = {
    "pairs": pairs,
    "uil": uil,
    "lc909": lc909,
    "moves": moves,  # N then N values: never also L S + 2(L+S) numbers
    "counts": counts,
}


def detect(text):
    """The name of the format ``text`` looks like, or raise InputError."""
    if not text.strip():
        raise InputError(1, 1, "the board is empty", expected="a board in one of: " + ", ".join(FORMATS))
    for name, module in FORMATS.items():
        if module.looks_like(text):
            return name
    # Nothing fits exactly: a format that says the text is a broken board of its kind
    # (``might_be``) gets to parse it, so the error names the real mistake.
    for name, module in FORMATS.items():
        might_be = getattr(module, "might_be", None)
        if might_be is not None and might_be(text):
            return name
    raise InputError(1, 1, "cannot tell which board format this is", expected="one of: " + ", ".join(FORMATS))


def parse(text, fmt=None):
    """Read a board from ``text`` in format ``fmt`` (detected when None or 'auto')."""
    if fmt in (None, "", "auto"):
        fmt = detect(text)
    if fmt not in FORMATS:
        raise ValueError(f"unknown board format {fmt!r} (known: {', '.join(FORMATS)})")
    return FORMATS[fmt].parse(text)


def write(board, fmt):
    if fmt not in FORMATS:
        raise ValueError(f"unknown board format {fmt!r} (known: {', '.join(FORMATS)})")
    return FORMATS[fmt].write(board)
