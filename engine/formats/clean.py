"""The cleaning every reader shares: what a paste carries that no format means, made blank.

Vocabulary: *cleaning* replaces characters one for one (or blanks them), so every character that
is left stands at the line and column it had in the pasted text and error positions stay true.

Removed or normalised: a byte-order mark, the ``\\r`` of Windows line endings (a lone ``\\r``
becomes a line break), tabs, no-break, thin and zero-width spaces (blanks), smart quotes (plain
quotes), minus signs and other hyphens (``-``), Markdown's code fences, inline code marks and bold
marks (blanks), ``#`` and ``//`` comments to the end of the line, ``/* ... */`` comments, and a
trailing comma before a closing bracket or at the end of the text.

>>> clean('\\ufeffLadder = [[6,46],]  # seed 000\\r\\nSnake = [[47,9]]')
' Ladder = [[6,46] ]             \\nSnake = [[47,9]]'
"""

import re

__all__ = ["clean"]

_SAME_LENGTH = str.maketrans(
    {
        "\ufeff": " ",
        "\t": " ",
        "\u00a0": " ",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u2018": "'",
        "\u2019": "'",
        "\u2212": "-",  # the minus sign of typeset pages (and hyphens: plain, non-breaking, small, full-width)
        "\u2010": "-",
        "\u2011": "-",
        "\ufe63": "-",
        "\uff0d": "-",
        "\u200b": " ",  # zero-width, thin, figure and narrow no-break spaces
        "\u2009": " ",
        "\u2007": " ",
        "\u202f": " ",
        "`": " ",  # Markdown's inline code marks
    }
)
#: a Markdown code fence line (```, ```text, ~~~): blanked whole
_FENCE = re.compile(r"^[ ]*(?:```|~~~)[^\n]*$", re.M)
_COMMENT = re.compile(r"/\*.*?(?:\*/|\Z)|//[^\n]*|#[^\n]*", re.S)
_TRAILING_COMMA = re.compile(r",(?=\s*(?:[\]\)}]|\Z))")


def _blank(match):
    return re.sub(r"[^\n]", " ", match.group())


def clean(text):
    """``text`` with BOM, CR, tabs, smart quotes, minus signs, Markdown marks, comments and trailing
    commas blanked or normalised."""
    text = text.replace("\r\n", " \n").replace("\r", "\n")
    if "```" in text or "~~~" in text:
        text = _FENCE.sub(_blank, text)
    text = text.translate(_SAME_LENGTH)
    if "#" in text or "/" in text:
        text = _COMMENT.sub(_blank, text)
    text = text.replace("**", "  ")  # Markdown's bold marks (``**Input:**``), once comments are gone
    if "," in text:
        text = _TRAILING_COMMA.sub(" ", text)
    return text
