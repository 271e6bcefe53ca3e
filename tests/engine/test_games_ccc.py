"""CCC 2003 S1 "Snakes and Ladders" throws in the games tool: the published sample, a judge written
here from the statement on random throws, quitting, errors with line and column, the page's re-run."""

import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine import api, games
from engine.errors import InputError
from engine.games.replay_steps import replay_steps

REPO = Path(__file__).resolve().parents[2]
CCC = REPO / "tests" / "data" / "ccc2003"
JUMPS = {54: 19, 90: 48, 99: 77, 9: 34, 40: 64, 67: 86}  # the statement's board, in its words


def judge(text):
    """The statement's program, written apart from the engine."""
    square, out = 1, []
    for word in text.split():
        throw = int(word)
        if throw == 0:
            return [*out, "You Quit!"]
        if square + throw <= 100:
            square = JUMPS.get(square + throw, square + throw)
        out.append(f"You are now on square {square}")
        if square == 100:
            return [*out, "You Win!"]
    return out


def test_the_published_sample_gives_the_published_output_in_the_cli():
    done = subprocess.run(
        [sys.executable, "-m", "engine", "moksha", str(CCC / "s1-sample.in")],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (done.returncode, done.stdout) == (0, (CCC / "s1-sample.out").read_text()), done.stderr
    assert judge((CCC / "s1-sample.in").read_text()) == done.stdout.splitlines()


def test_random_throws_agree_with_a_judge_written_from_the_statement():
    rng = random.Random(2003)
    for _ in range(200):
        throws = [rng.randint(1, 6) + rng.randint(1, 6) for _ in range(rng.randint(1, 40))]
        if rng.random() < 0.5:
            throws.insert(rng.randint(0, len(throws)), 0)
        text = "\n".join(map(str, throws)) + "\n"
        assert games.run(text).output.splitlines() == judge(text), text


def test_a_zero_quits_and_what_follows_is_not_read():
    play = games.run("9\n11\n0\nnot read\n").plays[0]
    assert play.output.splitlines() == ["You are now on square 10", "You are now on square 21", "You Quit!"]
    assert (play.game.rule, play.game.quit, play.players, play.winners) == ("ccc 2003", True, 1, ())


def test_a_throw_past_100_is_not_moved_and_the_step_says_so():
    play = games.run((CCC / "s1-sample.in").read_text()).plays[0]
    steps = replay_steps(play)["steps"]
    assert steps[6]["rule"] == "over" and "is not moved, P1 stays on 91" in steps[6]["text"]
    assert [m.to for m in play.moves][-2:] == [91, 100]


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [("9\n13\n", (2, 1), "2..12"), ("9\n  1\n", (2, 3), "2..12"), ("9\n11\n12x\n0", (3, 1), "whole number")],
)
def test_errors_say_where_and_what_was_expected(text, where, words):
    with pytest.raises(InputError) as e:
        games.run(text)
    assert (e.value.line, e.value.column) == where and words in str(e.value)


def test_the_page_re_runs_edited_throws_writes_them_back_and_draws_random_ones():
    shown = api.handle({"tool": "games", "text": "9\n11\n0\n"})["result"]["games"][0]
    assert (shown["players"], shown["rule"], shown["quit"], shown["dice"]) == (1, "ccc 2003", True, 2)
    options = {"number": 1, "board": shown["board"], "rule": shown["rule"], "quit": True, "plays": []}
    reply = api.handle({"tool": "games_rerun", "text": "P1:8,12", "options": options})
    assert reply["ok"], reply
    assert reply["result"]["output"] == "You are now on square 34\nYou are now on square 46\nYou Quit!\n"
    bad = api.handle({"tool": "games_rerun", "text": "P1:8,1", "options": options})
    assert not bad["ok"] and "2..12" in bad["error"]["message"]
    spec = {"board": shown["board"], "scripts": [[8, 12]], "rule": "ccc 2003", "quit": True}
    written = api.handle({"tool": "games_write", "text": "", "options": {"games": [spec]}})["result"]["text"]
    assert written == "8\n12\n0"
    drawn = api.handle({"tool": "games_random_scripts", "text": "", "options": {"players": 1, "dice": 2, "rolls": 99}})
    assert all(2 <= t <= 12 for t in drawn["result"]["scripts"][0])


def test_the_sample_copied_with_its_headings_reads_without_them():
    framed = games.run((CCC / "dmoj-page.txt").read_text())
    assert framed.output == (CCC / "s1-sample.out").read_text()
    assert framed.warnings[0].startswith("read without the statement's framing")


def test_the_throws_on_one_line_as_some_pages_print_them_give_the_same_lines():
    one_line = " ".join((CCC / "s1-sample.in").read_text().split())
    assert games.run(one_line).output == (CCC / "s1-sample.out").read_text()
