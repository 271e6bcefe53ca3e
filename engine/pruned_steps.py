"""Seed 002's pruned BFS told one queue item at a time, for a class (issue #14).

Vocabulary: a *step* takes one square off the front of the queue (``popleft``) and scans the
rolls from ``faces`` down to 1 as the seed's code does. Each roll gets a *verdict*, the seed's
rule that applied to it: ``past`` (beyond the goal, skipped), ``jump-goal`` (a jump ending on the
goal: done), ``jump`` (a jump's end, enqueued: jumps are mandatory), ``jump-seen`` (a jump's end
already visited), ``deepest`` (the deepest plain landing: the one plain square enqueued),
``dominated`` (a shallower plain landing: marked visited but not enqueued, the deepest one
dominates it) or ``seen`` (a plain landing already visited). The steps end with the seed's early
exits (the goal dequeued, or a square within ``faces`` of it), a jump onto the goal, an empty
queue, or after ``QUEUE_STEPS`` steps (``truncated``). Squares are labels (square + ``base``).

>>> from .board import Board
>>> s = pruned_steps(Board.build(12, [(3, 10)], base=1))
>>> s["steps"][0]["text"].split("; ")  # doctest: +NORMALIZE_WHITESPACE
['take square 1 off the queue (0 throws so far)', 'roll 6 → 7: deepest plain landing, queued',
 'roll 5 → 6: plain, marked visited but not queued (7 is deeper)',
 'roll 4 → 5: plain, marked visited but not queued (7 is deeper)',
 'roll 3 → 4 (ladder to 11): a jump, its end 11 queued',
 'roll 2 → 3: plain, marked visited but not queued (7 is deeper)',
 'roll 1 → 2: plain, marked visited but not queued (7 is deeper)', 'queue: [11, 7]']
>>> s["steps"][-1]["text"].split("; ")[-1], s["throws"]
('11 is within 6 of the goal 12: one more roll finishes, 2 throws', 2)
"""

from collections import deque

from .bfs_steps import QUEUE_SHOWN
from .board import Rules, one_die, resolve_jumps
from .limits import QUEUE_STEPS
from .route import on_track

__all__ = ["pruned_steps", "VERDICTS"]

#: verdict -> (the words after "roll r → landing: ", the code line of seed 002 it runs)
VERDICTS = {
    "past": ("past the goal, skipped", "past"),
    "jump-goal": ("a jump onto the goal {to}: done", "jump-goal"),
    "jump": ("a jump, its end {to} queued", "jump-new"),
    "jump-seen": ("a jump, its end {to} already visited", "jump-seen"),
    "deepest": ("deepest plain landing, queued", "deepest"),
    "dominated": ("plain, marked visited but not queued ({deepest} is deeper)", "mark"),
    "seen": ("plain, already visited", "plain-seen"),
}


def _roll_verdict(landing, target, dest, visited, deepest):
    """The seed's rule for one landing (squares from 0): (verdict, end, deepest plain so far)."""
    if landing > target:
        return "past", landing, deepest
    if landing in dest:
        end = dest[landing]
        if end == target:
            return "jump-goal", end, deepest
        return ("jump-seen" if end in visited else "jump"), end, deepest
    if landing in visited:
        return "seen", landing, deepest
    return ("dominated", landing, deepest) if deepest is not None else ("deepest", landing, landing)


def _roll_text(r, deepest, base):
    jump = r["to"] != r["landing"] and r["verdict"] != "past"
    what = f" ({'ladder' if r['to'] > r['landing'] else 'snake'} to {r['to']})" if jump else ""
    words = VERDICTS[r["verdict"]][0].format(to=r["to"], deepest=None if deepest is None else deepest + base)
    return f"roll {r['roll']} → {r['landing']}{what}: {words}"


def _scan(square, faces, target, dest, visited, base):
    """Rolls ``faces`` down to 1 from ``square``: the roll records, the squares queued, done."""
    rolls, queued, deepest = [], [], None
    for r in range(faces, 0, -1):
        landing = square + r
        verdict, end, deepest = _roll_verdict(landing, target, dest, visited, deepest)
        marks = verdict in ("jump", "dominated", "deepest")
        rolls.append({"roll": r, "landing": landing + base, "to": end + base, "verdict": verdict, "marks": marks})
        if verdict == "jump-goal":
            return rolls, queued, True
        if marks:
            visited.add(end)
        if verdict == "jump":
            queued.append(end)
    if deepest is not None:
        queued.append(deepest)
    return rolls, queued, False


