"""Everything the analysis tool shows, at once: ``analyze`` and ``Analysis``."""

from dataclasses import dataclass
from fractions import Fraction
from math import isfinite, sqrt

from ..board import Rules
from ..errors import InputError
from ..limits import EXACT_MAX_SQUARES, MAX_PLAYERS
from ..numbers import decimal_text
from ..steps import drive, scaled
from .banded import expected_turns
from .chain import FIN, TAIL, build_chain, finish_probability, fraction_text
from .chart import chart
from .distribution import Distribution, distribution_steps, min_turns, p_turns_exact
from .heat import heat
from .players import game_mean_exact, rounds_exact, seat_odds
from .simulation import monte_carlo_steps
from .texts import analysis_texts
from .whatif import what_if_steps

__all__ = ["Analysis", "analyze", "analyze_steps", "game_length", "labels", "SCOPE"]


@dataclass(frozen=True)
class Analysis:
    """The probability analysis of one board under one set of rules (see ``analyze``)."""

    board: object
    rules: object
    players: int
    mean: object
    mean_exact: object
    finish_probability: float
    distribution: object
    min_turns: object
    p_min_turns: object
    p_min_turns_exact: object
    expected_remaining: tuple
    expected_visits: object
    visits_off: float
    jump_hits: object
    seats: object
    what_if: tuple
    monte_carlo: object
    notes: tuple
    #: (exact P(game lasts n rounds) for the rounds followed, exact mean or None) when snakes make
    #: one player's distribution endless (``_game_exact``); None otherwise.
    game_exact: object = None

    def to_dict(self, full=True):
        """JSON-ready dict; ``full`` adds the per-square arrays, the distributions and the board.

        Every figure is labelled: ``scope[key]`` says whether it is per ``player`` (one player's
        turns), per ``seat`` or per ``game`` (first to finish), and ``labels[key]`` says it in words.
        """
        out = {
            **self._one_player(),
            **self._game(),
            "what_if": [w.to_dict(self.board.base) for w in self.what_if],
            "distribution_exact": self.distribution.pmf_exact is not None,
            "tail_mass": self.distribution.tail,
            "never_mass": self.distribution.never,
            "turns_followed": len(self.distribution.pmf) - 1,
            "tail_extrapolated_from": self.distribution.extrapolated_from,
            "rules": self.rules.to_dict(),
            "notes": list(self.notes),
            "exact_squares": EXACT_MAX_SQUARES,
            "mean_exact_missing": self._exact_missing(),
            "scope": dict(SCOPE),
            "labels": labels(self.players),
        }
        out.update(self._decimals())
        out["texts"] = analysis_texts(out)
        if self.monte_carlo is not None:
            out["monte_carlo"] = self.monte_carlo.to_dict()
            out["monte_carlo"]["rows"] = cross_check_rows(out)
        if full:
            out.update(self._arrays())
            out["charts"] = _charts(out, self.players)
        return out

    def _one_player(self):
        d = self.distribution
        sd = None
        if self.mean is not None and d.complete:
            second = sum(n * n * f for n, f in enumerate(d.pmf))
            sd = sqrt(max(0.0, second - self.mean**2))
        return {
            "mean": self.mean,
            "mean_exact": fraction_text(self.mean_exact),
            "sd": sd,
            "median": d.quantile(Fraction(1, 2)),
            "mode": d.mode(),
            "min_turns": self.min_turns,
            "p_min_turns": (
                self.p_min_turns if self.p_min_turns_exact is None else fraction_text(self.p_min_turns_exact)
            ),
            "p_min_turns_float": self.p_min_turns,
            "percentiles": percentiles(d),
            "finish_probability": self.finish_probability,
        }

    def _game(self):
        seats = self.seats
        exact = self.distribution.pmf_exact is not None
        verdicts = seats.verdicts()
        return {
            "players": self.players,
            "win_probability": [float(w) for w in seats.win],
            "win_probability_exact": [fraction_text(w) for w in seats.win] if exact else None,
            "win_total": float(sum(seats.win)),
            "expected_rounds": None if seats.expected_rounds is None else float(seats.expected_rounds),
            "expected_total_rolls": None if seats.expected_rolls is None else float(seats.expected_rolls),
            "equal_turns": {
                "sole": [float(x) for x in seats.sole],
                "tie": float(seats.tie),
                "no_winner": float(seats.no_winner),
                "verdicts": None if verdicts is None else {k: float(v) for k, v in verdicts.items()},
            },
            "game_length": game_length(seats, exact, self.distribution.tail, self.game_exact),
        }

    def _small_exact(self):
        """Whole exact distributions are sent for boards up to EXACT_MAX_SQUARES squares (their
        fractions grow with the number of turns)."""
        return self.distribution.pmf_exact is not None and self.board.size <= EXACT_MAX_SQUARES

    def _rounds_exact(self):
        """The game's length distribution as fractions (the rounds followed), or None."""
        if self._small_exact():
            return [fraction_text(f) for f in self.seats.rounds]
        return None if self.game_exact is None else [fraction_text(f) for f in self.game_exact[0]]

    def _exact_missing(self):
        """Why there is no exact mean, or None."""
        if self.mean_exact is not None:
            return None
        if self.board.size > EXACT_MAX_SQUARES:
            return f"computed for boards up to {EXACT_MAX_SQUARES} squares"
        return "not asked for" if self.mean is not None else "the mean is infinite"

    def _decimals(self):
        """Every exact fraction of the reply as a decimal (15 places, truncated, ``…`` when more
        follow), in a ``..._decimal`` field beside it."""
        seats = self.seats
        exact = self.distribution.pmf_exact is not None
        return {
            "mean_exact_decimal": decimal_text(self.mean_exact),
            "p_min_turns_decimal": decimal_text(self.p_min_turns_exact),
            "win_probability_decimal": [decimal_text(w) for w in seats.win] if exact else None,
        }

    def _arrays(self):
        d, seats, base = self.distribution, self.seats, self.board.base
        return {
            "board": self.board.to_dict(),
            "expected_remaining": [None if v is None else float(v) for v in self.expected_remaining],
            "expected_visits": None if self.expected_visits is None else [float(v) for v in self.expected_visits],
            "expected_visits_off_board": self.visits_off,
            "jump_hits": None
            if self.jump_hits is None
            else [{"jump": j.to_dict(base), "expected": float(h)} for j, h in self.jump_hits],
            "pmf": [float(f) for f in d.pmf],
            "cdf": [float(c) for c in d.cdf()],
            "rounds_pmf": [float(f) for f in seats.rounds],
            "rounds_pmf_exact": self._rounds_exact(),
            "total_rolls_pmf": [float(f) for f in seats.rolls],
            "heat": self._heat(),
        }

    def _heat(self):
        """The shaded board's numbers as written on it, per mode: ``top`` (what the darkest shade
        stands for), ``top_text`` (the legend's end), ``texts`` (each square's, None when blank) and
        ``stuck`` (a square below the goal from where the game may never end)."""
        remaining = [None if v is None else float(v) for v in self.expected_remaining]
        visits = None if self.expected_visits is None else [float(v) for v in self.expected_visits]
        out = {"remaining": _heat_texts(remaining, 1, 0 if _top(remaining) >= 100 else 1)}
        out["remaining"]["stuck"] = any(v is None for v in remaining[: self.board.goal])
        out["visits"] = None if visits is None else _heat_texts(visits, 2, 2)
        return out


