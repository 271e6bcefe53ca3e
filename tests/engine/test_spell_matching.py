"""The sweep's bounds on the links still to come (#18): the 2-matching cover of
``engine/spell/matching.py`` is exactly the largest 2-matching at every sweep position with full
caps and bounds it for any caps (brute force on small random grids); the core and its pieces
(``bounds.pieces``) never bound a component below its longest path."""

import pytest

from engine import spell
from engine.spell import frontier, proof
from engine.spell.frontier import FRONT_CAPS, advance, opened_sweep, start_sweep, sweep_order
from engine.spell.grid import components
from engine.spell.matching import covers, covers_steps, more_covers

from .test_spell_proof import hard_grid, small_grids


def swept(comp):
    """The component in sweep order: (linked positions per position, odd per position)."""
    order = sweep_order(comp)
    pos = {v: k for k, v in enumerate(order)}
    nbrs = [sorted(pos[u] for u in comp.nbrs[v]) for v in order]
    return nbrs, [comp.odd >> v & 1 for v in order]


def rest(nbrs, k):
    """The links still to come after position ``k`` has arrived: those with an end after ``k``."""
    return [(u, v) for v in range(len(nbrs)) for u in nbrs[v] if u < v and v > k]


def largest_2_matching(links, cap):
    """Brute force: the most links taking at most ``cap[v]`` at each node."""
    load = dict.fromkeys(cap, 0)

    def best(i):
        if i == len(links):
            return 0
        out = best(i + 1)
        u, v = links[i]
        if load[u] < cap[u] and load[v] < cap[v]:
            load[u] += 1
            load[v] += 1
            out = max(out, 1 + best(i + 1))
            load[u] -= 1
            load[v] -= 1
        return out

    return best(0)


def full_caps(links):
    degree = {}
    for u, v in links:
        degree[u] = degree.get(u, 0) + 1
        degree[v] = degree.get(v, 0) + 1
    return {v: min(2, d) for v, d in degree.items()}


def small_comps(count, seed):
    for grid in small_grids(count, seed=seed):
        for comp in components(grid):
            if len(comp.cells) > 1:
                yield comp


@pytest.mark.parametrize(
    "comp", [c for c in small_comps(60, seed=21) if len(c.cells) <= 14], ids=lambda c: str(len(c.cells))
)
@pytest.mark.parametrize("front_cap", [1, *FRONT_CAPS])
def test_cover_equals_the_largest_2_matching_for_its_caps(comp, front_cap):
    """Future nodes may take two links, frontier nodes ``front_cap`` (no more than they have; one
    cap for all, or one for even nodes and one for odd nodes)."""
    nbrs, odd = swept(comp)
    caps = (front_cap, front_cap) if isinstance(front_cap, int) else front_cap
    for k, (const, front) in enumerate(covers(nbrs, odd, front_cap)):
        links = rest(nbrs, k)
        cap = full_caps(links)
        for p in cap:
            if p <= k:
                cap[p] = min(cap[p], caps[odd[p]])
        assert all(p <= k and p in cap for p in front)
        assert const + sum(cap[p] for p in front) == largest_2_matching(links, cap)


@pytest.mark.parametrize("comp", list(small_comps(25, seed=22)), ids=lambda c: str(len(c.cells)))
def test_cover_bounds_the_2_matching_for_any_frontier_caps(comp):
    """A state's frontier nodes may have one link left, or none: every cover still bounds it."""
    nbrs, odd = swept(comp)
    for k, made in enumerate(zip(*(covers(nbrs, odd, caps) for caps in FRONT_CAPS))):
        links = rest(nbrs, k)
        if len(links) > 12:
            continue
        cap = full_caps(links)
        front = sorted(p for p in cap if p <= k)
        for drop in range(3 ** len(front)):
            caps = dict(cap)
            for p in front:
                caps[p] = max(0, caps[p] - drop % 3)
                drop //= 3
            most = largest_2_matching(links, caps)
            assert all(const + sum(caps[p] for p in front) >= most for const, front in made)


def test_more_covers_are_exact_for_the_caps_they_are_made_for_and_bound_any_caps():
    """A cutting plane (``matching.more_covers``) is added for a state's frontier caps only when
    the covers so far bound them above their largest 2-matching, and then gives exactly that; every
    cover added bounds the largest 2-matching whatever the frontier's caps."""
    added = sum(_planes_checked(comp) for comp in small_comps(25, seed=24))
    assert added > 10  # (the cover least for frontier caps of 0 is not exact for them all)


