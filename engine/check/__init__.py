"""Check my program: judge a student's program against the engine, then shrink a failing case.

The engine never runs student code: a *runner* is injected, ``runner(task) -> outcome`` (see
``harness`` for both shapes). The command line runs each task in a subprocess with a time limit; the
page runs it in a worker of its own. ``detect`` tells the program's shape from its text; ``start``
and ``advance`` drive the check one task at a time over plain data (``driver``); ``check`` is that
loop for a door that can call its runner directly.

>>> code = "class Solution:\\n    def snakesAndLadders(self, board):\\n        return 1"
>>> def fake(task):  # a runner that answers 1 without running anything
...     return {"status": "ok", "value": 1, "stdout": "", "seconds": 0.0}
>>> r = check(code, fake, count=14)
>>> r["verdict"], r["failure"]["name"], r["shrunk"]["size"], r["shrunk"]["expected"]
('wrong answer', 'LeetCode example 1 (6x6)', 9, '2')
"""

import time

from .driver import advance, start
from .harness import FILENAME, HARNESS
from .judge import VERDICTS
from .shape import SHAPES, detect

__all__ = ["check", "detect", "start", "advance", "SHAPES", "VERDICTS", "HARNESS", "FILENAME", "PROBLEMS"]

#: problem -> the shapes a program for it may have
PROBLEMS = {}
for _shape, (_problem, _kind, _says) in SHAPES.items():
    PROBLEMS.setdefault(_problem, []).append(_shape)


def check(code, runner, shape=None, seed=1, count=60, shrink_runs=300, on_case=None):
    """Run the whole check with ``runner`` and return the report (see ``driver``); the engine's share of
    the time is measured here (everything but the runner)."""
    shape = shape or detect(code)["shape"]
    if shape is None:
        raise ValueError("cannot tell which problem this program solves; name its shape")
    t0 = time.perf_counter()
    runner_seconds = 0.0
    state = start(code, shape, seed=seed, count=count, shrink_runs=shrink_runs)
    while state["next"] is not None:
        t1 = time.perf_counter()
        outcome = runner(state["next"])
        runner_seconds += time.perf_counter() - t1
        if on_case is not None:
            on_case(state, outcome)
        state = advance(state, outcome)
    report = state["report"]
    report["engine_seconds"] = time.perf_counter() - t0 - runner_seconds
    report["runner_seconds"] = runner_seconds
    return report
