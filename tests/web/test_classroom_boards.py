"""Boards a class can read from the back of the room: square numbers are painted above the jumps
(drawn translucent under them), START and GOAL are ringed and named, every jump the engine names
("L1", "S3") carries that name on the drawing, the code panel is at least 16 px and tokens are large."""

import pytest

from engine import api
from engine.examples import examples

pytestmark = pytest.mark.browser

GAMES = next(e for e in examples() if e["id"] == "seed001-games")
THROWS_BOARD = "[data-testid=board-throws] svg"
GAMES_BOARD = "[data-testid=board-games] svg"


def load(page, tool, example_id):
    page.click(f"[data-testid=tab-{tool}]")
    page.select_option(f"[data-testid=examples-{tool}]", example_id)
    page.wait_for_function(
        "(t) => document.querySelector(`#panel-${t}`).dataset.fresh === 'fresh'", arg=tool, timeout=60_000
    )
    error = page.locator(f"[data-testid=error-{tool}]")
    assert error.is_hidden(), f"{tool}: {error.text_content()} (engine: {page.get_attribute('html', 'data-engine')})"


def test_numbers_are_painted_above_translucent_jumps(page_ok):
    load(page_ok, "throws", "chutes-ladders-47")
    layers = page_ok.eval_on_selector(THROWS_BOARD, "svg => [...svg.children].map(c => c.getAttribute('class'))")
    assert layers.index("labels") > layers.index("jumps"), layers
    opacity = page_ok.eval_on_selector(f"{THROWS_BOARD} g.jumps", "g => parseFloat(getComputedStyle(g).opacity)")
    assert 0.5 <= opacity < 1


def test_start_and_goal_are_ringed_and_named(page_ok):
    load(page_ok, "throws", "chutes-ladders-47")
    for end, word in (("start", "START"), ("goal", "GOAL")):
        badge = page_ok.locator(f"{THROWS_BOARD} [data-testid=board-{end}]")
        assert badge.text_content() == word
        ring = page_ok.eval_on_selector(
            f"{THROWS_BOARD} rect.end-ring.{end}", "r => parseFloat(getComputedStyle(r).strokeWidth)"
        )
        assert ring >= 4
        # The word sits on a solid band (a thick halo in the ring's colour), not as thin dark text.
        stroke = page_ok.eval_on_selector(
            f"{THROWS_BOARD} [data-testid=board-{end}]", "t => parseFloat(getComputedStyle(t).strokeWidth)"
        )
        assert stroke >= 4


def test_every_named_jump_is_labelled_where_it_starts(page_ok):
    load(page_ok, "games", GAMES["id"])
    reply = api.handle({"tool": "games", "text": GAMES["text"], "options": {}})
    board = reply["result"]["games"][0]["board"]
    named = sorted((j["name"], j["kind"]) for j in board["jumps"] if j["name"])
    assert named, "the sample's first game names its jumps"
    drawn = page_ok.eval_on_selector_all(
        f"{GAMES_BOARD} text.jump-name", "ts => ts.map(t => [t.textContent, t.classList[1]])"
    )
    assert sorted(map(tuple, drawn)) == named


def test_code_panel_and_tokens_are_large(page_ok):
    load(page_ok, "throws", "chutes-ladders-47")
    size = page_ok.eval_on_selector("[data-testid=code-throws]", "e => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= 16
    load(page_ok, "games", GAMES["id"])
    radii = page_ok.eval_on_selector_all(
        f"{GAMES_BOARD} .token circle", "cs => cs.map(c => c.getBoundingClientRect().width / 2)"
    )
    assert len(radii) == 2 and min(radii) >= 11, radii
