"""Dice-script games (seed 001): the sample's judge output, the real judge file, rules, errors, round trips."""

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import api, games
from engine.board import Board
from engine.errors import InputError
from engine.formats import uil

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data"
SAMPLE_IN = DATA / "seeds" / "001-sample-input.txt"
SAMPLE_OUT = DATA / "seeds" / "001-sample-output.txt"
HIMANSHU = DATA / "uil" / "himanshu.dat"

TINY = "03 L1\n00 L1"  # 2 x 2: ladder L1 from 1 to 2, goal 3


def game_file(*games_text, count=True):
    body = "\n".join(games_text)
    return (f"{len(games_text)}\n" if count else "") + body


def test_sample_gives_the_published_output_byte_for_byte():
    assert games.run(SAMPLE_IN.read_text()).output == SAMPLE_OUT.read_text()


def test_the_sample_copied_whole_from_the_statement_reads_without_its_framing_and_says_so():
    """Code fences, page-break markers and page headers between its lines, then the sample output."""
    text = (DATA / "seeds" / "001-statement-sample.txt").read_text(encoding="utf-8")
    result = games.run(text)
    assert result.output == SAMPLE_OUT.read_text()
    plain = games.run(SAMPLE_IN.read_text()).warnings  # the sample itself: nothing left out
    assert result.warnings[0].startswith("read without the statement's framing")
    assert [w.split(": ", 1)[1] for w in result.warnings[1:]] == [w.split(": ", 1)[1] for w in plain]  # (lines move)
    assert not any("framing" in w for w in plain)


def test_a_mistake_inside_a_framed_sample_is_shown_where_it_is():
    text = "Sample input:\n```\n1\n2\n03 L1\n00 X1\nP1:1\nP2:2\n```\nSample output:\nGame #1: Player 1 wins!"
    with pytest.raises(InputError) as info:
        games.parse_games(text)
    assert (info.value.line, info.value.column) == (6, 4)


