"""The uil board format (seed 001): reading labels into jumps, writing boards back, and errors."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import formats
from engine.board import Board, Jump
from engine.errors import InputError
from engine.examples import example_text
from engine.formats import uil

# The 10 x 10 board printed in seed 001's statement.
SEED_BOARD = example_text("uil-seed001").rstrip("\n")


def pairs(board):
    return sorted((j.start, j.end) for j in board.jumps)


def test_seed_board_jumps_match_the_statement():
    # The statement: 6 climbs L1 to 35, 92 is L3's top, 47 is S2's tail, S1 slides to 18.
    # (Its prose puts S1's head on 55, but the printed row "59 58 57 S1 55" puts it on 56.)
    b = uil.parse(SEED_BOARD)
    assert (b.size, b.base, b.start, b.goal, b.cols) == (100, 0, 0, 99, 10)
    assert pairs(b) == [(6, 35), (19, 40), (56, 18), (76, 92), (78, 47), (97, 11)]
    names = {j.start: j.name for j in b.jumps}
    assert names[6] == "L1" and names[56] == "S1" and names[97] == "S3"
    assert b.warnings == ()


def test_leading_side_line_is_optional():
    assert uil.parse("10\n" + SEED_BOARD) == uil.parse(SEED_BOARD)


def test_odd_side_puts_the_goal_top_right():
    # 3 x 3: rows from the top are 6 7 8 / 5 4 3 / 0 1 2, so square 8 is top-right.
    b = uil.parse("06 L1 08\n05 S1 03\n00 L1 S1")
    assert pairs(b) == [(1, 7), (4, 2)]
    assert [uil.square_at(3, 0, c) for c in range(3)] == [6, 7, 8]
    assert uil.square_at(4, 0, 0) == 15


def test_padded_labels_are_the_same_label():
    # L01 (square 1) and L1 (square 2) are one ladder; the name keeps what the file says.
    b = uil.parse("03 L1\n00 L01")
    assert [(j.start, j.end, j.name) for j in b.jumps] == [(1, 2, "L01")]
    b = uil.parse("003 L001\n000 l1")  # lower case and three-digit padding
    assert pairs(b) == [(1, 2)]


def test_label_with_one_end_does_nothing_and_warns_with_its_position():
    b = uil.parse("03 S4\n00 L1")
    assert b.jumps == ()
    assert len(b.warnings) == 2
    assert b.warnings[0].startswith("line 1, col 4: snake 'S4' has only one end") or b.warnings[1].startswith(
        "line 1, col 4: snake 'S4' has only one end"
    )


def test_label_with_three_ends_jumps_to_its_extreme_end():
    # L1 on 1, 4 and 6: 1 and 4 climb to 6. S2 on 2, 5, 8: 5 and 8 slide to 2 (8 is the goal).
    b = uil.parse("L1 07 S2\nS2 L1 03\n00 L1 S2")
    assert pairs(b) == [(1, 6), (4, 6), (5, 2), (8, 2)]
    assert any("3 ends" in w and "ladder 'L1'" in w for w in b.warnings)
    assert any("last square" in w for w in b.warnings)


def test_label_on_square_zero_is_kept_but_warned():
    b = uil.parse("03 L2\n L2 01")
    assert pairs(b) == [(0, 2)]
    assert any(w.startswith("line 2, col 2:") and "square 0" in w for w in b.warnings)


def test_numbers_that_are_not_their_square_warn_once():
    b = uil.parse("99 L1\n00 L1")
    assert pairs(b) == [(1, 2)]
    assert b.warnings == (
        "line 1, col 1: cell '99' stands on square 3; square numbers are ignored, squares count from the bottom-left",
    )


@pytest.mark.parametrize(
    "text, line, col, fragment",
    [
        ("03 L1\n00 X9", 2, 4, "unknown cell 'X9'"),
        ("03 L1 04\n00 L1 05\n06 07 08 09", 3, 10, "cell 4 is '09'"),
        ("03 L1 04\n00 L1\n06 07 08", 2, 6, "board row has only 2 cells"),
        ("03 L1\n00 L1\nP1:1,2", 3, 1, "unexpected text after the 2 x 2 board"),
        ("3\n03 L1 04\n00 L1 05", 4, 1, "the board has 2 rows, not 3"),
        ("1001\n00 01", 1, 1, "a board side D must be 2..1000"),
        ("  \n", 1, 1, "the board is empty"),
        ("x\n00 01", 1, 1, "unknown cell 'x'"),
    ],
)
def test_errors_name_line_and_column(text, line, col, fragment):
    with pytest.raises(InputError) as e:
        uil.parse(text)
    assert (e.value.line, e.value.column) == (line, col)
    assert fragment in str(e.value)


def test_detection_picks_uil_and_broken_boards_get_uil_errors():
    assert formats.detect(SEED_BOARD) == "uil"
    assert formats.detect("2\n03 L1\n00 L1") == "uil"
    with pytest.raises(InputError, match="board row has only 2 cells"):
        formats.parse("03 L1 04\n00 L1\n06 07 08")


def test_write_gives_back_the_seed_board_text():
    assert uil.write(uil.parse(SEED_BOARD)) == SEED_BOARD


def test_write_names_unnamed_jumps_and_pads_numbers():
    b = Board.build(16, [(1, 5), (2, 9), (12, 3)], base=0)
    assert uil.write(b) == "15 14 13 S1\n08 L2 10 11\n07 06 L1 04\n00 L1 L2 S1"
    # 12 ladders on 100 squares need three characters: every cell is padded to three.
    b = Board.build(100, [(k, 50 + k) for k in range(1, 13)], base=0)
    text = uil.write(b)
    assert text.splitlines()[-1].split()[:3] == ["000", "L01", "L02"]
    assert uil.parse(text) == b


def test_write_keeps_names_but_never_lets_two_jumps_share_a_label():
    b = Board.build(16, [Jump(1, 5, "L7"), Jump(2, 9, "L7"), Jump(12, 3, "L1")], base=0)
    text = uil.write(b)
    assert "L7" in text and "L1" in text and "S1" in text  # L1 is a snake's name: renamed
    assert pairs(uil.parse(text)) == pairs(b)


def test_jumps_sharing_an_end_become_one_label_with_three_ends():
    b = Board.build(16, [(1, 9), (4, 9)], base=0)
    assert uil.parse(uil.write(b)) == b


@pytest.mark.parametrize(
    "jumps, size, fragment",
    [
        ([(1, 5), (5, 9)], 16, "square 5 ends one jump and starts another"),
        ([(1, 5), (9, 5)], 16, "a ladder and a snake both end on square 5"),
        ([(1, 5)], 30, "a uil board has D x D squares"),
    ],
)
def test_write_refuses_boards_uil_cannot_express(jumps, size, fragment):
    with pytest.raises(InputError, match=fragment):
        uil.write(Board.build(size, jumps, base=0))


def test_converting_a_seed_000_board_to_uil_keeps_its_jumps():
    b = formats.parse("Ladder = [[6,46],[19,43]]\nSnake = [[47,9],[96,75]]")
    back = uil.parse(uil.write(b))
    assert pairs(back) == pairs(b) and back.size == 100 and back.base == 0


@st.composite
def uil_boards(draw, max_side=12):
    """Boards uil can express: disjoint groups of 2..4 squares, each a ladder to its top or a snake to its bottom."""
    side = draw(st.integers(2, max_side))
    size = side * side
    squares = draw(st.lists(st.integers(0, size - 1), unique=True, max_size=min(size, 24)))
    jumps = []
    while len(squares) >= 2:
        k = draw(st.integers(2, min(4, len(squares))))
        group, squares = sorted(squares[:k]), squares[k:]
        target = group[-1] if draw(st.booleans()) else group[0]
        jumps += [(s, target) for s in group if s != target]
    return Board.build(size, jumps, base=0, cols=side)


@settings(max_examples=150, deadline=None)
@given(uil_boards())
def test_round_trip_parse_write(board):
    text = uil.write(board)
    assert uil.parse(text) == board
    assert uil.write(uil.parse(text)) == text
    if board.jumps:
        assert formats.detect(text) == "uil"
