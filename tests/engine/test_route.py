"""Fewest throws: the seeds' answers, LeetCode's corpus, the pruned BFS against plain BFS, routes, layers,
seed 003's printout."""

import random
from pathlib import Path

import pytest

from engine import formats
from engine.board import Board, Jump, Rules, resolve_jumps
from engine.errors import InputError
from engine.formats import counts, lc909
from engine.route import adjacency, min_throws, plain_bfs, pruned_bfs, shortest_route

CORPUS = Path(__file__).resolve().parents[1] / "data"
DATA = Path(__file__).resolve().parents[1] / "data" / "seeds"

SEED000 = Board.build(100, [(5, 45), (18, 42), (51, 70), (56, 97), (46, 8), (61, 39), (95, 74)], base=1)
SEED000_N30 = Board.build(30, [(2, 21), (4, 7), (10, 25), (19, 28), (26, 0), (20, 8), (16, 3), (18, 6)], base=0)


def reference_throws(board, rules=Rules()):
    """An independent plain BFS over every square (the oracle for the faster searches)."""
    dest = resolve_jumps(board, rules.chain)
    dist = {board.start: 0}
    frontier = [board.start]
    while frontier:
        nxt = []
        for s in frontier:
            for r in range(1, rules.faces + 1):
                if s + r > board.goal:
                    break
                t = dest.get(s + r, s + r)
                if t not in dist:
                    dist[t] = dist[s] + 1
                    nxt.append(t)
        frontier = nxt
    return dist.get(board.goal, -1)


# --- the seeds' answers ------------------------------------------------------------------------


def test_seed000_boards_give_4_and_3_with_every_search():
    for board, answer in ((SEED000, 4), (SEED000_N30, 3)):
        assert min_throws(board) == answer
        assert shortest_route(board).throws == answer
        assert pruned_bfs(board).throws == answer
        assert plain_bfs(board).throws == answer
        assert adjacency(board).throws == answer


def test_seed000_route_climbs_the_ladders():
    # 1 -(5)-> 6 climbs to 46; 46 -(5)-> 51; 51 -(6)-> 57 climbs to 98; 98 -(2)-> 100.
    # (52's ladder to 71 leaves 29 squares: two more throws cannot cover them.)
    r = shortest_route(SEED000)
    assert [m.to_dict(1) for m in r.moves] == [
        {"from": 1, "roll": 5, "landing": 6, "to": 46},
        {"from": 46, "roll": 5, "landing": 51, "to": 51},
        {"from": 51, "roll": 6, "landing": 57, "to": 98},
        {"from": 98, "roll": 2, "landing": 100, "to": 100},
    ]


# --- LeetCode 909's corpus ---------------------------------------------------------------------

# LeetCode's rules: start on label 1, roll 1..6 (never past n*n), take the jump on the
# landing square once (a jump's end is never followed by another jump), fewest rolls to
# reach n*n, or -1. The answers below were worked by hand for the small boards:
LEETCODE_ANSWERS = [
    4,  # the problem's example 1: 1 -(1)-> 2 climbs to 15; 15 -(2)-> 17 slides to 13;
    # 13 -(1)-> 14 climbs to 35; 35 -(1)-> 36. LeetCode says 4.
    1,  # example 2 [[-1,-1],[-1,3]]: roll 3 from 1 lands on 4 (or roll 1: 2 climbs to 3... then
    # one more); one throw.
    2,  # [[-1,4,-1],[6,2,6],[-1,3,-1]]: 1 -(6)-> 7 (plain), 7 -(2)-> 9. Nothing reaches 9 in one.
    2,  # 5 x 5: 1 -(3)-> 4, then 4 -(6)-> 10 climbs straight to 25.
    -1,  # every square 2..8 holds a snake to 1, so the player never leaves square 1.
    1,  # 1 -(3)-> 4 climbs to 9 = n*n.
    3,  # 4 x 4 "chains that must not be followed": 1 -(2)-> 3 climbs to 9; 9 -(1)-> 10 goes
    # to 7 and stops there (7 -> 1 is not followed); 7 -(1)-> 8 climbs to 16.
    4,  # 8 x 8 board (checked against plain BFS and seed 002's code)
    2,  # 4 x 4: 1 -(6)-> 7 climbs to 10; 10 -(6)-> 16.
    1,  # 1 -(2)-> 3 climbs to 9.
    10,  # 16 x 16 board (checked against plain BFS and seed 002's code)
    -1,  # all ones: every square 2..9 (even the goal) leads back to 1; 1's own "1" does nothing.
    1,  # 2 x 2 with no jumps: roll 3.
]


