"""Pastes as published: each shape in tests/data/paste read by ``formats.read`` gives the published
answer; cleaning keeps positions; a paste that reads two ways or none says so; optional ladders
(Codeforces 1245E) give the published expected turns."""

import itertools
from fractions import Fraction
from pathlib import Path

import pytest

from engine import formats
from engine.board import Board, Rules, apply_start_jump
from engine.choice import optimal_turns
from engine.errors import InputError
from engine.route import min_throws

PASTE = Path(__file__).resolve().parents[1] / "data" / "paste"
SEED000 = "Ladder = [[6,46],[19,43],[52,71],[57,98]]\nSnake = [[47,9],[62,40],[96,75]]"
CHUTES = (
    "Ladders = [[1,38],[4,14],[9,31],[21,42],[28,84],[36,44],[51,67],[71,91],[80,100]]\n"
    "Chutes = [[16,6],[47,26],[49,11],[56,53],[62,19],[64,60],[87,24],[93,73],[95,75],[98,78]]"
)
CCC2003 = "Snakes = [[54,19],[90,48],[99,77]]\nLadders = [[9,34],[40,64],[67,86]]"
SEED000_30 = "Size = 30\nLadder = [[3,22],[5,8],[11,26],[20,29]]\nSnake = [[27,1],[21,9],[17,4],[19,7]]"


def paste(name):
    return (PASTE / name).read_text(encoding="utf-8")


def answers(name):
    return paste(name).split()


def jumps(board):
    return sorted((board.label(j.start), board.label(j.end)) for j in board.jumps)


# --- every published shape gives the published answer -----------------------------------------


def test_hackerrank_judge_file_gives_one_answer_per_test():
    r = formats.read(paste("hackerrank-sample.in"))
    assert (r.format, r.summary) == ("hackerrank", "judge multi-test file, 2 boards")
    assert [str(min_throws(b, Rules(end="exact"))) for b in r.boards] == answers("hackerrank-sample.out")
    assert jumps(r.boards[1])[:2] == [(2, 72), (6, 80)]


def test_one_hackerrank_test_alone_is_read_as_a_test_not_as_counts():
    """The issue's misread: 1 / 3 90 / 3 / 99 10 ... answered 17 as a counts file; 3 as one test."""
    r = formats.read(paste("hackerrank-one-test.txt"))
    assert (r.format, r.summary) == ("hrtest", "HackerRank test, 10x10, 1 ladder, 3 snakes")
    assert min_throws(r.board) == 3
    assert "also reads as L S counts file" in r.notes[0]  # the strained reading is named, not hidden


def test_gfg_example_pasted_with_its_labels():
    r = formats.read(paste("gfg-example.txt"))
    assert (r.format, r.board.size) == ("gfg", 30)
    assert r.board.jump_map() == formats.parse(SEED000_30).jump_map()
    assert min_throws(r.board) == 3


def test_gfg_practice_input_with_several_tests():
    r = formats.read(paste("gfg-tests.in"))
    assert (r.format, r.summary) == ("gfgtests", "GfG multi-test input, 2 boards")
    assert [str(min_throws(b)) for b in r.boards] == answers("gfg-tests.out")


@pytest.mark.parametrize(
    ("name", "fmt", "reference"),
    [
        ("move-array.c", "arrays", SEED000_30),
        ("portals.txt", "portals", SEED000_30),
        ("python-dicts.txt", "dicts", SEED000),
        ("python-tuples.txt", "tuples", SEED000),
        ("json-bom-crlf-smart-quotes-trailing-commas.json", "dicts", SEED000),
        ("rosetta-python-board.txt", "dicts", CHUTES),
        ("ccc-2003-words.txt", "prose", CCC2003),
    ],
)
def test_each_shape_reads_the_board_the_seed_format_reads(name, fmt, reference):
    r = formats.read(paste(name))
    ref = formats.parse(reference)
    assert r.format == fmt
    assert (r.board.size, r.board.jump_map()) == (ref.size, ref.jump_map())
    assert min_throws(r.board) == min_throws(ref)


