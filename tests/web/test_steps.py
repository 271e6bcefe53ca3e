"""The algorithms told step by step (issue #14): seed 002's pruned BFS, the dice-script replay and
the spellpath search. Each step's sentence, queue, path and code line on the page are the engine's
records (called here in-process); Back goes back a step; the keys step only while the board has
the focus."""

import pytest
from test_throws import SEED_000, current_line, engine, outlined, queue, run_board, shaded, state, status

from engine import api, examples
from pagekit import run_tool

pytestmark = pytest.mark.browser

GAMES = next(e["text"] for e in examples.examples() if e["id"] == "seed001-games")
#: the handout's easy-3x4 grid: the plain search tries every path within the step limit
GRID = "ABBB\nBBAB\n-B-A\n"


def pruned_line(page):
    lines = '[data-testid="code-pruned-throws"] li.current'
    return page.eval_on_selector_all(lines, "ls => ls.map(l => l.dataset.line)")


def keys_step_only_with_the_focus_on(page, tool, board):
    """ArrowRight does nothing while the focus is elsewhere, and steps once the board has it."""
    scrub = f'[data-testid="scrub-{tool}"]'
    page.click(f'[data-testid="reset-{tool}"]')
    page.focus(f'[data-testid="input-{tool}"]')
    page.evaluate("() => document.activeElement.blur()")  # the focus on the page itself, not the board
    page.keyboard.press("ArrowRight")
    assert page.input_value(scrub) == "0"
    page.focus(f'[data-testid="tab-{tool}"]')
    page.keyboard.press("ArrowRight")
    page.click(f'[data-testid="tab-{tool}"]')
    assert page.input_value(scrub) == "0"
    page.click(board)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert page.input_value(scrub) == "2"
    page.keyboard.press("ArrowLeft")
    assert page.input_value(scrub) == "1"


def test_pruned_bfs_steps_say_why_each_square_is_skipped_or_queued(page_ok):
    page = page_ok
    run_board(page, SEED_000)
    steps = engine(SEED_000)["pruned_steps"]
    assert steps and steps[-1]["found"] and len(steps) == engine(SEED_000, {"pruned": True})["pruned"]["expanded"]
    page.select_option('[data-testid="step-by-throws"]', "pruned")
    assert page.is_hidden('[data-testid="code-throws"]') and page.is_visible('[data-testid="code-pruned-throws"]')
    assert pruned_line(page) == ["while"]
    visited = {"1": 0}
    for j, q in enumerate(steps):
        page.click('[data-testid="step-throws"]')
        assert state(page) == {"kind": "pruned", "layer": q["distance"] + 1, "step": j + 1}
        assert status(page) == f"Step {j + 1}: {q['text']}"
        assert queue(page) == q["queue"]
        assert outlined(page, "expanding") == [q["square"]]
        assert sorted(outlined(page, "queued")) == sorted(q["queue"])
        visited.update({str(t): q["marked_distance"] for t in q["marked"]})
        assert shaded(page) == visited
        assert pruned_line(page) == [q["line"]]
    assert "dominated" in {r["verdict"] for q in steps for r in q["rolls"]}
    assert page.is_disabled('[data-testid="step-throws"]')
    page.click('[data-testid="step-back-throws"]')
    assert status(page) == f"Step {len(steps) - 1}: {steps[-2]['text']}"
    keys_step_only_with_the_focus_on(page, "throws", '[data-testid="board-throws"]')
    assert status(page) == f"Step 1: {steps[0]['text']}"
    page.select_option('[data-testid="step-by-throws"]', "item")
    page.click('[data-testid="step-throws"]')
    assert state(page)["kind"] == "item" and current_line(page) in ("append", "seen", "found")


def narration(page, tool):
    return page.text_content(f'[data-testid="narration-{tool}"]')


def test_the_replay_tells_each_move_with_the_rule_that_applied(page_ok):
    page = page_ok
    run_tool(page, "games", GAMES)
    game = api.run("games", GAMES)["games"][0]
    steps = game["steps"]
    assert len(steps) == len(game["moves"]) and not game["steps_truncated"]
    page.click('[data-testid="reset-games"]')
    assert narration(page, "games") == f"Every token starts on square {game['start']}."
    rules = set()
    for i, s in enumerate(steps, 1):
        page.click('[data-testid="step-games"]')
        assert narration(page, "games") == s["text"]
        assert page.get_attribute('[data-testid="narration-games"]', "data-rule") == s["rule"]
        m = game["moves"][i - 1]
        token = page.get_attribute(f'[data-testid="tokens-games"] li[data-player="{m["player"]}"]', "data-square")
        assert int(token) == m["to"]
        rules.add(s["rule"])
    assert {"plain", "ladder", "snake"} <= rules
    page.click('[data-testid="step-back-games"]')
    assert narration(page, "games") == steps[-2]["text"]
    keys_step_only_with_the_focus_on(page, "games", '[data-testid="board-games"]')
    assert narration(page, "games") == steps[0]["text"]


def test_the_spell_search_grows_and_backs_off_the_path(page_ok):
    page = page_ok
    run_tool(page, "spell", GRID)
    told = api.run("spellgrid", GRID)
    steps = told["path_steps"]
    assert not told["path_steps_truncated"] and steps[-1]["kind"] == "done"
    assert steps[-1]["best"] == api.run("spell", GRID)["length"] == 6
    page.wait_for_selector('[data-testid="steps-spell"]:not([hidden])')
    page.click('[data-testid="reset-spell"]')
    for i, s in enumerate(steps):
        if i:
            page.click('[data-testid="step-spell"]')
        assert narration(page, "spell") == s["text"]
        drawn = page.eval_on_selector_all(
            '[data-testid="hex-steps-spell"] g.step', "gs => gs.map(g => [Number(g.dataset.r), Number(g.dataset.c)])"
        )
        assert drawn == s["path"]
        line = page.eval_on_selector_all('[data-testid="code-spell"] li.current', "ls => ls.map(l => l.dataset.line)")
        assert line == [s["line"]]
    assert {"start", "extend", "backtrack", "done"} == {s["kind"] for s in steps}
    page.click('[data-testid="step-back-spell"]')
    assert narration(page, "spell") == steps[-2]["text"]
    keys_step_only_with_the_focus_on(page, "spell", '[data-testid="hex-steps-spell"]')
    assert narration(page, "spell") == steps[1]["text"]
