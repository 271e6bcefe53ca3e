"""The check as a state machine over plain data, so that any door can drive it with its own runner.

``start(code, ...)`` gives a *state* (a dict) whose ``next`` is the task to run (or None when done);
``advance(state, outcome)`` reads the outcome of that task and gives the next state. The cases are
run in order (examples, edge cases, random ones); after two time limits the remaining cases are
skipped. Then the first failing case (any verdict but accepted) is *shrunk*: each smaller candidate
is run, and the first one that fails with the same verdict replaces it, until no candidate fails or
``shrink_runs`` runs are spent. A candidate that runs into the time or memory limit costs a whole
limit, so shrinking stops after ``MAX_COSTLY_SHRINKS`` of those. ``state["report"]`` is then the
summary.
"""

from . import judge as J
from .shape import SHAPES

__all__ = ["start", "advance", "problem_module"]

#: time limits after which the remaining cases are skipped
MAX_TIMEOUTS = 2
#: shrinking runs that reached the time or memory limit after which shrinking stops
MAX_COSTLY_SHRINKS = 6
SHRINKABLE = (J.WRONG, J.RUNTIME, J.FORMAT, J.TIMEOUT, J.MEMORY)
COSTLY = (J.TIMEOUT, J.MEMORY)


def problem_module(shape):
    from . import others, throws

    return throws if SHAPES[shape][0] in throws.PROBLEMS else others.MODULES[shape]


def _next_case(state):
    m = problem_module(state["shape"])
    case = m.case_at(state["shape"], state["seed"], state["index"], state["count"])
    state["current"] = case
    state["next"] = None if case is None else {**m.task(state["shape"], case["data"]), "index": state["index"]}


def start(code, shape, seed=1, count=60, shrink_runs=300):
    """The first state for checking ``code`` as ``shape`` on ``count`` cases."""
    state = {
        "shape": shape,
        "problem": SHAPES[shape][0],
        "seed": seed,
        "count": count,
        "shrink_runs": shrink_runs,
        "index": 0,
        "phase": "cases",
        "results": [],
        "timeouts": 0,
        "failure": None,
        "shrink": None,
        "report": None,
    }
    _next_case(state)
    return state


def _judged(state, data, outcome):
    m = problem_module(state["shape"])
    early = J.from_outcome(outcome)
    j = m.judge(state["shape"], data, outcome)
    return j if early is None else {**j, **early, "got": None}


def advance(state, outcome):
    """The state after the outcome of ``state["next"]``."""
    state = dict(state)
    if state["phase"] == "shrink":
        return _advance_shrink(state, outcome)
    case = state["current"]
    j = _judged(state, case["data"], outcome)
    m = problem_module(state["shape"])
    state["results"] = [
        *state["results"],
        {
            "kind": case["kind"],
            "name": case["name"],
            "verdict": j["verdict"],
            "seconds": outcome.get("seconds"),
            "size": m.size(case["data"]),
        },
    ]
    if j["verdict"] == J.TIMEOUT:
        state["timeouts"] += 1
    if j["verdict"] != J.ACCEPTED and state["failure"] is None:
        state["failure"] = {**case, "judged": j, "outcome": _brief(outcome)}
    state["index"] += 1
    _next_case(state)
    if state["next"] is not None and state["timeouts"] < MAX_TIMEOUTS:
        return state
    f = state["failure"]
    if f is not None and f["judged"]["verdict"] in SHRINKABLE:
        state["phase"] = "shrink"
        state["shrink"] = {
            "data": f["data"],
            "judged": f["judged"],
            "outcome": f["outcome"],
            "tried": 0,
            "runs": 0,
            "costly": 0,
        }
        return _next_candidate(state)
    return _finish(state)


def _brief(outcome):
    return {k: outcome.get(k) for k in ("status", "stdout", "value", "error", "line")}


def _next_candidate(state):
    s = state["shrink"]
    m = problem_module(state["shape"])
    cands = m.shrink(state["shape"], s["data"])
    spent = s["runs"] >= state["shrink_runs"] or s.get("costly", 0) >= MAX_COSTLY_SHRINKS
    if s["tried"] >= len(cands) or spent:
        return _finish(state)
    state["current"] = {"kind": "shrink", "name": "smaller case", "data": cands[s["tried"]]}
    state["next"] = {**m.task(state["shape"], cands[s["tried"]]), "index": None}
    return state


def _advance_shrink(state, outcome):
    s = dict(state["shrink"])
    data = state["current"]["data"]
    j = _judged(state, data, outcome)
    s["runs"] += 1
    s["costly"] = s.get("costly", 0) + (j["verdict"] in COSTLY)
    if j["verdict"] == s["judged"]["verdict"]:
        s.update(data=data, judged=j, outcome=_brief(outcome), tried=0)
    else:
        s["tried"] += 1
    state["shrink"] = s
    return _next_candidate(state)


def _summary(results):
    by_kind = {}
    for r in results:
        k = by_kind.setdefault(r["kind"], {"kind": r["kind"], "passed": 0, "total": 0, "verdicts": {}})
        k["total"] += 1
        k["passed"] += r["verdict"] == J.ACCEPTED
        k["verdicts"][r["verdict"]] = k["verdicts"].get(r["verdict"], 0) + 1
    return list(by_kind.values())


def _shown(state, data, judged, outcome):
    m = problem_module(state["shape"])
    return {
        "data": data,
        "size": m.size(data),
        "input_text": m.task(state["shape"], data)["input_text"],
        "verdict": judged["verdict"],
        "detail": judged["detail"],
        "expected": judged.get("expected"),
        "got": judged.get("got"),
        "outcome": outcome,
        "explain": m.explain(state["shape"], data, judged),
    }


def _finish(state):
    state["phase"] = "done"
    state["next"] = None
    state["current"] = None
    results = state["results"]
    f = state["failure"]
    failure = shrunk = None
    if f is not None:
        failure = {"kind": f["kind"], "name": f["name"], **_shown(state, f["data"], f["judged"], f["outcome"])}
        failure["case"] = next(k + 1 for k, r in enumerate(results) if r["verdict"] != J.ACCEPTED)
    s = state["shrink"]
    if s is not None:
        shrunk = {**_shown(state, s["data"], s["judged"], s["outcome"]), "runs": s["runs"]}
    passed = sum(r["verdict"] == J.ACCEPTED for r in results)
    verdict = J.ACCEPTED if f is None else f["judged"]["verdict"]
    state["report"] = {
        "shape": state["shape"],
        "problem": state["problem"],
        "says": SHAPES[state["shape"]][2],
        "verdict": verdict,
        "passed": passed,
        "run": len(results),
        "skipped": max(0, _total(state) - len(results)),
        "by_kind": _summary(results),
        "failure": failure,
        "shrunk": shrunk,
        "engine_seconds": None,
        "code_seconds": sum(r["seconds"] or 0 for r in results),
    }
    return state


def _total(state):
    m = problem_module(state["shape"])
    n = len(state["results"])
    while m.case_at(state["shape"], state["seed"], n, state["count"]) is not None:
        n += 1
    return n
