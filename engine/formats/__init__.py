"""Board formats: one module per format, each with ``parse(text) -> Board`` and ``write(board) -> str``.

``detect(text)`` names the format a text is written in; ``parse(text, fmt=None)`` reads it
(detecting when ``fmt`` is None); ``write(board, fmt)`` converts.
"""

from ..errors import InputError
from . import pairs
from . import uil

__all__ = ["FORMATS", "detect", "parse", "write"]

#: name -> module, in the order detection tries them.
FORMATS = {
    "pairs": pairs,
    "uil": uil,
}


def detect(text):
    """The name of the format ``text`` looks like, or raise InputError."""
    if not text.strip():
        raise InputError(1, 1, "the board is empty", expected="a board in one of: " + ", ".join(FORMATS))
    for name, module in FORMATS.items():
        if module.looks_like(text):
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
