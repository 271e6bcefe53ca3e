"""The shortest-route page (tool throws): the board drawn, BFS stepped layer by layer with its code line,
the route throw by throw, plain vs pruned counts, the converter, every example, unreachable goals.

Expected layers, routes, counts and conversions come from the engine in Python, never from numbers
read off the page.
"""

import pytest

from engine import api, examples
from pagekit import inject_axe, run_tool

pytestmark = pytest.mark.browser

EXAMPLES = [e for e in examples.examples() if "throws" in e.get("tools", ["throws"])]
BY_ID = {e["id"]: e for e in EXAMPLES}
SEED_000 = BY_ID["seed000-board"]["text"]
#: From square 1 every throw ends on 2 or back on 1 (six snakes in a row): the goal is out of reach.
WALLED = "Size = 20\nSnake = [[3,1],[4,1],[5,1],[6,1],[7,1],[8,1]]\n"
DEFAULTS = {"format": "auto", "faces": 6, "dice": "", "end": "auto", "start": "auto", "chain": False}
BFS = '[data-testid="bfs-throws"]'
SQUARES = "els => els.map(e => Number(e.dataset.square))"
BOARD = '[data-testid="board-throws"] svg.board'


def runs(page):
    return int(page.get_attribute("#panel-throws", "data-runs") or 0)


def wait_for_run(page, before):
    """Wait for a run's answer drawn since ``before`` runs and no run in flight (Run free again): an
    automatic run started before Run was pressed draws first, and the pressed run's answer, drawn
    after it, would show its last step again under a test that has moved on."""
    page.wait_for_function(
        """n => Number(document.querySelector('#panel-throws').dataset.runs || 0) > n
        && !document.querySelector('[data-testid="run-throws"]').disabled""",
        arg=before,
        timeout=60_000,
    )


def run_board(page, text, options=None):
    """Put ``text`` in the editor with the page's options (defaults unless given) and run it."""
    page.click('[data-testid="tab-throws"]')
    page.evaluate("o => window.boardlab.throws.wb.setOptions(o)", {**DEFAULTS, **(options or {})})
    if len(text) > 100_000:
        # Playwright types a fill into the textarea, which takes tens of seconds at this size: paste it.
        page.evaluate(
            """t => { const el = document.querySelector('[data-testid="input-throws"]');
            el.value = t; el.dispatchEvent(new Event('input', {bubbles: true})); }""",
            text,
        )
    else:
        page.fill('[data-testid="input-throws"]', text)
    before = runs(page)
    page.click('[data-testid="run-throws"]')
    wait_for_run(page, before)


def engine(text, options=None):
    return api.throws(text, {**DEFAULTS, **(options or {})})


def shaded(page):
    """{label: number written on the square} for every square the BFS has shaded so far."""
    return page.evaluate("""() => {
        const svg = document.querySelector('[data-testid="board-throws"] svg.board');
        const rects = [...svg.querySelectorAll('g.squares rect.sq')];
        const marks = [...svg.querySelectorAll('g.labels text.mark')];
        const out = {};
        rects.forEach((r, i) => {
            if (marks[i].textContent !== '') out[r.dataset.square] = Number(marks[i].textContent);
        });
        return out;
    }""")


def outlined(page, cls):
    return page.eval_on_selector_all(f"{BOARD} .bfs-overlay .{cls} rect[data-square]", SQUARES)


def queue(page):
    return page.eval_on_selector_all('[data-testid="queue-throws"] li[data-square]', SQUARES)


def current_line(page):
    lines = page.eval_on_selector_all(
        '[data-testid="code-throws"] li.current', "ls => ls.map(l => [l.dataset.line, l.getAttribute('aria-current')])"
    )
    assert len(lines) == 1, lines
    assert lines[0][1] == "step"
    return lines[0][0]


def state(page):
    return page.evaluate("""() => { const d = document.querySelector('[data-testid="bfs-throws"]').dataset;
        return {kind: d.kind, layer: Number(d.layer), step: Number(d.step)}; }""")


def status(page):
    return page.text_content('[data-testid="step-status-throws"]')


