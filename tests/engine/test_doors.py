"""The two doors agree: every example, and several bad inputs per tool, give the same answer and the
same error message through the command line (``engine.cli.main``) and through ``engine.api``
(what the page's bridge calls)."""

import io
import json

import pytest

from engine import api
from engine.cli import main
from engine.examples import examples

#: page tool -> the command lines that answer it
COMMANDS = {
    "throws": ["throws", "convert"],
    "analysis": ["analyze"],
    "games": ["moksha"],
    "dond": ["dond"],
    "spell": ["spellpath", "spellseeker", "spellchecker"],
    "optimal": ["optimal"],
}


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
    return status, out.getvalue(), capsys.readouterr().err.replace(str(path), "FILE")


def labels(squares):
    """The optimal command's policy words: labels with spaces, or '-'."""
    return " ".join(map(str, squares)) or "-"


def cases():
    for e in examples():
        for tool in e.get("tools") or ["throws", "analysis"]:
            for command in COMMANDS[tool]:
                yield pytest.param(e, tool, command, id=f"{e['id']}-{command}")


@pytest.mark.parametrize("example, tool, command", list(cases()))
def test_every_example_gives_the_same_answer_through_both_doors(example, tool, command, capsys, tmp_path):
    text, options = example["text"], example["options"]
    reply = page(tool, text, options)
    assert reply["ok"], reply
    r = reply["result"]
    flags = argv_of(tool, options)
    if command == "throws":
        status, out, _ = cli(capsys, tmp_path, "throws", text, "--route", *flags)
        assert (status, out) == (0, f"{r['throws']}\n{r['route_text']}\n")
        status, out, _ = cli(capsys, tmp_path, "throws", text, "--pruned", *flags)
        assert (status, out) == (0, r["pruned_text"] + "\n")
    elif command == "convert":
        want = page("convert", text, {"to": "moves"})["result"]["text"]
        assert cli(capsys, tmp_path, "convert", text, "--to", "moves")[:2] == (0, want + "\n")
    elif command == "analyze":
        status, out, _ = cli(capsys, tmp_path, "analyze", text, "--full", *flags)
        assert status == 0
        r.pop("format")
        assert json.loads(out) == json.loads(json.dumps(r))
    elif command == "moksha":
        status, out, _ = cli(capsys, tmp_path, "moksha", text, "--moves", *flags)
        lines = [
            line
            for g in r["games"]
            for line in [g["verdict"]] + [f"  round {m['round']}: {m['text']}" for m in g["moves"]]
        ]
        assert (status, out) == (0, "\n".join(lines) + "\n")
    elif command == "dond":
        status, out, _ = cli(capsys, tmp_path, "dond", "", *text.split(), "--exact")
        assert (status, out) == (0, f"{r['text']}\n{r['exact']}\n")
    elif command == "optimal":
        lines = [f"{b['expected']}\ntake: {labels(b['take'])} decline: {labels(b['decline'])}" for b in r["boards"]]
        assert cli(capsys, tmp_path, "optimal", text, "--policy", *flags)[:2] == (0, "\n".join(lines) + "\n")
    elif command == "spellpath":
        assert cli(capsys, tmp_path, "spellpath", text)[:2] == (0, f"{r['length']}\n")
    elif command == "spellseeker":
        assert cli(capsys, tmp_path, "spellseeker", text)[:2] == (0, r["seeker_text"])
    elif command == "spellchecker":
        check = page("spellcheck", r["seeker_text"])["result"]
        assert cli(capsys, tmp_path, "spellchecker", r["seeker_text"])[:2] == (0, check["message"] + "\n")


SEED000 = "Ladder = [[6,46],[19,43],[52,71],[57,98]]\nSnake = [[47,9],[62,40],[96,75]]\n"
GAME = "1\n2\n03 L1\n00 L1\nP1:1,1\nP2:2,2\n"

#: (page tool, command, text, page options, extra command-line words): inputs each door must refuse
BAD = [
    ("throws", "throws", "[[-1,-1],\n [-1,9]]", {}, []),
    ("throws", "throws", "Ladder = [[6,46]]\nSnake = [[47,x]]", {}, []),
    ("throws", "throws", "", {}, []),
    ("throws", "throws", SEED000, {"faces": 0}, []),
    ("throws", "throws", SEED000, {"faces": "x"}, []),
    ("throws", "throws", SEED000, {"format": "xml"}, []),
    ("throws", "throws", SEED000, {"start": "middle"}, []),
    ("throws", "throws", SEED000, {"format": "lc909"}, []),
    ("convert", "convert", SEED000, {"to": "yaml"}, []),
    ("convert", "convert", SEED000, {"to": "counts", "from": "uil"}, []),
    ("analysis", "analyze", SEED000, {"players": 9}, []),
    ("analysis", "analyze", SEED000, {"monte_carlo": -1}, []),
    ("analysis", "analyze", SEED000, {"end": "wrap"}, []),
    ("analysis", "analyze", "Ladder = [[6,46]\n", {}, []),
    ("games", "moksha", "1\n2\n03 L1\n00 L1\nP1:1\nP2:0", {}, []),
    ("games", "moksha", "1\n2\n03 L1\n00 L1\nP1:1", {}, []),
    ("games", "moksha", GAME, {"faces": 0}, []),
    ("spell", "spellpath", "ABC\nAB\n", {}, []),
    ("spell", "spellseeker", "", {}, []),
    ("spellcheck", "spellchecker", "AB\nPATH\n0 x\n", {}, []),
]


@pytest.mark.parametrize("tool, command, text, options, extra", BAD, ids=[f"{b[1]}-{i}" for i, b in enumerate(BAD)])
def test_bad_inputs_give_the_same_message_through_both_doors(tool, command, text, options, extra, capsys, tmp_path):
    reply = page(tool, text, options)
    assert not reply["ok"] and not reply.get("internal"), reply
    status, out, err = cli(capsys, tmp_path, command, text, *argv_of(tool, options), *extra)
    assert status == 1 and out == ""
    assert err == f"FILE: {reply['error']['message']}\n"


@pytest.mark.parametrize("words", [["6", "1"], ["x", "1", "2"], ["6", "1.5", "2"], ["0", "1", "-1"], ["6", "1", "6"]])
def test_dond_mistakes_give_the_pages_reason_after_the_usage_line(words, capsys, tmp_path):
    reply = page("dond", " ".join(words))
    e = reply["error"]
    reason = e["reason"] if e["found"] is None else f"{e['reason']} {e['found']!r}"
    status, out, err = cli(capsys, tmp_path, "dond", "", *words)
    assert (status, out) == (
        1,
        "",
    ) and err == f"usage: dond s t last-roll (s >= 1, t >= 0, -1 <= last-roll < s): {reason}\n"


@pytest.mark.parametrize(
    "words, options",
    [(["0", "5"], {"rows": 0, "cols": 5}), (["3", "3", "--blank", "2"], {"rows": 3, "cols": 3, "blank": 2})],
)
def test_spellgen_mistakes_give_the_same_message(words, options, capsys, tmp_path):
    reply = page("spellgen", "", options)
    status, out, err = cli(capsys, tmp_path, "spellgen", "", *words)
    assert (status, out) == (1, "") and err == f"spellgen: {reply['error']['message']}\n"
