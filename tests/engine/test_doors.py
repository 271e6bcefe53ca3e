"""The doors agree: every tool of ``engine.api`` (listed from its tool table, so a new tool without a
case here fails), every example, and several bad inputs per tool give the same answer and the same
error message through the page's bridge (``web/bridge.py``: one call, or a sliced job), through the
command line (``engine.cli.main``, for the tools it has a command for) and through ``engine.api``."""

import importlib.util
import io
import json
from fractions import Fraction
from pathlib import Path

import pytest

from engine import api, formats
from engine.cli import COMMANDS, main
from engine.cli.check import runner
from engine.examples import example_text, examples

_spec = importlib.util.spec_from_file_location("bridge", Path(__file__).parents[2] / "web" / "bridge.py")
bridge = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bridge)


def commands_of(tool):
    """The command-line commands that answer an api tool (none for the page's own tools)."""
    return [name for name, module in COMMANDS.items() if tool == module.TOOL]


def page(tool, text, options=None):
    """The page's answer: the reply the bridge would send."""
    return api.handle({"tool": tool, "text": text, "options": options or {}})


def argv_of(tool, options):
    """The command-line flags for a page's options, from the tool's options table."""
    argv = []
    for option in api.TOOLS[tool].options:
        if option.name not in options or option.flag is None:
            continue
        value = options[option.name]
        if option.kind == "bool":
            if value != option.cli_flag().startswith("--no-"):
                argv.append(option.cli_flag())
        elif option.positional():
            argv.append(str(value))
        else:
            argv += [option.cli_flag(), str(value)]
    return argv


def cli(capsys, tmp_path, command, text, *flags):
    """(status, stdout, stderr) of ``python3 -m engine COMMAND FLAGS FILE`` with ``text`` in FILE."""
    path = tmp_path / "input.txt"
    path.write_text(text, encoding="utf-8")
    out = io.StringIO()
    argv = [command, *flags] + ([] if command in ("dond", "spellgen") else [str(path)])
    status = main(argv, out)
    return status, out.getvalue().replace(str(path), "FILE"), capsys.readouterr().err.replace(str(path), "FILE")


def through_the_bridge(tool, text, options):
    """The bridge's reply to one call, and (for a sliced tool) the final reply of a sliced job."""
    request = json.dumps({"tool": tool, "text": text, "options": options})
    replies = [json.loads(bridge.call(request))]
    if api.TOOLS[tool].steps is not None:
        reply = json.loads(bridge.job_start(request))
        while reply.get("ok") and not reply.get("done"):
            reply = json.loads(bridge.job_step(reply["job"], 1000))
        reply.pop("done")
        replies.append(reply)
    return replies


# --- what each command prints, from the api's result -------------------------------------------------


def _throws(run, text, flags, r):
    assert run("throws", text, "--route", *flags)[:2] == (0, f"{r['throws']}\n{r['route_text']}\n")
    if r["rules"]["dice"] == 1:
        assert run("throws", text, "--pruned", *flags)[:2] == (0, r["pruned_text"] + "\n")
    else:  # seed 002's search throws one die: asked for by name, it is refused, never run with one
        status, out, err = run("throws", text, "--pruned", *flags)
        assert (status, out, r["pruned_text"]) == (1, "", None) and "seed 002's BFS throws one die" in err


def _convert(run, text, flags, r):
    assert run("convert", text, *flags)[:2] == (0, r["text"] + "\n")


def _analyze(run, text, flags, r):
    status, out, _ = run("analyze", text, "--full", *flags)
    assert status == 0
    assert json.loads(out) == json.loads(json.dumps({k: v for k, v in r.items() if k != "format"}))


def _optimal(run, text, flags, r):
    lines = []
    for row in r["boards"]:
        take, decline = " ".join(map(str, row["take"])) or "-", " ".join(map(str, row["decline"])) or "-"
        lines += [row["expected"] or "inf", f"take: {take} decline: {decline}"]
    assert run("optimal", text, "--policy", *flags)[:2] == (0, "\n".join(lines) + "\n")


