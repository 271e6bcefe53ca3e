"""What a pasted program is: which problem it solves and whether it is a function or a stdin program.

Read from the text only (the engine never runs student code). A *shape* is one of ``lc909`` (the
LeetCode 909 method ``Solution.snakesAndLadders(self, board)``), ``interviewbit`` (InterviewBit's
method ``Solution.snakeLadder(self, A, B)``: ladders A, snakes B), ``hackerrank`` (a stdin program
reading HackerRank's "Quickest Way Up" input), ``counts`` (a stdin program reading seed 003's
``L S`` input), ``moksha`` (UIL "Himanshu" games on stdin), ``uva11459`` (UVa 11459 roll lists on
stdin), ``ccc2003`` (CCC 2003 S1 throws on stdin), ``lightoj1151`` (LightOJ 1151's expected throws,
``Case k:`` lines), ``rani`` (HackerEarth's "Rani and Ladders" on stdin: two dice), ``dond``
(``dond s t last`` from ``sys.argv``), ``spellpath`` and ``spellseeker``
(a grid on stdin).

>>> detect("class Solution:\\n    def snakesAndLadders(self, board):\\n        return 0")["shape"]
'lc909'
>>> detect("import sys\\nprint(sys.argv[1])")["shape"]
'dond'
>>> detect("n = int(input())\\nfor _ in range(n):\\n    ladders = int(input())")["shape"]
'hackerrank'
>>> detect("nl, ns = map(int, input().split())")["shape"]
'counts'
"""

import re

__all__ = ["detect", "SHAPES"]

#: shape -> (problem, "function" or "stdin", what the student is told)
SHAPES = {
    "lc909": ("throws", "function", "LeetCode 909: class Solution with snakesAndLadders(self, board), returns an int"),
    "interviewbit": (
        "throws",
        "function",
        "InterviewBit 'Snake Ladder Problem!': class Solution with snakeLadder(self, A, B), ladders A and snakes B",
    ),
    "hackerrank": ("throws", "stdin", "HackerRank 'Quickest Way Up': T tests of ladders then snakes; one line each"),
    "counts": ("throws", "stdin", "seed 003's input 'L S' then the pairs; prints the fewest throws"),
    "moksha": ("moksha", "stdin", "UIL 'Himanshu' games on stdin; one verdict line per game"),
    "uva11459": ("uva11459", "stdin", "UVa 11459 roll lists on stdin; 'Position of player i is p.' lines"),
    "ccc2003": ("ccc2003", "stdin", "CCC 2003 S1 throws on stdin, 0 to quit; 'You are now on square N' lines"),
    "lightoj1151": ("lightoj1151", "stdin", "LightOJ 1151 boards on stdin; 'Case k: E' lines, the expected throws"),
    "rani": ("rani", "stdin", "HackerEarth 'Rani and Ladders': T tests of N L and L ladders; two dice; one line each"),
    "dond": ("dond", "argv", "Lab A dond: dond s t last-roll, prints the probability"),
    "spellpath": ("spellpath", "stdin", "Lab A spellpath: a grid on stdin, prints the longest path's length"),
    "spellseeker": ("spellseeker", "stdin", "Lab A spellseeker: a grid on stdin, prints the grid, PATH, the cells"),
}

#: reading standard input: input(), sys.stdin (its buffer too), or file descriptor 0 (open(0), os.read(0, n))
_READS = r"input\(|sys\.stdin|open\(\s*0\s*[,)]|os\.read\(\s*0\s*,"

_CLUES = (
    ("lc909", r"def\s+snakesAndLadders\s*\("),
    ("interviewbit", r"def\s+snakeLadder\s*\("),
    ("uva11459", r"Position of player"),
    ("ccc2003", r"You are now on square|You Win|You Quit"),
    ("lightoj1151", r"Case\s*%d|Case \{|[\"']Case "),
    ("rani", r"range\(\s*2\s*,\s*13\s*\)|\bRani\b|two dice|both dice"),
    ("moksha", r"Game\s*#|wins!|Himanshu|P1\s*:"),
    ("spellseeker", r"['\"]PATH['\"]"),
    ("dond", r"sys\.argv|argv\s*\[|\bdond\b"),
    ("spellpath", r"spell|longest|abs\(\s*ord"),
    ("stdin", _READS),
)


def _board_reader(code):
    """HackerRank's input starts with one number (the tests), seed 003's with two (``L S``)."""
    first = re.search(r"int\(\s*(input\(\)|sys\.stdin(\.buffer)?\.readline\(\))\s*\)|" + _READS, code)
    return "hackerrank" if first and first.group(0).startswith("int(") else "counts"


def detect(code, shape=None):
    """``{"shape", "problem", "kind", "says"}`` for the code, or for the ``shape`` forced; the shape
    is None when nothing in the code tells."""
    if shape is None:
        shape = next((s for s, pat in _CLUES if re.search(pat, code, re.M)), None)
        shape = _board_reader(code) if shape == "stdin" else shape
    if shape not in SHAPES:
        return {"shape": None, "problem": None, "kind": None, "says": "no known program shape found"}
    problem, kind, says = SHAPES[shape]
    return {"shape": shape, "problem": problem, "kind": kind, "says": says}
