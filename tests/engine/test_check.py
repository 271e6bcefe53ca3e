"""Check my program: real student programs (tests/data/check) judged through the command line's
runner (a subprocess per case), their verdicts and the size of the shrunk failing case."""

import json
from pathlib import Path

import pytest

from engine.check import check, detect
from engine.cli import main
from engine.cli.check import runner

DATA = Path(__file__).parent.parent / "data" / "check"
MUTANTS = json.loads((DATA / "mutants.json").read_text())


def program(name, mutant=None):
    code = (DATA / name).read_text()
    for old, new in MUTANTS[name][mutant]["edits"] if mutant else ():
        assert old in code, (name, mutant, old)
        code = code.replace(old, new)
    return code


def judged(code, count=20, time_limit=2.0, shape=None):
    return check(code, runner(code, time_limit), shape=shape, count=count)


def test_correct_lc909_solution_is_accepted():
    r = judged(program("lc909_ok.py"), count=24)
    assert r["verdict"] == "accepted"
    assert r["passed"] == r["run"] == 24
    assert {k["kind"]: k["total"] for k in r["by_kind"]} == {"example": 1, "edge": 10, "random": 13}
    assert r["failure"] is None and r["shrunk"] is None


@pytest.mark.parametrize("mutant", ["numbering", "chain", "last_square", "crash"])
def test_wrong_lc909_solutions_get_their_verdict_and_a_small_board(mutant):
    verdict, largest = MUTANTS["lc909_ok.py"][mutant]["verdict"], MUTANTS["lc909_ok.py"][mutant]["largest"]
    r = judged(program("lc909_ok.py", mutant))
    assert r["verdict"] == verdict
    s = r["shrunk"]
    assert s["verdict"] == verdict and s["size"] <= largest
    assert s["size"] <= r["failure"]["size"]
    assert s["input_text"].startswith("[[")
    ex = s["explain"]
    assert ex["throws"] == int(s["expected"]) and ex["board"]["size"] == s["size"]
    if verdict == "wrong answer":
        assert s["got"] != s["expected"]


def test_crash_names_the_line_of_the_students_code():
    r = judged(program("lc909_ok.py", "crash"), count=2)
    assert r["failure"]["detail"] == "IndexError: list assignment index out of range (line 12 of your code)"


def test_infinite_loop_is_a_time_limit_and_the_rest_is_skipped():
    r = judged(program("lc909_ok.py", "loop"), count=20, time_limit=0.5)
    assert r["verdict"] == "time limit"
    assert r["failure"]["name"] == "LeetCode example 1 (6x6)"
    assert r["run"] + r["skipped"] == 20 and r["skipped"] > 0
    assert r["shrunk"] is None


def test_shape_detection():
    assert detect(program("lc909_ok.py"))["shape"] == "lc909"


def test_cli_exit_status(capsys):
    ok = str(DATA / "lc909_ok.py")
    assert main(["check", "--problem", "throws", "--count", "12", ok]) == 0
    assert "verdict: ACCEPTED (12/12 cases)" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("name", "shape"),
    [
        ("hackerrank_ok.py", "hackerrank"),
        ("dond_ok.py", "dond"),
        ("spellpath_ok.py", "spellpath"),
        ("spellseeker_ok.py", "spellseeker"),
        ("moksha_ok.py", "moksha"),
    ],
)
def test_correct_stdin_programs_are_accepted(name, shape):
    code = program(name)
    assert detect(code)["shape"] == shape
    r = judged(code, count=12)
    assert (r["verdict"], r["passed"], r["shape"]) == ("accepted", 12, shape)


@pytest.mark.parametrize(("name", "mutant"), [(n, m) for n, ms in MUTANTS.items() if n != "lc909_ok.py" for m in ms])
def test_wrong_stdin_programs_get_their_verdict_and_a_small_case(name, mutant):
    verdict, largest = MUTANTS[name][mutant]["verdict"], MUTANTS[name][mutant]["largest"]
    r = judged(program(name, mutant), count=12, time_limit=1.0)
    assert r["verdict"] == verdict
    if largest is None:
        assert r["shrunk"] is None and r["failure"]["verdict"] == "time limit"
        return
    assert r["shrunk"]["verdict"] == verdict
    assert r["shrunk"]["size"] <= largest, r["shrunk"]["input_text"]
