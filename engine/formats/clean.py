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

__all__ = ["clean", "unframe"]

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
#: a Markdown code fence line (```, ```text, ~~~): blanked whole, unless what follows the fence is
#: more than a language's name (a page turned into text may start the example on the fence's line)
_FENCE = re.compile(r"^([ ]*(?:```|~~~)[`~]*)([^\n]*)$", re.M)
_INFO_STRING = re.compile(r"[ ]*(?:[A-Za-z][\w+#.-]*)?[ ]*")
_COMMENT = re.compile(r"/\*.*?(?:\*/|\Z)|//[^\n]*|#[^\n]*", re.S)
#: a Markdown heading that names an example's output ("### Sample Output"): its hashes blanked, not
#: the words, which ``unframe`` cuts the output from (a comment would hide them)
_OUTPUT_HEADING = re.compile(
    r"(?im)^([ ]*#{1,6})(?=[ ]+(?:(?:sample|expected|example)[ ]+)?(?:output|explanation)[ ]*(?:\d+)?[ ]*:?[ ]*$)"
)
_TRAILING_COMMA = re.compile(r",(?=\s*(?:[\]\)}]|\Z))")


_BLANKED = re.compile(r"[^\n]")


def _blank(match):
    return _BLANKED.sub(" ", match.group())


def _fence(match):
    """A fence line blanked, or only its fence when an example follows it on the line.

    >>> _FENCE.sub(_fence, "```python\\n``` A = [[3, 22]]")
    '         \\n    A = [[3, 22]]'
    """
    fence, rest = match.groups()
    return _BLANKED.sub(" ", match.group()) if _INFO_STRING.fullmatch(rest) else " " * len(fence) + rest


def clean(text):
    """``text`` with BOM, CR, tabs, smart quotes, minus signs, Markdown marks, comments and trailing
    commas blanked or normalised."""
    text = text.replace("\r\n", " \n").replace("\r", "\n")
    if "```" in text or "~~~" in text:
        text = _FENCE.sub(_fence, text)
    text = text.translate(_SAME_LENGTH)
    if "#" in text:
        text = _OUTPUT_HEADING.sub(_blank, text)
    if "#" in text or "/" in text:
        text = _COMMENT.sub(_blank, text)
    text = text.replace("**", "  ")  # Markdown's bold marks (``**Input:**``), once comments are gone
    if "," in text:
        text = _TRAILING_COMMA.sub(" ", text)
    return text


#: a line that only names an example's input: "Sample Input", "Sample Input 0", "Example 1:", "Input:",
#: or the headings and button words of a judge's page around it ("Examples", "Copy", "Sample Input 1 Copy")
_INPUT_LINE = re.compile(
    r"(?im)^[ ]*(?:(?:sample|example)s?[ ]+input|samples?|examples?|input|copy)(?:[ ]*#?\d+)?(?:[ ]+copy)?[ ]*:?[ ]*$"
)
#: the labels before an example's input on its own line: "Input: 2 6 11 ...", "Example: Input: 2 ..."
_INPUT_LABELS = re.compile(r"(?im)^[ ]*(?:example(?:[ ]*\d+)?[ ]*:[ ]*)?(?:sample[ ]+)?input(?:[ ]*\d+)?[ ]*:")
#: where an example's output or explanation begins: the rest is not input
_OUTPUT = re.compile(r"(?im)^[ ]*(?:(?:sample|expected|example)[ ]+)?(?:output|explanation)\b")


def unframe(text):
    """The ``clean`` text of a problem statement's example without its framing: the lines that name
    the input ("Sample Input", "Example 1:", "Input:") and the labels before it on its line blanked,
    and everything from the first output or explanation label on ("Sample Output", "Output:")
    blanked, positions kept (``formats.read`` tries it when the text reads no way as it is).

    >>> unframe("Sample Input\\n\\n1\\n3 90\\n0\\nSample Output\\n\\n1\\n")
    '            \\n\\n1\\n3 90\\n0\\n             \\n\\n \\n'
    """
    text = _INPUT_LINE.sub(_blank, text)
    text = _INPUT_LABELS.sub(_blank, text)
    end = _OUTPUT.search(text)
    return text if end is None else text[: end.start()] + _BLANKED.sub(" ", text[end.start() :])


#: a prompt before a line's numbers, as a program's console session shows it: "No. of ladders : 6",
#: "Ladder : 4 56" (words, then a colon, then numbers only)
_PROMPT = re.compile(r"(?m)^([ ]*[A-Za-z][^:\n\d]*(?:\d+[^:\n\d]*)?:)(?=[ ]*[+-]?\d[\d ,+-]*[ ]*$)")


def unprompt(text):
    """``text`` with each line's prompt blanked, positions kept, when every line holding words is a
    prompt followed by numbers (else ``text``): a console session of a program that asked for
    each number.

    >>> unprompt("No. of tests : 1\\nLadder : 4 56\\n7 9")
    '               1\\n         4 56\\n7 9'
    >>> unprompt("Ladders: from 9 to 34") == "Ladders: from 9 to 34"
    True
    """
    bare = _PROMPT.sub(_blank, text)
    if bare == text or re.search(r"[A-Za-z]", bare):
        return text
    return bare
