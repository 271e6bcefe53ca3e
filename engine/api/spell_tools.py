"""The spell tools' requests: ``spell`` (a longest path), ``spellcheck``, ``spellgen``.

The grid is read once and the spell modules are called with plain values; the extra reply fields
the page and the command line show (``seeker_text``, ``stopped_text``, ``bad_step_line``) are
added here.
"""

from .. import spell
from ..errors import InputError
from ..limits import SPELL_DEFAULT_BUDGET
from ..spell.path_steps import path_steps

__all__ = ["solve", "solve_steps", "grid", "check", "generate", "step_lines"]


def _texts(grid, result):
    result = result.to_dict()
    result["seeker_text"] = spell.write_seeker_output(grid, [tuple(rc) for rc in result["path"]])
    result["stopped_text"] = (
        None
        if result["proven"]
        else f"stopped after {result['nodes']} nodes; a longest path has at most {result['upper_bound']} cells"
    )
    return {**result, **_told(grid)}


def _told(grid):
    told = path_steps(grid)
    return {"path_steps": told["steps"], "path_steps_truncated": told["truncated"]}


def _path(value):
    """``o["path"]``: a list of [r, c] pairs (or None)."""
    if value is None:
        return []
    ok = isinstance(value, (list, tuple)) and all(
        isinstance(rc, (list, tuple)) and len(rc) == 2 and all(type(x) is int for x in rc) for rc in value
    )
    if not ok:
        raise InputError(1, 1, "option path must be a list of [row, column] pairs, not", found=repr(value)[:40])
    return [tuple(rc) for rc in value]


def grid(text, o):
    """The grid alone, read at once so the page can draw it before searching: ``{grid,
    seeker_text, path_steps, path_steps_truncated}``; ``seeker_text`` is spellseeker's printout
    for the grid and ``o["path"]`` (a path the page shows, such as the best found before Stop).

    >>> r = grid("AB", {"path": [[0, 1], [0, 0]]})
    >>> r["grid"]["cells"], r["seeker_text"], r["path_steps"][-1]["text"]
    ([['A', 'B']], 'AB\\nPATH\\n0 1\\n0 0\\n', 'every path has been tried: a longest path has 2 cells')
    """
    g = spell.parse_grid(text)
    path = _path(o["path"])
    return {"grid": g.to_dict(), "seeker_text": spell.write_seeker_output(g, path), **_told(g)}


def solve(text, o):
    """A longest path through the grid ``text`` (``SpellResult.to_dict()`` plus ``seeker_text``,
    spellseeker's printout, and ``stopped_text`` when the budget ran out); budget 0 = none.

    >>> r = solve("ABBB BBAB -B-A", {"budget_nodes": None})
    >>> r["length"], r["path"][:2], r["proven"], r["grid"]["cells"][2]
    (6, [[0, 1], [0, 0]], True, [None, 'B', None, 'A'])
    """
    grid = spell.parse_grid(text)
    budget = SPELL_DEFAULT_BUDGET if o["budget_nodes"] is None else o["budget_nodes"] or None
    return _texts(grid, spell.longest_path(grid, budget_nodes=budget))


def solve_steps(text, o):
    """``spell`` in slices: yields ``Progress.to_dict()``, returns the result (no budget unless given)."""
    grid = spell.parse_grid(text)
    steps = spell.search_steps(grid, o["slice_nodes"], o["budget_nodes"] or None)
    while True:
        try:
            progress = next(steps)
        except StopIteration as stop:
            return _texts(grid, stop.value)
        yield progress.to_dict()


def step_lines(text):
    """The 1-based line of ``text`` holding each path step: the non-blank lines after ``PATH``.

    >>> step_lines("AB\\nPATH\\n0 0\\n\\n0 1\\n")
    [3, 5]
    """
    lines = text.split("\n")
    k = next((i for i, line in enumerate(lines) if line.split()[:1] == ["PATH"]), None)
    return [] if k is None else [i + 1 for i in range(k + 1, len(lines)) if lines[i].strip()]


def check(text, o):
    """Check spellseeker output: ``{ok, length, message, bad_step, bad_step_line, step_lines, grid,
    path}`` (``step_lines[i]``: the line of the text holding path step i; ``bad_step_line``: the
    first bad step's)."""
    grid, path = spell.parse_seeker_output(text)
    verdict = spell.check_path(grid, path)
    lines = step_lines(text)
    result = {**verdict.to_dict(), "grid": grid.to_dict(), "path": [list(rc) for rc in path], "step_lines": lines}
    bad = verdict.bad_step
    result["bad_step_line"] = lines[bad] if not verdict.ok and bad is not None and bad < len(lines) else None
    return result


def generate(text, o):
    """A random grid: ``{"text"}``.

    >>> generate("", {"rows": 2, "cols": 3, "alphabet": "A", "blank": 0.0, "seed": 1, "full": False})
    {'text': 'AAA\\n-A-\\n'}
    """
    bad = [ch for ch in o["alphabet"] if ch == "-" or ch.isspace()]
    if bad or not o["alphabet"]:
        raise InputError(
            1,
            1,
            "option alphabet cannot hold",
            found=bad[0] if bad else "",
            expected="characters other than '-' and spaces",
        )
    grid = spell.generate(
        o["rows"], o["cols"], alphabet=o["alphabet"], blank=o["blank"], seed=o["seed"], hang=not o["full"]
    )
    return {"text": grid}
