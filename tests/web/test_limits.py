"""The page's limits for small devices (engine/limits.py, doors "page"), in Chromium: a games file or an
analysis above them is refused by the engine before it starts, the message names the limit, and the
tab keeps working; the student's worker in Check my program may not grow past check_memory_mb."""

import pytest

from engine import games, limits
from engine.board import Board
from pagekit import run_tool

pytestmark = pytest.mark.browser


def games_file(side, boards, rolls):
    board = Board.build(side * side, [], base=0, cols=side)
    return games.write_games([(board, games.random_scripts(1, players=2, rolls=rolls))] * boards)


def lc909(side):
    return "[" + ",\n".join("[" + ",".join(["-1"] * side) + "]" for _ in range(side)) + "]"


def paste_and_run(page, tool, text):
    """Put ``text`` into the tool's input as a paste would (typing 2 MB is too slow), then Run."""
    page.click(f'[data-testid="tab-{tool}"]')
    page.evaluate(
        """([tool, text]) => {
        const el = document.querySelector(`[data-testid="input-${tool}"]`);
        el.value = text;
        el.dispatchEvent(new Event("input", { bubbles: true }));
        document.querySelector(`[data-testid="error-${tool}"]`).hidden = true;
    }""",
        [tool, text],
    )
    page.click(f'[data-testid="run-{tool}"]')


def error_text(page, tool):
    page.wait_for_selector(f'[data-testid="error-{tool}"]:not([hidden])')
    return page.text_content(f'[data-testid="error-{tool}"]')


def test_the_page_has_the_engines_limits(page_ok):
    table = page_ok.evaluate("async () => (await import('./js/core/limits.js')).loadLimits()")
    for name in ("games_page_cells", "games_page_rolls", "analysis_page_work", "check_memory_mb"):
        assert table[name] == limits.LIMITS[name], name


def test_a_games_file_above_the_page_limit_is_refused_with_the_limit_named(page_ok):
    paste_and_run(page_ok, "games", games_file(360, 2, 3))
    text = error_text(page_ok, "games")
    assert "the page replays games files of up to 250,000 (limit games_page_cells" in text, text
    assert "this one has '259,200'" in text
    run_tool(page_ok, "games", games_file(10, 1, 5))
    assert page_ok.is_hidden('[data-testid="error-games"]')
    assert page_ok.text_content('[data-testid="result-games"]') != "…"


def test_an_analysis_above_the_page_limit_is_refused_with_the_limit_named(page_ok):
    run_tool(page_ok, "analysis", lc909(103))
    text = error_text(page_ok, "analysis")
    assert "the page analyses boards up to squares x faces = 62,500 (limit analysis_page_work" in text, text
    assert "this one has '63,654'" in text
    run_tool(page_ok, "analysis", lc909(5))
    assert page_ok.is_hidden('[data-testid="error-analysis"]')
