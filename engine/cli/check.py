"""``check [--problem P] SOLUTION.py``: judge a student's Python program against the engine.

Each case runs in a subprocess of its own (``python3 -I``) with a time limit and a memory limit (``--memory-mb``), so
a program that loops, allocates without end or exits cannot take the check down with it. Prints
the shape found, one line per kind of case, the verdict, and the smallest failing case with its
input; the exit status is 0 only when the program is accepted.
"""

import json
import math
import os
import signal
import subprocess
import sys
import tempfile

from .. import api
from ..check import HARNESS
from .door import read_inputs, request

HELP = "judge your program (Python) against the engine and shrink a failing case"
TOOL = "check"

_MAIN = (
    HARNESS
    + """
import json, sys
with open(sys.argv[1]) as f:
    d = json.load(f)
r = run_case(d["code"], d["task"])
with open(sys.argv[2], "w") as f:
    json.dump(r, f)
"""
)


def add_arguments(p):
    p.add_argument("files", nargs=1, metavar="SOLUTION", help="the program to check (Python)")


#: MB of address space a case may use unless --memory-mb says otherwise (the options table's default)
CLI_MEMORY_MB = next(o.cli_default for o in api.TOOLS[TOOL].options if o.name == "memory_mb")


def _limits(mb, seconds):
    """What the case's process sets before it starts: ``mb`` MB of address space, and a processor
    time limit of ``seconds`` (whole seconds) after which the system stops it (SIGXCPU)."""
    mb = int(mb)

    def limit():
        try:
            import resource

            resource.setrlimit(resource.RLIMIT_AS, (mb << 20, mb << 20))
            resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))
        except (ImportError, ValueError, OSError):
            pass

    return limit


def _cpu_seconds(time_limit):
    """Whole seconds of processor time the process may use: the limit, plus at least half a second for
    the interpreter's start (never counted against the program). A program that loops is stopped
    there rather than after three times the limit in wall-clock time."""
    return math.ceil(time_limit + 0.5)


def runner(code, time_limit, memory_mb=CLI_MEMORY_MB):
    """run(task) -> outcome: one subprocess per task, its address space limited to ``memory_mb``. The
    time limit is on processor time, as judges count it (a busy machine does not fail a correct
    program); the system stops a case past the limit in processor time (``_cpu_seconds``), and one
    still running after three times the limit in wall-clock time, plus a second for the interpreter's
    start, is killed with its children."""

    def run(task):
        with tempfile.TemporaryDirectory() as tmp:
            src, dst = os.path.join(tmp, "task.json"), os.path.join(tmp, "outcome.json")
            with open(src, "w") as f:
                json.dump({"code": code, "task": task}, f)
            cmd = [sys.executable, "-I", "-c", _MAIN, src, dst]
            p = subprocess.Popen(
                cmd,
                cwd=tmp,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                start_new_session=True,
                preexec_fn=_limits(memory_mb, _cpu_seconds(time_limit)),
            )
            try:
                _, err = p.communicate(timeout=3 * time_limit + 1)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                p.communicate()
                return {"status": "timeout", "seconds": time_limit, "limit": time_limit}
            if p.returncode == -signal.SIGXCPU:
                return {"status": "timeout", "seconds": time_limit, "limit": time_limit}
            try:
                with open(dst) as f:
                    out = json.load(f)
            except (OSError, ValueError):
                last = (err or b"").decode(errors="replace").strip().splitlines()[-1:] or ["the program died"]
                return {"status": "error", "error": last[0], "line": None, "seconds": None}
            if out.get("seconds", 0) > time_limit:
                return {"status": "timeout", "seconds": out["seconds"], "limit": time_limit}
            return out

    return run


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
