"""The step-by-step BFS (issue #14): one queue item per step, in the order of ``route.bfs``."""

from engine import api, examples, route
from engine.bfs_steps import queue_steps
from engine.board import Board, Rules
from engine.formats import read

SEED_000 = next(e for e in examples.examples() if e["id"] == "seed000-board")["text"]


def check_against_bfs(board, rules):
    r = route.shortest_route(board, rules)
    s = queue_steps(board, rules)
    taken = [st["square"] for st in s["steps"]]
    order = [sq + r.base for layer in r.layers for sq in layer]
    assert taken == order[: len(taken)]
    dist = {sq + r.base: d for d, layer in enumerate(r.layers) for sq in layer}
    for st in s["steps"]:
        assert st["distance"] == dist[st["square"]]
        assert all(dist[t] == st["distance"] + 1 for t in st["new"])
    return r, s


def test_seed_000_steps_end_when_the_goal_is_found():
    board = read(SEED_000).boards[0]
    r, s = check_against_bfs(board, Rules())
    last = s["steps"][-1]
    assert last["found"] and not s["truncated"]
    assert last["distance"] + 1 == r.throws == 4
    assert not any(st["found"] for st in s["steps"][:-1])
    assert "the goal 100 is reached after 4 throws" in last["text"]
    first = s["steps"][0]
    assert first["text"].startswith("take square 1 off the queue; roll 1..6 → 2, 3")
    assert first["queue"] == [sq + r.base for sq in r.layers[1]]


def test_a_jump_is_named_in_the_sentence_and_the_queue_grows_by_the_new_squares():
    board = Board.build(20, [(2, 12), (9, 1)], base=1)
    s = check_against_bfs(board, Rules())[1]
    st = s["steps"][0]
    assert "3 (ladder to 13)" in st["text"] and st["new"] == [2, 13, 4, 5, 6, 7]
    second = s["steps"][1]
    assert second["new"] == [8] and "new: 8 (distance 2)" in second["text"]
    assert second["queue"] == [13, 4, 5, 6, 7, 8] and second["queue_length"] == 6 and second["visited"] == 8
    fourth = s["steps"][3]  # square 4 rolls onto the snake at 10, back to 2 (seen already)
    assert fourth["square"] == 4 and "10 (snake to 2)" in fourth["text"]


def test_unreachable_goal_runs_until_the_queue_is_empty():
    board = read("Size = 20\nSnake = [[3,1],[4,1],[5,1],[6,1],[7,1],[8,1]]\n").boards[0]
    r, s = check_against_bfs(board, Rules())
    assert r.throws == -1 and not s["truncated"]
    assert s["steps"][-1]["queue_length"] == 0 and not s["steps"][-1]["found"]


def test_start_off_the_board_and_the_step_cap():
    board = read(SEED_000).boards[0]
    check_against_bfs(board, Rules(start="off"))
    assert queue_steps(board, Rules(start="off"))["steps"][0]["square"] == 0
    s = queue_steps(board, Rules(), limit=5)
    assert len(s["steps"]) == 5 and s["truncated"]


def test_the_throws_reply_carries_the_steps():
    reply = api.handle({"tool": "throws", "text": SEED_000, "options": {}})
    out = reply["result"]
    assert out["queue_steps"] == queue_steps(read(SEED_000).boards[0])["steps"]
    assert out["queue_steps_truncated"] is False