def _exit(square, moves, target, faces, base):
    """The seed's two early exits for a dequeued square: (sentence, throws) or None."""
    if square == target:
        return f"it is the goal: {moves} throws", moves
    if square >= target - faces:
        near = f"{square + base} is within {faces} of the goal {target + base}"
        return f"{near}: one more roll finishes, {moves + 1} throws", moves + 1
    return None


def _step(square, moves, queue, rolls, queued, visited, ending, base):
    deepest = next((r["landing"] - base for r in rolls if r["verdict"] == "deepest"), None)
    parts = [f"take square {square + base} off the queue ({moves} throws so far)"]
    parts += [_roll_text(r, deepest, base) for r in rolls]
    shown = [q + base for q, _ in list(queue)[:QUEUE_SHOWN]]
    more = len(queue) - len(shown)
    if ending is None:
        parts.append(f"queue: [{', '.join(map(str, shown))}{f', + {more} more' if more else ''}]")
    else:
        parts.append(ending[0])
    line = _line(rolls, ending)
    return {
        "square": square + base,
        "distance": moves,
        "rolls": rolls,
        "new": [q + base for q in queued],
        "marked": [r["to"] for r in rolls if r["marks"]],
        "marked_distance": moves + 1,
        "queue": shown,
        "queue_length": len(queue),
        "visited": len(visited),
        "found": ending is not None,
        "line": line,
        "text": "; ".join(parts),
    }


def _line(rolls, ending):
    """The code line a step ends on (keys of the page's listing of seed 002's code)."""
    if ending is not None:
        return {"at-goal": "at-goal", "near": "near"}.get(ending[2], "jump-goal")
    if any(r["verdict"] == "deepest" for r in rolls):
        return "append-deepest"
    return VERDICTS[rolls[-1]["verdict"]][1] if rolls else "pop"


def pruned_steps(board, rules=Rules(), limit=QUEUE_STEPS):
    """``route.pruned_bfs`` one queue item per step: ``{"steps", "truncated", "throws"}``.

    Each step: ``square``, ``distance`` (throws to it), ``rolls`` [{roll, landing, to,
    verdict, marks}] in the seed's scan order (``VERDICTS``; ``marks``: the roll marks ``to``
    visited), ``new`` (labels queued), ``marked`` (labels marked visited, at ``marked_distance``
    throws), ``queue`` (first
    ``QUEUE_SHOWN`` labels after the step) with ``queue_length``, ``visited`` (squares marked),
    ``found`` (the search ends here), ``line`` (the code line) and ``text``. ``throws`` is the
    answer when the steps reach it (else -1: unreachable, or ``None`` when truncated).
    """
    one_die(rules, "seed 002's BFS")
    board = on_track(board, rules)
    faces, base, target = rules.faces, board.base, board.goal
    dest = resolve_jumps(board, rules.chain)
    queue, visited = deque([(board.start, 0)]), {board.start}
    steps, throws = [], -1
    while queue and len(steps) < limit:
        square, moves = queue.popleft()
        found = _exit(square, moves, target, faces, base)
        if found:
            ending = (found[0], found[1], "at-goal" if square == target else "near")
            steps.append(_step(square, moves, queue, [], [], visited, ending, base))
            return {"steps": steps, "truncated": False, "throws": found[1]}
        rolls, queued, done = _scan(square, faces, target, dest, visited, base)
        queue.extend((q, moves + 1) for q in queued)
        ending = (f"the goal is reached after {moves + 1} throws", moves + 1, "jump-goal") if done else None
        steps.append(_step(square, moves, queue, rolls, queued, visited, ending, base))
        if done:
            return {"steps": steps, "truncated": False, "throws": moves + 1}
    return {"steps": steps, "truncated": bool(queue), "throws": None if queue else throws}
