"""The page and the CLI never disagree: every example, answered by the engine inside Pyodide (in the
page's worker), gives exactly the reply CPython's engine gives here."""

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from engine import api  # noqa: E402
from engine.examples import examples  # noqa: E402

pytestmark = pytest.mark.browser

#: The tool each example's menu belongs to first (board examples without ``tools`` go to throws).
CASES = [(e["tools"][0] if e.get("tools") else "throws", e) for e in examples()]


def same(a, b, path="reply"):
    """Equal, except that floats may differ in their last bits: Python 3.12+ sums floats with
    compensated summation (Pyodide runs 3.14), so a long float sum can differ by an ulp or two."""
    if isinstance(a, float) or isinstance(b, float):
        assert isinstance(a, (int, float)) and isinstance(b, (int, float)), path
        assert a == pytest.approx(b, rel=1e-9, abs=1e-12), path
    elif isinstance(a, dict):
        assert isinstance(b, dict) and a.keys() == b.keys(), path
        for k in a:
            same(a[k], b[k], f"{path}.{k}")
    elif isinstance(a, list):
        assert isinstance(b, list) and len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b)):
            same(x, y, f"{path}[{i}]")
    else:
        assert a == b, path


def in_browser(page, tool, text, options):
    return page.evaluate(
        """async ([tool, text, options]) => {
            const engine = await import('./js/engine.js');
            return await engine.call(tool, text, options);
        }""",
        [tool, text, options],
    )


@pytest.mark.parametrize("tool, example", CASES, ids=[e["id"] for _, e in CASES])
def test_example_answers_the_same_in_pyodide_and_cpython(page_ok, tool, example):
    options = dict(example.get("options") or {})
    if tool == "analysis":
        options.setdefault("what_if", False)
    here = json.loads(json.dumps(api.handle({"tool": tool, "text": example["text"], "options": options})))
    there = in_browser(page_ok, tool, example["text"], options)
    assert here["ok"], here
    same(there, here)


@pytest.mark.parametrize(
    "tool, text",
    [
        ("throws", "Ladder = [[6,46],[19,43]\nSnake = [[47,9]]"),
        ("games", "1\n3\n06 L1 08\n05 S1 03\n00 L1 S1\nP1:1,7\nP2:2,2\n"),
        ("dond", "6 x -1"),
        ("spell", "ABC\nAB\n"),
    ],
)
def test_input_errors_are_the_same_in_pyodide_and_cpython(page_ok, tool, text):
    here = api.handle({"tool": tool, "text": text, "options": {}})
    there = in_browser(page_ok, tool, text, {})
    assert not here["ok"] and there == json.loads(json.dumps(here))
