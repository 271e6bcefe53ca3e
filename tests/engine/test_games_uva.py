"""UVa 11459 roll lists in the games tool: the published sample, a judge written here on random
files, the contest's file without a count, errors with line and column, and the page's re-run."""

import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine import api, games
from engine.errors import InputError

REPO = Path(__file__).resolve().parents[2]
UVA = REPO / "tests" / "data" / "uva11459"


def judge(text):
    """UVa 11459 as its statement says it, written apart from the engine: every token on 1, turns in
    order, past 100 goes to 100, one jump, reaching 100 ends the game and the other rolls are read."""
    nums = iter(int(w) for w in text.split())
    out = []
    for _ in range(next(nums)):
        players, jumps, rolls = next(nums), next(nums), next(nums)
        to = {next(nums): next(nums) for _ in range(jumps)}  # (the key is read first)
        pos, over = [1] * players, False
        for k in range(rolls):
            roll = next(nums)
            if over:
                continue
            p = k % players
            pos[p] = to.get(min(100, pos[p] + roll), min(100, pos[p] + roll))
            over = pos[p] == 100
        out += [f"Position of player {p} is {at}." for p, at in enumerate(pos, 1)]
    return "".join(line + "\n" for line in out)


def random_file(rng, cases):
    lines = [str(cases)]
    for _ in range(cases):
        players, rolls = rng.randint(1, 10), rng.randint(0, 120)
        free = rng.sample(range(2, 100), 16)
        pairs = [(free[2 * i], free[2 * i + 1]) for i in range(rng.randint(0, 8))]
        lines.append(f"{players} {len(pairs)} {rolls}")
        lines += [f"{a} {b}" for a, b in pairs]
        lines += [str(rng.randint(1, 6)) for _ in range(rolls)]
    return "\n".join(lines) + "\n"


def test_the_published_sample_gives_the_published_output_in_the_cli():
    done = subprocess.run(
        [sys.executable, "-m", "engine", "moksha", str(UVA / "sample.in")],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (done.returncode, done.stdout) == (0, (UVA / "sample.out").read_text()), done.stderr
    assert judge((UVA / "sample.in").read_text()) == done.stdout


def test_random_files_agree_with_a_judge_written_from_the_statement():
    rng = random.Random(11459)
    for _ in range(60):
        text = random_file(rng, rng.randint(1, 4))
        assert games.run(text).output == judge(text), text


def test_the_game_ends_at_the_winning_move_and_later_rolls_are_ignored():
    play = games.run((UVA / "sample.in").read_text()).plays[0]
    assert play.winners == (3,) and [m.player for m in play.moves] == [1, 2, 3]
    assert play.verdict == "Game #1: Player 3 wins!" and play.game.board.base == 1


def test_the_contests_own_file_without_a_count_is_one_case():
    sample = (UVA / "sample.in").read_text().split("\n")
    alone = "\n".join(sample[1:13]) + "\n"  # the first case: a b c, its pair, its ten rolls
    assert games.run(alone).output == "".join((UVA / "sample.out").read_text().splitlines(True)[:4])


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        ("1\n2 0 2\n3\n7\n", (4, 1), "a die roll must be 1..6"),
        ("1\n1000001 0 1\n3\n", (2, 1), "the number of players must be 1..1,000,000"),
        ("1\n2 1 3\n4 101\n1\n2\n3\n", (3, 1), "101"),
        ("1\n2 0 3\n1\n2\n", (4, 2), "case 1's 3 rolls"),
        ("1\n2 0 1\n1\n5\n", (4, 1), "more numbers than 1 case hold"),
        ("1\n2 0 x\n", (2, 5), "not a whole number"),
    ],
)
def test_errors_say_where_and_what_was_expected(text, where, words):
    with pytest.raises(InputError) as e:
        games.run(text)
    assert (e.value.line, e.value.column) == where and words in str(e.value)


def test_a_seed_001_file_is_not_taken_for_a_roll_list():
    uil_like = "3\n00 00 00\n00 00 00\n00 00 00\nP1:1\nP2:2\n"  # a count-less game whose rows are numbers
    assert games.run(uil_like).plays[0].game.rule == "round"


def test_the_page_re_runs_an_edited_game_with_its_squares_and_rule():
    """games_rerun of game 2 with new rolls (P1: 1 + 3 = 4, the ladder to 99; P2: 1 + 6 = 7; P1: 99 + 1
    wins, P2's second 6 is not played): it keeps 1-based squares and ends at once; game 1's positions
    come back as the page sent them."""
    shown = api.handle({"tool": "games", "text": (UVA / "sample.in").read_text()})["result"]["games"]
    plays = [{k: g[k] for k in ("number", "players", "winners", "output")} for g in shown]
    second = shown[1]
    options = {"number": 2, "board": second["board"], "rule": second["rule"], "plays": plays}
    reply = api.handle({"tool": "games_rerun", "text": "P1:3,1\nP2:6,6", "options": options})
    assert reply["ok"], reply
    result = reply["result"]
    assert result["game"]["output"] == "Position of player 1 is 100.\nPosition of player 2 is 7."
    assert result["output"] == shown[0]["output"] + "\n" + result["game"]["output"] + "\n"


def test_edited_games_are_written_back_as_a_uva_file_and_read_the_same():
    shown = api.handle({"tool": "games", "text": (UVA / "sample.in").read_text()})["result"]["games"]
    specs = [{"board": g["board"], "scripts": g["scripts"], "rule": g["rule"]} for g in shown]
    specs[1]["scripts"] = [[3, 1], [6, 6]]
    reply = api.handle({"tool": "games_write", "text": "", "options": {"games": specs}})
    assert reply["ok"], reply
    text = reply["result"]["text"]
    assert text.startswith("2\n4 1 10\n5 100\n2\n6\n") and text.endswith("2 1 4\n4 99\n3\n6\n1\n6")
    again = games.run(text)
    assert [p.game.scripts for p in again.plays] == [tuple(map(tuple, s["scripts"])) for s in specs]


def test_scripts_that_no_single_roll_list_deals_are_refused_on_the_line_that_breaks_it():
    shown = api.handle({"tool": "games", "text": (UVA / "sample.in").read_text()})["result"]["games"]
    options = {"number": 2, "board": shown[1]["board"], "rule": "at once", "plays": []}
    reply = api.handle({"tool": "games_rerun", "text": "P1:3\nP2:6,6", "options": options})
    error = reply["error"]
    assert (
        not reply["ok"] and (error["line"], error["column"]) == (2, 1) and "goes round the players" in error["message"]
    )


def test_the_sample_copied_with_its_input_and_output_headings_reads_without_them():
    framed = games.run((UVA / "algorithmist-page.txt").read_text())
    assert framed.output == (UVA / "sample.out").read_text()
    assert framed.warnings[0].startswith("read without the statement's framing")


def test_the_command_line_takes_the_statements_many_players_and_the_page_says_its_limit():
    rng = random.Random(7)
    rolls = [str(rng.randint(1, 6)) for _ in range(30_000)]
    text = "\n".join(["1", f"2500 2 {len(rolls)}", "5 40", "98 2", *rolls]) + "\n"
    assert api.run("games", text, {"page": False})["output"] == judge(text)
    page = api.handle({"tool": "games", "text": text})  # (the page's requests)
    assert not page["ok"] and "the page replays games of up to 10 (limit games_max_players" in page["error"]["message"]
