"""Board formats pairs, moves, lc909 and counts: seed examples, detection, conversion, round trips, errors."""

import json
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import formats
from engine.board import Board
from engine.errors import InputError
from engine.examples import example_text
from engine.formats import counts, lc909, moves, pairs
from engine.route import min_throws

CORPUS = Path(__file__).resolve().parents[1] / "data"

# Seed 000's 10 x 10 board, as its report writes it.
SEED000_PAIRS = "Input Ladder = [[6,46],[19,43],[52,71],[57,98]]\nSnake = [[47,9],[62,40],[96,75]]"
# The same board as seed 003's program reads it: "L S", then the ladders, then the snakes.
SEED003_COUNTS = "4 3\n6 46\n19 43\n52 71\n57 98\n47 9\n62 40\n96 75\n"
# Seed 000's C++ driver (its main()), pasted as printed.
SEED000_DRIVER = (
    "int main()\n{\n    // Let us construct the board given in above diagram\n"
    + textwrap.indent(example_text("seed000-n30"), "    ")
    + '\n    cout << "Min Dice throws required is " << getMinDiceThrows(moves, N);\n    return 0;\n}\n'
)
SEED000_MOVES_PLAIN = """30
-1 -1 21 -1 7 -1 -1 -1 -1 -1
25 -1 -1 -1 -1 -1 3 -1 6 28
8 -1 -1 -1 -1 -1 0 -1 -1 -1"""
SEED001_UIL = example_text("uil-seed001").rstrip("\n")


def corpus_lines():
    return (CORPUS / "leetcode-909" / "boards.jsonl").read_text().splitlines()


def labels(board):
    """The board's jumps as (start label, end label) pairs."""
    return sorted((board.label(j.start), board.label(j.end)) for j in board.jumps)


# --- seed examples -----------------------------------------------------------------------------


def test_seed000_board_in_pairs_and_counts_gives_4():
    for text, fmt in ((SEED000_PAIRS, "pairs"), (SEED003_COUNTS, "counts")):
        assert formats.detect(text) == fmt
        b = formats.parse(text)
        assert labels(b) == [(6, 46), (19, 43), (47, 9), (52, 71), (57, 98), (62, 40), (96, 75)]
        assert (b.size, b.base) == (100, 1)
        assert min_throws(b) == 4


@pytest.mark.parametrize("text", [SEED000_DRIVER, SEED000_MOVES_PLAIN], ids=["c-style", "plain"])
def test_seed000_n30_board_in_moves_gives_3(text):
    assert formats.detect(text) == "moves"
    b = formats.parse(text)
    assert (b.size, b.base, b.goal) == (30, 0, 29)
    assert sorted((j.start, j.end) for j in b.jumps) == [
        (2, 21),
        (4, 7),
        (10, 25),
        (16, 3),
        (18, 6),
        (19, 28),
        (20, 8),
        (26, 0),
    ]
    assert min_throws(b) == 3


def test_c_style_and_plain_moves_are_the_same_board():
    assert moves.parse(SEED000_DRIVER) == moves.parse(SEED000_MOVES_PLAIN)
    assert moves.write(moves.parse(SEED000_DRIVER)) == SEED000_MOVES_PLAIN


def test_every_corpus_line_is_detected_as_lc909():
    lines = corpus_lines()
    assert len(lines) == 13
    for line in lines:
        assert formats.detect(line) == "lc909"
        # The bare matrix (without the {"board": ...} wrapper) too.
        matrix = json.dumps(json.loads(line)["board"])
        assert formats.detect(matrix) == "lc909"
        assert formats.parse(matrix) == formats.parse(line)


def test_seed001_board_is_detected_as_uil():
    assert formats.detect(SEED001_UIL) == "uil"
    assert formats.detect("10\n" + SEED001_UIL) == "uil"


def test_counts_text_is_not_mistaken_for_moves():
    # "4 3" then 14 numbers: moves would need the first number to count the rest (15).
    assert not moves.looks_like(SEED003_COUNTS)
    assert counts.looks_like(SEED003_COUNTS)
    # and a moves text whose first number counts the rest is not counts
    assert formats.detect("5\n-1 -1 -1 -1 -1") == "moves"
    assert not counts.looks_like("5\n-1 -1 -1 -1 -1")


# --- the lc909 layout --------------------------------------------------------------------------


