"""On a phone (390x844): verdicts wrap between words, never inside one, and a table wider than the
screen scrolls in its own box with a visible cue (shadows at the edges that have more to show)."""

import pytest

from pagekit import open_app

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
TOOLS = ["throws", "games", "analysis", "dond", "spell"]
#: A spellseeker output whose path is illegal (its verdict is a long sentence).
BAD_PATH = "ABBB\nBBAB\n-B-A\nPATH\n0 1\n0 0\n1 0\n1 1\n"
#: Words of the verdicts that the layout split over two lines (a Range per word: one box per line).
BROKEN_WORDS = """(tool) => {
    const out = [];
    const els = document.querySelectorAll(['td.verdict', '.verdict', '[data-verdict]', '.big-number']
        .map(s => `#panel-${tool} ${s}`).join(', '));
    for (const el of els) {
        if (!el.getClientRects().length) continue;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const m of node.textContent.matchAll(/\\S+/g)) {
                const r = document.createRange();
                r.setStart(node, m.index);
                r.setEnd(node, m.index + m[0].length);
                const lines = new Set([...r.getClientRects()].map(b => Math.round(b.top)));
                if (lines.size > 1) out.push(m[0]);
            }
        }
    }
    return out;
}"""
#: Tables wider than their box, and whether that box scrolls sideways and shows a cue.
WIDE_TABLES = """(tool) => [...document.querySelectorAll(`#panel-${tool} table`)]
    .filter(t => t.getClientRects().length)
    .map(t => {
        let box = t.parentElement;
        while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
        const wide = t.getBoundingClientRect().right > window.innerWidth + 1
            || (box && box.scrollWidth > box.clientWidth + 1);
        const style = box ? getComputedStyle(box) : null;
        return {table: t.className, wide, scrolls: !!style && ['auto', 'scroll'].includes(style.overflowX),
                cue: !!style && style.backgroundImage.includes('gradient')};
    })
    .filter(t => t.wide)"""


@pytest.fixture(scope="module")
def phone(browser, server):
    context, page, guard = open_app(browser, server, context_args=PHONE)
    yield page, guard
    context.close()


def show(page, tool):
    page.click(f"[data-testid=tab-{tool}]")
    page.wait_for_function(
        "(t) => document.querySelector(`#panel-${t}`).dataset.fresh === 'fresh'", arg=tool, timeout=60_000
    )


@pytest.mark.parametrize("tool", TOOLS)
def test_verdicts_break_between_words_only(phone, tool):
    page, guard = phone
    show(page, tool)
    if tool == "games":
        page.click("[data-testid=verdicts-games] tbody tr")
    if tool == "spell":  # the checker's verdict on a path that repeats a cell
        page.fill("[data-testid=check-input-spell]", BAD_PATH)
        page.click("[data-testid=check-run-spell]")
        page.wait_for_function("document.querySelector('[data-testid=check-result-spell]').textContent !== ''")
    assert page.evaluate(BROKEN_WORDS, tool) == []
    guard.check()


@pytest.mark.parametrize("tool", TOOLS)
def test_wide_tables_scroll_in_their_box_with_a_cue(phone, tool):
    page, guard = phone
    show(page, tool)
    for t in page.evaluate(WIDE_TABLES, tool):
        assert t["scrolls"] and t["cue"], t
    guard.check()
