"""Touch screens and tablets, in Chromium with touch emulation: at iPad (1024x768, 768x1024) and phone
(390x844) sizes every visible control is a tap target of at least 44 x 44 CSS px, the page never
scrolls sideways, a big board pans under a finger, and the animation steps and plays by taps.

A screenshot of every tool at every size is saved under the pytest output folder
(``test-results/screenshots/``, not tracked) to look at.
"""

from pathlib import Path

import pytest

from engine.examples import examples
from pagekit import open_app, run_tool

pytestmark = pytest.mark.browser

SIZES = {"ipad-landscape": (1024, 768), "ipad-portrait": (768, 1024), "phone": (390, 844)}
TOOLS = ["throws", "games", "analysis", "dond", "spell", "optimal"]
EXAMPLES = {e["id"]: e for e in examples()}
MIN = 44

#: Every control a finger can reach, with the box it is tapped by (a checkbox's or radio's label when
#: it has one: tapping the label toggles it). Only what is on screen counts: not hidden, not display:none.
MEASURE = """(min) => {
    const sel = 'button, select, textarea, input:not([type=hidden]), a[href], summary, [role=tab], [tabindex="0"]';
    const out = [];
    for (const el of document.querySelectorAll(sel)) {
        if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
        let box = el.getBoundingClientRect();
        if (el.type === 'checkbox' || el.type === 'radio') {
            const label = el.closest('label') || (el.id && document.querySelector(`label[for="${el.id}"]`));
            if (label) box = label.getBoundingClientRect();
        }
        if (box.width < min || box.height < min) {
            const name = el.dataset.testid || el.id || el.getAttribute('aria-label')
                || el.textContent.trim().slice(0, 30);
            out.push(`${el.tagName.toLowerCase()}${el.type ? '[' + el.type + ']' : ''} "${name}" ` +
                     `${box.width.toFixed(0)}x${box.height.toFixed(0)}`);
        }
    }
    return out;
}"""


@pytest.fixture(scope="module", params=list(SIZES))
def touch(request, browser, server):
    width, height = SIZES[request.param]
    context, page, guard = open_app(
        browser,
        server,
        context_args={"viewport": {"width": width, "height": height}, "has_touch": True, "is_mobile": width < 600},
    )
    yield request.param, page, guard
    guard.check()
    context.close()


@pytest.fixture(scope="session")
def shots(pytestconfig):
    folder = Path(pytestconfig.getoption("--output")) / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def first_example(page, tool):
    ids = page.eval_on_selector_all(f'[data-testid="examples-{tool}"] option', "os => os.map(o => o.value)")
    return EXAMPLES[next(i for i in ids if i)]


@pytest.mark.parametrize("tool", TOOLS)
def test_every_control_is_a_44px_tap_target_and_nothing_scrolls_sideways(touch, shots, tool):
    size, page, guard = touch
    page.tap(f'[data-testid="tab-{tool}"]')
    example = first_example(page, tool)
    page.select_option(f'[data-testid="examples-{tool}"]', example["id"])
    run_tool(page, tool, example["text"])
    assert page.is_hidden(f'[data-testid="error-{tool}"]')
    page.screenshot(path=str(shots / f"{size}-{tool}.png"), full_page=True)
    small = page.evaluate(MEASURE, MIN)
    assert not small, f"{len(small)} controls smaller than {MIN} px at {size} ({tool}):\n" + "\n".join(small)
    sideways = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert sideways <= 0, f"the page scrolls {sideways} px sideways at {size} ({tool})"
    guard.check()


#: The busy bar as a long run shows it: its longest text, and (analysis) its progress at 100 %.
BUSY = """(tool) => {
    const bar = document.querySelector(`[data-testid="busy-${tool}"]`);
    bar.hidden = false;
    bar.querySelector('.busy-text').textContent = 'Waiting for the Python engine to start…';
    for (const t of bar.querySelectorAll('.progress-text')) t.textContent = '100 %';
    const stopBtn = bar.querySelector('button.stop');
    const stop = stopBtn.getBoundingClientRect();
    const box = bar.getBoundingClientRect();
    const de = document.documentElement;
    const out = {sideways: de.scrollWidth - de.clientWidth,
                 stopInside: stop.left >= box.left && stop.right <= box.right,
                 stopTextFits: stopBtn.scrollWidth <= stopBtn.clientWidth};
    bar.hidden = true;
    return out;
}"""


@pytest.mark.parametrize("tool", TOOLS)
def test_the_busy_bar_with_its_stop_button_fits_at_every_size(touch, tool):
    """A run's busy bar (spinner, text, the analysis progress, Stop) wraps instead of pushing Stop's text
    past the page's edge (the analysis bar at phone width scrolled the page 1 px sideways mid-run)."""
    size, page, guard = touch
    page.tap(f'[data-testid="tab-{tool}"]')
    got = page.evaluate(BUSY, tool)
    assert got == {"sideways": 0, "stopInside": True, "stopTextFits": True}, f"{size} ({tool}): {got}"
    guard.check()


def lc909(n):
    """An n x n LeetCode 909 board with one ladder from square 2 to the last square but one."""
    rows = [[-1] * n for _ in range(n)]
    rows[-1][1] = n * n - 1
    return "[" + ",\n".join("[" + ",".join(map(str, r)) + "]" for r in rows) + "]"


def swipe(page, x, y, dx, steps=10):
    """A finger put down at (x, y) and drawn ``dx`` px sideways (Chromium turns it into a scroll)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for i in range(1, steps + 1):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x + dx * i / steps, "y": y}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def test_a_big_board_pans_under_a_finger(touch):
    """A 32 x 32 board keeps a readable square size: its box scrolls sideways by a swipe, the page does not."""
    size, page, guard = touch
    page.tap('[data-testid="tab-throws"]')
    run_tool(page, "throws", lc909(32))
    assert page.text_content('[data-testid="result-throws"]') == "2"
    box = '[data-testid="board-throws"]'
    assert page.locator(f"{box} rect.sq").count() == 32 * 32
    room = page.eval_on_selector(box, "b => b.scrollWidth - b.clientWidth")
    assert room > 0, f"the board fits at {size}: nothing to pan"
    page.eval_on_selector(box, "b => { b.scrollLeft = 0; b.scrollIntoView({block: 'center'}); }")
    r = page.locator(box).bounding_box()
    swipe(page, r["x"] + r["width"] / 2, r["y"] + min(r["height"] / 2, 300), -150)
    page.wait_for_function("b => document.querySelector(b).scrollLeft > 50", arg=box)
    sideways = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert sideways <= 0
    guard.check()


def test_the_animation_steps_and_plays_by_taps(touch):
    """The BFS player: taps step forward and back, Play starts the animation and a second tap pauses it."""
    _size, page, guard = touch
    page.tap('[data-testid="tab-throws"]')
    run_tool(page, "throws", EXAMPLES["seed000-board"]["text"])
    status = '[data-testid="step-status-throws"]'
    page.tap('[data-testid="reset-throws"]')
    first = page.text_content(status)
    page.tap('[data-testid="step-throws"]')
    second = page.text_content(status)
    assert second != first
    page.tap('[data-testid="step-back-throws"]')
    assert page.text_content(status) == first
    page.tap('[data-testid="play-throws"]')
    assert page.get_attribute('[data-testid="play-throws"]', "aria-label") == "Pause"
    page.wait_for_function("([s, t]) => document.querySelector(s).textContent !== t", arg=[status, first])
    page.tap('[data-testid="play-throws"]')
    assert page.get_attribute('[data-testid="play-throws"]', "aria-label") == "Play"
    guard.check()
