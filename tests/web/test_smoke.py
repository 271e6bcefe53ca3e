"""The smoke suite, written once and driven in Chromium, Firefox ESR and WebKitGTK (Safari's engine).

Each engine gets one page (fixture `tab`) and runs the same steps in order: the page loads from its own origin only
and the engine becomes ready; every tool answers its first example with the number CPython's engine
gives here and draws its picture; Stop on a long spellseeker run keeps the best path; a share link
opens the same state; with the server down, a reload (served by the service worker) still answers.
After every step: no console error, no uncaught error, no request to another origin.

The deep suite (every feature) stays in Chromium (the other test_*.py files); this one proves the
other engines. Drivers: tests/web/drivers/.
"""

import pytest
from drivers import ENGINES, SmokeServer, launch

from engine import api, spell
from engine.examples import examples

pytestmark = pytest.mark.browser

EXAMPLES = {e["id"]: e for e in examples()}
TOOLS = ["throws", "games", "analysis", "dond", "spell", "optimal"]
#: spellgen 30 30 --alphabet ABCDE --seed 2: far too hard to finish in a test's time.
HARD = spell.generate(30, 30, alphabet="ABCDE", blank=0.0, seed=2)


def tid(name, tool):
    return f'[data-testid="{name}-{tool}"]'


def headline(tool, result):
    """The number a tool's headline shows for the engine's ``result``."""
    if tool == "throws":
        return str(result["throws"])
    if tool == "games":
        n = len(result["games"])
        return f"{n} game" + ("" if n == 1 else "s")
    if tool == "analysis":
        return "∞" if result["mean"] is None else f"{result['mean']:.2f}"
    if tool == "dond":
        return result["text"]
    if tool == "optimal":
        return result["boards"][0]["expected"]
    return str(result["length"])


def picture(tool, result):
    """[(selector, how many of it the picture must hold)] for the engine's ``result``; ``None``: at least one."""
    if tool == "throws":
        return [(f"{tid('board', tool)} rect.sq", result["board"]["size"])]
    if tool == "games":
        return [(f"{tid('board', tool)} rect.sq", result["games"][0]["board"]["size"])]
    if tool == "analysis":
        shaded = sum(v is not None for v in result["expected_remaining"])
        return [(f"{tid('heat', tool)} svg rect.shade", shaded), (f"{tid('chart', tool)} svg rect.bar", None)]
    if tool == "dond":
        return [(f"{tid('chart', tool)} path.series", 1)]
    if tool == "optimal":
        return [(f"{tid('board', tool)} rect.sq", result["boards"][0]["board"]["size"])]
    grid = result["grid"]
    return [
        (f"{tid('hex', tool)} polygon", grid["rows"] * grid["cols"]),
        (f"{tid('hex', tool)} g.step", result["length"]),
    ]


@pytest.fixture(scope="module", params=ENGINES)
def smoke(request, site):
    """One engine, one tab, one server (its own origin, so service workers do not mix)."""
    server = SmokeServer(site)
    if request.param == "chromium":
        from drivers.chromium import ChromiumDriver

        driver = ChromiumDriver(server.url, browser=request.getfixturevalue("browser"))
    else:
        driver = launch(request.param, server.url)
    driver.server = server
    try:
        yield driver
    finally:
        driver.close()
        server.close()


@pytest.fixture
def tab(smoke):
    """The engine's page; after the step, nothing went wrong on it."""
    yield smoke
    problems = smoke.page_problems()
    assert not problems, f"{smoke.name}:\n" + "\n".join(problems)


#: The tool's Run button is free and no run of the tool is in flight (an automatic one, say).
FREE = """(tool) => {
  const run = document.querySelector(`[data-testid=run-${tool}]`);
  return !run.disabled && run.closest('[data-fresh]').dataset.fresh !== 'running';
}"""


def run(tab, tool, timeout=120):
    """Press Run once no run is in flight, and wait for the headline (or an error) and Run free
    again: an automatic run still in flight when Run is pressed may answer or stop first."""
    tab.wait(FREE, tool, timeout=timeout, what=f"{tool} to be free to run")
    tab.call(
        """(r, e) => {
        document.querySelector(r).textContent = '…';
        document.querySelector(e).hidden = true;
        return true;
    }""",
        tid("result", tool),
        tid("error", tool),
    )
    tab.click(tid("run", tool))
    tab.wait(
        """(r, e, tool) => {
        const busy = document.querySelector(`[data-testid=busy-${tool}]`);
        const text = document.querySelector(r).textContent;
        const answered = (text !== '…' && text !== '–' && busy.hidden) || !document.querySelector(e).hidden;
        return answered && ("""
        + FREE
        + """)(tool);
    }""",
        tid("result", tool),
        tid("error", tool),
        tool,
        timeout=timeout,
        what=f"{tool} to answer",
    )
    assert tab.call("(e) => document.querySelector(e).hidden", tid("error", tool)), tab.text(tid("error", tool))
    return tab.text(tid("result", tool))


