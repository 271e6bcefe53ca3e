"""A replayed game told move by move, each move with the rule of seed 001 that applied (issue #14).

Vocabulary: a *rule* names what happened on a move, as seed 001 states it: ``plain`` (an empty
square: the token stays there), ``ladder`` (the lower end of a ladder: up to its higher end),
``snake`` (the higher end of a snake: down to its lower end), ``ladder-top`` and ``snake-tail``
(the other end of a ladder or a snake: the token stays, "would remain here until the following
turn"), ``reach`` (the last square exactly: wins), ``pass`` (beyond the last square: reaching
*or surpassing* it wins; there is no bounce), ``over`` (CCC 2003's rule only: beyond the last
square, the piece is not moved). A move made after a player already won in the same round says so:
every player gets the same number of turns.

>>> from ..formats.uil import parse
>>> from .model import Game
>>> from .play import play
>>> p = play(Game(1, parse("03 L1\\n00 L1"), ((1, 1), (2, 2))))
>>> [s["rule"] for s in replay_steps(p)["steps"]]
['ladder', 'ladder-top', 'reach', 'pass']
>>> replay_steps(p)["steps"][1]["text"]
'Round 1 · P2 rolls 2: 0 → 2, the top of ladder L1: a ladder is climbed only from its lower end, P2 stays on 2'
>>> replay_steps(p)["steps"][3]["text"].split("; ")  # doctest: +NORMALIZE_WHITESPACE
['Round 2 · P2 rolls 2: 2 → 4, past the last square 3: reaching or passing it wins (no bounce), P2 wins',
 'P1 already won this round: every player gets the same number of turns']
"""

from ..limits import GAMES_STEPS

__all__ = ["replay_steps", "RULES"]

#: rule -> the words after the landing (``{name}``: the jump's label, ``{to}``/``{goal}``: squares)
RULES = {
    "plain": "a plain square: P{p} stays there",
    "ladder": "the lower end of ladder {name}: P{p} climbs to {to}",
    "snake": "the higher end of snake {name}: P{p} slides down to {to}",
    "ladder-top": "the top of ladder {name}: a ladder is climbed only from its lower end, P{p} stays on {to}",
    "snake-tail": "the tail of snake {name}: a snake acts only at its higher end, P{p} stays on {to}",
    "reach": "the last square {goal}: reaching it wins",
    "pass": "past the last square {goal}: reaching or passing it wins (no bounce)",
    "over": "past the last square {goal}: the piece cannot advance that far and is not moved, P{p} stays on {to}",
}


def _ends(board):
    """Square (label) -> the jump whose other end it is, for squares that start no jump."""
    starts = {j.start for j in board.jumps}
    return {j.end + board.base: j for j in board.jumps if j.end not in starts}


def _rule(frm, roll, landing, jump, to, goal, ends, exact=False):
    """(rule, jump label or "") for one move (``exact``: a roll past the goal is not made)."""
    if exact and frm + roll > goal:
        return "over", ""
    if frm + roll >= goal:
        return ("reach" if frm + roll == goal else "pass"), ""
    if jump:
        return ("ladder" if to > landing else "snake"), jump
    j = ends.get(landing)
    if j is not None:
        return ("ladder-top" if j.kind == "ladder" else "snake-tail"), j.name or j.kind
    return "plain", ""


def _text(m, rule, name, goal, won_before):
    rnd, p, roll, frm, landing, _, _, to, won = m
    where = f"{landing}" if rule not in ("pass", "over") else f"{frm + roll}"
    text = f"Round {rnd} · P{p} rolls {roll}: {frm} → {where}, " + RULES[rule].format(p=p, name=name, to=to, goal=goal)
    if won and rule not in ("reach", "pass"):
        text += f"; {to} is the last square: P{p} wins"
    elif won:
        text += f", P{p} wins"
    if won_before:
        firsts = " and ".join(f"P{w}" for w in won_before)
        text += f"; {firsts} already won this round: every player gets the same number of turns"
    return text


def replay_steps(play, limit=GAMES_STEPS):
    """One record per move of ``play`` (a ``Play``), at most ``limit``: ``{"steps", "truncated"}``.

    Each step: ``move`` (1-based), ``round``, ``player``, ``rule`` (``RULES``), ``jump`` (the
    label the rule is about, or None) and ``text`` (the move in one sentence, with its rule).
    """
    board = play.game.board
    goal, ends = board.goal + board.base, _ends(board)
    steps, won_in_round, current = [], [], 0
    for k, m in enumerate(play.steps[:limit], 1):
        rnd, p, roll, frm, landing, jump, _, to, won = m
        if rnd != current:
            current, won_in_round = rnd, []
        rule, name = _rule(frm, roll, landing, jump, to, goal, ends, play.game.rule == "ccc 2003")
        text = _text(m, rule, name, goal, list(won_in_round))
        steps.append({"move": k, "round": rnd, "player": p, "rule": rule, "jump": name or None, "text": text})
        if won:
            won_in_round.append(p)
    return {"steps": steps, "truncated": len(play.steps) > limit}
