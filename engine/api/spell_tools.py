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


def check(text, o):
    """Check spellseeker output: ``{ok, length, message, bad_step, grid, path}``."""
    return spell.spellcheck_tool(text)


def generate(text, o):
    """A random grid: ``{"text"}``."""
    return spell.spellgen_tool(text, o)