#: Whether each figure of the analysis is one player's, one seat's or the whole game's.
SCOPE = {
    "mean": "player",
    "mean_exact": "player",
    "sd": "player",
    "median": "player",
    "mode": "player",
    "min_turns": "player",
    "p_min_turns": "player",
    "percentiles": "player",
    "finish_probability": "player",
    "expected_remaining": "player",
    "expected_visits": "player",
    "pmf": "player",
    "win_probability": "seat",
    "expected_rounds": "game",
    "expected_total_rolls": "game",
    "equal_turns": "game",
    "game_length": "game",
    "rounds_pmf": "game",
    "total_rolls_pmf": "game",
}

_WORDS = {
    "mean": "Mean turns",
    "mean_exact": "Exact mean turns",
    "sd": "Standard deviation of turns",
    "median": "Median turns",
    "mode": "Most likely number of turns",
    "min_turns": "Fewest turns",
    "p_min_turns": "P(fewest turns)",
    "percentiles": "Percentiles of turns",
    "finish_probability": "P(finishing at all)",
    "expected_remaining": "Expected turns left from each square",
    "expected_visits": "Expected visits to each square",
    "pmf": "P(exactly n turns)",
    "win_probability": "P(this seat wins), first to finish",
    "expected_rounds": "Mean rounds until someone finishes",
    "expected_total_rolls": "Mean rolls until someone finishes",
    "equal_turns": "Equal turns: sole winner, tie, nobody",
    "game_length": "Rounds until the first player finishes",
    "rounds_pmf": "P(the game lasts exactly n rounds)",
    "total_rolls_pmf": "P(the game lasts exactly n rolls)",
}


