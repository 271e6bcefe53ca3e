"""One freshness rule on every tool: what is shown (input + options) is what the answer is for.

An example sets every option it needs and is answered at once; editing the input or an option marks
the answer stale (``data-fresh="stale"`` on the panel and a visible badge) and recomputes it after a
short pause; a share link and a first visit are answered without pressing Run, and the examples menu
names the example a link holds; long work waits for Run, with the reason shown. Expected answers come
from the engine in Python.
"""

import json

import pytest

from engine import api
from engine.examples import examples
from pagekit import START_TIMEOUT, copy_link, open_app

pytestmark = pytest.mark.browser

BY_ID = {e["id"]: e for e in examples()}
#: Per tool: the options the page starts with, an example, then another that needs other options.
DEFAULTS = {
    "throws": {"format": "auto", "faces": 6, "dice": "", "end": "auto", "start": "auto", "chain": False},
    "games": {"faces": 6},
    "analysis": {
        "format": "auto",
        "faces": 6,
        "start": "auto",
        "end": "auto",
        "players": 2,
        "chain": False,
        "exact": False,
        "what_if": True,
        "monte_carlo": 0,
    },
    "dond": {},
    "spell": {},
}
#: tool -> the ids of two examples it loads one after the other
PAIRS = {
    tool: pair.split()
    for tool, pair in [
        ("throws", "chutes-ladders-47 uil-seed001"),
        ("games", "seed001-games games-three-players"),
        ("analysis", "chutes-ladders-47 seed000-board"),
        ("dond", "lab-a-dond-6-3-none lab-a-dond-6-2-0"),
        ("spell", "lab-a-example lab-a-easy-3x4"),
    ]
}
TOOLS = list(PAIRS)
#: Inputs too big to answer on their own: the page waits for Run and says why.
LONG = {"dond": "1000000 1000 -1\n", "spell": "\n".join(["ABCDEABCDEABCDEABCDEABCDEABCDE"] * 30) + "\n"}
WAIT = 60_000


def shown(tool, text, options):
    """The headline the page shows for ``text`` with ``options``, as the engine answers it."""
    reply = api.handle({"tool": tool, "text": text, "options": options})
    assert reply["ok"], reply
    r = reply["result"]
    if tool == "throws":
        return str(r["throws"])
    if tool == "games":
        return f"{len(r['games'])} game{'' if len(r['games']) == 1 else 's'}"
    if tool == "analysis":
        return "∞" if r["mean"] is None else f"{r['mean']:.2f}"
    if tool == "dond":
        return r["text"]
    return str(r["length"])


def options_of(page, tool):
    return page.evaluate("(t) => window.boardlab[t].wb.getOptions()", tool)


def fresh_answer(page, tool, expected):
    """Wait until the panel says its answer is fresh and the headline is ``expected``."""
    page.wait_for_function(
        """([tool, expected]) => {
        const panel = document.querySelector(`#panel-${tool}`);
        const r = document.querySelector(`[data-testid="result-${tool}"]`);
        return panel.dataset.fresh === 'fresh' && r.textContent === expected;
    }""",
        arg=[tool, expected],
        timeout=WAIT,
    )


def type_text(page, tool, text):
    """Replace the input as typing does; returns the panel's state and badge right after the edit."""
    return page.evaluate(
        """([tool, text]) => {
        const el = document.querySelector(`[data-testid="input-${tool}"]`);
        el.value = text;
        el.dispatchEvent(new Event('input', {bubbles: true}));
        const badge = document.querySelector(`[data-testid="fresh-${tool}"]`);
        return {fresh: document.querySelector(`#panel-${tool}`).dataset.fresh,
                badge: badge && !badge.hidden && badge.getClientRects().length > 0 ? badge.textContent : null};
    }""",
        [tool, text],
    )


def choose(page, tool, example_id):
    page.click(f'[data-testid="tab-{tool}"]')
    page.select_option(f'[data-testid="examples-{tool}"]', example_id)


@pytest.mark.parametrize("tool", TOOLS)
def test_an_example_sets_every_option_and_is_answered_at_once(page_ok, tool):
    """Example A then example B: B's options all set (A's are not left behind), B answered without Run."""
    first, second = (BY_ID[i] for i in PAIRS[tool])
    choose(page_ok, tool, first["id"])
    fresh_answer(page_ok, tool, shown(tool, first["text"], options_of(page_ok, tool)))
    choose(page_ok, tool, second["id"])
    options = options_of(page_ok, tool)
    assert options == {**DEFAULTS[tool], **second.get("options", {})}
    assert page_ok.input_value(f'[data-testid="input-{tool}"]') == second["text"]
    fresh_answer(page_ok, tool, shown(tool, second["text"], options))


