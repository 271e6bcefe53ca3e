"""Seed 000's ``move[]`` array: N, then N integers, ``-1`` where no snake or ladder starts.

Vocabulary: squares are numbered 0..N-1 (base 0, as in the seed's C++ program); entry ``i``
is the square a snake or ladder at ``i`` takes the player to, or ``-1``.

Two spellings are read:

- plain: ``30`` then thirty values, separated by blanks, newlines or commas;
- C-style, the lines of the seed's driver program::

      int N = 30;
      moves[2] = 21;   // a ladder
      moves[26] = 0;   // a snake

  Comments, braces, ``int main()``, ``cout << ...;``, ``return 0;``, the
  ``int moves[N];`` declaration and the ``for`` loop that fills the array with -1 are
  skipped, so the whole driver can be pasted; any other statement is an error. ``move[...]`` is
  accepted for ``moves[...]``. A later assignment to the same index wins, as in C.

An entry that points at its own square does nothing; it is dropped with a warning.
"""

import re
from dataclasses import replace

from ..board import MAX_SQUARES, Board, Jump
from ..errors import InputError
from ..text import Token, words
from . import jumps as J

__all__ = ["parse", "write", "looks_like", "might_be", "NAME", "BASE"]

NAME = "moves"
BASE = 0

_SEP = re.compile(r"[^\s,]+")
_INT = re.compile(r"[+-]?\d+")
_C_ENTRY = re.compile(r"\bmoves?\s*\[\s*\d+\s*\]\s*=")
_C_STATEMENTS = [
    ("size", re.compile(r"(?:(?:const\s+)?int\s+)?N\s*=\s*(?P<n>[^;\s]+)\s*;?")),
    ("decl", re.compile(r"int\s+moves?\s*\[\s*(?P<n>N|\d+)\s*\]\s*;?")),
    ("for", re.compile(r"for\s*\(.*\)\s*\{?")),
    ("fill", re.compile(r"moves?\s*\[\s*[A-Za-z_]\w*\s*\]\s*=\s*-1\s*;?")),
    ("brace", re.compile(r"[{}]")),
    ("main", re.compile(r"int\s+main\s*\(\s*(?:void)?\s*\)\s*\{?")),
    ("print", re.compile(r"(?:std::)?cout\s*<<[^;]*;")),
    ("return", re.compile(r"return\s+\d+\s*;")),
]
_C_ASSIGN = re.compile(r"moves?\s*\[\s*(?P<i>[^\]\s]*)\s*\]\s*=\s*(?P<v>[^;\s]*)\s*;")


def looks_like(text):
    """True for C-style ``moves[i] = j;`` lines, or for N followed by exactly N integers.

    >>> looks_like("3\\n-1 -1 -1"), looks_like("moves[2] = 21;"), looks_like("2 1\\n3 9\\n4 7\\n9 2")
    (True, True, False)
    """
    values = _numbers(text)
    if values is not None:
        return len(values) > 0 and int(values[0]) == len(values) - 1
    return bool(_C_ENTRY.search(text))


def parse(text):
    """Read a ``move[]`` array (plain or C-style) into a Board numbered from 0.

    >>> b = parse("5\\n-1 3 -1 -1 -1")
    >>> b.size, [(j.start, j.end) for j in b.jumps], b.base
    (5, [(1, 3)], 0)
    >>> parse("int N = 6;\\nmoves[1] = 4;").jump_map()
    {1: 4}
    """
    values = _numbers(text)
    if values is None and (_C_ENTRY.search(text) or re.search(r"\bint\s+N\s*=", text)):
        return _parse_c(text)
    return _parse_plain(text, values)


def _tokens(text):
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        out.extend(words(line, n, _SEP))
    return out


_NUMERIC = frozenset("0123456789-+, \t\r\n")


def _numbers(text):
    """The words of a text made only of whole numbers (blank- or comma-separated), else None."""
    if not set(text) <= _NUMERIC:
        return None
    words = text.replace(",", " ").split()
    try:
        for w in words:
            int(w)
    except ValueError:
        return None
    return words


def _parse_plain(text, values=None):
    fast = _parse_plain_fast(values) if values else None
    if fast is not None:
        return fast
    toks = _tokens(text)
    J.whole_numbers(toks, "N and then N values", "N and then N values, each -1 or a square 0..N-1")
    head = toks[0]
    n = int(head)
    if not 2 <= n <= MAX_SQUARES:
        raise InputError.at(
            head, "the number of squares is out of range:", found=str(head), expected=f"2..{MAX_SQUARES:,}"
        )
    values = toks[1:]
    J.exact_count(
        toks,
        n + 1,
        (f"only {len(values)} of the {n} values are here; the board ends at", f"{n} values after N"),
        (f"more than N = {n} values; the first extra one is", f"exactly {n} values after N"),
    )
    entries = [(i, v) for i, v in enumerate(values)]
    return _build(n, entries)


def _parse_plain_fast(values):
    """The board when ``values`` (the words of a numbers-only text) are a valid array without self-jumps, else
    None (then the careful reader finds the error's position). No Token per value: a million
    squares read in a fraction of a second."""
    n = int(values[0])
    if not 2 <= n <= MAX_SQUARES or len(values) != n + 1:
        return None
    jumps = []
    for i, v in enumerate(values[1:]):
        if v != "-1":
            t = int(v)
            if not 0 <= t < n or t == i:
                return None
            jumps.append(Jump(i, t))
    return Board.build(n, jumps, base=BASE)