def test_jumps_in_words_from_square_0_ask_for_the_number_of_squares_then_give_the_published_3():
    text = paste("tutorialspoint-words.txt")
    with pytest.raises(InputError) as err:
        formats.read(text)
    assert (err.value.line, err.value.column) == (3, 19) and "number of squares must be given" in err.value.reason
    r = formats.read("30 cells\n" + text)
    assert (r.format, r.board.base, r.board.size) == ("prose", 0, 30)
    assert min_throws(r.board) == 3  # the page's "Min Dice throws required is 3"
    gfg_30 = formats.parse(SEED000_30)  # the same board as GfG's, numbered from 1
    assert r.board.jump_map() == gfg_30.jump_map()


def test_leetcode_testcase_panel_gives_one_answer_per_line():
    r = formats.read(paste("leetcode-testcase-panel.txt"))
    assert (r.format, r.summary) == ("lcpanel", "LeetCode Testcase panel, 2 boards")
    assert [str(min_throws(b)) for b in r.boards] == answers("leetcode-testcase-panel.out")


def test_a_single_leetcode_board_has_a_one_line_summary():
    r = formats.read(paste("leetcode-testcase-panel.txt").splitlines()[0])
    assert r.summary == "LeetCode board, 6x6, 2 ladders, 1 snake"


def test_leetcode_statement_examples_pasted_whole_read_the_first_board_up_to_its_output():
    r = formats.read(paste("leetcode-909-examples.txt"))
    assert (r.format, r.summary) == ("lc909", "LeetCode board, 6x6, 2 ladders, 1 snake")
    assert min_throws(r.board) == 4


@pytest.mark.parametrize("name", ["leetcode-909-test-result.txt", "leetcode-909-markdown.txt"])
def test_a_leetcode_board_from_the_result_panel_or_a_typeset_markdown_page(name):
    r = formats.read(paste(name))
    assert r.board.jump_map() == formats.read(paste("leetcode-testcase-panel.txt").splitlines()[0]).board.jump_map()
    assert min_throws(r.board) == 4


@pytest.mark.parametrize(
    "text",
    [
        "int[][] board = {{-1,-1},{-1,3}};",  # Java
        "vector<vector<int>> board = {{-1,-1},{-1,3}};",  # C++
        "let board = [[-1,-1],[-1,3]];",  # JavaScript
    ],
)
def test_a_leetcode_board_as_a_students_test_program_declares_it_reads_as_the_matrix(text):
    r = formats.read(text)
    assert (r.format, r.board.jump_map()) == ("lc909", formats.read("[[-1,-1],[-1,3]]").board.jump_map())


def test_a_leetcode_board_given_as_n_then_rows_of_numbers_reads_as_the_matrix():
    """Coding Ninjas' "Snake and Ladder" gives the board so; its example pasted with its labels."""
    r = formats.read("Input:\n3 \n-1 1 -1\n-1 -1 9\n-1 4 -1\nOutput:\n2\n")
    assert (r.format, r.summary) == ("lcrows", "LeetCode board as rows of numbers, 3x3, 2 ladders, 1 snake")
    assert r.board.jump_map() == formats.read("[[-1,1,-1],[-1,-1,9],[-1,4,-1]]").board.jump_map()


def test_text_after_a_leetcode_matrix_that_is_no_output_line_is_refused_where_it_starts():
    with pytest.raises(InputError) as info:
        formats.read("Input: board = [[-1,-1],[-1,3]]\nAnswer: 1", "lc909")
    assert (info.value.line, info.value.column) == (2, 1)


def test_an_example_copied_with_its_statement_labels_and_output_is_read_without_them_and_says_so():
    r = formats.read(paste("hackerrank-statement.txt"))
    assert (r.format, r.summary) == ("hackerrank", "judge multi-test file, 2 boards")
    assert r.notes == ("read without the statement's labels and what follows its output label",)
    assert formats.read(paste("hackerrank-sample.in")).notes == ()  # nothing to leave out: no note


def test_a_mistake_inside_an_example_with_its_labels_is_shown_where_it_is():
    with pytest.raises(InputError) as info:
        formats.read("Sample Input\n2\n1\n3 9x\n0\n0\n0\nSample Output\n3\n1")
    assert (info.value.line, info.value.column) == (4, 3)
    assert "'9x'" in str(info.value)


def test_words_about_snakes_with_no_jump_in_them_are_no_board():
    """Every format tries a text no format claims: a heading word alone once read as an empty board (17)."""
    with pytest.raises(InputError, match="no 'from A to B' pair"):
        formats.read("The snakes bite 3 times", "prose")
    with pytest.raises(InputError):
        formats.read("snakes 3 4 5")
    assert formats.read("Ladders: none\nSnakes: none\n100 squares", "prose").board.jumps == ()


