"""The board editor's engine tools: ``edit`` (one change, the text rewritten in its own format, the
rules refused with a reason) and ``live`` (the answers while editing, and what changed)."""

from fractions import Fraction
from itertools import product

import pytest

from engine import api, formats
from engine.board import Board
from engine.edit import Refused, apply


def edit(text, op, fmt="auto"):
    reply = api.handle({"tool": "edit", "text": text, "options": {"format": fmt, "op": op}})
    assert reply["ok"], reply
    return reply["result"]


def jumps(text, fmt="auto"):
    b = formats.read(text, fmt).board
    return sorted((j.start + b.base, j.end + b.base) for j in b.jumps)


def test_a_blank_text_becomes_a_board_built_one_drag_at_a_time():
    r = edit("", {"op": "size", "size": 16})
    assert (r["text"], r["format"], r["refused"]) == ("Size = 16\nLadder = []\nSnake = []", "pairs", None)
    r = edit(r["text"], {"op": "add", "from": 3, "to": 11})
    r = edit(r["text"], {"op": "add", "from": 14, "to": 2})
    assert r["text"] == "Size = 16\nLadder = [[3,11]]\nSnake = [[14,2]]"
    assert [(j["start"], j["end"], j["kind"]) for j in r["board"]["jumps"]] == [(2, 10, "ladder"), (13, 1, "snake")]


def test_the_text_stays_in_the_users_format():
    lc = "[[-1,-1,-1,-1],[-1,-1,-1,-1],[-1,-1,-1,-1],[-1,-1,-1,-1]]"
    r = edit(lc, {"op": "add", "from": 3, "to": 11})
    assert r["format"] == "lc909"
    assert formats.detect(r["text"]) == "lc909"
    assert jumps(r["text"], "lc909") == [(3, 11)]
    moves = "16\n" + " ".join(["-1"] * 16)
    r = edit(moves, {"op": "add", "from": 14, "to": 2}, fmt="moves")
    assert r["format"] == "moves" and jumps(r["text"], "moves") == [(14, 2)]  # labels from 0: square 14 -> 2


def test_move_either_end_and_delete():
    text = "Size = 25\nLadder = [[3,11]]\nSnake = [[20,4]]"
    r = edit(text, {"op": "move", "start": 3, "which": "end", "to": 18})
    assert jumps(r["text"]) == [(3, 18), (20, 4)]
    r = edit(r["text"], {"op": "move", "start": 20, "which": "start", "to": 22})
    assert jumps(r["text"]) == [(3, 18), (22, 4)]
    r = edit(r["text"], {"op": "move", "start": 3, "which": "start", "to": 19})
    assert jumps(r["text"]) == [(19, 18), (22, 4)]  # now a snake
    r = edit(r["text"], {"op": "delete", "start": 22})
    assert r["text"] == "Size = 25\nLadder = []\nSnake = [[19,18]]"


def test_a_smaller_board_drops_the_jumps_that_no_longer_fit_and_says_so():
    r = edit("Size = 25\nLadder = [[3,11],[5,20]]\nSnake = [[24,4]]", {"op": "size", "size": 16})
    assert r["text"] == "Size = 16\nLadder = [[3,11]]\nSnake = []"
    assert r["note"] == "dropped 2 jumps off the smaller board: 5->20 24->4"


REFUSED = [
    ({"op": "add", "from": 5, "to": 3}, "square 3 starts a ladder to 11: a jump cannot end there"),
    ({"op": "add", "from": 3, "to": 7}, "square 3 already starts a ladder to 11"),
    ({"op": "add", "from": 14, "to": 2}, "square 14 already starts a snake to 6"),
    ({"op": "add", "from": 16, "to": 5}, "square 16 is the goal: a jump cannot start there"),
    ({"op": "add", "from": 5, "to": 17}, "square 17 is off the board (squares 1..16)"),
    ({"op": "add", "from": 0, "to": 5}, "square 0 is off the board (squares 1..16)"),
    ({"op": "add", "from": 5, "to": "off"}, "the end is off the board: let go on a square (squares 1..16)"),
    (
        {"op": "move", "start": 3, "which": "end", "to": "off"},
        "the end is off the board: let go on a square (squares 1..16)",
    ),
    ({"op": "add", "from": 5, "to": 5}, "a jump must go somewhere: it starts and ends on square 5"),
    ({"op": "move", "start": 3, "which": "end", "to": 3}, "a jump must go somewhere: it starts and ends on square 3"),
    ({"op": "move", "start": 6, "which": "end", "to": 9}, "no jump starts on square 6"),
    ({"op": "move", "start": 3, "which": "start", "to": 14}, "square 14 already starts a snake to 6"),
    ({"op": "move", "start": 3, "which": "start", "to": 16}, "square 16 is the goal: a jump cannot start there"),
    ({"op": "move", "start": 14, "which": "end", "to": 3}, "square 3 starts a ladder to 11: a jump cannot end there"),
    ({"op": "move", "start": 14, "which": "end", "to": 40}, "square 40 is off the board (squares 1..16)"),
    ({"op": "delete", "start": 4}, "no jump starts on square 4"),
    ({"op": "size", "size": 1}, "a board has 2..1,048,576 squares, not 1"),
]


