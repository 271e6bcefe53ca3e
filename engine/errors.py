"""The one error type every rejected input raises.

Vocabulary: ``line`` and ``column`` are 1-based positions in the text the user typed;
``found`` is the offending text, quoted in the message; ``expected`` says what would
have been accepted there.
"""

__all__ = ["InputError"]


class InputError(ValueError):
    """Input that cannot be read, with the 1-based line and column where reading stopped.

    >>> str(InputError(3, 7, "unknown token", found="X9", expected="a number, S## or L##"))
    "line 3, col 7: unknown token 'X9' (expected a number, S## or L##)"
    """

    def __init__(self, line, column, message, *, found=None, expected=None):
        self.line = int(line)
        self.column = int(column)
        self.reason = message
        self.found = found
        self.expected = expected
        text = f"line {self.line}, col {self.column}: {message}"
        if found is not None:
            text += f" {_clip(found)!r}"
        if expected:
            text += f" (expected {expected})"
        super().__init__(text)

    @classmethod
    def at(cls, token, message, *, found=None, expected=None):
        """The error at a Token (or anything with a 1-based ``line`` and ``column``).

        >>> from engine.text import Token
        >>> str(InputError.at(Token("X9", 3, 7), "unknown token", found="X9", expected="a number"))
        "line 3, col 7: unknown token 'X9' (expected a number)"
        """
        return cls(token.line, token.column, message, found=found, expected=expected)

    @classmethod
    def at_end(cls, tokens, message, *, expected=None):
        """The error just after the last of ``tokens`` (line 1, col 1 when there are none), at "end of input".

        >>> from engine.text import words
        >>> str(InputError.at_end(words("3 4", 2), "the board ends at", expected="a pair"))
        "line 2, col 4: the board ends at 'end of input' (expected a pair)"
        """
        line, column = (tokens[-1].line, tokens[-1].column + len(tokens[-1])) if tokens else (1, 1)
        return cls(line, column, message, found="end of input", expected=expected)

    def to_dict(self):
        return {
            "line": self.line,
            "column": self.column,
            "message": str(self),
            "reason": self.reason,
            "found": self.found,
            "expected": self.expected,
        }


def _clip(text, limit=40):
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"
