"""The spell tools' requests: ``spell`` (a longest path), ``spellcheck``, ``spellgen``.

For now these call ``engine.spell``'s own tool functions with the typed options (the spell module
is being split by its own helper); the extra reply fields the page and the command line show
(``seeker_text``, ``stopped_text``) are added here.
"""

from .. import spell
from ..limits import SPELL_DEFAULT_BUDGET

__all__ = ["solve", "solve_steps", "check", "generate"]


def _texts(text, result):
    grid = spell.parse_grid(text)
    path = [tuple(rc) for rc in result.get("path", ())]
    result["seeker_text"] = spell.write_seeker_output(grid, path)
    result["stopped_text"] = (
        None
        if result.get("proven", True)
        else f"stopped after {result['nodes']} nodes; a longest path has at most {result['upper_bound']} cells"
    )
    return result


def solve(text, o):
    """A longest path through the grid ``text`` (``SpellResult.to_dict()`` plus ``seeker_text``,
    spellseeker's printout, and ``stopped_text`` when the budget ran out); budget 0 = none."""
    if o["budget_nodes"] == 0:
        result = spell.longest_path(spell.parse_grid(text)).to_dict()
    else:
        result = spell.spell_tool(text, {"budget_nodes": o["budget_nodes"] or SPELL_DEFAULT_BUDGET})
    return _texts(text, result)


def solve_steps(text, o):
    """``spell`` in slices (``spell.spell_job``): progress dicts, then the result."""
    options = {"slice_nodes": o["slice_nodes"], "budget_nodes": o["budget_nodes"] or None}
    result = yield from spell.spell_job(text, options)
    return _texts(text, result)


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
    """Check spellseeker output: ``{ok, length, message, bad_step, bad_step_line, grid, path,
    seeker_text}`` (``bad_step_line``: the line of the text holding the first bad step)."""
    result = spell.spellcheck_tool(text)
    result["bad_step_line"] = None if result["ok"] else line_of_step(text, result["bad_step"])
    return result


def generate(text, o):
    """A random grid: ``{"text"}``."""
    return spell.spellgen_tool(text, o)
