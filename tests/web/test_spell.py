"""The spell-paths page (seed 004, labs AB and AC) in Chromium: the hex grid, the longest path, the checker,
random grids, and Stop on a grid too hard to finish."""

import sys
from pathlib import Path

import pytest

from pagekit import run_tool

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from engine import spell
from engine.examples import examples
from engine.spell.seeker import STRONG_AFTER

pytestmark = pytest.mark.browser

CORPUS = Path(__file__).resolve().parents[1] / "data" / "lab-a"
#: the handout's grids and spellpath's answers for them
HANDOUT = {"easy-ones": 1, "easy-3x4": 6, "example": 23, "10x15": 41, "04x27": 23}
#: spellgen 30 30 --alphabet ABCDE --seed 2: far too hard to prove in a test's time (checked in CPython)
HARD = spell.generate(30, 30, alphabet="ABCDE", blank=0.0, seed=2)


def wait_solved(page, length=None):
    """The run the test started is done: a typed grid may also start a run whose result and '…' come and go.
    With ``length``, until that answer shows."""
    page.wait_for_function(
        """(length) => document.querySelector('[data-testid="progress-spell"]').dataset.state === 'done'
            && /^[0-9]+$/.test(document.querySelector('[data-testid="result-spell"]').textContent.trim())
            && (length === null
                || document.querySelector('[data-testid="result-spell"]').textContent.trim() === String(length))""",
        arg=length,
    )


def drawn(page):
    """What the hex grid shows: cells [(r, c, value or None, classes)] and the numbered steps [(r, c)]."""
    cells = page.eval_on_selector_all(
        '[data-testid="hex-spell"] polygon',
        "ps => ps.map(p => [Number(p.dataset.r), Number(p.dataset.c), p.getAttribute('class')])",
    )
    steps = page.eval_on_selector_all(
        '[data-testid="hex-spell"] g.step',
        "gs => gs.map(g => [Number(g.dataset.step), Number(g.dataset.r), Number(g.dataset.c)])",
    )
    assert [s[0] for s in steps] == list(range(1, len(steps) + 1))
    return cells, [(r, c) for _, r, c in steps]


def test_handout_examples_equal_the_corpus_files():
    """The examples menu's grids are the handout's files, byte for byte."""
    found = {e["id"]: e["text"] for e in examples() if "spell" in e.get("tools", [])}
    for name in HANDOUT:
        assert found[f"lab-a-{name}"] == (CORPUS / f"{name}.txt").read_text(), name


@pytest.mark.parametrize("name", list(HANDOUT))
def test_grid_drawn_and_a_longest_path_shown(page_ok, name):
    """Every cell is a hexagon holding its value; the path drawn is legal and as long as spellpath's answer."""
    text = (CORPUS / f"{name}.txt").read_text()
    grid = spell.parse_grid(text)
    run_tool(page_ok, "spell", text)
    wait_solved(page_ok, spell.longest_path(grid).length)
    shown = int(page_ok.text_content('[data-testid="result-spell"]'))
    assert shown == HANDOUT[name] == spell.longest_path(grid).length
    cells, path = drawn(page_ok)
    assert len(cells) == grid.rows * grid.cols
    assert sorted((r, c) for r, c, _ in cells) == [(r, c) for r in range(grid.rows) for c in range(grid.cols)]
    values = page_ok.eval_on_selector_all('[data-testid="hex-spell"] text.val', "ts => ts.map(t => t.textContent)")
    assert values == [v for row in grid.cells for v in row if v is not None]
    assert len(path) == shown
    assert spell.check_path(grid, path).ok
    on_path = {(r, c) for r, c, cls in cells if "on-path" in cls}
    assert on_path == set(path)
    if shown > 1:
        points = page_ok.get_attribute('[data-testid="path-line-spell"]', "points").split()
        assert len(points) == shown


