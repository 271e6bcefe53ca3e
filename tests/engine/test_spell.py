"""Spell grids (seed 004): parsing, neighbours, the exact anytime longest path, checker, generator, CLI, API."""

import io
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import api, spell
from engine.cli import main
from engine.errors import InputError
from engine.spell import seeker
from engine.spell.bounds import parity_bound

CORPUS = Path(__file__).resolve().parents[1] / "data" / "lab-a"
GRADING = CORPUS / "gradescript-inputs"

#: longest-path lengths of gradescript inputs 031-100, as the C++ port of the handout's
#: memoized spellseeker (tests/bench/spellseeker_ref.cpp) prints them
GRADING_LENGTHS = [
    1, 6, 23, 41, 55, 9, 24, 14, 53, 18, 16, 37, 13, 21, 24, 13, 29, 10, 28, 30,
    17, 43, 25, 40, 12, 19, 19, 32, 47, 29, 1, 6, 23, 41, 55, 9, 24, 14, 53, 18,
    16, 37, 13, 21, 24, 13, 29, 10, 28, 30, 24, 43, 25, 40, 12, 19, 26, 57, 47, 29,
    29, 22, 16, 29, 46, 53, 11, 20, 64, 53,
]  # fmt: skip


def cli(*argv, stdin=None, monkeypatch=None):
    out = io.StringIO()
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    status = main(list(argv), out)
    return status, out.getvalue()


def brute_longest(grid):
    """Longest path by trying every simple path (small grids only)."""
    cells = [(r, c) for r in range(grid.rows) for c in range(grid.cols) if grid.cells[r][c] is not None]
    nbs = {x: [y for y in spell.neighbours(grid, *x) if spell.linked(grid, x, y)] for x in cells}
    best = 0

    def walk(x, seen):
        nonlocal best
        best = max(best, len(seen))
        for y in nbs[x]:
            if y not in seen:
                seen.add(y)
                walk(y, seen)
                seen.remove(y)

    for x in cells:
        walk(x, {x})
    return best


# -- the seed's published answers ------------------------------------------------------------


@pytest.mark.parametrize(
    "name, length",
    [("easy-ones.txt", 1), ("easy-3x4.txt", 6), ("example.txt", 23), ("10x15.txt", 41), ("04x27.txt", 23)],
)
def test_spellpath_published_lengths(name, length):
    result = spell.longest_path(spell.parse_grid((CORPUS / name).read_text()))
    assert result.length == length and result.proven
    assert spell.check_path(result.grid, result.path).ok


def test_spellpath_cli_several_files_in_one_process():
    names = ["easy-ones.txt", "easy-3x4.txt", "example.txt", "10x15.txt", "04x27.txt"]
    status, out = cli("spellpath", *[str(CORPUS / n) for n in names])
    assert (status, out) == (0, "1\n6\n23\n41\n23\n")


def test_spellseeker_easy_3x4_output_checks_ok(monkeypatch):
    status, out = cli("spellseeker", str(CORPUS / "easy-3x4.txt"))
    assert status == 0
    assert out.startswith("ABBB\nBBAB\n-B-A\nPATH\n")
    assert len(out.split("PATH\n")[1].splitlines()) == 6
    status, checked = cli("spellchecker", stdin=out, monkeypatch=monkeypatch)
    assert (status, checked) == (0, "OK - Pathlength = 6\n")


def test_grading_inputs_paths_are_legal_and_as_long_as_the_reference():
    for i, expected in zip(range(31, 101), GRADING_LENGTHS):
        grid = spell.parse_grid((GRADING / f"{i:03d}.txt").read_text())
        result = spell.longest_path(grid)
        assert result.proven, i
        assert result.length == expected, i
        text = spell.write_seeker_output(grid, result.path)
        again, path = spell.parse_seeker_output(text)
        verdict = spell.check_path(again, path)
        assert verdict.ok and verdict.length == expected, (i, verdict.message)


def test_block_cut_mode_gives_the_reference_lengths_on_grading_inputs():
    for i, expected in list(zip(range(31, 101), GRADING_LENGTHS))[::7]:
        grid = spell.parse_grid((GRADING / f"{i:03d}.txt").read_text())
        final = seeker.run(seeker.start_search(grid, strong_after=0))
        assert final.done and len(final.best_path) == expected, i
        assert spell.check_path(grid, final.best_path).ok


def test_twenty_by_twenty_and_the_handout_small_grids():
    assert spell.longest_path(spell.parse_grid((CORPUS / "20x20.txt").read_text())).length == 55
    assert spell.longest_path(spell.parse_grid((CORPUS / "g2.txt").read_text())).length == 4
    assert spell.longest_path(spell.parse_grid((CORPUS / "g3.txt").read_text())).length == 4