def test_seed_000_board_is_drawn_with_ladders_and_snakes_told_apart(page_ok):
    """100 numbered squares, 4 ladders (rails and rungs) and 3 snakes (wavy body and head), start and goal marked."""
    run_board(page_ok, SEED_000)
    assert page_ok.text_content('[data-testid="result-throws"]') == "4"
    assert "pairs" in page_ok.text_content('[data-testid="detected-throws"]')
    assert page_ok.locator(f"{BOARD} rect.sq").count() == 100
    numbers = page_ok.eval_on_selector_all(f"{BOARD} text.num", "ts => ts.map(t => t.textContent)")
    assert sorted(map(int, numbers)) == list(range(1, 101))
    assert page_ok.locator(f"{BOARD} g.ladder").count() == 4
    assert page_ok.locator(f"{BOARD} g.snake").count() == 3
    assert page_ok.locator(f"{BOARD} g.ladder line.rung").count() >= 8
    assert page_ok.locator(f"{BOARD} g.ladder path, {BOARD} g.ladder circle").count() == 0
    assert page_ok.locator(f"{BOARD} g.snake path.body").count() == 3
    assert page_ok.locator(f"{BOARD} g.snake circle.head").count() == 3
    assert page_ok.text_content(f"{BOARD} text.badge.start") == "START"
    assert page_ok.text_content(f"{BOARD} text.badge.goal") == "GOAL"
    assert "start" in page_ok.get_attribute(f'{BOARD} rect.sq[data-square="1"]', "class").split()
    assert "goal" in page_ok.get_attribute(f'{BOARD} rect.sq[data-square="100"]', "class")


def test_bfs_steps_one_layer_at_a_time_with_the_code_line(page_ok):
    """Reset, then Step: each step adds one layer (shades, queue, outlines match the engine) and marks its code line."""
    expected = engine(SEED_000)
    layers = expected["layers"]
    run_board(page_ok, SEED_000)
    page_ok.click('[data-testid="reset-throws"]')
    assert state(page_ok) == {"kind": "init", "layer": 0, "step": 0}
    assert "Layer 0" in status(page_ok)
    assert current_line(page_ok) == "init"
    assert shaded(page_ok) == {"1": 0}
    assert queue(page_ok) == [1]
    for k in range(1, expected["throws"] + 1):
        page_ok.click('[data-testid="step-throws"]')
        assert state(page_ok)["layer"] == k
        assert f"Layer {k}" in status(page_ok)
        assert current_line(page_ok) == "append"
        want = {str(label): d for d in range(k + 1) for label in layers[d]}
        assert shaded(page_ok) == want, k
        assert queue(page_ok) == layers[k]
        assert sorted(outlined(page_ok, "queued")) == sorted(layers[k])
        assert sorted(outlined(page_ok, "expanding")) == sorted(layers[k - 1])
    page_ok.click('[data-testid="step-throws"]')
    assert state(page_ok)["kind"] == "found"
    assert current_line(page_ok) == "found"
    assert "Goal 100 is in layer 4" in status(page_ok)
    # Back and forward again: the code line follows.
    page_ok.click('[data-testid="step-back-throws"]')
    assert current_line(page_ok) == "append"
    page_ok.click('[data-testid="step-throws"]')
    assert current_line(page_ok) == "found"


