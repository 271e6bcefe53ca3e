"""Checking a fewest-throws program (seeds 000, 002, 003): LeetCode 909's method, InterviewBit's
(ladders and snakes as two lists of pairs), or a stdin program in HackerRank's, seed 003's or
HackerEarth's "Rani and Ladders" format.

Vocabulary: a case's *data* is ``{"n": side, "jumps": [[start, end], ...]}`` in labels 1..n^2 (the
HackerRank, InterviewBit and counts shapes always have n = 10; Rani's boards n >= 10, ladders only).
Rules are LeetCode 909's (start on square 1, one jump per move, rolls past the goal finish), which give
HackerRank's and seed 003's answers too; Rani's judge throws two dice and wastes a throw past N
(``rules``).

>>> expected({"n": 6, "jumps": [[2, 15], [14, 35], [17, 13]]})
4
>>> stdin_text("hackerrank", {"n": 10, "jumps": [[32, 62], [95, 13]]})
'1\\n1\\n32 62\\n1\\n95 13\\n'
"""

import random

from ..board import Board, Rules
from ..formats import interviewbit, lc909
from ..route import min_throws, route_text, shortest_route
from .judge import ACCEPTED, WRONG, compare_text

__all__ = [
    "case_at",
    "task",
    "judge",
    "shrink",
    "size",
    "explain",
    "expected",
    "stdin_text",
    "board",
    "grid",
    "rules",
    "PROBLEMS",
]

#: The problems whose shapes this module checks (``shape.SHAPES``).
PROBLEMS = ("throws", "rani")
LARGEST = 20
#: Rani and Ladders' largest random board, squares a side (the statement's go to 400).
RANI_LARGEST = 40

_LC_EXAMPLES = (("LeetCode example 1 (6x6)", 6, [[2, 15], [14, 35], [17, 13]]),)
_HR_EXAMPLES = (
    (
        "HackerRank sample, test 1",
        10,
        [[32, 62], [42, 68], [12, 98], [95, 13], [97, 25], [93, 37], [79, 27], [75, 19], [49, 47], [67, 17]],
    ),
    (
        "HackerRank sample, test 2",
        10,
        [
            [8, 52],
            [6, 80],
            [26, 42],
            [2, 72],
            [51, 19],
            [39, 11],
            [37, 29],
            [81, 3],
            [59, 5],
            [79, 23],
            [53, 7],
            [43, 33],
            [77, 21],
        ],
    ),
)
#: InterviewBit's two examples are HackerRank's sample boards
_IB_EXAMPLES = tuple((f"InterviewBit example {k}", n, jumps) for k, (_, n, jumps) in enumerate(_HR_EXAMPLES, 1))
_COUNTS_EXAMPLES = (("seed 003's board", 10, [[6, 46], [19, 43], [52, 71], [57, 98], [47, 9], [62, 40], [96, 75]]),)
_RANI_EXAMPLES = (("the statement's explanation (a ladder 5 -> 97)", 10, [[5, 97]]),)
_RANI_EDGES = (
    ("no ladder (100 squares: 9 throws of two dice)", 10, []),
    ("a ladder onto 99, where no throw of two dice lands on 100", 10, [[5, 99]]),
    ("a ladder to the last square", 10, [[7, 100]]),
    ("a ladder from the square before the last", 10, [[99, 100]]),
    ("a ladder on 2, which no throw of two dice reaches from 1", 10, [[2, 100]]),
    ("a ladder on 3, the smallest throw's square", 10, [[3, 90], [20, 60]]),
    ("a 20x20 board, ladders on the throws from 1", 20, [[q, 300 + q] for q in range(3, 14)]),
)

_EDGES = (
    ("smallest board (2x2)", 2, []),
    ("a ladder to the last square", 4, [[3, 16]]),
    ("a ladder into a snake (not chained)", 5, [[2, 14], [14, 3]]),
    ("a jump landing on another jump's start", 6, [[3, 20], [20, 34]]),
    ("a snake on the square before the last", 3, [[8, 1]]),
    ("unreachable goal", 3, [[2, 1], [3, 1], [4, 1], [5, 1], [6, 1], [7, 1]]),
    ("odd side, a jump in the top row (5x5)", 5, [[7, 23], [22, 9]]),
    ("odd side, jumps on every row (7x7)", 7, [[3, 12], [10, 47], [20, 8], [30, 44], [40, 26], [46, 2]]),
    ("every roll a snake but the last", 4, [[2, 1], [3, 1], [4, 1], [5, 1], [6, 1], [9, 15]]),
)

