"""The probability page (tool ``analysis``): the Milton Bradley board from the examples menu, its
numbers, the length chart, the heat map, the seat table, the what-if ranking, input errors, the
board taken over from the Shortest route tab, and a long analysis that shows progress and stops.

Expected numbers come from the engine in Python, never from numbers read off the page.
"""

import pytest

from engine import api, examples, formats
from engine.errors import InputError
from pagekit import run_tool

pytestmark = pytest.mark.browser

EXAMPLES = {e["id"]: e for e in examples.examples()}
CHUTES = ["chutes-ladders-47", "chutes-ladders-48"]

#: A 144-square board with 36 jumps: with exact fractions and the what-if ranking this takes
#: about 3 s in CPython (6 s or more in the page), in slices of well under 0.2 s.
LONG_BOARD = (
    "Size=144\n"
    "Ladder=[[100,109],[12,68],[57,131],[37,74],[66,138],[39,81],[86,122],[54,143],[17,142],[5,25],[64,85],"
    "[18,50],[58,63],[38,141],[22,83],[75,115],[24,35],[102,136],[72,135],[6,71],[7,51],[42,43],[89,137]]\n"
    "Snake=[[132,126],[105,79],[124,93],[27,20],[113,82],[104,2],[128,87],[76,49],[123,19],[40,11],[97,45],"
    "[130,121],[125,92]]\n"
)

#: simulated games for the long analysis: past the 20,000 answered as typed, so it waits for Analyse
#: (about 6 s of CPython on LONG_BOARD, the simulation from 85 % of the progress on)
LONG_GAMES = 1_000_000
#: The analysis panel waits for Analyse (not computed, or out of date) and the button is free.
WAITS_FOR_RUN = """() => {
  const run = document.querySelector('[data-testid="run-analysis"]');
  return !run.disabled && ['ready', 'stale'].includes(run.closest('[data-fresh]').dataset.fresh);
}"""


def tid(name):
    return f'[data-testid="{name}-analysis"]'


def set_checks(page, **checks):
    for key, on in checks.items():
        page.set_checked(f"#{key}-analysis", on)


def page_options(page):
    """The options the page will send (read from its controls), as the engine receives them."""
    return page.evaluate("() => window.boardlab.analysis.wb.getOptions()")


def run_page(page, timeout=120_000):
    """Press Analyse and wait for its answer: a result or an error, and the button free again (an
    automatic run still in flight when the button is pressed writes a result first; the pressed
    run's answer is drawn after it)."""
    page.evaluate("""() => {
        document.querySelector('[data-testid="result-analysis"]').textContent = '…';
        document.querySelector('[data-testid="error-analysis"]').hidden = true;
    }""")
    page.click(tid("run"))
    page.wait_for_function(
        """() => {
        const r = document.querySelector('[data-testid="result-analysis"]');
        const e = document.querySelector('[data-testid="error-analysis"]');
        const run = document.querySelector('[data-testid="run-analysis"]');
        return (r.textContent !== '…' || !e.hidden) && !run.disabled;
    }""",
        timeout=timeout,
    )


def load_example(page, example_id):
    page.click('[data-testid="tab-analysis"]')
    page.select_option(tid("examples"), example_id)


def test_menu_offers_both_chutes_variants(page_ok):
    """The examples menu lists the Milton Bradley board in both chute variants, and loading one
    sets its rules (start off the board, exact landing)."""
    page_ok.click('[data-testid="tab-analysis"]')
    ids = page_ok.eval_on_selector_all(f"{tid('examples')} option", "os => os.map(o => o.value)")
    assert set(CHUTES) <= set(ids)
    load_example(page_ok, "chutes-ladders-48")
    assert page_ok.input_value(tid("input")) == EXAMPLES["chutes-ladders-48"]["text"]
    assert page_ok.input_value("#start-analysis") == "off"
    assert page_ok.input_value("#end-analysis") == "exact"


