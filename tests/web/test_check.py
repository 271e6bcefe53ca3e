"""Check my program in Chromium: the student's code in its own Pyodide worker (web/js/check-worker.js
through web/js/tools/check/student.js), the engine's worker judging and shrinking (api tool "check").
Verdicts and shrunk sizes of real wrong programs (tests/data/check), time limits, Stop, and code
that tries to get out: each gets a clear outcome and the page's engine keeps answering."""

import json
from pathlib import Path

import pytest

from engine.cli.check import runner
from pagekit import copy_link, open_app

pytestmark = pytest.mark.browser

DATA = Path(__file__).resolve().parents[1] / "data" / "check"
VERDICTS = json.loads((DATA / "verdicts.json").read_text())
FIXED_BOARD = ("hackerrank", "interviewbit", "counts")

#: The tab's loop: one engine request per case, each case run in the student's worker.
CHECK = """async ([code, options, limitMs]) => {
  const { call } = await import("./js/engine.js");
  const { StudentWorker } = await import("./js/tools/check/student.js");
  window.checkStudent = window.checkStudent || new StudentWorker();
  let reply = await call("check", code, options);
  while (reply.ok && reply.result.next) {
    const outcome = await window.checkStudent.run(code, reply.result.next, limitMs);
    reply = await call("check", code, { ...options, state: reply.result.state, outcome });
  }
  return reply.ok ? reply.result.report : reply;
}"""

#: One task straight to the student's worker.
RUN = """async ([code, task, limitMs]) => {
  const { StudentWorker } = await import("./js/tools/check/student.js");
  window.checkStudent = window.checkStudent || new StudentWorker();
  return await window.checkStudent.run(code, task, limitMs);
}"""

ENGINE_ANSWERS = """async () => {
  const { call } = await import("./js/engine.js");
  return (await call("throws", "Ladder = [[6,46]]")).result.throws;
}"""


def program(shape, name):
    return (DATA / shape / name).read_text()


def checked(page, code, count=12, limit_ms=5000, problem=None):
    return page.evaluate(CHECK, [code, {"count": count, "problem": problem}, limit_ms])


def run(page, code, stdin="", limit_ms=5000):
    return page.evaluate(RUN, [code, {"stdin": stdin, "argv": [], "call": None}, limit_ms])


def test_an_infinite_loop_is_a_time_limit_shrunk_and_the_worker_comes_back(page_ok):
    r = checked(page_ok, program("lc909", "loop.py"), count=6, limit_ms=1000)
    assert r["verdict"] == "time limit" and r["run"] + r["skipped"] == 11 and r["skipped"] > 0  # 1 example + 10 edges
    assert r["shrunk"]["verdict"] == "time limit" and r["shrunk"]["size"] <= VERDICTS["lc909"]["loop.py"][1]
    assert run(page_ok, "print(input())", "hello\n")["stdout"] == "hello\n"
    assert page_ok.evaluate(ENGINE_ANSWERS) == 10


#: reading file descriptor 0 until it is empty, as fast-input templates do
FD0_READ = (
    "import os\nparts = []\nwhile True:\n    b = os.read(0, 4)\n    if not b:\n        break\n"
    "    parts.append(b)\nprint(sum(map(int, b''.join(parts).split())))"
)

#: contest programs' fast input and output (the streams' bytes), and what they print
FAST_IO = [
    ("import sys\ninput = sys.stdin.buffer.readline\nprint(int(input()) + 1)", "41\n", "42\n"),
    ("import sys\nprint(sum(map(int, sys.stdin.buffer.read().split())))", "1 2\n3\n", "6\n"),
    ("import sys\nsys.stdout.write('a\\n')\nsys.stdout.buffer.write(b'b\\n')\nprint('c')", "", "a\nb\nc\n"),
    ("print('caf\u00e9', input())", "\u00e0 la carte\n", "caf\u00e9 \u00e0 la carte\n"),
    # the input as file descriptor 0
    ("print(sum(map(int, open(0).read().split())))", "1 2\n3\n", "6\n"),
    (FD0_READ, "4 5\n6\n", "15\n"),
]


def test_fast_input_and_output_run_in_the_page_as_on_the_command_line(page_ok):
    for code, stdin, printed in FAST_IO:
        out = run(page_ok, code, stdin)
        assert (out["status"], out["stdout"]) == ("ok", printed), (code, out)
        cli = runner(code, 5.0)({"stdin": stdin, "argv": [], "call": None})
        assert (cli["status"], cli["stdout"]) == ("ok", printed), (code, cli)


#: a program that starts a thread for a deeper stack, as contest programs do, and what it prints
THREADED = (
    "import sys, threading\nsys.setrecursionlimit(10**6)\nthreading.stack_size(1 << 26)\n"
    "def main():\n    print(int(input()) * 2)\nt = threading.Thread(target=main)\nt.start()\nt.join()\nprint('done')"
)