def _flow(run, text, flags, r):
    """The last row's exact fractions (they add up to 1 with the finished share), then its decimals."""
    row = r["rows"][-1]
    status, out, _ = run("flow", text, "--exact", *flags)
    lines = out.splitlines()
    assert status == 0 and lines[:2] == [f"turn {row['turn']}", f"finished {row['exact']['finished']}"]
    assert ("off " + row["exact"]["off"] in lines) == (r["rules"]["start"] == "off")
    assert ("game on " + row["exact"]["game_on"] in lines) == (r["players"] > 1)
    squares = dict(line.split(" ") for line in lines if line[0].isdigit())
    assert squares == {str(i + r["base"]): q for i, q in enumerate(row["exact"]["squares"]) if q != "0"}
    parts = [row["exact"]["finished"], row["exact"]["off"], *squares.values()]
    assert sum(Fraction(q) for q in parts) == 1
    status, out, _ = run("flow", text, *flags)
    assert status == 0 and out.splitlines()[1] == f"finished {row['finished_text']}"
    assert dict(line.split(" ") for line in out.splitlines() if line[0].isdigit()) == {
        str(i + r["base"]): t for i, t in enumerate(row["squares_text"]) if row["exact"]["squares"][i] != "0"
    }


def _moksha(run, text, flags, r):
    lines = [
        line for g in r["games"] for line in [g["output"]] + [f"  round {m['round']}: {m['text']}" for m in g["moves"]]
    ]
    assert run("moksha", text, "--moves", *flags)[:2] == (0, "\n".join(lines) + "\n")


def _dond(run, text, flags, r):
    assert run("dond", "", *text.split(), "--exact")[:2] == (0, f"{r['text']}\n{r['exact']}\n")


def _spellpath(run, text, flags, r):
    assert run("spellpath", text)[:2] == (0, f"{r['length']}\n")


def _spellseeker(run, text, flags, r):
    assert run("spellseeker", text)[:2] == (0, r["seeker_text"])
    _spellchecker(run, r["seeker_text"], [], page("spellcheck", r["seeker_text"])["result"])


def _spellchecker(run, text, flags, r):
    assert run("spellchecker", text)[:2] == (0 if r["ok"] else 1, r["message"] + "\n")


def _spellgen(run, text, flags, r):
    assert run("spellgen", "", *flags)[:2] == (0, r["text"])


def _check(run, text, flags, r):
    """The command line runs the tasks itself; the api's loop, with the same runner, gives its verdict."""
    status, out, _ = run("check", text, *flags)
    options, says = {"problem": "throws", "count": 2}, r["detected"]["says"]
    run_task = runner(text, 2.0)
    while r["next"] is not None:
        r = page("check", text, {**options, "state": r["state"], "outcome": run_task(r["next"])})["result"]
    report = r["report"]
    assert status == (0 if report["verdict"] == "accepted" else 1)
    assert out.startswith(f"FILE: {says}\n{report['problem']} program, shape {report['shape']}: {report['says']}\n")
    assert f"\nverdict: {report['verdict'].upper()} ({report['passed']}/{report['run']} cases)\n" in out


#: command -> how its output follows from the api's result
PRINTS = {
    "throws": _throws,
    "convert": _convert,
    "analyze": _analyze,
    "optimal": _optimal,
    "flow": _flow,
    "moksha": _moksha,
    "dond": _dond,
    "spellpath": _spellpath,
    "spellseeker": _spellseeker,
    "spellchecker": _spellchecker,
    "spellgen": _spellgen,
    "check": _check,
}

SEED000 = "Ladder = [[6,46]]\nSnake = [[47,9]]\n"
GAME = "1\n2\n03 L1\n00 L1\nP1:1,1\nP2:2,2\n"
SPELL_OUT = "3\nPATH\n0 0\n0 1\n0 2\n"

#: (tool, text, options) answered outside the examples: the tools no example is written for
MORE = [
    ("convert", SEED000, {"to": "moves"}),
    ("convert", SEED000, {"to": "uil"}),
    ("spellcheck", SPELL_OUT, {}),
    ("spellgen", "", {"rows": 3, "cols": 4, "seed": 1}),
    ("check", "print(0)\n", {"problem": "throws", "count": 2}),
    ("formats", "", {}),
    ("examples", "", {}),
    ("describe", "", {}),
    ("games_write", SEED000, {"scripts": [[1, 2], [3, 4]]}),
    ("games_write", "", {"games": [{"board": SEED000, "scripts": [[1, 2], [3, 4]]}], "wrap": 20}),
    ("games_random_scripts", "", {"seed": 3, "rolls": 3}),
    ("games_rerun", "P1:1,1\nP2:2,2", {"board": "2\n03 L1\n00 L1", "number": 1}),
    ("edit", SEED000, {"op": {"op": "add", "from": 10, "to": 30}}),
    ("edit", SEED000, {"op": {"op": "delete", "start": 6}}),
    ("edit", SEED000, {"op": {"op": "add", "from": 100, "to": 30}}),
    ("flow", SEED000, {"turns": 5}),
    ("flow", SEED000, {"turns": 4, "players": 1, "start": "off"}),
    ("live", SEED000, {}),
    ("spellgrid", "AB\nCD\n", {"path": [[0, 0], [0, 1]]}),
    ("games_rerun", "P1:1,2\nP2:3\n", {"board": {"size": 4, "jumps": []}, "plays": []}),
    ("edit", SEED000, {"op": {"op": "add", "from": 2, "to": 20}}),
    ("edit", "", {"op": {"op": "size", "size": 36}}),
    ("live", SEED000, {"turns": 10}),
    ("edit", SEED000, {"op": {"op": "add", "from": 10, "to": 30}, "live": {"turns": 10, "exact": False}}),
    ("spellgrid", "ABC\nBCD\n", {"path": [[0, 0], [0, 1]]}),
]


