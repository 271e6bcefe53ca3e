"""Board formats: one module per format, each with ``parse(text) -> Board`` and ``write(board) -> str``.

``detect(text)`` names the format a text is written in; ``parse(text, fmt=None)`` reads it
(detecting when ``fmt`` is None); ``write(board, fmt)`` converts.
"""

from ..board import MAX_SQUARES
from ..errors import InputError
from ..limits import MAX_TEXT_CHARS
from . import counts, lc909, moves, pairs, uil

__all__ = ["FORMATS", "detect", "parse", "write", "check_size", "MAX_TEXT_CHARS"]

#: Formats that write one value per square (the others write two per jump).
_ONE_VALUE_PER_SQUARE = ("uil", "lc909", "moves")

#: name -> module, in the order detection tries them.
FORMATS = {
    "pairs": pairs,
    "uil": uil,
    "lc909": lc909,
    "moves": moves,  # N then N values: never also L S + 2(L+S) numbers
    "counts": counts,
}


def check_size(text, fmt=None):
    """Refuse, in milliseconds, a text that must describe more than MAX_SQUARES squares.

    Separators are counted, not parsed: a board of N squares has about N values in the formats
    that list every square, and at most 2N in the ones that list jumps.

    >>> check_size("[" + ",".join(["-1"] * 3_000_000) + "]")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.InputError: line 1, col 1: this board has about 3,000,000 values; ...
    """
    if len(text) > MAX_TEXT_CHARS:
        raise InputError(
            1,
            1,
            f"this text is {len(text) / 1048576:.1f} MB; the limit for a board is {MAX_TEXT_CHARS // 1048576} MB",
            expected="a smaller board",
        )
    values = text.count(",") + text.count(" ") + text.count("\n") + text.count("\t") + 1
    limit = MAX_SQUARES + 4096 if fmt in _ONE_VALUE_PER_SQUARE else 2 * MAX_SQUARES + 16
    if values > limit:
        side = int(MAX_SQUARES**0.5)
        raise InputError(
            1,
            1,
            f"this board has about {values:,} values; a board may have at most "
            f"{MAX_SQUARES:,} squares ({side} x {side})",
            expected="a smaller board",
        )


def detect(text):
    """The name of the format ``text`` looks like, or raise InputError."""
    check_size(text)
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
    check_size(text, fmt)
    return FORMATS[fmt].parse(text)


def write(board, fmt):
    if fmt not in FORMATS:
        raise ValueError(f"unknown board format {fmt!r} (known: {', '.join(FORMATS)})")
    return FORMATS[fmt].write(board)
