"""The board tools' requests: ``throws``, ``convert``, ``formats``, ``examples``, ``analysis``, ``spin``.

Each function takes the request's text and typed options (``engine.api.options.read``), reads the
board once (``boards.read_boards``) and calls the tool modules with plain values.
"""

import time

from .. import bfs_steps, chance, choice, formats, pruned_steps, route
from ..board import apply_start_jump
from ..errors import InputError
from ..examples import examples
from ..formats.jumps import one_board
from ..limits import DETAIL_SQUARES, FLOW_MAX_SQUARES, ROW_BOARDS
from ..steps import drive
from .boards import read_boards, rules_of, start_warnings
from .page_limits import analysis_fit

__all__ = [
    "throws",
    "convert",
    "formats_list",
    "examples_list",
    "analysis",
    "analysis_steps",
    "flow",
    "optimal",
    "spin",
]


def _searches(board, rules):
    p, q = route.pruned_bfs(board, rules), route.plain_bfs(board, rules)
    text = (
        f"{p.throws} pruned: enqueued {p.enqueued}, expanded {p.expanded}; "
        f"plain: enqueued {q.enqueued}, expanded {q.expanded}"
    )
    compare = {
        "same_throws": p.throws == q.throws,
        "enqueued_factor": q.enqueued / p.enqueued if p.enqueued else None,
        "expanded_factor": q.expanded / p.expanded if p.expanded else None,
    }
    compare["texts"] = {
        "throws": "same" if compare["same_throws"] else "differ!",
        **{
            k: "–" if compare[f"{k}_factor"] is None else f"{compare[f'{k}_factor']:.1f}×"
            for k in ("enqueued", "expanded")
        },
    }
    return {"pruned": p.to_dict(), "plain": q.to_dict(), "pruned_text": text, "compare": compare}


def move_text(m):
    """A route move as the page writes it: ``roll 5: 1 → 6, ladder up to 46`` (labels).

    >>> move_text({"from": 1, "roll": 5, "landing": 6, "to": 46})
    'roll 5: 1 → 6, ladder up to 46'
    """
    text = f"roll {m['roll']}: {m['from']} → {m['landing']}"
    if m["to"] != m["landing"]:
        text += f", ladder up to {m['to']}" if m["to"] > m["landing"] else f", snake down to {m['to']}"
    return text


def _dice_note(rules, board):
    """The rule a reader would miss, in words: ``None`` for one die, else the rolls and the end rule.

    >>> from engine.board import Board, Rules
    >>> _dice_note(Rules(dice=2, end="exact"), Board.build(100, [], base=1))
    'two dice: a throw moves 2..12, and one past square 100 is wasted (exact landing)'
    """
    if rules.dice == 1:
        return None
    goal = board.goal + board.base
    past = {
        "exact": "is wasted (exact landing)",
        "overshoot": "finishes",
        "bounce": f"walks back from {goal} (bounce)",
    }[rules.end]
    return f"two dice: a throw moves {rules.low}..{rules.high}, and one past square {goal} {past}"


