"""Ctrl-C on the command line: the spell commands print their best path so far (as the page's Stop
keeps it), every command exits 130 without a traceback; ``--progress`` reports a long search."""

import io
import re
import select
import signal
import subprocess
import sys
from pathlib import Path

from engine import spell
from engine.api.jobs import Job
from engine.cli import main
from engine.cli import spell as spell_cli

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "data" / "lab-a"
#: `spellgen 100 100 --seed 1`: two parts of about 2,500 cells, far from proven in minutes
BIG = spell.generate(100, 100, alphabet="ABCDE", seed=1)


def interrupt_on_step(monkeypatch, n):
    """Job.step raises KeyboardInterrupt at its ``n``-th call, as Ctrl-C there would."""
    step, calls = Job.step, [0]

    def fake(self, millis):
        calls[0] += 1
        if calls[0] == n:
            raise KeyboardInterrupt
        return step(self, 1)  # one slice a step

    monkeypatch.setattr(Job, "step", fake)


def test_ctrl_c_mid_search_prints_the_best_path_so_far_and_skips_the_files_after(monkeypatch, capsys, tmp_path):
    big = tmp_path / "big.txt"
    big.write_text(BIG)
    interrupt_on_step(monkeypatch, 4)
    out = io.StringIO()
    assert main(["spellseeker", str(big), str(CORPUS / "easy-3x4.txt")], out) == 130
    grid, path = spell.parse_seeker_output(out.getvalue())
    assert grid.rows == 100 and spell.check_path(grid, path).ok and len(path) > 1
    err = capsys.readouterr().err
    said = r".*big\.txt: stopped by Ctrl-C after \d+ nodes; a longest path has at most (\d+) cells\n"
    most = int(re.fullmatch(said, err, re.S)[1])
    assert len(path) < most
    assert "easy-3x4" not in err and out.getvalue().count("PATH") == 1


def test_ctrl_c_before_the_first_slice_prints_the_grid_with_no_path(monkeypatch, capsys, tmp_path):
    interrupt_on_step(monkeypatch, 1)
    out = io.StringIO()
    assert main(["spellpath", str(CORPUS / "20x20.txt")], out) == 130
    assert out.getvalue() == "0\n"
    assert capsys.readouterr().err.endswith("20x20.txt: stopped by Ctrl-C before the search began\n")


def test_a_search_not_interrupted_answers_as_the_one_call_does(capsys):
    out = io.StringIO()
    assert main(["spellseeker", str(CORPUS / "20x20.txt")], out) == 0
    assert out.getvalue() == spell.write_seeker_output(*_grid_and_path(CORPUS / "20x20.txt"))
    assert capsys.readouterr().err == ""


def _grid_and_path(file):
    grid = spell.parse_grid(file.read_text())
    return grid, spell.longest_path(grid).path


def test_progress_reports_the_search_on_stderr(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(spell_cli, "STEP_MS", 0)  # a step of one slice: a line at the first
    big = tmp_path / "big.txt"
    big.write_text(BIG)
    out = io.StringIO()
    assert main(["spellpath", "--progress", "--budget", "4000", str(big)], out) == 2
    err = capsys.readouterr().err.splitlines()
    assert re.fullmatch(r".*big\.txt: 2000 nodes searched, at least \d+, at most \d+ \(Ctrl-C stops\)", err[0])
    assert re.fullmatch(r".*big\.txt: stopped after 4000 nodes; a longest path has at most \d+ cells", err[-1])


def test_ctrl_c_in_any_other_command_exits_130_without_a_traceback(monkeypatch, capsys):
    def interrupted(args, out):
        raise KeyboardInterrupt

    monkeypatch.setattr("engine.cli.throws.run", interrupted)
    assert main(["throws", str(CORPUS / "easy-3x4.txt")], io.StringIO()) == 130
    assert capsys.readouterr().err == "interrupted (Ctrl-C)\n"


def test_a_real_sigint_stops_spellseeker_with_a_path_the_checker_accepts(tmp_path):
    big = tmp_path / "big.txt"
    big.write_text(BIG)
    proc = subprocess.Popen(
        [sys.executable, "-m", "engine", "spellseeker", "--progress", str(big)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # (a background shell ignores it)
    )
    try:
        ready = select.select([proc.stderr], [], [], 120)[0]  # the first progress line: the search has begun
        assert ready, "no progress line within 120 s"
        first = proc.stderr.readline()
        least = int(re.search(r"at least (\d+)", first)[1])
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 130, err
        assert "stopped by Ctrl-C after" in err and "Traceback" not in err
    finally:
        proc.kill()  # (no search left running if an assertion failed; none to kill after a pass)
        proc.wait()
    checked = subprocess.run(
        [sys.executable, "-m", "engine", "spellchecker"], cwd=ROOT, input=out, capture_output=True, text=True
    )
    assert checked.returncode == 0
    assert int(re.fullmatch(r"OK - Pathlength = (\d+)\n", checked.stdout)[1]) >= least
