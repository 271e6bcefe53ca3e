"""Seed 001's board: D rows of D cells, zero-padded square numbers and S##/L## labels.

    06 L1 08
    05 S1 03
    00 L1 S1

Vocabulary:
- a *cell* is one word of a row: a *number* (the square's own index, zero-padded; readers
  ignore its value, as the judge's programs do) or a *label* ``S##`` / ``L##``;
- squares count from 0 at the bottom-left and run boustrophedon: the bottom row left to
  right, the next right to left, ...; the *goal* ``D*D - 1`` is top-left for even D and
  top-right for odd D;
- a label's *key* is its kind and number, so ``L01`` and ``L1`` are the same label; its
  *ends* are the squares that carry it. A ladder's ends climb to its highest end, a snake's
  ends slide to its lowest; landing on that highest (lowest) end does nothing.

A label with one end does nothing (a warning); a label with three or more ends makes every
end but the top (bottom) jump there. A lone board may start with its ``D`` line.
"""

import re
from math import isqrt

from ..board import Board, Jump
from ..errors import InputError
from ..text import words

__all__ = ["parse", "write", "looks_like", "might_be", "parse_rows", "square_at", "cell_kind", "MAX_SIDE"]

NAME = "uil"
BASE = 0
#: Largest side D accepted (D*D squares must stay within board.MAX_SQUARES).
MAX_SIDE = 1000

_CELL = re.compile(r"(?:([SsLl])([0-9]+)|([0-9]+))\Z")
_WORD = re.compile(r"\S+")
_EXPECTED_CELL = "a square number, S## (snake) or L## (ladder)"


def cell_kind(word):
    """``('number', n)``, ``('L', n)``, ``('S', n)`` for one cell, or None when it is neither.

    >>> cell_kind("007"), cell_kind("L01"), cell_kind("s3"), cell_kind("X9")
    (('number', 7), ('L', 1), ('S', 3), None)
    """
    m = _CELL.match(word)
    if not m:
        return None
    if m.group(3) is not None:
        return ("number", int(m.group(3)))
    return (m.group(1).upper(), int(m.group(2)))


def looks_like(text):
    """True when ``text`` is D rows of D cells (after an optional D line) with at least one label.

    >>> looks_like("03 L1\\n00 L1"), looks_like("2\\n03 L1\\n00 L1"), looks_like("-1 -1\\n-1 -1")
    (True, True, False)
    """
    head = [line.split() for line in text[:20000].splitlines()[:3] if line.strip()]
    width = len(head[1]) if len(head) > 1 and len(head[0]) == 1 else len(head[0]) if head else 0
    if text.count("\n") > 3 * (width + 2):
        return False  # D rows of D cells: far more lines than cells in a row is never a grid
    rows = [line.split() for line in text.splitlines() if line.strip()]
    if len(rows) > 1 and len(rows[0]) == 1 and rows[0][0].isdigit() and rows[0][0].isascii():
        rows = rows[1:]
    if len(rows) < 2 or any(len(r) != len(rows) for r in rows):
        return False
    labelled = False
    for row in rows:
        for w in row:
            kind = cell_kind(w)
            if kind is None:
                return False
            labelled = labelled or kind[0] != "number"
    return labelled


def might_be(text):
    """True when ``text`` is mostly uil cells with some S##/L## label, though not a clean board
    (so a broken uil board gets a uil error message).

    >>> might_be("03 L1 04\\n00 L1"), might_be("Ladder = [[6,46]]")
    (True, False)
    """
    toks = text.split()
    kinds = [cell_kind(t) for t in toks]
    cells = sum(k is not None for k in kinds)
    labels = sum(k is not None and k[0] != "number" for k in kinds)
    return labels > 0 and cells * 5 >= len(toks) * 4