# -- the solver against brute force ----------------------------------------------------------

grids = st.builds(
    lambda rows, cols, alphabet, blank, seed, hang: spell.generate(
        rows, cols, alphabet=alphabet, blank=blank, seed=seed, hang=hang
    ),
    st.integers(1, 5),
    st.integers(1, 6),
    st.sampled_from(["AB", "ABC", "ABCD", "ABCDE", "0123456789", "AC"]),
    st.sampled_from([0.0, 0.15, 0.3]),
    st.integers(0, 10**6),
    st.booleans(),
)


@settings(max_examples=250, deadline=None)
@given(grids)
def test_longest_path_matches_brute_force(text):
    grid = spell.parse_grid(text)
    result = spell.longest_path(grid)
    assert result.proven
    assert result.length == brute_longest(grid)
    assert spell.check_path(grid, result.path).ok


@settings(max_examples=150, deadline=None)
@given(grids)
def test_block_cut_bounds_at_every_node_match_brute_force(text):
    """The strong mode (children bounded by the block-cut tree rooted at the head) from the first node."""
    grid = spell.parse_grid(text)
    search = seeker.start_search(grid, strong_after=0)
    final = seeker.run(search)
    assert final.done and len(final.best_path) == final.upper_bound == brute_longest(grid)
    assert spell.check_path(grid, final.best_path).ok


@settings(max_examples=60, deadline=None)
@given(grids, st.integers(1, 7))
def test_search_in_slices_reaches_the_same_length(text, step):
    grid = spell.parse_grid(text)
    steps = spell.search_steps(grid, step)
    lengths = []
    while True:
        try:
            p = next(steps)
        except StopIteration as stop:
            final = stop.value
            break
        lengths.append(len(p.best_path))
        assert len(p.best_path) <= p.upper_bound
    assert lengths == sorted(lengths)
    assert final.length == spell.longest_path(grid).length


def test_bounds_are_tight_on_a_chain_and_a_cycle():
    assert parity_bound(0b111, 0b101, 0, 0b101) == 3  # chain of three from its end
    assert parity_bound(0b1111, 0, 0, 0b0101) == 4  # four-cycle: two of each parity
    # two odd cells and three even ones: a path from an even cell fits all five
    assert parity_bound(0b11111, 0, 0, 0b10101) == 5
    assert parity_bound(0b11111, 0, 1, 0b01010) == 4


# -- anytime: budgets, callbacks, stopping -------------------------------------------------


def test_budget_stops_with_a_legal_path_and_a_bound():
    grid = spell.parse_grid((CORPUS / "20x20.txt").read_text())
    result = spell.longest_path(grid, budget_nodes=5)
    assert spell.check_path(grid, result.path).ok
    assert result.length <= 55 <= result.upper_bound
    assert result.nodes <= 6


def test_progress_callback_and_should_stop():
    grid = spell.parse_grid(spell.generate(30, 30, alphabet="ABCDE", seed=2))
    seen = []
    result = spell.longest_path(
        grid, on_progress=lambda path, ub: seen.append((len(path), ub)), should_stop=lambda: len(seen) >= 3, every=200
    )
    assert len(seen) == 3 and not result.proven
    assert [n for n, _ in seen] == sorted(n for n, _ in seen)
    assert all(n <= ub for n, ub in seen)
    assert result.length == seen[-1][0] and result.upper_bound >= result.length
    assert spell.check_path(grid, result.path).ok


def test_sliced_api_job_reports_progress_then_the_result():
    job = api.start_job({"tool": "spell", "text": (CORPUS / "example.txt").read_text(), "options": {"slice_nodes": 10}})
    replies = []
    while True:
        reply = job.step(1)
        replies.append(reply)
        if reply["done"]:
            break
    assert replies[-1]["result"]["length"] == 23 and replies[-1]["result"]["proven"]
    partial = [r["progress"] for r in replies[:-1]]
    assert all(set(p) >= {"best_path", "upper_bound", "done", "length", "nodes", "stalled"} for p in partial)
    assert not any(p["stalled"] for p in partial)