#: HackerRank's and seed 003's boards always have 100 squares: their edge cases, on that board
_EDGES_10 = (
    ("a ladder into a snake (not chained)", 10, [[2, 50], [50, 10]]),
    ("a jump landing on another jump's start", 10, [[3, 40], [40, 90]]),
    ("a ladder to the last square", 10, [[7, 100]]),
    ("a snake on the square before the last", 10, [[99, 2]]),
    ("unreachable goal (snakes on 94..99)", 10, [[q, 1] for q in range(94, 100)]),
)


def board(data):
    n = data["n"]
    return Board.build(n * n, [(s - 1, e - 1) for s, e in data["jumps"]], base=1, cols=n)


def grid(data):
    """The LeetCode board (rows from the top, -1 for no jump)."""
    dest = dict(data["jumps"])
    return [[dest.get(q, -1) for q in row] for row in lc909.label_grid(data["n"])]


def rules(shape):
    """The rules the shape's judge plays by: two dice and an exact landing for Rani and Ladders."""
    return Rules(dice=2, end="exact") if shape == "rani" else Rules()


def expected(data, shape=None):
    return min_throws(board(data), rules(shape))


def stdin_text(shape, data):
    ladders = [j for j in data["jumps"] if j[1] > j[0]]
    snakes = [j for j in data["jumps"] if j[1] < j[0]]
    pairs = [f"{s} {e}" for s, e in ladders + snakes]
    if shape == "rani":
        return "\n".join(["1", f"{data['n'] ** 2} {len(pairs)}", *pairs]) + "\n"
    if shape == "counts":
        head = [f"{len(ladders)} {len(snakes)}"]
        return "\n".join(head + pairs) + "\n"
    return "\n".join(["1", str(len(ladders)), *pairs[: len(ladders)], str(len(snakes)), *pairs[len(ladders) :]]) + "\n"


def _random_ladders(rng, n):
    """Up to n ladders (the statement's L <= sqrt(N)), no top on a bottom (a chain the statement
    leaves open)."""
    size, ladders, used = n * n, [], set()
    for _ in range(rng.randint(0, n)):
        b = rng.randrange(2, size)
        t = rng.randrange(b + 1, size + 1)
        if b not in used and t not in used:
            used |= {b, t}
            ladders.append([b, t])
    return {"n": n, "jumps": sorted(ladders)}


def _random(rng, n):
    size = n * n
    starts = rng.sample(range(2, size), min(size - 2, int(size * rng.uniform(0.0, 0.3))))
    jumps = []
    for s in starts:
        e = rng.randrange(1, size + 1)
        if e != s:
            jumps.append([s, e])
    return {"n": n, "jumps": sorted(jumps)}


def _plan(shape):
    """(examples, edge cases, the largest board's side or None, the random boards' sides, their maker)."""
    if shape == "lc909":
        return _LC_EXAMPLES, _EDGES, LARGEST, (2, LARGEST), _random
    if shape == "rani":
        return _RANI_EXAMPLES, _RANI_EDGES, RANI_LARGEST, (10, RANI_LARGEST), _random_ladders
    fixed = {"hackerrank": _HR_EXAMPLES, "interviewbit": _IB_EXAMPLES}.get(shape, _COUNTS_EXAMPLES)
    return fixed, _EDGES_10, None, (10, 10), _random


def case_at(shape, seed, i, count):
    """The i-th case ``{"kind", "name", "data"}`` of ``count``: examples, edge cases, then random boards
    growing to the largest size (seeded), or None past the end."""
    fixed, edges, largest, (lo, hi), make = _plan(shape)
    if i < len(fixed):
        name, n, jumps = fixed[i]
        return {"kind": "example", "name": name, "data": {"n": n, "jumps": jumps}}
    if i < len(fixed) + len(edges):
        name, n, jumps = edges[i - len(fixed)]
        return {"kind": "edge", "name": name, "data": {"n": n, "jumps": jumps}}
    if largest and i == len(fixed) + len(edges):
        rng = random.Random(f"{seed}:largest")
        return {"kind": "edge", "name": f"largest board ({largest}x{largest})", "data": make(rng, largest)}
    k = i - len(fixed) - len(edges) - bool(largest)
    if i >= count or k < 0:
        return None
    left = max(1, count - (i - k))
    n = lo + (hi - lo) * k // max(1, left - 1)
    return {"kind": "random", "name": f"random board #{k + 1}", "data": make(random.Random(f"{seed}:{i}"), n)}