def test_route_is_highlighted_throw_by_throw_with_its_rolls(page_ok):
    """After the search each step draws one more throw of the route, with its roll, and marks it in the list."""
    expected = engine(SEED_000)
    moves = expected["moves"]
    run_board(page_ok, SEED_000)
    # A finished run shows the whole route at once.
    assert state(page_ok)["kind"] == "route"
    assert page_ok.locator(f"{BOARD} .route-overlay g.throw").count() == len(moves)
    assert page_ok.text_content('[data-testid="route-text-throws"]') == expected["route_text"] == "1 6>46 51 57>98 100"
    page_ok.click('[data-testid="reset-throws"]')
    while state(page_ok)["kind"] != "found":
        page_ok.click('[data-testid="step-throws"]')
    assert page_ok.locator(f"{BOARD} .route-overlay g.throw").count() == 0
    for i, m in enumerate(moves, 1):
        page_ok.click('[data-testid="step-throws"]')
        assert current_line(page_ok) == "r-return"
        throws = page_ok.eval_on_selector_all(
            f"{BOARD} .route-overlay g.throw",
            """gs => gs.map(g => [
            Number(g.dataset.move), Number(g.dataset.roll), g.classList.contains('current'),
            g.querySelector('.die-num').textContent])""",
        )
        assert throws == [[j, moves[j - 1]["roll"], j == i, str(moves[j - 1]["roll"])] for j in range(1, i + 1)]
        assert page_ok.get_attribute('[data-testid="route-throws"] li.current', "data-move") == str(i)
        assert f"roll {m['roll']}: {m['from']} → {m['landing']}" in status(page_ok)
    assert page_ok.is_disabled('[data-testid="step-throws"]')
    items = page_ok.eval_on_selector_all('[data-testid="route-throws"] li', "ls => ls.map(l => l.textContent)")
    assert items == [
        "roll 5: 1 → 6, ladder up to 46",
        "roll 5: 46 → 51",
        "roll 6: 51 → 57, ladder up to 98",
        "roll 2: 98 → 100",
    ]


def test_play_runs_to_the_end_and_keys_step(page_ok):
    """Play at full speed reaches the last throw of the route; the arrow keys and Home step while the tab shows."""
    run_board(page_ok, SEED_000)
    page_ok.click('[data-testid="reset-throws"]')
    page_ok.fill('[data-testid="speed-throws"]', "10")
    page_ok.click('[data-testid="play-throws"]')
    assert page_ok.get_attribute('[data-testid="play-throws"]', "aria-label") == "Pause"
    last = page_ok.evaluate("document.querySelectorAll('#panel-throws [data-testid=\"route-throws\"] li').length")
    page_ok.wait_for_function(
        """n => document.querySelector('[data-testid="bfs-throws"]').dataset.kind === 'route'
        && document.querySelectorAll('[data-testid="board-throws"] .route-overlay g.throw').length === n""",
        arg=last,
        timeout=20_000,
    )
    assert page_ok.get_attribute('[data-testid="play-throws"]', "aria-label") == "Play"
    page_ok.focus('[data-testid="reset-throws"]')
    page_ok.keyboard.press("Home")
    assert state(page_ok)["step"] == 0
    page_ok.keyboard.press("ArrowRight")
    assert state(page_ok) == {"kind": "layer", "layer": 1, "step": 1}


@pytest.mark.parametrize("example_id", ["seed000-board", "lc909-example-1", "seed003-counts", "uil-seed001"])
def test_plain_and_pruned_counts_match_the_engine(page_ok, example_id):
    ex = BY_ID[example_id]
    expected = engine(ex["text"], ex["options"])
    run_board(page_ok, ex["text"], ex["options"])
    cells = page_ok.eval_on_selector_all(
        '[data-testid="compare-throws"] td[data-cell]',
        """ts => Object.fromEntries(
        ts.map(t => [t.dataset.cell, t.querySelector('.num')?.textContent ?? t.textContent]))""",
    )
    for which in ("plain", "pruned"):
        for key in ("throws", "enqueued", "expanded"):
            assert cells[f"{which}-{key}"] == f"{expected[which][key]:,}", (which, key)
    for key in ("enqueued", "expanded"):
        assert cells[f"factor-{key}"] == f"{expected['compare'][key + '_factor']:.1f}×"
    assert cells["factor-throws"] == "same"


