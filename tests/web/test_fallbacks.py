"""A browser without one of the features the page relies on (web/js/core/support.js): the page says
what is missing in a note under its header and carries on with a fallback. Each test removes one
feature with an init script before the page's own scripts run."""

import base64
import json
import zlib

import pytest

from pagekit import START_TIMEOUT, Guard, copy_link, run_tool

pytestmark = pytest.mark.browser

SEED000 = "Ladder = [[6,46]]\nSnake = [[47,9]]"

NO_COMPRESSION = "delete window.CompressionStream; delete window.DecompressionStream;"
NO_CLIPBOARD = "Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });"
NO_STORAGE = """Object.defineProperty(window, 'localStorage', {
    get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }, configurable: true });"""
NO_SERVICE_WORKER = "delete Navigator.prototype.serviceWorker;"
NO_RESIZE_OBSERVER = "delete window.ResizeObserver;"
NO_MODULE_WORKERS = """{ const W = window.Worker;
    window.Worker = function (url, options) {
        if (options && options.type === 'module') throw new TypeError('Module scripts are not supported.');
        return new W(url, options);
    }; }"""


class Without:
    """A fresh context and page in which ``script`` ran first; ``engine`` waits for Python too."""

    def __init__(self, browser, server, script, engine=False):
        self.context = browser.new_context(service_workers="block")
        self.guard = Guard(server)
        self.guard.attach(self.context)
        self.context.add_init_script(script)
        self.server, self.engine = server, engine

    def open(self, path=""):
        page = self.context.new_page()
        self.guard.watch(page)
        page.goto(self.server + path)
        page.wait_for_selector('html[data-ui="ready"]', timeout=START_TIMEOUT)
        if self.engine:
            page.wait_for_selector('html[data-engine="ready"]', timeout=START_TIMEOUT)
        return page

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.context.close()


def missing(page):
    """The features the page says it lacks, and whether their notes are visible."""
    names = page.get_attribute("html", "data-missing").split()
    return {name: page.is_visible(f'[data-testid="missing-{name}"]') for name in names}


def v1_link(state):
    """A compressed share link, as a browser with CompressionStream writes it."""
    deflate = zlib.compressobj(wbits=-15)
    data = deflate.compress(json.dumps(state).encode()) + deflate.flush()
    return "v1." + base64.urlsafe_b64encode(data).decode().rstrip("=")


def test_without_compression_links_are_written_plain_and_a_compressed_one_is_refused_with_the_reason(browser, server):
    with Without(browser, server, NO_COMPRESSION) as w:
        page = w.open()
        assert missing(page) == {"compression": True}
        page.fill('[data-testid="input-throws"]', SEED000)
        link = copy_link(page, "throws")
        assert "#v0." in link
        page.fill('[data-testid="input-throws"]', "")  # what a reload would restore is now empty
        other = w.open(link[len(w.server) :])
        assert other.input_value('[data-testid="input-throws"]') == SEED000
        third = w.open("#" + v1_link({"tool": "throws", "text": SEED000, "options": {}}))
        message = third.text_content('[data-testid="page-message"]')
        assert "cannot uncompress it (no DecompressionStream)" in message
        w.guard.check()


def test_without_a_clipboard_the_link_and_a_bugs_details_are_shown_selected(browser, server):
    with Without(browser, server, NO_CLIPBOARD, engine=True) as w:
        page = w.open()
        assert missing(page) == {"clipboard": True}
        copy_link(page, "throws")
        assert page.text_content('[data-testid="share-throws"]') == "Copy the link below"
        assert page.evaluate("document.activeElement.dataset.testid") == "share-link-throws"
        page.evaluate("""async () => {
            const engine = await import('./js/engine.js');
            window.boardlab.throws.wb.showError(await engine.call('spin', '', {seconds: 'not a number'}));
        }""")
        page.click('[data-testid="copy-details-throws"]')
        details = page.locator('[data-testid="details-throws"]')
        details.wait_for()
        assert details.input_value().startswith("Traceback") and "ValueError" in details.input_value()
        assert page.evaluate("document.activeElement.dataset.testid") == "details-throws"
        assert page.text_content('[data-testid="copy-details-throws"]') == "Press Ctrl+C to copy the details"
        w.guard.check()


def test_without_storage_the_page_says_so_and_still_answers(browser, server):
    with Without(browser, server, NO_STORAGE, engine=True) as w:
        page = w.open()
        assert missing(page) == {"storage": True}
        run_tool(page, "throws", SEED000)
        assert page.text_content('[data-testid="result-throws"]') == "10"
        assert page.is_visible('[data-testid="save-failed-throws"]')
        w.guard.check()


def test_without_service_workers_the_page_says_it_cannot_work_offline(browser, server):
    with Without(browser, server, NO_SERVICE_WORKER) as w:
        page = w.open()
        assert missing(page) == {"serviceWorker": True}
        assert "offline" in page.text_content('[data-testid="missing-serviceWorker"]')
        w.guard.check()


def test_without_resize_observer_the_dice_chart_is_redrawn_when_the_window_narrows(browser, server):
    with Without(browser, server, NO_RESIZE_OBSERVER, engine=True) as w:
        page = w.open()
        assert missing(page) == {"resize": True}
        run_tool(page, "dond", "6 3 -1")
        assert page.text_content('[data-testid="result-dond"]') == "0.314815"
        svg = '[data-testid="chart-dond"]'
        wide = page.get_attribute(svg, "viewBox")
        page.set_viewport_size({"width": 420, "height": 800})
        page.wait_for_function(
            "([sel, w]) => document.querySelector(sel)?.getAttribute('viewBox') !== w", arg=[svg, wide]
        )
        w.guard.check()


def test_without_module_workers_the_page_says_why_the_engine_cannot_start_and_inputs_stay_usable(browser, server):
    with Without(browser, server, NO_MODULE_WORKERS) as w:
        page = w.open()
        assert missing(page) == {"moduleWorker": True}
        page.wait_for_selector('#engine-status[data-state="error"]', timeout=START_TIMEOUT)
        assert "could not start: this browser cannot start module workers" in page.text_content("#engine-status")
        page.fill('[data-testid="input-throws"]', SEED000)
        assert page.input_value('[data-testid="input-throws"]') == SEED000
