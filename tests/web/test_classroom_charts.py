"""Charts a class can read (#14 item 9): no two labels on the dice charts overlap, at the page's
usual size and on a projector, and a goal that can never be reached draws no empty chart but says so."""

import pytest

from pagekit import run_tool

pytestmark = pytest.mark.browser

#: Every pair of visible texts in the drawing whose boxes cross by more than a pixel.
OVERLAPS = """(sel) => {
    const svg = document.querySelector(sel);
    const boxes = [...svg.querySelectorAll('text')]
        .filter(t => t.textContent.trim() && t.getClientRects().length)
        .map(t => [t.textContent, t.getBoundingClientRect()]);
    const out = [];
    for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
            const [a, ra] = boxes[i], [b, rb] = boxes[j];
            const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
            const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
            if (w > 1 && h > 1) out.push([a, b]);
        }
    return out;
}"""
DOND = ["6 3 -1\n", "1000 100 -1\n", "6 40 0\n", "100000 30 -1\n"]
#: Game lengths: mean before the median near the right edge (a long board), and a short game.
LENGTHS = ["Size = 1000\nLadders = [[2,999]]\n", "Ladder = [[6,46]]\nSnake = [[47,9]]\n"]
UNREACHABLE = "Size = 10\nLadders = []\nChutes = [[4,1],[5,1],[6,1],[7,1],[8,1],[9,1]]\n"


def set_present(page, on):
    if page.evaluate("document.documentElement.classList.contains('present')") != on:
        page.click("[data-testid=present-toggle]")


@pytest.mark.parametrize("present", [False, True], ids=["page", "projector"])
def test_dice_chart_labels_never_overlap(page_ok, present):
    set_present(page_ok, present)
    try:
        for text in DOND:
            for log in (False, True):
                run_tool(page_ok, "dond", text)
                if page_ok.is_checked("[data-testid=log-dond]") != log:
                    page_ok.click("[data-testid=log-dond]")
                page_ok.wait_for_timeout(200)
                clash = page_ok.evaluate(OVERLAPS, "[data-testid=chart-dond]")
                assert not clash, (text, log, clash)
        for text in LENGTHS:
            run_tool(page_ok, "analysis", text)
            page_ok.wait_for_selector("#panel-analysis svg.chart")
            page_ok.wait_for_timeout(200)
            clash = page_ok.evaluate(OVERLAPS, "#panel-analysis svg.chart")
            assert not clash, (text, clash)
    finally:
        set_present(page_ok, False)


def test_unreachable_goal_draws_no_empty_chart(page_ok):
    run_tool(page_ok, "analysis", UNREACHABLE)
    assert page_ok.text_content("[data-testid=result-analysis]") == "∞"
    box = page_ok.locator("[data-testid=chart-analysis]")
    assert box.locator("svg").count() == 0
    assert "never ends" in box.text_content()
