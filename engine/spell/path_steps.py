"""The spellpath search told one move at a time, for a class (issue #14): the path growing and
backing off.

Vocabulary: the told search is the handout's plain depth-first search (``spellpath`` without
memo): from every non-empty cell in reading order, *extend* the path to a touching cell whose
character differs by one and is not on the path yet, and *back off* (drop the last cell) when no
such cell is left. A *step* is one ``start``, ``extend`` or ``backtrack``; the last step, ``done``,
gives the longest path found. The exact search the tool answers with (``seeker``) prunes and
memoises and visits far fewer paths; this one is for watching. It stops after ``SPELL_STEPS``
steps (``truncated``).

>>> from .grid import parse_grid
>>> s = path_steps(parse_grid("AB\\nCB"))
>>> [(t["kind"], t["path"]) for t in s["steps"][:4]]
[('start', [[0, 0]]), ('extend', [[0, 0], [0, 1]]), ('backtrack', [[0, 0]]), ('extend', [[0, 0], [1, 1]])]
>>> s["steps"][1]["text"]
"(0, 1) 'B' touches (0, 0) 'A' and differs by one: the path grows to 2 cells (new best)"
>>> s["steps"][-1]["text"], s["best"]
('every path has been tried: a longest path has 4 cells', 4)
"""

from ..limits import SPELL_STEPS
from .grid import linked, neighbours

__all__ = ["path_steps"]


def _cell(grid, rc):
    return f"({rc[0]}, {rc[1]}) '{grid.value(*rc)}'"


def _record(kind, path, best, line, text):
    return {"kind": kind, "path": [list(rc) for rc in path], "best": len(best), "line": line, "text": text}


def _cells(grid):
    return [(r, c) for r in range(grid.rows) for c in range(grid.cols) if grid.value(r, c) is not None]


def _next(grid, path, on_path, tried):
    """The next cell to extend to from the path's end, skipping those ``tried``; None when none is left."""
    end = path[-1]
    for nb in neighbours(grid, *end):
        if nb not in tried and nb not in on_path and linked(grid, end, nb):
            return nb
    return None


def _walk(grid, start, best, steps, limit):
    """Every path from ``start``, one step record each, until ``limit`` steps; returns the best path."""
    path, on_path, tried = [start], {start}, [set()]
    while path and len(steps) < limit:
        nb = _next(grid, path, on_path, tried[-1])
        if nb is not None:
            tried[-1].add(nb)
            path.append(nb)
            on_path.add(nb)
            tried.append(set())
            grew = len(path) > len(best)
            best = list(path) if grew else best
            text = f"{_cell(grid, nb)} touches {_cell(grid, path[-2])} and differs by one: "
            text += f"the path grows to {len(path)} cells" + (" (new best)" if grew else f" (best {len(best)})")
            steps.append(_record("extend", path, best, "extend", text))
            continue
        gone = path.pop()
        on_path.discard(gone)
        tried.pop()
        if path:
            text = f"nothing new to add after {_cell(grid, gone)}: back off to {_cell(grid, path[-1])}, "
            steps.append(_record("backtrack", path, best, "backtrack", text + f"{len(path)} cells"))
    return best


def path_steps(grid, limit=SPELL_STEPS):
    """The plain depth-first search step by step: ``{"steps", "truncated", "best", "best_path"}``.

    Each step: ``kind`` (``start``, ``extend``, ``backtrack``, ``done``), ``path`` (the current
    path, [[r, c]]), ``best`` (the longest length so far), ``line`` (the code line) and ``text``.
    ``best``/``best_path`` are the longest path found (the longest there is unless truncated).
    """
    steps, best = [], []
    for start in _cells(grid):
        if len(steps) >= limit:
            break
        grew = not best
        best = [start] if grew else best
        text = f"start a path at {_cell(grid, start)}" + (" (new best: 1 cell)" if grew else f" (best {len(best)})")
        steps.append(_record("start", [start], best, "start", text))
        best = _walk(grid, start, best, steps, limit)
    truncated = len(steps) >= limit
    if not truncated:
        text = f"every path has been tried: a longest path has {len(best)} cells" if best else "the grid is empty"
        steps.append(_record("done", best, best, "done", text))
    return {"steps": steps, "truncated": truncated, "best": len(best), "best_path": [list(rc) for rc in best]}
