"""One door per tool: a plain dict in, a plain dict out. The web bridge and the CLI both come here.

A request is ``{"tool": name, "text": str, "options": {...}}``. A reply is either
``{"ok": True, "tool": name, "result": {...}}`` or
``{"ok": False, "tool": name, "error": {"line", "column", "message", ...}}`` for input the
user can fix, or ``{"ok": False, "internal": True, "error": {"message", "details"}}`` for a
bug (the page shows an apology and a "copy details" button; no traceback reaches the user
otherwise).
"""

import traceback

from . import formats, route
from .board import Rules
from .errors import InputError

__all__ = ["handle", "TOOLS", "rules_from", "throws"]


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


#: tool name -> function(text, options) -> dict
TOOLS = {
    "throws": throws,
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
        return {
            "ok": False,
            "tool": tool,
            "internal": True,
            "error": {"message": f"{type(e).__name__}: {e}", "details": traceback.format_exc()},
        }