def task(shape, data):
    """What the runner runs, and ``input_text``: the input to copy into a debugger."""
    if shape == "lc909":
        g = grid(data)
        text = "[" + ",\n ".join("[" + ",".join(map(str, row)) + "]" for row in g) + "]"
        return {"call": {"method": "snakesAndLadders", "args": [g]}, "stdin": "", "argv": [], "input_text": text}
    if shape == "interviewbit":
        ladders = [[s, e] for s, e in data["jumps"] if e > s]
        snakes = [[s, e] for s, e in data["jumps"] if e < s]
        text = interviewbit.write(board(data))
        return {
            "call": {"method": "snakeLadder", "args": [ladders, snakes]},
            "stdin": "",
            "argv": [],
            "input_text": text,
        }
    text = stdin_text(shape, data)
    return {"call": None, "stdin": text, "argv": [], "input_text": text}


def judge(shape, data, outcome):
    want = expected(data, shape)
    if shape not in ("lc909", "interviewbit"):
        j = compare_text(f"{want}\n", outcome.get("stdout"))
        return {**j, "expected": str(want), "got": outcome.get("stdout", "").strip()[:200]}
    got = outcome.get("value")
    ok = isinstance(got, int) and not isinstance(got, bool) and got == want
    detail = "" if ok else f"expected {want}, got {got!r}"
    return {
        "verdict": ACCEPTED if ok else WRONG,
        "detail": detail,
        "line": None,
        "expected": str(want),
        "got": repr(got),
    }


def size(data):
    """Squares, then jumps: what shrinking makes smaller."""
    return data["n"] * data["n"]


def _valid(n, jumps, shape=None):
    size_ = n * n
    starts = [s for s, _ in jumps]
    ok = all(1 < s < size_ and 1 <= e <= size_ and s != e for s, e in jumps)
    if shape == "rani":  # ladders only, none ending on another's bottom
        ok = ok and all(e > s for s, e in jumps) and not {e for _, e in jumps} & set(starts)
    return ok and len(set(starts)) == len(starts)


def _smaller_sides(data, fixed, least=2):
    if fixed or data["n"] <= least:
        return []
    out = []
    for n in sorted({least, data["n"] // 2, data["n"] - 2, data["n"] - 1}):
        if least <= n < data["n"]:
            keep = [[s, e] for s, e in data["jumps"] if s < n * n and e <= n * n]
            out.append({"n": n, "jumps": keep})
    return out


def shrink(shape, data):
    """Smaller boards to try, most reducing first: fewer squares (LeetCode boards, and Rani's down to
    the statement's 100: HackerRank's and seed 003's have 100), half the jumps, one jump less, then
    smaller numbers (every jump moved down, then one jump moved down or made shorter: by half the
    distance first, then a quarter, ... one)."""
    n, jumps = data["n"], data["jumps"]
    out = _smaller_sides(data, shape not in ("lc909", "rani"), 10 if shape == "rani" else 2)
    if len(jumps) > 3:
        half = len(jumps) // 2
        out += [{"n": n, "jumps": jumps[:half]}, {"n": n, "jumps": jumps[half:]}]
    out += [{"n": n, "jumps": jumps[:k] + jumps[k + 1 :]} for k in range(len(jumps))]
    low = min((min(j) for j in jumps), default=1)
    for d in sorted({(low - 1) // 2, 1} - {0}, reverse=True) if jumps else ():
        out.append({"n": n, "jumps": [[s - d, e - d] for s, e in jumps]})
    for k, (s, e) in enumerate(jumps):
        for d in sorted({x >> k for x in (abs(e - s) // 2, min(s, e) // 2) for k in range(8)} - {0}, reverse=True):
            for moved in ([s - d, e - d], [s, e - d if e > s else e + d]):
                out.append({"n": n, "jumps": sorted([*jumps[:k], moved, *jumps[k + 1 :]])})
    return [c for c in out if _valid(c["n"], c["jumps"], shape) and c != data]


def explain(shape, data, judged):
    """The board drawn, the engine's route, and the student's answer (a number: where it parts from
    the route cannot be told from it)."""
    b = board(data)
    r = shortest_route(b, rules(shape), details=False)
    return {
        "board": b.to_dict(),
        "throws": r.throws,
        "route": [m.to_dict(r.base) for m in r.moves],
        "route_text": route_text(r),
        "answer": judged.get("got"),
        "parting": None,
        "parting_note": "your program gives a number of throws, not a route: compare it with the route above",
    }