def _planes_checked(comp):
    """``more_covers`` at each position of ``comp`` with few links to come, for every frontier caps
    (brute force): how many covers it added."""
    nbrs, odd = swept(comp)
    before = [[p for p in ps if p < k] for k, ps in enumerate(nbrs)]
    made, matched = [None] * len(nbrs), [None] * len(nbrs)
    for _ in covers_steps(nbrs, odd, (0, 0), made, matched):  # (frontier caps 0: the start of each search)
        pass
    added = 0
    for k in range(len(nbrs)):
        links = rest(nbrs, k)
        if len(links) > 12:
            continue
        cap = full_caps(links)
        front = sorted(p for p in cap if p <= k)
        every = []
        for drop in range(3 ** len(front)):
            caps = dict(cap)
            for p in front:
                caps[p] = max(0, caps[p] - drop % 3)
                drop //= 3
            every.append((caps, largest_2_matching(links, caps)))
        front_caps = [{p: caps[p] for p in front} for caps, _ in every]
        more = more_covers(before, odd, k, matched[k], front_caps, [made[k]], 10**6)
        assert more[0] == made[k]
        for const, cover in more[1:]:
            assert all(p in front for p in cover)
            values = [const + sum(caps[p] for p in cover) for caps, _ in every]
            assert all(value >= most for value, (_, most) in zip(values, every))
            assert any(value == most for value, (_, most) in zip(values, every))
        for caps, most in every:  # (the plane made for these caps, or one before it, is exact)
            assert min(const + sum(caps[p] for p in cover) for const, cover in more) == most
        added += len(more) - 1
    return added


def test_a_sweep_with_cutting_planes_everywhere_ends_as_one_without(monkeypatch):
    """Cutting planes made at every position from every state (``frontier._add_covers``): each
    sweep, knowing no path, one cell less than the longest or the longest, ends as the sweep
    without them, and its bound never falls below the longest path on the way."""
    grids = [
        spell.parse_grid(spell.generate(rows, cols, alphabet=alphabet, blank=0.05, seed=seed))
        for seed in range(3)
        for rows, cols, alphabet in ((6, 6, "AB"), (7, 7, "ABC"))
    ]
    planes = 0
    for comp in (c for g in grids for c in components(g) if len(c.cells) > 3):
        monkeypatch.setattr(frontier, "CUT_STATES", 10**9)
        plain = [advance(start_sweep(comp, 0), 10**9)]
        longest = plain[0].best_len
        plain += [advance(start_sweep(comp, lower), 10**9) for lower in (longest - 1, longest)]
        monkeypatch.setattr(frontier, "CUT_STATES", 1)
        monkeypatch.setattr(frontier, "CUT_SAMPLE", 10**6)
        for lower, before in zip((0, longest - 1, longest), plain):
            sw = start_sweep(comp, lower)
            while not sw.done:
                advance(sw, 1)
                assert max(sw.bound, sw.lower) >= longest
            assert (sw.best_len, sw.bound) == (before.best_len, before.bound)
            assert sw.work <= before.work
            planes += sum(len(covers) - len(FRONT_CAPS) for covers in sw.covers)
    assert planes > 20


@pytest.mark.parametrize("grid", list(small_grids(60, seed=23)), ids=lambda g: f"{g.rows}x{g.cols}")
def test_opened_sweep_bound_never_falls_below_the_longest_path(grid):
    """The bound a sweep has after its first node (the core's, plus the pieces hanging off it, as
    the proof takes it at the handoff) holds whatever path is known, up to the longest."""
    for comp in components(grid):
        longest = advance(start_sweep(comp, 0), 10**9).best_len
        for lower in range(longest + 1):
            sw = opened_sweep(comp, lower)
            assert max(sw.bound, sw.lower) >= longest


def test_pieces_bound_the_hard_grid_below_its_block_cut_bound():
    """tests/bench/spell.py's 16x16 AB 5 % grid: the block-cut bound says 191, the opened sweep
    with the best path known (173 cells, optimal by CP-SAT) says 179 (180 before the parity of the
    path's ends, ``frontier._with_ends``)."""
    grid = hard_grid((16, 16, "AB", 0.05, 4))
    comp = max(components(grid), key=lambda c: len(c.cells))
    assert proof._component_bound(comp) == 191
    assert opened_sweep(comp, 173).bound == 179


def test_more_covers_keep_fewer_states_and_prove_the_same(monkeypatch):
    """tests/bench/spell.py's 16x16 AB 5 % grid, swept down with its longest path (173 cells) known:
    the covers of every ``FRONT_CAPS`` keep fewer states than the first two alone (full caps and
    caps of 1), the cutting planes fewer still, and all prove the same bound."""
    comp = max(components(hard_grid((16, 16, "AB", 0.05, 4))), key=lambda c: len(c.cells))

    def states_handled():
        sw = advance(start_sweep(comp, 173), 10**9)
        return sw.work - frontier.COVER_WORK * len(sw.cells), sw.bound  # (less the covers' set-up)

    with_planes = states_handled()
    monkeypatch.setattr(frontier, "CUT_STATES", 10**9)  # (no cutting planes, ``frontier._add_covers``)
    every = states_handled()
    monkeypatch.setattr(frontier, "FRONT_CAPS", frontier.FRONT_CAPS[:2])
    first_two = states_handled()
    assert with_planes[1] == every[1] == first_two[1] == 173
    assert with_planes[0] < every[0] < first_two[0]