@pytest.mark.parametrize(("op", "reason"), REFUSED)
def test_every_illegal_edit_is_refused_with_its_reason_and_the_text_kept(op, reason):
    text = "Size = 16\nLadder = [[3,11]]\nSnake = [[14,6]]"
    r = edit(text, op)
    assert (r["refused"], r["text"]) == (reason, text)


def test_a_format_that_cannot_hold_the_board_refuses_with_its_reason():
    counts = "1 0\n3 40"
    r = edit(counts, {"op": "size", "size": 64}, fmt="counts")
    assert r["refused"] == (
        "the L S counts file format cannot hold this board: "
        "the counts format holds 100-square boards only; this board has 64 squares"
    )
    assert r["text"] == counts
    r = edit("[[-1,-1],[-1,-1]]", {"op": "size", "size": 5})
    assert r["refused"].startswith("the LeetCode board format cannot hold this board")


def test_a_judge_file_edits_its_first_board_and_keeps_the_others():
    text = "2\n1\n3 90\n0\n0\n1\n99 10"
    r = edit(text, {"op": "add", "from": 50, "to": 60}, fmt="hackerrank")
    boards = formats.read(r["text"], "hackerrank").boards
    assert [sorted(b.jump_map().items()) for b in boards] == [[(2, 89), (49, 59)], [(98, 9)]]


def test_uil_boards_edit_in_their_own_labels_from_zero():
    text = formats.write(Board.build(9, [(1, 7)], base=0), "uil")
    r = edit(text, {"op": "add", "from": 5, "to": 3})
    assert (r["format"], r["refused"]) == ("uil", None)
    assert jumps(r["text"], "uil") == [(1, 7), (5, 3)]
    r = edit(r["text"], {"op": "add", "from": 7, "to": 2})
    assert r["refused"] == (
        "the UIL grid format cannot hold this board: square 7 ends one jump and starts another; "
        "a uil square holds one label: 1->7"
    )


@pytest.mark.parametrize(
    ("op", "message"),
    [
        ({"op": "paint"}, "edit: unknown op 'paint' (expected add or move or delete or size)"),
        ({"op": "add", "from": 3}, "edit: op add needs 'to' (expected from, to)"),
        ({"op": "add", "from": "x", "to": 3}, "edit: from must be a whole number, not 'x' (expected a square label)"),
        ({"op": "move", "start": 3, "which": "up", "to": 5}, "edit: which end to move: 'up' (expected start or end)"),
    ],
)
def test_a_malformed_op_is_an_input_error(op, message):
    reply = api.handle({"tool": "edit", "text": "Ladder = [[3,11]]", "options": {"op": op}})
    assert not reply["ok"] and reply["error"]["message"] == "line 1, col 1: " + message


def test_apply_refuses_with_the_refused_type():
    with pytest.raises(Refused, match="the goal"):
        apply(Board.build(9, [], base=1), {"op": "add", "from": 9, "to": 2})


def live(text, **options):
    reply = api.handle({"tool": "live", "text": text, "options": options})
    assert reply["ok"], reply
    return reply["result"]


def by_enumeration(board, faces, turns):
    """P(T <= turns) by playing every roll sequence (overshoot finishes, jumps once)."""
    jump, won = board.jump_map(), 0
    for rolls in product(range(1, faces + 1), repeat=turns):
        at = board.start
        for r in rolls:
            at = min(at + r, board.goal)
            at = jump.get(at, at) if at != board.goal else at
            if at == board.goal:
                won += 1
                break
    return Fraction(won, faces**turns)


def test_live_answers_agree_with_the_throws_tool_the_analysis_and_enumeration():
    text = "Size = 16\nLadder = [[3,11]]\nSnake = [[14,2]]"
    r = live(text, faces=3, turns=5)
    assert r["throws"] == api.throws(text, {"faces": 3})["throws"]
    assert r["route_text"] == api.throws(text, {"faces": 3})["route_text"]
    a = api.run("analysis", text, {"faces": 3, "exact": True, "what_if": False})
    assert r["mean_exact"] == a["mean_exact"]
    board = formats.read(text).board
    assert Fraction(r["within_exact"]) == by_enumeration(board, 3, 5)
    assert r["within"] == pytest.approx(a["cdf"][5])
    assert r["lines"]["throws"] == f"Fewest throws: {r['throws']} ({r['route_text']})"


