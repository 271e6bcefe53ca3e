"""One door per tool: a plain dict in, a plain dict out. The web bridge and the CLI both come here.

A request is ``{"tool": name, "text": str, "options": {...}}``. A reply is either
``{"ok": True, "tool": name, "result": {...}}`` or
``{"ok": False, "tool": name, "error": {"line", "column", "message", ...}}`` for input the
user can fix, or ``{"ok": False, "internal": True, "error": {"message", "details"}}`` for a
bug (the page shows an apology and a "copy details" button; no traceback reaches the user
otherwise).
"""

import importlib
import time
import traceback

from . import formats, route
from .board import Rules
from .errors import InputError
from .options import whole

__all__ = ["handle", "TOOLS", "SLICED", "Job", "start_job", "rules_from", "throws"]


def rules_from(options):
    """Rules from a request's options (missing keys take the defaults)."""
    o = options or {}
    kwargs = {}
    if "faces" in o:
        kwargs["faces"] = whole(o, "faces", 6, 1, 1000)
    for key in ("chain",):
        if key in o:
            kwargs[key] = bool(o[key])
    for key in ("start", "end"):
        if o.get(key):
            kwargs[key] = str(o[key])
    return Rules(**kwargs)


#: Boards larger than this get no per-square detail (layers, layer_moves, reachable) in ``throws``.
DETAIL_LIMIT = 65_536


def _format_option(options, key, allow_auto=True):
    fmt = options.get(key) or ("auto" if allow_auto else None)
    if fmt == "auto" and allow_auto:
        return fmt
    if fmt not in formats.FORMATS:
        raise InputError(
            1,
            1,
            f"option {key}: unknown board format",
            found=str(fmt),
            expected=("auto or " if allow_auto else "") + ", ".join(formats.FORMATS),
        )
    return fmt


def _rules_option(options):
    for key, allowed in (("start", ("first", "off")), ("end", ("exact", "overshoot", "bounce"))):
        if options.get(key) and options[key] not in allowed:
            raise InputError(1, 1, f"option {key} must be one of {', '.join(allowed)}, not", found=str(options[key]))
    return rules_from(options)


def throws(text, options=None):
    """Fewest throws on a board: the route, BFS layers with parent moves, reachable squares,
    and seed 002's pruned BFS counts beside the same search unpruned.

    Result: ``format`` (detected or given), ``formats`` (all names, for a converter menu),
    ``board`` (Board.to_dict: squares 0..size-1 plus ``base``, jumps with ``kind``),
    ``rules``, ``throws`` (-1 = unreachable), and in *labels* (square + base of the track
    searched, see ``route.on_track``; ``base`` says which): ``moves`` [{from, roll, landing,
    to}], ``route_text`` ("1 6>46 51 57>98 100"), ``layers`` [[label]] (layer k = squares
    first reached after k throws; it is also the queue at step k), ``layer_moves``
    [[{from, roll, landing, to}]] (the move that first reached each square of the layer),
    ``reachable`` [label], ``enqueued``/``expanded`` of that full BFS, ``pruned`` and
    ``plain`` {throws, enqueued, expanded}, ``details`` (False when the board has more than
    DETAIL_LIMIT squares: then layers, layer_moves and reachable are empty lists and pruned
    and plain are None; the CLI's ``throws --pruned`` and tests/bench/pruning.py cover big boards).

    >>> r = throws("Ladder = [[6,46]]\\nSnake = [[47,9]]")
    >>> r["format"], r["throws"], r["route_text"], r["pruned"]["throws"], r["layers"][1][:3]
    ('pairs', 10, '1 6>46 52 58 64 70 76 82 88 94 100', 10, [2, 3, 4])
    """
    options = options or {}
    fmt = _format_option(options, "format")
    detected = formats.detect(text) if fmt == "auto" else fmt
    board = formats.parse(text, detected)
    rules = _rules_option(options)
    details = board.size <= DETAIL_LIMIT
    found = route.shortest_route(board, rules, details=details)
    result = found.to_dict()
    if not details:
        for key in ("layers", "layer_moves", "reachable"):
            result[key] = []
    return {
        "format": detected,
        "formats": list(formats.FORMATS),
        "board": board.to_dict(),
        "rules": rules.to_dict(),
        **result,
        "base": found.base,
        "route_text": route.route_text(found),
        "pruned": route.pruned_bfs(board, rules).to_dict() if details else None,
        "plain": route.plain_bfs(board, rules).to_dict() if details else None,
        "details": details,
    }


def convert(text, options=None):
    """Rewrite a board in another format: options ``{"from": fmt or "auto", "to": fmt}``.

    Result: ``{"text", "format_from", "format_to", "warnings", "formats"}``.

    >>> convert("4 -1 3 -1 -1", {"to": "pairs"})["text"]
    'Size = 4\\nLadder = [[2,4]]\\nSnake = []'
    """
    options = options or {}
    source = _format_option(options, "from")
    target = _format_option(options, "to", allow_auto=False)
    detected = formats.detect(text) if source == "auto" else source
    board = formats.parse(text, detected)
    return {
        "text": formats.write(board, target),
        "format_from": detected,
        "format_to": target,
        "warnings": list(board.warnings),
        "formats": list(formats.FORMATS),
    }


