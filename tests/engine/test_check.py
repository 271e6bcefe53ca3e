"""Check my program through the command line: real student programs (tests/data/check/<shape>/, a
correct one and plausible wrong ones: off-by-one numbering, chains of jumps, the last square, an
infinite loop, a crash, ...) each get their verdict, a small shrunk case and exit status 0 only when
accepted. ``verdicts.json`` there gives each program's verdict and the largest shrunk case allowed
(squares or cells; for HackerRank and seed 003, whose boards always have 100 squares, jumps; for
UVa 11459, one case's jumps and rolls)."""

import json
import re
from pathlib import Path

import pytest

from engine.check import check, detect
from engine.check.judge import STACK_NOTE, from_outcome
from engine.cli import main
from engine.cli.check import runner

DATA = Path(__file__).parent.parent / "data" / "check"
VERDICTS = json.loads((DATA / "verdicts.json").read_text())
PROGRAMS = [(shape, name) for shape, names in VERDICTS.items() for name in names if name != "memory.py"]
FIXED_BOARD = ("hackerrank", "interviewbit", "counts")


def program(shape, name):
    return (DATA / shape / name).read_text()


def cli_check(capsys, shape, name, *flags):
    status = main(["check", "--shape", shape, "--count", "12", *flags, str(DATA / shape / name)])
    return status, capsys.readouterr().out


def shrunk_measure(shape, out):
    """The shrunk case's squares or cells, or its jumps on a fixed 100-square board (from its input)."""
    size = int(re.search(r"smallest failing case found \((\d+) squares or cells", out).group(1))
    if shape == "lightoj1151":  # boards of 100 squares: their jumps (the lines "a b")
        assert size % 100 == 0
        return sum(len(line.split()) == 2 for line in out.split("\ninput:\n", 1)[1].splitlines())
    if shape == "ccc2003":  # the statement's board: the throws (the lines before the 0)
        assert size == 100
        return len(out.split("\ninput:\n", 1)[1].splitlines()) - 1
    if shape == "uva11459":  # one case of 100 squares: its jumps and rolls (the lines after "a b c")
        assert size == 100
        return sum(len(line.split()) < 3 for line in out.split("\ninput:\n", 1)[1].splitlines()[1:])
    if shape not in FIXED_BOARD:
        return size
    assert size == 100
    text = out.split("\ninput:\n", 1)[1].splitlines()
    pairs = [line for line in text if len(line.split()) == 2]
    return len(pairs) - (shape == "counts")  # seed 003's first line is "L S"


@pytest.mark.parametrize(("shape", "name"), PROGRAMS)
def test_each_program_gets_its_verdict_a_small_case_and_its_exit_status(capsys, shape, name):
    verdict, largest = VERDICTS[shape][name]
    assert detect(program(shape, name))["shape"] == shape
    # A program that never ends waits out every case's limit (and the shrinking's), so it gets a short one.
    status, out = cli_check(capsys, shape, name, "--time-limit", "0.5" if name == "loop.py" else "2")
    assert f"verdict: {verdict.upper()} (" in out, out
    assert status == (0 if verdict == "accepted" else 1)
    if verdict == "accepted":
        assert "verdict: ACCEPTED (12/12 cases)" in out and "smallest failing" not in out
        return
    assert shrunk_measure(shape, out) <= largest, out


@pytest.mark.parametrize(
    ("reads", "shape"),
    [
        ("t = int(sys.stdin.buffer.readline())", "hackerrank"),
        ("data = sys.stdin.buffer.read().split()", "counts"),
        ("data = open(0).read().split()", "counts"),
        ("lines = open(0, 'rb').read().splitlines()", "counts"),
        ("import os\ndata = os.read(0, 1 << 25).split()", "counts"),
        ("data = open('0.txt').read()", None),
    ],
)
def test_a_program_reading_its_input_the_fast_way_is_a_stdin_program(reads, shape):
    assert detect(reads + "\nprint(len(data))")["shape"] == shape


def test_allocating_without_end_is_a_memory_limit_and_is_shrunk(capsys):
    _, largest = VERDICTS["lc909"]["memory.py"]
    status, out = cli_check(capsys, "lc909", "memory.py", "--time-limit", "20", "--memory-mb", "256")
    assert status == 1 and "verdict: MEMORY LIMIT (" in out, out
    assert "more memory than the 256 MB a case may use (MemoryError" in out
    assert shrunk_measure("lc909", out) <= largest


def test_an_error_raised_while_handling_memory_error_is_a_memory_limit():
    """A program that went past the limit fails there, whatever it raises next (as on a judge)."""
    code = "try:\n    x = bytearray(1 << 62)\nexcept MemoryError:\n    raise ValueError('gave up')\n"
    out = runner(code, 2.0, memory_mb=256)({"stdin": "", "argv": [], "call": None})
    assert (out["status"], out["error"], out["line"]) == ("memory", "MemoryError, then ValueError: gave up", 4)
    plain = runner("raise ValueError('gave up')", 2.0)({"stdin": "", "argv": [], "call": None})
    assert (plain["status"], plain["error"]) == ("error", "ValueError: gave up")


