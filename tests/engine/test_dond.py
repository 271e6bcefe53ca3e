"""Dice or No Dice (seed 004): printed values, exact fractions, argument checks, API shape."""

import io
import itertools
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import api, dond
from engine.cli import main
from engine.errors import InputError

CORPUS = Path(__file__).resolve().parents[1] / "data" / "lab-a"

#: every ``dond`` call the seed prints, with its output
SEED_CALLS = [
    ("6 1 -1", "1"),
    ("6 1 0", "0.666667"),
    ("6 1 1", "0.5"),
    ("6 1 2", "0.5"),
    ("6 1 3", "0.5"),
    ("6 1 4", "0.5"),
    ("6 1 5", "0.666667"),
    ("6 2 -1", "0.555556"),
    ("6 2 0", "0.361111"),
    ("6 2 1", "0.277778"),
    ("6 2 2", "0.305556"),
    ("6 2 3", "0.305556"),
    ("6 2 4", "0.277778"),
    ("6 2 5", "0.361111"),
    ("6 3 -1", "0.314815"),
]


def run_cli(*argv):
    out = io.StringIO()
    status = main(["dond", *argv], out)
    return status, out.getvalue()


@pytest.mark.parametrize("args, printed", SEED_CALLS)
def test_cli_prints_the_seed_values_byte_for_byte(args, printed):
    assert run_cli(*args.split()) == (0, printed + "\n")


def brute(s, t, last):
    """Count winning roll sequences by listing them all."""
    wins = 0
    for rolls in itertools.product(range(s), repeat=t):
        prev = last
        ok = True
        for r in rolls:
            if prev != -1 and abs(r - prev) <= 1:
                ok = False
                break
            prev = r
        wins += ok
    return Fraction(wins, s**t)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 7), st.integers(0, 5), st.data())
def test_exact_probability_matches_listing_every_sequence(s, t, data):
    last = data.draw(st.integers(-1, s - 1))
    result = dond.dond(s, t, last)
    assert result.exact == brute(s, t, last)
    assert result.by_last[last + 1][2] == result.exact
    assert result.probability == float(result.exact)


def test_seed_worked_example_fractions():
    # 1/6 * (2/3 + 2/3 + 4 * 1/2) = 5/9 and 1/6 * (1/2 + 1/2 + 1/2 + 2/3) = 13/36
    assert dond.probability(6, 2, -1) == Fraction(5, 9)
    assert dond.probability(6, 2, 0) == Fraction(13, 36)
    assert dond.probability(6, 3, -1) == Fraction(17, 54)


def test_gradescript_inputs_print_the_correctly_rounded_exact_value():
    lines = [(CORPUS / "gradescript-inputs" / f"{i:03d}.txt").read_text().split() for i in range(1, 31)]
    assert len(lines) == 30
    for words in lines:
        s, t, last = map(int, words)
        status, out = run_cli(*words)
        assert status == 0
        assert out == dond.format_g(float(dond.probability(s, t, last))) + "\n", words


def test_gradescript_spot_values():
    # worked by hand from the counts: 23-sided die, 3 rolls after a 2
    assert dond.probability(23, 3, 2) == Fraction(8077, 12167)
    assert run_cli("23", "3", "2") == (0, "0.663845\n")
    assert run_cli("6", "9", "5") == (0, "0.00671473\n")


def test_format_g_matches_cout_including_exponent_form():
    assert dond.format_g(1.234567e-05) == "1.23457e-05"
    assert dond.format_g(0.0001) == "0.0001"
    assert dond.format_g(0.00001) == "1e-05"
    assert dond.format_g(123456789.0) == "1.23457e+08"


def test_tiny_probabilities_print_in_exponent_form():
    # s = 4: after 0 only 2 or 3 may follow, so winning sequences are rare
    status, out = run_cli("4", "12", "-1")
    assert status == 0 and "e-" in out
    assert out.strip() == dond.format_g(float(dond.probability(4, 12, -1)))


@pytest.mark.parametrize(
    "argv, reason",
    [
        (["6", "1"], "expected 3 arguments"),
        (["6", "1", "2", "3"], "expected 3 arguments"),
        (["x", "1", "2"], "s must be an integer"),
        (["6", "1.5", "2"], "t must be an integer"),
        (["0", "1", "-1"], "s must be at least 1"),
        (["6", "-1", "-1"], "t must be 0 or more"),
        (["6", "1", "6"], "last-roll must be"),
        (["6", "1", "-2"], "last-roll must be"),
    ],
)
def test_bad_arguments_give_one_usage_line_and_status_1(argv, reason, capsys):
    out = io.StringIO()
    assert main(["dond", *argv], out) == 1
    assert out.getvalue() == ""
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("usage: dond s t last-roll") and reason in err


def test_zero_rolls_and_one_sided_die():
    assert run_cli("6", "0", "3") == (0, "1\n")
    assert run_cli("1", "1", "-1") == (0, "1\n")
    assert run_cli("1", "2", "-1") == (0, "0\n")
    assert run_cli("1", "1", "0") == (0, "0\n")


