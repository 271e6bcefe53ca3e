"""Verdicts as a judge gives them, from a runner's outcome and the engine's answer.

Vocabulary: a *verdict* is ``accepted``, ``wrong answer``, ``runtime error``, ``time limit`` or
``output format``. Output is compared the way most judges compare it: trailing blanks on a line
and blank lines at the end are ignored; when the words agree but the lines do not (an extra blank
line in the middle, words joined or split across lines, double spaces), the verdict is
``output format``; when the words differ it is ``wrong answer``.

>>> compare_text("4\\n", "4  \\n\\n")["verdict"]
'accepted'
>>> compare_text("4\\n", "4\\n\\n4\\n")["verdict"]
'wrong answer'
>>> compare_text("1 2\\n", "1\\n2\\n")["verdict"]
'output format'
"""

__all__ = ["ACCEPTED", "WRONG", "RUNTIME", "TIMEOUT", "FORMAT", "VERDICTS", "compare_text", "from_outcome", "lines"]

ACCEPTED = "accepted"
WRONG = "wrong answer"
RUNTIME = "runtime error"
TIMEOUT = "time limit"
FORMAT = "output format"
#: every verdict, best first
VERDICTS = (ACCEPTED, WRONG, RUNTIME, TIMEOUT, FORMAT)


def lines(text):
    """The lines a judge compares: trailing blanks dropped, trailing empty lines dropped."""
    out = [line.rstrip() for line in (text or "").replace("\r\n", "\n").split("\n")]
    while out and not out[-1]:
        out.pop()
    return out


def _first_difference(want, got):
    for k, (a, b) in enumerate(zip(want, got)):
        if a != b:
            return k
    return min(len(want), len(got))


def compare_text(expected, got):
    """``{"verdict", "detail", "line"}`` for a stdin program's output (``line``: the first line, from 1,
    where the output and the expected output differ, or None)."""
    want, have = lines(expected), lines(got)
    if want == have:
        return {"verdict": ACCEPTED, "detail": "", "line": None}
    k = _first_difference(want, have)
    w = want[k] if k < len(want) else "(end of output)"
    h = have[k] if k < len(have) else "(end of output)"
    detail = f"line {k + 1}: expected {w!r}, got {h!r}"
    if " ".join(want).split() == " ".join(have).split():
        return {"verdict": FORMAT, "detail": "the right words laid out differently; " + detail, "line": k + 1}
    return {"verdict": WRONG, "detail": detail, "line": k + 1}


def from_outcome(outcome):
    """The verdict an outcome gives before its answer is read (runtime error, time limit), or None."""
    status = outcome.get("status")
    if status == "timeout":
        return {"verdict": TIMEOUT, "detail": f"no answer within {outcome.get('limit', '?')} s", "line": None}
    if status != "ok":
        where = f" (line {outcome['line']} of your code)" if outcome.get("line") else ""
        return {"verdict": RUNTIME, "detail": f"{outcome.get('error') or 'the program failed'}{where}", "line": None}
    return None
