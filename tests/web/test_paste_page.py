"""Pastes in the page (tool throws): a judge file read as several boards says what it read and gives
every board's answer; a paste that reads two ways names both readings and a click reads it one way."""

from pathlib import Path

import pytest

from engine import api
from pagekit import copy_link, open_app

pytestmark = pytest.mark.browser

PASTE = Path(__file__).resolve().parents[1] / "data" / "paste"
TID = '[data-testid="{}-throws"]'


def run_paste(page, text, fmt="auto", tool="throws"):
    page.click(f'[data-testid="tab-{tool}"]')
    page.evaluate("([t, o]) => window.boardlab[t].wb.setOptions(o)", [tool, {"format": fmt}])
    page.fill(f'[data-testid="input-{tool}"]', text)
    before = int(page.get_attribute(f"#panel-{tool}", "data-runs") or 0)
    page.click(f'[data-testid="run-{tool}"]')
    page.wait_for_function(
        "([t, n]) => Number(document.querySelector(`#panel-${t}`).dataset.runs || 0) > n",
        arg=[tool, before],
        timeout=60_000,
    )


def samples():
    """(input file, published answers, page tool) for every sample in tests/data/paste with its answers."""
    for out in sorted(PASTE.glob("*.out")):
        (given,) = [p for p in PASTE.glob(out.stem + ".*") if p.suffix != ".out"]
        yield given.name, out.read_text().split(), "optimal" if out.stem.startswith("cf1245e") else "throws"


@pytest.mark.parametrize(("name", "published", "tool"), list(samples()))
def test_each_published_shape_pasted_as_is_gives_the_published_answers(page_ok, name, published, tool):
    run_paste(page_ok, (PASTE / name).read_text(encoding="utf-8"), tool=tool)
    assert page_ok.is_hidden(f'[data-testid="error-{tool}"]')
    assert page_ok.text_content(f'[data-testid="detected-{tool}"]').startswith("Read as: ")
    if len(published) == 1:
        assert page_ok.text_content(f'[data-testid="result-{tool}"]') == published[0]
    else:
        column = page_ok.eval_on_selector_all(
            f'[data-testid="boards-{tool}"] tbody tr', "rs => rs.map(r => r.cells[3].textContent)"
        )
        assert column == published


def test_judge_file_says_read_as_and_lists_each_boards_answer(page_ok):
    text = (PASTE / "hackerrank-sample.in").read_text()
    expected = api.throws(text)
    run_paste(page_ok, text)
    assert page_ok.text_content(TID.format("result")) == str(expected["throws"])
    detected = page_ok.text_content(TID.format("detected"))
    assert detected.startswith("Read as: judge multi-test file, 2 boards (format hackerrank")
    cells = page_ok.eval_on_selector_all(
        f"{TID.format('boards')} tbody tr", "rs => rs.map(r => [...r.cells].slice(0, 4).map(c => c.textContent))"
    )
    assert cells == [[str(b["number"]), str(b["size"]), b["summary"], str(b["throws"])] for b in expected["boards"]]
    assert page_ok.is_hidden(TID.format("board-other"))


def test_a_row_of_the_table_draws_its_board(page_ok):
    text = (PASTE / "hackerrank-sample.in").read_text()
    second = api.throws(text)["boards"][1]
    run_paste(page_ok, text)
    page_ok.click('[data-testid="draw-board-2-throws"]')
    assert page_ok.is_disabled('[data-testid="draw-board-2-throws"]')
    caption = page_ok.text_content(TID.format("board-caption"))
    assert caption.startswith(f"Board 2: {second['summary']}; fewest throws 5")
    jumps = page_ok.eval_on_selector_all(f"{TID.format('board-other')} .jumps > g", "gs => gs.map(g => g.classList[0])")
    assert jumps == [j["kind"] for j in second["board"]["jumps"]]
    page_ok.click('[data-testid="draw-board-1-throws"]')
    assert page_ok.is_hidden(TID.format("board-other"))


