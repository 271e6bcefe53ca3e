"""How long a game with a fair die takes, who wins, and which jump matters: exactly or in floats.

Vocabulary:
- a *position* ``p`` is where a player stands between turns: a square index ``0..goal-1``, or
  ``-1``, off the board before square 0 (``Rules.start == "off"``, so rolling r lands on r-1);
- a *turn* is one roll ``r`` in ``1..k`` (``k = rules.faces``): the player *lands* on ``p + r``
  and, when a jump starts there, *ends* on its end; reaching the goal *finishes* (a jump that
  starts on the goal is never taken); past the goal the end rule decides: ``exact`` stays on
  ``p``, ``overshoot`` finishes, ``bounce`` walks the excess back from the goal;
- a *node* of the chain is a position or a *jump node* (the moment of landing on a jump's start);
- ``T`` is the number of turns one player needs: ``pmf[n] = P(T = n)``, ``cdf[n] = P(T <= n)``,
  the *survival* ``S(n) = P(T > n)``;
- ``E[p]`` is the expected number of turns left from ``p``; a *visit* is a turn begun on a square;
- a *back edge* leads to a position at or below the one a turn began on (a snake, staying put,
  bouncing back). Without back edges the chain is triangular and back-substitution from the goal
  solves it; each back edge adds one unknown (the value at its target), so the linear algebra is
  a small dense system in those unknowns, not in every square;
- a *seat* is a place in the turn order (seat 0 rolls first); a *round* is one turn for each seat;
  under the *first-to-finish* rule the first player to finish wins; under seed 001's *equal-turns*
  rule the round is completed and everyone who finished in it wins.

One module per question: ``chain`` (the Markov chain and its solves: finish probability,
visits), ``banded`` (the mean, by one sweep down the board), ``distribution`` (the law of T),
``players`` (several players: seats, rounds, rolls), ``whatif`` (each jump removed), ``flow``
(where a player stands after each turn), ``heat`` (square by square), ``simulation`` (Monte
Carlo, the independent check), ``analysis`` (all of it for the analysis tool).
"""

from ..limits import EXACT_MAX_SQUARES
from .analysis import Analysis, analyze, analyze_steps
from .banded import expected_turns, expected_turns_from
from .chain import (
    FIN,
    MAX_WORK,
    TAIL,
    Chain,
    build_chain,
    expected_visits,
    finish_probability,
    fraction_text,
)
from .distribution import Distribution, turn_distribution
from .flow import Flow, probability_flow
from .heat import by_square, heat
from .players import Seats, seat_odds
from .simulation import MonteCarlo, monte_carlo, monte_carlo_steps
from .whatif import WhatIf, _means_without, what_if

__all__ = [
    "Chain",
    "build_chain",
    "expected_turns",
    "expected_turns_from",
    "finish_probability",
    "expected_visits",
    "Distribution",
    "turn_distribution",
    "Flow",
    "probability_flow",
    "Seats",
    "seat_odds",
    "WhatIf",
    "what_if",
    "MonteCarlo",
    "monte_carlo",
    "monte_carlo_steps",
    "Analysis",
    "analyze",
    "analyze_steps",
    "by_square",
    "heat",
    "fraction_text",
    "EXACT_MAX_SQUARES",
    "TAIL",
    "MAX_WORK",
    "FIN",
    "_means_without",
]