def test_even_columns_sit_half_a_cell_lower(page_ok):
    run_tool(page_ok, "spell", "ABC\nDEF\n")
    centre_y = page_ok.evaluate("""() => Object.fromEntries(
        [...document.querySelectorAll('[data-testid=hex-spell] polygon')]
            .map(p => { const b = p.getBBox(); return [`${p.dataset.r},${p.dataset.c}`, b.y + b.height / 2]; }))""")
    row = centre_y["1,0"] - centre_y["0,0"]
    assert row > 0
    assert centre_y["0,0"] - centre_y["0,1"] == pytest.approx(row / 2, abs=0.2)
    assert centre_y["0,2"] == pytest.approx(centre_y["0,0"], abs=0.2)


ILLEGAL = {
    # name: (path lines after the easy-3x4 grid, 1-based bad step, words in the verdict)
    "not touching": ("0 1\n0 0\n1 1\n1 3\n2 3\n", 4, "does not touch step 3"),
    "repeated cell": ("0 1\n0 0\n1 1\n0 0\n", 4, "repeats step 2"),
    "same letter": ("0 1\n0 2\n", 2, "codes must differ by one"),
    "empty cell": ("0 0\n1 1\n1 2\n2 2\n", 4, "empty cell"),
    "off the grid": ("0 1\n0 0\n7 7\n", 3, "off the 3x4 grid"),
}


@pytest.mark.parametrize("name", list(ILLEGAL))
def test_pasted_illegal_path_is_rejected_at_the_right_step(page_ok, name):
    lines, bad, words = ILLEGAL[name]
    pasted = "ABBB\nBBAB\n-B-A\nPATH\n" + lines
    page = page_ok
    page.click('[data-testid="tab-spell"]')
    page.fill('[data-testid="check-input-spell"]', pasted)
    page.eval_on_selector('[data-testid="check-result-spell"]', "e => e.textContent = ''")
    page.click('[data-testid="check-run-spell"]')
    page.wait_for_function("document.querySelector('[data-testid=check-result-spell]').textContent !== ''")
    verdict = page.text_content('[data-testid="check-result-spell"]')
    grid, path = spell.parse_seeker_output(pasted)
    assert verdict == spell.check_path(grid, path).message
    assert f"step {bad} " in verdict and words in verdict, verdict
    item = page.locator('[data-testid="check-steps-spell"] li.bad-step')
    assert item.count() == 1 and item.get_attribute("data-step") == str(bad)
    assert f"line {4 + bad}" in item.text_content()
    r, c = path[bad - 1]
    marked = page.eval_on_selector_all(
        '[data-testid="hex-spell"] polygon.bad-step', "ps => ps.map(p => [Number(p.dataset.r), Number(p.dataset.c)])"
    )
    assert marked == ([[r, c]] if 0 <= r < 3 and 0 <= c < 4 else [])
    # the textarea has the offending line selected
    selected = page.eval_on_selector(
        '[data-testid="check-input-spell"]', "t => t.value.slice(t.selectionStart, t.selectionEnd)"
    )
    assert selected == f"{r} {c}"


def test_solved_path_copied_into_the_checker_is_ok(page_ok):
    text = (CORPUS / "10x15.txt").read_text()
    run_tool(page_ok, "spell", text)
    wait_solved(page_ok, spell.longest_path(spell.parse_grid(text)).length)
    page_ok.click('[data-testid="check-fill-spell"]')
    page_ok.click('[data-testid="check-run-spell"]')
    page_ok.wait_for_function("document.querySelector('[data-testid=check-result-spell]').textContent.startsWith('OK')")
    assert page_ok.text_content('[data-testid="check-result-spell"]') == "OK - Pathlength = 41"
    assert page_ok.locator('[data-testid="hex-spell"] polygon.bad-step').count() == 0