# --- cleaning keeps positions ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, fmt, where",
    [
        ("\ufeff2\r\n1\r\n3 90\r\n0\r\n1\r\n\t99 x\r\n", "hackerrank", (6, 5)),  # a BOM, CRLF, a tab
        ("**Input:** `board = [[\u22121,\u22121],\n[\u22121,x]]`", "lc909", (2, 5)),  # minus signs, Markdown marks
    ],
)
def test_what_cleaning_blanks_keeps_error_positions(text, fmt, where):
    with pytest.raises(InputError) as info:
        formats.read(text, fmt)
    assert (info.value.line, info.value.column) == where
    assert "'x'" in str(info.value)


def test_comments_and_trailing_commas_are_blank():
    text = "ladders = {6: 46,}  # seed 000\n// snakes next\nsnakes = [(47, 9),]  /* done */"
    assert formats.read(text).board.jump_map() == {5: 45, 46: 8}


# --- never a silent misread --------------------------------------------------------------------


def test_a_paste_that_reads_two_ways_names_both_readings():
    """Both readings strained (a ladder down in one, a snake up in the other): neither is chosen."""
    with pytest.raises(formats.AmbiguousInput) as info:
        formats.read("1\n3 90\n3\n99 10\n98 10\n10 97")
    named = {r["format"] for r in info.value.readings}
    assert named == {"counts", "hrtest"}
    assert "--format counts" in str(info.value) and "--format hrtest" in str(info.value)
    assert info.value.to_dict()["readings"] == info.value.readings
    assert formats.read("1\n3 90\n3\n99 10\n98 10\n10 97", "hrtest").board.jump_map()[2] == 89


def test_a_paste_that_reads_no_way_names_the_closest_reading_and_where_it_broke():
    with pytest.raises(InputError) as info:
        formats.read("2\n1\n3 90\n0\n1\n99")
    e = info.value
    assert (e.line, e.column, e.closest) == (6, 3, "hackerrank")
    assert str(e).startswith("line 6, col 3: read as judge multi-test file (hackerrank):")


def test_the_old_single_board_api_still_reads_and_refuses_several_boards():
    assert formats.detect(paste("gfg-example.txt")) == "gfg"
    assert formats.parse(paste("portals.txt")).size == 30
    with pytest.raises(InputError, match="holds 2 boards"):
        formats.parse(paste("hackerrank-sample.in"))


# --- optional ladders, optimal play ------------------------------------------------------------


@pytest.mark.parametrize("k", [1, 2, 3])
def test_codeforces_1245e_samples_within_1e6(k):
    r = formats.read(paste(f"cf1245e-{k}.in"))
    assert r.format == "cf1245" and r.hints == {"end": "exact", "choice": "ladders"}
    result = optimal_turns(r.board, Rules(end="exact"))
    assert result.exact and isinstance(result.expected, Fraction)
    assert abs(float(result.expected) - float(answers(f"cf1245e-{k}.out")[0])) < 1e-6


def test_cf1245e_all_zeros_is_the_exact_fraction_and_the_policy_is_drawn():
    board = formats.read(paste("cf1245e-1.in")).board
    expected = optimal_turns(board, Rules(end="exact")).expected
    assert f"{float(expected):.10f}" == "33.0476190476"
    assert 6**99 % expected.denominator == 0  # a sum over die rolls: the denominator divides 6^99
    third = optimal_turns(formats.read(paste("cf1245e-3.in")).board, Rules(end="exact"))
    # Row 7 from the top holds six ladders of height 6; the height-1 ladder below them is declined:
    # climbing it lands on a square from which those ladders are harder to reach.
    assert len(third.take) == 6 and third.decline == (20,)


