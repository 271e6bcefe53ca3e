"""Reading a request's options (the page's controls, sent as JSON) with clear errors.

Vocabulary: ``options`` is the dict a tool receives; a missing, ``None`` or empty value takes the
default. A bad value is an InputError at line 1, column 1 (options are not part of the text).
"""

from .errors import InputError

__all__ = ["whole"]


def whole(options, key, default, lo, hi):
    """The whole number ``options[key]`` within lo..hi, or ``default`` when it is not given.

    >>> whole({"faces": "4"}, "faces", 6, 1, 1000), whole({}, "faces", 6, 1, 1000)
    (4, 6)
    >>> whole({"faces": "x"}, "faces", 6, 1, 1000)
    Traceback (most recent call last):
    ...
    engine.errors.InputError: line 1, col 1: option faces must be a whole number, not 'x' (expected 1..1000)
    """
    value = (options or {}).get(key, default)
    if value is None or value == "":
        return default
    text = str(value).strip()
    if isinstance(value, bool) or not text.lstrip("+-").isdigit() or not text.isascii():
        raise InputError(1, 1, f"option {key} must be a whole number, not", found=str(value), expected=f"{lo}..{hi}")
    n = int(text)
    if not lo <= n <= hi:
        raise InputError(1, 1, f"option {key} is out of range:", found=str(n), expected=f"{lo}..{hi}")
    return n