def good_cases():
    for e in examples():
        tools = e.get("tools") or ["throws", "analysis"]
        one_die = getattr(formats.READERS.get(e["format"]), "HINTS", {}).get("dice", 1) == 1  # optimal play: one die
        tools = [*tools, "convert", *(["optimal"] if one_die else [])] if "throws" in tools else tools
        for tool in tools:
            options = {"to": "moves"} if tool == "convert" else e["options"]
            yield pytest.param(tool, e["text"], options, id=f"{e['id']}-{tool}")
    for i, (tool, text, options) in enumerate(MORE):
        yield pytest.param(tool, text, options, id=f"{tool}-{i}")


GOOD = list(good_cases())


@pytest.mark.parametrize("tool, text, options", GOOD)
def test_every_example_gives_the_same_answer_through_every_door(tool, text, options, capsys, tmp_path):
    reply = page(tool, text, options)
    assert reply["ok"], reply
    for other in through_the_bridge(tool, text, options):
        assert other == json.loads(json.dumps(reply))
    for command in commands_of(tool):
        PRINTS[command](lambda *a: cli(capsys, tmp_path, *a), text, argv_of(tool, options), reply["result"])


@pytest.mark.parametrize("tool, text, options", GOOD)
def test_a_byte_order_mark_changes_no_answer(tool, text, options):
    """A file saved by Notepad starts with a byte-order mark, which nobody sees: every tool drops it."""
    assert page(tool, "\ufeff" + text, options) == page(tool, text, options)


def test_a_grid_file_with_a_byte_order_mark_reads_as_without(capsys, tmp_path):
    text = example_text("lab-a-10x15")
    assert cli(capsys, tmp_path, "spellpath", "\ufeff" + text.replace("\n", "\r\n")) == (0, "41\n", "")


#: (tool, text, page options): inputs every door must refuse with the same message
BAD = [
    ("throws", "[[-1,-1],\n [-1,9]]", {}),
    ("throws", "Ladder = [[6,46]]\nSnake = [[47,x]]", {}),
    ("throws", "", {}),
    ("throws", SEED000, {"faces": 0}),
    ("throws", SEED000, {"faces": "x"}),
    ("throws", SEED000, {"format": "xml"}),
    ("throws", SEED000, {"start": "middle"}),
    ("throws", SEED000, {"format": "lc909"}),
    ("convert", SEED000, {"to": "yaml"}),
    ("convert", SEED000, {"to": "counts", "from": "uil"}),
    ("convert", "4\n-1 9 -1 -1", {"to": "pairs"}),
    ("analysis", SEED000, {"players": 9}),
    ("analysis", SEED000, {"monte_carlo": -1}),
    ("analysis", SEED000, {"end": "wrap"}),
    ("analysis", "Ladder = [[6,46]\n", {}),
    ("optimal", SEED000, {"faces": 0}),
    ("optimal", SEED000, {"decline": "snakes"}),
    ("optimal", "Ladder = [[6,146]]", {}),
    ("games", "1\n2\n03 L1\n00 L1\nP1:1\nP2:0", {}),
    ("games", "1\n2\n03 L1\n00 L1\nP1:1", {}),
    ("games", GAME, {"faces": 0}),
    ("dond", "6 1", {}),
    ("dond", "x 1 2", {}),
    ("dond", "6 1 6", {}),
    ("spell", "ABC\nAB\n", {}),
    ("spell", "", {}),
    ("spellcheck", "AB\nPATH\n0 x\n", {}),
    ("spellcheck", "", {}),
    ("spellgen", "", {"rows": 0, "cols": 5}),
    ("spellgen", "", {"rows": 3, "cols": 3, "blank": 2}),
    ("check", "print(0)\n", {}),
    ("check", "print(0)\n", {"problem": "throws", "count": 0}),
    ("check", "print(0)\n", {"problem": "chess"}),
    ("formats", 5, {}),
    ("examples", ["x"], {}),
    ("describe", 5, {}),
    ("games_write", GAME, {}),
    ("games_write", SEED000, {"scripts": [[1, 2], [3, 4]], "wrap": -1}),
    ("games_random_scripts", "", {"players": 0}),
    ("games_random_scripts", "", {"rolls": 0}),
    ("games_rerun", "P1:x\n", {"board": {"size": 4, "jumps": []}}),
    ("flow", SEED000, {"turns": 0}),
    ("flow", SEED000, {"players": 7}),
    ("edit", SEED000, {"op": {"op": "fly"}}),
    ("live", SEED000, {"turns": -2}),
    ("spellgrid", "AB\nA\n", {}),
    ("spin", 5, {}),
    ("games_rerun", "P1:1,x", {"board": "2\n03 L1\n00 L1"}),
    ("games_rerun", "P1:1", {}),
    ("edit", SEED000, {"op": "x"}),
    ("edit", "Ladder = [[6,146]]", {"op": {"op": "delete", "start": 6}}),
    ("flow", SEED000, {"turns": -1}),
    ("flow", "Ladder = [[6,146]]", {}),
    ("live", SEED000, {"turns": 0}),
    ("live", "x", {}),
    ("spellgrid", "AB\nC\n", {}),
    ("spellgrid", "AB\nCD\n", {"path": "x"}),
]


