"""Verdicts as a judge gives them, from a runner's outcome and the engine's answer.

Vocabulary: a *verdict* is ``accepted``, ``wrong answer``, ``runtime error``, ``time limit``,
``memory limit`` or ``output format``. Output is compared the way most judges compare it: trailing blanks on a line
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

import re

__all__ = [
    "ACCEPTED",
    "WRONG",
    "RUNTIME",
    "TIMEOUT",
    "MEMORY",
    "FORMAT",
    "VERDICTS",
    "compare_text",
    "compare_numbers",
    "from_outcome",
    "lines",
]

ACCEPTED = "accepted"
WRONG = "wrong answer"
RUNTIME = "runtime error"
TIMEOUT = "time limit"
MEMORY = "memory limit"
FORMAT = "output format"
#: every verdict, best first
VERDICTS = (ACCEPTED, WRONG, RUNTIME, TIMEOUT, MEMORY, FORMAT)
#: what an interpreter says when it runs out of memory (Python, Pyodide's WebAssembly, the browsers'
#: WebAssembly memories, the C library; CPython's "returned NULL without setting an exception" is an
#: allocation that failed inside C code), matched in any case ("Out of memory", "out of memory")
_OUT_OF_MEMORY = (
    "MemoryError",
    "out of memory",
    "Cannot allocate memory",
    "could not allocate memory",
    "Unable to grow instance memory",
    "Aborted(OOM)",
    "Maximum memory size",
    "returned NULL without setting an exception",
)


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


def compare_numbers(expected, got, tolerance=1e-6):
    """``compare_text`` where each number of ``expected`` may be off by ``tolerance`` (absolute, or
    relative to it when larger), as judges of expected values check them; other words must match.

    >>> compare_numbers("Case 1: 33.0476190476\\n", "Case 1: 33.047619\\n")["verdict"]
    'accepted'
    >>> compare_numbers("Case 1: 33.0476190476\\n", "Case 1: 33.0477\\n")["detail"]
    "line 1: expected 'Case 1: 33.0476190476', got 'Case 1: 33.0477' (numbers within 1e-06)"
    """
    want, have = lines(expected), lines(got)
    if len(want) == len(have) and all(_close(w, h, tolerance) for w, h in zip(want, have)):
        return {"verdict": ACCEPTED, "detail": "", "line": None}
    k = next((i for i, (w, h) in enumerate(zip(want, have)) if not _close(w, h, tolerance)), min(len(want), len(have)))
    w = want[k] if k < len(want) else "(end of output)"
    h = have[k] if k < len(have) else "(end of output)"
    return {
        "verdict": WRONG,
        "detail": f"line {k + 1}: expected {w!r}, got {h!r} (numbers within {tolerance:g})",
        "line": k + 1,
    }


def _close(want, have, tolerance):
    a, b = want.split(), have.split()
    return len(a) == len(b) and all(x == y or _near(x, y, tolerance) for x, y in zip(a, b))


def _near(x, y, tolerance):
    try:
        u, v = float(x), float(y)
    except ValueError:
        return False
    return abs(u - v) <= tolerance * max(1.0, abs(u))


def _out_of_memory(outcome):
    said = (outcome.get("error") or "").lower()
    return outcome.get("status") == "memory" or any(w.lower() in said for w in _OUT_OF_MEMORY)


def from_outcome(outcome):
    """The verdict an outcome gives before its answer is read (runtime error, time limit, memory
    limit), or None.

    >>> from_outcome({"status": "error", "error": "MemoryError", "line": 4, "memory_mb": 256})["detail"]
    'more memory than the 256 MB a case may use (MemoryError, line 4 of your code)'
    """
    status = outcome.get("status")
    if status == "timeout":
        return {"verdict": TIMEOUT, "detail": f"no answer within {outcome.get('limit', '?')} s", "line": None}
    if _out_of_memory(outcome):
        where = f", line {outcome['line']} of your code" if outcome.get("line") else ""
        said = (outcome.get("error") or "out of memory").splitlines()[-1][:120]
        mb = outcome.get("memory_mb", "?")
        return {
            "verdict": MEMORY,
            "detail": f"more memory than the {mb} MB a case may use ({said}{where})",
            "line": None,
        }
    if status != "ok":
        where = f" (line {outcome['line']} of your code)" if outcome.get("line") else ""
        said = f"{outcome.get('error') or 'the program failed'}{where}"
        if _STACK.search(said):
            said += f": {STACK_NOTE}"
        return {"verdict": RUNTIME, "detail": said, "line": None}
    return None


#: what browsers say when the page's worker runs out of stack (a recursion deeper than it allows)
_STACK = re.compile(r"Maximum call stack size exceeded|too much recursion", re.I)
#: told with it
STACK_NOTE = (
    "the recursion went deeper than the browser's stack allows; the command line (python3 -m engine check)"
    " runs it with Python's own stack, or make the recursion a loop"
)