def test_cli_prints_the_published_output_byte_for_byte():
    done = subprocess.run(
        [sys.executable, "-m", "engine", "moksha", str(SAMPLE_IN)], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == SAMPLE_OUT.read_text()


def test_cli_reads_stdin_and_reports_errors_with_status_1():
    done = subprocess.run(
        [sys.executable, "-m", "engine", "moksha"],
        cwd=REPO,
        input="1\n2\n03 L1\n00 L1\nP1:1\nP2:9\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1 and done.stdout == ""
    assert (
        done.stderr.strip()
        == "<stdin>: line 6, col 4: a roll outside 1..6: '9' (expected rolls 1..6 separated by commas)"
    )


def naive_judge(text):
    """An independent, judge-style reading of a well-formed file: labels looked up on every landing."""
    lines = [line.strip() for line in text.splitlines()]
    i, out = 1, []
    for number in range(1, int(lines[0]) + 1):
        while not lines[i] or set(lines[i]) == {"-"}:
            i += 1
        d = int(lines[i])
        grid = [lines[i + 1 + k].split() for k in range(d)]
        i += d + 1
        cell = {}
        for r in range(d):
            up = d - 1 - r
            for c in range(d):
                cell[up * d + (c if up % 2 == 0 else d - 1 - c)] = grid[r][c]
        scripts = []
        while i < len(lines) and lines[i][:1] in ("P", ","):
            if lines[i][0] == "P":
                scripts.append(lines[i].split(":", 1)[1])
            else:
                scripts[-1] += lines[i]
            i += 1
        rolls = [[int(x) for x in s.split(",") if x.strip()] for s in scripts]
        pos, won = [0, 0], [False, False]
        for k in range(max(len(r) for r in rolls)):
            for p in (0, 1):
                if k < len(rolls[p]):
                    t = pos[p] + rolls[p][k]
                    if t >= d * d - 1:
                        won[p] = True
                    elif cell[t][0] in "SL":
                        same = [s for s, v in cell.items() if v[0] == cell[t][0] and int(v[1:]) == int(cell[t][1:])]
                        t = max(same) if cell[t][0] == "L" else min(same)
                    pos[p] = t
            if any(won):
                break
        verdict = {
            (True, True): "Both players win!",
            (True, False): "Player 1 wins!",
            (False, True): "Player 2 wins!",
            (False, False): "Neither Player 1 or Player 2 won.",
        }
        out.append(f"Game #{number}: {verdict[tuple(won)]}")
    return "".join(line + "\n" for line in out)


def test_naive_judge_agrees_with_the_published_sample():
    # The cross-check below is only worth something if the naive reading is right where we know the answer.
    assert naive_judge(SAMPLE_IN.read_text()) == SAMPLE_OUT.read_text()


def test_himanshu_dat_reads_and_matches_an_independent_judge():
    text = HIMANSHU.read_text()
    report = games.run(text)
    assert len(report.plays) == 11
    assert [p.game.side for p in report.plays] == [16, 10, 24, 5, 28, 31, 12, 25, 16, 8, 2]
    assert report.output == naive_judge(text)
    # Games 1-10 label both move lines "P1:": read by position, with one warning each.
    assert sum("is read as Player 2's" in w for w in report.warnings) == 10


def test_himanshu_games_checked_by_hand():
    plays = games.run(HIMANSHU.read_text()).plays
    # Game 2 (10 x 10, line 22): L13 is on squares 1 and 34, L21 on 2 and 96. P1 rolls 1 -> 34, 4 -> 38
    # (L33's top: stays), 2 -> 40 (L15's top: stays). P2 rolls 2 -> 96, 2 -> 98, 2 -> 100 >= 99: wins in round 3.
    p = plays[1]
    assert [(m.player, m.landing, m.to) for m in p.moves] == [
        (1, 1, 34),
        (2, 2, 96),
        (1, 38, 38),
        (2, 98, 98),
        (1, 40, 40),
        (2, 99, 99),
    ]
    assert (p.rounds, p.winners, p.verdict) == (3, (2,), "Game #2: Player 2 wins!")
    # Game 4 (5 x 5, line 64): L2 3->10, S3 16->14 (S3's other end 14 is its tail), L3 18->23.
    # P1 3,3,4,3,3,4: 3->10, 13, 17, 20, 23, 27 (won in round 6). P2 3,4,2,2,5,4: 10, 14, 16->14,
    # 16->14, 19, 23: short of 24, so Player 1 alone wins.
    p = plays[3]
    assert [m.to for m in p.moves if m.player == 1] == [10, 13, 17, 20, 23, 24]
    assert [m.to for m in p.moves if m.player == 2] == [10, 14, 14, 14, 19, 23]
    assert p.verdict == "Game #4: Player 1 wins!"
    # Game 10 (8 x 8, line 205): three rolls each; P1 reaches 1, 3, 5 and P2 4, 6, 11 (S1's tail: stays).
    p = plays[9]
    assert [m.to for m in p.moves] == [1, 4, 3, 6, 5, 11] and p.rounds == 3
    assert p.verdict == "Game #10: Neither Player 1 or Player 2 won."
    # Game 11 (2 x 2): P1 1 climbs L1 to 2, then 1 reaches 3; P2 2 lands on L1's top, then 2 passes 3.
    assert plays[10].verdict == "Game #11: Both players win!"


def test_both_may_win_and_extra_rolls_are_ignored():
    p = games.play(games.Game(1, uil.parse(TINY), ((1, 1, 1, 1), (2, 2, 2))))
    assert p.winners == (1, 2) and p.rounds == 2 and len(p.moves) == 4


def test_player_two_still_moves_in_the_round_player_one_wins():
    # Both climb L1 in round 1; in round 2 P1 reaches 3 first, and P2 still gets its turn (6: passes 3).
    p = games.play(games.Game(1, uil.parse(TINY), ((1, 1), (1, 6))))
    assert [(m.round, m.player, m.to, m.won) for m in p.moves] == [
        (1, 1, 2, False),
        (1, 2, 2, False),
        (2, 1, 3, True),
        (2, 2, 3, True),
    ]
    # A plain 2 x 2 board: P1's 3 wins in round 1, P2 moves once (0 -> 1) and its last two rolls are never used.
    p = games.play(games.Game(1, uil.parse("03 02\n00 01"), ((3,), (1, 1, 1))))
    assert p.winners == (1,) and p.rounds == 1 and len(p.moves) == 2


def test_shorter_script_sits_out_and_game_ends_when_all_scripts_are_used():
    board = uil.parse("15 14 13 12\n08 09 10 11\n07 06 05 04\n00 01 02 03")
    p = games.play(games.Game(3, board, ((1,), (1, 1, 1))))
    assert [(m.round, m.player) for m in p.moves] == [(1, 1), (1, 2), (2, 2), (3, 2)]
    assert p.rounds == 3 and p.winners == () and p.verdict == "Game #3: Neither Player 1 or Player 2 won."
    p = games.play(games.Game(3, board, ((1,), (1, 1, 1, 6, 6, 6))))
    assert p.winners == (2,) and p.rounds == 5


def test_three_players():
    board = uil.parse("15 14 13 12\n08 09 10 11\n07 06 05 04\n00 01 02 03")
    p = games.play(games.Game(2, board, ((6, 6, 6), (1, 1, 1), (6, 6, 3))))
    assert p.winners == (1, 3) and p.verdict == "Game #2: Players 1 and 3 win!"
    text = game_file("4\n15 14 13 12\n08 09 10 11\n07 06 05 04\n00 01 02 03\nP1:1\nP2:1\nP3:6,6,6")
    assert games.run(text).output == "Game #1: Player 3 wins!\n"


def test_messy_files_are_read_like_a_judge_would():
    text = (
        "\n2\n\n2\n03 L001\n\n000 L1\nP1: 1 , 1,\n\nP1:2\n  ,2,\n"  # blank lines, spaces, P1 twice
        "2\n03 L1\n00 L1\nP1:1,\n,1\nP2:2,2,,\n-\n"
    )  # no separator before, one dash after
    f = games.parse_games(text)
    assert [g.scripts for g in f.games] == [((1, 1), (2, 2)), ((1, 1), (2, 2))]
    assert [g.board for g in f.games] == [uil.parse(TINY)] * 2
    assert games.run(text).output == "Game #1: Both players win!\nGame #2: Both players win!\n"


def test_windows_line_ends_and_a_byte_order_mark_are_read():
    text = "\ufeff1\r\n2\r\n03 L1\r\n00 L1\r\nP1:1,1,\r\nP2:2,2,\r\n-----\r\n"
    assert games.run(text).output == "Game #1: Both players win!\n"


def test_a_file_without_its_count_line_is_read_game_by_game():
    text = "2\n03 L1\n00 L1\nP1:1,1\nP2:2,2\n---\n2\n03 02\n00 01\nP1:1\nP2:3\n"
    assert games.run(text).output == "Game #1: Both players win!\nGame #2: Player 2 wins!\n"


@pytest.mark.parametrize(
    "text, line, col, fragment",
    [
        # a row with the wrong number of cells
        ("1\n3\n06 L1 08 09\n05 S1 03\n00 L1 S1\nP1:1\nP2:1", 3, 10, "board row has 4 cells"),
        # a roll outside 1..6, and a roll that is not a number
        ("1\n2\n03 L1\n00 L1\nP1:1,1\nP2:2,7", 6, 6, "a roll outside 1..6: '7'"),
        ("1\n2\n03 L1\n00 L1\nP1:1,x\nP2:2", 5, 6, "not a roll: 'x'"),
        # a missing move line
        ("1\n2\n03 L1\n00 L1\nP1:1,1\n-----", 6, 1, "game 1 has 1 move line; then '-----'"),
        ("1\n2\n03 L1\n00 L1\nP1:1,1", 6, 1, "game 1 has 1 move line; then 'end of input'"),
        # game counts that do not match
        ("2\n2\n03 L1\n00 L1\nP1:1\nP2:1\n-----\n", 8, 1, "line 1 says 2 games, but the file ends after 1"),
        ("1\n2\n03 L1\n00 L1\nP1:1\nP2:1\n2\n03 L1\n00 L1\nP1:1\nP2:1", 7, 1, "line 1 says 1 game, but more follows"),
        # a board cut short by its move lines, a bad side, a stray cell, a move line instead of a game
        ("1\n3\n06 L1 08\n00 L1 S1\nP1:1\nP2:1", 5, 1, "the board of game 1 has only 2 of its 3 rows"),
        ("1\n1\n00\nP1:1\nP2:1", 2, 1, "the board side D of game 1 must be 2..1000"),
        ("1\n2\n03 Q1\n00 L1\nP1:1\nP2:1", 3, 4, "unknown cell 'Q1'"),
        ("1\nP1:1\nP2:1", 2, 1, "a move line where game 1 should start"),
        ("", 1, 1, "the file is empty"),
    ],
)
def test_errors_name_line_and_column(text, line, col, fragment):
    with pytest.raises(InputError) as e:
        games.parse_games(text)
    assert (e.value.line, e.value.column) == (line, col), str(e.value)
    assert fragment in str(e.value)


def test_ten_million_rolls_are_refused_naming_the_limit():
    """A 10^7-roll script is refused with the limit and where it was passed (its speed: tests/bench/refusals.py)."""
    text = "1\n2\n03 L1\n00 L1\nP1:" + "1," * 10_000_000 + "\nP2:1\n"
    with pytest.raises(InputError, match="more than 1,000,000 rolls") as e:
        games.parse_games(text)
    assert (e.value.line, e.value.column) == (5, 4)


def test_writer_wraps_long_move_lines_with_leading_commas():
    text = games.write_games([(uil.parse(TINY), ((1,) * 30, (2, 3)))], wrap=20)
    lines = text.splitlines()
    assert lines[4] == "P1:1,1,1,1,1,1,1,1,1" and lines[5].startswith(",1,1") and lines[-1] == "-" * 36
    assert games.parse_games(text).games[0].scripts == ((1,) * 30, (2, 3))


@st.composite
def uil_boards(draw, max_side=8):
    side = draw(st.integers(2, max_side))
    size = side * side
    squares = draw(st.lists(st.integers(1, size - 2), unique=True, max_size=min(size - 2, 16)))
    jumps = []
    while len(squares) >= 2:
        k = draw(st.integers(2, min(3, len(squares))))
        group, squares = sorted(squares[:k]), squares[k:]
        target = group[-1] if draw(st.booleans()) else group[0]
        jumps += [(s, target) for s in group if s != target]
    return Board.build(size, jumps, base=0, cols=side)


game_specs = st.tuples(uil_boards(), st.lists(st.lists(st.integers(1, 6), max_size=25), min_size=2, max_size=4))


@settings(max_examples=80, deadline=None)
@given(st.lists(game_specs, min_size=1, max_size=4), st.sampled_from([0, 12, 40]))
def test_written_files_read_back_to_the_same_games(specs, wrap):
    pairs = [(b, tuple(tuple(s) for s in scripts)) for b, scripts in specs]
    f = games.parse_games(games.write_games(pairs, wrap=wrap))
    assert [(g.number, g.board, g.scripts) for g in f.games] == [(k, b, s) for k, (b, s) in enumerate(pairs, 1)]


@settings(max_examples=150, deadline=None)
@given(game_specs)
def test_simulation_stays_on_the_board_and_within_its_scripts(spec):
    board, scripts = spec
    scripts = tuple(tuple(s) for s in scripts)
    p = games.play(games.Game(1, board, scripts))
    jumps = board.jump_map()
    pos = [0] * len(scripts)
    used = [0] * len(scripts)
    for m in p.moves:
        k = m.player - 1
        assert m.frm == pos[k] and m.roll == scripts[k][used[k]] and m.round == used[k] + 1
        assert m.landing == min(m.frm + m.roll, board.goal)
        expected = jumps.get(m.landing, m.landing) if m.landing < board.goal else board.goal
        assert m.to == expected and 0 <= m.to <= board.goal
        assert m.won == (m.to == board.goal)
        pos[k], used[k] = m.to, used[k] + 1
    assert all(u <= len(s) for u, s in zip(used, scripts))
    assert p.rounds <= max(len(s) for s in scripts)
    assert set(p.winners) == {m.player for m in p.moves if m.won}
    if p.winners:
        assert all(m.round <= p.rounds for m in p.moves) and p.moves[-1].round == p.rounds
    else:
        assert used == [len(s) for s in scripts]


def test_api_games_tool_shape():
    reply = api.handle({"tool": "games", "text": SAMPLE_IN.read_text()})
    assert reply["ok"], reply
    r = reply["result"]
    assert r["output"] == SAMPLE_OUT.read_text() and len(r["games"]) == 9
    g = r["games"][4]  # game 5: the 3 x 3 board
    assert (g["number"], g["size"], g["players"], g["winners"], g["rounds"]) == (5, 3, 2, [1], 2)
    assert g["verdict"] == "Game #5: Player 1 wins!" and g["board"]["size"] == 9
    assert g["moves"][0] == {
        "round": 1,
        "player": 1,
        "roll": 1,
        "from": 0,
        "landing": 1,
        "jump": "L1",
        "kind": "ladder",
        "to": 7,
        "won": False,
        "text": "P1 rolls 1: 0 -> 1, ladder L1 -> 7",
    }
    assert g["positions"][:2] == [7, 0]
    assert any("stands on square 72" in w for w in r["warnings"])


def test_api_games_tool_reports_input_errors_with_position():
    reply = api.handle({"tool": "games", "text": "1\n2\n03 L1\n00 L1\nP1:1\nP2:0"})
    assert not reply["ok"] and not reply.get("internal")
    assert (reply["error"]["line"], reply["error"]["column"]) == (6, 4)


def test_api_random_scripts_are_seeded_and_make_a_playable_file():
    a = api.handle({"tool": "games_random_scripts", "text": TINY, "options": {"seed": 42, "rolls": 10, "players": 3}})
    b = api.handle({"tool": "games_random_scripts", "text": TINY, "options": {"seed": 42, "rolls": 10, "players": 3}})
    assert a["ok"] and a == b
    r = a["result"]
    assert [len(s) for s in r["scripts"]] == [10, 10, 10] and all(1 <= x <= 6 for s in r["scripts"] for x in s)
    assert games.parse_games(r["file"]).games[0].scripts == tuple(tuple(s) for s in r["scripts"])
    assert api.handle({"tool": "games_random_scripts", "text": "", "options": {}})["result"]["file"] is None


def test_api_games_write_builds_files_from_text_or_board_dicts():
    board = uil.parse(TINY).to_dict()
    reply = api.handle(
        {
            "tool": "games_write",
            "text": "",
            "options": {
                "games": [
                    {"board": board, "scripts": [[1, 1], [2, 2]]},
                    {"board": "Ladder = [[2,3]]\nSize = 4", "scripts": [[1], [3]]},
                ]
            },
        }
    )
    assert reply["ok"], reply
    assert games.run(reply["result"]["text"]).output == "Game #1: Both players win!\nGame #2: Player 2 wins!\n"
    bad = api.handle({"tool": "games_write", "text": TINY, "options": {"scripts": [[1, 7], [2]]}})
    assert not bad["ok"] and "player 1, roll 2" in bad["error"]["message"]
