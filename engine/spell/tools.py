"""The spell tools as the api calls them: request text and options in, plain dicts out.

(Request reading moves into ``engine.api``'s options tables; these keep the old entry points.)
"""

from ..errors import InputError
from ..options import whole
from .checker import check_path, parse_seeker_output
from .gen import generate
from .grid import EMPTY, parse_grid
from .path import longest_path, search_steps

__all__ = ["spell_tool", "spell_job", "spellcheck_tool", "spellgen_tool"]

#: nodes the one-shot ``spell`` tool expands when the request gives no budget
DEFAULT_BUDGET = 1_000_000
#: nodes per slice of the sliced ``spell`` job
SLICE_NODES = 2_000


def spell_tool(text, options=None):
    """API tool ``spell``: a longest path through the grid ``text``; ``SpellResult.to_dict()``.

    Option ``budget_nodes`` (default ``DEFAULT_BUDGET``) stops a hard search with the best so far.

    >>> r = spell_tool("ABBB BBAB -B-A")
    >>> r["length"], r["path"][:2], r["proven"], r["grid"]["cells"][2]
    (6, [[0, 1], [0, 0]], True, [None, 'B', None, 'A'])
    """
    options = options or {}
    budget = whole(options, "budget_nodes", DEFAULT_BUDGET, 1, 10**12)
    return longest_path(parse_grid(text), budget_nodes=budget).to_dict()


def spell_job(text, options=None):
    """Sliced ``spell``: yields progress dicts (``Progress.to_dict()``) and returns the result dict.

    >>> job = spell_job("213322223 332123331 331231121 133131123 131211121 231231121 -1-2-3-3-")
    >>> progress = [p for p in iter(lambda: next(job, None), None)]
    >>> progress[-1]["length"], progress[-1]["done"]
    (23, True)
    """
    options = options or {}
    step = whole(options, "slice_nodes", SLICE_NODES, 1, 10**9)
    budget = whole(options, "budget_nodes", None, 1, 10**12)
    steps = search_steps(parse_grid(text), step, budget)
    while True:
        try:
            progress = next(steps)
        except StopIteration as stop:
            return stop.value.to_dict()
        yield progress.to_dict()


def spellcheck_tool(text, options=None):
    """API tool ``spellcheck``: check spellseeker output -> {ok, length, message, bad_step, grid, path}.

    >>> spellcheck_tool("AB\\nPATH\\n0 0\\n0 1\\n")["message"]
    'OK - Pathlength = 2'
    """
    grid, path = parse_seeker_output(text)
    verdict = check_path(grid, path)
    return {**verdict.to_dict(), "grid": grid.to_dict(), "path": [list(rc) for rc in path]}


def spellgen_tool(text, options=None):
    """API tool ``spellgen``: options rows, cols, alphabet, blank, seed, full -> {"text"}.

    >>> spellgen_tool("", {"rows": 2, "cols": 3, "alphabet": "A", "seed": 1})
    {'text': 'AAA\\n-A-\\n'}
    """
    options = options or {}
    rows = whole(options, "rows", 10, 1, 200)
    cols = whole(options, "cols", 10, 1, 200)
    seed = whole(options, "seed", None, -(10**18), 10**18)
    alphabet = str(options.get("alphabet") or "ABCDE")
    try:
        blank = float(options.get("blank") or 0.0)
    except (TypeError, ValueError):
        raise InputError(
            1, 1, "option blank must be a number, not", found=str(options.get("blank")), expected="0..1"
        ) from None
    if not 0.0 <= blank <= 1.0:
        raise InputError(1, 1, "option blank is out of range:", found=str(blank), expected="0..1")
    bad = [ch for ch in alphabet if ch == EMPTY or ch.isspace()]
    if bad:
        raise InputError(
            1, 1, "option alphabet cannot hold", found=bad[0], expected="characters other than '-' and spaces"
        )
    return {"text": generate(rows, cols, alphabet=alphabet, blank=blank, seed=seed, hang=not options.get("full"))}
