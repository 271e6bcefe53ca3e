"""Named example inputs for the page's example menus and for the tests.

Vocabulary: an *example* is ``{id, title, format, text, options}``: ``text`` is what a user
would paste, ``format`` the format it is written in (``detect`` picks it), ``options`` the
request options to run it with (``{}`` = the defaults). ``tools``, when present, lists
the page tools whose menu shows it (without it: the board tools ``throws`` and ``analysis``).
Add examples by appending to
``EXAMPLES``; keep ids unique and the texts short.
"""

import re

__all__ = ["EXAMPLES", "examples", "example_text"]

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

#: The two long scripts of the seed 001 sample (played on two of its boards).
_LONG_SCRIPTS = """\
P1:1,4,3,1,5,6,1,5,1,3,6,1,4,5,1,6,5,1,1,2,5,2,1,4,1,3,6,3,1,3,6,1,4,5,1,6,5,1,1,2,6,5
,2,4,1,3,6,4,4,3,2,3,1,6,5,2,4,1,3
P2:6,6,1,6,2,3,3,5,1,5,1,1,1,4,3,6,4,4,3,2,3,1,6,5,2,4,1,3,6,4,4,3,2,3,1,6,5,2,4,1,3,5
,2,4,1,3,6,4,4,3,2,3,1,6,5,2,4,1,3
"""

#: The 11 x 11 board of the seed 001 sample (two of its games are played on it).
_BOARD_11 = """\
S21 L08 S02 S16 S03 115 L06 S12 118 S10 120
L05 L17 S17 S01 L06 104 L12 S05 101 L11 S08
S15 089 L02 L07 092 S07 S09 S03 S14 L08 S11
087 S22 L12 L13 L19 082 081 S18 S20 078 077
S04 067 L04 L07 L15 071 L18 L19 S17 L17 076
L02 064 S18 062 S02 S07 L16 L14 S13 S15 S06
S14 L10 L13 S06 S16 L09 S01 051 S20 053 S12
043 L09 L11 L14 L16 S08 L03 036 L03 L18 L10
S19 L01 S10 S13 026 027 L01 029 030 031 032
S05 L04 S11 018 017 016 015 S04 S09 S21 011
000 S23 L05 003 004 005 S23 007 L15 S22 S19
"""

_SEED001_SAMPLE = "".join(
    (
        """\
9
10
""",
        _SEED001_BOARD,
        _LONG_SCRIPTS,
        """\
-----
9
99 98 S3 96 95 94 93 L3 91
80 81 82 83 84 85 86 87 88
79 S2 77 L3 75 74 73 72 71
60 61 62 63 64 65 66 67 68
59 58 57 S1 55 54 53 52 51
L2 41 42 43 44 45 46 S2 48
39 38 37 36 L1 34 33 32 31
20 21 22 23 24 25 26 27 28
L2 S1 17 16 15 14 13 12 S3
P1:1,6,6,6,2
P2:1,4,3,1,5
10
""",
        _SEED001_BOARD,
        """\
P1:6,6,5,6,6,6,6,6,2,5
P2:6,6,5,6,6,6,6,6,2,1
10
""",
        _SEED001_BOARD,
        """\
P1:6,6,5,6,6,6,6,6,2,5
P2:6,6,5,6,6,6,6,6,2,5
3
06 L1 08
05 S1 03
00 L1 S1
P1:1,1
P2:2,2
2
03 L1
00 L1
P1:1,1
P2:2,2
-----
5
20 L6 L5 S5 L6
L5 L4 S4 S5 S3
S3 S4 L4 L3 S4
L3 S1 L1 L2 S2
00 L1 S1 L2 S2
P1:6,6,5,6,6,6,6,6,2,5
P2:6,6,5,6,6,6,6,6,2,5
-----
11
""",
        _BOARD_11,
        _LONG_SCRIPTS,
        """\
-----
11
""",
        _BOARD_11,
        """\
P1:1
P2:6
-----
""",
    )
)

_GAMES_THREE_PLAYERS = """\
1
6
35 34 S3 32 31 L3
24 L2 26 S2 28 29
23 22 21 20 L3 18
S3 13 14 L1 16 S1
11 10 S2 L2 07 06
00 01 L1 03 S1 05
P1:3,2,4,6,1,1,5,1,3,5,1,5,2,1
P2:1,4,4,1,2,1,5,4,1,5,1,2,6,6
P3:5,1,5,5,4,1,2,1,5,2,3,4,2,5
------------------------------------
"""


def _cf1245(heights):
    """A Codeforces 1245E grid: ten lines of ten heights, ``heights[row][column]`` set, 0 elsewhere."""
    return "".join(" ".join(str(heights.get(r, {}).get(c, 0)) for c in range(10)) + "\n" for r in range(10))


#: "Seed 000: the board" -> source "seed 000", title "The board" (a class reads the title; the
#: seed or lab reference goes in ``source``, shown in smaller type).
_SOURCE = re.compile(r"^((?:Seed|Lab) [0-9A-Z]+): (.*)$", re.S)