def square_at(side, row_from_top, col):
    """The square drawn at ``row_from_top``, ``col`` of a ``side`` x ``side`` board.

    >>> [square_at(3, 0, c) for c in range(3)], [square_at(3, 1, c) for c in range(3)]
    ([6, 7, 8], [5, 4, 3])
    """
    r = side - 1 - row_from_top
    return r * side + (col if r % 2 == 0 else side - 1 - col)


def parse_rows(rows, side):
    """A Board from exactly ``side`` rows given as ``(line_number, line_text)`` pairs.

    >>> b = parse_rows([(1, "06 L1 08"), (2, "05 S1 03"), (3, "00 L1 S1")], 3)
    >>> [(j.start, j.end, j.name, j.where) for j in b.jumps]
    [(1, 7, 'L1', (3, 4)), (4, 2, 'S1', (2, 4))]
    """
    side = int(side)
    rows = list(rows)
    _check_shape(rows, side)
    ends, mismatched = _read_cells(rows, side)
    warnings = _numbering_warnings(rows, side, mismatched)
    jumps = _jumps_of(ends, warnings)
    size = side * side
    # Board.build sorts the jumps; sorting by key first makes that a single cheap pass.
    jumps.sort(key=lambda j: (j.start, j.end))
    warnings += _edge_warnings(jumps, size)
    return Board.build(size, jumps, base=BASE, cols=side, warnings=tuple(warnings))


def _check_shape(rows, side):
    """Raise InputError unless ``side`` is a board side and there are ``side`` rows of ``side`` cells
    (a short row says more than a missing one)."""
    if not 2 <= side <= MAX_SIDE:
        line = rows[0][0] if rows else 1
        raise InputError(
            line, 1, f"a board side D must be 2..{MAX_SIDE}, not", found=str(side), expected=f"D in 2..{MAX_SIDE}"
        )
    if len(rows) != side:
        for line_no, line_text in rows[:side]:
            if len(line_text.split()) != side:
                _bad_row(line_no, line_text, side)
        line = rows[-1][0] + 1 if rows else 1
        raise InputError(
            line,
            1,
            f"the board has {len(rows)} rows, not {side}:",
            found="end of input",
            expected=f"{side} rows of {side} cells",
        )


def _read_cells(rows, side):
    """The jumps' ends, key -> [(square, text, line, column)], and the (square, column index) of the
    numbers that are not their square's index."""
    ends, mismatched = {}, []
    for r, (line_no, line_text) in enumerate(rows):
        cells = line_text.split()
        if len(cells) != side:
            _bad_row(line_no, line_text, side)
        base = (side - 1 - r) * side
        squares = range(base, base + side) if (side - 1 - r) % 2 == 0 else range(base + side - 1, base - 1, -1)
        if line_text.isascii() and "".join(cells).isdigit():
            # A row of plain numbers (the common case): compare it with its squares in one go.
            numbers = list(map(int, cells))
            if numbers != list(squares):
                mismatched += [(sq, c) for c, (sq, n) in enumerate(zip(squares, numbers)) if sq != n]
            continue
        columns = None
        for c, (sq, cell) in enumerate(zip(squares, cells)):
            if cell.isdigit() and cell.isascii():
                if int(cell) != sq:
                    mismatched.append((sq, c))
                continue
            if columns is None:  # only rows with labels pay for positions
                columns = [m.start() + 1 for m in _WORD.finditer(line_text)]
            kind = cell_kind(cell)
            if kind is None:
                raise InputError(line_no, columns[c], "unknown cell", found=cell, expected=_EXPECTED_CELL)
            ends.setdefault(kind, []).append((sq, cell, line_no, columns[c]))
    return ends, mismatched