@pytest.mark.parametrize("example_id", CHUTES)
def test_chutes_numbers_chart_heat_map(page_ok, example_id):
    """Each Chutes variant shows the engine's mean, median, mode, fewest turns, a histogram with
    bars and the cumulative curve, every square shaded, seat odds summing to 1 and the what-if
    ranking in the engine's order."""
    load_example(page_ok, example_id)
    set_checks(page_ok, exact=example_id.endswith("47"), what_if=True)
    page_ok.fill("#players-analysis", "2")
    ex = EXAMPLES[example_id]
    want = api.run("analysis", ex["text"], page_options(page_ok))
    run_page(page_ok)
    assert page_ok.is_hidden(tid("error"))

    # headline numbers
    assert page_ok.text_content(tid("result")).strip() == f"{want['mean']:.2f}"
    stats = tid("stats")
    row = lambda key: page_ok.text_content(f'{stats} tr[data-key="{key}"] td')  # noqa: E731
    assert row("mean").startswith(f"{want['mean']:.2f}")
    assert row("median").startswith(f"{want['median']} turns")
    assert row("mode").startswith(f"{want['mode']} turns")
    assert row("min_turns").startswith(f"{want['min_turns']} turns")
    p_min = want["p_min_turns"]
    assert (p_min if isinstance(p_min, str) else f"{100 * p_min:.3f} %") in row("min_turns")
    for q, v in want["percentiles"].items():
        assert page_ok.text_content(f'{stats} .pc[data-q="{q}"] b') == str(v)
    if want["mean_exact"]:
        assert page_ok.text_content(tid("mean-exact")) == want["mean_exact"]

    # the chart: a bar per length shown, heights from the engine's pmf, and the cumulative curve
    bars = page_ok.eval_on_selector_all(
        f"{tid('chart')} svg .bars rect.bar", "bs => bs.map(b => [Number(b.dataset.n), Number(b.dataset.p)])"
    )
    assert len(bars) > 30
    for n, p in bars:
        assert p == pytest.approx(want["pmf"][n], abs=1e-15)
    assert bars[0][0] <= want["min_turns"] and bars[-1][0] >= want["percentiles"]["90"]
    assert page_ok.locator(f"{tid('chart')} svg path.cdf").count() >= 1
    assert page_ok.locator(f"{tid('chart')} svg text.axis-title").count() == 3

    # the heat map: every square with a value is shaded and labelled with it
    shaded = page_ok.locator(f"{tid('heat')} svg .heat rect.shade").count()
    assert shaded == sum(v is not None for v in want["expected_remaining"]) == 100
    marks = page_ok.eval_on_selector_all(f"{tid('heat')} svg .labels text.mark", "ts => ts.map(t => t.textContent)")
    assert marks[0] == f"{want['expected_remaining'][0]:.1f}" and marks[99] == "0.0"
    assert page_ok.is_visible(tid("heat-legend"))

    # seats: two players, first-to-finish odds sum to 1; the equal-turns verdicts are listed
    wins = page_ok.eval_on_selector_all(f"{tid('seats')} td.win", "ts => ts.map(t => Number(t.dataset.value))")
    assert wins == pytest.approx(want["win_probability"])
    assert sum(wins) == pytest.approx(1, abs=1e-9)
    assert float(page_ok.get_attribute(f"{tid('seats')} td.total", "data-value")) == want["win_total"]
    verdicts = page_ok.eval_on_selector_all(
        '[data-testid="verdicts-analysis"] li',
        "ls => Object.fromEntries(ls.map(l => [l.dataset.verdict, Number(l.dataset.value)]))",
    )
    assert verdicts == pytest.approx(want["equal_turns"]["verdicts"])

    # what-if: one row per jump, in the engine's ranking
    rows = page_ok.eval_on_selector_all(
        f"{tid('whatif')} tbody tr",
        "rs => rs.map(r => [Number(r.dataset.start), Number(r.dataset.end), Number(r.dataset.delta)])",
    )
    assert [(s, e) for s, e, _ in rows] == [(w["jump"]["start"], w["jump"]["end"]) for w in want["what_if"]]
    assert [d for _, _, d in rows] == pytest.approx([w["delta_mean"] for w in want["what_if"]])
    texts = page_ok.eval_on_selector_all(f"{tid('whatif')} tbody tr .delta-num", "ns => ns.map(n => n.textContent)")
    assert texts == [w["delta_text"] for w in want["what_if"]] and all(t[0] in "+−0–" for t in texts)


def test_chart_and_heat_views_switch(page_ok):
    """The chart can count whole-game rounds, and the board can be shaded by expected visits."""
    load_example(page_ok, "chutes-ladders-47")
    set_checks(page_ok, exact=False, what_if=False)
    want = api.run("analysis", EXAMPLES["chutes-ladders-47"]["text"], page_options(page_ok))
    run_page(page_ok)
    page_ok.select_option(tid("chart-mode"), "rounds")
    assert page_ok.get_attribute(f"{tid('chart')} svg", "data-unit") == "rounds"
    bars = page_ok.eval_on_selector_all(
        f"{tid('chart')} svg .bars rect.bar", "bs => bs.map(b => [Number(b.dataset.n), Number(b.dataset.p)])"
    )
    assert bars and all(p == pytest.approx(want["rounds_pmf"][n], abs=1e-15) for n, p in bars)
    page_ok.select_option(tid("heat-mode"), "visits")
    assert page_ok.get_attribute(tid("heat"), "data-mode") == "visits"
    marks = page_ok.eval_on_selector_all(f"{tid('heat')} svg .labels text.mark", "ts => ts.map(t => t.textContent)")
    assert marks[1] == f"{want['expected_visits'][1]:.2f}"
    assert "Tick" in page_ok.text_content(tid("whatif"))