def test_a_program_that_starts_a_thread_runs_in_the_page_as_on_the_command_line(page_ok):
    out = run(page_ok, THREADED, "21\n")
    assert (out["status"], out["stdout"]) == ("ok", "42\ndone\n"), out
    cli = runner(THREADED, 5.0)({"stdin": "21\n", "argv": [], "call": None})
    assert (cli["status"], cli["stdout"]) == ("ok", "42\ndone\n"), cli


def test_allocating_without_end_is_a_memory_limit_and_the_page_stays_usable(page_ok):
    """The student's worker may not grow past the engine's check_memory_mb: Python gets MemoryError."""
    r = checked(page_ok, program("lc909", "memory.py"), count=12, limit_ms=120_000)
    assert r["verdict"] == "memory limit", r["failure"]
    assert r["failure"]["name"] == "unreachable goal"
    assert r["failure"]["detail"].startswith("more memory than the 256 MB a case may use (")
    assert r["shrunk"]["verdict"] == "memory limit" and r["shrunk"]["size"] <= VERDICTS["lc909"]["memory.py"][1]
    assert run(page_ok, "print(6 * 7)")["stdout"] == "42\n"
    assert page_ok.evaluate(ENGINE_ANSWERS) == 10


@pytest.mark.parametrize(
    ("code", "error"),
    [
        ("import sys\nsys.exit(3)", "SystemExit: exit status 3"),
        ("input()\ninput()", "EOFError: EOF when reading a line"),
        ("import js\njs.fetch('http://example.com/')", "ModuleNotFoundError: import of js halted; None in sys.modules"),
        ("x = [bytearray(1 << 26) for _ in range(100)]", "MemoryError"),
        ("import os\nos.remove('/lib/python314.zip')\nos.system('ls')", None),
    ],
)
def test_hostile_code_gets_a_clear_outcome_and_the_page_stays_usable(page_ok, code, error):
    out = run(page_ok, code, "one line\n")
    if error is not None:
        assert (out["status"], out["error"]) == ("memory" if error == "MemoryError" else "error", error)
    assert run(page_ok, "print(6 * 7)")["stdout"] == "42\n"
    assert page_ok.evaluate(ENGINE_ANSWERS) == 10


@pytest.mark.parametrize(
    ("code", "error"),
    [
        # raised while handling the MemoryError: the program went past the limit there
        (
            "try:\n    x = [bytearray(1 << 20) for _ in range(10**5)]\nexcept MemoryError:\n    raise ValueError('no')",
            "MemoryError, then ValueError: no",
        ),
        # Python's frames fill the heap: the interpreter itself fails after the refused growth
        ("import sys\nsys.setrecursionlimit(10**6)\ndef f(n):\n    return f(n + 1)\nf(0)", "MemoryError"),
    ],
)
def test_going_past_the_memory_limit_is_memory_whatever_fails_next(page_ok, code, error):
    out = run(page_ok, code, limit_ms=60_000)
    assert (out["status"], out.get("error")) == ("memory", error), out
    assert run(page_ok, "print(6 * 7)")["stdout"] == "42\n"


def test_no_way_out_of_the_worker(page_ok):
    """Python cannot reach JavaScript (js, pyodide_js, run_js), and the worker's own globals are gone."""
    code = "import pyodide.code\nprint(pyodide.code.run_js('typeof fetch'))"
    out = run(page_ok, code)
    assert out["error"] == "ModuleNotFoundError: import of js halted; None in sys.modules", out
    worker = next(w for w in page_ok.workers if "check-worker" in w.url)
    names = (
        "[typeof fetch, typeof XMLHttpRequest, typeof WebSocket, typeof indexedDB, typeof caches, typeof importScripts]"
    )
    assert worker.evaluate(names) == ["undefined"] * 6


def test_stop_terminates_the_worker_and_the_page_stays_usable(page_ok):
    page_ok.evaluate(RUN.replace("return await", "window.pending ="), ["while True: pass", {"stdin": ""}, 60_000])
    page_ok.wait_for_timeout(500)
    assert (
        page_ok.evaluate("async () => { window.checkStudent.stop(); return (await window.pending).status; }")
        == "stopped"
    )
    assert run(page_ok, "print('again')")["stdout"] == "again\n"
    assert page_ok.evaluate(ENGINE_ANSWERS) == 10


def run_tab(page, code, count=12, time_limit=5):
    """Paste ``code`` into the tab, set its options, press Run and wait for a verdict (or Stopped)."""
    page.click('[data-testid="tab-check"]')
    page.fill('[data-testid="input-check"]', code)
    page.fill("#count-check", str(count))
    page.fill("#time_limit-check", str(time_limit))
    page.click('[data-testid="run-check"]')
    page.wait_for_function(
        "() => document.querySelector('[data-testid=result-check]').dataset.verdict", timeout=180_000
    )
    return page.text_content('[data-testid="result-check"]')


