"""``check [--problem P] SOLUTION.py``: judge a student's Python program against the engine.

Each case runs in a process of its own (``runner.py``) with a time limit and a memory limit (``--memory-mb``), so
a program that loops, allocates without end or exits cannot take the check down with it. Prints
the shape found, one line per kind of case, the verdict, and the smallest failing case with its
input; the exit status is 0 only when the program is accepted.
"""

import sys

from .. import api
from .door import read_inputs, request
from .runner import runner as _runner

HELP = "judge your program (Python) against the engine and shrink a failing case"
TOOL = "check"


def add_arguments(p):
    p.add_argument("files", nargs=1, metavar="SOLUTION", help="the program to check (Python)")


#: MB of address space a case may use unless --memory-mb says otherwise (the options table's default)
CLI_MEMORY_MB = next(o.cli_default for o in api.TOOLS[TOOL].options if o.name == "memory_mb")


def runner(code, time_limit, memory_mb=CLI_MEMORY_MB, **how):
    """run(task) -> outcome, each case in a process of its own (``engine/cli/runner.py``)."""
    return _runner(code, time_limit, memory_mb, **how)


def _print_report(r, out):
    print(f"{r['problem']} program, shape {r['shape']}: {r['says']}", file=out)
    for k in r["by_kind"]:
        others = ", ".join(f"{n} {v}" for v, n in k["verdicts"].items() if v != "accepted")
        print(f"  {k['kind']:8} {k['passed']}/{k['total']} passed" + (f" ({others})" if others else ""), file=out)
    if r["skipped"]:
        print(f"  skipped  {r['skipped']} (after repeated time limits)", file=out)
    print(f"verdict: {r['verdict'].upper()} ({r['passed']}/{r['run']} cases)", file=out)
    f, s = r["failure"], r["shrunk"]
    if f:
        print(f"first failure: case {f['case']}, {f['kind']} '{f['name']}': {f['verdict']}: {f['detail']}", file=out)
    if s:
        print(f"smallest failing case found ({s['size']} squares or cells, {s['runs']} runs): {s['detail']}", file=out)
        ex = s["explain"]
        if ex.get("route_text"):
            print(f"engine's route ({ex['throws']} throws): {ex['route_text']}", file=out)
        if ex.get("parting_note"):
            print(ex["parting_note"], file=out)
        print("input:", file=out)
        print(s["input_text"].rstrip("\n"), file=out)
    elif f:
        print("input:", file=out)
        print(f["input_text"].rstrip("\n"), file=out)


def run(args, out):
    (name, code), *_ = read_inputs(args.files)
    req = request(args, TOOL, code)
    reply = api.handle(req)
    if not reply["ok"]:
        print(f"{name}: {reply['error']['message']}", file=sys.stderr)
        return 1
    result = reply["result"]
    print(f"{name}: {result['detected']['says']}", file=out)
    time_limit = req["options"].get("time_limit") or 2.0
    run_task = runner(code, float(time_limit), req["options"].get("memory_mb") or CLI_MEMORY_MB)
    while result["next"] is not None:
        outcome = run_task(result["next"])
        reply = api.handle({**req, "options": {**req["options"], "state": result["state"], "outcome": outcome}})
        if not reply["ok"]:
            print(f"{name}: {reply['error']['message']}", file=sys.stderr)
            return 1
        result = reply["result"]
    _print_report(result["report"], out)
    return 0 if result["report"]["verdict"] == "accepted" else 1
