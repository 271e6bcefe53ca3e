"""Classroom promises, in Chromium: share links, nothing lost, Stop, offline, hostile input, accessibility."""

import pytest

from engine.examples import example_text
from pagekit import START_TIMEOUT, copy_link, inject_axe, open_app, run_tool

pytestmark = pytest.mark.browser

HOSTILE = '<img src=x onerror="window.__pwned=1">'


def visible_tools(page):
    return page.eval_on_selector_all('[role="tab"]:not([hidden])', "els => els.map(e => e.dataset.tool)")


def refuse(page, tool, text):
    """Put ``text`` into a tool (letting the browser lay it out first, as after a paste), press Run,
    and wait until the error is on screen (tests/bench/refusals.py times this)."""
    page.click(f'[data-testid="tab-{tool}"]')
    page.evaluate(
        """([tool, t]) => new Promise(done => {
        const el = document.querySelector(`[data-testid=input-${tool}]`);
        el.value = t;
        el.scrollHeight;
        requestAnimationFrame(() => requestAnimationFrame(done));
    })""",
        [tool, text],
    )
    return page.evaluate(
        """(tool) => new Promise(done => {
        const err = document.querySelector(`[data-testid=error-${tool}]`);
        err.hidden = true;
        const seen = new MutationObserver(() => {
            if (!err.hidden) { seen.disconnect(); requestAnimationFrame(() => done()); }
        });
        seen.observe(err, {attributes: true});
        document.querySelector(`[data-testid=run-${tool}]`).click();
    })""",
        tool,
    )


def test_share_link_round_trips_for_every_tool(page_ok):
    """Copy link encodes tool, input and options; opening it in a fresh page restores exactly that."""
    page = page_ok
    tools = visible_tools(page)
    assert "throws" in tools
    for tool in tools:
        page.click(f'[data-testid="tab-{tool}"]')
        text = f"shared input for {tool}\nline two {HOSTILE}"
        page.fill(f'[data-testid="input-{tool}"]', text)
        options = page.evaluate("(t) => window.boardlab[t].wb.getOptions()", tool)
        link = copy_link(page, tool)
        assert "#v1." in link and len(link) < 2000
        fresh = page.context.new_page()
        try:
            fresh.goto(link)
            fresh.wait_for_function("document.documentElement.dataset.ui === 'ready'")
            assert fresh.get_attribute(f'[data-testid="tab-{tool}"]', "aria-selected") == "true"
            assert fresh.input_value(f'[data-testid="input-{tool}"]') == text
            assert fresh.evaluate("(t) => window.boardlab[t].wb.getOptions()", tool) == options
            assert fresh.evaluate("window.__pwned") is None
        finally:
            fresh.close()
    page.click('[data-testid="tab-throws"]')  # the tests after this one type into the throws tab


def test_32x32_board_link_fits_in_a_chat_message(page_ok):
    rows = []
    for r in range(32):
        row = [f"{(31 - r) * 32 + c:04d}" for c in range(32)]
        rows.append(" ".join(row))
    board = "\n".join(rows)
    page_ok.fill('[data-testid="input-throws"]', board)
    link = copy_link(page_ok, "throws")
    assert len(board) > 5000 and len(link) < 4000, len(link)


@pytest.mark.parametrize(
    "fragment, words",
    [
        ("#v1.AAAAgarbage!!", "damaged or incomplete"),
        ("#something-else", "not a Boardlab share link"),
        ("#v1." + "A" * 250_000, "too large"),
    ],
)
def test_corrupt_truncated_or_huge_link_gets_a_message_and_the_page_works(browser, server, fragment, words):
    context, page, guard = open_app(browser, server, path=fragment)
    try:
        msg = page.text_content('[data-testid="page-message"]')
        assert words in msg
        run_tool(page, "throws", example_text("seed000-board"))
        assert page.text_content('[data-testid="result-throws"]') == "4"
        guard.check()
    finally:
        context.close()


def test_truncated_real_link_is_refused_cleanly(page_ok):
    page_ok.fill('[data-testid="input-throws"]', "Ladder = [[6,46]]\nSnake = [[47,9]]")
    link = copy_link(page_ok, "throws")
    fresh = page_ok.context.new_page()
    try:
        fresh.goto(link[:-12])
        fresh.wait_for_selector('[data-testid="page-message"]:not([hidden])')
        assert "damaged or incomplete" in fresh.text_content('[data-testid="page-message"]')
    finally:
        fresh.close()


def test_hostile_board_label_and_error_are_text(page_ok):
    """Markup in the input is never run: it shows up as text in the error message."""
    page_ok.evaluate("window.__pwned = undefined")
    run_tool(page_ok, "throws", f"Ladder = [[6,46]]\nSnake = [[47,9]] {HOSTILE}<script>window.__pwned=2</script>")
    err = page_ok.locator('[data-testid="error-throws"]')
    assert "<img" in err.text_content() or "unexpected text" in err.text_content()
    assert page_ok.locator('[data-testid="error-throws"] img').count() == 0
    assert page_ok.evaluate("window.__pwned") is None