def test_tab_shows_the_shrunk_board_with_the_route_and_the_input(page_ok):
    assert run_tab(page_ok, program("lc909", "chain.py")) == "wrong answer"
    case = page_ok.locator('[data-testid="case-check"]')
    assert int(case.get_attribute("data-size")) <= VERDICTS["lc909"]["chain.py"][1]
    assert page_ok.locator('[data-testid="board-check"] svg').count() == 1
    assert page_ok.text_content('[data-testid="route-check"]').startswith("Engine: ")
    assert page_ok.input_value('[data-testid="input-text-check"]').startswith("[[")
    kinds = page_ok.eval_on_selector_all('[data-testid="summary-check"] tbody tr', "rs => rs.map(r => r.dataset.kind)")
    assert kinds[:2] == ["example", "edge"]
    assert "LeetCode 909" in page_ok.text_content('[data-testid="detected-check"]')


def test_tab_stop_then_the_page_is_usable(page_ok):
    loop = "class Solution:\n    def snakesAndLadders(self, board):\n        while True:\n            pass\n"
    page_ok.click('[data-testid="tab-check"]')
    page_ok.fill('[data-testid="input-check"]', loop)
    page_ok.fill("#time_limit-check", "60")
    page_ok.click('[data-testid="run-check"]')
    page_ok.wait_for_selector('[data-testid="busy-check"]:not([hidden])')
    page_ok.wait_for_function(
        "() => document.querySelector('#panel-check').dataset.student === 'ready'", timeout=120_000
    )
    page_ok.click('[data-testid="stop-check"]')
    page_ok.wait_for_selector('[data-testid="stopped-check"]')
    assert page_ok.text_content('[data-testid="result-check"]') == "Stopped"
    assert run_tab(page_ok, program("lc909", "correct.py")) == "accepted"


def stop_a_loop(page, code):
    """Paste a program that never ends, run it, press Stop while a case runs: the tab says Stopped."""
    page.click('[data-testid="tab-check"]')
    page.fill('[data-testid="input-check"]', code)
    page.fill("#time_limit-check", "120")
    page.click('[data-testid="run-check"]')
    page.wait_for_function("() => document.querySelector('#panel-check').dataset.student === 'ready'", timeout=120_000)
    page.wait_for_timeout(1000)
    page.click('[data-testid="stop-check"]')
    page.wait_for_selector('[data-testid="stopped-check"]')
    assert page.text_content('[data-testid="result-check"]') == "Stopped"


def shrunk_measure(page, shape):
    """The shrunk case's squares or cells, or its jumps on a fixed 100-square board (from its input)."""
    size = int(page.locator('[data-testid="case-check"]').get_attribute("data-size"))
    if shape == "lightoj1151":  # boards of 100 squares: their jumps (the lines "a b")
        assert size % 100 == 0
        return sum(len(line.split()) == 2 for line in page.input_value('[data-testid="input-text-check"]').splitlines())
    if shape == "ccc2003":  # the statement's board: the throws (the lines before the 0)
        assert size == 100
        return len(page.input_value('[data-testid="input-text-check"]').splitlines()) - 1
    if shape == "uva11459":  # one case of 100 squares: its jumps and rolls (the lines after "a b c")
        assert size == 100
        lines = page.input_value('[data-testid="input-text-check"]').splitlines()[1:]
        return sum(len(line.split()) < 3 for line in lines)
    if shape not in FIXED_BOARD:
        return size
    assert size == 100
    pairs = [
        line for line in page.input_value('[data-testid="input-text-check"]').splitlines() if len(line.split()) == 2
    ]
    return len(pairs) - (shape == "counts")


@pytest.mark.parametrize("shape", list(VERDICTS))
def test_each_problem_in_the_tab_every_program_its_verdict(page_ok, shape):
    """For each problem: an infinite loop stopped (the page stays usable), then the correct program and
    every wrong one pasted and run: each verdict, and the shrunk case small (tests/data/check)."""
    stop_a_loop(page_ok, program(shape, "loop.py"))
    for name, (verdict, largest) in VERDICTS[shape].items():
        if name in ("loop.py", "memory.py"):
            continue
        assert run_tab(page_ok, program(shape, name), count=12, time_limit=60) == verdict, name
        assert page_ok.locator('[data-testid="summary-check"]').count() == 1
        if verdict != "accepted":
            assert shrunk_measure(page_ok, shape) <= largest, name
    assert page_ok.evaluate(ENGINE_ANSWERS) == 10


def test_code_from_a_share_link_is_shown_not_run(browser, server):
    context, page, guard = open_app(browser, server)
    page.click('[data-testid="tab-check"]')
    page.fill('[data-testid="input-check"]', "print('from a link')\n")
    link = copy_link(page, "check")
    context.close()
    context, page, guard = open_app(browser, server, path=link[len(server) :])
    page.wait_for_function("() => document.querySelector('[data-testid=input-check]')?.value.includes('from a link')")
    page.wait_for_timeout(1000)
    assert page.text_content('[data-testid="result-check"]') == "–"
    assert page.evaluate("document.querySelector('#panel-check').dataset.student") is None
    assert not [w for w in page.workers if "check-worker" in w.url]
    guard.check()
    context.close()
