"""The hard-grid stage of the spell search (#18): the frontier sweep, the local search and the
two-stage search, against the exact depth-first search (itself checked against brute force in
test_spell.py) on small random grids, and on a 14x16 grid of the hard-grid benchmark."""

import gc
import random
from itertools import pairwise
from types import SimpleNamespace

import pytest

from engine import spell
from engine.spell import frontier, proof, seeker
from engine.spell.codes import DONE, FREE
from engine.spell.frontier import advance, best_cells, start_sweep, sweep_again
from engine.spell.grid import components
from engine.spell.improve import improve, start_walk, walk_on
from engine.spell.seeker import result, run, start_search

#: the hard-grid benchmark's 14x16 AB grid, 5 % blanks (tests/bench/hardgrids.py --seed 1)
HARD_14X16 = (14, 16, "AB", 0.05, 123646)
#: seed 3's 15x17 digit grid: its longest path has 148 cells (tests/bench/oracle.py, CP-SAT, optimal)
HARD_15X17 = (15, 17, "123", 0.0, 387926)
#: seed 3's 19x20 AB grid, 10 % blanks: its longest path has 237 cells (oracle.py)
HARD_19X20 = (19, 20, "AB", 0.1, 13807)
#: seed 4's 19x18 AB grid, no blanks: its longest path has 240 cells (oracle.py, 22.7 s)
HARD_19X18 = (19, 18, "AB", 0.0, 20779)
#: seed 1's 18x19 digit grid: its longest path has 215 cells (the engine's proof)
HARD_18X19 = (18, 19, "123", 0.0, 729633)
#: ``spellgen 20 15 --alphabet ABC --blank 0 --seed 364642``: its longest path has 167 cells (the engine's proof)
HARD_20X15 = (20, 15, "ABC", 0.0, 364642)


def hard_grid(spec=HARD_14X16):
    rows, cols, alphabet, blank, seed = spec
    return spell.parse_grid(spell.generate(rows, cols, alphabet=alphabet, blank=blank, seed=seed))


def small_grids(count, seed=18):
    """Random grids of 2-6 rows and columns over two to four letters or digits, some blanks."""
    rng = random.Random(seed)
    for k in range(count):
        rows, cols = rng.randint(2, 6), rng.randint(2, 6)
        alphabet = rng.choice(["AB", "ABC", "123", "ABCD"])
        yield spell.parse_grid(spell.generate(rows, cols, alphabet=alphabet, blank=rng.choice([0, 0.1, 0.2]), seed=k))


def exact(grid):
    """The longest path's length by the depth-first search alone (it never hands off on these)."""
    return spell.longest_path(grid).length


