"""Random spell grids (spellgen), shaped like the lab's."""

import random

from .grid import EMPTY

__all__ = ["generate"]


def generate(rows, cols, *, alphabet="ABCDE", blank=0.0, seed=None, hang=True):
    """A random grid as text.  With ``hang`` (the lab's style) the last row's even cells are empty,
    since even columns sit half a cell lower.

    >>> generate(3, 4, seed=1) == generate(3, 4, seed=1)
    True
    >>> generate(2, 5, alphabet="A", seed=0)
    'AAAAA\\n-A-A-\\n'
    """
    if rows < 1 or cols < 1:
        raise ValueError("rows and cols must be at least 1")
    if not alphabet or EMPTY in alphabet or any(ch.isspace() for ch in alphabet):
        raise ValueError("alphabet must be non-empty, without '-' or spaces")
    if not 0.0 <= blank <= 1.0:
        raise ValueError("blank must be between 0 and 1")
    rng = random.Random(seed)
    lines = []
    for r in range(rows):
        row = []
        for c in range(cols):
            if (hang and rows > 1 and r == rows - 1 and c % 2 == 0) or rng.random() < blank:
                row.append(EMPTY)
            else:
                row.append(rng.choice(alphabet))
        lines.append("".join(row) + "\n")
    return "".join(lines)
