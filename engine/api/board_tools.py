"""The board tools' requests: ``throws``, ``convert``, ``formats``, ``examples``, ``analysis``, ``spin``.

Each function takes the request's text and typed options (``engine.api.options.read``), reads the
board once (``boards.read_board``) and calls the tool modules with plain values.
"""

import time

from .. import bfs_steps, chance, formats, route
from ..errors import InputError
from ..examples import examples
from ..limits import DETAIL_SQUARES
from ..steps import drive
from .boards import read_board, rules_of

__all__ = ["throws", "convert", "formats_list", "examples_list", "analysis", "analysis_steps", "spin"]


def _searches(board, rules):
    p, q = route.pruned_bfs(board, rules), route.plain_bfs(board, rules)
    text = (
        f"{p.throws} pruned: enqueued {p.enqueued}, expanded {p.expanded}; "
        f"plain: enqueued {q.enqueued}, expanded {q.expanded}"
    )
    return {"pruned": p.to_dict(), "plain": q.to_dict(), "pruned_text": text}


def throws(text, o):
    """Fewest throws on a board: the route, BFS layers with parent moves, reachable squares,
    and seed 002's pruned BFS counts beside the same search unpruned.

    Result: ``format``, ``formats``, ``board``, ``rules``, ``warnings``, ``throws`` (-1 =
    unreachable), and in *labels* (square + ``base`` of the track searched, see
    ``route.on_track``): ``moves`` [{from, roll, landing, to}], ``route_text`` ("1 6>46 51 57>98
    100"), ``layers`` [[label]], ``layer_moves`` [[{from, roll, landing, to}]], ``reachable``,
    ``enqueued``/``expanded``; ``pruned`` and ``plain`` {throws, enqueued, expanded} with
    ``pruned_text`` (the command line's line); ``details`` (False above ``DETAIL_SQUARES``
    squares: then the layers are empty and the searches are left out unless ``o["pruned"]``);
    ``adjacency_text`` (seed 003's printout, with ``o["adjacency"]``); ``detail_squares``;
    ``queue_steps`` (the search one queue item per step, ``bfs_steps.queue_steps``: at most
    ``QUEUE_STEPS`` steps, ``queue_steps_truncated`` when there were more; empty without details).
    Without ``o["route"]`` only ``throws`` is computed (the command line's plain answer).
    """
    board, name = read_board(text, o["format"])
    rules = rules_of(o)
    details = board.size <= DETAIL_SQUARES
    out = {
        "format": name,
        "formats": list(formats.FORMATS),
        "board": board.to_dict(),
        "rules": rules.to_dict(),
        "warnings": list(board.warnings),
        "details": details,
        "detail_squares": DETAIL_SQUARES,
        "pruned": None,
        "plain": None,
        "pruned_text": None,
        "adjacency_text": route.adjacency(board, rules).text() if o["adjacency"] else None,
    }
    if o["route"]:
        found = route.shortest_route(board, rules, details=details)
        out.update(found.to_dict(), base=found.base, route_text=route.route_text(found))
        steps = bfs_steps.queue_steps(board, rules) if details else {"steps": [], "truncated": False}
        out.update(queue_steps=steps["steps"], queue_steps_truncated=steps["truncated"])
        if not details:
            out.update(layers=[], layer_moves=[], reachable=[])
    else:
        out["throws"] = route.min_throws(board, rules)
    if o["pruned"] or (o["route"] and details):
        out.update(_searches(board, rules))
    return out


def convert(text, o):
    """Rewrite a board in another format: ``{"text", "format_from", "format_to", "warnings", "formats"}``."""
    if o["to"] is None:
        raise InputError(1, 1, "option to is missing:", found="", expected=" or ".join(formats.FORMATS))
    board, name = read_board(text, o["from"])
    return {
        "text": formats.write(board, o["to"]),
        "format_from": name,
        "format_to": o["to"],
        "warnings": list(board.warnings),
        "formats": list(formats.FORMATS),
    }


def formats_list(text, o):
    """The board formats, in detection order: ``{"formats": [{"name", "base", "summary"}]}``."""
    return {
        "formats": [
            {"name": name, "base": getattr(m, "BASE", None), "summary": (m.__doc__ or "").strip().splitlines()[0]}
            for name, m in formats.FORMATS.items()
        ]
    }


def examples_list(text, o):
    """Named example boards: ``{"examples": [{"id", "title", "format", "text", "options"}]}``."""
    return {"examples": examples()}


def spin(text, o):
    """A diagnostic: a pure-Python loop for ``seconds``. The tests use it to prove that Stop returns
    control even when the engine never yields."""
    end = time.perf_counter() + min(120.0, float(o["seconds"]))
    n = 0
    while time.perf_counter() < end:
        n += 1
    return {"loops": n}


def analysis_steps(text, o):
    """``analysis`` in slices: yields ``{"fraction": f}``, returns the result dict
    (``Analysis.to_dict()`` plus ``format``)."""
    board, name = read_board(text, o["format"])
    steps = chance.analyze_steps(
        board,
        rules_of(o),
        players=o["players"],
        exact=o["exact"],
        what_ifs=o["what_if"],
        monte_carlo_games=o["monte_carlo"],
        seed=o["seed"],
    )
    while True:
        try:
            f = next(steps)
        except StopIteration as stop:
            return {"format": name, **stop.value.to_dict(full=o["full"])}
        yield {"fraction": f}


def analysis(text, o):
    """``analysis`` in one call (see ``analysis_steps``)."""
    return drive(analysis_steps(text, o))