def labels(players):
    """Each figure's label, saying "one player" or "whole game" when there are several players.

    >>> labels(1)["mean"], labels(2)["mean"], labels(2)["expected_rounds"]
    ('Mean turns', 'Mean turns (one player)', 'Mean rounds until someone finishes (whole game)')
    """
    if players == 1:
        return dict(_WORDS)
    suffix = {"player": " (one player)", "seat": " (per seat)", "game": " (whole game)"}
    return {key: words + suffix[SCOPE[key]] for key, words in _WORDS.items()}


def percentiles(d):
    """The 10th, 25th, 50th, 75th and 90th percentiles of a Distribution, by name."""
    qs = (10, 25, 50, 75, 90)
    return dict(zip(map(str, qs), d.quantiles([Fraction(q, 100) for q in qs])))


def game_length(seats, exact, tail=0.0, game_exact=None):
    """The whole game's length in rounds (the first finisher's turn count): mean, median, mode and
    percentiles, exactly (Fractions) when one player's distribution is known exactly, or, with
    snakes, from ``game_exact`` (exact terms for the rounds followed and the exact mean).

    >>> from fractions import Fraction
    >>> from .players import seat_odds
    >>> g = game_length(seat_odds([Fraction(0), Fraction(1, 2), Fraction(1, 2)], 2), True)
    >>> g["mean_exact"], g["median"], g["mode"]
    ('5/4', 1, 1)
    """
    rounds = seats.rounds
    mean = seats.expected_rounds
    terms = tuple(rounds) if exact else None
    if game_exact is not None:
        terms, mean_exact = game_exact
        exact = mean_exact is not None
        mean = mean_exact if exact else mean
    d = Distribution(tuple(float(f) for f in rounds), terms, tail)
    return {
        "unit": "rounds",
        "exact": exact,
        "mean": None if mean is None else float(mean),
        "mean_exact": fraction_text(mean) if exact and mean is not None else None,
        "mean_exact_decimal": decimal_text(mean) if exact and mean is not None else None,
        "median": d.quantile(Fraction(1, 2)),
        "mode": d.mode(),
        "percentiles": percentiles(d),
    }


