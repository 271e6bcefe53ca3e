"""Every tool at a projector's 1280x800 and 1920x1080 (presentation mode), a tablet's 768x1024 and a
phone's 390x844: the board, the animation controls and the code panel are inside the viewport, the
page never scrolls sideways, and on the projector no text inside a drawing is under 18 px on screen.

Each screen is saved as an artefact under test-results/screenshots (gitignored).
"""

from pathlib import Path

import pytest

from pagekit import open_app

pytestmark = pytest.mark.browser

SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "screenshots"
PROJECTORS = [(1280, 800), (1920, 1080)]
HANDHELDS = [(768, 1024), (390, 844)]
#: Per tool: what must be ready (a drawing) and what must be seen, in one screen on a projector.
STAGES = {
    "throws": (
        "[data-testid=bfs-throws]",
        ["[data-testid=board-throws] svg", "[data-testid=bfs-throws] .player", "[data-testid=code-throws]"],
    ),
    "games": ("[data-testid=game-games]", ["[data-testid=board-games] svg", "[data-testid=game-games] .player"]),
    "analysis": ("#panel-analysis svg.board", ["#panel-analysis svg.board"]),
    "optimal": ("[data-testid=board-optimal] svg", ["[data-testid=board-optimal] svg"]),
    "dond": ("[data-testid=chart-dond]", ["[data-testid=chart-dond]"]),
    "spell": ("[data-testid=hex-spell]", ["[data-testid=hex-spell]"]),
    "spell steps": (
        "[data-testid=steps-spell]",
        ["[data-testid=steps-spell] svg", "[data-testid=steps-spell] .player", "[data-testid=code-spell]"],
    ),
    "check": ("[data-testid=input-check]", ["[data-testid=input-check]", "[data-testid=run-check]"]),
}
#: The rendered box of each element matching a selector, after scrolling `stage` to the top of the screen.
BOXES = """([stage, parts]) => {
    const s = document.querySelector(stage);
    if (s) s.scrollIntoView({block: 'start'});
    return parts.map(sel => {
        const e = document.querySelector(sel);
        if (!e) return [sel, null];
        const r = e.getBoundingClientRect();
        return [sel, [r.left, r.top, r.right, r.bottom]];
    });
}"""
#: Rendered font size of every text in the panel's drawings: its font size times the drawing's scale.
TEXT_SIZES = """(tool) => {
    const out = [];
    for (const svg of document.querySelectorAll(`#panel-${tool} svg[viewBox]`)) {
        const r = svg.getBoundingClientRect();
        if (!r.width) continue;
        const vb = svg.viewBox.baseVal;
        const scale = Math.min(r.width / vb.width, r.height / vb.height);
        for (const t of svg.querySelectorAll('text')) {
            if (!t.textContent.trim() || !t.getClientRects().length) continue;
            out.push([t.textContent, parseFloat(getComputedStyle(t).fontSize) * scale]);
        }
    }
    return out;
}"""


def outside(box, size, tol=1):
    left, top, right, bottom = box
    return left < -tol or top < -tol or right > size[0] + tol or bottom > size[1] + tol


def every_tool(browser, server, size, present, check):
    """Open the page at ``size``; per tool, show it, collect ``check(page, tool)``'s problems and a
    sideways scroll, and save the screen."""
    context, page, guard = open_app(browser, server, context_args={"viewport": {"width": size[0], "height": size[1]}})
    try:
        if present:
            page.click("[data-testid=present-toggle]")
            page.wait_for_function("document.documentElement.classList.contains('present')")
        problems = []
        for tool in STAGES:
            page.click(f"[data-testid=tab-{tool.split()[0]}]")
            page.wait_for_selector(f"{STAGES[tool][0]}:visible", timeout=60_000)
            page.wait_for_timeout(300)  # the drawing's text scale follows its size on the next frame
            if page.evaluate("document.documentElement.scrollWidth") > size[0]:
                problems.append(f"{tool}: the page scrolls sideways")
            problems += check(page, tool)
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"{tool.replace(' ', '-')}-{size[0]}x{size[1]}.png"))
        assert not problems, "\n".join(problems)
        guard.check()
    finally:
        context.close()


@pytest.mark.parametrize("size", PROJECTORS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_projector_shows_board_controls_and_code_on_one_screen(browser, server, size):
    def check(page, tool):
        stage, parts = STAGES[tool]
        problems = [
            f"{tool}: {sel} not inside the {size} screen: {box}"
            for sel, box in page.evaluate(BOXES, [stage, parts])
            if box is None or outside(box, size)
        ]
        small = [(t, round(px, 1)) for t, px in page.evaluate(TEXT_SIZES, tool.split()[0]) if px < 18 - 0.05]
        if small:
            problems.append(f"{tool}: {len(small)} texts in drawings under 18 px, e.g. {small[:4]}")
        return problems

    every_tool(browser, server, size, True, check)


@pytest.mark.parametrize("size", HANDHELDS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_tablet_and_phone_show_each_board_and_control_whole(browser, server, size):
    """Each part fits the screen on its own (scrolled to it), and nothing makes the page scroll sideways."""

    def check(page, tool):
        problems = []
        for sel in reversed(STAGES[tool][1]):
            [(_, box)] = page.evaluate(BOXES, [sel, [sel]])
            if box is None or outside(box, size):
                problems.append(f"{tool}: {sel} not inside the {size} screen: {box}")
        return problems

    every_tool(browser, server, size, False, check)