def brute_force(board, rules, decline):
    """Min over every take/decline assignment of the policy's exact expected turns (its own linear solve)."""
    optional = [j for j in board.jumps if decline == "all" or j.kind == "ladder"]
    forced = {j.start: j.end for j in board.jumps if j not in optional}
    best = None
    for picks in itertools.product([False, True], repeat=len(optional)):
        move = dict(forced)
        move.update({j.start: j.end for j, take in zip(optional, picks, strict=True) if take})
        n, f, goal = board.size, rules.faces, board.goal
        a = [[Fraction(int(r == c)) for c in range(n)] + [Fraction(int(r != goal))] for r in range(n)]
        for p in range(goal):
            for roll in range(1, f + 1):
                t = p + roll
                t = p if t > goal else move.get(t, t)
                a[p][t] -= Fraction(1, f)
        try:
            for c in range(n):
                piv = next(r for r in range(c, n) if a[r][c] != 0)
                a[c], a[piv] = a[piv], a[c]
                for r in range(n):
                    if r != c and a[r][c]:
                        k = a[r][c] / a[c][c]
                        a[r] = [x - k * y for x, y in zip(a[r], a[c], strict=True)]
        except StopIteration:
            continue  # this policy never finishes from some square
        value = a[0][n] / a[0][0]
        if value >= 0 and (best is None or value < best):
            best = value
    return best


@pytest.mark.parametrize("decline", ["ladders", "all"])
def test_boards_with_snakes_match_a_brute_force_over_every_policy(decline):
    board = Board.build(16, [(2, 9), (5, 13), (11, 3), (14, 6)], base=1)
    rules = Rules(faces=4, end="exact")
    result = optimal_turns(board, rules, decline)
    assert result.exact and result.method == "policy iteration"
    assert result.expected == brute_force(board, rules, decline)


def test_large_boards_state_an_error_bound():
    board = Board.build(400, [(3, 250), (260, 5), (100, 390), (395, 20)], base=1)
    exact_answer = optimal_turns(Board.build(400, [(3, 250), (100, 390)], base=1), Rules(end="exact"))
    result = optimal_turns(board, Rules(end="exact"), "all")
    assert not result.exact and result.method == "value iteration" and 0 < result.error_bound < 1e-6
    # Declining both snakes is optimal, so the answer is the snake-free board's exact one.
    assert abs(result.expected - float(exact_answer.expected)) <= result.error_bound + 1e-9


# --- the starting square's jump ----------------------------------------------------------------


def test_a_jump_on_the_first_square_is_skipped_unless_the_rule_takes_it():
    board = formats.read("Size = 30\nLadder = [[1,25]]").board
    assert min_throws(board) == 5
    assert min_throws(apply_start_jump(board, Rules(start_jump="take"))) == 1
    assert Rules(start_jump="take").to_dict()["start_jump"] == "take"


# --- through the api and the command line ------------------------------------------------------


def cli(*argv):
    import io

    from engine.cli import main

    out = io.StringIO()
    status = main(list(argv), out)
    return status, out.getvalue()


def samples():
    """(input file, answers file, command) for every sample in tests/data/paste with its answers."""
    for out in sorted(PASTE.glob("*.out")):
        (given,) = [p for p in PASTE.glob(out.stem + ".*") if p.suffix != ".out"]
        yield given.name, out.name, "optimal" if out.stem.startswith("cf1245e") else "throws"


def test_every_sample_has_its_answers():
    inputs = {p.stem for p in PASTE.iterdir() if p.suffix != ".out"}
    assert {Path(out).stem for _, out, _ in samples()} <= inputs and len(list(samples())) >= 14


@pytest.mark.parametrize(("name", "out", "command"), list(samples()))
def test_cli_prints_the_published_answers_one_line_per_board(name, out, command):
    """``python3 -m engine throws < judge.in | diff - judge.out``: each shape pasted as published."""
    assert cli(command, str(PASTE / name)) == (0, paste(out))


def test_cli_optimal_policy_line():
    status, out = cli("optimal", "--policy", str(PASTE / "cf1245e-3.in"))
    assert status == 0
    assert out.splitlines()[1] == "take: 34 35 36 37 38 39 decline: 21"


def test_api_throws_gives_one_row_per_board_and_says_what_it_read():
    from engine import api

    r = api.handle({"tool": "throws", "text": paste("hackerrank-sample.in")})["result"]
    assert r["read_as"] == "judge multi-test file, 2 boards"
    assert [(row["number"], row["size"], row["throws"]) for row in r["boards"]] == [(1, 100, 3), (2, 100, 5)]
    assert r["boards"][1]["board"]["jumps"][0]["kind"] == "ladder"


