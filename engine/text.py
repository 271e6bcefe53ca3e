"""Small helpers shared by the parsers: positions and tokens with line and column.

Vocabulary: an *offset* is a 0-based index into the whole text; a *position* is the
1-based ``(line, column)`` pair that error messages show.
"""

import re

__all__ = ["position", "words", "Token"]

_WORD = re.compile(r"\S+")


class Token(str):
    """A piece of the input that remembers where it stood.

    >>> t = Token("L2", 3, 1)
    >>> (t, t.line, t.column)
    ('L2', 3, 1)
    """

    __slots__ = ("column", "line")

    def __new__(cls, value, line, column):
        self = super().__new__(cls, value)
        self.line = line
        self.column = column
        return self


def position(text, offset):
    """The 1-based (line, column) of ``offset`` in ``text``.

    >>> position("ab\\ncd", 4)
    (2, 2)
    """
    line = text.count("\n", 0, offset) + 1
    start = text.rfind("\n", 0, offset) + 1
    return line, offset - start + 1


def words(line_text, line_number, pattern=_WORD):
    """The whitespace-separated words of one line, as Tokens.

    >>> [(w, w.column) for w in words("  06 L1", 5)]
    [('06', 3), ('L1', 6)]
    """
    return [Token(m.group(), line_number, m.start() + 1) for m in pattern.finditer(line_text)]
