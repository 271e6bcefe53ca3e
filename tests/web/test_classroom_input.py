"""Big inputs and failed saves (issue #14 item 8): a paste longer than the engine's published
``page_text_chars`` limit is refused before it lands in the editor, with the limit named; a save
the browser refuses is said under the editor."""

import pytest

from engine.limits import PAGE_TEXT_CHARS

pytestmark = pytest.mark.browser

PASTE = """([n, ch]) => {
    const el = document.querySelector('[data-testid=input-throws]');
    const dt = new DataTransfer();
    dt.setData('text/plain', ch.repeat(n));
    const ev = new ClipboardEvent('paste', {clipboardData: dt, bubbles: true, cancelable: true});
    el.dispatchEvent(ev);
    return ev.defaultPrevented;
}"""


def test_a_paste_over_the_page_limit_is_refused_with_the_limit_named(page_ok):
    page = page_ok
    page.click('[data-testid="tab-throws"]')
    page.wait_for_function("document.documentElement.dataset.limits === 'ready'", timeout=60_000)
    before = page.input_value('[data-testid="input-throws"]')
    assert page.evaluate(PASTE, [PAGE_TEXT_CHARS + 1, "7"]) is True
    error = page.text_content('[data-testid="error-throws"]')
    assert f"{PAGE_TEXT_CHARS + 1:,} characters" in error and f"at most {PAGE_TEXT_CHARS:,}" in error
    assert page.input_value('[data-testid="input-throws"]') == before
    assert page.evaluate(PASTE, [1000, "7"]) is False


def test_a_refused_save_is_said_and_a_later_save_clears_it(page_ok):
    page = page_ok
    page.click('[data-testid="tab-throws"]')
    note = '[data-testid="save-failed-throws"]'
    page.evaluate("""() => {
        window.__setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };
    }""")
    try:
        page.fill('[data-testid="input-throws"]', "Size = 20\n")
        assert page.is_visible(note)
        assert "Not saved" in page.text_content(note)
    finally:
        page.evaluate("() => { Storage.prototype.setItem = window.__setItem; }")
    page.fill('[data-testid="input-throws"]', "Size = 30\n")
    assert page.is_hidden(note)