def test_lc909_labels_run_boustrophedon_from_the_bottom_left():
    # LeetCode's example 1: the 35 in row 3 sits on label 14 (row 3 from the top is the
    # third row from the bottom, read left to right: labels 13..18); the 15 in the bottom
    # row's second cell is on label 2; the 13 in row 3, col 4 is on label 17.
    b = lc909.parse(json.loads(corpus_lines()[0])["board"].__repr__())
    assert labels(b) == [(2, 15), (14, 35), (17, 13)]
    assert b.cols == 6 and b.size == 36


def test_lc909_self_jump_is_dropped_with_a_warning():
    b = lc909.parse("[[-1,-1,-1],[-1,-1,-1],[-1,2,-1]]")
    assert b.jumps == () and len(b.warnings) == 1 and "leads to itself" in b.warnings[0]


def test_lc909_accepts_leetcode_input_spelling():
    assert lc909.parse("Input: board = [[-1,-1],[-1,3]]") == lc909.parse("[[-1,-1],[-1,3]]")


def test_lc909_writer_puts_one_row_per_line():
    text = lc909.write(lc909.parse(json.loads(corpus_lines()[0])["board"].__repr__()))
    assert text.splitlines()[3] == " [-1, 35, -1, -1, 13, -1],"
    assert len(text.splitlines()) == 6


# --- moves details -----------------------------------------------------------------------------


def test_moves_c_style_comments_and_reassignment():
    b = moves.parse("int N = 10; /* a block\ncomment */ moves[3] = 8; moves[3] = 9; // later wins\n")
    assert b.jump_map() == {3: 9}
    assert any("assigned again" in w for w in b.warnings)


def test_moves_accepts_commas_and_drops_self_jumps():
    b = moves.parse("4, -1, 3, 2, -1")
    assert b.jump_map() == {1: 3} and "points at its own square" in b.warnings[0]


# --- conversion --------------------------------------------------------------------------------


def test_seed000_board_converts_through_every_format_and_back():
    board = formats.parse(SEED000_PAIRS)
    for fmt in ("pairs", "uil", "lc909", "moves", "counts"):  # the paste readers: tests/engine/test_readers.py
        text = formats.write(board, fmt)
        assert formats.detect(text) == fmt, fmt
        back = formats.parse(text)
        assert back.size == 100 and back.jump_map() == board.jump_map(), fmt
        assert min_throws(back) == 4


def test_conversion_renumbers_between_bases():
    board = moves.parse(SEED000_MOVES_PLAIN)  # squares 0..29, labels 0..29
    text = pairs.write(board)  # labels 1..30
    assert text.splitlines()[0] == "Size = 30"
    assert "[3,22]" in text and "[27,1]" in text
    assert pairs.parse(text).jump_map() == board.jump_map()


def test_counts_and_lc909_refuse_sizes_they_cannot_hold():
    board = moves.parse(SEED000_MOVES_PLAIN)
    with pytest.raises(InputError, match=r"counts format holds 100-square boards only.*'30 squares'"):
        counts.write(board)
    with pytest.raises(InputError, match=r"n x n.*'30'"):
        lc909.write(board)


# --- round trips -------------------------------------------------------------------------------


@st.composite
def boards(draw, sizes, base):
    size = draw(sizes)
    starts = draw(st.lists(st.integers(0, size - 1), unique=True, max_size=min(size, 30)))
    jumps = []
    for s in starts:
        e = draw(st.integers(0, size - 2))
        jumps.append((s, e if e < s else e + 1))
    return Board.build(size, jumps, base=base)


def square_sizes():
    return st.integers(2, 12).map(lambda n: n * n)


ROUND_TRIPS = [
    ("pairs", boards(st.integers(2, 400), 1)),
    ("moves", boards(st.integers(2, 400), 0)),
    ("lc909", boards(square_sizes(), 1)),
    ("counts", boards(st.just(100), 1)),
]


@pytest.mark.parametrize("fmt,strategy", ROUND_TRIPS, ids=[r[0] for r in ROUND_TRIPS])
def test_parse_of_write_is_the_same_board(fmt, strategy):
    @settings(max_examples=150, deadline=None)
    @given(strategy)
    def check(board):
        text = formats.write(board, fmt)
        assert formats.detect(text) == fmt
        assert formats.parse(text, fmt) == board

    check()


@settings(max_examples=100, deadline=None)
@given(boards(st.just(100), 1))
def test_any_100_square_board_converts_between_pairs_moves_lc909_counts(board):
    for a in ("pairs", "moves", "lc909", "counts"):
        b_text = formats.write(formats.parse(formats.write(board, a)), "moves")
        assert formats.parse(b_text).jump_map() == board.jump_map()