def test_reload_restores_typed_input_and_options(page_ok):
    page_ok.click('[data-testid="tab-throws"]')
    page_ok.fill('[data-testid="input-throws"]', "Ladder = [[2,9]]\nSnake = []\nSize = 12")
    page_ok.fill("#faces-throws", "4")
    page_ok.dispatch_event("#faces-throws", "change")
    page_ok.reload()
    page_ok.wait_for_selector('html[data-engine="ready"][data-ui="ready"]', timeout=START_TIMEOUT)
    assert page_ok.input_value('[data-testid="input-throws"]') == "Ladder = [[2,9]]\nSnake = []\nSize = 12"
    assert page_ok.input_value("#faces-throws") == "4"


def test_loading_an_example_offers_undo(page_ok):
    page_ok.click('[data-testid="tab-throws"]')
    page_ok.fill('[data-testid="input-throws"]', "my own unsaved board")
    values = page_ok.eval_on_selector_all(
        '[data-testid="examples-throws"] option', "os => os.map(o => o.value).filter(Boolean)"
    )
    assert values, "the examples menu has entries"
    page_ok.select_option('[data-testid="examples-throws"]', values[0])
    assert page_ok.input_value('[data-testid="input-throws"]') != "my own unsaved board"
    page_ok.click('[data-testid="undo-throws"]')
    assert page_ok.input_value('[data-testid="input-throws"]') == "my own unsaved board"


def test_stop_on_a_runaway_computation_returns_control(page_ok):
    """A pure-Python loop that never yields: Stop terminates the worker, the input stays, the next run works."""
    page = page_ok
    page.click('[data-testid="tab-throws"]')
    page.fill("#faces-throws", "6")
    page.fill('[data-testid="input-throws"]', example_text("seed000-board"))
    page.evaluate("""async () => {
        const ui = await import('./js/core/run.js');
        const engine = await import('./js/engine.js');
        const wb = window.boardlab.throws.wb;
        window.__spin = ui.runWithStop(wb, () => engine.call('spin', '', {seconds: 60}));
    }""")
    page.wait_for_selector('[data-testid="busy-throws"]:not([hidden])', timeout=5000)
    page.wait_for_timeout(500)
    page.click('[data-testid="stop-throws"]')
    page.wait_for_selector('[data-testid="busy-throws"]', state="hidden", timeout=30_000)
    reply = page.evaluate("window.__spin")
    assert reply["ok"] is False and "restarting" in reply["error"]["message"]
    assert page.input_value('[data-testid="input-throws"]').startswith("Ladder")
    assert page.get_attribute("html", "data-engine") in ("restarting", "ready")
    page.wait_for_selector('html[data-engine="ready"][data-ui="ready"]', timeout=START_TIMEOUT)
    run_tool(page, "throws", page.input_value('[data-testid="input-throws"]'))
    assert page.text_content('[data-testid="result-throws"]') == "4"


def test_oversized_board_is_refused_with_its_limit(page_ok):
    """A 2,000 x 2,000 board is refused, naming the limit."""
    n = 2000
    row = ",".join(["-1"] * n)
    big = "[" + ",\n".join(f"[{row}]" for _ in range(n)) + "]"
    refuse(page_ok, "throws", big)
    msg = page_ok.text_content('[data-testid="error-throws"]')
    assert "1,048,576" in msg, msg


def test_offline_after_first_visit(browser, server):
    """After one visit the service worker has cached everything: offline, the page loads and answers."""
    context, page, _guard = open_app(browser, server, context_args={"service_workers": "allow"})
    try:
        page.wait_for_function(
            """async () => {
            const reg = await navigator.serviceWorker.ready;
            const keys = await caches.keys();
            return !!reg.active && keys.some(k => k.startsWith('boardlab-'));
        }""",
            timeout=60_000,
        )
        # Give the install step time to finish caching every file.
        page.wait_for_function(
            """async () => {
            const keys = await caches.keys();
            const cache = await caches.open(keys.find(k => k.startsWith('boardlab-')));
            const build = await (await fetch('./build.json')).json();
            return (await cache.keys()).length >= build.files.length;
        }""",
            timeout=60_000,
        )
        context.set_offline(True)
        page.reload()
        page.wait_for_selector('html[data-engine="ready"][data-ui="ready"]', timeout=START_TIMEOUT)
        run_tool(page, "throws", example_text("seed000-board"))
        assert page.text_content('[data-testid="result-throws"]') == "4"
    finally:
        context.close()


def test_presentation_mode_and_layout_widths(page_ok):
    page = page_ok
    page.click('[data-testid="present-toggle"]')
    assert page.evaluate("document.documentElement.classList.contains('present')")
    big = page.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)")
    page.click('[data-testid="present-toggle"]')
    small = page.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)")
    assert big > small * 1.2
    for width in (360, 1280, 3840):
        page.set_viewport_size({"width": width, "height": 900})
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 1, f"horizontal overflow of {overflow}px at {width}px"
    page.set_viewport_size({"width": 1280, "height": 900})