def analyze(
    board,
    rules=Rules(),
    players=2,
    exact=False,
    what_ifs=True,
    monte_carlo_games=0,
    seed=1,
    progress=None,
    tol=TAIL,
    max_turns=None,
):
    """Everything the analysis tool shows for ``board`` under ``rules``.

    ``exact`` adds the mean (boards up to EXACT_MAX_SQUARES squares), P(T = min) and the what-if
    deltas as Fractions. ``progress(fraction)`` is called now and then with the fraction done
    (``analyze_steps`` is the same computation as a generator of those fractions).

    >>> from ..board import Board
    >>> a = analyze(Board.build(7, [], base=1), Rules(faces=6), players=2, exact=True)
    >>> a.mean_exact == Fraction(7, 6) ** 5, a.min_turns, a.p_min_turns_exact
    (True, 1, Fraction(1, 6))
    """
    return drive(
        analyze_steps(board, rules, players, exact, what_ifs, monte_carlo_games, seed, tol, max_turns), progress
    )


def _means(ch, board, exact, fates, notes):
    """(float mean or None, exact mean or None, P(finish), expected turns from every node)."""
    _, good = fates
    s = ch.start_node
    e_float = expected_turns(ch, False, fates)
    mean_exact = None
    if exact and board.size > EXACT_MAX_SQUARES:
        notes.append(
            f"the exact mean is computed for boards up to {EXACT_MAX_SQUARES} squares; this one has {board.size}"
        )
    elif exact:
        mean_exact = Fraction(0) if s == FIN else expected_turns(ch, True, fates)[s] if good[s] else None
    if s == FIN:
        return 0.0, mean_exact, 1.0, e_float
    mean = e_float[s]
    pfin = 1.0 if good[s] else float(finish_probability(ch, False, fates)[s])
    if mean is None and pfin == 0:
        notes.append("the goal cannot be reached from the start: the game never ends")
    elif mean is None:
        notes.append(
            f"with probability {1 - pfin:.6g} the game never ends (a player can get stuck "
            "where the goal cannot be reached), so the mean is infinite"
        )
    return mean, mean_exact, pfin, e_float


def _fewest(ch, dist, exact):
    """(fewest turns, P(T = fewest) as a float, the same as a Fraction when ``exact``)."""
    mt = min_turns(ch)
    p_min = p_min_exact = None
    if mt is not None and mt < len(dist.pmf):
        p_min = float((dist.pmf_exact or dist.pmf)[mt])
    if exact and mt is not None:
        p_min_exact = dist.pmf_exact[mt] if dist.pmf_exact is not None else p_turns_exact(ch, mt)
    return mt, p_min, p_min_exact


def analyze_steps(
    board, rules=Rules(), players=2, exact=False, what_ifs=True, monte_carlo_games=0, seed=1, tol=TAIL, max_turns=None
):
    """``analyze`` as a generator: yields the fraction done, returns the Analysis."""
    if not 1 <= int(players) <= MAX_PLAYERS:
        raise InputError(
            1,
            1,
            f"the number of players must be 1..{MAX_PLAYERS}, not",
            found=str(players),
            expected=f"1..{MAX_PLAYERS}",
        )
    notes = []
    ch = build_chain(board, rules)
    fates = ch.fates()
    yield 0.0
    mean, mean_exact, pfin, e_float = _means(ch, board, exact, fates, notes)
    h = heat(ch, board, e_float, fates)
    yield 0.15
    dist = yield from scaled(distribution_steps(ch, tol, max_turns, None, fates), 0.15, 0.55)
    if not dist.complete:
        notes.append(
            f"the length distribution was followed for {len(dist.pmf) - 1} turns; "
            f"{dist.tail:.3g} of the probability was still playing"
        )
    fewest = _fewest(ch, dist, exact)
    if dist.pmf_exact is not None:
        seats = seat_odds(dist.pmf_exact, players)
    else:
        seats = seat_odds(dist.pmf, players, dist.tail + dist.never, dist.never)
    yield 0.6
    wi = ()
    if what_ifs:
        wi = yield from scaled(what_if_steps(board, rules, exact and board.size <= EXACT_MAX_SQUARES), 0.6, 0.85)
    mc = None
    if monte_carlo_games:
        mc = yield from scaled(
            monte_carlo_steps(board, rules, int(monte_carlo_games), players, seed, 1.96, None), 0.85, 1.0
        )
    yield 1.0
    game = _game_exact(ch, board, dist, players) if exact else None
    return Analysis(
        board, rules, int(players), mean, mean_exact, pfin, dist, *fewest, *h, seats, wi, mc, tuple(notes), game
    )


