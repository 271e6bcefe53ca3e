"""Board formats: one module per format, each with ``parse(text) -> Board`` and ``write(board) -> str``
(formats that hold several boards also have ``parse_all`` and ``write_all``).

``read(text, fmt="auto")`` cleans a paste (``clean``), reads it in every format it fits and
returns a ``Reading``: the boards, the format and a one-line summary. A paste that fits two
formats giving different boards raises ``AmbiguousInput`` naming each reading; one that fits
none raises the error of the reading that got furthest. ``detect(text)`` names the format and
``parse(text, fmt=None)`` reads one board (both through ``read``); ``write(board, fmt)`` converts.
"""

from dataclasses import dataclass, field, replace

from ..board import MAX_SQUARES
from ..errors import InputError
from ..limits import MAX_TEXT_CHARS
from . import (
    arrays,
    cf1245,
    chutes,
    counts,
    dicts,
    gfg,
    gfgtests,
    hackerearth,
    hackerrank,
    hrcomma,
    hrtest,
    interviewbit,
    jumplist,
    lc909,
    lcpanel,
    lcrows,
    lightoj,
    moves,
    pairs,
    portals,
    prose,
    tuples,
    uil,
)
from .clean import clean, unframe, unprompt
from .jumps import one_board, summary_counts

__all__ = [
    "FORMATS",
    "READERS",
    "Reading",
    "AmbiguousInput",
    "read",
    "detect",
    "parse",
    "write",
    "write_all",
    "check_size",
    "title",
    "summarize",
    "MAX_TEXT_CHARS",
]

#: Formats that write one value per square (the others write two per jump).
_ONE_VALUE_PER_SQUARE = ("uil", "lc909", "moves")