def test_api_ambiguity_error_carries_the_readings_and_the_cli_names_the_formats(capsys, tmp_path):
    from engine import api

    text = "1\n3 90\n3\n99 10\n98 10\n10 97"
    reply = api.handle({"tool": "throws", "text": text})
    assert not reply["ok"] and [r["format"] for r in reply["error"]["readings"]] == ["counts", "hrtest"]
    f = tmp_path / "typo.txt"
    f.write_text(text)
    assert cli("throws", str(f))[0] == 1
    assert "--format counts" in capsys.readouterr().err
    assert cli("throws", "--format", "hrtest", str(f)) == (0, "3\n")


def test_api_optimal_and_start_jump_options():
    from engine import api

    r = api.handle({"tool": "optimal", "text": paste("cf1245e-2.in")})["result"]
    assert r["rules"]["end"] == "exact" and r["boards"][0]["expected"] == "20.2591405923"
    plain = api.handle({"tool": "throws", "text": "Size = 30\nLadder = [[1,25]]"})["result"]
    taken = api.handle({"tool": "throws", "text": "Size = 30\nLadder = [[1,25]]", "options": {"start_jump": "take"}})
    assert (plain["throws"], taken["result"]["throws"]) == (5, 1)
    assert "start_jump skip" in plain["warnings"][0]


def test_api_convert_writes_every_board_of_a_paste():
    from engine import api

    r = api.handle({"tool": "convert", "text": paste("hackerrank-sample.in"), "options": {"to": "lcpanel"}})["result"]
    back = formats.read(r["text"])
    assert (back.format, len(back.boards)) == ("lcpanel", 2)
    assert [min_throws(b) for b in back.boards] == [3, 5]


def test_optimal_play_names_its_limit_on_large_boards_with_snakes():
    from engine.choice import GENERAL_LIMIT

    board = Board.build(GENERAL_LIMIT + 1, [(10, 3)], base=1)
    with pytest.raises(InputError, match="at most 2,000 squares"):
        optimal_turns(board, Rules())
    ladders_only = optimal_turns(Board.build(GENERAL_LIMIT + 1, [(10, 1500)], base=1), Rules(end="exact"))
    assert ladders_only.method == "forward" and ladders_only.take == (10,)


def test_lightoj_cases_give_the_expected_throws_with_every_jump_taken(tmp_path):
    """LightOJ 1151: ``optimal --decline none`` prints one expected number of throws per case; the
    case with no jump gives the 33.0476190476 Codeforces 1245E publishes for the same rule, the
    others agree with the analysis' chain solver (another way to the mean)."""
    import json

    status, out = cli("optimal", "--decline", "none", str(PASTE / "lightoj-cases.in"))
    assert status == 0
    lines = out.splitlines()
    assert len(lines) == 3 and lines[1] == "33.0476190476"
    status, labelled = cli("optimal", "--decline", "none", "--cases", str(PASTE / "lightoj-cases.in"))
    assert labelled.splitlines() == [f"Case {k}: {line}" for k, line in enumerate(lines, 1)]
    for k, (board, line) in enumerate(zip(formats.read(paste("lightoj-cases.in")).boards, lines)):
        alone = tmp_path / f"case{k}.txt"
        alone.write_text(formats.write(board, "pairs"))
        status, text = cli("analyze", "--end", "exact", "--no-what-if", "--players", "1", str(alone))
        assert status == 0 and abs(json.loads(text)["mean"] - float(line)) < 1e-9


def test_lightoj_cases_read_with_the_exact_rule_and_are_not_taken_for_gfg_tests():
    r = formats.read(paste("lightoj-cases.in"))
    assert (r.format, len(r.boards), r.hints) == ("lightoj", 3, {"end": "exact"})
    assert r.boards[0].jump_map()[3] == 41 and r.boards[0].size == 100
    small = "2\n\n1\n3 22\n\n1\n27 1"  # every square within GfG's 30: the blank lines decide
    assert formats.read(small).format == "lightoj"
    assert formats.read(small.replace("\n\n", "\n")).format == "gfgtests"


def test_lightoj_boards_convert_and_read_back():
    boards = formats.read(paste("lightoj-cases.in")).boards
    text = formats.write_all(boards, "lightoj")
    assert text.startswith("3\n\n14\n4 42\n") and formats.read(text).boards == boards