def _game_exact(ch, board, dist, players):
    """With snakes (one player's distribution endless) on a small board: the game's length exactly,
    term by term for the rounds followed, and its exact mean when the players' squares make few
    enough states (``players.GAME_EXACT_STATES``)."""
    if dist.pmf_exact is not None or dist.never or board.size > EXACT_MAX_SQUARES:
        return None
    return rounds_exact(ch, players, len(dist.pmf) - 1), game_mean_exact(ch, players)


def cross_check_rows(r):
    """The simulated figures beside the exact ones, as the page's table shows them (3 decimals, the 95 %
    interval, and whether the exact figure lies inside it).

    >>> mc = {"mean": 2.1, "mean_interval": [1.9, 2.3], "win_probability": [[1.0, 1.0, 1.0]]}
    >>> rows = cross_check_rows({"mean": 2.0, "monte_carlo": mc, "win_probability": [1.0]})
    >>> [tuple(row.values()) for row in rows]  # doctest: +NORMALIZE_WHITESPACE
    [('Mean turns (one player)', '2.000', '2.100', '1.900 – 2.300', 'yes'),
     ('Seat 1 wins', '1.000', '1.000', '1.000 – 1.000', 'yes')]
    """
    mc, exact_wins = r["monte_carlo"], r.get("win_probability") or []
    rows = [("Mean turns (one player)", r.get("mean"), mc["mean"], mc["mean_interval"])]
    if mc.get("expected_total_rolls_interval"):
        rows.append(
            (
                "Rolls in all",
                r.get("expected_total_rolls"),
                mc["expected_total_rolls"],
                mc["expected_total_rolls_interval"],
            )
        )
    for i, (w, lo, hi) in enumerate(mc.get("win_probability") or []):
        rows.append((f"Seat {i + 1} wins", exact_wins[i] if i < len(exact_wins) else None, w, [lo, hi]))
    return [
        {
            "name": name,
            "exact": _three(exact),
            "simulated": _three(sim),
            "interval": f"{_three(iv[0])} – {_three(iv[1])}" if iv and None not in iv else "–",
            "inside": "–" if not iv or None in (exact, *iv) else "yes" if iv[0] <= exact <= iv[1] else "no",
        }
        for name, exact, sim, iv in rows
    ]


def _three(x):
    return "–" if x is None else f"{x:.3f}"


def _top(values):
    """The largest finite value (1 when there is none above 0): the darkest shade of a heat map."""
    return max((v for v in values if v is not None and isfinite(v)), default=0) or 1


def _heat_texts(values, top_digits, digits):
    """``{top, top_text, texts}`` of one heat map.

    >>> _heat_texts([12.34, None, 0.0], 1, 1)
    {'top': 12.34, 'top_text': '12.3', 'texts': ['12.3', None, '0.0']}
    """
    top = _top(values)
    texts = [None if v is None or not isfinite(v) else f"{v:.{digits}f}" for v in values]
    return {"top": top, "top_text": f"{top:.{top_digits}f}", "texts": texts}


def _charts(out, players):
    """The length histograms' texts (``engine.chance.chart``): one player's turns, and with several
    players the whole game's rounds and rolls."""
    many = players > 1
    return {
        "turns": chart(out["pmf"], out["cdf"], "turns", out["mean"]),
        "rounds": chart(out["rounds_pmf"], None, "rounds", out["expected_rounds"]) if many else None,
        "rolls": chart(out["total_rolls_pmf"], None, "rolls", out["expected_total_rolls"]) if many else None,
    }
