"""A sweep's parts still to come (#18, ``engine.spell.parts``): a state whose pieces no path can
join is dropped, the parts no piece reaches add nothing to its bound, and the sweep stays exact."""

import random

import pytest

from engine import spell
from engine.spell import frontier, parts
from engine.spell.codes import DONE, ENDS, FREE, TERM
from engine.spell.frontier import advance, best_cells, start_sweep
from engine.spell.grid import components


def pack(*fields):
    """Four capacity counters, a byte each (the sweep packs them wider)."""
    return sum(f << 8 * i for i, f in enumerate(fields))


def two_parts():
    """Nodes 0, 1 and 2 have arrived; node 3 (odd, linked to 0 and 1) and node 4 (odd, linked to 2)
    have not, and no link joins them: at position 2, slots 0 and 1 touch one part, slot 2 the other."""
    before = [[], [], [], [0, 1], [2]]
    leave_at = [[], [], [], [0, 1, 3], [2, 4]]
    return parts.splits(before, leave_at, [0, 0, 0, 1, 1], pack)[2]


def star():
    """Nodes 0-5 have arrived; of the nodes still to come, node 6 is linked to 0, 1 and 2 (the main
    part), 7 to 3, 8 to 4 and 9 to 5, each a part of its own."""
    before = [[], [], [], [], [], [], [0, 1, 2], [3], [4], [5]]
    leave_at = [[], [], [], [], [], [], [0, 1, 2, 6], [3, 7], [4, 8], [5, 9]]
    return parts.splits(before, leave_at, [0] * 6 + [1] * 4, pack)[5]


def three_parts():
    """Nodes 0-6 have arrived; node 7 (linked to 0, 3 and 5) is the main part, node 8 (linked to 1
    and 4) a part, node 9 (linked to 1, 2 and 6) a third: node 1 touches two parts."""
    before = [[]] * 7 + [[0, 3, 5], [1, 4], [1, 2, 6]]
    return parts.splits(before, [[]] * 9 + [list(range(10))], [0] * 7 + [1] * 3, pack)[6]


def state(*codes, ends=0):
    return bytes([*codes, ENDS + ends])


def cut(split, m, ends):
    """``parts.cut``, told whether a plain slot of ``m`` holds a piece's end (as the sweep's counters tell it)."""
    plain = [x for i, x in enumerate(m[:-1]) if i not in split.slots and x not in (FREE, DONE)]
    return parts.cut(split, m, ends, len(plain))


def test_a_state_whose_pieces_lie_in_parts_no_piece_links_is_dead():
    split = two_parts()
    assert split.slots == (2,)  # (slots 0 and 1 touch the main part only)
    assert cut(split, state(TERM, FREE, TERM, ends=2), 2) == -1  # both ends gone, two pieces apart
    assert cut(split, state(1, 0, TERM, ends=1), 1) == -1  # a piece in each part, none between
    assert cut(split, state(2, FREE, 0), 0) == 0  # one piece from part to part: it may go on both ways


def test_a_state_with_more_parts_holding_an_odd_number_of_piece_ends_than_ends_to_come_is_dead():
    """Three pieces from the main part into three parts of one node each: every one of those is a
    dead end, so the path would need three ends.  Two such pieces are a path's way."""
    split = star()
    assert cut(split, state(3, 4, 5, 0, 1, 2), 0) == -1
    assert cut(split, state(3, 4, DONE, 0, 1, DONE), 0) == pack(0, 0, 0, 1)  # (node 9, cut off)


def test_a_piece_s_end_touching_two_parts_goes_into_one_of_them_not_both():
    """Node 1, a TERM end, touches node 8's part and node 9's, where the piece from 2 to 6 lies: the
    path can go from 1 into 9's part and take that piece, but then 9's part has no way out to the
    piece from 4 to 5 and the TERM end at 3; going into 8's part instead leaves 9's piece cut off."""
    split = three_parts()
    assert cut(split, state(DONE, TERM, 6, TERM, 5, 4, 2, ends=2), 2) == -1
    # (the same piece and TERM end alone: into 9's part, and out as the path's end; 7 and 8 cut off)
    assert cut(split, state(DONE, TERM, 6, FREE, FREE, FREE, 2, ends=1), 1) == pack(0, 4, 1, 0)