def test_chutes_then_the_seed_001_board_starts_on_the_first_square(page_ok):
    """The classroom report: after Chutes and Ladders, the seed-001 board must not start off the board
    (its Start goes back to "the source's", which for a UIL grid is the first square)."""
    choose(page_ok, "throws", "chutes-ladders-47")
    assert options_of(page_ok, "throws")["start"] == "off"
    choose(page_ok, "throws", "uil-seed001")
    assert options_of(page_ok, "throws")["start"] == "auto"
    expected = api.throws(BY_ID["uil-seed001"]["text"], DEFAULTS["throws"])
    fresh_answer(page_ok, "throws", str(expected["throws"]))
    summary = page_ok.text_content('[data-testid="summary-throws"]')
    assert f"throws from square {expected['layers'][0][0]} to" in summary
    assert "from square -1" not in summary


@pytest.mark.parametrize("tool", TOOLS)
def test_editing_marks_the_answer_stale_then_recomputes(page_ok, tool):
    first, second = (BY_ID[i] for i in PAIRS[tool])
    choose(page_ok, tool, first["id"])
    options = options_of(page_ok, tool)
    fresh_answer(page_ok, tool, shown(tool, first["text"], options))
    state = type_text(page_ok, tool, second["text"])
    assert state["fresh"] == "stale"
    assert state["badge"], "no visible badge says the answer is out of date"
    fresh_answer(page_ok, tool, shown(tool, second["text"], options))


@pytest.mark.parametrize(("tool", "key", "value"), [("throws", "start", "off"), ("analysis", "end", "exact")])
def test_changing_an_option_marks_the_answer_stale_then_recomputes(page_ok, tool, key, value):
    example = BY_ID[PAIRS[tool][1]]
    choose(page_ok, tool, example["id"])
    fresh_answer(page_ok, tool, shown(tool, example["text"], options_of(page_ok, tool)))
    page_ok.select_option(f"#{key}-{tool}", value)
    assert page_ok.get_attribute(f"#panel-{tool}", "data-fresh") in ("stale", "running", "fresh")
    options = options_of(page_ok, tool)
    assert options[key] == value
    fresh_answer(page_ok, tool, shown(tool, example["text"], options))


@pytest.mark.parametrize("tool", TOOLS)
def test_a_share_link_is_answered_and_names_its_example(page_ok, browser, server, tool):
    second = BY_ID[PAIRS[tool][1]]
    choose(page_ok, tool, second["id"])
    options = options_of(page_ok, tool)
    link = copy_link(page_ok, tool)
    context, page, guard = open_app(browser, server, path=link[len(server) :], ready=False)
    try:
        page.wait_for_function("document.documentElement.dataset.ui === 'ready'", timeout=START_TIMEOUT)
        assert page.input_value(f'[data-testid="examples-{tool}"]') == second["id"]
        fresh_answer(page, tool, shown(tool, second["text"], options))
        guard.check()
    finally:
        context.close()


def test_a_share_link_with_typed_input_says_custom(page_ok, browser, server):
    text = "Size = 20\nSnake = [[3,1],[4,1],[5,1],[6,1],[7,1],[8,1]]\n"
    page_ok.click('[data-testid="tab-throws"]')
    page_ok.fill('[data-testid="input-throws"]', text)
    link = copy_link(page_ok, "throws")
    context, page, guard = open_app(browser, server, path=link[len(server) :], ready=False)
    try:
        page.wait_for_function("document.documentElement.dataset.ui === 'ready'", timeout=START_TIMEOUT)
        menu = page.locator('[data-testid="examples-throws"]')
        assert menu.input_value() == ""
        assert menu.evaluate("s => s.options[s.selectedIndex].textContent") == "Custom input"
        fresh_answer(page, "throws", "-1")
        guard.check()
    finally:
        context.close()


def test_a_first_visit_is_answered_without_run(browser, server):
    """A new visitor: each tab, the first time it opens, shows the answer for its first example."""
    context, page, guard = open_app(browser, server)
    try:
        for tool in TOOLS:
            page.click(f'[data-testid="tab-{tool}"]')
            example = BY_ID[page.input_value(f'[data-testid="examples-{tool}"]')]
            assert page.input_value(f'[data-testid="input-{tool}"]') == example["text"]
            fresh_answer(page, tool, shown(tool, example["text"], options_of(page, tool)))
        guard.check()
    finally:
        context.close()


@pytest.mark.parametrize("tool", sorted(LONG))
def test_long_work_waits_for_run_and_says_why(browser, server, tool):
    """Saved input that takes long: on opening the tab a ready Run and the reason, no computation."""
    saved = json.dumps({"text": LONG[tool], "options": {}})
    context, page, guard = open_app(browser, server, ready=False)
    try:
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [f"boardlab:v1:{tool}", saved])
        page.reload()
        page.wait_for_selector('html[data-engine="ready"][data-ui="ready"]', timeout=START_TIMEOUT)
        page.click(f'[data-testid="tab-{tool}"]')
        page.wait_for_selector(f'#panel-{tool}[data-fresh="ready"]', timeout=WAIT)
        badge = page.locator(f'[data-testid="fresh-{tool}"]')
        assert badge.is_visible()
        run_label = page.text_content(f'[data-testid="run-{tool}"]')
        assert run_label in badge.text_content()
        assert page.is_enabled(f'[data-testid="run-{tool}"]')
        assert page.text_content(f'[data-testid="result-{tool}"]') == "–"
        guard.check()
    finally:
        context.close()
