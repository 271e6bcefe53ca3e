"""The page's own limits (engine/limits.py, doors "page"): a games file or an analysis a tablet's tab
cannot hold is refused by the engine before any work starts, with the limit named; the command line
(which sends page: false) keeps the bigger limits."""

import pytest

from engine import api, games, limits
from engine.board import Board
from engine.cli import main


def games_file(side, boards, rolls):
    """``boards`` games on a side x side board without jumps, two players of ``rolls`` rolls each."""
    board = Board.build(side * side, [], base=0, cols=side)
    scripts = games.random_scripts(1, players=2, rolls=rolls)
    return games.write_games([(board, scripts)] * boards)


def lc909(side):
    return "[" + ",\n".join("[" + ",".join(["-1"] * side) + "]" for _ in range(side)) + "]"


def test_limits_are_published_for_the_page():
    table = api.describe()["limits"]
    assert table["games_page_cells"] == {
        "value": limits.GAMES_PAGE_CELLS,
        "doors": "page",
        "meaning": "most board squares in a games file the page replays",
    }
    assert table["analysis_page_work"]["value"] == limits.ANALYSIS_PAGE_WORK < limits.ANALYSIS_MAX_WORK
    assert limits.GAMES_PAGE_ROLLS < limits.GAMES_MAX_ROLLS and limits.GAMES_PAGE_CELLS < limits.GAMES_MAX_CELLS
    assert table["check_memory_mb"]["value"] == 256


def test_games_file_above_the_page_cells_is_refused_at_the_game_that_crosses_it():
    text = games_file(360, 2, 3)  # 2 x 129,600 squares > 250,000
    reply = api.handle({"tool": "games", "text": text})
    assert not reply["ok"]
    e = reply["error"]
    assert e["message"] == (
        f"line {e['line']}, col 1: the page replays games files of up to 250,000 (limit games_page_cells; "
        "the command line takes up to 2,000,000): this one has '259,200' (expected fewer or smaller games, "
        "or python3 -m engine moksha FILE)"
    )
    assert e["line"] == 2 + 360 + 2 + 2  # the second game's first line (count, side, rows, two move lines, dashes)


def test_games_file_with_too_many_rolls_is_refused():
    text = games_file(10, 1, limits.GAMES_PAGE_ROLLS // 2 + 1)
    reply = api.handle({"tool": "games", "text": text})
    assert "limit games_page_rolls" in reply["error"]["message"]
    assert "this one has '500,002'" in reply["error"]["message"]


def test_the_command_line_keeps_its_bigger_limits(tmp_path, capsys):
    path = tmp_path / "big.txt"
    path.write_text(games_file(360, 2, 3))
    assert main(["moksha", str(path)]) == 0
    assert (
        capsys.readouterr().out
        == "Game #1: Neither Player 1 or Player 2 won.\nGame #2: Neither Player 1 or Player 2 won.\n"
    )


def test_analysis_above_the_page_work_is_refused_before_it_starts():
    job = api.start_job({"tool": "analysis", "text": lc909(103)})  # 10,609 squares x 6 faces = 63,654
    assert isinstance(job, dict) and not job["ok"]
    assert (
        "the page analyses boards up to squares x faces = 62,500 (limit analysis_page_work" in job["error"]["message"]
    )
    assert "this one has '63,654'" in job["error"]["message"]
    faces = api.handle({"tool": "analysis", "text": lc909(10), "options": {"faces": 626}})  # 100 x 626
    assert "this one has '62,600'" in faces["error"]["message"]


@pytest.mark.parametrize("tool", ["games", "analysis"])
def test_the_command_line_sends_page_false(tool):
    option = next(o for o in api.TOOLS[tool].options if o.name == "page")
    assert (option.default, option.cli_default, option.flag) == (True, False, None)