def _example(id_, title, fmt, text, options, tools=None):
    """One example as plain data (``tools`` is left out when it is None: the board tools)."""
    m = _SOURCE.match(title)
    source = m.group(1).lower() if m else ""
    title = m.group(2)[:1].upper() + m.group(2)[1:] if m else title
    e = {"id": id_, "title": title, "source": source, "format": fmt, "text": text, "options": options}
    return e if tools is None else {**e, "tools": tools}


#: The examples, in menu order. Each is plain data; ``examples()`` hands out copies.
EXAMPLES = (
    _example(
        "seed000-board",
        "Seed 000: the 10 x 10 board (4 ladders, 3 snakes) - 4 throws",
        "pairs",
        "Ladder = [[6,46],[19,43],[52,71],[57,98]]\nSnake = [[47,9],[62,40],[96,75]]\n",
        {},
    ),
    _example(
        "seed000-n30",
        "Seed 000: small board, 3 throws (30 squares, the C++ driver's move[] array)",
        "moves",
        _SEED000_DRIVER,
        {},
    ),
    _example(
        "lc909-example-1",
        "LeetCode 909, example 1 (6 x 6) - 4 throws",
        "lc909",
        (
            "[[-1,-1,-1,-1,-1,-1],\n [-1,-1,-1,-1,-1,-1],\n [-1,-1,-1,-1,-1,-1],\n"
            " [-1,35,-1,-1,13,-1],\n [-1,-1,-1,-1,-1,-1],\n [-1,15,-1,-1,-1,-1]]\n"
        ),
        {},
    ),
    _example("lc909-example-2", "LeetCode 909, example 2 (2 x 2) - 1 throw", "lc909", "[[-1,-1],[-1,3]]\n", {}),
    _example(
        "seed003-counts",
        "Seed 003: ladder and snake counts, then pairs (100 squares) - 7 throws",
        "counts",
        "5 4\n6 27\n21 60\n33 52\n51 89\n72 94\n48 12\n62 19\n88 24\n97 39\n",
        {},
    ),
    _example(
        "uil-seed001",
        "Seed 001: the UIL 10 x 10 board with S##/L## labels (squares from 0) - 10 throws",
        "uil",
        _SEED001_BOARD,
        {},
    ),
    _example(
        "seed001-games",
        "Seed 001: UIL 'Himanshu' sample, nine dice-script games",
        "games",
        _SEED001_SAMPLE,
        {},
        ["games"],
    ),
    _example(
        "uva11459-sample",
        "UVa 11459: the sample roll lists (4 and 2 players, 100 squares) - where each player ends",
        "games",
        "2\n4 1 10\n5 100\n2\n6\n4\n5\n2\n6\n2\n3\n4\n1\n2 1 3\n4 99\n3\n4\n6\n",
        {},
        ["games"],
    ),
    _example(
        "ccc2003-s1-sample",
        "CCC 2003 S1: the sample throws of two dice on the statement's board - You Win!",
        "games",
        "9\n11\n12\n7\n3\n5\n10\n9\n",
        {},
        ["games"],
    ),
    _example(
        "games-three-players",
        "Three players on a 6 x 6 board - Players 1 and 3 win",
        "games",
        _GAMES_THREE_PLAYERS,
        {},
        ["games"],
    ),
    _example(
        "chutes-ladders-47",
        "Chutes and Ladders (Milton Bradley), chute 47 -> 26, land exactly on 100",
        "pairs",
        (
            "Size = 100\n"
            "Ladders = [[1,38],[4,14],[9,31],[21,42],[28,84],[36,44],[51,67],[71,91],[80,100]]\n"
            "Chutes = [[16,6],[47,26],[49,11],[56,53],[62,19],[64,60],[87,24],[93,73],[95,75],[98,78]]\n"
        ),
        {"start": "off", "end": "exact"},
        ["analysis", "throws"],
    ),
    _example(
        "chutes-ladders-48",
        "Chutes and Ladders (Milton Bradley), chute 48 -> 26, land exactly on 100",
        "pairs",
        (
            "Size = 100\n"
            "Ladders = [[1,38],[4,14],[9,31],[21,42],[28,84],[36,44],[51,67],[71,91],[80,100]]\n"
            "Chutes = [[16,6],[48,26],[49,11],[56,53],[62,19],[64,60],[87,24],[93,73],[95,75],[98,78]]\n"
        ),
        {"start": "off", "end": "exact"},
        ["analysis", "throws"],
    ),
    # Codeforces 1245E "Hyakugoku and Ladders": every ladder may be declined; the three public samples.
    _example(
        "cf1245e-sample-1",
        "Codeforces 1245E, sample 1: no ladders - 33.0476190476",
        "cf1245",
        _cf1245({}),
        {},
        ["optimal"],
    ),
    _example(
        "cf1245e-sample-2",
        "Codeforces 1245E, sample 2: six ladders - 20.2591405923",
        "cf1245",
        _cf1245({4: {2: 3, 6: 4}, 6: {6: 4}, 7: {2: 3}, 8: {2: 4}, 9: {9: 9}}),
        {},
        ["optimal"],
    ),
    _example(
        "cf1245e-sample-3",
        "Codeforces 1245E, sample 3: the ladder from 21 is declined - 15.9047592939",
        "cf1245",
        _cf1245({6: {1: 6, 2: 6, 3: 6, 4: 6, 5: 6, 6: 6}, 7: {0: 1}}),
        {},
        ["optimal"],
    ),
    _example(
        "optimal-snake-worth-taking",
        "Snakes optional too: the snake 14 -> 2 is worth taking (30 squares)",
        "pairs",
        "Size = 30\nLadders = [[3,29],[4,28],[5,27],[6,26]]\nSnakes = [[14,2],[25,9],[22,17]]\n",
        {"decline": "all"},
        ["optimal"],
    ),
    _example(
        "lightoj-empty-and-one-ladder",
        "LightOJ 1151's input shape: the empty board (33.0476190476) and a ladder 2 -> 99, no jump declined",
        "lightoj",
        "2\n\n0\n\n1\n2 99\n",
        {"decline": "none"},
        ["optimal"],
    ),
    _example(
        "hackerearth-rani-two-dice",
        "HackerEarth's Rani and Ladders: a ladder 5 -> 97 - 2 throws (two dice, exact landing)",
        "hackerearth",
        "1\n100 1\n5 97\n",
        {},
        ["throws"],
    ),
    # Seed 004 (CS302 lab A): dond's worked values and the spellseeker grids of the handout (corpus cs302-lab-a).
    _example("lab-a-dond-6-3-none", "Lab A: dond 6 3 -1 - 0.314815", "dond", "6 3 -1\n", {}, ["dond"]),
    _example("lab-a-dond-6-1-none", "Lab A: dond 6 1 -1 - 1", "dond", "6 1 -1\n", {}, ["dond"]),
    _example("lab-a-dond-6-1-0", "Lab A: dond 6 1 0 - 0.666667", "dond", "6 1 0\n", {}, ["dond"]),
    _example("lab-a-dond-6-2-none", "Lab A: dond 6 2 -1 - 0.555556", "dond", "6 2 -1\n", {}, ["dond"]),
    _example("lab-a-dond-6-2-0", "Lab A: dond 6 2 0 - 0.361111", "dond", "6 2 0\n", {}, ["dond"]),
    _example(
        "lab-a-example",
        "Lab A: example.txt, the handout's 7 x 9 picture - path 23",
        "spell",
        ("213322223\n332123331\n331231121\n133131123\n131211121\n231231121\n-1-2-3-3-\n"),
        {},
        ["spell"],
    ),
    _example(
        "lab-a-easy-ones", "Lab A: easy-ones.txt (2 x 4, all 1s) - path 1", "spell", "1111\n1111\n", {}, ["spell"]
    ),
    _example("lab-a-easy-3x4", "Lab A: easy-3x4.txt (3 x 4) - path 6", "spell", "ABBB\nBBAB\n-B-A\n", {}, ["spell"]),
    _example(
        "lab-a-10x15",
        "Lab A: 10x15.txt (10 x 15, letters) - path 41",
        "spell",
        (
            "DAAACCDCADBDBDD\n"
            "BB-----DBABAAAB\n"
            "ACBAAABACDBDDBA\n"
            "CCCADA-----BADC\n"
            "BDDCDCBBABBDADA\n"
            "BA-----BDCDBBDA\n"
            "CBBCBCDCADCBAAB\n"
            "BADACD-----ACCB\n"
            "ACCADDCDDAADADC\n"
            "EDEAECEBEDEBEDE\n"
        ),
        {},
        ["spell"],
    ),
    _example(
        "lab-a-04x27",
        "Lab A: 04x27.txt (4 x 27, w x y z) - path 23",
        "spell",
        (
            "yxxxzzyzxywywyywwxzxywywxwx\n"
            "xxwxzwxxxwxzywyywxzzzxyxxzz\n"
            "ywwxyzwyyzyzwwxwwyxyxwxxzwy\n"
            "zzywxywzyyxwxwxyzxyzxwxwyzx\n"
        ),
        {},
        ["spell"],
    ),
)


def examples():
    """Copies of the examples, safe to change.

    >>> [e["id"] for e in examples()][:3]
    ['seed000-board', 'seed000-n30', 'lc909-example-1']
    """
    return [dict(e, options=dict(e["options"])) for e in EXAMPLES]


def example_text(example_id):
    """The text of one example, by id: the single source tests and the page share.

    >>> example_text("lc909-example-2")
    '[[-1,-1],[-1,3]]\\n'
    """
    for e in EXAMPLES:
        if e["id"] == example_id:
            return e["text"]
    raise KeyError(example_id)
