"""The step player in front of a class (issue #14 item 9): arrow keys on a focused tab do not step
the animation, and Play/Pause keeps its width."""

import pytest
from test_throws import SEED_000, run_board, state

pytestmark = pytest.mark.browser


def test_arrow_keys_on_a_focused_tab_do_not_step_the_animation(page_ok):
    page = page_ok
    run_board(page, SEED_000)
    page.click('[data-testid="reset-throws"]')
    assert state(page)["step"] == 0
    page.focus('[data-testid="tab-throws"]')
    page.keyboard.press("ArrowRight")
    assert state(page)["step"] == 0
    page.click('[data-testid="tab-throws"]')  # back to the throws tab if the arrow moved the focus
    page.focus('[data-testid="reset-throws"]')  # focus in the animation's controls: the keys step
    page.keyboard.press("ArrowRight")
    assert state(page)["step"] == 1


def test_play_and_pause_have_the_same_width(page_ok):
    page = page_ok
    run_board(page, SEED_000)
    play = '[data-testid="play-throws"]'
    page.click('[data-testid="reset-throws"]')
    page.evaluate("() => { document.querySelector('[data-testid=speed-throws]').value = 1; }")
    width = page.eval_on_selector(play, "b => b.getBoundingClientRect().width")
    page.click(play)
    assert page.get_attribute(play, "aria-label") == "Pause"
    assert page.eval_on_selector(play, "b => b.getBoundingClientRect().width") == width
    page.click(play)