#: programs, their input, and what a case's outcome says (status, stdout or error)
RUNS = [
    ("print(input()[::-1])", "abc", ("ok", "cba\n")),
    ("import os\nos.write(1, b'around the capture')\nprint('kept')", "", ("ok", "kept\n")),
    ("import sys\nsys.exit(3)", "", ("error", "SystemExit: exit status 3")),
    ("import os\nos._exit(4)", "", ("error", "the program died")),
    ("import os, signal\nos.kill(os.getpid(), signal.SIGKILL)", "", ("error", "the program died")),
    ("while True:\n    pass", "", ("timeout", None)),
    ("x = [0] * (1 << 40)", "", ("memory", "MemoryError")),
    ("n = int(input())\nprint(n + 1)", "", ("error", "EOFError: EOF when reading a line")),
    # contest programs' fast input and output, through the streams' bytes
    ("import sys\ninput = sys.stdin.buffer.readline\nprint(int(input()) + 1)", "41\n", ("ok", "42\n")),
    ("import sys\nprint(sum(map(int, sys.stdin.buffer.read().split())))", "1 2\n3\n", ("ok", "6\n")),
    ("import sys\nsys.stdout.write('a\\n')\nsys.stdout.buffer.write(b'b\\n')\nprint('c')", "", ("ok", "a\nb\nc\n")),
    ("print(sum(map(int, open(0).read().split())))", "1 2\n3\n", ("ok", "6\n")),
    ("import os\nprint(os.read(0, 1 << 20).decode().split())", "4 5\n", ("ok", "['4', '5']\n")),
    (
        "import sys\nprint('caf\u00e9', input())\nsys.stdout.close()",
        "\u00e0 la carte\n",
        ("ok", "caf\u00e9 \u00e0 la carte\n"),
    ),
]


@pytest.mark.parametrize("fork", [True, False], ids=["forked", "new-interpreter"])
def test_a_case_forked_or_in_a_new_interpreter_has_the_same_outcome(fork):
    for code, stdin, (status, said) in RUNS:
        out = runner(code, 0.5, memory_mb=256, fork=fork)({"stdin": stdin, "argv": [], "call": None})
        assert out["status"] == status, (code, out)
        if status == "ok":
            assert out["stdout"] == said, (code, out)
        elif said:
            assert out["error"] == said, (code, out)


def test_a_stopped_case_runner_is_started_again():
    run = runner("print(1)", 2.0)
    assert run({"stdin": "", "argv": [], "call": None})["stdout"] == "1\n"
    (zygote,) = (c.cell_contents for c in run.__closure__ if isinstance(c.cell_contents, list))
    zygote[0].p.kill()
    zygote[0].p.wait()
    assert run({"stdin": "", "argv": [], "call": None})["stdout"] == "1\n"


@pytest.mark.parametrize(
    "said",
    [
        "RangeError: WebAssembly.Memory(): could not allocate memory",
        "RangeError: WebAssembly.Memory.grow(): Unable to grow instance memory",
        "Out of memory: Cannot allocate Wasm memory for new instance",
        "uncaught exception: out of memory",
    ],
)
def test_what_browsers_say_when_memory_runs_out_is_a_memory_limit(said):
    got = from_outcome({"status": "error", "error": said, "line": None, "memory_mb": 256})
    assert got["verdict"] == "memory limit" and got["detail"] == f"more memory than the 256 MB a case may use ({said})"


@pytest.mark.parametrize(
    "said",
    [
        "RangeError: Maximum call stack size exceeded",
        "RangeError: Maximum call stack size exceeded.",
        "InternalError: too much recursion",
    ],
)
def test_a_browser_stack_overflow_is_a_runtime_error_that_says_why(said):
    got = from_outcome({"status": "error", "error": said, "line": None, "fatal": True})
    assert got["verdict"] == "runtime error" and got["detail"] == f"{said}: {STACK_NOTE}"
    other = from_outcome({"status": "error", "error": "RecursionError: maximum recursion depth exceeded", "line": 3})
    assert STACK_NOTE not in other["detail"]


def judged(code, count=20, time_limit=2.0, shape=None, shrink_runs=300):
    return check(code, runner(code, time_limit), shape=shape, count=count, shrink_runs=shrink_runs)


def test_correct_lc909_solution_is_accepted_on_every_kind_of_case():
    r = judged(program("lc909", "correct.py"), count=24)
    assert r["verdict"] == "accepted"
    assert r["passed"] == r["run"] == 24
    assert {k["kind"]: k["total"] for k in r["by_kind"]} == {"example": 1, "edge": 10, "random": 13}
    assert r["failure"] is None and r["shrunk"] is None


def test_a_shrunk_board_comes_with_the_engines_route_and_its_input():
    r = judged(program("lc909", "chain.py"), count=12)
    s = r["shrunk"]
    assert s["verdict"] == "wrong answer" and s["size"] <= r["failure"]["size"]
    assert s["input_text"].startswith("[[")
    ex = s["explain"]
    assert ex["throws"] == int(s["expected"]) and ex["board"]["size"] == s["size"]
    assert s["got"] != s["expected"]


def test_crash_names_the_line_of_the_students_code():
    r = judged(program("lc909", "crash.py"), count=2)
    assert r["failure"]["detail"] == "IndexError: list assignment index out of range (line 12 of your code)"


def test_an_infinite_loop_is_a_time_limit_the_rest_skipped_and_the_case_shrunk():
    r = judged(program("lc909", "loop.py"), count=20, time_limit=0.5)
    assert r["verdict"] == "time limit"
    assert r["failure"]["name"] == "LeetCode example 1 (6x6)" and r["failure"]["size"] == 36
    assert r["run"] + r["skipped"] == 20 and r["skipped"] > 0
    assert r["shrunk"]["verdict"] == "time limit" and r["shrunk"]["size"] <= 9


def test_hackerrank_and_seed_003_programs_meet_the_edge_cases_too():
    # What is checked here is the first failure; its shrinking (300 runs) is checked in the CLI test above.
    r = judged(program("counts", "chain.py"), count=8, shrink_runs=0)
    assert r["failure"]["kind"] == "edge" and r["failure"]["name"] == "a ladder into a snake (not chained)"
