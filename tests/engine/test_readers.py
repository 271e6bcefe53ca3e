"""The paste readers one by one: round trips through ``write`` where a format can hold the board,
errors with positions, and Hypothesis fuzzing (a board or an InputError inside the text)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import formats
from engine.board import Board
from engine.errors import InputError
from engine.formats import arrays, cf1245, dicts, gfg, gfgtests, hackerrank, hrcomma, hrtest, lcpanel, portals, tuples

from .test_fuzz import FUZZ, assert_good_error, inputs

prose = formats.READERS["prose"]
interviewbit = formats.READERS["interviewbit"]
lcrows = formats.READERS["lcrows"]

NEW = [
    "hrtest",
    "hackerrank",
    "hrcomma",
    "portals",
    "jumplist",
    "gfg",
    "gfgtests",
    "lightoj",
    "hackerearth",
    "arrays",
    "dicts",
    "tuples",
    "interviewbit",
    "cf1245",
    "chutes",
    "lcpanel",
    "lcrows",
    "prose",
]
VALID = {
    "hrtest": ["1\n3 90\n3\n99 10\n98 10\n97 10"],
    "hackerrank": ["2\n3\n32 62\n42 68\n12 98\n1\n95 13\n1\n8 52\n2\n51 19\n39 11"],
    "hrcomma": ["2\n3,1\n32,62 42,68 12,98\n95,13\n0,1\n\n97,25"],
    "portals": ["30 3\n3 22\n27 1\n20 29"],
    "jumplist": ["10\n32 62\n42 68\n12 98\n95 13\n97 25\n93 37\n79 27\n75 19\n49 47\n67 17", "1\n3 90"],
    "gfg": ["Input:\nN = 2\narr[] = {3, 22, 27, 1}\nOutput: 2"],
    "gfgtests": ["2\n6\n11 26 3 22 5 8 20 29 27 1 21 9\n1\n2 30"],
    "lightoj": ["2\n\n2\n4 42\n16 8\n\n0", "1\n\n1\n3 22", "1\n1\n3 90"],
    "hackerearth": ["1\n100 1\n5 97", "2\n144 2\n3 90\n10 143\n100 0"],
    "arrays": ["int move[6] = {-1, 4, -1, 0, -1, -1};", "moves = [-1, 3, -1, -1]"],
    "dicts": ["snakes = {16: 6, 47: 26}\nladders = {1: 38}", '{"size": 30, "ladders": {"3": 22}, "snakes": [[27, 1]]}'],
    "tuples": ["ladders = [(1, 38), (4, 14)]\nsnakes = [(16, 6)]"],
    "interviewbit": [
        "Input 1:\nA = [ [32, 62] [42, 68] ] B = [ [95, 13] ]\nInput 2:\nA = [ [8, 52] ] B = [ [51, 19]\nOutput 1:\n3",
        "A = [\n  [3, 9],\n  [4, 14]\n]\nB = [\n  [16, 6]\n]",
    ],
    "cf1245": ["0 0 0\n0 0 0\n0 1 0", "0 0 0 0\n0 0 0 0\n0 2 0 1\n0 0 3 0"],
    "chutes": ["10 10 3\nL 1 38\nC 6 16\nL 80 100", "3 3 1\nL 2 9\n4 4 2\nC 3 15\nl 5 7"],
    "lcpanel": ["[[-1,-1],[-1,3]]\n[[-1,4],[-1,-1]]"],
    "lcrows": ["3\n-1 1 -1\n-1 -1 9\n-1 4 -1", "2\n-1 -1\n-1 3\n"],
    "prose": [
        "Snakes: from 54 to 19, from 90 to 48\nLadders: from 9 to 34, and from 67 to 86\n100 squares",
        "30 cells\nSnake: From 26 to 0, From 20 to 8\nLadder From 2 to 21",
    ],
}


@pytest.mark.parametrize("fmt", NEW)
def test_each_reader_claims_its_own_examples(fmt):
    for text in VALID[fmt]:
        assert formats.read(text).format == fmt, text


@pytest.mark.parametrize("fmt", NEW)
def test_each_reader_gives_a_board_or_an_input_error_inside_the_text(fmt):
    module = formats.READERS[fmt]
    parse = getattr(module, "parse_all", module.parse)

    @FUZZ
    @given(inputs(VALID[fmt]))
    def run(text):
        try:
            boards = parse(text)
        except InputError as err:
            assert_good_error(err, text)
            return
        for board in boards if isinstance(boards, list) else [boards]:
            board.check()

    run()


def test_read_over_every_shape_mixed_never_crashes():
    everything = [t for ts in VALID.values() for t in ts]

    @FUZZ
    @given(inputs(everything))
    def run(text):
        try:
            reading = formats.read(text)
        except InputError as err:
            assert_good_error(err, text)
            return
        assert reading.boards and reading.summary.startswith(formats.title(reading.format))

    run()


@st.composite
def boards(draw, size=None, direction_free=True):
    """A random board (labels from 1): jumps between distinct squares, none from the goal."""
    n = size or draw(st.integers(2, 60))
    starts = draw(st.lists(st.integers(0, n - 2), unique=True, max_size=min(8, n - 1)))
    jumps = []
    for s in starts:
        end = draw(st.integers(0, n - 1).filter(lambda e, s=s: e != s))
        jumps.append((s, end))
    return Board.build(n, jumps, base=1)


ROUND_TRIPS = [
    (hrtest, 100),
    (hackerrank, 100),
    (hrcomma, 100),
    (portals, None),
    (gfg, 30),
    (gfgtests, 30),
    (arrays, None),
    (dicts, None),
    (tuples, None),
    (interviewbit, 100),
    (lcpanel, 36),
    (lcrows, 25),
    (prose, None),
]


@pytest.mark.parametrize(("module", "size"), ROUND_TRIPS, ids=[m.NAME for m, _ in ROUND_TRIPS])
def test_write_then_read_gives_the_same_board(module, size):
    @FUZZ
    @given(boards(size))
    def run(board):
        text = module.write(board)
        back = module.parse(text)
        assert (back.size, back.jump_map()) == (board.size, board.jump_map()), text
        assert formats.read(text, module.NAME).board.jump_map() == board.jump_map()

    run()


@given(
    st.integers(2, 12).flatmap(
        lambda n: st.lists(st.lists(st.integers(0, n - 1), min_size=n, max_size=n), min_size=n, max_size=n)
    )
)
@FUZZ
def test_cf1245_grids_round_trip(grid):
    heights = [[h % (i + 1) if i else 0 for h in row] for i, row in enumerate(grid)]
    heights[0][0] = heights[-1][0] = 0
    text = "\n".join(" ".join(map(str, row)) for row in heights)
    assert cf1245.write(cf1245.parse(text)) == text


def test_writers_refuse_boards_their_format_cannot_hold():
    board = Board.build(20, [(2, 9)], base=1)
    for module, needle in ((hrtest, "100 squares"), (gfg, "30 squares"), (cf1245, "n x n")):
        with pytest.raises(InputError, match=needle):
            module.write(board)
    with pytest.raises(InputError, match="straight up"):
        cf1245.write(Board.build(9, [(0, 4)], base=1))


@pytest.mark.parametrize(
    ("fmt", "text", "where", "needle"),
    [
        ("hrtest", "1\n3 90\n2\n99 10", (4, 6), "2 snakes need 4 numbers"),
        ("hackerrank", "1\n0\n0\n7", (4, 1), "more numbers than T = 1"),
        ("portals", "30 1\n3 44", (2, 1), "off a 30-square board"),
        ("hrcomma", "1\n1,0\n3,9x", (3, 3), "not a whole number"),
        ("gfg", "N = 2\narr[] = {3, 22, 27}", (2, 9), "N = 2 needs 4 values"),
        ("gfgtests", "2\n1\n3 22\n1\n2", (5, 2), "N = 1 needs 2 squares"),
        ("arrays", "int move[5] = {-1, 9, -1, -1, -1};", (1, 20), "move[1] is off the board"),
        ("dicts", "ladders = {1: 38}\nsquirrels = {2: 3}", (2, 1), "unexpected name"),
        ("tuples", "ladders = [(1, 38, 4)]", (1, 12), "not a pair"),
        ("interviewbit", "Input 1:\nA = [ [32, 62] [42 68 70] ]", (2, 23), "closing the row"),
        ("interviewbit", "A = [ [32, 162] ] B = [ [95, 13] ]", (1, 8), "off a 100-square board"),
        ("interviewbit", "Input 1:\nA = [ [3, 9] ]\nC = [ [95, 13] ]", (3, 1), "A = [ [base, end] ... ]"),
        ("cf1245", "0 0 0\n0 0 0\n3 0 0", (3, 1), "climbs 0..2 rows"),
        ("lcpanel", "[[-1,-1],[-1,3]]\n[[-1,-1],[-1,7]]", (2, 14), "not a square of this board"),
        ("lcrows", "3\n-1 1 -1\n-1 -1\n-1 4 -1", (3, 4), "this row has 2 numbers"),
        ("lcrows", "2\n-1 -1\n-1 x", (3, 4), "not a whole number"),
    ],
)
def test_errors_say_where_and_why(fmt, text, where, needle):
    with pytest.raises(InputError) as info:
        formats.read(text, fmt)
    assert (info.value.line, info.value.column) == where, str(info.value)
    assert needle in str(info.value)
