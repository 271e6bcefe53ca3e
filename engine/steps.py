"""Long computations as generators: each yields the fraction done (0..1) and returns its result.

The web bridge runs them in slices (see ``engine.api.Job``) so the page shows progress and can
stop them; plain calls run them to the end with ``drive``.
"""

__all__ = ["drive", "scaled"]


def drive(steps, progress=None):
    """Run a generator of fractions done to its end, passing each fraction to ``progress``."""
    while True:
        try:
            f = next(steps)
        except StopIteration as stop:
            return stop.value
        if progress:
            progress(f)


def scaled(steps, lo, hi):
    """Re-yield a generator's fractions mapped into ``lo..hi``; return its value."""
    while True:
        try:
            f = next(steps)
        except StopIteration as stop:
            return stop.value
        yield lo + (hi - lo) * max(0.0, min(1.0, f))