@pytest.mark.parametrize("grid", list(small_grids(120)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_sweep_finds_the_longest_path_and_proves_a_known_one(grid):
    best = max([1] + [advance(start_sweep(comp, 0), 10**9).best_len for comp in components(grid)])
    assert best == exact(grid)
    for comp in components(grid):
        sw = advance(start_sweep(comp, 0), 10**9)
        if sw.best_len:
            cells = best_cells(sw)
            assert len(cells) == sw.best_len and spell.check_path(grid, cells).ok
        short = advance(start_sweep(comp, sw.best_len - 1), 10**9)  # one cell less is known
        assert short.best_len == sw.best_len == short.bound
        known = advance(start_sweep(comp, sw.best_len), 10**9)  # the longest is known: nothing kept
        assert (known.best_len, known.bound) == (0, sw.best_len)


def test_an_exact_sweep_keeps_no_state_another_dominates(monkeypatch):
    """15x17 digits of hardgrids.py's seed 3 (longest 148), with 147 known: once a node has
    arrived no state has a DONE node whose codes with that node FREE are there with as many links
    taken; the sweep still finds the longest path, and handles fewer states than the same sweep
    keeping dominated states (a beam keeps them all: its states are the ones it narrowed to)."""
    comp = components(hard_grid(HARD_15X17))[0]
    arrive, checked = frontier._arrive, []

    def arrive_and_check(sw, k):
        yield from arrive(sw, k)
        for m, val in sw.states.items():
            for i, x in enumerate(m[:-2]):  # (the node just arrived is FREE)
                twin = sw.states.get(m[:i] + bytes([frontier.FREE]) + m[i + 1 :]) if x == frontier.DONE else None
                assert sw.width or twin is None or twin[0] < val[0]
        checked.append(len(sw.states))

    monkeypatch.setattr(frontier, "_arrive", arrive_and_check)
    sw = advance(start_sweep(comp, 147), 10**9)
    assert sw.best_len == 148 and spell.check_path(hard_grid(HARD_15X17), best_cells(sw)).ok
    assert len(checked) == len(sw.cells)
    monkeypatch.setattr(frontier, "_arrive", arrive)
    monkeypatch.setattr(frontier, "_dominated", lambda *_: False)
    kept_all = advance(start_sweep(comp, 147), 10**9)
    assert kept_all.best_len == 148 and sw.work < kept_all.work


def test_the_parity_of_the_path_ends_drops_states_no_path_can_complete(monkeypatch):
    """14x16 AB of hardgrids.py's seed 1 (longest 131), proving nothing beats 131: each link joins an
    even and an odd cell, so the core's links still to come have the parity that the pieces' ends and
    the sides of the path's ends still to come allow (``frontier._with_ends``); the sweep proves 131
    handling fewer states than with that parity ignored.  (That the bound never cuts a path is the
    exactness tests': swapping the two parities fails them.)"""
    comp = components(hard_grid(HARD_14X16))[0]
    sw = advance(start_sweep(comp, 131, way="left"), 10**9)
    assert sw.done and sw.best_len == 0 and sw.bound == 131

    def any_side(core, even_ends, free_ends, tails):
        (one_even, two_even), (one_odd, two_odd) = tails
        return core + (0, max(one_even, one_odd), max(two_even, two_odd, one_even + one_odd))[free_ends]

    monkeypatch.setattr(frontier, "_with_ends", any_side)
    ignored = advance(start_sweep(comp, 131, way="left"), 10**9)
    assert ignored.done and ignored.best_len == 0 and ignored.bound == 131
    assert sw.work < ignored.work


@pytest.mark.parametrize("grid", list(small_grids(60, seed=24)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_a_sweep_with_a_path_known_finds_the_longest_with_its_tails(grid):
    """With a path known, only the core is swept and a path's ends take their tails into the pieces
    hanging off it: whatever shorter path is known, the sweep finds a longest path, whole and
    valid, tails included."""
    for comp in components(grid):
        longest = advance(start_sweep(comp, 0), 10**9).best_len
        for lower in range(1, longest):
            sw = advance(start_sweep(comp, lower), 10**9)
            cells = best_cells(sw)
            assert sw.best_len == len(cells) == longest and spell.check_path(grid, cells).ok


@pytest.mark.parametrize("grid", list(small_grids(60, seed=29)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_a_sweep_made_again_ends_as_a_new_one(grid):
    """A sweep made again from one that ended (its set-up kept, ``sweep_again``), aiming lower,
    each way: it finds what a new sweep finds, or it is not made when the core would change."""
    for comp in components(grid):
        longest = advance(start_sweep(comp, 0), 10**9).best_len
        for way in frontier.WAYS:
            first = advance(start_sweep(comp, longest + 2, way=way), 10**9)
            for lower in (longest + 1, longest, longest - 1, 1):
                fresh = advance(start_sweep(comp, lower, way=way), 10**9)
                again = sweep_again(first, lower)
                if again is None:
                    assert lower < first.pieces_under
                    continue
                assert (advance(again, 10**9).best_len, again.bound) == (fresh.best_len, fresh.bound)
                if again.best_len:
                    assert spell.check_path(grid, best_cells(again)).ok


@pytest.mark.parametrize("grid", list(small_grids(80, seed=5)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_beam_finds_a_path_no_longer_than_the_longest(grid):
    """A beam keeps a path's worth of states; wide enough, it is the exact sweep."""
    for comp in components(grid):
        longest = advance(start_sweep(comp, 0), 10**9).best_len
        assert advance(start_sweep(comp, 0, width=10**6), 10**9).best_len == longest
        for width in (1, 3, 20):
            sw = advance(start_sweep(comp, 0, width=width), 10**9)
            assert sw.best_len <= longest
            if sw.best_len:
                cells = best_cells(sw)
                assert len(cells) == sw.best_len and spell.check_path(grid, cells).ok


@pytest.mark.parametrize("grid", list(small_grids(60, seed=17)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_a_sweep_in_chunks_of_states_ends_as_in_one_go(grid, monkeypatch):
    """A pass over the states stops every ``CHUNK`` states (3 here) and the covers' set-up after
    each position: a call handles one chunk or one position at most, and the sweep ends with the
    same longest path and bound as in one call."""
    comps = [comp for comp in components(grid) if len(comp.cells) > 1]
    whole = [advance(start_sweep(comp, 0), 10**9) for comp in comps]
    monkeypatch.setattr(frontier, "CHUNK", 3)
    for comp, one_go in zip(comps, whole):
        sw, calls = start_sweep(comp, 0), 0
        while not sw.done:
            before = sw.work
            advance(sw, 1)
            calls += 1
            assert 0 < sw.work - before <= max(3, frontier.COVER_WORK) or sw.done
        assert (sw.best_len, sw.bound) == (one_go.best_len, one_go.bound)
        assert calls > len(comp.cells) and spell.check_path(grid, best_cells(sw)).ok


@pytest.mark.parametrize("seed", [40, 41])
def test_a_parked_sweep_ends_as_one_that_holds_all_its_states(seed, monkeypatch):
    """Medium grids, each component swept aiming a cell below its longest path and at it, parking
    past 40 states (``frontier._park``): whenever it parks, it keeps the half of its states with the
    most links and sets the rest aside where it is; it ends with the longest path, or proving it,
    as a sweep that holds all its states does, and holds at most twice 40 states."""
    parks = []

    def park(sw):
        before = dict(sw.states)
        parked(sw)
        kept, aside = sw.states, frontier.unpacked(sw.parked[-1][1])
        assert len(before) > sw.park and len(kept) == len(before) // 2 and kept | aside == before
        assert min(val[0] for val in kept.values()) >= max(val[0] for val in aside.values())
        parks.append(sw)

    parked = frontier._park
    monkeypatch.setattr(frontier, "_park", park)
    for grid in medium_grids(6, seed=seed):
        for comp in components(grid):
            longest = advance(start_sweep(comp, 0), 10**9).best_len
            for lower in (longest - 1, longest):
                whole = advance(start_sweep(comp, lower), 10**9)
                sw, most = start_sweep(comp, lower), 0
                sw.park = 40
                while not sw.done:
                    advance(sw, 1)
                    most = max(most, len(sw.states))
                assert (sw.best_len, sw.bound) == (whole.best_len, whole.bound) and most <= 80
                assert sw.bound == longest and not sw.parked and frontier.held(sw) == 0
                if sw.best_len:
                    assert spell.check_path(grid, best_cells(sw)).ok
    assert len(parks) > 20


def test_the_counters_summed_by_groups_of_slots_are_those_summed_slot_by_slot(monkeypatch):
    """A state's counters are summed a group of ``GROUP`` slots at a time (``frontier._groups``),
    as they are slot by slot: FREE, DONE (nothing) or in a piece; on a seventh of the states of a
    sweep of the 14x16 grid after each of its first 45 positions, in groups of 1, 2, 5 and 7 slots."""
    comp = max(components(hard_grid()), key=lambda c: len(c.cells))
    sw, checked = start_sweep(comp, 125), 0
    while sw.k < 45:
        for _ in sw.op:  # (pass by pass: between two, the frontier is as the states have it)
            pass
        sw.op = frontier._next_pass(sw)
        if sw.j == 1:
            base, open_, _ = frontier._counters(sw)
            for group in (1, 2, 5, 7):
                monkeypatch.setattr(frontier, "GROUP", group)
                groups = frontier._groups(open_)
                for m in list(sw.states)[::7]:
                    by_slot = sum(free if m[i] == FREE else 0 if m[i] == DONE else piece for i, free, piece in open_)
                    kinds = m.translate(frontier._KIND)
                    assert base + sum(table[kinds[a:b]] for a, b, table in groups) == base + by_slot
                    checked += 1
    assert checked > 10_000


@pytest.mark.parametrize("grid", list(small_grids(60, seed=23)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_a_sweep_ends_the_same_whichever_way_it_goes(grid):
    """Rows from the top or the bottom, columns from the left or the right: the same longest path,
    and with it known, the same bound and nothing kept."""
    for comp in components(grid):
        longest = advance(start_sweep(comp, 0), 10**9).best_len
        for way in frontier.WAYS:
            sw = advance(start_sweep(comp, 0, way=way), 10**9)
            assert sw.best_len == longest
            if longest:
                assert spell.check_path(grid, best_cells(sw)).ok
            known = advance(start_sweep(comp, longest, way=way), 10**9)
            assert (known.best_len, known.bound) == (0, longest)


def test_a_beam_going_another_way_finds_a_longer_path_on_a_hard_grid():
    """Seed 3's 19x20 AB grid (optimum 237): the beam of 100 states going down (row by row from
    the top) stops short where the one going left (column by column from the right) comes close."""
    grid = hard_grid(HARD_19X20)
    comp = max(components(grid), key=lambda c: len(c.cells))
    down, left = (advance(start_sweep(comp, 0, 100, way), 10**9) for way in ("down", "left"))
    assert down.best_len < 200 and 230 < left.best_len <= 237
    assert spell.check_path(grid, best_cells(left)).ok


@pytest.mark.parametrize(("spec", "lower", "longest"), [(HARD_20X15, 141, 167), (HARD_18X19, 208, 215)])
def test_a_beam_keeps_the_states_with_the_highest_bound_and_those_with_the_most_links(spec, lower, longest):
    """Beams of 400 states going down, keeping what beats the path the depth-first search has at
    the handoff, find the longest path of both grids: on 20x15 ABC the states with the most links
    alone lead nowhere, on 18x19 digits the states with the highest bound alone lead to 209 cells.
    At each node, the beam keeps the half of its width with the highest bound (the most links
    first) and the rest with the most links."""
    grid = hard_grid(spec)
    comp = max(components(grid), key=lambda c: len(c.cells))
    kept = []

    def narrow(sw, bounds):
        before = sorted(sw.states.items(), key=lambda item: (bounds[item[0]], item[1][0]), reverse=True)
        narrow_as_is(sw, bounds)
        high = {m for m, _ in before[: sw.width // 2]}
        links = sorted(val[0] for m, val in before if m not in high)[-(sw.width - len(high)) :]
        kept.append(high <= set(sw.states) and sorted(val[0] for m, val in sw.states.items() if m not in high) == links)

    narrow_as_is = frontier._narrow
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(frontier, "_narrow", narrow)
        beam = advance(start_sweep(comp, lower, 400, "down"), 10**9)
    assert beam.best_len == longest and spell.check_path(grid, best_cells(beam)).ok
    assert kept and all(kept)


def test_beam_finds_the_longest_path_of_a_hard_digit_grid():
    """Seed 3's 15x17 digit grid: the local search stops at 132 cells, the beam finds the optimum."""
    grid = hard_grid(HARD_15X17)
    sw = advance(start_sweep(components(grid)[0], 0, width=400), 10**9)
    assert sw.best_len == 148 and spell.check_path(grid, best_cells(sw)).ok


@pytest.mark.parametrize("grid", list(small_grids(60, seed=7)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_sweep_bound_never_falls_below_the_longest_path(grid):
    for comp in components(grid):
        longest = advance(start_sweep(comp, 0), 10**9).best_len
        sw = start_sweep(comp, 0)
        while not sw.done:
            advance(sw, 1)
            assert max(sw.bound, sw.lower) >= longest


def test_a_sweep_that_ends_proves_the_highest_bound_of_the_states_it_dropped():
    """No path is longer than what a sweep that ends with none proves, and that is often a cell or
    more below its ``lower`` (it proved ``lower`` before: then none would be)."""
    below = 0
    for grid in small_grids(80, seed=11):
        for comp in components(grid):
            longest = advance(start_sweep(comp, 0), 10**9).best_len
            for lower in range(longest, longest + 4):
                sw = advance(start_sweep(comp, lower), 10**9)
                assert sw.best_len == 0 and longest <= sw.bound <= lower
                below += sw.bound < lower
    assert below


def test_a_softened_sweep_ends_as_one_aiming_a_cell_lower_unless_it_hardens(monkeypatch):
    """Softened a cell below its ``lower``, a sweep that never hardens ends as a sweep aiming there
    (the same path, bound and work); one that hardens at its first state kept only for that cell
    proves no more than its ``lower``, and the bounds hold."""
    monkeypatch.setattr(frontier, "HARDEN_MIN", 0)
    hardened = 0
    for grid in medium_grids(8, seed=5):
        comp = components(grid)[0]
        longest = advance(start_sweep(comp, 0), 10**9).best_len
        for lower in range(longest - 1, longest + 3):
            monkeypatch.setattr(frontier, "HARDEN_SHARE", 10**9)  # (never)
            soft, plain = start_sweep(comp, lower), start_sweep(comp, lower - 1)
            assert frontier.soften(soft, lower - 1) and not frontier.soften(plain, lower - 1)
            advance(soft, 10**9), advance(plain, 10**9)
            assert (soft.best_len, soft.bound, soft.work) == (plain.best_len, plain.bound, plain.work)
            monkeypatch.setattr(frontier, "HARDEN_SHARE", 0)  # (at once)
            soft = start_sweep(comp, lower)
            frontier.soften(soft, lower - 1)
            advance(soft, 10**9)
            assert soft.best_len in (0, longest) and (soft.best_len or longest <= lower)
            assert max(soft.best_len, longest) <= max(soft.best_len, soft.bound) <= max(soft.best_len, lower)
            hardened += soft.best_len == 0 and soft.bound == lower > longest
    assert hardened


def test_local_search_keeps_a_path_and_never_shortens_it():
    for grid in small_grids(80, seed=3):
        for comp in components(grid):
            start = [0, comp.nbrs[0][0]]
            path = improve(comp.nbrs, start, 30)
            cells = tuple(comp.cells[v] for v in path)
            assert len(path) >= 2 and spell.check_path(grid, cells).ok


def test_local_search_in_slices_equals_one_go():
    """The proof stage runs the local search a few moves per turn: the same moves, the same path."""
    grid = hard_grid()
    comp = components(grid)[0]
    start = [0, comp.nbrs[0][0]]
    walk = start_walk(comp.nbrs, start, 120)
    while walk.left:
        sliced = walk_on(walk, 7)
    assert sliced == improve(comp.nbrs, start, 120) and len(sliced) > 60


def test_local_search_lengthens_a_short_path_on_a_hard_grid():
    grid = hard_grid()
    comp = components(grid)[0]
    path = improve(comp.nbrs, [0, comp.nbrs[0][0]], 300)
    assert len(path) > 60 and spell.check_path(grid, tuple(comp.cells[v] for v in path)).ok


def small_stage(monkeypatch):
    """A second stage in proportion to small grids (else the depth-first search ends them first):
    two moves of local search, a beam of two states, softened sweeps hardening from a few states on."""
    monkeypatch.setattr(proof, "MOVES", 2)
    monkeypatch.setattr(proof, "NODES_PER_MOVE", 1)
    monkeypatch.setattr(proof, "BEAM_WIDTH", 2)
    monkeypatch.setattr(proof, "EARLY_SHARE", 0)  # (no plain beam before ``LATE_AFTER``: see its own test)
    monkeypatch.setattr(frontier, "HARDEN_MIN", 2)


def aimed_stage(monkeypatch):
    """``small_stage`` with races of 4,000 states, aimed beams of 4 states from 2,000 states of a round on."""
    small_stage(monkeypatch)
    monkeypatch.setattr(proof, "RACE", 4000)
    monkeypatch.setattr(proof, "AIM_AFTER", 2000)
    monkeypatch.setattr(proof, "AIM_WIDTH", 4)


def assert_two_stage_exact(grid):
    """Hand off after 3 nodes and run in slices of 2: the bounds hold at every slice, the answer is exact."""
    s = start_search(grid, handoff=3)
    longest = exact(grid)
    while not s.done:
        p = run(s, 2)
        assert p.upper_bound >= longest >= len(p.best_path)
    r = result(s)
    assert r.proven and r.length == longest and spell.check_path(grid, r.path).ok


@pytest.mark.parametrize("grid", list(small_grids(80, seed=11)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_two_stage_search_equals_the_exact_search(grid, monkeypatch):
    """Hand off after 3 nodes: the sweeps and the depth-first search take turns, slice by slice."""
    small_stage(monkeypatch)
    assert_two_stage_exact(grid)


@pytest.mark.parametrize("grid", list(small_grids(60, seed=13)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_given_up_sweeps_make_way_for_more_beams(grid, monkeypatch):
    """Sweeps given up at once (a cap of 3 states): more beams run (the other ways, then wider),
    a longer path they find sends the sweeps back to work; the answer stays exact and the bounds
    hold throughout."""
    small_stage(monkeypatch)
    monkeypatch.setattr(proof, "MAX_STATES", 3)
    assert_two_stage_exact(grid)


def medium_grids(count, seed):
    """Random grids of 6-9 rows and columns over two letters or digits: a sweep there handles
    thousands of states."""
    rng = random.Random(seed)
    for k in range(count):
        rows, cols = rng.randint(6, 9), rng.randint(6, 9)
        alphabet = rng.choice(["AB", "123"])
        yield spell.parse_grid(spell.generate(rows, cols, alphabet=alphabet, blank=rng.choice([0, 0.1]), seed=k))


def test_a_search_not_done_after_late_after_states_runs_a_plain_beam_each_way(monkeypatch):
    """On 20 medium grids (seed 33) handed off at once, with ``LATE_AFTER`` at 3,000 states: once the second
    stage has handled that many, plain beams run (none before), one each way of ``BEAM_WAYS`` in
    turn at ``BEAM_WIDTH``, keeping what beats the best path, on its component; then a second series
    ``BEAM_GROWTH`` times wider, each beam started only while the best path is more than two cells
    short of the bound (``LATE_SERIES``); some find a longer one, and the answer stays exact."""
    small_stage(monkeypatch)
    monkeypatch.setattr(proof, "BEAM_WIDTH", 4)
    monkeypatch.setattr(proof, "LATE_AFTER", 3000)
    started, longer = [], []

    def start_beam(p, comps, lower):
        assert p.work >= proof.LATE_AFTER
        if p is not search[0].proof:  # (``exact``'s own search, on a grid it does not finish by the handoff)
            return begin(p, comps, lower)
        far = len(search[0].best) < max(p.bounds) - 2
        way = proof.BEAM_WAYS[p.beams % len(proof.BEAM_WAYS)]
        plan = p.plans.get((p.home, way))
        begin(p, comps, lower)
        started[-1].append((p.beam.way, p.beam.width, p.beam.lower == lower == len(search[0].best), far))
        if plan is not None and lower >= plan.pieces_under:  # (set up from the plan: no covers made again)
            shared.append(p.beam.covers is plan.covers and p.beam.op is None)

    def beam_turn(s, nodes):
        before = len(s.best)
        turn(s, nodes)
        longer.append(len(s.best) > before)

    begin, turn, search, shared = proof._start_beam, proof._beam_turn, [], []
    monkeypatch.setattr(proof, "_start_beam", start_beam)
    monkeypatch.setattr(proof, "_beam_turn", beam_turn)
    for grid in medium_grids(20, seed=33):
        s = start_search(grid, handoff=3)
        search[:] = [s]
        started.append([])
        while not s.done:
            run(s, 2)
        assert result(s).length == exact(grid)
    assert any(started) and any(longer)
    assert shared and all(shared)
    ways = proof.BEAM_WAYS
    for beams in started:
        assert [way for way, *_ in beams] == [ways[i % len(ways)] for i in range(len(beams))]
        widths = [int(4 * proof.BEAM_GROWTH ** (i // len(ways))) for i in range(len(beams))]
        assert [width for _, width, *_ in beams] == widths
        assert all(ok for _, _, ok, _ in beams)
        assert all(far for *_, far in beams[len(ways) :])  # (the second series only while the best is far below)
    assert len(ways) < max(map(len, started)) <= proof.LATE_SERIES * len(ways)  # (a second series runs)
    assert any(len(beams) == len(ways) for beams in started)  # (some searches stop at one series)


def test_a_best_path_far_below_the_bound_starts_the_plain_beams_at_once(monkeypatch):
    """On 20 medium grids (seed 34) handed off after 30 nodes, ``LATE_AFTER`` out of reach: a plain beam
    starts only while the best path is shorter than ``EARLY_SHARE`` of the bound (the depth-first
    search's path: below it on some grids, not on others), on its component; the answer stays exact."""
    small_stage(monkeypatch)
    monkeypatch.setattr(proof, "BEAM_WIDTH", 4)
    monkeypatch.setattr(proof, "LATE_AFTER", 10**12)
    monkeypatch.setattr(proof, "EARLY_SHARE", 0.75)
    started, search, handed = [], [], []

    def start_beam(p, comps, lower):
        if p is search[0].proof:
            assert not p.given_up  # (no beam of ``_another_beam``: these are the early ones)
            started[-1].append(lower < 0.75 * max(p.bounds) and lower == len(search[0].best))
        begin(p, comps, lower)

    begin = proof._start_beam
    monkeypatch.setattr(proof, "_start_beam", start_beam)
    for grid in medium_grids(20, seed=34):
        s = start_search(grid, handoff=30)
        search[:] = [s]
        started.append([])
        while not s.done:
            run(s, 2)
        assert result(s).length == exact(grid)
        handed.append(s.proof is not None)
    assert all(all(far) for far in started)
    assert any(started) and any(handed and not beams for handed, beams in zip(handed, started))


@pytest.mark.parametrize("grid", list(medium_grids(10, seed=26)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_a_beam_made_again_from_a_sweep_ends_as_a_new_beam(grid):
    """A beam set up from a sweep of its way that ended (its covers kept, as ``proof._start_beam``
    does once there is one), each way and at a few widths: it finds the very path a new beam finds."""
    found = 0
    for comp in components(grid):
        longest = advance(start_sweep(comp, 0), 10**9).best_len
        for way in frontier.WAYS:
            plan = advance(start_sweep(comp, longest + 2, way=way), 10**9)
            for lower, width in ((longest - 1, 2), (longest // 2, 3), (longest // 3, 8)):
                again = sweep_again(plan, lower)
                if again is None:
                    continue
                again.width = width
                fresh = advance(start_sweep(comp, lower, width, way), 10**9)
                assert advance(again, 10**9).best_len == fresh.best_len
                assert best_cells(again) == best_cells(fresh)
                found += bool(fresh.best_len)
    assert found


@pytest.mark.parametrize("grid", list(medium_grids(20, seed=26)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_a_race_of_the_ways_keeps_the_search_exact(grid, monkeypatch):
    """Each component swept four ways, 4,000 states each (their covers' set-up included) before the
    one that got furthest goes on alone (on 6 of the 7 grids that get that far, not the first way):
    the answer stays exact and the bounds hold throughout."""
    small_stage(monkeypatch)
    monkeypatch.setattr(proof, "RACE", 4000)
    assert_two_stage_exact(grid)


def test_the_ways_that_got_furthest_race_on_and_the_furthest_goes_on_alone(monkeypatch):
    """Seed 3's 19x20 AB grid: each way of ``SWEEP_WAYS`` handles ``RACE`` states, then the two
    sweeps at the furthest positions race on until each has handled ``FINAL_RACE``, then the
    furthest of them is the only one left, and it goes on.  (Handed off after 2,000 nodes, the local
    search and the beams cut short.)"""
    small_stage(monkeypatch)
    monkeypatch.setattr(proof, "FINAL_RACE", 200_000)
    s = start_search(hard_grid(HARD_19X20), handoff=2000)
    legs = []
    while not legs or len(legs[-1][0]) > 2:  # (up to the first final leg: a round may end before it)
        ways = list(s.proof.sweeps) if s.proof else []
        run(s, 1)  # (one turn: the leg's winners have not gone on yet when they are seen)
        if s.proof and len(ways) > len(s.proof.sweeps) >= 1:  # (not a round's end)
            legs.append(([(sw.k, sw.work, sw) for sw in ways], [ways.index(sw) for sw in s.proof.sweeps]))
    (four, two), (pair, one) = legs[-2:]
    assert len(four) == len(proof.SWEEP_WAYS) and len(two) == len(pair) == 2 and len(one) == 1
    assert [four[i][2] for i in two] == [sw for *_, sw in pair]  # (the same round: its finalists race on)
    assert all(work >= proof.RACE for _, work, _ in four) and all(work >= proof.FINAL_RACE for _, work, _ in pair)
    assert min(four[i][0] for i in two) >= max(k for i, (k, *_) in enumerate(four) if i not in two)
    assert pair[one[0]][0] == max(k for k, *_ in pair)
    assert len({k for k, *_ in four}) > 1  # (the ways do get to different places)


def test_a_way_that_won_a_round_alone_goes_on_alone_in_the_next(monkeypatch):
    """Races of 500 states, then 1,000: once one way alone has ended a component's round, the
    component's next round sweeps that way alone, the other ways waiting as runners (a way given up
    is not among them); after a round the race did not decide, the ways race again.  The answers
    stay exact."""
    aimed_stage(monkeypatch)
    monkeypatch.setattr(proof, "RACE", 500)
    monkeypatch.setattr(proof, "FINAL_RACE", 1000)
    rounds, start_sweeps = [], proof._start_sweeps

    def start(s, k, opened):
        p, aim = s.proof, proof._round_aim(s, k)
        raced, first = p.raced.get(k), p.first.get(k)
        start_sweeps(s, k, opened)
        ways, left = [sw.way for sw in p.sweeps], [w for w in proof.SWEEP_WAYS if p.too_big.get((k, w), -1) < aim]
        if raced:
            rounds.append(ways)
            assert ways == [first] if first in left else ways == left[:1]
            assert sorted(ways + p.runners) == sorted(left)
        else:
            assert sorted(ways) == sorted(left) and not p.runners

    monkeypatch.setattr(proof, "_start_sweeps", start)
    for grid in medium_grids(20, seed=26):
        assert_two_stage_exact(grid)
    assert rounds and all(len(ways) == 1 for ways in rounds)


def test_a_way_given_up_makes_way_for_the_next_of_the_race(monkeypatch):
    """``aimed_stage`` and sweeps given up past 60: when the race's winner is given up, the
    ways that came next in the race go on in its place, together as in a regrouped round, aimed
    beams starting again (``_runners_go_on``), or, while the best path is a cell short of the bound,
    the next alone (the component is given up only when no way is left); no way is swept again
    aiming as low or lower than where it was given up (but going on parking, ``_go_on_parking``).
    The answers stay exact and the bounds hold throughout."""
    aimed_stage(monkeypatch)
    monkeypatch.setattr(proof, "MAX_STATES", 60)
    took_over, give_up, start_sweeps = [], proof._give_up, proof._start_sweeps

    def given_up(s, sw):
        p = s.proof
        alone, runners, aims, was = p.sweeps == [sw], list(p.runners), p.aims, p.regrouped
        tie = len(s.best) == p.bounds[p.k] - 1
        give_up(s, sw)
        if alone and runners and not p.deep:
            took_over.append((tie, aims))
            if tie:
                assert [sw.way for sw in p.sweeps] == runners[:1] and p.runners == runners[1:] and p.regrouped == was
            else:
                assert [sw.way for sw in p.sweeps] == runners and not p.runners
                assert p.regrouped and p.aims == 0 and all(sw.work == 0 for sw in p.sweeps)
            assert p.k not in p.given_up

    def start(s, k, opened):
        start_sweeps(s, k, opened)
        assert all(s.proof.too_big.get((k, sw.way), -1) < sw.lower for sw in s.proof.sweeps if not sw.park)

    monkeypatch.setattr(proof, "_give_up", given_up)
    monkeypatch.setattr(proof, "_start_sweeps", start)
    for grid in [*medium_grids(20, seed=33), *medium_grids(20, seed=27)]:
        assert_two_stage_exact(grid)
    assert {tie for tie, _ in took_over} == {True, False} and any(aims for tie, aims in took_over if not tie)


def test_a_sweep_whose_frontier_is_full_is_given_up_and_the_search_stays_exact(monkeypatch):
    """Frontiers of 5 nodes at most (``frontier.SLOTS``; 250 in the engine, where a state's codes
    run out of bytes): an exact sweep that would outgrow it is stuck, its bound still holding, and
    the proof gives it up as one with too many states; a beam ends there, proving nothing.  The
    answers stay exact and the bounds hold throughout."""
    monkeypatch.setattr(frontier, "SLOTS", 5)
    comp = components(hard_grid(HARD_15X17))[0]  # (longest 148)
    sw = advance(start_sweep(comp, 140), 10**9)
    assert sw.stuck and not sw.done and len(sw.front) == 5 and max(sw.bound, sw.lower) >= 148
    beam = advance(start_sweep(comp, 140, width=50), 10**9)
    assert beam.done and not beam.stuck and beam.bound == 140
    small_stage(monkeypatch)
    stuck, give_up = [], proof._give_up
    monkeypatch.setattr(proof, "_give_up", lambda s, sw: stuck.append(sw.stuck) or give_up(s, sw))
    for grid in medium_grids(10, seed=27):
        assert_two_stage_exact(grid)
    assert any(stuck)


def test_each_way_races_as_long_whatever_the_slices(monkeypatch):
    """In slices of 1,000 nodes (40,000 sweep states), ways are left behind after the race's first
    leg (``RACE``) and after its final one (``FINAL_RACE``), and none has handled a chunk more than
    that: the race is the same in the page's slices of 25 nodes and in larger ones."""
    small_stage(monkeypatch)
    monkeypatch.setattr(proof, "RACE", 4000)
    monkeypatch.setattr(proof, "FINAL_RACE", 8000)
    dropped, keep = [], proof._keep_plans

    def keep_plans(p, sweeps):
        dropped.extend(sw.work for sw in sweeps if not sw.done)
        keep(p, sweeps)

    monkeypatch.setattr(proof, "_keep_plans", keep_plans)
    for grid in medium_grids(20, seed=27):
        s = start_search(grid, handoff=3)
        run(s, 3)  # (to the handoff)
        while not s.done:
            run(s, 1000)
    assert any(proof.RACE <= work < proof.RACE + frontier.CHUNK for work in dropped)
    assert any(work >= proof.FINAL_RACE for work in dropped)
    assert all(work < proof.FINAL_RACE + frontier.CHUNK for work in dropped)


def test_every_turn_of_the_second_stage_is_short():
    """From the handoff on (opening the sweeps, local search, sweeps, aimed beams), a slice of one
    node does at most one chunk of states, one position of a cover or one move of the local search,
    so Stop in the page answers within a slice.  (The 19x18 grid, until an aimed beam has begun.)"""
    s = start_search(hard_grid(HARD_19X18))
    run(s, s.handoff - 1)
    most = max(frontier.CHUNK, frontier.COVER_WORK, proof.NODES_PER_MOVE * proof.STATES_PER_NODE)
    parts = []
    while "aimed" not in parts and not s.done:
        before = s.proof.work if s.proof else 0
        run(s, 1)
        assert s.proof is None or s.proof.work - before <= most
        p = s.proof
        part = p and ("open" if p.opening else "walk" if p.walk else "aimed" if p.round_work[1] else "sweep")
        if part and part not in parts:
            parts.append(part)
    assert parts == ["open", "walk", "sweep", "aimed"]


def test_a_slice_of_the_search_runs_without_the_cycle_collector_and_leaves_it_as_it_was(monkeypatch):
    """The cyclic garbage collector is off while a slice of the search runs (the sweeps' states
    are millions of tuples it would walk over for nothing), and as it was once the slice is over;
    a whole search (``longest_path``) keeps it off from slice to slice."""
    seen = []
    descend = seeker._descend
    monkeypatch.setattr(seeker, "_descend", lambda s, limit: seen.append(gc.isenabled()) or descend(s, limit))
    s = start_search(hard_grid())
    assert gc.isenabled()
    run(s, 100)
    assert seen and not any(seen) and gc.isenabled()
    gc.disable()
    try:
        run(s, 100)
        assert not gc.isenabled()
    finally:
        gc.enable()
    between = []  # (and from slice to slice of a whole search)
    r = spell.longest_path(hard_grid(HARD_15X17), every=50, on_progress=lambda *_: between.append(gc.isenabled()))
    assert r.length == 148 and len(between) > 10 and not any(between) and gc.isenabled()


def test_hard_grid_is_proven_by_the_sweep():
    """The benchmark's 14x16 AB grid (seed 1): the handout's C++ runs out of 2 GB; the longest path
    has 131 cells (the depth-first search alone still says 'at most 139' after 30 s)."""
    grid = hard_grid()
    r = spell.longest_path(grid)
    assert (r.length, r.proven, r.upper_bound) == (131, True, 131)
    assert spell.check_path(grid, r.path).ok


def test_sweeps_aim_at_the_bound_and_bring_it_down_a_cell_or_two_at_a_time(monkeypatch):
    """On 20 medium grids handed off at once: each round of sweeps keeps only paths as long as the
    component's bound less one cell (or longer than the best path, when that is longer), until it
    hardens to paths as long as the bound (``frontier.soften``); a round that ends with none lowers
    the bound by two cells, or by one once hardened, and the answer stays exact.  (Sweeps keeping
    what beats the best path, as before, fail the first assertion; sweeps never softened, the
    third.)"""
    small_stage(monkeypatch)
    monkeypatch.setattr(proof, "RACE", 4000)
    rounds = []

    def start_sweeps(s, k, opened):
        bound, best = s.proof.bounds[k], len(s.best)
        start(s, k, opened)
        aims = [(sw.lower, sw.soft or sw.lower) for sw in s.proof.sweeps]
        assert aims == [(max(best, bound - 2), max(best, bound - 1))] * len(proof.SWEEP_WAYS)
        rounds.append((s, k, bound, best))

    start = proof._start_sweeps
    monkeypatch.setattr(proof, "_start_sweeps", start_sweeps)
    for grid in medium_grids(20, seed=33):
        assert_two_stage_exact(grid)
    again = [(b0, b1) for (s0, k0, b0, n0), (s1, k1, b1, n1) in pairwise(rounds) if s0 is s1 and (k0, n0) == (k1, n1)]
    assert again and all(b1 in (b0 - 1, b0 - 2) for b0, b1 in again)
    assert any(b1 == b0 - 2 for b0, b1 in again) and any(b1 == b0 - 1 for b0, b1 in again)
    assert any(bound - 2 > best for _, _, bound, best in rounds)


def test_a_beam_aimed_at_the_bound_finds_the_longest_path():
    """Seed 4's 19x18 AB grid of tests/bench/hardgrids.py (longest path 240, CP-SAT): the beam of
    500 states going up, keeping only paths of 240 cells, finds one; the same beam keeping what
    beats the 230 cells the search has by then finds 238."""
    comp = components(hard_grid(HARD_19X18))[0]
    aimed = advance(start_sweep(comp, 239, 500, "up"), 10**9)
    assert aimed.best_len == 240 and spell.check_path(hard_grid(HARD_19X18), best_cells(aimed)).ok
    assert advance(start_sweep(comp, 230, 500, "up"), 10**9).best_len < 240


def test_long_rounds_share_their_turns_with_beams_aimed_at_the_bound(monkeypatch):
    """On 20 medium grids handed off at once, rounds of sweeps past ``AIM_AFTER`` states: each aimed
    beam keeps only paths of at least the component's bound less one cell (or beating the best path),
    the beams get no more than their share of the round and run only while the best path is shorter
    than the bound, a beam that finds a path as long as the bound ends the round (one a cell shorter
    leaves it to prove the bound one less), and the answer stays exact.  A beam carried from the
    round before that keeps only paths as long as the bound gets ``CARRIED_SHARE``, more than a first
    beam's share; once the best path is a cell short of the bound, the beams get ``TIE_SHARE`` and
    find paths as long as the bound.  (Beams aimed at the bound itself fail the first assertion;
    carried beams at ``AIM_SHARE`` the one on ``past_first_share``; no beams once the best path is a
    cell short, the last.)"""
    aimed_stage(monkeypatch)
    beams, found, past_first_share = [], [], []

    def aimed_beam(s, k, i):
        sw = make(s, k, i)
        assert sw.lower == max(len(s.best), s.proof.bounds[k] - 2)
        assert sw.width == int(4 * proof.BEAM_GROWTH ** (i // 4))
        beams.append(sw)
        return sw

    def aimed_turn(s, nodes):
        p = s.proof
        beam, bound = p.aimed, p.bounds[p.k]
        tie = len(s.best) == bound - 1
        carried = beam is not None and not beam.done and beam.lower == bound - 1
        share = proof.TIE_SHARE if tie else proof.CARRIED_SHARE if carried else proof.AIM_SHARE
        exact, aimed = p.round_work[0] - proof.AIM_AFTER, p.round_work[1]
        assert aimed * (1 - share) < share * exact
        past_first_share.append(not tie and aimed * (1 - proof.AIM_SHARE) >= proof.AIM_SHARE * exact)
        assert len(s.best) < bound
        before = len(s.best)
        ran = turn(s, nodes)
        if len(s.best) > before:
            found.append((len(s.best), bound, bool(p.sweeps), tie))
        return ran

    make, turn = proof._aimed_beam, proof._aimed_turn
    monkeypatch.setattr(proof, "_aimed_beam", aimed_beam)
    monkeypatch.setattr(proof, "_aimed_turn", aimed_turn)
    for grid in medium_grids(20, seed=31):
        assert_two_stage_exact(grid)
    assert beams and found
    assert all((n, going_on) in ((bound, False), (bound - 1, True)) for n, bound, going_on, _ in found)
    assert {going_on for _, _, going_on, _ in found} == {False, True}  # (both happen)
    assert any(past_first_share)
    assert any(tie for *_, tie in found)  # (a beam found the bound where the sweeps aim at it)


def test_an_aimed_beam_at_work_when_a_round_proves_goes_on_in_the_next(monkeypatch):
    """The same 20 medium grids: an aimed beam still at work when a round ends by a proof is the
    beam of the component's next round (it may find what that round looks for, the bound), unless
    the bound is now below its aim; after a round ended otherwise, the next aimed beam is a new one."""
    aimed_stage(monkeypatch)
    last, seen = {}, []

    def end_round(p, way):
        beam = p.aimed if p.aimed is not None and not p.aimed.done else None
        last.update(p=p, k=p.k, way=way, beam=beam, pending=True)
        finish(p, way)

    def aimed_turn(s, nodes):
        p = s.proof
        first = last.pop("pending", False)
        beam = last.get("beam")
        ran = turn(s, nodes)
        if first and beam is not None and last["p"] is p and last["k"] == p.k:
            goes_on = last["way"] is not None and beam.lower < p.bounds[p.k]
            assert (p.aimed is beam) == goes_on
            seen.append(goes_on)
        return ran

    finish, turn = proof._end_round, proof._aimed_turn
    monkeypatch.setattr(proof, "_end_round", end_round)
    monkeypatch.setattr(proof, "_aimed_turn", aimed_turn)
    for grid in medium_grids(20, seed=31):
        assert_two_stage_exact(grid)
    assert set(seen) == {True, False}  # (both happen)


def test_a_beam_carried_into_a_round_is_not_run_again_there(monkeypatch):
    """60 medium grids: once an aimed beam carried into a round (aiming a cell higher than
    the round's own) has run to its end, the round's next beams go other ways or wider, not its way
    at its width again."""
    aimed_stage(monkeypatch)
    carried, skipped = {}, []

    def end_round(p, way):
        beam = p.aimed if way is not None and p.aimed is not None and not p.aimed.done else None
        carried.update(p=p, k=p.k, beam=beam)
        finish(p, way)

    def aimed_beam(s, k, i):
        beam = carried.get("beam")
        if carried.get("p") is s.proof and carried["k"] == k and beam is not None and beam.done:
            ways, width = proof.BEAM_WAYS, proof._beam_width
            ladder = [(ways[j % len(ways)], width(j, proof.AIM_WIDTH)) for j in range(i + 1)]
            assert ladder[i] != (beam.way, beam.width)
            skipped.append((beam.way, beam.width) in ladder[:i])  # (passed over: the round began with the carried beam)
        return start(s, k, i)

    finish, start = proof._end_round, proof._aimed_beam
    monkeypatch.setattr(proof, "_end_round", end_round)
    monkeypatch.setattr(proof, "_aimed_beam", aimed_beam)
    for grid in medium_grids(60, seed=32):
        assert_two_stage_exact(grid)
    assert any(skipped)


def test_a_round_starts_aimed_beams_up_to_its_limit_then_gives_its_turns_to_its_sweeps(monkeypatch):
    """The 20 medium grids of seed 31: a round starts ``AIMED_BEAMS`` aimed beams at most (on the hard
    grids, the wider ones after a round's first four or five rarely found the longest path and took
    a third of the aimed beams' time); once it has, ``_aimed_turn`` does nothing, and the round's
    sweeps take its turns.  The beams get nine tenths of a round here, so that some rounds start
    them all.  (One more beam a round fails the first assertion, a declined turn lost the one after
    the sweep, no limit the last.)"""
    aimed_stage(monkeypatch)
    monkeypatch.setattr(proof, "AIM_SHARE", 0.9)
    rounds, started, declined, swept = {}, {}, [], []

    def end_round(p, way):
        rounds[id(p)] = rounds.get(id(p), 0) + 1
        finish(p, way)

    def aimed_beam(s, k, i):
        at = (id(s.proof), k, rounds.get(id(s.proof), 0))
        started[at] = started.get(at, 0) + 1
        assert started[at] <= proof.AIMED_BEAMS
        return start(s, k, i)

    def aimed_turn(s, nodes):
        p, work = s.proof, s.proof.round_work[:]
        ran = turn(s, nodes)
        if not ran:
            assert p.aimed is None and p.round_work == work
            declined.append(True)
        return ran

    def sweeps_turn(s, nodes):
        p = s.proof
        declined.clear()
        at, work = rounds.get(id(p), 0), p.round_work[0]
        sweep(s, nodes)
        if declined:  # (the turn went to the sweeps: they handled states, or ended the round)
            assert p.round_work[0] > work or rounds.get(id(p), 0) > at
            swept.append(p)

    finish, start, turn, sweep = proof._end_round, proof._aimed_beam, proof._aimed_turn, proof._sweeps_turn
    monkeypatch.setattr(proof, "_end_round", end_round)
    monkeypatch.setattr(proof, "_aimed_beam", aimed_beam)
    monkeypatch.setattr(proof, "_aimed_turn", aimed_turn)
    monkeypatch.setattr(proof, "_sweeps_turn", sweeps_turn)
    all_started = []
    for grid in medium_grids(20, seed=31):
        rounds.clear(), started.clear()  # (a search's Proof is known by its id while it lives)
        assert_two_stage_exact(grid)
        all_started += [n == proof.AIMED_BEAMS for n in started.values()]
    assert swept and any(all_started)


def test_a_round_after_a_quiet_round_starts_fewer_aimed_beams(monkeypatch):
    """The 20 medium grids of seed 31, the beams given nine tenths of a round: a round begun on the
    component and with the best path the round before began with, after that round started
    ``QUIET_BEAMS`` aimed beams or more, starts ``QUIET_BEAMS`` at most; the others up to
    ``AIMED_BEAMS``, and the answer stays exact."""
    aimed_stage(monkeypatch)
    monkeypatch.setattr(proof, "AIM_SHARE", 0.9)
    monkeypatch.setattr(proof, "AIM_AFTER", 200)
    rounds = []  # per round of a search: [its Proof, component, best path's cells at its start, beams started]

    def start_sweeps(s, k, opened):
        rounds.append([s.proof, k, len(s.best), None])
        start(s, k, opened)

    def end_round(p, way):
        here = next(r for r in reversed(rounds) if r[0] is p)
        here[3] = p.aims
        finish(p, way)

    start, finish = proof._start_sweeps, proof._end_round
    monkeypatch.setattr(proof, "_start_sweeps", start_sweeps)
    monkeypatch.setattr(proof, "_end_round", end_round)
    quiet, other = [], []
    for grid in medium_grids(20, seed=31):
        rounds.clear()
        assert_two_stage_exact(grid)
        ended = [r for r in rounds if r[3] is not None]
        for before, now in zip([None, *ended], ended):
            calm = before is not None and before[1:3] == now[1:3] and before[3] >= proof.QUIET_BEAMS
            (quiet if calm else other).append(now[3])
    assert quiet and max(quiet) <= proof.QUIET_BEAMS < max(other) <= proof.AIMED_BEAMS


def test_a_beam_that_ran_to_its_end_finding_no_path_is_not_started_again_aiming_alike(monkeypatch):
    """30 medium grids of seed 31, in beams of 4 states, plain beams from 3,000 states on: once an
    aimed beam, or a plain beam, has run to its end with no path, no later round of its search starts
    an aimed beam of its component, way and width aiming as it did (it would go the same way again);
    the round passes over it to the ladder's next (and over no other but a carried beam's).  One
    passed over counts against the round's limit of beams, but in a round whose best path is a cell
    short of its bound once a way was given up aiming at the best path (sweeps past 300 states here):
    there a wider beam finds a path as long as the bound, if there is one, far sooner than the sweeps
    left.  The answer stays exact."""
    aimed_stage(monkeypatch)
    monkeypatch.setattr(proof, "BEAM_WIDTH", 4)
    monkeypatch.setattr(proof, "LATE_AFTER", 3000)
    monkeypatch.setattr(proof, "MAX_STATES", 300)
    searches, passed = [], []  # (the search's Proof, its beams started: (component, beam, aim, plain))

    def beams_of(p):
        started = next((started for q, started in searches if q is p), None)
        if started is None:
            searches.append((p, started := []))
        return started

    def fruitless(p, kinds=(False, True)):
        return {
            (k, sw.way, sw.width, aim)
            for k, sw, aim, plain in beams_of(p)
            if plain in kinds and sw.done and not sw.best_len
        }

    def aimed_beam(s, k, i):
        sw = start(s, k, i)
        assert (k, sw.way, sw.width, sw.lower) not in fruitless(s.proof)
        beams_of(s.proof).append((k, sw, sw.lower, False))
        return sw

    def start_beam(p, comps, lower):
        plain(p, comps, lower)
        beams_of(p).append((p.home, p.beam, lower, True))

    def next_aimed(s, k):
        p, first, aim, aims = s.proof, s.proof.aimed_i, proof._beam_aim(s, k), s.proof.aims
        short = len(s.best) == p.bounds[k] - 1
        tie = short and any(p.too_big.get((k, way), -1) >= len(s.best) for way in proof.SWEEP_WAYS)
        known, by_aimed, ran = fruitless(p), fruitless(p, (False,)), set(p.ran)
        sw = pick(s, k)
        ways, width, skipped = proof.BEAM_WAYS, proof._beam_width, 0
        for j in range(first, p.aimed_i - (sw is not None)):  # (the ladder's beams passed over)
            beam = (k, ways[j % len(ways)], width(j, proof.AIM_WIDTH), aim)
            assert beam in known or beam[1:3] in ran
            skipped += beam in known
            passed.append((beam in known, short + tie, beam not in by_aimed))  # (round: 0, 1 short, 2 and given up)
        assert p.aims - aims == (sw is not None) + (0 if tie else skipped)
        return sw

    start, pick, plain = proof._aimed_beam, proof._next_aimed, proof._start_beam
    monkeypatch.setattr(proof, "_aimed_beam", aimed_beam)
    monkeypatch.setattr(proof, "_next_aimed", next_aimed)
    monkeypatch.setattr(proof, "_start_beam", start_beam)
    for grid in medium_grids(30, seed=31):
        assert_two_stage_exact(grid)
        searches.clear()
    assert {(True, 0), (True, 1), (True, 2)} <= {(known, kind) for known, kind, _ in passed}
    assert any(known and by_plain for known, _, by_plain in passed)


def test_only_a_way_given_up_aiming_at_the_best_path_itself_lets_a_round_a_cell_short_run_wider_beams():
    """``_tie_given_up``: with the best path a cell short of the bound, a way given up aiming at that
    path counts (the round's fruitless aimed beams are then skipped uncounted, and wider ones run);
    one given up aiming higher, in a round before, does not, nor any once the gap is two cells."""
    best = tuple((0, c) for c in range(40))
    for gap, given_up_at, counts in [(1, 40, True), (1, 41, False), (1, 39, False), (2, 40, False)]:
        p = proof.Proof(bounds=[40 + gap], queue=[], start_nodes=0, too_big={(0, "left"): given_up_at})
        assert proof._tie_given_up(SimpleNamespace(best=best, proof=p), 0) is counts


def test_a_sweep_given_up_while_the_best_path_is_a_cell_short_lets_the_round_start_more_aimed_beams(monkeypatch):
    """40 medium grids of seed 34, sweeps given up past 120 states, the beams given nine tenths of
    a round: in a round whose best path is a cell short of its bound, each sweep given up lets the
    round start as many aimed beams again as its limit (``QUIET_BEAMS`` in a quiet round, else
    ``AIMED_BEAMS``), as does, in any round, a sweep given up whose runners go on together
    (``_runners_go_on``); other rounds start no more than the limit, and the answer stays exact.
    (Without the rule the last assertion fails; with it in every round, the first.)"""
    aimed_stage(monkeypatch)
    monkeypatch.setattr(proof, "AIM_SHARE", 0.9)
    monkeypatch.setattr(proof, "TIE_SHARE", 0.9)
    monkeypatch.setattr(proof, "MAX_STATES", 120)
    rounds = []  # per round: [its Proof, its limit, give-ups letting beams start, aimed beams, those a cell short]

    def here(p):
        return next(r for r in reversed(rounds) if r[0] is p)

    def start_sweeps(s, k, opened):
        start(s, k, opened)
        rounds.append([s.proof, proof.QUIET_BEAMS if s.proof.quiet else proof.AIMED_BEAMS, 0, 0, 0])

    def give_up(s, sw):
        p, r = s.proof, here(s.proof)
        short, alone = len(s.best) == p.bounds[p.k] - 1, p.sweeps == [sw] and p.runners and not p.deep
        drop(s, sw)
        r[2] += short or bool(alone)
        r[4] += short

    def aimed_beam(s, k, i):
        r = here(s.proof)
        r[3] += 1
        assert r[3] <= r[1] * (1 + r[2])
        return beam(s, k, i)

    start, drop, beam = proof._start_sweeps, proof._give_up, proof._aimed_beam
    monkeypatch.setattr(proof, "_start_sweeps", start_sweeps)
    monkeypatch.setattr(proof, "_give_up", give_up)
    monkeypatch.setattr(proof, "_aimed_beam", aimed_beam)
    for grid in medium_grids(40, seed=34):
        assert_two_stage_exact(grid)
    assert any(r[3] > r[1] * (1 + r[2] - r[4]) for r in rounds)


def test_a_quiet_round_a_few_cells_below_its_bound_aims_at_the_best_path_itself(monkeypatch):
    """The first 20 of those 40 medium grids, the beams given nine tenths of a round: a quiet round
    (``QUIET_BEAMS``) whose best path is two to ``DEEP_GAP`` cells below its bound (30 here: the
    medium grids' quiet rounds are seldom within 5) keeps only paths
    longer than the best path, every way of it; a deep round given up (past 600 states here) ends
    proving nothing, and the component's rounds go on as before, none deep again while the best path
    is the same.  Other rounds aim a cell below the bound, or at the best path when it is that long.
    The answers stay exact."""
    aimed_stage(monkeypatch)
    monkeypatch.setattr(proof, "AIM_SHARE", 0.9)
    monkeypatch.setattr(proof, "AIM_AFTER", 200)
    monkeypatch.setattr(proof, "MAX_STATES", 600)
    monkeypatch.setattr(proof, "DEEP_GAP", 30)
    deep, failed = [], set()

    def start_sweeps(s, k, opened):
        p, best, calm = s.proof, len(s.best), s.proof.round_from == (k, len(s.best)) and s.proof.last_aims >= 2
        gap = p.bounds[k] - best
        start(s, k, opened)
        aims = {sw.soft or sw.lower for sw in p.sweeps}
        if calm and 2 <= gap <= proof.DEEP_GAP and (id(p), k, best) not in failed:
            assert aims <= {best}
            deep.append((id(p), k, best))
        else:
            assert aims <= {max(best, p.bounds[k] - 1)}

    def give_up(s, sw):
        p = s.proof
        deep_round = deep and deep[-1] == (id(p), p.k, p.round_from[1]) and p.deep
        drop(s, sw)
        if deep_round:
            failed.add(deep[-1])
            assert not p.sweeps and p.k in p.queue and p.k not in p.given_up

    start, drop = proof._start_sweeps, proof._give_up
    monkeypatch.setattr(proof, "_start_sweeps", start_sweeps)
    monkeypatch.setattr(proof, "_give_up", give_up)
    for grid in medium_grids(20, seed=34):
        assert_two_stage_exact(grid)
    assert len(deep) > len(failed) > 0


def test_a_softened_sweep_no_longer_hardens_once_a_path_found_in_its_round_is_as_long_as_its_aim(monkeypatch):
    """The 20 medium grids of seed 28, in slices of 2 nodes: when a round's sweep is softened
    (``frontier.soften``) to cells the longest path reaches, a path that long found in the round
    (given here as the longest path's first cells, as a beam would find one) stops the sweep from
    hardening to the round's aim: it keeps them, to prove the best path the longest or find the
    longest.  The answers stay exact.  (Without the rule, the first assertion fails.)"""
    small_stage(monkeypatch)
    found = []
    for grid in medium_grids(20, seed=28):
        longest, s = spell.longest_path(grid).path, start_search(grid, handoff=3)
        while not s.done:
            run(s, 2)
            p = s.proof
            soft = [sw for sw in (p.sweeps if p else []) if sw.soft > sw.lower > len(s.best)]
            if soft and len(longest) >= soft[0].lower and found[-1:] != [grid]:
                sw = soft[0]
                s.best = longest[: sw.lower]  # (a path of the cells the sweep was softened to)
                proof._sweep_on(s, p.k, sw, 1)
                assert sw.soft <= sw.lower == len(s.best) or sw.done
                found.append(grid)
        r = result(s)
        assert r.proven and r.length == len(longest) and spell.check_path(grid, r.path).ok
    assert found


def test_a_round_its_one_sweep_runs_long_regroups_the_ways(monkeypatch):
    """The 40 medium grids of seed 34, races of 500 states then 1,000: a round's one sweep that has
    handled ``REGROUP_AFTER`` times the states of the sweep that ended the component's round before
    (once here, and 300 states at least), not yet past ``REGROUP_BEFORE`` of its positions, is
    joined by the race's other ways; then the sweep that has handled the fewest states per position
    it has reached goes on (``_pace``), the first that ends ends the round (at times one that
    joined), and its way goes on alone in the next round.  Past ``MAX_STATES`` (300 here) together,
    the sweep with the most states leaves the round, not given up: its way waits as a runner.  The
    answers stay exact."""
    small_stage(monkeypatch)
    monkeypatch.setattr(proof, "RACE", 500)
    monkeypatch.setattr(proof, "FINAL_RACE", 1000)
    monkeypatch.setattr(proof, "REGROUP_AFTER", 1)
    monkeypatch.setattr(proof, "REGROUP_MIN", 300)
    monkeypatch.setattr(proof, "MAX_STATES", 300)
    won, biggest, after, alone = [], [], [], []

    def regroup(s):
        p = s.proof
        one, runners, last, was = list(p.sweeps), list(p.runners), p.last_work.get(p.k), p.regrouped
        grouped(s)
        if p.regrouped and not was:
            sw = one[0]
            assert sw.work >= max(300, last) and sw.k <= proof.REGROUP_BEFORE * len(sw.cells)
            assert [w.way for w in p.sweeps] == [sw.way, *runners] and not p.runners
            won.append([sw.way, None])

    def sweep_on(s, k, sw, nodes, most=None):
        p = s.proof
        if p.regrouped and sw in p.sweeps:
            assert sw.work / (sw.k + 1) == min(w.work / (w.k + 1) for w in p.sweeps)
        sweep(s, k, sw, nodes, most)

    def end_round(p, way):
        if p.regrouped and way is not None:  # (regrouped, or its runners gone on together: ``_runners_go_on``)
            if won and won[-1][1] is None:
                won[-1][1] = way
            after.append((p, p.k, way))
        end(p, way)

    def start_sweeps(s, k, opened):
        p = s.proof
        start(s, k, opened)
        if after and after[-1][0] is p and after[-1][1] == k:
            assert [sw.way for sw in p.sweeps] == [after.pop()[2]]
            alone.append(k)

    def drop_biggest(p):
        sizes, too_big, runners = [(len(sw.states), sw) for sw in p.sweeps], dict(p.too_big), list(p.runners)
        drop(p)
        (size, gone), *_ = [(size, sw) for size, sw in sizes if sw not in p.sweeps]
        assert sum(size for size, _ in sizes) > proof.MAX_STATES and size == max(size for size, _ in sizes)
        assert p.runners == [*runners, gone.way] and p.too_big == too_big and len(p.sweeps) == len(sizes) - 1
        biggest.append(gone)

    grouped, sweep, end, drop = proof._regroup, proof._sweep_on, proof._end_round, proof._drop_biggest
    start = proof._start_sweeps
    monkeypatch.setattr(proof, "_regroup", regroup)
    monkeypatch.setattr(proof, "_sweep_on", sweep_on)
    monkeypatch.setattr(proof, "_end_round", end_round)
    monkeypatch.setattr(proof, "_start_sweeps", start_sweeps)
    monkeypatch.setattr(proof, "_drop_biggest", drop_biggest)
    for grid in medium_grids(40, seed=34):
        assert_two_stage_exact(grid)
    assert any(way not in (None, one) for one, way in won) and biggest and alone


def test_a_regrouped_round_starts_as_many_aimed_beams_again(monkeypatch):
    """The 40 medium grids of seed 34, regrouping as in the test above, with aimed beams of 4 states
    from 1,000 states of a round on, two a round: a round that regroups may start two more, the
    ladder going on where it was, as may one whose one sweep is given up, its runners going on
    together (``_runners_go_on``); the answers stay exact."""
    small_stage(monkeypatch)
    for name, value in [("RACE", 500), ("FINAL_RACE", 1000), ("REGROUP_AFTER", 1), ("REGROUP_MIN", 300)]:
        monkeypatch.setattr(proof, name, value)
    for name, value in [("MAX_STATES", 300), ("AIM_AFTER", 1000), ("AIM_WIDTH", 4), ("AIMED_BEAMS", 2)]:
        monkeypatch.setattr(proof, name, value)
    spent, more = [], []

    def regroup(s):
        p = s.proof
        was, aims, aimed_i = p.regrouped, p.aims, p.aimed_i
        grouped(s)
        if p.regrouped and not was:
            assert p.aims == 0 and p.aimed_i == aimed_i
            spent.append(aims)

    def go_on(s):
        p = s.proof
        aims, aimed_i = p.aims, p.aimed_i
        runners_go_on(s)
        assert p.regrouped and p.aims == 0 and p.aimed_i == aimed_i
        spent.append(aims)

    def aimed_beam(s, k, i):
        p = s.proof
        if p.regrouped and spent[-1] == proof.AIMED_BEAMS:
            assert 0 < p.aims <= proof.AIMED_BEAMS and i >= proof.AIMED_BEAMS
            more.append(i)
        return beam(s, k, i)

    grouped, beam, runners_go_on = proof._regroup, proof._aimed_beam, proof._runners_go_on
    monkeypatch.setattr(proof, "_regroup", regroup)
    monkeypatch.setattr(proof, "_runners_go_on", go_on)
    monkeypatch.setattr(proof, "_aimed_beam", aimed_beam)
    for grid in medium_grids(40, seed=34):
        assert_two_stage_exact(grid)
    assert more


@pytest.mark.parametrize("deep_gap", [proof.DEEP_GAP, 30])
def test_a_round_aiming_at_the_best_path_does_not_regroup(deep_gap, monkeypatch):
    """The 40 medium grids of seed 34, with aimed beams: a round aiming at the best path (deep, or a
    cell short of its bound) keeps far more states than the round before, and its one sweep goes on
    alone however long it runs (``_regroup``).  Rounds so are met here (at ``DEEP_GAP``, a cell short
    of the bound; at 30, deep), and the answers stay exact."""
    aimed_stage(monkeypatch)
    monkeypatch.setattr(proof, "RACE", 500)
    monkeypatch.setattr(proof, "FINAL_RACE", 1000)
    monkeypatch.setattr(proof, "REGROUP_AFTER", 1)
    monkeypatch.setattr(proof, "REGROUP_MIN", 300)
    monkeypatch.setattr(proof, "DEEP_GAP", deep_gap)
    alone = []

    def regroup(s):
        p = s.proof
        sw, was = p.sweeps[0], p.regrouped
        due = len(p.sweeps) == 1 and p.runners and sw.work >= max(300, p.last_work.get(p.k, sw.work + 1))
        at_best = p.deep or len(s.best) >= p.bounds[p.k] - 1
        grouped(s)
        if due and at_best and not was and sw.k <= proof.REGROUP_BEFORE * len(sw.cells):
            assert not p.regrouped and p.sweeps == [sw]
            alone.append(p.deep)

    grouped = proof._regroup
    monkeypatch.setattr(proof, "_regroup", regroup)
    for grid in medium_grids(40, seed=34):
        assert_two_stage_exact(grid)
    assert alone


def test_the_last_way_of_a_round_given_up_goes_on_parking_and_the_answer_stays_exact(monkeypatch):
    """The medium grids of seed 36, sweeps given up past 60 states: the round's last way (every other
    given up, none waiting) goes on instead, parking past 40 states (``LAST_PARK``), until the parts
    it set aside take ``PARKED_BYTES`` packed (1,000 here); or, when a way given up in the round had
    got further through its cells, that way goes on from its start in its place.  The parts set
    aside go on and park, and the answers stay exact (the depth-first search ends these grids first)."""
    small_stage(monkeypatch)
    monkeypatch.setattr(proof, "MAX_STATES", 60)
    monkeypatch.setattr(proof, "LAST_PARK", 40)
    monkeypatch.setattr(proof, "PARKED_BYTES", 1000)
    went_on, parks, restarted, too_much = {}, [], [], []

    def give_up(s, sw):
        p = s.proof
        last = p.sweeps == [sw] and not p.runners and not p.deep and not sw.park and not sw.stuck
        if sw.park:
            assert len(sw.states) <= 80 and (frontier.parked_bytes(sw) > 1000 or sw.stuck)
            too_much.append(frontier.held(sw))
        reached = dict(p.reached)
        gave(s, sw)
        if not last:
            assert sw not in p.sweeps and not sw.park and frontier.held(sw) == 0
            return
        (on,) = p.sweeps
        far = max(reached, key=reached.get, default=None)
        if far is not None and reached[far] > sw.k / len(sw.cells):  # (a way given up further on starts again)
            assert on.way == far != sw.way and on.k == 0 and frontier.held(sw) == 0
            restarted.append(on)
        else:
            assert on is sw
        assert on.park == 40
        went_on[id(on)] = on, on.work

    def park(sw):
        parks.append(id(sw))
        parked(sw)

    gave, parked = proof._give_up, frontier._park
    monkeypatch.setattr(proof, "_give_up", give_up)
    monkeypatch.setattr(frontier, "_park", park)
    for grid in medium_grids(20, seed=36):
        assert_two_stage_exact(grid)
    assert any(sw.work > work for sw, work in went_on.values()) and set(parks) <= set(went_on) and parks
    assert restarted and any(sw.work for sw in restarted) and max(too_much) > 80


def test_a_search_that_would_stall_goes_on_with_the_last_way_to_end_parking(monkeypatch):
    """30 medium grids of seed 35, sweeps given up past 30 states, the last way parking past 20
    states until its parts take 1,500 bytes packed, plain beams of 2 states at most: once only the
    depth-first search would go on (``stalled``), a component given up goes on in a round of its
    own, the way that ended its last round from its start, parking, not softened; unless a sweep
    of it was given up parking aiming as low or lower.  The answers stay exact."""
    small_stage(monkeypatch)
    monkeypatch.setattr(proof, "MAX_STATES", 30)
    monkeypatch.setattr(proof, "LAST_PARK", 20)
    monkeypatch.setattr(proof, "PARKED_BYTES", 1500)
    monkeypatch.setattr(proof, "MAX_BEAM_WIDTH", 2)
    started, refused = [], []

    def go_on(s):
        p = s.proof
        spent, given_up, parked_big = proof._spent(p), list(p.given_up), dict(p.parked_big)
        going(s)
        aims = {k: proof._round_aim(s, k) for k in given_up}
        if not spent:
            assert p.park_next is None or p.park_next in p.queue
        elif p.park_next is None:
            assert all(parked_big.get(k, -1) >= aims[k] for k in given_up) and proof.stalled(s)
            refused.append(given_up)
        else:
            k = p.park_next
            assert k in given_up and parked_big.get(k, -1) < aims[k] and p.queue == [k] and k not in p.given_up
            assert not proof.stalled(s)

    def start_sweeps(s, k, opened):
        p = s.proof
        park, first = p.park_next == k, p.first.get(k, proof.SWEEP_WAYS[0])
        start(s, k, opened)
        assert p.park_next is None
        if park:
            (sw,) = p.sweeps
            assert sw.way == first and sw.park == 20 and sw.lower >= proof._round_aim(s, k) and not sw.soft
            started.append(sw)

    going, start = proof._go_on_parking, proof._start_sweeps
    monkeypatch.setattr(proof, "_go_on_parking", go_on)
    monkeypatch.setattr(proof, "_start_sweeps", start_sweeps)
    for grid in medium_grids(30, seed=35):
        assert_two_stage_exact(grid)
    assert started and refused and any(sw.work for sw in started)


def test_a_search_whose_every_sweep_grew_too_big_says_its_bound_is_stalled(monkeypatch):
    """30 medium grids of seed 35, sweeps given up past 30 states (the last way of a round, parking
    past 15, once its parts take 200 bytes packed) and plain beams of 2 states at most: once every
    way of a component left is given up, the beams are all run and a sweep going on parking was
    given up too, the search's progress says the bound is stalled (only the depth-first search,
    slow on a hard grid, may lower it), and from then on the sweeps handle no state, until the
    depth-first search ends it, exact.  With sweeps of any size, no search is ever stalled."""
    small_stage(monkeypatch)
    monkeypatch.setattr(proof, "MAX_BEAM_WIDTH", 2)

    def stalled_slices(grid):
        s, longest, seen = start_search(grid, handoff=3), exact(grid), []
        while not s.done:
            work, p = s.proof and s.proof.work, run(s, 2)
            assert p.to_dict()["stalled"] is p.stalled and p.upper_bound >= longest >= len(p.best_path)
            if seen and seen[-1]:
                assert s.proof.work == work
            seen.append(p.stalled)
        assert len(result(s).path) == longest and not run(s, 2).stalled
        return sum(seen)

    grids = list(medium_grids(30, seed=35))
    assert not any(stalled_slices(grid) for grid in grids)
    monkeypatch.setattr(proof, "MAX_STATES", 30)
    monkeypatch.setattr(proof, "LAST_PARK", 15)
    monkeypatch.setattr(proof, "PARKED_BYTES", 100)
    assert sum(stalled_slices(grid) > 0 for grid in grids) >= 3