def test_examples_menu_has_every_seed_board_and_each_gives_the_engine_answer(page_ok):
    """Choosing an example loads it and runs it; the number is the engine's for that example."""
    page_ok.click('[data-testid="tab-throws"]')
    ids = page_ok.eval_on_selector_all(
        '[data-testid="examples-throws"] option', "os => os.map(o => o.value).filter(Boolean)"
    )
    assert ids == [e["id"] for e in EXAMPLES]
    seeds = ("seed000-board", "seed000-n30", "lc909-example-1", "lc909-example-2", "uil-seed001", "seed003-counts")
    assert set(seeds) <= set(ids)
    for ex in EXAMPLES:
        before = runs(page_ok)
        page_ok.select_option('[data-testid="examples-throws"]', ex["id"])
        wait_for_run(page_ok, before)
        expected = api.throws(ex["text"], ex["options"])
        assert page_ok.input_value('[data-testid="input-throws"]') == ex["text"]
        assert page_ok.text_content('[data-testid="result-throws"]') == str(expected["throws"]), ex["id"]
        assert expected["format"] in page_ok.text_content('[data-testid="detected-throws"]')
        assert page_ok.locator(f"{BOARD} rect.sq").count() == expected["board"]["size"]
        assert page_ok.text_content('[data-testid="route-text-throws"]') == expected["route_text"]


def test_converter_round_trip(page_ok):
    """Seed 000's board converted to LeetCode 909 (the engine's text), used, run (4 throws), and converted back."""
    run_board(page_ok, SEED_000)
    page_ok.select_option('[data-testid="convert-to-throws"]', "lc909")
    page_ok.click('[data-testid="convert-run-throws"]')
    page_ok.wait_for_selector('[data-testid="converted-throws"]:not([hidden])')
    lc909 = api.convert(SEED_000, {"to": "lc909"})["text"]
    assert page_ok.input_value('[data-testid="converted-throws"]') == lc909
    assert page_ok.get_attribute('[data-testid="converted-throws"]', "readonly") is not None
    before = runs(page_ok)
    page_ok.click('[data-testid="convert-use-throws"]')
    wait_for_run(page_ok, before)
    assert page_ok.input_value('[data-testid="input-throws"]') == lc909
    assert page_ok.text_content('[data-testid="result-throws"]') == "4"
    assert "lc909" in page_ok.text_content('[data-testid="detected-throws"]')
    assert page_ok.is_visible('[data-testid="undo-throws"]')
    page_ok.select_option('[data-testid="convert-to-throws"]', "pairs")
    page_ok.click('[data-testid="convert-run-throws"]')
    page_ok.wait_for_function(
        "t => document.querySelector('[data-testid=\"converted-throws\"]').value === t",
        arg=api.convert(lc909, {"to": "pairs"})["text"],
    )
    assert api.convert(lc909, {"to": "pairs"})["text"].strip() == SEED_000.strip()


def test_converter_explains_a_format_that_cannot_hold_the_board(page_ok):
    """A 30-square board has no LeetCode 909 form: the converter says so and the input is not blamed."""
    run_board(page_ok, BY_ID["seed000-n30"]["text"])
    page_ok.select_option('[data-testid="convert-to-throws"]', "lc909")
    page_ok.click('[data-testid="convert-run-throws"]')
    page_ok.wait_for_function("""document.querySelector('[data-testid="convert-note-throws"]')
        .textContent.includes('n x n')""")
    assert page_ok.is_hidden('[data-testid="converted-throws"]')
    assert page_ok.is_hidden('[data-testid="error-throws"]')


def test_errors_point_at_the_line(page_ok):
    """A bad third line: the error names it and the gutter marks line 3; converting names it too."""
    text = "Ladder = [[6,46]]\nSnake = [[47,9]]\nSize = 7 x"
    run_board(page_ok, text)
    err = page_ok.text_content('[data-testid="error-throws"]')
    assert "line 3, col 10" in err, err
    assert page_ok.text_content("#panel-throws .gutter .bad") == "3"
    assert page_ok.text_content('[data-testid="result-throws"]') == "–"
    assert page_ok.is_hidden(BFS)
    page_ok.click('[data-testid="convert-run-throws"]')
    page_ok.wait_for_selector('[data-testid="error-throws"]:not([hidden])')
    assert "line 3, col 10" in page_ok.text_content('[data-testid="error-throws"]')


