"""The engine's one door: a request dict in, a reply dict out. The web bridge and the CLI both come here.

A request is ``{"tool": name, "text": str, "options": {...}}``. A reply is either
``{"ok": True, "tool": name, "result": {...}}`` or
``{"ok": False, "tool": name, "error": {"line", "column", "message", ...}}`` for input the
user can fix, or ``{"ok": False, "internal": True, "error": {"message", "details"}}`` for a
bug (the page shows an apology and a "copy details" button; no traceback reaches the user
otherwise).

This package is the only place that reads a request: ``options.read`` checks the options against
the tool's table (``tables.TABLES``), the tool functions below read the board once and call the
tool modules with plain values. ``describe()`` gives the page the limits, the option tables and
the format names at start. ``CONTRACT.md`` beside this file lists every tool's reply fields.

>>> handle({"tool": "throws", "text": "Ladder = [[6,46]]"})["result"]["throws"]
10
>>> handle({"tool": "throws", "text": "Ladder = [[6,46]]", "options": {"faces": 0}})["error"]["message"]
"line 1, col 1: option faces is out of range: '0' (expected 1..1000)"
"""

from dataclasses import dataclass

from .. import formats
from ..errors import InputError
from ..limits import LIMITS
from . import board_tools, check_tools, dice, edit_tools, game_tools, spell_tools
from .jobs import Job, internal_error
from .options import Option, read
from .tables import TABLES

__all__ = ["handle", "start_job", "run", "describe", "TOOLS", "Tool", "Job", "throws", "convert", "Option"]


@dataclass(frozen=True)
class Tool:
    """One tool: its options table, the function answering in one call, and (for long work) the
    generator answering in slices."""

    name: str
    help: str
    call: object
    steps: object = None

    @property
    def options(self):
        return TABLES[self.name]


def describe(text="", o=None):
    """What the page reads at start: every limit, every tool's options table, the format names.

    >>> d = describe()
    >>> d["limits"]["step_squares"]["value"], d["formats"][0], d["tools"]["throws"]["options"][1]["name"]
    (65536, 'pairs', 'faces')
    """
    return {
        "limits": LIMITS,
        "formats": list(formats.READERS),
        "tools": {
            name: {"help": t.help, "sliced": t.steps is not None, "options": [o.to_dict() for o in t.options]}
            for name, t in TOOLS.items()
        },
    }


#: tool name -> Tool
TOOLS = {
    t.name: t
    for t in (
        Tool("throws", "fewest dice throws from the first square to the last", board_tools.throws),
        Tool("convert", "rewrite a board in another format", board_tools.convert),
        Tool("formats", "the board formats", board_tools.formats_list),
        Tool("examples", "named example inputs", board_tools.examples_list),
        Tool("describe", "limits, options tables and format names", describe),
        Tool(
            "edit", "one change to a board (add, move or delete a jump, resize), in its format", edit_tools.edit_board
        ),
        Tool("live", "the board editor's answers: fewest throws, expected turns, chance within N", edit_tools.live),
        Tool(
            "analysis",
            "probability analysis of a board: mean, median, percentiles, seat odds, what-if",
            board_tools.analysis,
            board_tools.analysis_steps,
        ),
        Tool("flow", "where one player stands after each turn, exactly: the probability flow", board_tools.flow),
        Tool(
            "optimal",
            "optional ladders, optimal play: the minimum expected number of turns and the ladders to take",
            board_tools.optimal,
        ),
        Tool("games", "replay dice-script games and give one verdict line per game", game_tools.replay),
        Tool("games_rerun", "one game re-run with edited scripts, and the file's output and tally", game_tools.rerun),
        Tool("games_write", "a games file from boards and scripts", game_tools.write),
        Tool("games_random_scripts", "seeded random scripts", game_tools.random_scripts),
        Tool("dond", "Dice or No Dice: the chance of T rolls without a roll equal or next to the last", dice.dond_tool),
        Tool("spell", "a longest path through a grid", spell_tools.solve, spell_tools.solve_steps),
        Tool("spellcheck", "check spellseeker output", spell_tools.check),
        Tool("spellgrid", "a spell grid alone: its spellseeker printout, its search step by step", spell_tools.grid),
        Tool("spellgen", "a random spell grid", spell_tools.generate),
        Tool("check", "judge a student's program: the next task to run, or the report", check_tools.check),
        Tool("spin", "a diagnostic loop (Stop must return control)", board_tools.spin),
    )
}


def _tool(request):
    name = (request or {}).get("tool")
    if name not in TOOLS:
        raise ValueError(f"unknown tool {name!r}")
    text = request.get("text") or ""
    if not isinstance(text, str):
        raise InputError(1, 1, "the text must be a string, not", found=type(text).__name__)
    text = text.removeprefix("\ufeff")  # a byte-order mark (a file saved by Notepad) is invisible: every tool drops it
    return TOOLS[name], text, read(TOOLS[name].options, request.get("options"))


def run(tool, text="", options=None):
    """The result dict of one tool, or InputError: ``run("throws", text, {"faces": 4})``."""
    t, text, o = _tool({"tool": tool, "text": text, "options": options})
    return t.call(text, o)


def throws(text, options=None):
    """``run("throws", ...)``."""
    return run("throws", text, options)


def convert(text, options=None):
    """``run("convert", ...)``."""
    return run("convert", text, options)


def handle(request):
    """Answer one request dict; never raises."""
    name = (request or {}).get("tool")
    try:
        t, text, o = _tool(request)
        return {"ok": True, "tool": name, "result": t.call(text, o)}
    except InputError as e:
        return {"ok": False, "tool": name, "error": e.to_dict()}
    except Exception as e:  # a bug: report it without a traceback in the main message
        return internal_error(name, e)


def start_job(request):
    """A Job for a sliced tool, or a reply dict (an error, or the answer of a tool that is not sliced)."""
    name = (request or {}).get("tool")
    if name not in TOOLS or TOOLS[name].steps is None:
        return handle(request)
    try:
        t, text, o = _tool(request)
        return Job(name, t.steps(text, o))
    except InputError as e:
        return {"ok": False, "tool": name, "done": True, "error": e.to_dict()}
    except Exception as e:
        return internal_error(name, e)
