"""The spell tool in front of a class (#14 item 7): the rule in one sentence with a picture, a key for
the grid's marks, a full-width progress meter, and a 30x30 grid that zooms with its path drawn."""

import pytest

from engine import api
from pagekit import run_tool

pytestmark = pytest.mark.browser

#: A 30 x 30 grid whose only letters are A..J along the top row: the longest path is those 10 cells.
BIG = "\n".join(["ABCDEFGHIJ" + "-" * 20] + ["-" * 30] * 29) + "\n"
BOX = "[data-testid=hex-box-spell]"
SVG = f"{BOX} svg.hexgrid"


def svg_width(page):
    return page.eval_on_selector(SVG, "s => s.getBoundingClientRect().width")


def test_rule_picture_and_key_are_shown(page_ok):
    page_ok.click("[data-testid=tab-spell]")
    rule = page_ok.locator("[data-testid=rule-spell]")
    assert rule.is_visible()
    words = rule.text_content()
    assert "touching" in words and "one away" in words and "twice" in words
    assert rule.locator("svg polygon").count() == 3 and rule.locator("svg polyline.path-line").count() == 1
    legend = page_ok.locator("[data-testid=legend-spell]")
    assert legend.is_visible() and legend.locator("li").count() == 4


def test_progress_meter_spans_its_place(page_ok):
    run_tool(page_ok, "spell", "ABC\nBCD\n")
    page_ok.wait_for_selector("#panel-spell .meter[data-state=done]")
    meter, view = page_ok.evaluate(
        """() => [document.querySelector('#panel-spell .solve-view .meter').getBoundingClientRect(),
                  document.querySelector('#panel-spell .solve-view').getBoundingClientRect()]
                 .map(r => ({w: r.width, h: r.height}))"""
    )
    assert meter["w"] >= min(0.9 * view["w"], 600) and meter["h"] >= 10, (meter, view)


def test_big_grid_zooms_with_buttons_and_the_focused_wheel(page_ok):
    reply = api.handle({"tool": "spell", "text": BIG, "options": {}})
    assert reply["ok"] and reply["result"]["length"] == 10
    run_tool(page_ok, "spell", BIG)
    page_ok.wait_for_selector("[data-testid=path-line-spell]")
    assert page_ok.locator(f"{SVG} polygon.on-path").count() == 10
    start = svg_width(page_ok)
    page_ok.click("[data-testid=zoom-in-spell]")
    assert svg_width(page_ok) == pytest.approx(1.5 * start, rel=0.02)
    assert page_ok.eval_on_selector(BOX, "b => b.scrollWidth > b.clientWidth")
    # The wheel zooms only while the grid has focus.
    page_ok.focus("[data-testid=zoom-in-spell]")
    page_ok.hover(BOX)
    page_ok.mouse.wheel(0, -120)
    assert page_ok.get_attribute(BOX, "data-zoom") == "1.5"
    page_ok.focus(BOX)
    page_ok.mouse.wheel(0, -120)
    page_ok.wait_for_function(f"document.querySelector('{BOX}').dataset.zoom === '2'")
    assert svg_width(page_ok) == pytest.approx(2 * start, rel=0.02)
    page_ok.click("[data-testid=zoom-out-spell]")
    page_ok.click("[data-testid=zoom-out-spell]")
    assert svg_width(page_ok) == pytest.approx(start, rel=0.02)
