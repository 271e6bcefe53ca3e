"""Lists of tuples (or of two-element lists) named after what they hold, as Python programs write them.

    ladders = [(1, 38), (4, 14), (9, 31)]
    snakes = [(16, 6), (47, 26)]

Names and sizes are read as ``dicts`` reads them (``size = 30`` for a board that is not 100
squares; ``jumps = [...]`` when the direction decides). Squares are labelled 1..size.
"""

from .dicts import read_named
from .literal import fail, searcher, statements

__all__ = ["parse", "write", "looks_like", "NAME", "BASE", "TITLE"]

NAME = "tuples"
BASE = 1
TITLE = "lists of tuples"
_EXPECTED = "ladders = [(start, end), ...] and snakes = [(start, end), ...]"


looks_like = searcher(
    r"(?i)\b(?:ladders?|snakes?|chutes?|jumps|portals)\w*\s*=\s*[\[(]\s*\(",
    2_000,
    "a ladder or snake name bound to a list of tuples",
)


def parse(text):
    """Read the lists into a Board labelled from 1.

    >>> parse("ladders = [(1, 38)]\\nsnakes = [(16, 6)]").jump_map()
    {0: 37, 15: 5}
    """
    named = []
    for s in statements(text):
        if s.name is None:
            raise fail(text, s.at, "a value without a name:", "ladders = [(start, end), ...]")
        named.append((s.name, s.at, s.node))
    return read_named(text, named, _EXPECTED)


def write(board):
    """The two lists (``size`` first when it is not 100).

    >>> print(write(parse("ladders = [(1, 38)]")))
    ladders = [(1, 38)]
    snakes = []
    """

    def fmt(kind):
        return "[" + ", ".join(f"({j.start + 1}, {j.end + 1})" for j in board.jumps if j.kind == kind) + "]"

    head = [] if board.size == 100 else [f"size = {board.size}"]
    return "\n".join([*head, f"ladders = {fmt('ladder')}", f"snakes = {fmt('snake')}"])
