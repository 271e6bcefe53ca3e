"""Spellpath: a longest path through a grid, exact unless a budget or the caller stops it first."""

from .seeker import result, run, start_search, without_cycle_collector

__all__ = ["longest_path", "search_steps"]


def longest_path(grid, *, budget_nodes=None, on_progress=None, should_stop=None, every=2000):
    """A longest path in the grid (exact unless stopped by the budget or ``should_stop``).

    ``on_progress(best_path, upper_bound)`` is called every ``every`` nodes; ``should_stop()``
    likewise, and a True answer ends the search with the best path so far (``proven`` False
    unless it already meets the bound).

    >>> from .grid import parse_grid
    >>> r = longest_path(parse_grid("1111 1111"))
    >>> r.length, r.path, r.proven
    (1, ((0, 0),), True)
    >>> longest_path(parse_grid("ABBB\\nBBAB\\n-B-A\\n")).length
    6
    """
    s = start_search(grid)
    with without_cycle_collector():  # (the whole search: see ``seeker.without_cycle_collector``)
        _search(s, budget_nodes, on_progress, should_stop, every)
    return result(s)


def _search(s, budget_nodes, on_progress, should_stop, every):
    while not s.done:
        step = every
        if budget_nodes is not None:
            step = min(step, budget_nodes - s.nodes)
            if step <= 0:
                break
        p = run(s, step)
        if on_progress is not None:
            on_progress(p.best_path, p.upper_bound)
        if should_stop is not None and not s.done and should_stop():
            break


def search_steps(grid, slice_nodes, budget_nodes=None):
    """Yields a Progress every ``slice_nodes`` nodes and returns the SpellResult (proven, or the
    best so far once ``budget_nodes`` nodes are spent)."""
    s = start_search(grid)
    while not s.done:
        if budget_nodes is not None and s.nodes >= budget_nodes:
            break
        yield run(s, slice_nodes if budget_nodes is None else min(slice_nodes, budget_nodes - s.nodes))
    return result(s)
