"""The probability flow on the Probability tab: the frames shown on the Milton Bradley board equal
the engine's rows (``api`` called in-process) at several turns, square by square, exactly; step,
scrub and keys (only while the flow has focus) move it; several players show the game still on."""

from fractions import Fraction

import pytest

from engine import api, examples

pytestmark = pytest.mark.browser

MB = next(e for e in examples.examples() if e["id"] == "chutes-ladders-47")
FLOW = '[data-testid="flow-analysis"]'


def engine_flow(players=2, turns=60):
    options = {**MB["options"], "players": players, "turns": turns}
    return api.handle({"tool": "flow", "text": MB["text"], "options": options})["result"]


@pytest.fixture(scope="module")
def flow_page(app):
    page, _ = app
    page.click('[data-testid="tab-analysis"]')
    page.select_option('[data-testid="examples-analysis"]', MB["id"])
    page.click('[data-testid="run-analysis"]')
    page.wait_for_function("() => document.querySelector(`[data-testid=flow-analysis]`)?.dataset.turns", timeout=99_000)
    return page


def scrub_to(page, t):
    page.eval_on_selector(
        '[data-testid="flow-scrub"]', "(el, t) => { el.value = t; el.dispatchEvent(new Event('input')); }", t
    )
    page.wait_for_function("(t) => document.querySelector(`[data-testid=flow-analysis]`).dataset.turn == t", arg=t)


def frame(page):
    """Every shaded square of the frame shown: (label, data-p, data-exact, hover text)."""
    return page.eval_on_selector_all(
        f"{FLOW} rect.flow-sq",
        "rs => rs.map(r => [Number(r.dataset.square), r.dataset.p, r.dataset.exact, r.firstChild.textContent])",
    )


@pytest.mark.parametrize("t", [0, 1, 7, 20, 38, 39, 60])
def test_frames_equal_the_engine_rows(flow_page, app, t):
    page = flow_page
    want = engine_flow()
    assert page.get_attribute(FLOW, "data-turns") == str(want["turns"]) == "60"
    scrub_to(page, t)
    row = want["rows"][t]
    got = frame(page)
    assert [g[0] for g in got] == list(range(1, 100))
    assert [float(g[1]) for g in got] == row["squares"]
    if row["exact"]:
        assert [g[2] for g in got] == row["exact"]["squares"]
        shown = sum(Fraction(g[2]) for g in got) + Fraction(row["exact"]["off"]) + Fraction(row["exact"]["finished"])
        assert shown == 1
        assert row["exact"]["squares"][37] in got[37][3]  # hover: the exact fraction of square 38
    else:
        assert all(g[2] == "" for g in got) and f"{row['squares'][52]:.6g}"[:5] in got[52][3]
    finished = page.text_content('[data-testid="flow-finished-text"]')
    assert row["finished_text"] in finished
    assert page.get_attribute('[data-testid="flow-chart"]', "data-turn") == str(t)
    app[1].check()


def test_step_back_play_and_keys_only_with_focus(flow_page):
    page = flow_page
    scrub_to(page, 5)
    page.click('[data-testid="flow-step"]')
    assert page.get_attribute(FLOW, "data-turn") == "6"
    page.click('[data-testid="flow-back"]')
    page.click('[data-testid="flow-back"]')
    assert page.get_attribute(FLOW, "data-turn") == "4"
    assert "after turn 4 of 60" in page.text_content('[data-testid="flow-status"]')
    page.focus('[data-testid="flow-scrub"]')
    page.keyboard.press("ArrowRight")
    assert page.get_attribute(FLOW, "data-turn") == "5"
    page.keyboard.press("End")
    assert page.get_attribute(FLOW, "data-turn") == "60"
    page.focus('[data-testid="tab-analysis"]')
    page.evaluate("() => document.activeElement.blur()")
    page.keyboard.press("Home")
    assert page.get_attribute(FLOW, "data-turn") == "60"  # focus outside the flow: keys do nothing here
    scrub_to(page, 0)
    page.click('[data-testid="flow-play"]')
    page.wait_for_function("() => Number(document.querySelector('[data-testid=flow-analysis]').dataset.turn) >= 2")
    page.click('[data-testid="flow-play"]')


def test_several_players_show_the_game_still_on(flow_page):
    page = flow_page
    want = engine_flow(players=2)
    scrub_to(page, 30)
    assert page.is_visible('[data-testid="flow-game-on"]')
    shown = page.text_content('[data-testid="flow-game-on-text"]')
    assert want["rows"][30]["exact"]["game_on"] in shown and want["rows"][30]["game_on_text"] in shown
    assert page.locator('[data-testid="flow-chart"] polyline.game-on').count() == 1