def _stderr_of(command, message):
    """What a command prints for an error message of the api (dond puts its usage line first)."""
    if command == "spellgen":
        return f"spellgen: {message}\n"
    return f"FILE: {message}\n"


@pytest.mark.parametrize("tool, text, options", BAD, ids=[f"{b[0]}-{i}" for i, b in enumerate(BAD)])
def test_bad_inputs_give_the_same_message_through_every_door(tool, text, options, capsys, tmp_path):
    reply = page(tool, text, options)
    assert not reply["ok"] and not reply.get("internal"), reply
    for other in through_the_bridge(tool, text, options):
        assert other == reply
    for command in commands_of(tool):
        if command == "dond":
            continue  # its own test below: the usage line, then the page's reason
        status, out, err = cli(capsys, tmp_path, command, text, *argv_of(tool, options))
        assert (status, out, err) == (1, "", _stderr_of(command, reply["error"]["message"]))


DRAGS = [
    {"op": "add", "from": 10, "to": 30},
    {"op": "move", "start": 6, "which": "end", "to": 90},
    {"op": "delete", "start": 6},
]


@pytest.mark.parametrize("op", DRAGS)
def test_an_edit_with_live_answers_as_live_does_on_its_new_text_with_one_copy_of_the_board(op):
    """One drag's request: the edit's board is the board the live answer is for (sent once)."""
    r = through_the_bridge("edit", SEED000, {"op": op, "live": {"turns": 10}})[0]["result"]
    alone = through_the_bridge("live", r["text"], {"turns": 10})[0]["result"]
    assert "board" not in r["live"] and r["board"] == alone.pop("board")
    assert r["live"] == alone and r["live"]["throws"] >= 1


@pytest.mark.parametrize("words", [["6", "1"], ["x", "1", "2"], ["6", "1.5", "2"], ["0", "1", "-1"], ["6", "1", "6"]])
def test_dond_mistakes_give_the_pages_reason_after_the_usage_line(words, capsys, tmp_path):
    reply = page("dond", " ".join(words))
    e = reply["error"]
    reason = e["reason"] if e["found"] is None else f"{e['reason']} {e['found']!r}"
    status, out, err = cli(capsys, tmp_path, "dond", "", *words)
    assert (status, out) == (1, "")
    assert err == f"usage: dond s t last-roll (s >= 1, t >= 0, -1 <= last-roll < s): {reason}\n"


def test_an_engine_bug_is_the_same_apology_through_both_of_the_pages_doors():
    """``spin`` with seconds that are not a number is the page tests' way to provoke a bug."""
    reply = page("spin", "", {"seconds": "x"})
    assert reply["internal"] and reply["error"]["message"].startswith("ValueError")
    assert through_the_bridge("spin", "", {"seconds": "x"}) == [reply]
    assert json.loads(bridge.call(json.dumps({"tool": "spin", "text": "", "options": {"seconds": 0}})))["ok"]


def test_every_tool_and_every_command_has_cases_here():
    """A new tool, or a new command, without a good and a bad case here fails this test."""
    good = {p.values[0] for p in GOOD} | {"spin"}
    bad = {b[0] for b in BAD}
    assert set(api.TOOLS) <= good & bad, sorted(set(api.TOOLS) - (good & bad))
    assert set(COMMANDS) == set(PRINTS) == {c for tool in good & bad for c in commands_of(tool)}
    assert {e["id"] for e in examples()} <= {p.id.rsplit("-", 1)[0] for p in GOOD}
