"""The probability flow: where one player stands after each turn, square by square.

Vocabulary (see ``engine.chance`` for positions, turns and the chain):
- a *row* is the state after turn ``t``: the chance of standing on each square below the goal,
  the chance ``off`` of still being off the board, the chance ``finished`` of having reached the
  goal (the row sums to 1), and for ``players`` independent players the chance ``game_on`` that
  nobody has finished after ``t`` rounds (first to finish wins);
- an *exact* row carries the same numbers as Fractions; rows are exact while the denominator
  ``faces**t`` has at most ``FLOW_EXACT_DIGITS`` digits (the fractions grow with t), then the
  flow continues in floats from the exact counts.
"""

from dataclasses import dataclass
from fractions import Fraction

from ..limits import FLOW_EXACT_DIGITS, FLOW_MAX_CELLS
from ..numbers import decimal_text, fraction_text
from .chain import FIN
from .distribution import _turn_step

__all__ = ["Flow", "FlowRow", "probability_flow", "last_turn"]


@dataclass(frozen=True)
class FlowRow:
    """The state after ``turn`` turns: floats, and Fractions (``exact``) while rows are exact."""

    turn: int
    squares: tuple
    off: float
    finished: float
    game_on: float
    exact: tuple = None  # (squares, off, finished, game_on) as Fractions, or None

    def to_dict(self):
        out = {
            "turn": self.turn,
            "squares": list(self.squares),
            "off": self.off,
            "finished": self.finished,
            "game_on": self.game_on,
            "finished_text": f"{self.finished:.6f}",
            "game_on_text": f"{self.game_on:.6f}",
            "off_text": f"{self.off:.6f}",
            "squares_text": [f"{p:#.6g}" for p in self.squares],
            "percent_text": [percent_text(p) for p in self.squares],
            "exact": None,
        }
        if self.exact is not None:
            squares, off, finished, game_on = self.exact
            out["exact"] = {
                "squares": [fraction_text(q, False) for q in squares],
                "off": fraction_text(off, False),
                "finished": fraction_text(finished, False),
                "game_on": fraction_text(game_on, False),
                "squares_decimal": [decimal_text(q, 6) for q in squares],
            }
            out["finished_text"] = decimal_text(finished, 6)
            out["game_on_text"] = decimal_text(game_on, 6)
            out["off_text"] = decimal_text(off, 6)
            out["squares_text"] = out["exact"]["squares_decimal"]
        return out


def percent_text(p):
    """A square's label on the drawn board: a percent with at most one decimal, ``<0.1%`` below that, ``""`` at 0.

    >>> [percent_text(p) for p in (0.5, 1 / 6, 0.0004, 0.0, 1.0)]
    ['50%', '16.7%', '<0.1%', '', '100%']
    """
    if p <= 0:
        return ""
    return f"{round(100 * p, 1):g}%" if p >= 0.001 else "<0.1%"


@dataclass(frozen=True)
class Flow:
    """Rows for turns 0..len-1; ``asked`` the last turn asked for; ``notes`` why fewer came back."""

    players: int
    asked: int
    rows: tuple
    notes: tuple

    def to_dict(self, base):
        exact_turns = sum(1 for r in self.rows if r.exact is not None)
        return {
            "players": self.players,
            "base": base,
            "turns": len(self.rows) - 1,
            "turns_asked": self.asked,
            "exact_turns": exact_turns - 1,
            "rows": [r.to_dict() for r in self.rows],
            "notes": list(self.notes),
        }


def last_turn(ch, turns):
    """The last turn a flow over chain ``ch`` follows: ``turns``, or fewer so that rows times
    squares stays within FLOW_MAX_CELLS."""
    return max(1, min(int(turns), FLOW_MAX_CELLS // (ch.goal + 1) - 1))


def _row(ch, t, mass, fin, players, scale):
    """A row from the masses by node (node 0 off the board, node p+1 square p) and the finished
    mass; ``scale`` is the denominator for exact integer counts, or None for floats."""
    g = ch.goal
    if scale is None:
        alive = sum(mass)
        return FlowRow(t, tuple(mass[1 : g + 1]), mass[0], fin, alive**players)
    exact = [Fraction(m, scale) for m in mass]
    alive = Fraction(sum(mass), scale)
    q = (tuple(exact[1 : g + 1]), exact[0], Fraction(fin, scale), alive**players)
    return FlowRow(t, tuple(float(x) for x in q[0]), float(q[1]), float(q[2]), float(q[3]), q)


def probability_flow(ch, turns, players=1):
    """Rows for turns 0..T (T = ``last_turn(ch, turns)``, or fewer when every player has finished).

    >>> from ..board import Board, Rules
    >>> from .chain import build_chain
    >>> f = probability_flow(build_chain(Board.build(4, [], base=1), Rules(faces=2)), 5, players=2)
    >>> [r.turn for r in f.rows], f.rows[1].exact[0], f.rows[1].exact[2], f.rows[1].exact[3]
    ([0, 1, 2, 3], (Fraction(0, 1), Fraction(1, 2), Fraction(1, 2)), Fraction(0, 1), Fraction(1, 1))
    """
    players = int(players)
    last = last_turn(ch, turns)
    notes = [] if last == int(turns) else [f"followed for {last} turns (rows times squares is limited)"]
    g, k = ch.goal, ch.faces
    mass = [0] * (g + 1)
    fin = 0
    if ch.start_node == FIN:
        fin = 1
    else:
        mass[ch.start_node] = 1
    rows = [_row(ch, 0, mass, fin, players, 1)]
    scale = 1
    t = 0
    while t < last and any(mass):
        t += 1
        exact = scale is not None and len(str(scale * k)) <= FLOW_EXACT_DIGITS
        if not exact and scale is not None:
            mass = [m / scale for m in mass]
            fin, scale = fin / scale, None
        step, got = _turn_step(ch, mass, exact)
        if exact:
            scale *= k
            mass, fin = step, fin * k + got
        else:
            mass, fin = step, fin + got
        rows.append(_row(ch, t, mass, fin, players, scale))
    if t < last:
        notes.append(f"every player has finished after {t} turns")
    return Flow(players, int(turns), tuple(rows), tuple(notes))