def test_a_new_search_has_no_path_to_copy_until_it_ends(page_ok):
    """Run again on an answered grid: at once the progress says searching and Copy is off (it was on, and copied
    nothing: the run-alone failure of the test above, whose Run re-ran the automatic run's answer)."""
    text = (CORPUS / "10x15.txt").read_text()
    run_tool(page_ok, "spell", text)
    wait_solved(page_ok, HANDOUT["10x15"])
    assert page_ok.is_enabled('[data-testid="check-fill-spell"]')
    states = page_ok.evaluate(
        """() => {  // the click and what it shows in one task, before the engine's first reply
        document.querySelector('[data-testid=run-spell]').click();
        return [document.querySelector('[data-testid=progress-spell]').dataset.state,
                document.querySelector('[data-testid=check-fill-spell]').disabled];
    }"""
    )
    assert states == ["running", True]
    wait_solved(page_ok, HANDOUT["10x15"])
    assert page_ok.is_enabled('[data-testid="check-fill-spell"]')


def test_check_pressed_right_after_copy_checks_the_copied_path(page_ok):
    """Copy asks the engine for the path's text; a Check pressed before that reply waits for it."""
    text = (CORPUS / "10x15.txt").read_text()
    run_tool(page_ok, "spell", text)
    wait_solved(page_ok, HANDOUT["10x15"])
    page_ok.fill('[data-testid="check-input-spell"]', "not a spellseeker output")
    page_ok.eval_on_selector('[data-testid="check-result-spell"]', "e => e.textContent = ''")
    page_ok.evaluate(
        """() => {  // both clicks in one task: the copy's reply cannot have come yet
        document.querySelector('[data-testid=check-fill-spell]').click();
        document.querySelector('[data-testid=check-run-spell]').click();
    }"""
    )
    page_ok.wait_for_function("document.querySelector('[data-testid=check-result-spell]').textContent !== ''")
    assert page_ok.text_content('[data-testid="check-result-spell"]') == "OK - Pathlength = 41"
    assert page_ok.input_value('[data-testid="check-input-spell"]').startswith(text.split()[0])


def test_unreadable_checker_input_names_its_line(page_ok):
    page_ok.fill('[data-testid="check-input-spell"]', "ABBB\nBBAB\nPATH\n0 1\n0 x\n")
    page_ok.eval_on_selector('[data-testid="check-result-spell"]', "e => e.textContent = ''")
    page_ok.click('[data-testid="check-run-spell"]')
    page_ok.wait_for_function("document.querySelector('[data-testid=check-result-spell]').textContent !== ''")
    verdict = page_ok.text_content('[data-testid="check-result-spell"]')
    assert "line 5, col 3" in verdict and "'x'" in verdict, verdict


def test_bad_grid_names_line_and_column(page_ok):
    run_tool(page_ok, "spell", "ABC\nAB\n")
    error = page_ok.text_content('[data-testid="error-spell"]')
    assert "line 2, col 3" in error, error
    assert page_ok.text_content('[data-testid="result-spell"]') == "–"


def test_random_grid_button_makes_and_solves_a_grid(page_ok):
    page = page_ok
    page.click('[data-testid="tab-spell"]')
    page.fill('[data-testid="rows-spell"]', "5")
    page.fill('[data-testid="cols-spell"]', "7")
    page.fill('[data-testid="alphabet-spell"]', "XY")
    page.eval_on_selector('[data-testid="progress-spell"]', "e => e.dataset.state = ''")
    page.click('[data-testid="random-spell"]')
    page.wait_for_selector('[data-testid="progress-spell"][data-state="done"]', timeout=30_000)
    text = page.input_value('[data-testid="input-spell"]')
    rows = text.split()
    assert len(rows) == 5 and all(len(r) == 7 and set(r) <= set("XY-") for r in rows)
    note = page.text_content('[data-testid="random-note-spell"]')
    assert note.startswith("spellgen 5 7 --alphabet XY --seed ")
    seed = int(note.split()[-1])
    assert text == spell.generate(5, 7, alphabet="XY", seed=seed)
    cells, path = drawn(page)
    assert len(cells) == 35
    shown = int(page.text_content('[data-testid="result-spell"]'))
    assert len(path) == shown == spell.longest_path(spell.parse_grid(text)).length