# --- errors: line, column, the offending text, what was expected ------------------------------

ERRORS = [
    # (format, text, line, column, words in the message)
    ("moves", "3\n-1 -1", 2, 6, ["only 2 of the 3 values", "end of input"]),
    ("moves", "3\n-1 -1 -1\n-1", 3, 1, ["more than N = 3", "'-1'"]),
    ("moves", "3\n-1 x -1", 2, 4, ["not a whole number", "'x'"]),
    ("moves", "3\n-1 7 -1", 2, 4, ["move[1] is off the board", "'7'", "0..2"]),
    ("moves", "1\n-1", 1, 1, ["out of range", "'1'"]),
    ("moves", "moves[2] = 21;", 1, 1, ["no board size", "int N = 30;"]),
    ("moves", "int N = 5;\n  moves[7] = 1;", 2, 9, ["index off a 5-square board", "'7'"]),
    ("moves", "int N = 5;\nmoves[1] = 9;", 2, 12, ["move[1] is off the board", "'9'"]),
    ("moves", 'int N = 5;\nmoves[1] = 2;\nprintf("x");', 3, 1, ["unexpected C statement", "printf"]),
    ("lc909", "[[-1,-1],[-1,5]]", 1, 14, ["not a square of this board", "'5'", "1..4"]),
    ("lc909", "[[-1,-1],\n [-1]]", 2, 2, ["this row has 1 cells", "'[-1]'"]),
    ("lc909", "[[-1,-1],[-1,-1],[-1,-1]]", 1, 18, ["more than 2 rows", "'[-1,-1]]'"]),
    ("lc909", "[[-1,-1]]", 1, 9, ["1 rows of 2 cells", "n x n"]),
    ("lc909", "[[-1,x],[-1,-1]]", 1, 6, ["not a whole number", "'x'"]),
    ("lc909", "[[-1,-1],[-1,-1]] extra", 1, 19, ["after the matrix", "'extra'"]),
    ("lc909", "[[-1,-1],[-1,-1]", 1, 17, ["end of input", "']' after a row"]),
    ("lc909", '{"board": [[-1,-1],\n[-1,-1]', 2, 8, ["not valid JSON", "end of input"]),
    ("lc909", '{"grid": []}', 1, 1, ['without a "board" key']),
    ("counts", "2 1\n6 46\n19 43\n", 3, 6, ["need 6 numbers", "end of input"]),
    ("counts", "1 0\n6 46\n7 9", 3, 1, ["more numbers than", "'7'"]),
    ("counts", "1 0\n6 146", 2, 3, ["off the board", "'146'", "1..100"]),
    ("counts", "1 0\n6 six", 2, 3, ["not a whole number", "'six'"]),
    ("counts", "2 0\n6 46\n6 50", 3, 1, ["already starts a jump", "'6->50'"]),
    ("counts", "1 0\n6 6", 2, 1, ["must go somewhere", "'6->6'"]),
]


@pytest.mark.parametrize("fmt,text,line,column,needles", ERRORS, ids=[f"{e[0]}-{i}" for i, e in enumerate(ERRORS)])
def test_rejected_input_says_where_and_why(fmt, text, line, column, needles):
    with pytest.raises(InputError) as info:
        formats.parse(text, fmt)
    e = info.value
    assert (e.line, e.column) == (line, column), str(e)
    for needle in needles:
        assert needle in str(e), str(e)
    # Detection sends a broken board of each kind to its own parser, so the message is the same.
    if fmt != "lc909" or text.startswith("["):
        with pytest.raises(InputError) as auto:
            formats.parse(text)
        assert str(auto.value) == str(e)


def test_text_in_no_format_is_an_input_error():
    with pytest.raises(InputError, match="cannot tell which board format"):
        formats.parse("hello world")


@pytest.mark.parametrize(
    "name, text, want",
    [
        ("dicts", "snakes = {16: 6}", True),
        ("dicts", '{"ladders": {"1": 38}}', True),
        ("dicts", "Ladder = [[6,46]]", False),
        ("tuples", "ladders = [(1, 38)]", True),
        ("tuples", "Ladder = [[6,46]]", False),
        ("gfg", "N = 1\narr[] = {2, 30}", True),
        ("gfg", "N = 30", False),
    ],
)
def test_the_literal_readers_recognise_their_own_text(name, text, want):
    assert formats.READERS[name].looks_like(text) is want