def test_axe_finds_no_serious_violation_on_any_tool(page_ok, server):
    page = page_ok
    inject_axe(page)
    for tool in visible_tools(page):
        page.click(f'[data-testid="tab-{tool}"]')
        result = page.evaluate("""async () => {
            const r = await axe.run(document, {resultTypes: ['violations']});
            return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                .map(v => `${v.id}: ${v.help} (${v.nodes.length} nodes: `
                    + `${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')})`);
        }""")
        assert result == [], f"{tool}: {result}"


def test_input_error_highlights_its_line_next_to_the_input(page_ok):
    run_tool(page_ok, "throws", "Ladder = [[6,46]]\nSnake = [[47,9]]\nSnake = [[1,x]]")
    assert "line 3" in page_ok.text_content('[data-testid="error-throws"]')
    assert page_ok.text_content("#panel-throws .gutter .bad") == "3"


def test_an_engine_bug_shows_an_apology_not_a_traceback(page_ok):
    """An unexpected exception inside the engine: a short apology with Copy details; the page keeps working."""
    page = page_ok
    page.click('[data-testid="tab-throws"]')
    page.evaluate("""async () => {
        const ui = await import('./js/core/run.js');
        const engine = await import('./js/engine.js');
        const wb = window.boardlab.throws.wb;
        const reply = await ui.runWithStop(wb, () => engine.call('spin', '', {seconds: 'not a number'}));
        wb.showError(reply);
    }""")
    err = page.locator('[data-testid="error-throws"]')
    assert "Sorry" in err.text_content()
    assert "Traceback" not in err.text_content()
    assert page.locator('[data-testid="copy-details-throws"]').is_visible()
    page.fill("#faces-throws", "6")
    run_tool(page, "throws", example_text("seed000-board"))
    assert page.text_content('[data-testid="result-throws"]') == "4"


def test_ten_million_roll_script_is_refused_with_its_limit(page_ok):
    """A games file with a 10^7-roll script is refused, naming the limit."""
    rolls = ",".join(["3"] * 10_000_000)
    refuse(page_ok, "games", f"1\n2\n03 L1\n00 L1\nP1:{rolls}\nP2:1,1\n")
    msg = page_ok.text_content('[data-testid="error-games"]')
    assert "1,000,000" in msg, msg
    page_ok.fill('[data-testid="input-games"]', "")
    page_ok.click('[data-testid="tab-throws"]')


def test_dropping_a_file_over_50_mb_is_refused_and_keeps_the_input(page_ok):
    """A 51 MB file dropped on the editor is refused without being read, with the limit; what was typed stays."""
    page_ok.click('[data-testid="tab-throws"]')
    page_ok.fill('[data-testid="input-throws"]', "my board, typed by hand")
    # The typed text is answered on its own (an input error); the drop comes after that answer.
    page_ok.wait_for_selector('#panel-throws[data-fresh="fresh"]')
    page_ok.evaluate("""() => {
        const el = document.querySelector('[data-testid=input-throws]');
        const file = new File([new Uint8Array(51 * 1024 * 1024)], 'huge <b>board</b>.txt', {type: 'text/plain'});
        const dt = new DataTransfer();
        dt.items.add(file);
        const read = Blob.prototype.text;  // any read of the file's contents is noted
        Blob.prototype.text = function () { window.__readHugeFile = true; return read.call(this); };
        el.dispatchEvent(new DragEvent('drop', {dataTransfer: dt, bubbles: true, cancelable: true}));
        Blob.prototype.text = read;
    }""")
    err = page_ok.locator('[data-testid="error-throws"]')
    err.wait_for(state="visible")
    assert "50 MB" in err.text_content() and "huge <b>board</b>.txt" in err.text_content()
    assert page_ok.locator('[data-testid="error-throws"] b').count() == 0
    assert page_ok.input_value('[data-testid="input-throws"]') == "my board, typed by hand"
    assert page_ok.evaluate("window.__readHugeFile === undefined")  # refused on its size, never read


def test_keyboard_drives_the_animation(page_ok):
    """Space plays and pauses, arrows step back and forward, Escape stops the animation."""
    page = page_ok
    page.fill("#faces-throws", "6")
    run_tool(page, "throws", example_text("seed000-board"))
    page.click('[data-testid="board-throws"]')  # the keys step the animation while the board has the focus
    scrub = '[data-testid="scrub-throws"]'
    page.keyboard.press("Home")
    assert page.input_value(scrub) == "0"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert page.input_value(scrub) == "2"
    page.keyboard.press("ArrowLeft")
    assert page.input_value(scrub) == "1"
    page.keyboard.press(" ")
    assert page.get_attribute('[data-testid="play-throws"]', "aria-label") == "Pause"
    page.keyboard.press("Escape")
    assert page.get_attribute('[data-testid="play-throws"]', "aria-label") == "Play"
    stopped_at = page.input_value(scrub)
    page.wait_for_timeout(1200)
    assert page.input_value(scrub) == stopped_at
