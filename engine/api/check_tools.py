"""The ``check`` tool's request: the student's code as the text; without ``state`` it starts a check,
with ``state`` and ``outcome`` (what running ``state.next`` gave) it advances it. The reply is the new
state: run ``next`` (None when done) and send the outcome back; ``report`` is set at the end.

>>> r = check("import sys\\nprint(sys.argv)", {"problem": None, "shape": "auto", "seed": 1, "count": 3,
...     "time_limit": 2.0, "state": None, "outcome": None})
>>> r["detected"]["shape"], r["next"]["argv"]
('dond', ['6', '3', '-1'])
"""

from ..check import PROBLEMS, advance, detect, start
from ..errors import InputError

__all__ = ["check", "shape_of"]


def shape_of(code, o):
    """The detection reply for the code and the options ``problem``, ``shape``; InputError when the
    shape is unknown or does not solve the problem asked for."""
    det = detect(code, None if o["shape"] == "auto" else o["shape"])
    problem = o["problem"]
    if problem and det["problem"] != problem:
        shapes = PROBLEMS[problem]
        if len(shapes) == 1 or (o["shape"] == "auto" and det["shape"] is None):
            det = detect(code, shapes[0] if len(shapes) == 1 else ("lc909" if "def " in code else "hackerrank"))
        else:
            raise InputError(
                1,
                1,
                f"this code does not look like a {problem} program:",
                found=str(det["shape"]),
                expected="one of the shapes " + ", ".join(shapes) + " (choose the shape)",
            )
    if det["shape"] is None:
        raise InputError(1, 1, "cannot tell which program this is", expected="a problem or a shape chosen")
    return det


def check(text, o):
    det = shape_of(text, o)
    if o["state"] is None:
        state = start(text, det["shape"], seed=o["seed"], count=o["count"])
    else:
        if not isinstance(o["outcome"], dict):
            raise InputError(1, 1, "option outcome must be the runner's outcome, not", found=repr(o["outcome"])[:40])
        state = advance(o["state"], {**o["outcome"], "limit": o["time_limit"], "memory_mb": o["memory_mb"]})
    return {"detected": det, "state": state, "next": state["next"], "report": state["report"]}
