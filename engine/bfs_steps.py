"""The shortest-route BFS told one queue item at a time, for a class (issue #14).

Vocabulary: a *step* takes one square off the front of the queue, tries every roll from it and
appends the squares not seen before. The steps follow the same order as ``route.bfs`` (a FIFO
queue visits layer after layer), and stop when the goal is first reached, when the queue is
empty, or after ``QUEUE_STEPS`` steps (``truncated``). Squares are labels (square + ``base`` of
the track searched, see ``route.on_track``).

>>> from .board import Board
>>> s = queue_steps(Board.build(10, [(3, 8)], base=1))
>>> s["steps"][0]["text"].split("; ")  # doctest: +NORMALIZE_WHITESPACE
['take square 1 off the queue', 'roll 1..6 → 2, 3, 4 (ladder to 9), 5, 6, 7',
 'new: 2, 3, 9, 5, 6, 7 (distance 1)', 'queue: [2, 3, 9, 5, 6, 7]']
>>> s["steps"][1]["text"].split("; ")[2:]
['new: 8 (distance 2)', 'queue: [3, 9, 5, 6, 7, 8]']
>>> s["steps"][-1]["found"], s["steps"][-1]["text"].endswith("the goal 10 is reached after 2 throws")
(True, True)
"""

from .board import Rules, resolve_jumps
from .limits import QUEUE_STEPS
from .route import on_track

__all__ = ["queue_steps"]

#: Squares of the queue a step lists (the rest as "+ N more").
QUEUE_SHOWN = 24


def _rolls(s, goal, rules, to, base):
    """The rolls from ``s``: [{roll, landing, to}] (``Rules.landings``: past the goal, by the end rule)."""
    return [{"roll": r, "landing": x + base, "to": to[x] + base} for r, x in rules.landings(s, goal)]


def _landing(r):
    """ "25" or "25 (ladder to 44)" or "30 (snake to 7)"."""
    if r["to"] == r["landing"]:
        return str(r["landing"])
    return f"{r['landing']} ({'ladder' if r['to'] > r['landing'] else 'snake'} to {r['to']})"


def _sentence(sq, rolls, new, d, queue, more, found_goal):
    first, last = (rolls[0]["roll"], rolls[-1]["roll"]) if rolls else (0, 0)
    tried = ", ".join(_landing(r) for r in rolls)
    parts = [f"take square {sq} off the queue", f"roll {first}..{last} → {tried}" if rolls else "no roll moves"]
    parts.append(f"new: {', '.join(map(str, new))} (distance {d})" if new else "nothing new")
    shown = ", ".join(map(str, queue)) + (f", + {more} more" if more else "")
    parts.append(f"queue: [{shown}]")
    if found_goal is not None:
        parts.append(f"the goal {found_goal} is reached after {d} throw{'s' * (d != 1)}")
    return "; ".join(parts)


def queue_steps(board, rules=Rules(), limit=QUEUE_STEPS):
    """The BFS of ``route.bfs`` one queue item per step: ``{"steps": [...], "truncated": bool}``.

    Each step: ``square``, ``distance`` (of the square taken), ``rolls`` [{roll, landing, to}],
    ``new`` (labels first seen, appended to the queue), ``queue`` (the first ``QUEUE_SHOWN``
    labels after the step) with ``queue_length``, ``visited`` (squares seen so far),
    ``found`` (the goal was reached by this step) and ``text`` (the step in one sentence).
    """
    board = on_track(board, rules)
    n, goal, base = board.size, board.goal, board.base
    to = list(range(n))
    for q, t in resolve_jumps(board, rules.chain).items():
        to[q] = t
    dist = [-1] * n
    dist[board.start] = 0
    order = [board.start]  # every square seen, in the order queued: the queue is order[head:]
    head, steps = 0, []
    while head < len(order) and dist[goal] < 0 and len(steps) < limit:
        s = order[head]
        head += 1
        rolls = _rolls(s, goal, rules, to, base)
        new = []
        for r in rolls:
            t = r["to"] - base
            if dist[t] < 0:
                dist[t] = dist[s] + 1
                order.append(t)
                new.append(t + base)
        queue = [q + base for q in order[head : head + QUEUE_SHOWN]]
        more = len(order) - head - len(queue)
        found = dist[goal] >= 0
        steps.append(
            {
                "square": s + base,
                "distance": dist[s],
                "rolls": rolls,
                "new": new,
                "queue": queue,
                "queue_length": len(order) - head,
                "visited": len(order),
                "found": found,
                "text": _sentence(s + base, rolls, new, dist[s] + 1, queue, more, goal + base if found else None),
            }
        )
    done = dist[goal] >= 0 or head == len(order)
    return {"steps": steps, "truncated": not done}
