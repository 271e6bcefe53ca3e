"""Checking the other programs: UIL "Himanshu" games (``moksha``), UVa 11459 roll lists
(``uva11459``), CCC 2003 S1 throws (``ccc2003``), LightOJ 1151's expected throws (``lightoj1151``),
Lab A's ``dond``, ``spellpath`` and ``spellseeker``. Each is a namespace of the same functions as
``throws``: ``case_at``, ``task``, ``judge``, ``shrink``, ``size``, ``explain``.

>>> Dond.judge("dond", {"s": 6, "t": 3, "last": -1}, {"stdout": "0.314815\\n"})["verdict"]
'accepted'
>>> Spellpath.judge("spellpath", {"rows": ["ABBB", "BBAB", "-B-A"]}, {"stdout": "5\\n"})["detail"]
"line 1: expected '6', got '5'"
"""

import random

from .. import formats, games
from ..board import Board, Rules
from ..choice import optimal_turns
from ..dond import dond_text
from ..errors import InputError
from ..spell.checker import check_path, parse_seeker_output
from ..spell.gen import generate
from ..spell.grid import parse_grid
from ..spell.path import longest_path
from .judge import ACCEPTED, FORMAT, WRONG, compare_numbers, compare_text

__all__ = ["MODULES", "Moksha", "Uva11459", "Ccc2003", "Lightoj1151", "Dond", "Spellpath", "Spellseeker"]


def _stdin_task(text):
    return {"call": None, "stdin": text, "argv": [], "input_text": text}


def _fixed_then_random(fixed, make, seed, i, count):
    if i < len(fixed):
        kind, name, data = fixed[i]
        return {"kind": kind, "name": name, "data": data}
    if i >= max(count, len(fixed)):
        return None
    k = i - len(fixed)
    grow = k / max(1, count - len(fixed) - 1)
    return {"kind": "random", "name": f"random case #{k + 1}", "data": make(random.Random(f"{seed}:{i}"), grow)}


def _judged_text(want, outcome):
    j = compare_text(want, outcome.get("stdout"))
    return {**j, "expected": want.strip(), "got": (outcome.get("stdout") or "").strip()[:2000]}


class _ReplayedFile:
    """A stdin program reading a games file (``text``, the subclass's): the file on stdin, the
    engine's replay of it (``games.run(...).output``) the answer; ``_explained`` the case drawn."""

    @classmethod
    def task(cls, shape, data):
        return _stdin_task(cls.text(data))

    @classmethod
    def judge(cls, shape, data, outcome):
        return _judged_text(games.run(cls.text(data)).output, outcome)

    @staticmethod
    def _explained(board, scripts, k, line, where=""):
        """The failing case's game ``k`` (from 0) drawn, with where the output first differs."""
        return {
            "board": board.to_dict(),
            "game": k + 1,
            "scripts": [list(s) for s in scripts],
            "parting": line,
            "parting_note": f"your output first differs on line {line}{where}" if line else "",
        }


