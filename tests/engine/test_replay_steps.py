"""The dice-script replay told move by move (issue #14): each move with the rule of seed 001 that
applied, in agreement with the replay's own moves and verdicts."""

from pathlib import Path

from engine import api, games
from engine.formats.uil import parse
from engine.games.model import Game
from engine.games.play import play
from engine.games.replay_steps import replay_steps

DATA = Path(__file__).resolve().parents[1] / "data" / "seeds"
SAMPLE = (DATA / "001-sample-input.txt").read_text()


def test_every_move_of_the_sample_has_the_rule_its_move_shows():
    report = games.run(SAMPLE)
    for p in report.plays:
        told = replay_steps(p)
        assert len(told["steps"]) == len(p.steps) and not told["truncated"]
        winners = set()
        for m, s in zip(p.moves, told["steps"]):
            assert (s["round"], s["player"]) == (m.round, m.player)
            assert s["text"].startswith(f"Round {m.round} · P{m.player} rolls {m.roll}: {m.frm} → ")
            expected = {"ladder": m.to > m.landing, "snake": m.to < m.landing}.get(s["rule"], m.to == m.landing)
            assert expected, (s, m)
            if s["rule"] in ("reach", "pass"):
                assert m.won and (m.frm + m.roll == m.to) == (s["rule"] == "reach")
            if m.won:
                winners.add(m.player)
                assert s["text"].find(f"P{m.player} wins") > 0
        assert winners == set(p.winners)


def test_the_seed_examples_rules_are_named():
    first = games.run(SAMPLE).plays[0]
    steps = replay_steps(first)["steps"]
    assert steps[0]["text"] == "Round 1 · P1 rolls 1: 0 → 1, a plain square: P1 stays there"
    assert steps[1]["text"] == "Round 1 · P2 rolls 6: 0 → 6, the lower end of ladder L1: P2 climbs to 35"
    assert steps[1]["rule"] == "ladder" and steps[1]["jump"] == "L1"


def test_the_other_ends_of_jumps_keep_the_token_where_it_lands():
    # seed 001: landing on the top of a ladder or the tail of a snake, "the player would remain here"
    board = parse("06 S1 08\n05 L1 S1\n00 L1 02")  # ladder 1 -> 4, snake 7 -> 3, goal 8
    steps = replay_steps(play(Game(1, board, ((3, 4, 1), (4, 4, 1)))))["steps"]
    assert [s["rule"] for s in steps] == ["snake-tail", "ladder-top", "snake", "reach"]
    assert steps[0]["text"].endswith("the tail of snake S1: a snake acts only at its higher end, P1 stays on 3")
    assert steps[2]["text"].endswith("the higher end of snake S1: P1 slides down to 3")
    assert steps[3]["text"].endswith("the last square 8: reaching it wins, P2 wins")


def test_a_move_after_a_win_in_the_same_round_says_why_it_is_played():
    board = parse("06 S1 08\n05 L1 S1\n00 L1 02")
    steps = replay_steps(play(Game(1, board, ((6, 6), (2, 2)))))["steps"]
    assert [s["rule"] for s in steps] == ["plain", "plain", "pass", "ladder-top"]
    assert steps[2]["text"].endswith("past the last square 8: reaching or passing it wins (no bounce), P1 wins")
    assert steps[3]["text"].endswith("P1 already won this round: every player gets the same number of turns")


def test_the_cap_and_the_reply_field():
    p = games.run(SAMPLE).plays[0]
    told = replay_steps(p, limit=3)
    assert len(told["steps"]) == 3 and told["truncated"]
    out = api.handle({"tool": "games", "text": SAMPLE, "options": {}})["result"]
    assert [g["steps"] for g in out["games"]] == [replay_steps(q)["steps"] for q in games.run(SAMPLE).plays]
    assert not any(g["steps_truncated"] for g in out["games"])


def test_games_rerun_gives_the_game_the_output_and_the_tally_of_the_file_shown():
    out = api.handle({"tool": "games", "text": SAMPLE, "options": {}})["result"]
    shown = [{"number": g["number"], "players": g["players"], "winners": g["winners"]} for g in out["games"]]
    second = out["games"][1]
    request = {"board": second["board"], "number": 2, "plays": shown}
    r = api.handle({"tool": "games_rerun", "text": "P1:6,6,6\nP2:1", "options": request})["result"]
    game = r["game"]
    assert game["number"] == 2 and game["steps"][0]["text"].startswith("Round 1 · P1 rolls 6: 0 → 6")
    lines = out["output"].splitlines()
    lines[1] = game["verdict"]
    assert r["output"] == "\n".join(lines) + "\n"
    winners = [g["winners"] for g in out["games"]]
    winners[1] = game["winners"]
    assert r["tally"] == games.tally_of(winners)
    same = api.handle({"tool": "games_rerun", "text": second["scripts_text"], "options": request})["result"]
    assert same["output"] == out["output"] and same["tally"] == out["tally"]


def test_games_rerun_tells_an_error_against_the_scripts():
    board = api.handle({"tool": "games", "text": SAMPLE, "options": {}})["result"]["games"][0]["board"]
    bad = api.handle({"tool": "games_rerun", "text": "P1:1,2\nP2:1,x", "options": {"board": board}})
    assert not bad["ok"] and bad["error"]["line"] == 2 and bad["error"]["message"].startswith("line 2, col ")
