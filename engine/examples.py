"""Named example inputs for the page's example menus and for the tests.

Vocabulary: an *example* is ``{id, title, format, text, options}``: ``text`` is what a user
would paste, ``format`` the format it is written in (``detect`` picks it), ``options`` the
request options to run it with (``{}`` = the defaults). Add examples by appending to
``EXAMPLES``; keep ids unique and the texts short.
"""

__all__ = ["EXAMPLES", "examples"]

_SEED000_DRIVER = """\
int N = 30;
int moves[N];
for (int i = 0; i < N; i++)
    moves[i] = -1;

// Ladders
moves[2] = 21;
moves[4] = 7;
moves[10] = 25;
moves[19] = 28;

// Snakes
moves[26] = 0;
moves[20] = 8;
moves[16] = 3;
moves[18] = 6;
"""

_SEED001_BOARD = """\
99 98 S3 96 95 94 93 L3 91 90
80 81 82 83 84 85 86 87 88 89
79 S2 77 L3 75 74 73 72 71 70
60 61 62 63 64 65 66 67 68 69
59 58 57 S1 55 54 53 52 51 50
L2 41 42 43 44 45 46 S2 48 49
39 38 37 36 L1 34 33 32 31 30
20 21 22 23 24 25 26 27 28 29
L2 S1 17 16 15 14 13 12 S3 10
00 01 02 03 04 05 L1 07 08 09
"""

#: The examples, in menu order. Each is plain data; ``examples()`` hands out copies.
EXAMPLES = (
    {
        "id": "seed000-board",
        "title": "Seed 000: the 10 x 10 board (4 ladders, 3 snakes) - 4 throws",
        "format": "pairs",
        "text": "Ladder = [[6,46],[19,43],[52,71],[57,98]]\nSnake = [[47,9],[62,40],[96,75]]\n",
        "options": {},
    },
    {
        "id": "seed000-n30",
        "title": "Seed 000: the C++ driver's 30-square board (move[] array) - 3 throws",
        "format": "moves",
        "text": _SEED000_DRIVER,
        "options": {},
    },
    {
        "id": "lc909-example-1",
        "title": "LeetCode 909, example 1 (6 x 6) - 4 throws",
        "format": "lc909",
        "text": ("[[-1,-1,-1,-1,-1,-1],\n [-1,-1,-1,-1,-1,-1],\n [-1,-1,-1,-1,-1,-1],\n"
                 " [-1,35,-1,-1,13,-1],\n [-1,-1,-1,-1,-1,-1],\n [-1,15,-1,-1,-1,-1]]\n"),
        "options": {},
    },
    {
        "id": "lc909-example-2",
        "title": "LeetCode 909, example 2 (2 x 2) - 1 throw",
        "format": "lc909",
        "text": "[[-1,-1],[-1,3]]\n",
        "options": {},
    },
    {
        "id": "seed003-counts",
        "title": "Seed 003: ladder and snake counts, then pairs (100 squares) - 7 throws",
        "format": "counts",
        "text": "5 4\n6 27\n21 60\n33 52\n51 89\n72 94\n48 12\n62 19\n88 24\n97 39\n",
        "options": {},
    },
    {
        "id": "uil-seed001",
        "title": "Seed 001: the UIL 10 x 10 board with S##/L## labels (squares from 0) - 10 throws",
        "format": "uil",
        "text": _SEED001_BOARD,
        "options": {},
    },
)


def examples():
    """Copies of the examples, safe to change.

    >>> [e["id"] for e in examples()][:3]
    ['seed000-board', 'seed000-n30', 'lc909-example-1']
    """
    return [dict(e, options=dict(e["options"])) for e in EXAMPLES]