def _build(n, entries):
    """Board from (index, value-token) pairs; values checked against n."""
    jumps = []
    warnings = []
    for i, tok in entries:
        v = int(tok)
        if v == -1:
            continue
        if not 0 <= v < n:
            raise InputError.at(
                tok, f"move[{i}] is off the board:", found=str(tok), expected=f"-1 or a square 0..{n - 1}"
            )
        if v == i:
            warnings.append(f"line {tok.line}, col {tok.column}: move[{i}] = {i} points at its own square; ignored")
            continue
        jumps.append(Jump(i, v, where=(tok.line, tok.column)))
    return Board.build(n, jumps, base=BASE, warnings=tuple(warnings))


def _strip_comments(text):
    """Blank out // and /* */ comments, keeping every other character where it was."""

    def blank(m):
        return re.sub(r"[^\n]", " ", m.group())

    return re.sub(r"/\*.*?\*/|//[^\n]*", blank, text, flags=re.S)


def _parse_c(text):
    size = size_tok = None
    assigned, warnings = {}, []  # index -> (value token, index token)
    for n, line in enumerate(_strip_comments(text).splitlines(), 1):
        pos = _blanks_from(line, 0)
        while pos < len(line):
            m = _C_ASSIGN.match(line, pos)
            if m and _INT.fullmatch(m.group("i")):
                _c_assign(m, n, assigned, warnings)
            else:
                kind, m = _c_statement(line, n, pos)
                if kind == "size":
                    size_tok = Token(m.group("n"), n, m.start("n") + 1)
                    size = _c_size(size_tok)
                elif kind == "decl" and m.group("n") != "N" and size is None:
                    size_tok = Token(m.group("n"), n, m.start("n") + 1)
                    size = int(size_tok)
            pos = _blanks_from(line, m.end())
    board = _build(_c_size_checked(size, size_tok, assigned), sorted((i, v) for i, (v, _) in assigned.items()))
    if warnings:
        board = replace(board, warnings=tuple(warnings) + board.warnings)
    return board


def _blanks_from(line, pos):
    """The offset of the first character at or after ``pos`` that is not a blank."""
    while pos < len(line) and line[pos] in " \t\r":
        pos += 1
    return pos


def _c_assign(m, n, assigned, warnings):
    """Take the ``moves[i] = j;`` of match ``m`` on line ``n`` (a later one for the same i wins, warned)."""
    itok = Token(m.group("i"), n, m.start("i") + 1)
    vtok = Token(m.group("v"), n, m.start("v") + 1)
    if not _INT.fullmatch(vtok):
        raise InputError(
            n, vtok.column, "not a whole number:", found=str(vtok) or ";", expected="-1 or a square number"
        )
    if int(itok) in assigned:
        warnings.append(f"line {n}, col {m.start() + 1}: moves[{int(itok)}] is assigned again; the later value wins")
    assigned[int(itok)] = (vtok, itok)


def _c_statement(line, n, pos):
    """The kind and match of the statement of ``_C_STATEMENTS`` at ``pos`` on line ``n``; InputError if none."""
    for kind, pattern in _C_STATEMENTS:
        m = pattern.match(line, pos)
        if m:
            return kind, m
    end = pos
    while end < len(line) and line[end] not in ";\n" and end - pos < 30:
        end += 1
    raise InputError(
        n,
        pos + 1,
        "unexpected C statement:",
        found=line[pos : end + 1].strip(),
        expected="int N = 30; or moves[i] = j;",
    )


def _c_size(tok):
    """The board size of ``int N = tok;``; InputError unless a whole number."""
    if not re.fullmatch(r"\d+", tok):
        raise InputError(
            tok.line,
            tok.column,
            "the board size must be a whole number, not",
            found=str(tok),
            expected="e.g. int N = 30;",
        )
    return int(tok)


def _c_size_checked(size, size_tok, assigned):
    """``size``, once there is one in range and every index assigned is on the board."""
    if size is None:
        raise InputError(
            1,
            1,
            "no board size in the C-style moves; the array's length is missing",
            expected="a line such as int N = 30; before the moves[i] = j; lines",
        )
    if not 2 <= size <= MAX_SQUARES:
        raise InputError.at(
            size_tok, "the number of squares is out of range:", found=str(size_tok), expected=f"2..{MAX_SQUARES:,}"
        )
    for i, (_vtok, itok) in assigned.items():
        if not 0 <= i < size:
            raise InputError.at(
                itok, f"index off a {size}-square board:", found=str(itok), expected=f"an index 0..{size - 1}"
            )
    return size


def write(board):
    """N on the first line, then the N entries (labels renumbered from 0), 10 to a line.

    >>> print(write(parse("4 -1 3 -1 -1")))
    4
    -1 3 -1 -1
    """
    move = [-1] * board.size
    for j in board.jumps:
        move[j.start] = j.end
    lines = [str(board.size)]
    for k in range(0, board.size, 10):
        lines.append(" ".join(map(str, move[k : k + 10])))
    return "\n".join(lines)


def might_be(text):
    """A broken array still starts with a line holding one number N (or has C-style lines)."""
    if re.search(r"\bint\s+N\s*=|\bmoves?\s*\[", text):
        return True
    first = next((line.split() for line in text.splitlines() if line.strip()), [])
    return len(first) == 1 and bool(_INT.fullmatch(first[0]))
