"""The BFS told one queue item at a time (issue #14): the page draws the engine's ``queue_steps``
(sentence, queue, square taken, visited squares) and marks the code line of each step."""

import pytest
from test_throws import SEED_000, current_line, engine, outlined, queue, run_board, shaded, state, status

pytestmark = pytest.mark.browser


def test_stepping_one_queue_item_at_a_time_follows_the_engine(page_ok):
    page = page_ok
    run_board(page, SEED_000)
    steps = engine(SEED_000)["queue_steps"]
    assert steps and steps[-1]["found"]
    page.select_option('[data-testid="step-by-throws"]', "item")
    assert state(page)["kind"] == "init"
    visited = {"1": 0}
    for j, q in enumerate(steps):
        page.click('[data-testid="step-throws"]')
        assert state(page) == {"kind": "item", "layer": q["distance"] + 1, "step": j + 1}
        assert status(page) == f"Step {j + 1}: {q['text']}"
        assert queue(page) == q["queue"]
        assert outlined(page, "expanding") == [q["square"]]
        assert sorted(outlined(page, "queued")) == sorted(q["queue"])
        visited.update({str(t): q["distance"] + 1 for t in q["new"]})
        assert shaded(page) == visited
        assert current_line(page) == ("found" if q["found"] else "append" if q["new"] else "seen")
    page.click('[data-testid="step-throws"]')
    assert state(page)["kind"] == "found"
    page.click('[data-testid="step-back-throws"]')
    assert status(page).startswith(f"Step {len(steps)}: take square {steps[-1]['square']} off the queue")
    page.select_option('[data-testid="step-by-throws"]', "layer")
    page.click('[data-testid="step-throws"]')
    assert state(page) == {"kind": "layer", "layer": 1, "step": 1}
