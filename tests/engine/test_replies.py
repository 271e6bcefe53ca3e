"""The replies carry what the page shows (engine/api/CONTRACT.md): decimals of fractions, labels,
move lines, positions, tallies, limits, the lines of text the command line prints."""

import itertools
from fractions import Fraction
from functools import cache

import pytest

from engine import api, chance, games
from engine.api.board_tools import move_text
from engine.board import Board, Rules
from engine.limits import DETAIL_SQUARES, EXACT_MAX_SQUARES, LIMITS


def result(tool, text="", **options):
    reply = api.handle({"tool": tool, "text": text, "options": options})
    assert reply["ok"], reply
    return reply["result"]


# --- analysis -----------------------------------------------------------------------------------

LADDERS_ONLY = "Size = 12\nLadder = [[3,9],[5,11]]\nSnake = []"


def long_division(q, digits):
    """The decimal the old page computed with BigInt, written here independently."""
    num, den = abs(q.numerator), q.denominator
    text = str(num // den) + "."
    rest = num % den
    for _ in range(digits):
        rest *= 10
        text += str(rest // den)
        rest %= den
    return ("-" if q < 0 else "") + text + ("…" if rest else "")


def test_analysis_decimals_are_the_fractions_long_division():
    r = result("analysis", LADDERS_ONLY, exact=True, players=2)
    assert r["mean_exact_decimal"] == long_division(Fraction(r["mean_exact"]), 15)
    assert r["p_min_turns_decimal"] == long_division(Fraction(r["p_min_turns"]), 15)
    assert r["win_probability_decimal"] == [long_division(Fraction(w), 15) for w in r["win_probability_exact"]]
    assert r["win_total"] == float(sum(Fraction(w) for w in r["win_probability_exact"]))
    for w in r["what_if"]:
        assert w["delta_mean_exact_decimal"] == long_division(Fraction(w["delta_mean_exact"]), 15)
    assert abs(float(r["mean_exact_decimal"].rstrip("…")) - r["mean"]) < 1e-12


def test_analysis_says_why_the_exact_mean_is_missing_and_the_limit():
    big = result("analysis", "Size = 200\nLadder = [[6,46]]\nSnake = []", exact=True, what_if=False)
    assert big["mean_exact"] is None and big["exact_squares"] == EXACT_MAX_SQUARES
    assert big["mean_exact_missing"] == f"computed for boards up to {EXACT_MAX_SQUARES} squares"
    small = result("analysis", LADDERS_ONLY, what_if=False)
    assert small["mean_exact_missing"] == "not asked for"


def test_every_figure_says_per_player_or_per_game_with_several_players():
    one = result("analysis", LADDERS_ONLY, players=1, what_if=False)
    two = result("analysis", LADDERS_ONLY, players=2, what_if=False)
    assert one["labels"]["mean"] == "Mean turns" and one["labels"]["median"] == "Median turns"
    assert two["labels"]["mean"] == "Mean turns (one player)"
    assert two["labels"]["median"] == "Median turns (one player)"
    assert two["labels"]["expected_rounds"].endswith("(whole game)")
    assert two["labels"]["game_length"].endswith("(whole game)")
    assert two["labels"]["win_probability"].endswith("(per seat)")
    # every figure of the summary has a scope and a label
    for key in ("mean", "median", "sd", "mode", "percentiles", "win_probability", "expected_rounds", "game_length"):
        assert two["scope"][key] in ("player", "seat", "game") and key in two["labels"]


def brute_game_length(size, ladders, faces, players):
    """P(the first player finishes in round n), by following every player's square round by round."""
    jumps = dict(ladders)
    goal = size - 1

    def step(square, roll):
        land = min(goal, square + roll)
        return jumps.get(land, land)

    @cache
    def finish_by(square, rounds):
        """P(one player on ``square`` finishes within ``rounds`` turns)."""
        if square == goal:
            return Fraction(1)
        if rounds == 0:
            return Fraction(0)
        return sum(finish_by(step(square, r), rounds - 1) for r in range(1, faces + 1)) / faces

    out = [Fraction(0)]
    n = 1
    while sum(out) < 1:
        alive_before = (1 - finish_by(0, n - 1)) ** players
        alive_now = (1 - finish_by(0, n)) ** players
        out.append(alive_before - alive_now)
        n += 1
    return out


def test_game_length_is_the_first_finishers_rounds_exactly():
    r = result("analysis", LADDERS_ONLY, players=3, what_if=False, faces=3)
    g = r["game_length"]
    want = brute_game_length(12, [(2, 8), (4, 10)], 3, 3)
    assert g["exact"] and [Fraction(f) for f in r["rounds_pmf_exact"]][: len(want)] == want
    mean = sum(n * p for n, p in enumerate(want))
    assert Fraction(g["mean_exact"]) == mean and g["mean"] == float(r["expected_rounds"])
    assert g["mean_exact_decimal"] == long_division(mean, 15)
    # the game is never longer than one player's game
    assert g["median"] <= r["median"]


def joint_game(size, jumps, faces, players, rounds):
    """Every player's square followed together, round by round (overshoot finishes): P(the first
    finisher finishes in round n) for n = 0..rounds, and the one-round moves between joint states."""
    goal = size - 1

    def step(square, roll):
        land = min(goal, square + roll)
        return jumps.get(land, land)

    moves = {}
    for state in itertools.product(range(goal), repeat=players):
        out = {}
        for rolls in itertools.product(range(1, faces + 1), repeat=players):
            nxt = tuple(step(q, r) for q, r in zip(state, rolls, strict=True))
            key = None if goal in nxt else nxt
            out[key] = out.get(key, 0) + Fraction(1, faces**players)
        moves[state] = out
    mass, pmf = {(0,) * players: Fraction(1)}, [Fraction(0)]
    for _ in range(rounds):
        new, done = {}, Fraction(0)
        for state, p in mass.items():
            for nxt, q in moves[state].items():
                if nxt is None:
                    done += p * q
                else:
                    new[nxt] = new.get(nxt, 0) + p * q
        mass = new
        pmf.append(done)
    return pmf, moves


def dense_mean(moves, start):
    """E[rounds] from ``start`` by Gauss-Jordan on every joint state (x = 1 + M x)."""
    states = list(moves)
    at = {s: i for i, s in enumerate(states)}
    n = len(states)
    rows = [[Fraction(int(i == j)) for j in range(n)] + [Fraction(1)] for i in range(n)]
    for s, out in moves.items():
        for nxt, q in out.items():
            if nxt is not None:
                rows[at[s]][at[nxt]] -= q
    for c in range(n):
        piv = next(r for r in range(c, n) if rows[r][c])
        rows[c], rows[piv] = rows[piv], rows[c]
        rows[c] = [v / rows[c][c] for v in rows[c]]
        for r in range(n):
            if r != c and rows[r][c]:
                rows[r] = [a - rows[r][c] * b for a, b in zip(rows[r], rows[c], strict=True)]
    return rows[at[start]][n]


@pytest.mark.parametrize(
    ("players", "size", "ladders", "snakes"),
    [(2, 8, [(2, 6)], [(7, 1), (5, 3)]), (3, 6, [(2, 4)], [(5, 1)])],
)
def test_game_length_with_snakes_is_exact_against_every_players_square_followed_together(
    players, size, ladders, snakes
):
    text = f"Size = {size}\nLadder = {[list(j) for j in ladders]}\nSnake = {[list(j) for j in snakes]}"
    r = result("analysis", text, players=players, what_if=False, faces=3, exact=True)
    g = r["game_length"]
    jumps = {a - 1: b - 1 for a, b in ladders + snakes}
    pmf, moves = joint_game(size, jumps, 3, players, 12)
    assert [Fraction(f) for f in r["rounds_pmf_exact"][:13]] == pmf
    assert g["exact"] and Fraction(g["mean_exact"]) == dense_mean(moves, (0,) * players)
    assert abs(g["mean"] - r["expected_rounds"]) < 1e-9


def test_game_length_with_one_player_is_one_players_turns():
    a = chance.analyze(Board.build(12, [(2, 8)], base=1), Rules(faces=4), players=1, what_ifs=False)
    g = a.to_dict(full=False)["game_length"]
    assert g["median"] == a.to_dict()["median"] and g["mean"] == a.mean


# --- games --------------------------------------------------------------------------------------

TWO_GAMES = "2\n2\n03 L1\n00 L1\nP1:1,1\nP2:2,2\n-\n2\n03 L1\n00 L1\nP1:3\nP2:1\n"


def test_games_reply_has_move_lines_positions_and_tally():
    r = result("games", TWO_GAMES)
    g = r["games"][0]
    assert [m["text"] for m in g["moves"]] == [
        "P1 rolls 1: 0 -> 1, ladder L1 -> 2",
        "P2 rolls 2: 0 -> 2",
        "P1 rolls 1: 2 -> 3, wins",
        "P2 rolls 2: 2 -> 3, wins",
    ]
    assert g["positions"] == [2, 0, 2, 2, 3, 2, 3, 3]  # after each move, every player
    assert g["start"] == 0 and g["verdict_phrase"] == "Both players win!" and g["scripts_text"] == "P1:1,1\nP2:2,2"
    assert r["tally"] == {"wins": {"1": 2, "2": 1}, "none": 0, "text": "P1 won 2 · P2 won 1"}


def test_positions_agree_with_a_replay_of_the_moves():
    report = games.run(TWO_GAMES)
    for play, g in zip(report.plays, report.to_dict()["games"]):
        pos = [0] * play.players
        for k, m in enumerate(play.moves):
            pos[m.player - 1] = m.to
            assert g["positions"][k * play.players : (k + 1) * play.players] == pos
            assert g["moves"][k]["text"] == games.move_text(*play.steps[k])


# --- throws, dond, spell, describe ---------------------------------------------------------------


def test_throws_reply_has_the_command_lines_text_and_the_detail_limit():
    r = result("throws", "Ladder = [[6,46],[19,43],[52,71],[57,98]]\nSnake = [[47,9],[62,40],[96,75]]", adjacency=True)
    assert r["detail_squares"] == DETAIL_SQUARES
    assert r["pruned_text"] == "4 pruned: enqueued 15, expanded 10; plain: enqueued 48, expanded 31"
    assert "Number of Moves required = 4" in r["adjacency_text"]


def test_dond_reply_names_the_command_and_why_the_fraction_is_missing():
    r = result("dond", "6 3 -1")
    assert r["command"] == "dond 6 3 -1" and r["exact_note"] is None
    big = result("dond", "2000 2000 5")
    assert big["exact"] is None and big["exact_note"].startswith("not computed")


def test_spell_replies_carry_the_seeker_text_and_the_bad_steps_line():
    r = result("spell", "AB\nBC\n")
    assert r["seeker_text"].startswith("AB\nBC\nPATH\n") and r["stopped_text"] is None
    bad = result("spellcheck", "AB\nBC\nPATH\n0 0\n\n1 1\n")
    assert not bad["ok"] and bad["bad_step"] == 1 and bad["bad_step_line"] == 6 and bad["step_lines"] == [4, 6]


def test_describe_sends_limits_options_and_formats():
    d = result("describe")
    assert d["limits"] == LIMITS and d["formats"][0] == "pairs"
    faces = next(o for o in d["tools"]["throws"]["options"] if o["name"] == "faces")
    assert (faces["min"], faces["max"], faces["default"], faces["flag"]) == (1, 1000, 6, "--faces")
    assert d["tools"]["analysis"]["sliced"] and not d["tools"]["throws"]["sliced"]


def test_throws_reply_has_the_labels_move_texts_and_the_comparison():
    r = result("throws", "Ladder = [[6,46]]\nSnake = [[47,9]]", start="off")
    assert (r["start_label"], r["goal_label"], r["squares_total"]) == (0, 100, 101)
    assert r["moves"][0]["text"] == "roll 6: 0 → 6, ladder up to 46"
    assert (
        r["compare"]["same_throws"]
        and r["compare"]["enqueued_factor"] == r["plain"]["enqueued"] / r["pruned"]["enqueued"]
    )
    factor = r["plain"]["expanded"] / r["pruned"]["expanded"]
    assert r["compare"]["texts"] == {
        "throws": "same",
        "enqueued": f"{r['compare']['enqueued_factor']:.1f}×",
        "expanded": f"{factor:.1f}×",
    }
    assert move_text({"from": 5, "roll": 2, "landing": 7, "to": 2}) == "roll 2: 5 → 7, snake down to 2"
    first = result("throws", "Ladder = [[6,46]]")
    assert (first["start_label"], first["squares_total"]) == (1, 100)
