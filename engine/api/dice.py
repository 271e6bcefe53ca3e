"""The ``dond`` tool's request: three numbers from the text (or the options s, t, last), checked.

The numbers' positions are kept so a mistake points at the word that caused it.
"""

from .. import dond
from ..errors import InputError
from ..limits import DOND_MAX_SIDES, DOND_MAX_STEPS, DOND_TABLE_ROWS
from ..text import words

__all__ = ["dond_tool", "EXPECTED"]

#: What a legal game looks like, quoted by every range mistake.
EXPECTED = "s >= 1, t >= 0, -1 <= last-roll < s"
_NAMES = ("s", "t", "last-roll")
#: Why a reply has no exact fraction.
EXACT_NOTE = (
    "not computed: s and t are too large for the exact integer count; the decimal is the C++ program's float DP"
)


def _integer(word, name, line, col):
    if not word.lstrip("+-").isdigit() or not word.isascii() or word.count("-") + word.count("+") > 1:
        raise InputError(line, col, f"{name} must be an integer, not", found=str(word))
    return int(word)


def numbers(text, o):
    """(s, t, last, positions): from the options when all three are given, else from ``text``.

    >>> numbers("6 3 -1", {"s": None, "t": None, "last": None})
    (6, 3, -1, [(1, 1), (1, 3), (1, 5)])
    """
    if all(o.get(k) is not None for k in ("s", "t", "last")):
        return o["s"], o["t"], o["last"], [(1, 1)] * 3
    tokens = _command(text) or [tok for n, line in enumerate(text.splitlines(), start=1) for tok in words(line, n)]
    if len(tokens) != 3:
        line, col = (tokens[3].line, tokens[3].column) if len(tokens) > 3 else (1, len(text.rstrip()) + 1)
        raise InputError(
            line, col, f"expected 3 arguments 's t last-roll', got {len(tokens)}", expected="e.g. '6 3 -1'"
        )
    values = [_integer(tok, name, tok.line, tok.column) for tok, name in zip(tokens, _NAMES)]
    return (*values, [(tok.line, tok.column) for tok in tokens])


def _command(text):
    """The argument words of a ``dond s t last`` command line, as the lab's transcripts print it
    (``UNIX> dond 6 2 -1``, then its printout and the next prompt, which are left out); None when
    the text's first line is no such command.

    >>> [str(w) for w in _command("UNIX> dond 6 2 -1\\n0.555556\\nUNIX>")], _command("6 2 -1")
    (['6', '2', '-1'], None)
    """
    lines = [(n, line) for n, line in enumerate(text.splitlines(), start=1) if line.strip()]
    if not lines:
        return None
    toks = words(lines[0][1], lines[0][0])
    if toks and (toks[0].endswith(">") or toks[0] in ("$", "%")):
        toks = toks[1:]  # a shell prompt
    if not toks or not _is_dond(toks[0]):
        return None
    for n, line in lines[1:]:
        later = words(line, n)
        if any(_is_dond(w) for w in later[:2]):
            word = next(w for w in later if _is_dond(w))
            raise InputError.at(word, "a second dond command:", found=line.strip(), expected="one command at a time")
    return toks[1:]


def _is_dond(word):
    return word == "dond" or word.endswith("/dond")


def _page_limits(s, t, where):
    if s > DOND_MAX_SIDES:
        raise InputError(
            *where[0],
            f"s = {s:,} is more than this page computes ({DOND_MAX_SIDES:,})",
            expected="a smaller s (the command line has no limit)",
        )
    if s * t > DOND_MAX_STEPS:
        raise InputError(
            *where[1],
            f"s * t = {s * t} is more than this page computes ({DOND_MAX_STEPS})",
            expected="a smaller s or t (the command line has no limit)",
        )


def dond_tool(text, o):
    """``Dond.to_dict()`` for the page (``o["page"]``), else the command line's two lines:
    ``text`` (the C++ program's printout) and ``exact`` (when ``o["exact"]``)."""
    s, t, last, where = numbers(text, o)
    reason = dond.check_arguments(s, t, last)
    if reason:
        bad = 0 if s < 1 else 1 if t < 0 else 2
        raise InputError(*where[bad], reason, expected=EXPECTED)
    if not o["page"]:
        exact = dond.fraction_text(dond.probability(s, t, last)) if o["exact"] else None
        return {"s": s, "t": t, "last": last, "text": dond.dond_text(s, t, last), "exact": exact}
    _page_limits(s, t, where)
    result = dond.dond(s, t, last, exact=True if o["exact"] else None).to_dict()
    result["command"] = f"dond {s} {t} {last}"
    result["exact_note"] = None if result["exact"] is not None else EXACT_NOTE
    rows = result["by_last"]
    if len(rows) > DOND_TABLE_ROWS:
        # The table shows both ends and the chosen row; the rest would only weigh down the reply.
        half = DOND_TABLE_ROWS // 2
        keep = set(range(half)) | set(range(len(rows) - half, len(rows))) | {last + 1}
        result["by_last"] = [row for i, row in enumerate(rows) if i in keep]
        result["by_last_omitted"] = len(rows) - len(result["by_last"])
    return result