def test_unreachable_goal_shows_the_reachable_squares(page_ok):
    """-1, and the search ends with the reachable squares shaded, the rest crossed out and listed as unreachable."""
    expected = engine(WALLED)
    assert expected["throws"] == -1
    run_board(page_ok, WALLED)
    assert page_ok.text_content('[data-testid="result-throws"]') == "-1"
    assert state(page_ok)["kind"] == "empty"
    assert current_line(page_ok) == "empty"
    assert "cannot be reached" in status(page_ok)
    assert {int(k) for k in shaded(page_ok)} == set(expected["reachable"])
    crossed = page_ok.eval_on_selector_all(f"{BOARD} .bfs-overlay .unreachable path", SQUARES)
    assert sorted(crossed) == [s for s in range(1, 21) if s not in expected["reachable"]]
    assert queue(page_ok) == []
    summary = page_ok.text_content('[data-testid="summary-throws"]')
    assert f"only {len(expected['reachable'])} squares of 20" in summary
    note = page_ok.text_content('[data-testid="route-note-throws"]')
    assert "reachable squares: " + " ".join(map(str, expected["reachable"])) in note


def test_start_off_the_board_and_chained_jumps_use_the_options(page_ok):
    """Start off the board (Chutes and Ladders): the route begins from square 0, which is not drawn."""
    ex = BY_ID["chutes-ladders-47"]
    expected = api.throws(ex["text"], ex["options"])
    run_board(page_ok, ex["text"], {"start": "off"})
    assert page_ok.text_content('[data-testid="result-throws"]') == str(expected["throws"])
    assert page_ok.text_content('[data-testid="route-text-throws"]') == expected["route_text"]
    assert page_ok.locator(f"{BOARD} .route-overlay g.throw").count() == expected["throws"]


def test_big_board_keeps_the_number_and_skips_the_drawing(page_ok):
    """Above 4,096 squares nothing is drawn; above 65,536 the search is not replayed; the number is the engine's."""
    n = 70  # 4,900 squares: replayed without a drawing
    text = "[" + ",\n".join("[" + ",".join(["-1"] * n) + "]" for _ in range(n)) + "]"
    run_board(page_ok, text)
    assert page_ok.text_content('[data-testid="result-throws"]') == str(engine(text)["throws"])
    assert "too many to draw" in page_ok.text_content('[data-testid="board-throws"]')
    assert page_ok.is_visible(BFS)
    page_ok.click('[data-testid="reset-throws"]')
    page_ok.click('[data-testid="step-throws"]')
    assert queue(page_ok) == engine(text)["layers"][1]
    n = 260  # 67,600 squares
    text = "[" + ",\n".join("[" + ",".join(["-1"] * n) + "]" for _ in range(n)) + "]"
    expected = engine(text)
    assert expected["details"] is False
    run_board(page_ok, text)
    assert page_ok.text_content('[data-testid="result-throws"]') == str(expected["throws"])
    assert page_ok.is_hidden(BFS)
    assert page_ok.is_hidden('[data-testid="compare-throws"]')
    assert "65,536" in page_ok.text_content('[data-testid="route-note-throws"]')


@pytest.mark.parametrize("width", [360, 1280])
def test_layout_fits_and_axe_is_clean_with_the_search_shown(page_ok, server, width):
    run_board(page_ok, SEED_000)
    page_ok.set_viewport_size({"width": width, "height": 900})
    try:
        overflow = page_ok.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 1, f"horizontal overflow of {overflow}px at {width}px"
        box = page_ok.locator(BOARD).bounding_box()
        assert box["width"] >= min(width - 70, 600), box
        inject_axe(page_ok)
        result = page_ok.evaluate("""async () => {
            const r = await axe.run(document.querySelector('#panel-throws'), {resultTypes: ['violations']});
            return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                .map(v => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')})`);
        }""")
        assert result == []
    finally:
        page_ok.set_viewport_size({"width": 1280, "height": 900})


def test_classroom_helper_still_reads_the_number(page_ok):
    """The shared run_tool helper (other tests use it) still sees exactly the number."""
    run_tool(page_ok, "throws", SEED_000)
    assert page_ok.text_content('[data-testid="result-throws"]') == "4"