def corpus_boards():
    return [lc909.parse(line) for line in (CORPUS / "leetcode-909" / "boards.jsonl").read_text().splitlines()]


def test_every_leetcode_corpus_board_gives_leetcodes_answer():
    boards = corpus_boards()
    assert len(boards) == len(LEETCODE_ANSWERS)
    for board, answer in zip(boards, LEETCODE_ANSWERS):
        assert min_throws(board) == answer
        assert shortest_route(board).throws == answer
        assert pruned_bfs(board).throws == answer
        assert reference_throws(board) == answer


def test_following_chains_changes_the_chained_corpus_board():
    # On board 7, 10 -> 7 -> 1 would be followed under the house rule, so 7's ladder-free
    # path is lost: with chaining the goal is out of reach.
    board = corpus_boards()[6]
    assert min_throws(board, Rules(chain=True)) == reference_throws(board, Rules(chain=True)) == -1


def test_unreachable_goal_reports_the_reachable_squares():
    r = shortest_route(corpus_boards()[4])
    assert r.throws == -1 and r.moves == ()
    assert [s + 1 for s in r.reachable] == [1]


# --- seed 002's claim: the pruned BFS always equals plain BFS ----------------------------------


def test_pruned_bfs_equals_plain_bfs_on_100000_random_boards():
    # LeetCode-style boards (no jump on the first or the last square, jumps anywhere else,
    # ends may be the goal), 2..40 squares, jump density 0..60%, dice of 1..8 faces.
    rng = random.Random(909)
    rules = {f: Rules(faces=f) for f in range(1, 9)}
    disagreements = 0
    unreachable = 0
    for _ in range(100_000):
        n = rng.randint(2, 40)
        density = rng.random() * 0.6
        jumps = []
        for s in range(1, n - 1):
            if rng.random() < density:
                e = rng.randrange(n)
                if e != s:
                    jumps.append(Jump(s, e))
        board = Board(n, tuple(jumps), 1)
        faces = rng.choice((6, 6, 6, 1, 2, 3, 4, 5, 8))
        expected = reference_throws(board, rules[faces])
        unreachable += expected < 0
        disagreements += pruned_bfs(board, rules[faces]).throws != expected
    assert disagreements == 0
    assert unreachable > 1000  # the sample does exercise the -1 answer


def test_pruned_bfs_counts_on_seed000_board():
    # The pruning keeps 15 queue entries where the same code without it keeps 48.
    assert pruned_bfs(SEED000).to_dict() == {"throws": 4, "enqueued": 15, "expanded": 10}
    assert plain_bfs(SEED000).to_dict() == {"throws": 4, "enqueued": 48, "expanded": 31}


def test_pruning_can_enqueue_more_than_no_pruning():
    # Labels 1..10, snakes 4 -> 3 and 6 -> 2. From 1 the pruned search enqueues the snake
    # ends 2 and 3 and then the deepest plain landing 7; the unpruned one enqueues 7 first
    # (it scans rolls 6..1 and enqueues plain landings as it meets them). 7 is within 6 of
    # the goal, so the unpruned search stops at its 2nd dequeue, while the pruned one must
    # first expand 2 and 3 (enqueueing 8 and 9): 6 entries against 5.
    board = formats.parse("Size = 10\nLadder = []\nSnake = [[4,3],[6,2]]")
    assert pruned_bfs(board).to_dict() == {"throws": 2, "enqueued": 6, "expanded": 4}
    assert plain_bfs(board).to_dict() == {"throws": 2, "enqueued": 5, "expanded": 2}


# --- the fast search agrees with plain BFS under every rule ------------------------------------


def test_min_throws_equals_plain_bfs_under_faces_chain_and_start_off_the_board():
    rng = random.Random(7)
    checked = 0
    for _ in range(4000):
        n = rng.randint(2, 80)
        starts = rng.sample(range(n), rng.randint(0, n))
        board = Board.build(n, [(s, e) for s in starts if (e := rng.randrange(n)) != s])
        rules = Rules(faces=rng.randint(1, 8), chain=rng.random() < 0.3, start=rng.choice(["first", "off"]))
        try:
            expected = shortest_route(board, rules).throws
        except InputError:  # a cycle under chaining
            continue
        assert min_throws(board, rules) == expected
        checked += 1
    assert checked > 3000