def test_exact_flag_prints_the_fraction():
    assert run_cli("6", "2", "-1", "--exact") == (0, "0.555556\n5/9\n")


def test_symmetric_half_rows_agree_with_full_rows():
    for s in range(4, 12):
        none, row = dond.counts(s, 5)
        assert row == row[::-1]
        assert none == sum(dond.counts(s, 4)[1])
        # the full-row step, applied by hand
        full = [1] * s
        for _ in range(5):
            full = dond._step(full, 1)
        assert row == full


def test_big_game_float_dp_and_no_exact():
    r = dond.dond(2000, 2000, 5)
    assert r.exact is None
    assert r.text == "0.0497248"
    assert len(r.by_t) == len(r.by_t_at) == 200
    assert r.by_t_at[0] == 0 and r.by_t_at[-1] == 2000
    assert r.by_t[-1] == r.probability


def test_fraction_text_beyond_the_int_string_limit():
    f = dond.probability(4, 8000, -1)  # denominator 4**8000 has 4817 digits
    text = dond.fraction_text(f)
    num, den = text.split("/")
    assert len(den) == 4817

    def value(digits):
        n = 0
        for i in range(0, len(digits), 1000):
            chunk = digits[i : i + 1000]
            n = n * 10 ** len(chunk) + int(chunk)
        return n

    assert value(num) == f.numerator and value(den) == f.denominator


def test_api_tool_shape():
    reply = api.handle({"tool": "dond", "text": "6 3 -1"})
    assert reply["ok"]
    r = reply["result"]
    assert (r["s"], r["t"], r["last"], r["text"], r["exact"]) == (6, 3, -1, "0.314815", "17/54")
    assert [row["last"] for row in r["by_last"]] == list(range(-1, 6))
    assert r["by_last"][1] == {"last": 0, "probability": 5 / 24, "text": "0.208333", "exact": "5/24"}
    assert r["by_t_at"] == [0, 1, 2, 3]
    assert r["by_t"] == [1.0, 1.0, 5 / 9, 17 / 54]
    via_options = api.handle({"tool": "dond", "text": "", "options": {"s": 6, "t": 3, "last": -1}})
    assert via_options["result"] == r


@pytest.mark.parametrize(
    "text, line, column",
    [("6 3", 1, 4), ("6 x -1", 1, 3), ("6 3 6", 1, 5), ("0 3 -1", 1, 1), ("6\n-2 0", 2, 1), ("6 3 -1 9", 1, 8)],
)
def test_api_errors_point_at_the_bad_number(text, line, column):
    with pytest.raises(InputError) as e:
        api.run("dond", text)
    assert (e.value.line, e.value.column) == (line, column)


def test_api_sends_both_ends_of_a_huge_table_and_refuses_a_larger_s():
    """The page's table shows both ends and the chosen row; the reply carries only those."""
    from engine import api

    reply = api.handle({"tool": "dond", "text": "5000 2 2500"})
    rows = reply["result"]["by_last"]
    lasts = [r["last"] for r in rows]
    assert len(rows) == 121 and 2500 in lasts and lasts[0] == -1 and lasts[-1] == 4999
    assert reply["result"]["by_last_omitted"] == 5001 - 121
    chosen = next(r for r in rows if r["last"] == 2500)
    assert chosen["probability"] == reply["result"]["probability"]
    refused = api.handle({"tool": "dond", "text": "1000000 1 -1"})
    assert not refused["ok"] and "100,000" in refused["error"]["message"]


def transcript_calls():
    """(the command line and what follows it up to the next prompt, the printout) for every ``UNIX>
    dond s t last`` of the lab's transcripts, as the writeup prints them."""
    lines = (CORPUS / "transcripts.txt").read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        if line.startswith("UNIX> dond ") and line.split()[2:3] != ["s"]:
            printed = next(x for x in lines[i + 1 :] if x.strip())
            yield pytest.param(f"{line}\n{printed}\nUNIX>", printed, id=line[6:])


@pytest.mark.parametrize("text, printed", list(transcript_calls()))
def test_a_transcript_line_pasted_gives_what_the_lab_printed(text, printed):
    assert api.handle({"tool": "dond", "text": text})["result"]["text"] == printed


def test_the_transcripts_hold_every_seed_call():
    assert sorted(p.values[0].split("\n")[0][11:] for p in transcript_calls()) == sorted(a for a, _ in SEED_CALLS)


def test_two_commands_pasted_at_once_are_refused_at_the_second():
    reply = api.handle({"tool": "dond", "text": "UNIX> dond 6 1 -1\n1\nUNIX> dond 6 1 0\n0.666667"})
    assert (reply["error"]["line"], reply["error"]["column"]) == (3, 7)
    assert "second dond command" in reply["error"]["message"]