def test_optimal_with_no_jump_declined_is_the_plain_mean_and_with_snakes_declined_is_less():
    board = formats.read(paste("lightoj-cases.in")).boards[2]  # a ladder 2 -> 20 and a snake 25 -> 3
    none, every = (optimal_turns(board, Rules(end="exact"), d).expected for d in ("none", "all"))
    assert float(every) < float(none)


# --- HackerEarth "Rani and Ladders": two dice, exact landing -----------------------------------


def rani_judge(text):
    """The statement's rules, written here: from square 1, each turn moves the sum of two dice
    (2..12), a sum past N is wasted, a ladder's bottom is climbed at once; the fewest turns to N."""
    from collections import deque

    values = iter(map(int, text.split()))
    answers = []
    for _ in range(next(values)):
        n, count = next(values), next(values)
        top = {}
        for _ in range(count):
            bottom = next(values)
            top[bottom] = next(values)
        turns, queue = {1: 0}, deque([1])
        while queue and n not in turns:
            square = queue.popleft()
            for throw in range(2, 13):
                if square + throw <= n:
                    to = top.get(square + throw, square + throw)
                    if to not in turns:
                        turns[to] = turns[square] + 1
                        queue.append(to)
        answers.append(str(turns.get(n, -1)))
    return answers


def rani_text(rng, tests):
    lines = [str(tests)]
    for _ in range(tests):
        side = rng.randint(10, 60)
        n, used, ladders = side * side, {1, side * side}, []
        for _ in range(rng.randint(0, side)):
            bottom = rng.randint(2, n - 1)
            top = rng.randint(bottom + 1, n)
            if not {bottom, top} & used:
                used |= {bottom, top}
                ladders.append(f"{bottom} {top}")
        lines += [f"{n} {len(ladders)}", *ladders]
    return "\n".join(lines)


def test_rani_and_ladders_reads_with_two_dice_and_gives_the_judges_answers():
    r = formats.read(paste("hackerearth-rani.in"))
    assert (r.format, len(r.boards), r.hints) == ("hackerearth", 4, {"end": "exact", "dice": 2})
    assert r.boards[0].jump_map() == {4: 96} and r.boards[2].cols == 20
    status, out = cli("throws", str(PASTE / "hackerearth-rani.in"))
    assert status == 0 and out.split() == rani_judge(paste("hackerearth-rani.in")) == ["2", "9", "4", "29"]
    status, one_die = cli("throws", "--dice", "1", str(PASTE / "hackerearth-rani.in"))
    assert one_die.split()[:2] == ["2", "17"]  # the empty board: 99 squares in 12s, not in 6s


def test_rani_and_ladders_random_files_agree_with_a_judge_written_from_the_statement(tmp_path):
    import random

    rng = random.Random(1909)
    for k in range(40):
        text = rani_text(rng, 3)
        path = tmp_path / f"rani{k}.in"
        path.write_text(text)
        status, out = cli("throws", str(path))
        assert status == 0 and out.split() == rani_judge(text), text


def test_two_dice_route_and_search_agree_with_the_fast_count_under_every_end_rule():
    import random

    from engine.route import shortest_route

    rng = random.Random(5)
    for _ in range(60):
        n = rng.randint(2, 150)
        starts = rng.sample(range(1, n - 1), min(n - 2, rng.randint(0, 12))) if n > 2 else []
        ends = [rng.choice([e for e in range(n) if e not in starts]) for _ in starts]
        try:
            board = Board.build(n, list(zip(starts, ends)), base=1)
        except InputError:
            continue
        for end in ("exact", "overshoot", "bounce"):
            rules = Rules(faces=rng.randint(1, 6), dice=2, end=end)
            route = shortest_route(board, rules)
            assert route.throws == min_throws(board, rules), (n, board.jump_map(), rules)
            for m in route.moves:
                assert rules.low <= m.roll <= rules.high
    # 13 squares, rolls 2..4, a ladder 5 -> 12: from 12 every roll passes 13; bounce walks 3 back to 11
    board = Board.build(13, [(4, 11)], base=1)
    bounce, exact = Rules(faces=2, dice=2, end="bounce"), Rules(faces=2, dice=2, end="exact")
    assert (min_throws(board, bounce), min_throws(board, exact)) == (3, 4)
    assert shortest_route(board, bounce).throws == 3