def test_live_says_what_changed_from_the_previous_figures_exactly():
    before = live("Size = 16\nLadder = [[3,11]]\nSnake = []", turns=4)
    after = live("Size = 16\nLadder = [[3,11]]\nSnake = [[14,2]]", turns=4, previous=before["figures"])
    d = Fraction(after["mean_exact"]) - Fraction(before["mean_exact"])
    assert after["change"]["mean_exact"] == f"{d.numerator}/{d.denominator}"
    assert after["change"]["mean"] == f"{float(d):+.1f} turns"
    dw = (Fraction(after["within_exact"]) - Fraction(before["within_exact"])) * 100
    assert after["change"]["within"] == f"{float(dw):+.1f} points"
    dt = after["throws"] - before["throws"]
    assert after["change"]["throws"] == f"{dt:+d} throw" + ("" if abs(dt) == 1 else "s")
    assert live("Size = 16", turns=4)["change"] is None


def test_live_without_exact_gives_the_same_mean_as_a_float_and_says_the_fraction_is_available():
    text = "Size = 16\nLadder = [[3,11]]\nSnake = [[14,2]]"
    fast, full = live(text, exact=False), live(text)
    assert fast["mean_exact"] is None and fast["exact_available"] and full["exact_available"]
    assert fast["mean"] == pytest.approx(float(Fraction(full["mean_exact"])), rel=1e-12)
    assert fast["lines"]["mean"] == f"Expected turns: {fast['mean']:.2f}"
    assert (fast["within_exact"], fast["throws"]) == (full["within_exact"], full["throws"])


def test_live_on_a_board_above_the_exact_limit_gives_a_float_mean():
    text = "Size = 400\nLadder = [[3,200]]\nSnake = [[390,5]]"
    r = live(text)
    assert r["mean_exact"] is None and not r["exact_available"]
    a = api.run("analysis", text, {"what_if": False})
    assert r["mean"] == pytest.approx(a["mean"], rel=1e-9)
    assert r["figures"]["mean"] == repr(r["mean"])


def test_live_names_a_game_that_may_never_end():
    r = live("Size = 10\nSnake = [[5,1],[6,1],[7,1],[8,1],[9,1]]", faces=4, start="first", end="exact")
    assert r["mean"] is None and r["lines"]["mean"] == "Expected turns: infinite (a player can get stuck)"


def test_an_edit_asked_for_live_answers_carries_the_live_tools_answer_for_the_new_text():
    text = "Size = 16\nLadder = [[3,11]]\nSnake = []"
    before = live(text, turns=4, exact=False)
    asked = {"turns": 4, "exact": False, "previous": before["figures"], "faces": 3}
    r = api.handle({"tool": "edit", "text": text, "options": {"op": {"op": "add", "from": 14, "to": 2}, "live": asked}})
    got = r["result"]
    alone = live(got["text"], **asked)
    assert "board" not in got["live"]  # one copy of the board in the reply: the edit's own
    assert got["live"] == {k: v for k, v in alone.items() if k != "board"}
    assert got["board"] == alone["board"]
    assert got["live"]["change"]["throws"] is not None
    r = api.handle({"tool": "edit", "text": text, "options": {"op": {"op": "add", "from": 16, "to": 2}, "live": asked}})
    assert r["result"]["refused"] and r["result"]["live"] is None
    assert "live" not in edit(text, {"op": "delete", "start": 3})


def test_live_on_a_two_dice_source_gives_its_throws_and_says_why_there_is_no_mean():
    """HackerEarth's Rani and Ladders throws two dice: the editor's live answers give the throws tool's
    two-dice answer and route, and say that the chances are one die's instead of giving one die's."""
    text = "1\n100 1\n5 97\n"
    r = live(text, dice="", end="auto")
    assert (
        (r["throws"], r["route_text"])
        == (2, "1 5>97 100")
        == (api.throws(text)["throws"], api.throws(text)["route_text"])
    )
    assert (r["mean"], r["within"], r["exact_available"]) == (None, None, False)
    assert r["lines"]["mean"] == "Expected turns: not with two dice (the probability tools throw one die)"
    grown = live("1\n100 2\n5 97\n10 90\n", dice="", end="auto", previous=live("1\n100 0\n", dice="")["figures"])
    assert grown["change"] == {"throws": "-7 throws", "mean": None, "within": None}
    one = live(text, dice=1)
    assert one["throws"] == 2 and one["mean"] is not None  # one die asked for: the chances too
