"""Fuzzing every parser: random and mutated valid inputs give a result or an InputError with a
line and column that lie inside the text, never any other exception.

Bounded for CI (a few seconds per parser). For a longer local run:

    BOARDLAB_FUZZ_EXAMPLES=20000 .venv/bin/python -m pytest tests/engine/test_fuzz.py -q
"""

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import api, formats, games, spell
from engine.errors import InputError
from engine.examples import example_text

CORPUS = Path(__file__).resolve().parents[1] / "data"
SEEDS = Path(__file__).resolve().parents[1] / "data" / "seeds"
EXAMPLES = int(os.environ.get("BOARDLAB_FUZZ_EXAMPLES", "300"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


def seed_texts():
    """Valid inputs of every kind, from the seeds, the corpus and the engine's examples."""
    texts = {
        "pairs": [
            example_text("seed000-board"),
            "Size = 30\nLadder = [[3,22],[5,8],[11,26],[20,29]]\nSnake = [[27,1],[21,9],[17,4],[19,7]]",
        ],
        "moves": [
            "30\n" + " ".join(str(v) for v in [-1, -1, 21, -1, 7] + [-1] * 25),
            "int N = 30;\nmoves[2] = 21;\nmoves[4] = 7;\nmoves[26] = 0;",
        ],
        "lc909": [line for line in (CORPUS / "leetcode-909" / "boards.jsonl").read_text().splitlines() if line][:6],
        "counts": ["4 3\n6 46\n19 43\n52 71\n57 98\n47 9\n62 40\n96 75"],
        "uil": ["3\n06 L1 08\n05 S1 03\n00 L1 S1", "03 L1\n00 L1"],
    }
    games_texts = [(SEEDS / "001-sample-input.txt").read_text(), (CORPUS / "uil" / "himanshu.dat").read_text()[:3000]]
    games_texts += [(CORPUS / "uva11459" / "sample.in").read_text(), (CORPUS / "ccc2003" / "s1-sample.in").read_text()]
    grids = [(CORPUS / "lab-a" / name).read_text() for name in ("easy-3x4.txt", "example.txt", "10x15.txt")]
    return texts, games_texts, grids


TEXTS, GAMES, GRIDS = seed_texts()
ALPHABET = "0123456789-,[]; \n\tLSPx:=abcd\u00e9\r#{}\"'"


@st.composite
def mutated(draw, sources):
    """A valid text with a few random edits: deletions, insertions, duplications, truncation."""
    text = draw(st.sampled_from(sources))
    for _ in range(draw(st.integers(0, 4))):
        if not text:
            break
        i = draw(st.integers(0, len(text) - 1))
        op = draw(st.sampled_from(["delete", "insert", "replace", "duplicate", "truncate"]))
        if op == "delete":
            j = min(len(text), i + draw(st.integers(1, 8)))
            text = text[:i] + text[j:]
        elif op == "insert":
            text = text[:i] + draw(st.text(ALPHABET, min_size=1, max_size=6)) + text[i:]
        elif op == "replace":
            text = text[:i] + draw(st.sampled_from(ALPHABET)) + text[i + 1 :]
        elif op == "duplicate":
            j = min(len(text), i + draw(st.integers(1, 40)))
            text = text[:j] + text[i:j] + text[j:]
        else:
            text = text[:i]
    return text


def inputs(sources):
    return st.one_of(mutated(sources), st.text(ALPHABET, max_size=80))


def assert_good_error(err, text):
    """An InputError's position lies inside the text (or just after its end)."""
    assert isinstance(err, InputError)
    # Parsers may count lone '\r' as a line break (str.splitlines) or not (split on '\n').
    lines = max(len(text.split("\n")), len(text.splitlines()))
    assert 1 <= err.line <= max(1, lines) + 1, (err.line, lines, str(err))
    assert err.column >= 1, str(err)
    assert str(err).startswith(f"line {err.line}, col {err.column}:")


def check(fn, text):
    try:
        return fn(text)
    except InputError as err:
        assert_good_error(err, text)
        return None


@pytest.mark.parametrize("fmt", sorted(TEXTS))
def test_each_board_parser_gives_a_board_or_an_input_error(fmt):
    """Every format's parser, fed mutations of its own valid texts and random text."""
    module = formats.FORMATS[fmt]

    @FUZZ
    @given(inputs(TEXTS[fmt]))
    def run(text):
        board = check(module.parse, text)
        if board is not None:
            board.check()

    run()


def test_detection_and_any_format_never_crash():
    """Auto-detection over all board texts mixed together, then the whole throws tool."""
    everything = [t for ts in TEXTS.values() for t in ts]

    @FUZZ
    @given(inputs(everything))
    def run(text):
        reply = api.handle({"tool": "throws", "text": text})
        assert reply["ok"] or not reply.get("internal"), reply["error"]
        if not reply["ok"]:
            line, col = reply["error"]["line"], reply["error"]["column"]
            assert line >= 1 and col >= 1

    run()


def test_a_text_in_the_wrong_tool_never_crashes():
    """Games files (UIL, UVa 11459, CCC 2003) and boards, mutated, in the board and the games tools:
    an answer or an error inside the text, whichever tool the error points to."""

    @FUZZ
    @given(inputs(GAMES + [t for ts in TEXTS.values() for t in ts]))
    def run(text):
        for tool in ("throws", "games"):
            reply = api.handle({"tool": tool, "text": text})
            assert reply["ok"] or not reply.get("internal"), reply["error"]
            if not reply["ok"] and "readings" not in reply["error"]:
                e = reply["error"]
                assert_good_error(InputError(e["line"], e["column"], e["reason"], found=e["found"]), text)

    run()


def test_games_file_parser():
    @FUZZ
    @given(inputs(GAMES))
    def run(text):
        parsed = check(games.parse_games, text)
        if parsed is not None:
            for game in parsed.games:
                games.play(game)

    run()


def test_spell_grid_parser():
    @FUZZ
    @given(inputs(GRIDS))
    def run(text):
        grid = check(spell.parse_grid, text)
        if grid is not None and grid.rows * grid.cols <= 60:
            spell.longest_path(grid, budget_nodes=2000)

    run()


def test_spellchecker_input_parser():
    seeker = [
        spell.write_seeker_output(spell.parse_grid(g), spell.longest_path(spell.parse_grid(g)).path) for g in GRIDS[:2]
    ]

    @FUZZ
    @given(inputs(seeker))
    def run(text):
        parsed = check(spell.parse_seeker_output, text)
        if parsed is not None:
            grid, path = parsed
            spell.check_path(grid, path)

    run()


@pytest.mark.parametrize("tool", ["dond", "analysis", "games", "spell", "spellcheck", "convert"])
def test_every_tool_answers_random_text_without_a_bug(tool):
    """Whatever the text, a tool replies with a result or an input error, never an internal error."""
    sources = [t for ts in TEXTS.values() for t in ts] + GRIDS[:1] + ["6 3 -1", "6 x -1"]
    options = {"convert": {"to": "pairs"}, "spell": {"budget_nodes": 2000}, "analysis": {"what_if": False}}.get(
        tool, {}
    )

    @settings(
        max_examples=max(30, EXAMPLES // 5), deadline=None, suppress_health_check=list(HealthCheck), derandomize=True
    )
    @given(inputs(sources))
    def run(text):
        reply = api.handle({"tool": tool, "text": text, "options": options})
        assert reply["ok"] or not reply.get("internal"), reply["error"]

    run()
