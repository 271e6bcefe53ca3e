"""The spell tools' requests: ``spell`` (a longest path), ``spellcheck``, ``spellgen``.

The grid is read once and the spell modules are called with plain values; the extra reply fields
the page and the command line show (``seeker_text``, ``stopped_text``, ``bad_step_line``) are
added here.
"""

from .. import spell
from ..errors import InputError
from ..limits import SPELL_DEFAULT_BUDGET

__all__ = ["solve", "solve_steps", "check", "generate", "line_of_step"]


def _texts(grid, result):
    result = result.to_dict()
    result["seeker_text"] = spell.write_seeker_output(grid, [tuple(rc) for rc in result["path"]])
    result["stopped_text"] = (
        None
        if result["proven"]
        else f"stopped after {result['nodes']} nodes; a longest path has at most {result['upper_bound']} cells"
    )
    return result


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


def line_of_step(text, step):
    """The 1-based line of ``text`` holding path step ``step`` (0-based): the step-th non-blank line
    after the line ``PATH``; None when there is none.

    >>> line_of_step("AB\\nPATH\\n0 0\\n\\n0 1\\n", 1)
    5
    """
    lines = text.split("\n")
    k = next((i for i, line in enumerate(lines) if line.split()[:1] == ["PATH"]), None)
    if k is None or step is None:
        return None
    seen = -1
    for i in range(k + 1, len(lines)):
        if lines[i].strip():
            seen += 1
            if seen == step:
                return i + 1
    return None


def check(text, o):
    """Check spellseeker output: ``{ok, length, message, bad_step, bad_step_line, grid, path}``
    (``bad_step_line``: the line of the text holding the first bad step)."""
    grid, path = spell.parse_seeker_output(text)
    verdict = spell.check_path(grid, path)
    result = {**verdict.to_dict(), "grid": grid.to_dict(), "path": [list(rc) for rc in path]}
    result["bad_step_line"] = None if verdict.ok else line_of_step(text, verdict.bad_step)
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
