"""Seed 002's pruned BFS told one queue item at a time (issue #14): the steps follow
``route.pruned_bfs`` exactly (same answer, same queue counts) and name the rule for each roll."""

import random

from engine import api, examples
from engine.board import Board, Rules
from engine.formats import read
from engine.pruned_steps import pruned_steps
from engine.route import pruned_bfs

SEED_000 = next(e for e in examples.examples() if e["id"] == "seed000-board")["text"]


def agree(board, rules=Rules()):
    """The steps and ``pruned_bfs`` agree: answer, squares taken off the queue, squares put on it."""
    p = pruned_bfs(board, rules)
    s = pruned_steps(board, rules, limit=10**6)
    assert s["throws"] == p.throws and not s["truncated"]
    assert len(s["steps"]) == p.expanded
    assert 1 + sum(len(st["new"]) for st in s["steps"]) == p.enqueued
    return p, s


def test_seed_000_board_the_last_step_gives_the_answer():
    board = read(SEED_000).boards[0]
    p, s = agree(board)
    last = s["steps"][-1]
    assert last["found"] and s["throws"] == p.throws == 4
    assert not any(st["found"] for st in s["steps"][:-1])
    assert last["text"].endswith("4 throws")
    first = s["steps"][0]
    head = "take square 1 off the queue (0 throws so far); roll 6 → 7: deepest plain landing, queued"
    assert first["text"].startswith(head)
    assert "roll 5 → 6 (ladder to 46): a jump, its end 46 queued" in first["text"]
    assert [r["roll"] for r in first["rolls"]] == [6, 5, 4, 3, 2, 1]


def test_each_roll_names_the_rule_that_applied():
    # from 1 the deepest plain landing is 7; 6 is a snake back to 2, queued before roll 1 reaches 2
    board = Board.build(20, [(3, 12), (5, 1)], base=1)
    s = agree(board)[1]
    first = s["steps"][0]
    verdicts = {r["landing"]: r["verdict"] for r in first["rolls"]}
    assert verdicts == {7: "deepest", 6: "jump", 5: "dominated", 4: "jump", 3: "dominated", 2: "seen"}
    assert first["new"] == [2, 13, 7] and first["line"] == "append-deepest"
    assert "roll 4 → 5: plain, marked visited but not queued (7 is deeper)" in first["text"]
    assert "roll 5 → 6 (snake to 2): a jump, its end 2 queued" in first["text"]
    second = s["steps"][1]  # square 2: 3..8, all but 8 seen or jumps already seen
    assert second["square"] == 2
    assert {r["landing"]: r["verdict"] for r in second["rolls"]}[3] == "seen"


def test_a_jump_onto_the_goal_ends_the_search():
    board = Board.build(30, [(8, 29)], base=1)
    s = agree(board)[1]
    last = s["steps"][-1]
    assert last["line"] == "jump-goal" and s["throws"] == 2
    assert any(r["verdict"] == "jump-goal" for r in last["rolls"])


def test_unreachable_goal_empties_the_queue():
    board = read("Size = 20\nSnake = [[3,1],[4,1],[5,1],[6,1],[7,1],[8,1]]\n").boards[0]
    s = agree(board)[1]
    assert s["throws"] == -1 and s["steps"][-1]["queue_length"] == 0


def test_random_boards_agree_with_pruned_bfs():
    rng = random.Random(2)
    for _ in range(200):
        size = rng.randint(8, 120)
        starts = rng.sample(range(1, size - 1), rng.randint(0, size // 5))
        jumps = [(a, rng.choice([x for x in range(size) if x != a])) for a in starts]
        jumps = [(a, b) for a, b in jumps if b not in starts]
        faces = rng.randint(2, 8)
        agree(Board.build(size, jumps, base=1), Rules(faces=faces))


def test_the_cap_truncates_and_the_reply_carries_the_steps():
    board = read(SEED_000).boards[0]
    s = pruned_steps(board, Rules(), limit=3)
    assert len(s["steps"]) == 3 and s["truncated"] and s["throws"] is None
    out = api.handle({"tool": "throws", "text": SEED_000, "options": {}})["result"]
    full = pruned_steps(board)
    assert out["pruned_steps"] == full["steps"] and out["pruned_steps_truncated"] is False
    assert out["pruned"]["throws"] == full["throws"]


def test_the_marked_squares_are_the_visited_set():
    board = read(SEED_000).boards[0]
    s = pruned_steps(board)
    seen = {1}
    for st in s["steps"]:
        assert not seen & set(st["marked"]) and set(st["new"]) <= set(st["marked"])
        seen |= set(st["marked"])
        assert st["visited"] == len(seen)
