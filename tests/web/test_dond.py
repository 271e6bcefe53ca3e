"""The Dice-or-No-Dice page (seed 004, lab AA) in Chromium: the lab's worked values, the table, the chart, errors."""

import sys
from pathlib import Path

import pytest

from pagekit import run_tool

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from engine import dond

pytestmark = pytest.mark.browser

#: the handout's worked calls and what the instructor's dond prints
SEED = {"6 1 -1": "1", "6 1 0": "0.666667", "6 2 -1": "0.555556", "6 2 0": "0.361111", "6 3 -1": "0.314815"}


def shown_rows(page):
    return page.eval_on_selector_all(
        '[data-testid="table-dond"] tbody tr[data-last]',
        "trs => trs.map(tr => [Number(tr.dataset.last), tr.querySelector('td.prob').textContent,"
        " tr.querySelector('td.frac').textContent, tr.classList.contains('selected')])",
    )


@pytest.mark.parametrize("args", list(SEED))
def test_seed_values_are_shown_byte_for_byte(page_ok, args):
    """The headline is the C++ program's %g text and the exact fraction is the engine's, for each worked call."""
    s, t, last = map(int, args.split())
    run_tool(page_ok, "dond", args)
    assert page_ok.text_content('[data-testid="result-dond"]') == SEED[args] == dond.dond_text(s, t, last)
    assert page_ok.text_content('[data-testid="exact-dond"]') == dond.fraction_text(dond.probability(s, t, last))
    assert page_ok.is_hidden('[data-testid="error-dond"]')


def test_table_has_a_row_for_every_last_roll_with_the_engines_values(page_ok):
    """6 3 -1: seven rows (last = -1..5), each probability as %g prints it, the chosen row marked."""
    run_tool(page_ok, "dond", "6 3 -1")
    rows = shown_rows(page_ok)
    assert len(rows) == 6 + 1
    want = dond.dond(6, 3, -1).by_last
    for (last, prob, frac, selected), (v, p, f) in zip(rows, want):
        assert last == v
        assert prob == f"{p:g}"
        assert frac == dond.fraction_text(f)
        assert selected == (last == -1)
    assert rows[2][1:3] == ["0.157407", "17/108"]


def test_chart_plots_probability_against_t_with_labelled_axes(page_ok):
    run_tool(page_ok, "dond", "6 3 -1")
    chart = page_ok.locator('[data-testid="chart-dond"]')
    assert chart.evaluate("e => e.tagName") == "svg"
    d = page_ok.get_attribute('[data-testid="series-dond"]', "d")
    assert d.startswith("M") and d.count("L") == 3  # t = 0, 1, 2, 3
    labels = chart.locator(".axis-label").all_text_contents()
    assert any("t" in x and "rolls" in x for x in labels) and any("probability" in x for x in labels)
    assert "0.314815" in chart.locator(".chosen-label").text_content()
    # the log scale keeps a line (t = 40 spans ten decades)
    run_tool(page_ok, "dond", "6 40 -1")
    page_ok.check('[data-testid="log-dond"]')
    assert page_ok.get_attribute('[data-testid="series-dond"]', "d").count("L") == 40
    assert "log" in chart.locator(".axis-label").all_text_contents()[1]
    page_ok.uncheck('[data-testid="log-dond"]')


def test_fields_and_text_stay_in_step(page_ok):
    """Editing s/t/last rewrites the command line and re-runs; typing the line updates the fields."""
    page = page_ok
    run_tool(page, "dond", "6 1 0")
    assert [page.input_value(f'[data-testid="{k}-dond"]') for k in ("s", "t", "last")] == ["6", "1", "0"]
    page.fill('[data-testid="t-dond"]', "2")
    assert page.input_value('[data-testid="input-dond"]') == "6 2 0\n"
    page.wait_for_function("document.querySelector('[data-testid=result-dond]').textContent === '0.361111'")
    # a click on a table row uses that last roll
    page.click('[data-testid="table-dond"] tr[data-last="-1"] button')
    page.wait_for_function("document.querySelector('[data-testid=result-dond]').textContent === '0.555556'")
    assert page.input_value('[data-testid="input-dond"]') == "6 2 -1\n"
    assert page.input_value('[data-testid="last-dond"]') == "-1"


def test_a_command_line_from_the_lab_transcripts_is_read_and_fills_the_fields(page_ok):
    run_tool(page_ok, "dond", "UNIX> dond 6 2 -1\n0.555556\nUNIX>")
    assert page_ok.text_content('[data-testid="result-dond"]') == dond.dond_text(6, 2, -1)
    run_tool(page_ok, "dond", "UNIX> dond 6 2 0")
    assert [page_ok.input_value(f'[data-testid="{k}-dond"]') for k in ("s", "t", "last")] == ["6", "2", "0"]


def test_bad_argument_names_line_and_column(page_ok):
    run_tool(page_ok, "dond", "6 x -1")
    error = page_ok.text_content('[data-testid="error-dond"]')
    assert "line 1, col 3" in error and "'x'" in error, error
    assert page_ok.text_content('[data-testid="result-dond"]') == "–"
    assert page_ok.text_content("#panel-dond .gutter .bad") == "1"
    run_tool(page_ok, "dond", "6 1 6")
    assert "last-roll must be -1 or 0..s-1 (0..5), not 6" in page_ok.text_content('[data-testid="error-dond"]')


def test_large_s_elides_the_middle_of_the_table(page_ok):
    """s = 1000: the table keeps both ends and says how many rows it left out; the values stay the engine's."""
    run_tool(page_ok, "dond", "1000 5 500")
    rows = shown_rows(page_ok)
    assert len(rows) < 200
    assert "more rows" in page_ok.text_content('[data-testid="table-dond"] tr.elided')
    assert next(r for r in rows if r[3])[:2] == [500, dond.dond_text(1000, 5, 500)]
    assert page_ok.text_content('[data-testid="result-dond"]') == dond.dond_text(1000, 5, 500)


def test_examples_menu_holds_the_worked_values(page_ok):
    page_ok.click('[data-testid="tab-dond"]')
    titles = page_ok.eval_on_selector_all('[data-testid="examples-dond"] option', "os => os.map(o => o.textContent)")
    for args, value in SEED.items():
        assert any(args in t and value in t for t in titles), (args, titles)


def test_narrow_phone_width_has_no_horizontal_overflow(page_ok):
    page = page_ok
    run_tool(page, "dond", "6 40 0")
    page.set_viewport_size({"width": 360, "height": 800})
    try:
        page.wait_for_timeout(200)
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 1, overflow
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})