def test_a_state_with_more_ways_than_choices_is_kept_as_it_is(monkeypatch):
    """Node 1's end may go into two parts: two ways to judge.  With one way allowed
    (``parts.CHOICES``) the dead state of the test above is kept, its bound as it was."""
    monkeypatch.setattr(parts, "CHOICES", 1)
    assert cut(three_parts(), state(DONE, TERM, 6, TERM, 5, 4, 2, ends=2), 2) == 0
    monkeypatch.setattr(parts, "CHOICES", 2)
    assert cut(three_parts(), state(DONE, TERM, 6, TERM, 5, 4, 2, ends=2), 2) == -1


def test_the_parts_no_piece_reaches_add_nothing_to_a_state_s_bound():
    """A piece between slots 0 and 1: node 4 (1 link, an end only: 1 in the odd ends' counter) and
    slot 2 when FREE (1 link left: 1 in the even ends' counter) can take none of the links to come."""
    split = two_parts()
    assert cut(split, state(1, 0, FREE), 0) == pack(0, 0, 1, 1)
    assert cut(split, state(1, 0, DONE), 0) == pack(0, 0, 0, 1)
    assert cut(split, state(TERM, FREE, FREE, ends=1), 1) == pack(0, 0, 1, 1)
    assert cut(split, state(FREE, FREE, TERM, ends=1), 1) == pack(0, 2, 0, 0)  # (node 3; plain slots stay)
    assert cut(split, state(TERM, FREE, DONE, ends=1), 1) == pack(0, 0, 0, 1)
    assert cut(split, state(FREE, FREE, FREE), 0) == 0  # (no piece yet: the path may begin anywhere)


def medium_grids(count, seed):
    """Random grids of 6-9 rows and columns, sparse links (digits, three letters) and blanks."""
    rng = random.Random(seed)
    for k in range(count):
        rows, cols = rng.randint(6, 9), rng.randint(6, 9)
        alphabet = rng.choice(["ABC", "123"])
        yield spell.parse_grid(spell.generate(rows, cols, alphabet=alphabet, blank=rng.choice([0, 0.1]), seed=k))


@pytest.mark.parametrize("grid", list(medium_grids(12, seed=3)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_a_sweep_that_drops_dead_states_stays_exact_with_fewer_states(grid, monkeypatch):
    """Each way, on grids where the nodes still to come fall apart: the sweep keeping what beats
    nothing finds the longest path (the depth-first search's), aiming above it proves it, and it
    handles no more states than with no state judged by its parts (``parts.cut`` always 0), and
    fewer over the four ways."""
    longest = spell.longest_path(grid).length
    comp = max(components(grid), key=lambda c: len(c.cells))
    work = {}
    for judged in (True, False):
        if not judged:
            monkeypatch.setattr(frontier, "cut_by_parts", lambda split, m, ends, plain: 0)
        for way in frontier.WAYS:
            sw = advance(start_sweep(comp, 0, way=way), 10**9)
            assert sw.best_len == longest and spell.check_path(grid, best_cells(sw)).ok
            proved = advance(start_sweep(comp, sw.best_len, way=way), 10**9)
            assert (proved.best_len, proved.bound) == (0, sw.best_len)
            work[judged, way] = sw.work + proved.work
    assert all(work[True, way] <= work[False, way] for way in frontier.WAYS)
    assert sum(work[True, way] for way in frontier.WAYS) < sum(work[False, way] for way in frontier.WAYS)


def test_a_position_keeps_so_many_answers_at_most_and_judges_the_same_past_them(monkeypatch):
    """With no answer kept (``parts.ANSWERS`` 0) a sweep handles the same states and keeps none."""
    grid = next(medium_grids(1, seed=3))
    comp = max(components(grid), key=lambda c: len(c.cells))
    kept = advance(start_sweep(comp, 0), 10**9)
    monkeypatch.setattr(parts, "ANSWERS", 0)
    none = advance(start_sweep(comp, 0), 10**9)
    assert (none.work, none.best_len) == (kept.work, kept.best_len)
    assert any(s and s.answers for s in kept.splits) and not any(s and s.answers for s in none.splits)