def _labels(board, layers):
    """Where the search starts and ends, in labels, and how many squares it may visit."""
    start = layers[0][0] if layers else board.start + board.base
    off = start < board.base  # started off the board, before the first square
    return {"start_label": start, "goal_label": board.goal + board.base, "squares_total": board.size + off}


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
    ``compare`` {same_throws, enqueued_factor, expanded_factor} (plain / pruned); ``start_label``,
    ``goal_label``, ``squares_total`` (the squares plus the place off the board); each move's
    ``text`` (``roll 5: 1 → 6, ladder up to 46``);
    ``queue_steps`` (the search one queue item per step, ``bfs_steps.queue_steps``: at most
    ``QUEUE_STEPS`` steps, ``queue_steps_truncated`` when there were more; empty without details);
    ``pruned_steps``/``pruned_steps_truncated`` likewise for seed 002's pruned BFS
    (``pruned_steps.pruned_steps``: each roll with the rule that applied).
    Without ``o["route"]`` only ``throws`` is computed (the command line's plain answer).
    """
    reading = read_boards(text, o["format"])
    rules = rules_of(o, reading.hints)
    out = _first_board(reading.board, reading.format, rules, o)
    out.update(reading=reading.to_dict(), read_as=reading.summary, boards=_board_rows(reading, rules, out["throws"]))
    return out


def _drawn(board):
    return board.size <= DETAIL_SQUARES


def _board_rows(reading, rules, first):
    """One row per board of the paste, in input order: number, size, answer (``first`` for the
    first board, already found), warnings, and the board itself when there are several (the first
    ``ROW_BOARDS`` rows, small enough to draw)."""
    rows = []
    for k, board in enumerate(reading.boards, 1):
        played = apply_start_jump(board, rules)
        rows.append(
            {
                "number": k,
                "size": board.size,
                "summary": formats.summarize(reading.format, [board]),
                "throws": first if k == 1 else route.min_throws(played, rules),
                "warnings": [*board.warnings, *start_warnings(board, rules)],
                "board": board.to_dict() if len(reading.boards) > 1 and k <= ROW_BOARDS and _drawn(board) else None,
            }
        )
    return rows


def _first_board(board, name, rules, o):
    """The throws reply for one board (the first of the paste): route, layers, searches."""
    warnings = [*board.warnings, *start_warnings(board, rules)]
    board = apply_start_jump(board, rules)
    details = board.size <= DETAIL_SQUARES
    out = {
        "format": name,
        "formats": list(formats.READERS),
        "board": board.to_dict(),
        "rules": rules.to_dict(),
        "rules_note": _dice_note(rules, board),
        "warnings": warnings,
        "details": details,
        "detail_squares": DETAIL_SQUARES,
        "pruned": None,
        "plain": None,
        "pruned_text": None,
        "adjacency_text": route.adjacency(board, rules).text() if o["adjacency"] else None,
    }
    if o["route"] or o["tiles"]:
        found = route.shortest_route(board, rules, details=details)
        out.update(found.to_dict(), base=found.base, route_text=route.route_text(found))
        out["tiles_text"] = route.tiles_text(found)
        out.update(_labels(board, out["layers"]))
        for m in out["moves"]:
            m["text"] = move_text(m)
        steps = bfs_steps.queue_steps(board, rules) if details else {"steps": [], "truncated": False}
        out.update(queue_steps=steps["steps"], queue_steps_truncated=steps["truncated"])
        seeds = details and rules.dice == 1  # seed 002's search throws one die
        pruned = pruned_steps.pruned_steps(board, rules) if seeds else {"steps": [], "truncated": False}
        out.update(pruned_steps=pruned["steps"], pruned_steps_truncated=pruned["truncated"])
        if not details:
            out.update(layers=[], layer_moves=[], reachable=[])
    else:
        out["throws"] = route.min_throws(board, rules)
    if o["pruned"] or (o["route"] and details and rules.dice == 1):
        out.update(_searches(board, rules))
    return out


def _rules_change(reading, to):
    """A note when the written format's source plays by other rules than the text read (its
    ``HINTS``: the tools' "the source's" settings follow the format, so the answers may change).

    >>> _rules_change(formats.read("Ladder = [[6,46]]"), "hackerearth")
    ["read back as hackerearth, the board is played with that source's rules: dice 2, end exact"]
    """
    hints = dict(getattr(formats.READERS[to], "HINTS", {}))
    if hints == reading.hints:
        return []
    said = ", ".join(f"{k} {v}" for k, v in sorted(hints.items())) or "the defaults"
    return [f"read back as {to}, the board is played with that source's rules: {said}"]


def convert(text, o):
    """Rewrite a board in another format: ``{"text", "format_from", "format_to", "warnings", "formats"}``."""
    if o["to"] is None:
        raise InputError(1, 1, "option to is missing:", found="", expected=" or ".join(formats.FORMATS))
    reading = read_boards(text, o["from"])
    return {
        "text": formats.write_all(reading.boards, o["to"]),
        "format_from": reading.format,
        "format_to": o["to"],
        "read_as": reading.summary,
        "warnings": [w for b in reading.boards for w in b.warnings] + _rules_change(reading, o["to"]),
        "formats": list(formats.READERS),
    }


def formats_list(text, o):
    """The board formats, in detection order: ``{"formats": [{"name", "base", "summary"}]}``."""
    return {
        "formats": [
            {"name": name, "base": getattr(m, "BASE", None), "summary": (m.__doc__ or "").strip().splitlines()[0]}
            for name, m in formats.READERS.items()
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
    (``Analysis.to_dict()`` plus ``format``). The board is read and checked against the page's
    limit at once, before the first slice."""
    board, name, rules = _one_board_rules(text, o)
    board = apply_start_jump(board, rules)
    analysis_fit(board, rules, o)
    return _analysis_slices(board, name, rules, o)


def _one_board_rules(text, o):
    """(Board, format name, Rules) of a text holding one board, with the source's rules where an
    option says ``auto`` (``rules_of``); two dice reach the tool's one-die check, never dropped."""
    reading = read_boards(text, o["format"])
    return one_board(reading.boards, reading.format), reading.format, rules_of(o, reading.hints)


def _analysis_slices(board, name, rules, o):
    steps = chance.analyze_steps(
        board,
        rules,
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


def flow(text, o):
    """The probability flow: one row per turn 0..T with the chance of standing on each square, of
    having finished and (for ``players``) that the game is still on; exact while rows are small
    (``chance.flow``). Result: ``Flow.to_dict()`` plus ``format``, ``board`` and ``rules``."""
    board, name, rules = _one_board_rules(text, o)
    if board.size > FLOW_MAX_SQUARES:
        raise InputError(
            1,
            1,
            f"the probability flow takes boards up to {FLOW_MAX_SQUARES} squares; this one has",
            found=str(board.size),
        )
    played = apply_start_jump(board, rules)
    ch = chance.build_chain(played, rules)
    result = chance.probability_flow(ch, o["turns"], o["players"])
    return {"format": name, "board": board.to_dict(), "rules": rules.to_dict(), **result.to_dict(board.base)}


def optimal(text, o):
    """Optional jumps, optimal play, for every board of the paste: ``{"format", "read_as", "rules",
    "decline", "boards": [{"number", "size", "summary", "warnings", "board", **Optimal.to_dict()}]}``
    (``expected`` printed with 10 decimals, ``fraction`` when exact, ``take``/``decline`` labels)."""
    reading = read_boards(text, o["format"])
    rules = rules_of(o, reading.hints)
    rows = []
    for k, board in enumerate(reading.boards, 1):
        played = apply_start_jump(board, rules)
        result = choice.optimal_turns(played, rules, o["decline"])
        rows.append(
            {
                "number": k,
                "size": board.size,
                "summary": formats.summarize(reading.format, [board]),
                "warnings": [*board.warnings, *start_warnings(board, rules)],
                "board": board.to_dict() if k <= ROW_BOARDS and _drawn(board) else None,
                **result.to_dict(board),
            }
        )
    return {
        "format": reading.format,
        "read_as": reading.summary,
        "reading": reading.to_dict(),
        "rules": rules.to_dict(),
        "decline": o["decline"],
        "boards": rows,
    }