def test_the_probability_tools_and_seed_programs_refuse_two_dice_by_name():
    from engine import api

    text = paste("hackerearth-rani.in").split("400 20")[0].replace("4\n", "1\n", 1).rsplit("100 0", 1)[0]
    assert formats.read(text).format == "hackerearth"
    for tool in ("analysis", "optimal", "flow"):
        error = api.handle({"tool": tool, "text": text})["error"]
        assert "throws one die" in error["message"] and "2 dice" in error["message"], (tool, error)
    error = api.handle({"tool": "throws", "text": text, "options": {"pruned": True}})["error"]
    assert "seed 002's BFS throws one die" in error["message"]
    reply = api.handle({"tool": "throws", "text": text})["result"]
    assert reply["throws"] == 2 and reply["rules"]["dice"] == 2 and reply["pruned_steps"] == []
    assert [m["roll"] for m in reply["moves"]] == [4, 3]
    assert reply["queue_steps"][0]["text"].split("; ")[1].startswith("roll 2..12 → 3, 4, 5 (ladder to 97)")


def test_a_sample_pasted_with_its_explanation_is_read_as_the_sample_not_as_the_explanations_words():
    """An explanation's "a ladder going from 5 to 97" reads as jumps in words; the sample above it is
    the input: the sample's reading wins, and both are named."""
    text = (
        "Sample Input\n\n1\n100 0\n\nSample Output\n\n9\n\nExplanation\n\n"
        "Say there were a ladder going from 5 to 97: then 2 turns would do.\n"
    )
    assert formats.read(text.split("Sample Output")[1]).format == "prose"  # the words alone do read
    r = formats.read(text)
    assert (r.format, r.board.jump_map(), r.hints["dice"]) == ("hackerearth", {}, 2)
    assert r.notes[-1] == "also reads as jumps in words, 10x10, 1 ladder, 0 snakes (its words); not chosen"
    assert str(min_throws(r.board, Rules(dice=2, end="exact"))) == "9"


def test_a_games_night_sheet_reads_as_a_jump_list_and_tiles_give_an_optimal_sequence():
    """A sheet giving "N special tiles, then N pairs", its sample fenced from the fence's own line and followed by a
    Markdown "### Sample Output": 3 throws; ``--tiles`` prints tiles of an optimal route, as long
    as the published "1 7 98 100" (several are optimal: the problem takes any)."""
    r = formats.read(paste("jumplist-games-night.txt"))
    assert (r.format, len(r.board.jumps)) == ("jumplist", 10)
    status, out = cli("throws", "--tiles", str(PASTE / "jumplist-games-night.txt"))
    throws, tiles = out.splitlines()
    assert status == 0 and throws == "3" and len(tiles.split()) == 4  # as many as "1 7 98 100"
    dest = {j.start + 1: j.end + 1 for j in r.board.jumps}
    squares = [int(t) for t in tiles.split()]
    assert squares[0] == 1 and squares[-1] == 100
    for a, b in itertools.pairwise(squares):
        assert any(dest.get(a + roll, a + roll) == b for roll in range(1, 7)), (a, b)


def test_tiles_are_a_shortest_route_on_random_boards():
    import random

    from engine.route import shortest_route, tiles_text

    rng = random.Random(11)
    for _ in range(50):
        starts = rng.sample(range(2, 99), rng.randint(0, 12))
        ends = [rng.choice([e for e in range(1, 101) if e not in starts and e != s]) for s in starts]
        board = Board.build(100, [(s - 1, e - 1) for s, e in zip(starts, ends)], base=1)
        route = shortest_route(board)
        squares = [int(t) for t in tiles_text(route).split()]
        if route.throws < 0:
            assert squares == []
            continue
        dest = {j.start + 1: j.end + 1 for j in board.jumps}
        assert len(squares) == route.throws + 1 and squares[0] == 1 and squares[-1] == 100
        for a, b in itertools.pairwise(squares):
            assert any(dest.get(min(a + roll, 100), min(a + roll, 100)) == b for roll in range(1, 7))