def answer_first_example(tab, tool):
    """Pick the tool's first example from its menu, run it, and check number and picture against CPython."""
    tab.click(tid("tab", tool))
    example = EXAMPLES[
        tab.call("(s) => [...document.querySelector(s).options].find(o => o.value).value", tid("examples", tool))
    ]
    tab.fill(tid("examples", tool), example["id"])
    assert tab.call("(s) => document.querySelector(s).value", tid("input", tool)) == example["text"]
    options = tab.call("(t) => window.boardlab[t].wb.getOptions()", tool)
    want = api.handle({"tool": tool, "text": example["text"], "options": options})
    assert want["ok"], want
    assert run(tab, tool) == headline(tool, want["result"])
    for selector, n in picture(tool, want["result"]):
        found = tab.count(selector)
        assert found == n if n is not None else found > 0, (selector, found, n)


def test_loads_from_its_own_origin_and_the_engine_becomes_ready(tab):
    tab.goto(tab.server.url)
    tab.wait_ready()
    assert tab.text('[data-testid="engine-status"]') == "Python engine ready."
    loaded = tab.call("() => performance.getEntriesByType('resource').map(e => e.name)")
    assert loaded and all(u.startswith(tab.server.url) for u in loaded), loaded


@pytest.mark.parametrize("tool", TOOLS)
def test_first_example_answers_and_draws(tab, tool):
    answer_first_example(tab, tool)


def test_stop_on_a_long_spell_search_keeps_the_best_path(tab):
    tool = "spell"
    tab.click(tid("tab", tool))
    tab.fill(tid("input", tool), HARD)
    tab.call("(s) => { document.querySelector(s).dataset.state = ''; return true; }", tid("progress", tool))
    tab.click(tid("run", tool))
    running = f'{tid("progress", tool)}[data-state="running"]'
    tab.wait("(s) => !!document.querySelector(s)", running, timeout=60, what="spell progress")
    tab.wait("(s) => Number(document.querySelector(s).dataset.best) > 0", running, timeout=60, what="a best path")
    tab.click(tid("stop", tool))
    stopped = f'{tid("progress", tool)}[data-state="stopped"]'
    tab.wait("(s) => !!document.querySelector(s)", stopped, timeout=60, what="the search to stop")
    kept = int(tab.text(tid("result", tool)))
    assert kept == int(tab.call("(s) => document.querySelector(s).dataset.best", stopped)) > 0
    path = tab.call(
        "(s) => [...document.querySelectorAll(s)].map(g => [Number(g.dataset.r), Number(g.dataset.c)])",
        f"{tid('hex', tool)} g.step",
    )
    assert len(path) == kept and spell.check_path(spell.parse_grid(HARD), path).ok
    # Stopped between slices; on a slow machine a slice can outlast Stop's 0.7 s grace and the worker
    # is restarted instead: either way the best path stays and the engine comes back.
    assert tab.call("() => document.documentElement.dataset.engine") in ("ready", "restarting")
    tab.wait_ready()


def test_share_link_opens_the_same_state(tab):
    tool = "throws"
    text = EXAMPLES["seed000-board"]["text"]
    tab.click(tid("tab", tool))
    tab.fill(tid("input", tool), text)
    tab.fill(f"#faces-{tool}", "4")
    tab.call("(s) => { document.querySelector(s).value = ''; return true; }", tid("share-link", tool))
    tab.click(tid("share", tool))
    link = tab.wait("(s) => document.querySelector(s).value", tid("share-link", tool), what="the share link")
    assert link.startswith(tab.server.url) and "#" in link
    tab.goto("about:blank")
    tab.goto(link)
    tab.wait_ready()
    tab.wait("(t) => document.documentElement.dataset.tool === t", tool, what="the linked tool")
    assert tab.call("(s) => document.querySelector(s).value", tid("input", tool)) == text
    assert tab.call(f"() => document.querySelector('#faces-{tool}').value") == "4"
    want = api.handle({"tool": tool, "text": text, "options": {"faces": 4}})
    assert run(tab, tool) == headline(tool, want["result"])


def test_reload_with_the_network_off_answers(tab):
    """After one visit the service worker has cached the build: with the server down the page reloads and answers."""
    tab.wait(
        """async () => {
        const reg = await navigator.serviceWorker.ready;
        const key = (await caches.keys()).find(k => k.startsWith('boardlab-'));
        if (!reg.active || !key) return false;
        const build = await (await fetch('./build.json')).json();
        return (await (await caches.open(key)).keys()).length >= build.files.length;
    }""",
        timeout=120,
        what="the service worker's cache",
    )
    tab.server.down = True
    try:
        tab.goto(tab.server.url)
        tab.wait_ready()
        answer_first_example(tab, "throws")
    finally:
        tab.server.down = False