def test_a_paste_that_reads_two_ways_names_both_and_a_format_choice_reads_it(page_ok):
    text = "1\n3 90\n3\n99 10\n98 10\n10 97"
    run_paste(page_ok, text)
    err = page_ok.text_content(TID.format("error"))
    assert "--format counts" in err and "--format hrtest" in err
    readings = api.handle({"tool": "throws", "text": text})["error"]["readings"]
    assert page_ok.text_content('[data-testid="reading-hrtest-throws"]') == readings[1]["summary"]
    before = int(page_ok.get_attribute("#panel-throws", "data-runs"))
    page_ok.click('[data-testid="reading-hrtest-throws"]')
    page_ok.wait_for_function(
        "n => Number(document.querySelector('#panel-throws').dataset.runs || 0) > n", arg=before, timeout=60_000
    )
    assert page_ok.text_content(TID.format("result")) == str(api.throws(text, {"format": "hrtest"})["throws"])
    assert "format hrtest, chosen" in page_ok.text_content(TID.format("detected"))


def test_the_chosen_reading_is_kept_in_the_share_link(page_ok, browser, server):
    text = "1\n3 90\n3\n99 10\n98 10\n10 97"
    run_paste(page_ok, text)
    before = int(page_ok.get_attribute("#panel-throws", "data-runs"))
    page_ok.click('[data-testid="reading-hrtest-throws"]')
    page_ok.wait_for_function(
        "n => Number(document.querySelector('#panel-throws').dataset.runs || 0) > n", arg=before, timeout=60_000
    )
    link = copy_link(page_ok, "throws")
    context, page, guard = open_app(browser, server, path=link[len(server) :])
    try:
        page.wait_for_function(
            "() => (document.querySelector('[data-testid=detected-throws]').textContent || '').includes('chosen')",
            timeout=60_000,
        )
        assert page.input_value(TID.format("input")) == text
        assert page.input_value("#format-throws") == "hrtest"
        assert "format hrtest, chosen" in page.text_content(TID.format("detected"))
        assert page.text_content(TID.format("result")) == str(api.throws(text, {"format": "hrtest"})["throws"])
        guard.check()
    finally:
        context.close()


def test_an_example_copied_with_its_labels_says_what_was_left_out(page_ok):
    run_paste(page_ok, (PASTE / "hackerrank-statement.txt").read_text(encoding="utf-8"))
    assert page_ok.text_content(TID.format("result")) == "3"
    notes = page_ok.eval_on_selector_all(f"{TID.format('warnings')} li", "ls => ls.map(l => l.textContent)")
    assert notes == api.throws((PASTE / "hackerrank-statement.txt").read_text())["reading"]["notes"] != []


def test_rani_and_ladders_is_searched_with_two_dice_and_says_so(page_ok):
    """HackerEarth's Rani and Ladders throws two dice with an exact landing: the page says so, the
    route's throws are sums of two dice, seed 002's one-die search is not offered, and the Dice
    menu plays one die instead (the empty board: 9 throws with two, 17 with one)."""
    text = (PASTE / "hackerearth-rani.in").read_text()
    run_paste(page_ok, text)
    detected = page_ok.text_content(TID.format("detected"))
    assert detected.startswith("Read as: HackerEarth Rani and Ladders input, 4 boards")
    notes = page_ok.eval_on_selector_all(f"{TID.format('warnings')} li", "ls => ls.map(l => l.textContent)")
    assert notes[0] == "two dice: a throw moves 2..12, and one past square 100 is wasted (exact landing)"
    route = page_ok.eval_on_selector_all(f"{TID.format('route')} li", "ls => ls.map(l => l.textContent)")
    assert route == ["roll 4: 1 → 5, ladder up to 97", "roll 3: 97 → 100"]
    assert page_ok.is_disabled('[data-testid="step-by-throws"] option[value="pruned"]')
    answers = "rs => rs.map(r => r.cells[3].textContent)"
    assert page_ok.eval_on_selector_all(f"{TID.format('boards')} tbody tr", answers)[:2] == ["2", "9"]
    page_ok.select_option("#dice-throws", "1")
    try:
        run_paste(page_ok, text)
        assert page_ok.eval_on_selector_all(f"{TID.format('boards')} tbody tr", answers)[:2] == ["2", "17"]
        notes = page_ok.eval_on_selector_all(f"{TID.format('warnings')} li", "ls => ls.map(l => l.textContent)")
        assert not [n for n in notes if "two dice" in n]
        assert page_ok.is_enabled('[data-testid="step-by-throws"] option[value="pruned"]')
    finally:
        page_ok.select_option("#dice-throws", "")
