"""A text pasted into the wrong tool: the error keeps its place and says which tab reads the text."""

from pathlib import Path

import pytest

from engine import api

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        ("uva11459/sample.in", "UVa 11459 roll lists (2 cases)"),
        ("ccc2003/s1-sample.in", "CCC 2003 S1 throws"),
        ("seeds/001-sample-input.txt", "a UIL games file (9 games)"),
    ],
)
def test_a_games_file_in_a_board_tool_says_the_games_tab_reads_it(path, kind):
    text = (DATA / path).read_text()
    for tool in ("throws", "analysis", "optimal"):
        reply = api.handle({"tool": tool, "text": text})
        assert not reply["ok"], (tool, path)
        error = reply["error"]
        assert f"this text reads as {kind}: the Dice-script games tab replays it" in error["message"]
        assert error["line"] > 1  # (where the board reading stopped, as before)


def test_boards_in_the_games_tool_say_the_board_tabs_read_them():
    reply = api.handle({"tool": "games", "text": (DATA / "paste" / "lightoj-cases.in").read_text()})
    assert not reply["ok"]
    assert (
        "this text reads as a board (LightOJ multi-case input, 3 boards): the board tabs read it"
        in (reply["error"]["message"])
    )


def test_text_no_tool_reads_gets_no_pointer():
    for tool in ("throws", "games"):
        reply = api.handle({"tool": tool, "text": "2\n4 1 x\n"})
        assert not reply["ok"] and "reads as" not in reply["error"]["message"]