class Moksha(_ReplayedFile):
    """UIL "Himanshu": data ``{"games": [{"d", "jumps": [[start, end]] (squares 0..d*d-1), "scripts"}]}``."""

    @staticmethod
    def _boards(data):
        return [(Board.build(g["d"] ** 2, g["jumps"], base=0, cols=g["d"]), g["scripts"]) for g in data["games"]]

    @staticmethod
    def text(data):
        return games.write_games(Moksha._boards(data)) + "\n"

    @staticmethod
    def _from_text(text):
        out = []
        for g in games.parse_games(text).games:
            jumps = [[j.start, j.end] for j in g.board.jumps]
            out.append({"d": g.side, "jumps": jumps, "scripts": [list(s) for s in g.scripts]})
        return {"games": out}

    @staticmethod
    def _random_game(rng, grow):
        d = rng.randint(2, 2 + int(10 * grow))
        inner = list(range(1, d * d - 1))
        rng.shuffle(inner)
        k = min(len(inner) // 2, rng.randint(0, d))
        jumps = sorted([inner[2 * i], inner[2 * i + 1]] for i in range(k))
        n = rng.randint(1, 5 + int(40 * grow))
        return {"d": d, "jumps": jumps, "scripts": [[rng.randint(1, 6) for _ in range(n)] for _ in range(2)]}

    @staticmethod
    def case_at(shape, seed, i, count):
        from ..examples import example_text

        fixed = [
            ("example", "the problem's sample (9 games)", Moksha._from_text(example_text("seed001-games"))),
            ("edge", "both players win (2x2)", {"games": [{"d": 2, "jumps": [[1, 2]], "scripts": [[1, 1], [2, 2]]}]}),
            (
                "edge",
                "odd side (3x3)",
                {"games": [{"d": 3, "jumps": [[2, 6], [4, 1]], "scripts": [[1, 1, 3], [3, 2, 2]]}]},
            ),
            ("edge", "a roll past the last square", {"games": [{"d": 3, "jumps": [], "scripts": [[6, 6], [1, 1]]}]}),
            ("edge", "nobody reaches the end", {"games": [{"d": 6, "jumps": [[5, 20]], "scripts": [[1, 2], [2, 1]]}]}),
            (
                "edge",
                "a snake before the last square",
                {"games": [{"d": 4, "jumps": [[14, 1]], "scripts": [[6, 6, 2, 6, 6, 3], [6, 6, 3, 1, 1, 1]]}]},
            ),
        ]

        def make(rng, grow):
            return {"games": [Moksha._random_game(rng, grow) for _ in range(rng.randint(1, 3))]}

        return _fixed_then_random(fixed, make, seed, i, count)

    @staticmethod
    def size(data):
        return sum(g["d"] ** 2 for g in data["games"])

    @staticmethod
    def shrink(shape, data):
        gs = data["games"]
        out = [{"games": [g]} for g in gs] if len(gs) > 1 else []
        for k, g in enumerate(gs):
            variants = []
            n = max(len(s) for s in g["scripts"])
            if n > 1:
                variants += [{**g, "scripts": [s[: n // 2] for s in g["scripts"]]}]
                variants += [{**g, "scripts": [s[:-1] for s in g["scripts"]]}]
            variants += [{**g, "jumps": g["jumps"][:i] + g["jumps"][i + 1 :]} for i in range(len(g["jumps"]))]
            if g["d"] > 2:
                d = g["d"] - 1
                variants.append({**g, "d": d, "jumps": [j for j in g["jumps"] if max(j) < d * d - 1]})
            out += [{"games": [*gs[:k], v, *gs[k + 1 :]]} for v in variants]
        return [c for c in out if Moksha._writable(c)]

    @staticmethod
    def _writable(data):
        try:
            Moksha.text(data)
            return all(min(s, default=1) >= 1 for g in data["games"] for s in g["scripts"] if s)
        except InputError:
            return False

    @staticmethod
    def explain(shape, data, judged):
        line = judged.get("line")
        k = min(max(1, line or 1), len(data["games"])) - 1
        board, scripts = Moksha._boards(data)[k]
        return Moksha._explained(board, scripts, k, line)


class Dond:
    """Lab A's ``dond s t last-roll``: data ``{"s", "t", "last"}``, given as the program's arguments."""

    FIXED = (
        ("example", "dond 6 3 -1", {"s": 6, "t": 3, "last": -1}),
        ("example", "dond 6 1 0", {"s": 6, "t": 1, "last": 0}),
        ("example", "dond 6 2 0", {"s": 6, "t": 2, "last": 0}),
        ("edge", "a one-sided die", {"s": 1, "t": 1, "last": -1}),
        ("edge", "no rolls left", {"s": 6, "t": 0, "last": 2}),
        ("edge", "the last roll on the highest face", {"s": 5, "t": 3, "last": 4}),
        ("edge", "a two-sided die", {"s": 2, "t": 4, "last": 0}),
        ("edge", "many rolls", {"s": 10, "t": 40, "last": -1}),
    )

    @staticmethod
    def case_at(shape, seed, i, count):
        def make(rng, grow):
            s = rng.randint(1, 2 + int(18 * grow))
            return {"s": s, "t": rng.randint(0, 1 + int(30 * grow)), "last": rng.randint(-1, s - 1)}

        return _fixed_then_random(Dond.FIXED, make, seed, i, count)

    @staticmethod
    def task(shape, data):
        argv = [str(data["s"]), str(data["t"]), str(data["last"])]
        return {"call": None, "stdin": "", "argv": argv, "input_text": "dond " + " ".join(argv)}

    @staticmethod
    def judge(shape, data, outcome):
        return _judged_text(dond_text(data["s"], data["t"], data["last"]) + "\n", outcome)

    @staticmethod
    def size(data):
        return data["s"] + data["t"]

    @staticmethod
    def shrink(shape, data):
        s, t, last = data["s"], data["t"], data["last"]
        out = [{"s": s, "t": t // 2, "last": last}, {"s": s, "t": t - 1, "last": last}] if t > 0 else []
        if s > 1:
            out += [
                {"s": s // 2 or 1, "t": t, "last": min(last, s // 2 - 1)},
                {"s": s - 1, "t": t, "last": min(last, s - 2)},
            ]
        if last >= 0:
            out += [{"s": s, "t": t, "last": -1}, {"s": s, "t": t, "last": last - 1}]
        return [c for c in out if c != data]

    @staticmethod
    def explain(shape, data, judged):
        return {"board": None, "parting": None, "parting_note": ""}


class Spellpath:
    """Lab A's ``spellpath``: data ``{"rows": [...]}`` (a grid on stdin), the longest path's length."""

    FIXED = (
        (
            "example",
            "example.txt",
            ["213322223", "332123331", "331231121", "133131123", "131211121", "231231121", "-1-2-3-3-"],
        ),
        ("example", "easy-3x4.txt", ["ABBB", "BBAB", "-B-A"]),
        ("edge", "one cell", ["A"]),
        ("edge", "all cells equal", ["1111", "1111"]),
        ("edge", "one row", ["ABCDCBA"]),
        ("edge", "a column of steps", ["A", "B", "C", "D"]),
        ("edge", "empty cells around a path", ["-B-", "ACA", "-B-"]),
    )

    @staticmethod
    def case_at(shape, seed, i, count):
        fixed = [(k, n, {"rows": rows}) for k, n, rows in Spellpath.FIXED]

        def make(rng, grow):
            rows, cols = rng.randint(1, 2 + int(10 * grow)), rng.randint(1, 2 + int(10 * grow))
            return {"rows": generate(rows, cols, blank=0.1, seed=rng.randrange(10**9)).split()}

        return _fixed_then_random(fixed, make, seed, i, count)

    @staticmethod
    def task(shape, data):
        return _stdin_task("\n".join(data["rows"]) + "\n")

    @staticmethod
    def longest(data):
        return longest_path(parse_grid("\n".join(data["rows"]))).length

    @staticmethod
    def judge(shape, data, outcome):
        return _judged_text(f"{Spellpath.longest(data)}\n", outcome)

    @staticmethod
    def size(data):
        return len(data["rows"]) * len(data["rows"][0])

    @staticmethod
    def shrink(shape, data):
        rows = data["rows"]
        out = []
        if len(rows) > 1:
            out += [rows[1:], rows[:-1]]
        if len(rows[0]) > 1:
            out += [[r[1:] for r in rows], [r[:-1] for r in rows]]
        cells = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "-"][:60]
        for r, c in cells:
            out.append([*rows[:r], rows[r][:c] + "-" + rows[r][c + 1 :], *rows[r + 1 :]])
        return [{"rows": g} for g in out if any(ch != "-" for row in g for ch in row)]

    @staticmethod
    def explain(shape, data, judged):
        grid = parse_grid("\n".join(data["rows"]))
        best = longest_path(grid)
        return {"grid": grid.to_dict(), "path": [list(p) for p in best.path], "parting": None, "parting_note": ""}


class Spellseeker(Spellpath):
    """Lab A's ``spellseeker``: the grid, ``PATH``, then a legal longest path (any one)."""

    @staticmethod
    def _read(data, outcome):
        """(verdict, detail, bad step) of the printed path."""
        try:
            grid, path = parse_seeker_output(outcome.get("stdout") or "")
        except InputError as e:
            return WRONG, f"output not readable: {e}", None
        want = parse_grid("\n".join(data["rows"]))
        if grid.cells != want.cells:
            return WRONG, "the grid printed is not the grid read", None
        c = check_path(want, path)
        if not c.ok:
            return WRONG, c.message, c.bad_step
        best = Spellpath.longest(data)
        if len(path) != best:
            return WRONG, f"a legal path of {len(path)} cells; the longest has {best}", None
        strict = compare_text(Spellseeker._canonical(outcome.get("stdout")), outcome.get("stdout"))
        return (ACCEPTED if strict["verdict"] == ACCEPTED else FORMAT), strict["detail"], None

    @staticmethod
    def _canonical(text):
        return "\n".join(" ".join(line.split()) for line in text.splitlines()) + "\n"

    @staticmethod
    def judge(shape, data, outcome):
        verdict, detail, bad = Spellseeker._read(data, outcome)
        got = (outcome.get("stdout") or "").strip()[:2000]
        return {
            "verdict": verdict,
            "detail": detail,
            "line": None,
            "bad_step": bad,
            "expected": str(Spellpath.longest(data)),
            "got": got,
        }

    @staticmethod
    def explain(shape, data, judged):
        out = Spellpath.explain(shape, data, judged)
        bad = judged.get("bad_step")
        out.update(
            parting=None if bad is None else bad + 1,
            parting_note="" if bad is None else f"your path goes wrong at step {bad + 1}",
        )
        return out


class Uva11459(_ReplayedFile):
    """UVa 11459 roll lists: data ``{"cases": [{"players", "jumps": [[x, y]] (squares 1..100), "rolls"}]}``,
    the file on stdin; the judge's lines (``Position of player i is p.``) from the engine's replay."""

    SAMPLE = "2\n4 1 10\n5 100\n2\n6\n4\n5\n2\n6\n2\n3\n4\n1\n2 1 3\n4 99\n3\n4\n6\n"
    FIXED = (
        ("edge", "a ladder to 100 ends the game at once", [{"players": 3, "jumps": [[5, 100]], "rolls": [1, 4, 2, 2]}]),
        ("edge", "a roll past 100 stops on 100", [{"players": 1, "jumps": [], "rolls": [6] * 17}]),
        (
            "edge",
            "rolls left after a win, then another case",
            [{"players": 2, "jumps": [[2, 100]], "rolls": [1, 3, 4, 5]}, {"players": 1, "jumps": [], "rolls": [2]}],
        ),
        ("edge", "a snake and a ladder", [{"players": 2, "jumps": [[7, 2], [3, 9]], "rolls": [6, 2, 1]}]),
        ("edge", "no rolls at all", [{"players": 4, "jumps": [[50, 20]], "rolls": []}]),
    )

    @staticmethod
    def text(data):
        lines = [str(len(data["cases"]))]
        for c in data["cases"]:
            lines.append(f"{c['players']} {len(c['jumps'])} {len(c['rolls'])}")
            lines += [f"{x} {y}" for x, y in c["jumps"]] + [str(r) for r in c["rolls"]]
        return "\n".join(lines) + "\n"

    @staticmethod
    def _from_text(text):
        cases = []
        for g in games.parse_games(text).games:
            rolls = [s[k] for k in range(max(map(len, g.scripts))) for s in g.scripts if k < len(s)]
            jumps = [[j.start + 1, j.end + 1] for j in g.board.jumps]
            cases.append({"players": len(g.scripts), "jumps": jumps, "rolls": rolls})
        return {"cases": cases}

    @staticmethod
    def _random_case(rng, grow):
        ends = rng.sample(range(2, 100), 2 * rng.randint(0, 3 + int(7 * grow)))
        jumps = [[ends[2 * i], ends[2 * i + 1]] for i in range(len(ends) // 2)]
        rolls = [rng.randint(1, 6) for _ in range(rng.randint(1, 10 + int(150 * grow)))]
        return {"players": rng.randint(1, 2 + int(4 * grow)), "jumps": jumps, "rolls": rolls}

    @staticmethod
    def case_at(shape, seed, i, count):
        fixed = [("example", "the problem's sample (2 cases)", Uva11459._from_text(Uva11459.SAMPLE))]
        fixed += [(kind, name, {"cases": cases}) for kind, name, cases in Uva11459.FIXED]

        def make(rng, grow):
            return {"cases": [Uva11459._random_case(rng, grow) for _ in range(rng.randint(1, 3))]}

        return _fixed_then_random(fixed, make, seed, i, count)

    @staticmethod
    def size(data):
        return 100 * len(data["cases"])

    @staticmethod
    def shrink(shape, data):
        cs = data["cases"]
        out = [{"cases": [c]} for c in cs] if len(cs) > 1 else []
        for k, c in enumerate(cs):
            rolls, jumps = c["rolls"], c["jumps"]
            variants = [{**c, "rolls": rolls[: len(rolls) // 2]}, {**c, "rolls": rolls[:-1]}] if rolls else []
            variants += [{**c, "jumps": jumps[:i] + jumps[i + 1 :]} for i in range(len(jumps))]
            variants += [{**c, "players": c["players"] - 1}] if c["players"] > 1 else []
            out += [{"cases": [*cs[:k], v, *cs[k + 1 :]]} for v in variants]
        return out

    @staticmethod
    def explain(shape, data, judged):
        line = judged.get("line") or 1
        k, before = 0, 0
        while k < len(data["cases"]) - 1 and before + data["cases"][k]["players"] < line:
            before += data["cases"][k]["players"]
            k += 1
        game = games.run(Uva11459.text({"cases": [data["cases"][k]]})).plays[0].game
        return Uva11459._explained(game.board, game.scripts, k, judged.get("line"), f" (case {k + 1})")


class Ccc2003(_ReplayedFile):
    """CCC 2003 S1 throws: data ``{"throws": [2..12, ...]}``, given on stdin one a line and then ``0``
    (not read after a win); the statement's lines (``You are now on square N`` ...) from the engine."""

    FIXED = (
        ("edge", "a 0 before any throw", []),
        ("edge", "a throw past 100 is not moved", [12] * 9 + [3]),
        ("edge", "the ladder at 9, then the snake at 99", [8, 12, 12, 12, 12, 12, 5]),
        ("edge", "the ladders at 40 and 67, then the snake at 90", [7, 12, 12, 8, 3, 4]),
        ("edge", "the snake at 54", [12, 12, 12, 12, 5]),
    )

    @staticmethod
    def text(data):
        return "".join(f"{t}\n" for t in [*data["throws"], 0])

    @staticmethod
    def case_at(shape, seed, i, count):
        fixed = [("example", "the problem's sample", {"throws": [9, 11, 12, 7, 3, 5, 10, 9]})]
        fixed += [(kind, name, {"throws": throws}) for kind, name, throws in Ccc2003.FIXED]

        def make(rng, grow):
            n = rng.randint(1, 5 + int(60 * grow))
            return {"throws": [rng.randint(1, 6) + rng.randint(1, 6) for _ in range(n)]}

        return _fixed_then_random(fixed, make, seed, i, count)

    @staticmethod
    def size(data):
        return 100

    @staticmethod
    def shrink(shape, data):
        t = data["throws"]
        cuts = [t[: len(t) // 2], t[:-1], *(t[:i] + t[i + 1 :] for i in range(len(t)))] if t else []
        return [{"throws": c} for c in cuts]

    @staticmethod
    def explain(shape, data, judged):
        game = games.run(Ccc2003.text(data)).plays[0].game
        return Ccc2003._explained(game.board, game.scripts, 0, judged.get("line"))


class Lightoj1151:
    """LightOJ 1151: data ``{"cases": [[[a, b], ...]]}`` (each case's jumps, squares 1..100, none ending
    where another starts), the file on stdin; ``Case k: E`` lines, E the expected throws (exact
    landing, every jump taken) from the engine, each within 1e-6 as the judge allows."""

    FIXED = (
        ("edge", "the empty board", [[]]),
        ("edge", "a ladder straight to 100", [[[2, 100]]]),
        ("edge", "a snake on 99, next to the goal", [[[99, 2]]]),
        ("edge", "ladders and snakes both ways, two cases", [[[3, 60], [70, 20], [95, 40]], [[50, 51], [52, 10]]]),
    )

    @staticmethod
    def text(data):
        out = [str(len(data["cases"]))]
        for jumps in data["cases"]:
            out += ["", str(len(jumps)), *(f"{a} {b}" for a, b in jumps)]
        return "\n".join(out) + "\n"

    @staticmethod
    def answer(data):
        rows = _expected_throws(Lightoj1151.text(data))
        return "".join(f"Case {k}: {row}\n" for k, row in enumerate(rows, 1))

    @staticmethod
    def _random_case(rng, grow):
        while True:
            ends = rng.sample(range(2, 100), 2 * rng.randint(0, 2 + int(10 * grow)))
            jumps = [[ends[2 * i], ends[2 * i + 1]] for i in range(len(ends) // 2)]
            if "inf" not in _expected_throws(Lightoj1151.text({"cases": [jumps]})):  # (the judge gives no such case)
                return jumps

    @staticmethod
    def case_at(shape, seed, i, count):
        fixed = [(kind, name, {"cases": cases}) for kind, name, cases in Lightoj1151.FIXED]

        def make(rng, grow):
            return {"cases": [Lightoj1151._random_case(rng, grow) for _ in range(rng.randint(1, 3))]}

        return _fixed_then_random(fixed, make, seed, i, count)

    @staticmethod
    def task(shape, data):
        return _stdin_task(Lightoj1151.text(data))

    @staticmethod
    def judge(shape, data, outcome):
        want = Lightoj1151.answer(data)
        j = compare_numbers(want, outcome.get("stdout"))
        return {**j, "expected": want.strip(), "got": (outcome.get("stdout") or "").strip()[:2000]}

    @staticmethod
    def size(data):
        return 100 * len(data["cases"])

    @staticmethod
    def shrink(shape, data):
        cs = data["cases"]
        out = [{"cases": [c]} for c in cs] if len(cs) > 1 else []
        for k, jumps in enumerate(cs):
            out += [{"cases": [*cs[:k], jumps[:i] + jumps[i + 1 :], *cs[k + 1 :]]} for i in range(len(jumps))]
        return out

    @staticmethod
    def explain(shape, data, judged):
        line = judged.get("line") or 1
        k = min(line, len(data["cases"])) - 1
        board = formats.read(Lightoj1151.text(data)).boards[k]
        return {
            "board": board.to_dict(),
            "game": k + 1,
            "parting": judged.get("line"),
            "parting_note": f"your output first differs on line {line} (case {k + 1})" if judged.get("line") else "",
        }


def _expected_throws(text):
    """The expected throws of every case of a LightOJ 1151 text, as ``optimal --decline none`` prints
    them (``inf`` when the goal cannot be reached for sure)."""
    out = []
    for board in formats.read(text, "lightoj").boards:
        r = optimal_turns(board, Rules(end="exact"), "none")
        out.append("inf" if r.expected == float("inf") else f"{float(r.expected):.10f}")
    return out


#: shape -> its problem's namespace
MODULES = {
    "moksha": Moksha,
    "uva11459": Uva11459,
    "ccc2003": Ccc2003,
    "lightoj1151": Lightoj1151,
    "dond": Dond,
    "spellpath": Spellpath,
    "spellseeker": Spellseeker,
}