#: name -> module, in the order detection tries them (the first of equal readings is named).
READERS = {
    "pairs": pairs,
    "uil": uil,
    "lc909": lc909,
    "lcpanel": lcpanel,
    "lcrows": lcrows,
    "moves": moves,  # N then N values: never also L S + 2(L+S) numbers
    "counts": counts,
    "hrtest": hrtest,
    "hackerrank": hackerrank,
    "hrcomma": hrcomma,
    "portals": portals,
    "jumplist": jumplist,
    "gfg": gfg,
    "gfgtests": gfgtests,
    "lightoj": lightoj,
    "hackerearth": hackerearth,
    "arrays": arrays,
    "dicts": dicts,
    "tuples": tuples,
    "interviewbit": interviewbit,
    "cf1245": cf1245,
    "chutes": chutes,
    "prose": prose,
}
#: The formats the converter and the tools' menus have always listed (every name in READERS is read).
FORMATS = {name: READERS[name] for name in ("pairs", "uil", "lc909", "moves", "counts")}
_TITLES = {
    "pairs": "Ladder/Snake pair lists",
    "uil": "UIL grid",
    "lc909": "LeetCode board",
    "moves": "move[] values",
    "counts": "L S counts file",
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


def title(fmt):
    """The words a page or an error uses for format ``fmt``: ``title("lc909") == "LeetCode board"``."""
    return getattr(READERS[fmt], "TITLE", None) or _TITLES.get(fmt, fmt)


@dataclass(frozen=True)
class Reading:
    """What a paste was read as: ``boards`` (in input order), ``format``, a one-line ``summary``,
    ``hints`` (rules the source states, e.g. ``{"end": "exact"}``) and ``notes`` (readings set aside)."""

    boards: tuple
    format: str
    summary: str
    hints: dict = field(default_factory=dict)
    notes: tuple = ()

    @property
    def board(self):
        return self.boards[0]

    def to_dict(self):
        return {
            "format": self.format,
            "summary": self.summary,
            "count": len(self.boards),
            "hints": dict(self.hints),
            "notes": list(self.notes),
        }


class AmbiguousInput(InputError):
    """A paste that fits several formats giving different boards; ``readings`` lists each as
    ``{"format", "summary"}``."""

    def __init__(self, readings):
        self.readings = readings
        ways = "; ".join(f"{r['summary']} (--format {r['format']})" for r in readings)
        super().__init__(
            1,
            1,
            f"this text reads {len(readings)} ways, with different boards: {ways}",
            expected="a format chosen by name",
        )

    def to_dict(self):
        return {**super().to_dict(), "readings": list(self.readings)}


def summarize(fmt, boards):
    """``'LeetCode board, 6x6, 2 ladders, 1 snake'`` or ``'judge multi-test file, 3 boards'``."""
    if len(boards) != 1:
        return f"{title(fmt)}, {len(boards)} boards"
    b = boards[0]
    shape = f"{b.cols}x{b.cols}" if b.cols * b.cols == b.size else f"{b.size} squares"
    return f"{title(fmt)}, {shape}, {summary_counts(b)}"


def _boards(fmt, text):
    module = READERS[fmt]
    parse_all = getattr(module, "parse_all", None)
    return tuple(parse_all(text)) if parse_all else (module.parse(text),)


def _reading(fmt, boards, notes=()):
    return Reading(boards, fmt, summarize(fmt, boards), dict(getattr(READERS[fmt], "HINTS", {})), tuple(notes))


def _key(boards):
    return tuple((b.size, b.start, b.goal, tuple((j.start, j.end) for j in b.jumps)) for b in boards)


def _choose(fits):
    """The reading to use among ``[(fmt, boards)]``; AmbiguousInput when they disagree."""
    clean_fits = [(f, bs) for f, bs in fits if not any(b.warnings for b in bs)]
    chosen = clean_fits or fits
    notes = [f"also reads as {summarize(f, bs)}, with warnings; not chosen" for f, bs in fits if (f, bs) not in chosen]
    distinct = {}
    for fmt, boards in chosen:
        distinct.setdefault(_key(boards), (fmt, boards))
    if len(distinct) > 1:
        raise AmbiguousInput([{"format": f, "summary": summarize(f, bs)} for f, bs in distinct.values()])
    fmt, boards = chosen[0]
    return _reading(fmt, boards, notes)


def _closest(failures, hopeful):
    """The InputError of the reading that got furthest into the text, among the formats that claim
    it (``hopeful``) when any does; its reason names the reading."""
    fmt, err = max(failures, key=lambda fe: (fe[1].line, fe[1].column))
    lead = (
        f"read as {title(fmt)} ({fmt})" if fmt in hopeful else f"cannot tell which board format this is; closest, {fmt}"
    )
    closest = InputError(err.line, err.column, f"{lead}: {err.reason}", found=err.found, expected=err.expected)
    closest.closest = fmt
    closest.original = err
    return closest


def read(text, fmt="auto"):
    """Read every board in ``text``: a Reading, AmbiguousInput, or the closest reading's InputError.
    A text that reads no way as it is, but does once a problem statement's framing is blanked (its
    "Sample Input" or "Input:" labels and, from "Sample Output" or "Output:" on, the rest,
    ``clean.unframe``), is read so, with a note; so is one that reads only as jumps in words when the
    sample without its framing reads in a judge's format (the words were the statement's explanation).

    >>> r = read("1\\n3 90\\n3\\n99 10\\n98 10\\n97 10")
    >>> r.format, r.summary
    ('hrtest', 'HackerRank test, 10x10, 1 ladder, 3 snakes')
    >>> read("Sample Input\\n1\\n3 90\\n0\\nSample Output\\n3").notes
    ("read without the statement's labels and what follows its output label",)
    """
    check_size(text)
    text = clean(text)
    try:
        reading = _read_clean(text, fmt)
    except AmbiguousInput:
        raise
    except InputError as err:
        return _read_bare(text, fmt, err)
    return _sample_over_words(text, fmt, reading)


def _read_bare(text, fmt, err):
    """The reading of ``text`` without a statement's framing (``unframe``), else without the prompts
    of a program's console session ("No. of ladders : 6", ``unprompt``), with a note; else the
    error of the reading that got furthest."""
    framed, errors = unframe(text), [err]
    tries = [(framed, (_UNFRAMED,))]
    unprompted = unprompt(framed)
    if unprompted != framed:
        tries.append((unprompted, (_UNFRAMED, _UNPROMPTED) if framed != text else (_UNPROMPTED,)))
    for bare, notes in tries:
        if bare == text or not bare.strip():
            continue
        try:
            reading = _read_clean(bare, fmt)
        except AmbiguousInput:
            raise
        except InputError as other:
            errors.append(other)
            continue
        return replace(reading, notes=(*reading.notes, *notes))
    raise max(errors, key=lambda e: (e.line, e.column)) from None


def _sample_over_words(text, fmt, reading):
    """``reading``, or when it is jumps in words (``prose``) found in a statement whose sample,
    without the framing, reads in another format: that reading, with a note. A pasted example whose
    explanation says "a ladder going from 5 to 97" is its sample input, not that sentence."""
    bare = unframe(text)
    if reading.format != "prose" or fmt not in (None, "", "auto") or bare == text or not bare.strip():
        return reading
    try:
        sample = _read_clean(bare, fmt)
    except InputError:
        return reading
    if sample.format == "prose":
        return reading
    return replace(sample, notes=(*sample.notes, _UNFRAMED, f"also reads as {reading.summary} (its words); not chosen"))


_UNFRAMED = "read without the statement's labels and what follows its output label"
_UNPROMPTED = "read without the prompts before each line's numbers (a program's console session)"


def _read_clean(text, fmt):
    """``read`` on a text already cleaned."""
    if fmt not in (None, "", "auto"):
        if fmt not in READERS:
            raise ValueError(f"unknown board format {fmt!r} (known: {', '.join(READERS)})")
        check_size(text, fmt)
        return _reading(fmt, _boards(fmt, text))
    if not text.strip():
        raise InputError(1, 1, "the board is empty", expected="a board in one of: " + ", ".join(READERS))
    fits, failures = [], []
    for name, module in READERS.items():
        if module.looks_like(text):
            try:
                fits.append((name, _boards(name, text)))
            except InputError as err:
                failures.append((name, err))
    if fits:
        return _choose(fits)
    hopeful = {n for n, _ in failures}
    if not failures:
        # Nothing fits: a format that says the text is a broken board of its kind (``might_be``)
        # reads it, so the error names the real mistake; with none, every format tries.
        hopeful = {n for n, m in READERS.items() if getattr(m, "might_be", None) and m.might_be(text)}
        for name in [n for n in READERS if n in hopeful] or READERS:
            try:
                return _reading(name, _boards(name, text))
            except InputError as err:
                failures.append((name, err))
    raise _closest(failures, hopeful)


def detect(text):
    """The name of the format ``text`` is read as (see ``read``), or raise InputError."""
    return read(text).format


def parse(text, fmt=None):
    """Read one board from ``text`` in format ``fmt`` (detected when None or 'auto')."""
    if fmt not in (None, "", "auto", *READERS):
        raise ValueError(f"unknown board format {fmt!r} (known: {', '.join(READERS)})")
    try:
        reading = read(text, fmt or "auto")
    except InputError as err:
        if "cannot tell" in err.reason:
            raise
        raise getattr(err, "original", err) from None  # the format's own words, as before ``read``
    return one_board(reading.boards, reading.format)


def write(board, fmt):
    if fmt not in READERS:
        raise ValueError(f"unknown board format {fmt!r} (known: {', '.join(READERS)})")
    return READERS[fmt].write(board)


def write_all(boards, fmt):
    """Several boards in format ``fmt`` (one board for formats that hold one)."""
    write_many = getattr(READERS.get(fmt), "write_all", None)
    if write_many is not None:
        return write_many(list(boards))
    return write(one_board(list(boards), fmt), fmt)
