"""One door per tool: a plain dict in, a plain dict out. The web bridge and the CLI both come here.

A request is ``{"tool": name, "text": str, "options": {...}}``. A reply is either
``{"ok": True, "tool": name, "result": {...}}`` or
``{"ok": False, "tool": name, "error": {"line", "column", "message", ...}}`` for input the
user can fix, or ``{"ok": False, "internal": True, "error": {"message", "details"}}`` for a
bug (the page shows an apology and a "copy details" button; no traceback reaches the user
otherwise).
"""

import time
import traceback

from . import formats, route
from . import chance as _chance
from . import games as _games
from .board import Rules
from .errors import InputError

__all__ = ["handle", "TOOLS", "SLICED", "Job", "start_job", "rules_from", "throws"]


def rules_from(options):
    """Rules from a request's options (missing keys take the defaults)."""
    o = options or {}
    kwargs = {}
    if "faces" in o:
        kwargs["faces"] = _int_option(o, "faces", 1, 1000)
    for key in ("chain",):
        if key in o:
            kwargs[key] = bool(o[key])
    for key in ("start", "end"):
        if o.get(key):
            kwargs[key] = str(o[key])
    return Rules(**kwargs)


def _int_option(options, key, lo, hi):
    value = options[key]
    try:
        n = int(value)
    except (TypeError, ValueError):
        raise InputError(1, 1, f"option {key} must be a whole number, not", found=str(value), expected=f"{lo}..{hi}") from None
    if not lo <= n <= hi:
        raise InputError(1, 1, f"option {key} is out of range:", found=str(n), expected=f"{lo}..{hi}")
    return n


def throws(text, options=None):
    """Fewest throws on a board, with the route, the BFS layers and the reachable squares."""
    options = options or {}
    fmt = options.get("format") or "auto"
    detected = formats.detect(text) if fmt == "auto" else fmt
    board = formats.parse(text, detected)
    rules = rules_from(options)
    result = route.shortest_route(board, rules)
    return {
        "format": detected,
        "board": board.to_dict(),
        "rules": rules.to_dict(),
        **result.to_dict(board.base),
    }


def spin(text, options=None):
    """A diagnostic: a pure-Python loop for ``seconds`` (at most 120). The tests use it to prove that
    Stop returns control even when the engine never yields."""
    seconds = min(120.0, float((options or {}).get("seconds", 10)))
    end = time.perf_counter() + seconds
    n = 0
    while time.perf_counter() < end:
        n += 1
    return {"loops": n}


#: tool name -> function(text, options) -> dict
TOOLS = {
    "spin": spin,
    "throws": throws,
    "games": _games.games_tool,
    "games_write": _games.games_write_tool,
    "games_random_scripts": _games.games_random_scripts_tool,
    "analysis": _chance.analysis_tool,
}


#: tool name -> function(text, options) -> generator of progress dicts that returns the result dict.
#: Tools listed here can run in slices (``start_job``) so the page shows progress and can stop them.
SLICED = {
    "analysis": _chance.analysis_job,
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