def _numbering_warnings(rows, side, mismatched):
    """A warning for the first number that is not its square's index (and how many more), if any."""
    if not mismatched:
        return []
    sq, c = mismatched[0]
    line_no, line_text = rows[side - 1 - sq // side]
    tok = words(line_text, line_no)[c]
    more = f" (and {len(mismatched) - 1} more)" if len(mismatched) > 1 else ""
    return [
        f"line {tok.line}, col {tok.column}: cell {tok!r} stands on square {sq}{more}; "
        "square numbers are ignored, squares count from the bottom-left"
    ]


def _jumps_of(ends, warnings):
    """The jumps of the labels' ends: a ladder climbs to its highest end, a snake slides to its
    lowest; a label with one end does nothing, one with more than two is taken as said (warned)."""
    jumps = []
    for (kind, _number), found in ends.items():
        found.sort()
        _, first, line, col = found[0]
        noun = "ladder" if kind == "L" else "snake"
        if len(found) == 1:
            warnings.append(
                f"line {line}, col {col}: {noun} {first!r} has only one end (square {found[0][0]}); it does nothing"
            )
            continue
        if len(found) > 2:
            warnings.append(
                f"line {line}, col {col}: {noun} {first!r} has {len(found)} ends; "
                f"each one {'climbs to the highest' if kind == 'L' else 'slides to the lowest'}"
            )
        target = found[-1][0] if kind == "L" else found[0][0]
        jumps += [Jump(sq, target, name=text, where=(line, col)) for sq, text, line, col in found if sq != target]
    return jumps


def _edge_warnings(jumps, size):
    """Warnings for jumps on the first square (never landed on) or the last (the game is won there)."""
    warnings = []
    for j in jumps:
        if j.start == 0:
            warnings.append(
                f"line {j.where[0]}, col {j.where[1]}: {j.name!r} stands on square 0, "
                "where players start: it is never landed on"
            )
        elif j.start == size - 1:
            warnings.append(
                f"line {j.where[0]}, col {j.where[1]}: {j.name!r} stands on the last square: "
                "reaching it wins before any snake is taken"
            )
    return warnings


def _bad_row(line_no, line_text, side):
    toks = words(line_text, line_no)
    if len(toks) > side:
        extra = toks[side]
        raise InputError.at(
            extra,
            f"board row has {len(toks)} cells; cell {side + 1} is",
            found=extra,
            expected=f"{side} cells (D = {side})",
        )
    stripped = line_text.rstrip()
    raise InputError(
        line_no,
        len(stripped) + 1,
        f"board row has only {len(toks)} cells:",
        found=stripped.strip(),
        expected=f"{side} cells (D = {side})",
    )


def parse(text):
    """Read one board, with or without its leading ``D`` line.

    >>> b = parse("3\\n06 L1 08\\n05 S1 03\\n00 L1 S1")
    >>> b.size, b.cols, [(j.start, j.end, j.kind) for j in b.jumps]
    (9, 3, [(1, 7, 'ladder'), (4, 2, 'snake')])
    """
    text = text.removeprefix("\ufeff")
    entries = [(i + 1, line) for i, line in enumerate(text.splitlines()) if line.strip()]
    if not entries:
        raise InputError(1, 1, "the board is empty", expected="D rows of D cells")
    first = words(entries[0][1], entries[0][0])
    if len(first) == 1 and len(entries) > 1:
        tok = first[0]
        if not (tok.isdigit() and tok.isascii()):
            raise InputError.at(tok, "unknown cell", found=tok, expected="the side D or a board row")
        side = int(tok)
        if not 2 <= side <= MAX_SIDE:
            raise InputError.at(
                tok, f"a board side D must be 2..{MAX_SIDE}, not", found=tok, expected=f"D in 2..{MAX_SIDE}"
            )
        entries = entries[1:]
    else:
        side = len(first)
        if side > MAX_SIDE:
            raise InputError.at(
                first[0],
                f"a board row may hold at most {MAX_SIDE} cells; this one holds {side}:",
                found=entries[0][1].strip(),
                expected=f"D in 2..{MAX_SIDE}",
            )
        if side < 2:
            raise InputError.at(
                first[0], "a board needs at least 2 cells a row:", found=first[0], expected="D rows of D cells, D >= 2"
            )
    if len(entries) > side:
        line_no, line_text = entries[side]
        tok = words(line_text, line_no)[0]
        raise InputError.at(
            tok,
            f"unexpected text after the {side} x {side} board:",
            found=line_text.strip(),
            expected="the end of the board (move lines belong in a games file)",
        )
    return parse_rows(entries, side)


def write(board):
    """The board as D rows of zero-padded cells; raise InputError when uil cannot express it.

    A uil square holds one cell, so a square may not both end one jump and start another;
    jumps that share their end are written as one label with several ends.

    >>> print(write(parse("06 L1 08\\n05 S1 03\\n00 L1 S1")))
    06 L1 08
    05 S1 03
    00 L1 S1
    """
    side = _written_side(board)
    groups = _groups_by_end(board)
    named = _labels(groups)
    size = board.size
    width = max([len(str(size - 1))] + [1 + len(str(n)) for _, n in named.values()])
    cells = [str(sq).zfill(width) for sq in range(size)]
    for end, js in groups.items():
        kind, number = named[end]
        text = kind + str(number).zfill(width - 1)
        cells[end] = text
        for j in js:
            cells[j.start] = text
    lines = []
    for r in range(side - 1, -1, -1):
        row = cells[r * side : (r + 1) * side]
        if r % 2:
            row.reverse()
        lines.append(" ".join(row))
    return "\n".join(lines)


def _written_side(board):
    """The board's side D; InputError unless it has D x D squares from square 0 to the last."""
    size = board.size
    side = isqrt(size)
    if side * side != size or side < 2:
        raise InputError(
            1,
            1,
            "a uil board has D x D squares; this one has",
            found=str(size),
            expected="a square number of squares, such as 100",
        )
    if board.start != 0 or board.goal != size - 1:
        raise InputError(
            1,
            1,
            "a uil board runs from square 0 to the last square; this one runs",
            found=f"{board.label(board.start)}..{board.label(board.goal)}",
            expected="start on the first square and goal on the last",
        )
    return side


def _groups_by_end(board):
    """The jumps by the square they end on, end -> [jumps]; InputError when a square ends one jump
    and starts another, or ends both a ladder and a snake (a uil square holds one label)."""
    starts = {j.start for j in board.jumps}
    groups = {}
    for j in board.jumps:
        if j.end in starts:
            raise _at_jump(
                j,
                f"square {board.label(j.end)} ends one jump and starts another; a uil square holds one label:",
                found=f"{board.label(j.start)}->{board.label(j.end)}",
                expected="jumps whose ends start no other jump",
            )
        groups.setdefault(j.end, []).append(j)
    for end, js in groups.items():
        if len({j.kind for j in js}) > 1:
            j = js[0]
            raise _at_jump(
                j,
                f"a ladder and a snake both end on square {board.label(end)}; a uil square holds one label:",
                found=f"{board.label(j.start)}->{board.label(end)}",
                expected="ladders and snakes with separate ends",
            )
    return groups


def _labels(groups):
    """Each end's label, end -> (kind, number): the first of its jumps' own names that is a free label
    of its kind, else the lowest number of its kind not yet used."""
    used, named = set(), {}
    for end in sorted(groups):
        js = groups[end]
        kind = "L" if js[0].kind == "ladder" else "S"
        for j in js:
            k = cell_kind(j.name.strip()) if j.name else None
            if k and k[0] == kind and k not in used:
                named[end] = k
                used.add(k)
                break
    next_number = {"L": 1, "S": 1}
    for end in sorted(groups):
        if end in named:
            continue
        kind = "L" if groups[end][0].kind == "ladder" else "S"
        while (kind, next_number[kind]) in used:
            next_number[kind] += 1
        named[end] = (kind, next_number[kind])
        used.add(named[end])
    return named


def _at_jump(jump, message, *, found, expected):
    """InputError where ``jump`` was written (line 1, col 1 when it has no place)."""
    return InputError(*(jump.where or (1, 1)), message, found=found, expected=expected)
