"""The probability flow (engine.chance.flow, api tool ``flow``): on the Milton Bradley board every
row sums to 1 exactly and matches a separate square-by-square computation written from the rules."""

from fractions import Fraction

import pytest

from engine import api
from engine.examples import examples
from engine.limits import FLOW_EXACT_DIGITS, FLOW_MAX_CELLS, FLOW_MAX_SQUARES

MB = next(e for e in examples() if e["id"] == "chutes-ladders-47")
# The same board written out by hand (labels 1..100): the flow must agree with these jumps.
JUMPS = {1: 38, 4: 14, 9: 31, 21: 42, 28: 84, 36: 44, 51: 67, 71: 91, 80: 100}
JUMPS |= {16: 6, 47: 26, 49: 11, 56: 53, 62: 19, 64: 60, 87: 24, 93: 73, 95: 75, 98: 78}


def flow(text=MB["text"], **options):
    reply = api.handle({"tool": "flow", "text": text, "options": {**MB["options"], **options}})
    assert reply["ok"], reply.get("error")
    return reply["result"]


def by_hand(turns, zero):
    """Milton Bradley by the rules: start off the board (label 0), spin 1..6, overshooting 100
    stays put, a ladder or chute is taken on landing, 100 finishes. Yields {label: chance} per turn
    (label 100 = finished) in the number type of ``zero`` (Fraction or float)."""
    dist = {0: zero + 1}
    yield dist
    for _ in range(turns):
        new = {}
        for sq, p in dist.items():
            for roll in range(1, 7):
                to = sq if sq == 100 or sq + roll > 100 else JUMPS.get(sq + roll, sq + roll)
                new[to] = new.get(to, zero) + p / 6
        dist = new
        yield dist


def row_exact(row):
    e = row["exact"]
    squares = {i + 1: Fraction(q) for i, q in enumerate(e["squares"])}
    return squares, Fraction(e["off"]), Fraction(e["finished"])


def test_exact_rows_sum_to_one_and_match_the_rules():
    r = flow(turns=60)
    k = 6
    assert r["exact_turns"] == max(t for t in range(61) if len(str(k**t)) <= FLOW_EXACT_DIGITS) == 38
    for t, want in enumerate(by_hand(r["exact_turns"], Fraction(0))):
        squares, off, finished = row_exact(r["rows"][t])
        assert sum(squares.values()) + off + finished == 1
        assert off == want.get(0, 0) and finished == want.get(100, 0)
        assert squares == {sq: want.get(sq, Fraction(0)) for sq in range(1, 100)}
        assert r["rows"][t]["finished"] == float(finished)


def test_float_rows_continue_the_exact_ones():
    r = flow(turns=150)
    assert r["turns"] == 150 and r["rows"][39]["exact"] is None
    hand = list(by_hand(150, 0.0))
    for t in (39, 80, 150):
        row = r["rows"][t]
        assert abs(sum(row["squares"]) + row["off"] + row["finished"] - 1) < 1e-12
        assert row["finished"] == pytest.approx(hand[t][100], abs=1e-12)
        assert row["squares"][52] == pytest.approx(hand[t].get(53, 0.0), abs=1e-12)  # the chute 56 -> 53


def test_finished_is_the_analysis_cdf_and_game_on_its_survival_to_the_players():
    r = flow(turns=90, players=3)
    cdf = api.handle({"tool": "analysis", "text": MB["text"], "options": MB["options"]})["result"]["cdf"]
    for t in (7, 20, 38, 60, 90):
        row = r["rows"][t]
        assert row["finished"] == pytest.approx(cdf[t], abs=1e-12)
        assert row["game_on"] == pytest.approx((1 - cdf[t]) ** 3, rel=1e-9)
    _, _, finished = row_exact(r["rows"][30])
    assert Fraction(r["rows"][30]["exact"]["game_on"]) == (1 - finished) ** 3
    assert r["rows"][6]["finished"] == 0 and r["rows"][7]["finished"] > 0  # fewest turns: 7


def test_a_board_that_ends_stops_early_and_says_why():
    r = flow("Size = 10\nLadders = [[2,9]]\n", turns=50, players=1, start="first", end="overshoot")
    assert r["turns"] < 50 and r["rows"][-1]["exact"]["finished"] == "1"
    assert any("every player has finished" in n for n in r["notes"])


def test_big_boards_follow_fewer_turns_and_too_big_ones_are_refused():
    r = flow("Size = 1024\n", turns=1000, players=1, start="first", end="overshoot")
    assert r["turns"] == FLOW_MAX_CELLS // 1024 - 1 and r["turns_asked"] == 1000 and r["notes"]
    reply = api.handle({"tool": "flow", "text": f"Size = {FLOW_MAX_SQUARES + 1}\n"})
    assert not reply["ok"] and f"up to {FLOW_MAX_SQUARES} squares" in reply["error"]["message"]
    reply = api.handle({"tool": "flow", "text": "Size = 10\n", "options": {"turns": 0}})
    assert not reply["ok"] and "turns" in reply["error"]["message"]


def test_rows_carry_the_text_the_board_shows():
    r = flow(turns=80)
    one = r["rows"][1]  # from off the board: squares 2, 3, 5, 6 and the ladder ends 38, 14, each 1/6
    shown = {i + 1: (d, p) for i, (d, p) in enumerate(zip(one["squares_text"], one["percent_text"])) if p}
    assert shown == dict.fromkeys((2, 3, 5, 6, 14, 38), ("0.166666…", "16.7%"))
    assert one["squares_text"][0] == "0.000000" and one["percent_text"][0] == ""
    hand = list(by_hand(80, 0.0))[80]
    row = r["rows"][80]
    assert row["exact"] is None and len(row["squares_text"]) == len(row["percent_text"]) == 99
    for sq in (53, 78, 99):
        want = hand.get(sq, 0.0)
        text = row["squares_text"][sq - 1]
        assert float(text) == pytest.approx(want, rel=1e-5) and len(text.replace("0.", "", 1).lstrip("0")) == 6
        label = row["percent_text"][sq - 1]
        assert label == ("<0.1%" if want < 0.001 else f"{round(100 * want, 1):g}%")
