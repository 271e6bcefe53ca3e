"""The walking skeleton: the page starts the engine from its own origin and answers the seed-000 board."""

import pytest

from engine import api
from engine.examples import example_text
from pagekit import open_app, run_tool

pytestmark = pytest.mark.browser

SEED_000 = example_text("seed000-board")


def test_page_is_usable_before_the_engine_and_reports_start(browser, server):
    """Before Python is ready the input is editable, an example is loaded and the status shows elapsed time."""
    context, page, guard = open_app(browser, server, ready=False)
    try:
        page.wait_for_selector('[data-testid="input-throws"]')
        status = page.text_content('[data-testid="engine-status"]')
        if page.get_attribute("html", "data-engine") == "starting":
            assert "Starting the Python engine" in status
        assert page.input_value('[data-testid="input-throws"]').strip(), "an example board is loaded"
        page.fill('[data-testid="input-throws"]', "typed before the engine was ready")
        assert page.input_value('[data-testid="input-throws"]') == "typed before the engine was ready"
        page.wait_for_selector('html[data-engine="ready"]', timeout=120_000)
        assert "ready" in page.text_content('[data-testid="engine-status"]')
        guard.check()
    finally:
        context.close()


def test_seed_000_board_answers_4(page_ok):
    run_tool(page_ok, "throws", SEED_000)
    assert page_ok.text_content('[data-testid="result-throws"]').strip() == "4"
    assert page_ok.is_hidden('[data-testid="error-throws"]')


def test_invalid_board_names_line_and_column(page_ok):
    run_tool(page_ok, "throws", "Ladder = [[6,46],[19,43]]\nSnake = [[47,9],[62 40]]")
    error = page_ok.text_content('[data-testid="error-throws"]')
    assert "line 2, col 21" in error, error
    assert "'40]]'" in error


def test_engine_error_state_is_readable(browser, server, site):
    """A page whose engine cannot start says so in words and sets data-engine="error"."""
    context, page, _guard = open_app(browser, server, ready=False)
    try:
        # Break the engine's zip for this page only: the worker then fails to import it.
        context.route("**/engine-*.zip", lambda r: r.fulfill(status=200, body=b"not a zip"))
        page.reload()
        page.wait_for_selector('html[data-engine="error"]', timeout=120_000)
        status = page.text_content('[data-testid="engine-status"]')
        assert "could not start" in status
        assert "Traceback" not in status
    finally:
        context.close()


def test_number_fields_take_their_ranges_from_the_engine_before_it_starts(browser, server):
    """The page hard-codes no limit: each number field's min and max are the engine's options table
    (engine.json, written into the build), there before Python is ready."""
    tools = api.describe()["tools"]
    context, page, guard = open_app(browser, server, ready=False)
    try:
        page.wait_for_selector('html[data-ui="ready"]', timeout=120_000)
        fields = (("throws", "faces"), ("analysis", "players"), ("analysis", "monte_carlo"), ("check", "count"))
        for tool, key in fields:
            spec = next(o for o in tools[tool]["options"] if o["name"] == key)
            field = page.locator(f"#{key}-{tool}")
            assert (field.get_attribute("min"), field.get_attribute("max")) == (str(spec["min"]), str(spec["max"]))
        guard.check()
    finally:
        context.close()
