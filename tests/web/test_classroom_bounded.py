"""Bounded views of big things (issue #14 item 4): the editor keeps a maximum height with its own
scroll, and a long route is shown as its first and last part with a "download all" link."""

import pytest
from test_throws import engine, run_board

pytestmark = pytest.mark.browser

TALL = "\n".join(f"line {i}" for i in range(400))
LONG = "Size = 60000\nSnake = [[3,1]]\n"  # 10,000 throws: a route of 58,152 characters


def test_a_long_route_is_cut_in_the_middle_with_a_download_link(page_ok):
    page = page_ok
    full = engine(LONG)["route_text"]
    assert len(full) > 50_000
    run_board(page, LONG)
    shown = page.text_content('[data-testid="route-text-throws"]')
    assert len(shown) < 2_000
    assert shown.startswith(full[:500]) and shown.endswith(full[-500:])
    link = '[data-testid="route-download-throws"] a'
    assert page.get_attribute(link, "download") == "route.txt"
    assert page.evaluate(f"() => fetch(document.querySelector('{link}').href).then(r => r.text())") == full
    tall = page.evaluate("() => document.scrollingElement.scrollHeight / window.innerHeight")
    assert tall < 6


def test_every_editor_scrolls_inside_a_bounded_box(page_ok):
    page = page_ok
    for tool in page.eval_on_selector_all('[role="tab"]:not([hidden])', "els => els.map(e => e.dataset.tool)"):
        page.click(f'[data-testid="tab-{tool}"]')
        box = f'[data-testid="input-{tool}"]'
        if not page.is_visible(box):
            continue
        page.eval_on_selector(box, "(e, t) => { e.value = t; e.dispatchEvent(new Event('input')); }", TALL)
        height = page.eval_on_selector(box, "e => e.closest('.editor').getBoundingClientRect().height")
        assert height <= 0.75 * page.viewport_size["height"], tool
        assert page.eval_on_selector(box, "e => e.scrollHeight > e.clientHeight"), tool
        gutter = page.eval_on_selector(box, "e => e.closest('.editor').querySelector('.gutter').clientHeight")
        assert gutter >= height - 4, tool  # the line numbers run the editor's full height
    page.click('[data-testid="tab-throws"]')
