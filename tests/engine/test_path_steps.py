"""The spellpath search told step by step (issue #14): the path grows one linked cell at a time
and backs off one cell at a time; when it is not cut short it ends on the exact answer."""

import itertools

from engine import api
from engine.spell import generate, linked, longest_path, parse_grid
from engine.spell.path_steps import path_steps

HANDOUT = ["1111 1111", "ABBB BBAB -B-A", "AB CB", "ABC\nB-D\nCDE"]


def check_moves(grid, steps):
    """Each step changes the path by one cell, along a link, never revisiting a cell."""
    prev = None
    for st in steps:
        path = [tuple(rc) for rc in st["path"]]
        assert len(set(path)) == len(path)
        assert all(linked(grid, a, b) for a, b in itertools.pairwise(path))
        if st["kind"] == "extend":
            assert prev is not None and path[:-1] == prev
        elif st["kind"] == "backtrack":
            assert path == prev[:-1]
        elif st["kind"] == "start":
            assert len(path) == 1
        prev = path


def test_the_last_step_gives_the_exact_answer_on_small_grids():
    for text in HANDOUT:
        grid = parse_grid(text)
        told = path_steps(grid)
        assert not told["truncated"]
        last = told["steps"][-1]
        assert last["kind"] == "done" and last["line"] == "done"
        assert told["best"] == last["best"] == len(last["path"]) == longest_path(grid).length
        check_moves(grid, told["steps"][:-1])


def test_random_small_grids_agree_with_the_exact_search():
    for seed in range(30):
        grid = parse_grid(generate(3, 3, alphabet="ABC", blank=0.2, seed=seed))
        told = path_steps(grid, limit=10**6)
        assert told["best"] == longest_path(grid).length
        check_moves(grid, told["steps"][:-1])


def test_the_sentences_and_the_best_so_far():
    told = path_steps(parse_grid("ABBB BBAB -B-A"))
    first, second = told["steps"][:2]
    assert first["text"] == "start a path at (0, 0) 'A' (new best: 1 cell)"
    assert second["text"].startswith("(1, 0) 'B' touches (0, 0) 'A' and differs by one: the path grows to 2 cells")
    backs = [st for st in told["steps"] if st["kind"] == "backtrack"]
    assert backs and backs[0]["text"].startswith("nothing new to add after")
    bests = [st["best"] for st in told["steps"]]
    assert bests == sorted(bests)


def test_a_big_grid_is_cut_short_and_the_replies_carry_the_steps():
    text = "213322223 332123331 331231121 133131123 131211121 231231121 -1-2-3-3-"
    told = path_steps(parse_grid(text), limit=50)
    assert len(told["steps"]) == 50 and told["truncated"] and told["steps"][-1]["kind"] != "done"
    full = path_steps(parse_grid(text))
    solved = api.handle({"tool": "spell", "text": text, "options": {}})["result"]
    assert solved["path_steps"] == full["steps"] and solved["path_steps_truncated"] is True
    alone = api.handle({"tool": "spellgrid", "text": text, "options": {"path": solved["path"]}})["result"]
    assert alone["path_steps"] == full["steps"] and alone["seeker_text"] == solved["seeker_text"]
    assert alone["grid"] == solved["grid"]


def test_spellgrid_reads_the_grid_alone_and_refuses_a_bad_path():
    r = api.handle({"tool": "spellgrid", "text": "AB\nCD", "options": {}})["result"]
    assert r["grid"]["cells"] == [["A", "B"], ["C", "D"]] and r["seeker_text"] == "AB\nCD\nPATH\n"
    bad = api.handle({"tool": "spellgrid", "text": "AB", "options": {"path": [[0, "x"]]}})
    assert not bad["ok"] and "option path must be a list of [row, column] pairs" in bad["error"]["message"]
    empty = api.handle({"tool": "spellgrid", "text": "AB\nABC", "options": {}})
    assert not empty["ok"] and empty["error"]["line"] == 2