def test_board_from_shortest_route(page_ok):
    """The button copies the Shortest route tab's board and format; Undo brings the old input back."""
    seed = EXAMPLES["seed003-counts"]
    page_ok.click('[data-testid="tab-throws"]')
    page_ok.fill('[data-testid="input-throws"]', seed["text"])
    page_ok.select_option("#format-throws", "counts")
    page_ok.click('[data-testid="tab-analysis"]')
    before = page_ok.input_value(tid("input"))
    page_ok.click(tid("from-throws"))
    assert page_ok.input_value(tid("input")) == seed["text"]
    assert page_ok.input_value("#format-analysis") == "counts"
    set_checks(page_ok, exact=False, what_if=True)
    page_ok.select_option("#start-analysis", "first")
    page_ok.select_option("#end-analysis", "overshoot")
    want = api.run("analysis", seed["text"], page_options(page_ok))
    run_page(page_ok)
    assert page_ok.text_content(tid("result")).strip() == f"{want['mean']:.2f}"
    assert "format: counts" in page_ok.text_content(tid("detected"))
    page_ok.click(tid("undo"))
    assert page_ok.input_value(tid("input")) == before


def test_input_error_shows_line_and_column(page_ok):
    """A bad board shows the engine's message with line and column, and its line is marked."""
    text = "Size = 100\nLadders = [[1,38],[4,14]]\nChutes = [[16,6],[47,x6]]\n"
    page_ok.select_option("#format-analysis", "auto")
    with pytest.raises(InputError) as bad:
        formats.parse(text, formats.detect(text))
    run_tool(page_ok, "analysis", text)
    err = page_ok.text_content(tid("error"))
    assert f"line {bad.value.line}, col {bad.value.column}" in err
    assert page_ok.text_content("#panel-analysis .gutter .bad") == str(bad.value.line)
    assert page_ok.text_content(tid("result")).strip() in ("–", "…")


def test_long_analysis_shows_progress_and_stops(page_ok):
    """A long analysis (a million simulated games: it waits for Analyse) shows its progress; Stop
    cancels it, the input is kept, and the engine answers the next analysis.  (Exact fractions and
    the what-if ranking alone took 0.2 s of CPython on this board: on a fast machine the run was
    over before Stop.)"""
    page_ok.click('[data-testid="tab-analysis"]')
    page_ok.fill(tid("input"), LONG_BOARD)
    page_ok.select_option("#format-analysis", "auto")
    set_checks(page_ok, exact=True, what_if=True)
    page_ok.fill("#monte_carlo-analysis", str(LONG_GAMES))
    page_ok.wait_for_function(WAITS_FOR_RUN, timeout=60_000)  # (an automatic run of the board typed may be in flight)
    page_ok.click(tid("run"))
    page_ok.wait_for_selector(f"{tid('busy')}:not([hidden])", timeout=30_000)
    page_ok.wait_for_function(
        """() => {
        const p = document.querySelector('[data-testid="progress-analysis"]');
        return p.value >= 0.15 && p.value < 1;
    }""",
        timeout=60_000,
    )
    shown = page_ok.text_content(tid("progress-text"))
    assert shown.endswith("%") and 15 <= int(shown.split()[0]) < 100
    page_ok.click(tid("stop"))
    page_ok.wait_for_selector(f'{tid("error")}[data-kind="stopped"]', timeout=30_000)
    assert "Stopped" in page_ok.text_content(tid("error"))
    assert page_ok.is_hidden(tid("busy"))
    assert page_ok.text_content(tid("result")).strip() == "–"
    assert page_ok.input_value(tid("input")) == LONG_BOARD
    # The engine still answers (after a restart, if Stop had to terminate the worker).
    page_ok.fill("#monte_carlo-analysis", "0")
    page_ok.wait_for_selector('html[data-engine="ready"]', timeout=120_000)
    load_example(page_ok, "chutes-ladders-47")
    set_checks(page_ok, exact=False, what_if=False)
    want = api.run("analysis", EXAMPLES["chutes-ladders-47"]["text"], page_options(page_ok))
    run_page(page_ok)
    assert page_ok.text_content(tid("result")).strip() == f"{want['mean']:.2f}"


def test_monte_carlo_cross_check_shows_intervals_around_the_exact_numbers(page_ok):
    """With "Simulate games" set, a table puts the simulated mean and seat odds, with 95 % intervals,
    next to the exact ones, and says whether each exact number falls inside."""
    load_example(page_ok, "chutes-ladders-47")
    set_checks(page_ok, exact=False, what_if=False)
    page_ok.fill("#players-analysis", "2")
    page_ok.fill("#monte_carlo-analysis", "5000")
    want = api.run("analysis", EXAMPLES["chutes-ladders-47"]["text"], page_options(page_ok))
    mc = want["monte_carlo"]
    assert mc["games"] == 5000
    run_page(page_ok)
    cells = page_ok.eval_on_selector_all(
        f"{tid('montecarlo')} tbody tr", "rs => rs.map(r => [...r.children].map(c => c.textContent))"
    )
    assert cells[0][0] == "Mean turns (one player)"
    assert cells[0][2] == f"{mc['mean']:.3f}"
    low, high = mc["mean_interval"]
    assert cells[0][3] == f"{low:.3f} – {high:.3f}"
    assert cells[0][4] == ("yes" if low <= want["mean"] <= high else "no")
    assert len(cells) == 2 + want["players"]  # mean, total rolls, one row per seat
    page_ok.fill("#monte_carlo-analysis", "0")