def test_min_throws_on_a_long_board_without_jumps_is_ceil_of_distance_over_faces():
    board = Board.build(1_000_000, [])
    assert min_throws(board) == -(-999_999 // 6)
    assert min_throws(board, Rules(faces=1000)) == 1000


def test_starting_off_the_board_takes_a_jump_on_the_first_square():
    # A 20-square board whose square 1 climbs to 10: from off the board, roll 1 climbs
    # (1 throw), then 10 squares to go (2 more); standing on square 1 the ladder is never
    # taken and 19 squares need 4 throws.
    board = Board.build(20, [(0, 9)], base=1)
    assert min_throws(board, Rules(start="off")) == 3
    assert min_throws(board) == 4
    r = shortest_route(board, Rules(start="off"))
    assert r.moves[0].to_dict(r.base) == {"from": 0, "roll": 1, "landing": 1, "to": 10}


def test_a_cycle_under_chaining_is_an_input_error_naming_it():
    board = formats.parse("Ladder = [[3,8]]\nSnake = [[8,3]]")
    with pytest.raises(InputError, match=r"cycle.*'3 -> 8 -> 3'"):
        min_throws(board, Rules(chain=True))


# --- routes and layers -------------------------------------------------------------------------


def test_route_moves_and_layers_follow_the_rules_on_random_boards():
    rng = random.Random(5)
    for _ in range(300):
        n = rng.randint(2, 150)
        board = Board.build(
            n, [(s, e) for s in rng.sample(range(1, n), rng.randint(0, n - 1) // 3) if (e := rng.randrange(n)) != s]
        )
        dest = board.jump_map()
        r = shortest_route(board)
        seen = set()
        for k, (layer, moves) in enumerate(zip(r.layers, r.layer_moves)):
            assert [m.to for m in moves] == (list(layer) if k else [])
            for m in moves:
                assert m.frm in r.layers[k - 1] and 1 <= m.roll <= 6
                assert m.landing == m.frm + m.roll and m.to == dest.get(m.landing, m.landing)
            assert not seen & set(layer)
            seen |= set(layer)
        assert sorted(seen) == list(r.reachable)
        if r.throws >= 0:
            assert len(r.moves) == r.throws and r.moves[-1].to == board.goal
            assert all(a.to == b.frm for a, b in zip(r.moves, r.moves[1:]))


# --- seed 003's program ------------------------------------------------------------------------


def test_adjacency_prints_what_seed_003s_c_program_prints():
    # The expected file is the output of seed 003's C program (compiled with gcc) fed
    # the seed 000 board as "4 3" plus pairs.
    board = counts.parse("4 3\n6 46\n19 43\n52 71\n57 98\n47 9\n62 40\n96 75\n")
    assert adjacency(board).text() == (DATA / "seed003-output-seed000-board.txt").read_text()


def test_adjacency_keeps_the_c_programs_replace_quirk():
    # Snake 12 -> 10 is applied first, so lists 6..9 hold two 10s; replace() then changes the
    # first one it meets (the former 12) for snake 10 -> 2. Lines taken from the C program.
    a = adjacency(counts.parse("0 2\n12 10\n10 2"))
    lines = a.lines()
    assert lines[6 + 5] == "6 -> 2 -> 11 -> 10 -> 9 -> 8 -> 7 -> NULL"
    assert lines[6 + 9] == "10 -> 16 -> 15 -> 14 -> 13 -> 10 -> 11 -> NULL"
    assert lines[-4:-1] == ["Number of Moves required = 17", "", "Shortest Path -"]
    assert lines[-1].startswith("1 -> 6 -> 10 -> 16 -> ") and lines[-1].endswith("100 -> Finish...!")


def test_adjacency_with_an_unreachable_goal_prints_an_empty_path():
    a = adjacency(counts.parse("0 6\n" + "".join(f"{k} 1\n" for k in range(7, 13))))
    assert a.throws == -1 and a.lines()[-1] == "Finish...!"