def formats_tool(text="", options=None):
    """The board formats, in detection order: ``{"formats": [{"name", "base", "summary"}]}``."""
    return {
        "formats": [
            {"name": name, "base": getattr(m, "BASE", None), "summary": (m.__doc__ or "").strip().splitlines()[0]}
            for name, m in formats.FORMATS.items()
        ]
    }


def examples_tool(text="", options=None):
    """Named example boards: ``{"examples": [{"id", "title", "format", "text", "options"}]}``."""
    from .examples import examples

    return {"examples": examples()}


def spin(text, options=None):
    """A diagnostic: a pure-Python loop for ``seconds`` (at most 120). The tests use it to prove that
    Stop returns control even when the engine never yields."""
    seconds = min(120.0, float((options or {}).get("seconds", 10)))
    end = time.perf_counter() + seconds
    n = 0
    while time.perf_counter() < end:
        n += 1
    return {"loops": n}


def _lazy(module, name):
    """``module.name``, imported on first use: the page's engine starts faster when tools it has not
    used yet are not compiled at start-up."""

    def tool(*args, **kwargs):
        return getattr(importlib.import_module(f"{__package__}.{module}"), name)(*args, **kwargs)

    tool.__name__ = tool.__qualname__ = f"{module}.{name}"
    return tool


#: tool name -> function(text, options) -> dict
TOOLS = {
    "spin": spin,
    "throws": throws,
    "convert": convert,
    "formats": formats_tool,
    "examples": examples_tool,
    "games": _lazy("games", "games_tool"),
    "games_write": _lazy("games", "games_write_tool"),
    "games_random_scripts": _lazy("games", "games_random_scripts_tool"),
    "analysis": _lazy("chance", "analysis_tool"),
    "dond": _lazy("dond", "dond_tool"),
    "spell": _lazy("spell", "spell_tool"),
    "spellcheck": _lazy("spell", "spellcheck_tool"),
    "spellgen": _lazy("spell", "spellgen_tool"),
}


#: tool name -> function(text, options) -> generator of progress dicts that returns the result dict.
#: Tools listed here can run in slices (``start_job``) so the page shows progress and can stop them.
SLICED = {
    "analysis": _lazy("chance", "analysis_job"),
    "spell": _lazy("spell", "spell_job"),
}


class Job:
    """A sliced computation: ``step(millis)`` advances it; ``cancel()`` keeps the best so far.

    The generator yields progress dicts (whatever the tool reports: best so far, bounds, fraction
    done) and returns the final result dict.
    """

    def __init__(self, tool, generator):
        self.tool = tool
        self.generator = generator
        self.progress = {}

    def step(self, millis):
        deadline = time.perf_counter() + max(1, millis) / 1000
        try:
            while True:
                self.progress = next(self.generator) or self.progress
                if time.perf_counter() >= deadline:
                    return {"ok": True, "tool": self.tool, "done": False, "progress": self.progress}
        except StopIteration as stop:
            return {"ok": True, "tool": self.tool, "done": True, "result": stop.value}
        except InputError as e:
            return {"ok": False, "tool": self.tool, "done": True, "error": e.to_dict()}
        except Exception as e:
            return _internal(self.tool, e)

    def cancel(self):
        self.generator.close()
        return {"ok": True, "tool": self.tool, "done": True, "cancelled": True, "progress": self.progress}


def start_job(request):
    """A Job for a sliced tool, or a reply dict (an error, or the answer of a tool that is not sliced)."""
    tool = (request or {}).get("tool")
    if tool not in SLICED:
        return handle(request)
    try:
        gen = SLICED[tool](request.get("text", ""), request.get("options") or {})
        return Job(tool, gen)
    except InputError as e:
        return {"ok": False, "tool": tool, "done": True, "error": e.to_dict()}
    except Exception as e:
        return _internal(tool, e)


def _internal(tool, e):
    return {
        "ok": False,
        "tool": tool,
        "done": True,
        "internal": True,
        "error": {"message": f"{type(e).__name__}: {e}", "details": traceback.format_exc()},
    }


def handle(request):
    """Answer one request dict; never raises."""
    tool = (request or {}).get("tool")
    try:
        if tool not in TOOLS:
            raise ValueError(f"unknown tool {tool!r}")
        result = TOOLS[tool](request.get("text", ""), request.get("options") or {})
        return {"ok": True, "tool": tool, "result": result}
    except InputError as e:
        return {"ok": False, "tool": tool, "error": e.to_dict()}
    except Exception as e:  # a bug: report it without a traceback in the main message
        return _internal(tool, e)