def test_stop_keeps_the_best_path_on_a_grid_too_hard_to_finish(page_ok):
    """30 x 30, five letters: progress shows best and bound, the page stays responsive, Stop keeps the best path."""
    page = page_ok
    page.click('[data-testid="tab-spell"]')
    page.fill('[data-testid="input-spell"]', HARD)
    page.eval_on_selector('[data-testid="progress-spell"]', "e => e.dataset.state = ''")
    page.click('[data-testid="run-spell"]')
    page.wait_for_selector('[data-testid="progress-spell"][data-state="running"]', timeout=30_000)
    # Progress keeps arriving while the search runs, and the page answers clicks meanwhile.
    first = page.text_content('[data-testid="progress-spell"]')
    page.wait_for_function(
        "t => document.querySelector('[data-testid=progress-spell]').textContent !== t", arg=first, timeout=60_000
    )
    # past the cheap first nodes: each node now bounds its children from the block-cut tree (up to
    # 1 ms of CPython a node on this grid; a slice of 2,000 nodes made Stop wait seconds and restart)
    page.wait_for_function(
        f"""() => {{
            const p = document.querySelector('[data-testid=progress-spell]');
            const m = /([0-9,]+) nodes searched/.exec(p.textContent);
            return m && Number(m[1].replaceAll(',', '')) > {STRONG_AFTER + 1000};
        }}""",
        timeout=120_000,
    )
    page.click('[data-testid="tab-throws"]')
    assert page.get_attribute('[data-testid="tab-throws"]', "aria-selected") == "true"
    page.click('[data-testid="tab-spell"]')
    best = int(page.get_attribute('[data-testid="progress-spell"]', "data-best"))
    bound = int(page.get_attribute('[data-testid="progress-spell"]', "data-bound"))
    assert 0 < best < bound <= 900
    assert page.is_visible('[data-testid="busy-spell"]')
    page.click('[data-testid="stop-spell"]')
    page.wait_for_selector('[data-testid="progress-spell"][data-state="stopped"]', timeout=30_000)
    assert page.get_attribute("html", "data-engine") == "ready"  # stopped between slices, no restart
    assert page.is_hidden('[data-testid="busy-spell"]')
    kept = int(page.text_content('[data-testid="result-spell"]'))
    assert kept >= best and kept == int(page.get_attribute('[data-testid="progress-spell"]', "data-best"))
    assert "Stopped" in page.text_content('[data-testid="progress-spell"]')
    cells, path = drawn(page)
    assert len(cells) == 900 and len(path) == kept
    assert spell.check_path(spell.parse_grid(HARD), path).ok
    # the engine answers the next run at once
    run_tool(page, "spell", (CORPUS / "easy-3x4.txt").read_text())
    wait_solved(page)
    assert page.text_content('[data-testid="result-spell"]') == "6"


def test_the_progress_says_when_the_bound_has_stalled(page_ok):
    """The search's progress as the engine replies it: while its bound can still fall, best and
    bound; once every sweep grew too big (``stalled``), the line says so and that Stop keeps the
    best path; the dataset tells the two apart."""
    page = page_ok
    page.click('[data-testid="tab-spell"]')
    shown = page.evaluate(
        """async () => {
            const { SolveView } = await import('./js/tools/spell/view.js');
            const view = new SolveView();
            const seen = [];
            for (const stalled of [false, true]) {
                view.setProgress({ length: 287, upper_bound: 290, nodes: 2166018, stalled }, 'running');
                seen.push([view.progress.textContent, view.progress.dataset.stalled]);
            }
            return seen;
        }"""
    )
    assert shown[0] == ["Searching… best so far 287 · upper bound 290 · 2,166,018 nodes searched", "false"]
    assert shown[1][0].startswith(shown[0][0] + " · the bound has stalled: every sweep grew too big")
    assert "Stop keeps the best path" in shown[1][0] and shown[1][1] == "true"