def test_a_chutes_and_ladders_board_file_plays_from_square_zero_with_an_exact_landing():
    """``W H T`` then ``C A B`` / ``L A B`` lines (A the bottom): the problem set's board gives its
    published 7 rolls and mean of about 39.2, from square zero with an exact landing (the source's
    rules, which the options override)."""
    import json

    from engine import api

    text = paste("chutes-and-ladders-board.txt")
    r = formats.read(text)
    assert (r.format, r.board.size, r.board.cols, r.hints) == ("chutes", 100, 10, {"start": "off", "end": "exact"})
    assert r.board.jump_map()[15] == 5 and r.board.jump_map()[0] == 37  # C 6 16 slides from 16 to 6
    status, out = cli("throws", "--route", str(PASTE / "chutes-and-ladders-board.txt"))
    assert status == 0 and out.splitlines() == ["7", "0 1>38 39 45 51>67 68 74 80>100"]
    assert (
        api.throws(text)["rules"]["start"] == "off"
        and api.throws(text, {"start": "first"})["rules"]["start"] == "first"
    )
    status, out = cli("analyze", "--players", "1", "--no-what-if", str(PASTE / "chutes-and-ladders-board.txt"))
    assert round(json.loads(out)["mean"], 1) == 39.2
    two = text + "3 3 1\nL 2 9\n"
    assert [b["throws"] for b in api.throws(two)["boards"]] == [7, 1]


@pytest.mark.parametrize(
    ("text", "where", "said"),
    [
        ("10 10 2\nL 1 38\nC 16 6\n", (3, 3), "A must be below B"),
        ("10 10 2\nL 1 38\nX 6 16\n", (3, 1), "not a chute or ladder line"),
        ("10 10 2\nL 1 38\n", (2, 5), "T = 2 needs 2 chute and ladder lines"),
        ("10 10 1\nL 1 380\n", (2, 3), "square 380 is off a 100-square board"),
    ],
)
def test_a_broken_chutes_and_ladders_file_says_where_and_what(text, where, said):
    with pytest.raises(InputError) as e:
        formats.read(text, "chutes")
    assert (e.value.line, e.value.column) == where and said in str(e.value)


def test_only_the_first_row_boards_of_a_long_paste_carry_their_board():
    """A file of thousands of boards answers every one, but sends the boards to draw for the first
    ``ROW_BOARDS`` rows only (10,001 boards made an 18 MB reply)."""
    from engine import api
    from engine.limits import ROW_BOARDS

    text = "".join(f"3 3 1\nL 2 {3 + k % 6}\n" for k in range(ROW_BOARDS + 2))
    rows = api.throws(text)["boards"]
    assert len(rows) == ROW_BOARDS + 2 and all(r["throws"] > 0 for r in rows)
    assert rows[ROW_BOARDS - 1]["board"]["size"] == 9 and rows[ROW_BOARDS]["board"] is None
    assert api.handle({"tool": "describe"})["result"]["limits"]["row_boards"]["value"] == ROW_BOARDS


def test_converting_into_a_format_with_other_source_rules_says_so():
    """The tools play a format's source rules by default: a board written as a Rani file is read
    back with two dice (another answer), and the converter says so; between like sources it is silent."""
    from engine import api

    pairs = "Ladder = [[6,46],[19,43]]\nSnake = [[47,9]]"
    to_rani = api.handle({"tool": "convert", "text": pairs, "options": {"to": "hackerearth"}})["result"]
    assert to_rani["warnings"] == [
        "read back as hackerearth, the board is played with that source's rules: dice 2, end exact"
    ]
    assert api.throws(to_rani["text"])["throws"] != api.throws(pairs)["throws"]
    hr = paste("hackerrank-sample.in")
    assert api.handle({"tool": "convert", "text": hr, "options": {"to": "lightoj"}})["result"]["warnings"] == []


def test_a_console_session_reads_without_its_prompts():
    """A judge input typed into a program that asked for each number: the prompts ("No. of ladders
    : 6", "Ladder : 4 56") are blanked, positions kept, and the numbers read as HackerRank's file."""
    r = formats.read(paste("hackerrank-console-session.txt"))
    assert (r.format, len(r.board.jumps)) == ("hackerrank", 12)
    assert r.notes == ("read without the prompts before each line's numbers (a program's console session)",)
    assert r.board.jump_map()[3] == 55  # "Ladder : 4 56", squares from 0
    status, out = cli("throws", str(PASTE / "hackerrank-console-session.txt"))
    assert (status, out) == (0, "6\n")  # the session's own "Min-moves : 6"
