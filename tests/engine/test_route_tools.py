"""The route tools as the page and the shell see them: api throws/convert/formats/examples and the CLI commands."""

import io
import json
import subprocess
import sys
from pathlib import Path

from engine import api, formats
from engine.cli import main
from engine.examples import example_text, examples

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parents[1] / "data" / "seeds"
SEED000 = example_text("seed000-board")
SEED003 = "4 3\n6 46\n19 43\n52 71\n57 98\n47 9\n62 40\n96 75\n"


def call(tool, text="", **options):
    reply = api.handle({"tool": tool, "text": text, "options": options})
    assert reply["ok"], reply
    return reply["result"]


# --- api ---------------------------------------------------------------------------------------


def test_throws_result_carries_route_layers_and_both_searches():
    r = call("throws", SEED000)
    assert r["format"] == "pairs" and r["throws"] == 4 and r["base"] == 1
    assert r["route_text"] == "1 6>46 51 57>98 100"
    assert r["moves"][0] == {"from": 1, "roll": 5, "landing": 6, "to": 46, "text": "roll 5: 1 → 6, ladder up to 46"}
    assert r["pruned"] == {"throws": 4, "enqueued": 15, "expanded": 10}
    assert r["plain"] == {"throws": 4, "enqueued": 48, "expanded": 31}
    assert r["layers"][0] == [1] and r["layer_moves"][0] == []
    # layer 1: rolls 1..6 from square 1 reach 2, 3, 4, 5, 46 (6's ladder), 7
    assert sorted(r["layers"][1]) == [2, 3, 4, 5, 7, 46]
    assert [m["to"] for m in r["layer_moves"][1]] == r["layers"][1]
    assert {j["kind"] for j in r["board"]["jumps"]} == {"ladder", "snake"}
    assert set(r["formats"]) >= {"pairs", "moves", "lc909", "counts", "uil"}
    assert r["details"] is True and 100 in r["reachable"]
    json.dumps(r)  # crosses the JS boundary as JSON


def test_throws_on_an_unreachable_goal_shows_what_can_be_reached():
    r = call("throws", "[[1,1,-1],[1,1,1],[-1,1,1]]")
    assert r["throws"] == -1 and r["moves"] == [] and r["route_text"] == ""
    assert r["reachable"] == [1] and r["pruned"]["throws"] == r["plain"]["throws"] == -1


def test_throws_options_faces_chain_start():
    assert call("throws", SEED000, faces=12)["throws"] == 3
    r = call("throws", SEED000, start="off")
    assert r["base"] == 0 and r["route_text"].startswith("0 6>46")


def test_bad_options_are_input_errors_not_crashes():
    for options in ({"format": "xml"}, {"start": "middle"}, {"faces": 0}):
        reply = api.handle({"tool": "throws", "text": SEED000, "options": options})
        assert not reply["ok"] and not reply.get("internal"), reply
        assert reply["error"]["line"] == 1


def test_throws_error_carries_line_and_column():
    reply = api.handle({"tool": "throws", "text": "[[-1,-1],\n [-1,9]]"})
    assert not reply["ok"] and (reply["error"]["line"], reply["error"]["column"]) == (2, 6)


def test_convert_tool_between_every_pair_of_formats_keeps_the_board():
    board = formats.parse(SEED000)
    for a in formats.FORMATS:
        text = formats.write(board, a)
        for b in formats.FORMATS:
            r = call("convert", text, to=b)
            assert (r["format_from"], r["format_to"]) == (a, b)
            assert formats.parse(r["text"], b).jump_map() == board.jump_map()


def test_convert_to_a_format_too_small_is_an_input_error():
    reply = api.handle({"tool": "convert", "text": "5 -1 -1 3 -1 -1", "options": {"to": "counts"}})
    assert not reply["ok"] and not reply.get("internal") and "100-square" in reply["error"]["message"]


def test_formats_tool_lists_every_format_with_its_base():
    listed = {f["name"]: f["base"] for f in call("formats")["formats"]}
    assert {k: listed[k] for k in ("pairs", "uil", "lc909", "moves", "counts")} == {
        "pairs": 1,
        "uil": 0,
        "lc909": 1,
        "moves": 0,
        "counts": 1,
    }
    assert set(listed) == set(formats.READERS) and listed["arrays"] == 0 and listed["hackerrank"] == 1


def test_every_example_is_detected_as_its_format_and_solves():
    found = {}
    for e in call("examples")["examples"]:
        assert {"id", "title", "format", "text", "options"} <= set(e)
        if "throws" not in e.get("tools", ["throws"]):
            continue  # another tool's example (games, grids)
        assert formats.detect(e["text"]) == e["format"], e["id"]
        found[e["id"]] = call("throws", e["text"], **e["options"])["throws"]
    # The published answers: seed 000 (4 and 3), LeetCode 909's two examples (4 and 1).
    assert found["seed000-board"] == 4 and found["seed000-n30"] == 3
    assert found["lc909-example-1"] == 4 and found["lc909-example-2"] == 1
    assert found["seed003-counts"] == 7 and found["uil-seed001"] == 10


def test_examples_are_copies():
    a = examples()
    a[0]["options"]["faces"] = 3
    assert examples()[0]["options"] == {}


# --- CLI ---------------------------------------------------------------------------------------


def run_cli(tmp_path, *args, stdin=None):
    out = io.StringIO()
    status = main(list(args), out=out)
    return status, out.getvalue()


def write(tmp_path, name, text):
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def test_cli_throws_prints_one_line_per_file_and_the_route(tmp_path):
    a = write(tmp_path, "seed000.txt", SEED000)
    b = write(tmp_path, "n30.txt", "30\n" + " ".join(["-1"] * 2 + ["21"] + ["-1"] * 27))
    assert run_cli(tmp_path, "throws", a, b) == (0, "4\n3\n")
    assert run_cli(tmp_path, "throws", "--route", a) == (0, "4\n1 6>46 51 57>98 100\n")


def test_cli_throws_pruned_line(tmp_path):
    a = write(tmp_path, "seed000.txt", SEED000)
    assert run_cli(tmp_path, "throws", "--pruned", a) == (
        0,
        "4 pruned: enqueued 15, expanded 10; plain: enqueued 48, expanded 31\n",
    )


def test_cli_throws_adjacency_is_seed_003s_output(tmp_path):
    a = write(tmp_path, "seed003.txt", SEED003)
    status, text = run_cli(tmp_path, "throws", "--adjacency", a)
    assert status == 0 and text == (DATA / "seed003-output-seed000-board.txt").read_text()


def test_cli_convert_and_errors_on_stderr(tmp_path, capsys):
    a = write(tmp_path, "seed003.txt", SEED003)
    status, text = run_cli(tmp_path, "convert", "--to", "pairs", a)
    assert status == 0 and text == "Ladder = [[6,46],[19,43],[52,71],[57,98]]\nSnake = [[47,9],[62,40],[96,75]]\n"
    bad = write(tmp_path, "bad.txt", "3\n-1 x -1")
    status, text = run_cli(tmp_path, "throws", bad)
    assert status == 1 and text == ""
    assert (
        capsys.readouterr().err == f"{bad}: line 2, col 4: read as move[] values (moves): "
        "not a whole number: 'x' (expected N and then N values, each -1 or a square 0..N-1)\n"
    )


def test_python_m_engine_throws_reads_stdin():
    done = subprocess.run(
        [sys.executable, "-m", "engine", "throws", "--route"],
        input=SEED003,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout == "4\n1 6>46 51 57>98 100\n"