def test_stopped_search_replies_with_proven_bounds_around_the_best():
    """A hard grid stopped early: lower <= best <= upper, in the fields and in the words the page shows."""
    text = spell.generate(16, 16, alphabet="AB", blank=0.05, seed=4)
    job = api.start_job({"tool": "spell", "text": text, "options": {"slice_nodes": 40}})
    seen = [job.step(1)["progress"] for _ in range(3)]
    stopped = job.cancel()["progress"]
    for p in [*seen, stopped]:
        assert p["lower_bound"] == p["length"] == len(p["best_path"]) <= p["upper_bound"]
        assert not p["proven"]
        assert p["bounds"] == f"at least {p['length']}, at most {p['upper_bound']}"
    grid = spell.parse_grid(text)
    assert spell.check_path(grid, [tuple(rc) for rc in stopped["best_path"]]).ok
    assert stopped["upper_bound"] <= grid.rows * grid.cols
    result = api.handle({"tool": "spell", "text": text, "options": {"budget_nodes": 30}})["result"]
    assert result["lower_bound"] == result["length"] <= result["upper_bound"] and not result["proven"]
    assert result["bounds"] == f"at least {result['length']}, at most {result['upper_bound']}"


def test_cancelled_job_keeps_the_best_so_far():
    job = api.start_job({"tool": "spell", "text": spell.generate(30, 30, seed=2), "options": {"slice_nodes": 50}})
    job.step(1)
    reply = job.cancel()
    assert reply["cancelled"] and reply["progress"]["length"] >= 1


# -- parsing and geometry --------------------------------------------------------------------


def test_neighbours_follow_the_skewed_columns():
    g = spell.Grid.from_rows(["AAAA", "AAAA", "AAAA"])
    assert sorted(spell.neighbours(g, 1, 2)) == [(0, 2), (1, 1), (1, 3), (2, 1), (2, 2), (2, 3)]
    assert sorted(spell.neighbours(g, 1, 1)) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 1)]


def test_neighbours_are_symmetric():
    g = spell.Grid.from_rows(["A" * 7] * 6)
    for r in range(6):
        for c in range(7):
            for nb in spell.neighbours(g, r, c):
                assert (r, c) in spell.neighbours(g, *nb)


@settings(max_examples=80, deadline=None)
@given(grids)
def test_write_then_parse_gives_the_same_grid(text):
    grid = spell.parse_grid(text)
    assert spell.parse_grid(spell.write_grid(grid)) == grid
    assert spell.write_grid(grid) == text


def test_rows_of_different_lengths_are_an_input_error():
    with pytest.raises(InputError) as e:
        spell.parse_grid("ABCD\nABCD\n  ABCDE\n")
    assert (e.value.line, e.value.column) == (3, 7)
    assert "'ABCDE'" in str(e.value)


def test_empty_grid_text_is_an_input_error():
    with pytest.raises(InputError) as e:
        spell.parse_grid(" \n\n")
    assert (e.value.line, e.value.column) == (1, 1)


def test_all_empty_grid_has_length_zero(monkeypatch):
    assert cli("spellpath", stdin="---\n---\n", monkeypatch=monkeypatch) == (0, "0\n")
    status, out = cli("spellseeker", stdin="---\n", monkeypatch=monkeypatch)
    assert (status, out) == (0, "---\nPATH\n")


def test_spellpath_cli_reports_bad_grid_on_stderr(monkeypatch, capsys):
    status, out = cli("spellpath", stdin="AB\nABC\n", monkeypatch=monkeypatch)
    assert status == 1 and out == ""
    assert "line 2, col 3" in capsys.readouterr().err


def test_budget_on_the_cli_exits_2_with_the_best_so_far(monkeypatch, capsys):
    status, out = cli("spellseeker", "--budget", "3", str(CORPUS / "20x20.txt"))
    assert status == 2
    grid, path = spell.parse_seeker_output(out)
    assert spell.check_path(grid, path).ok
    assert "at most" in capsys.readouterr().err


# -- the checker ------------------------------------------------------------------------------

GRID = "ABC\nB-A\n"


@pytest.mark.parametrize(
    "path, bad_step, words",
    [
        ("0 0\n0 1\n0 2\n", None, "OK - Pathlength = 3"),
        ("0 0\n0 1\n5 1\n", 2, "off the 2x3 grid"),
        ("0 0\n1 1\n", 1, "empty cell"),
        ("0 0\n0 1\n0 0\n", 2, "repeats step 1"),
        ("1 0\n0 2\n", 1, "does not touch"),
        ("1 0\n0 0\n0 1\n0 2\n1 2\n", 4, "codes must differ by one"),
        ("", None, "OK - Pathlength = 0"),
    ],
)
def test_checker_names_the_first_bad_step(path, bad_step, words):
    verdict = api.handle({"tool": "spellcheck", "text": GRID + "PATH\n" + path})["result"]
    assert verdict["bad_step"] == bad_step
    assert verdict["ok"] == (bad_step is None)
    assert words in verdict["message"]


def test_checker_cli_exit_status(monkeypatch):
    status, out = cli("spellchecker", stdin=GRID + "PATH\n0 2\n1 2\n", monkeypatch=monkeypatch)
    assert status == 1 and out.count("\n") == 1 and out.startswith("Bad path: step 2 (1,2)")


@pytest.mark.parametrize(
    "text, line, column",
    [
        ("AB\n0 0\n", 3, 1),  # no PATH line
        ("AB\nPATH\n0 x\n", 3, 3),
        ("AB\nPATH\n0 0 0\n", 3, 5),
        ("AB\nPATH now\n", 2, 6),
        ("AB\nABC\nPATH\n", 2, 3),
    ],
)
def test_malformed_seeker_output_is_an_input_error(text, line, column):
    with pytest.raises(InputError) as e:
        spell.parse_seeker_output(text)
    assert (e.value.line, e.value.column) == (line, column)


# -- generator and API ----------------------------------------------------------------------


def test_generator_is_repeatable_and_shaped_like_the_labs_grids():
    a = spell.generate(6, 7, alphabet="XYZ", blank=0.2, seed=9)
    assert a == spell.generate(6, 7, alphabet="XYZ", blank=0.2, seed=9)
    rows = a.splitlines()
    assert len(rows) == 6 and all(len(r) == 7 for r in rows)
    assert set(a) <= set("XYZ-\n")
    assert all(rows[-1][c] == "-" for c in range(0, 7, 2))
    assert "-" not in spell.generate(3, 4, blank=0.0, seed=1, hang=False)
    assert set(spell.generate(3, 4, blank=1.0, seed=1)) == {"-", "\n"}


def test_spellgen_cli(capsys):
    status, out = cli("spellgen", "4", "5", "--alphabet", "AB", "--seed", "3")
    assert status == 0 and out == spell.generate(4, 5, alphabet="AB", seed=3)
    assert cli("spellgen", "0", "5")[0] == 1


def test_api_tools_shapes():
    r = api.handle({"tool": "spell", "text": "ABBB\nBBAB\n-B-A\n"})["result"]
    assert set(r) == {
        *("grid", "length", "path", "proven", "lower_bound", "upper_bound", "bounds", "nodes"),
        *("seeker_text", "stopped_text", "path_steps", "path_steps_truncated"),
    }
    assert r["bounds"] == "exactly 6" and r["lower_bound"] == 6
    assert r["grid"] == {"rows": 3, "cols": 4, "cells": [list("ABBB"), list("BBAB"), [None, "B", None, "A"]]}
    assert r["length"] == 6 == len(r["path"]) and r["proven"] and r["upper_bound"] == 6
    check = api.handle(
        {"tool": "spellcheck", "text": spell.write_seeker_output(spell.parse_grid("AB"), [(0, 0), (0, 1)])}
    )
    assert check["result"] == {
        "ok": True,
        "length": 2,
        "message": "OK - Pathlength = 2",
        "bad_step": None,
        "bad_step_line": None,
        "step_lines": [3, 4],
        "grid": {"rows": 1, "cols": 2, "cells": [["A", "B"]]},
        "path": [[0, 0], [0, 1]],
    }
    gen = api.handle({"tool": "spellgen", "options": {"rows": 3, "cols": 3, "seed": 5, "alphabet": "AB"}})
    assert gen["result"] == {"text": spell.generate(3, 3, alphabet="AB", seed=5)}
    bad = api.handle({"tool": "spellgen", "options": {"rows": 0}})
    assert not bad["ok"] and "rows" in bad["error"]["message"]
    limited = api.handle({"tool": "spell", "text": spell.generate(30, 30, seed=2), "options": {"budget_nodes": 10}})
    assert limited["result"]["proven"] is False and limited["result"]["nodes"] <= 11


def test_the_lab_transcript_of_spellseeker_pasted_into_the_checker_gives_its_printed_verdict():
    """From ``UNIX> spellseeker < easy-3x4.txt`` to the next prompt, as the writeup prints it; the
    transcript's own next lines show the checker's verdict."""
    text = (CORPUS / "transcripts.txt").read_text(encoding="utf-8")
    start = text.index("UNIX> spellseeker < easy-3x4.txt\n")
    block = text[start : text.index("\nUNIX>\n", start)]
    reply = api.handle({"tool": "spellcheck", "text": block})
    assert reply["result"]["message"] == block.splitlines()[-1] == "OK - Pathlength = 6"


def test_a_grid_pasted_after_the_shell_prompt_that_printed_it_keeps_its_positions():
    assert (
        api.handle({"tool": "spell", "text": "UNIX> cat easy-3x4.txt\nABBB\nBBAB\n-B-A\nUNIX>\n"})["result"]["length"]
        == 6
    )
    reply = api.handle({"tool": "spell", "text": "UNIX> cat g.txt\nABBB\nBBA\nUNIX>"})
    assert (reply["error"]["line"], reply["error"]["column"]) == (3, 4)
