"""Every tool's options, as tables: the page builds its controls and the command line its flags
from these, and ``engine.api.options.read`` checks a request against them.

Vocabulary: ``TABLES`` maps a tool name to its tuple of ``Option``; the board options
(``format``, ``faces``, ``chain``, ``start``, ``end``) are shared by the board tools.
"""

from .. import formats
from ..check.shape import SHAPES
from ..limits import (
    CHECK_CLI_MEMORY_MB,
    CHECK_PAGE_MEMORY_MB,
    EXACT_MAX_SQUARES,
    FLOW_MAX_TURNS,
    GAMES_MAX_PLAYERS,
    GAMES_MAX_ROLLS,
    MAX_DICE,
    MAX_FACES,
    MAX_PLAYERS,
    MONTE_CARLO_MAX_GAMES,
    SPELL_DEFAULT_BUDGET,
)
from .options import Option

__all__ = ["TABLES", "BOARD", "FORMAT_NAMES"]

#: Board format names, in detection order (every reader; ``formats.FORMATS`` are the classic five).
FORMAT_NAMES = tuple(formats.READERS)

FORMAT = Option("format", "choice", "auto", "board format (default: detect)", choices=("auto", *FORMAT_NAMES))
FACES = Option("faces", "int", 6, "die faces 1..K (default 6)", lo=1, hi=MAX_FACES, metavar="K")
CHAIN = Option("chain", "bool", False, "follow jumps that land on another jump (house rule)")
START = Option(
    "start",
    "choice",
    "auto",
    "start on the first square or off the board before it (auto: the source's, off the board for Chutes "
    "and Ladders board files, else the first square)",
    choices=("auto", "first", "off"),
)
START_JUMP = Option(
    "start_jump",
    "choice",
    "skip",
    "a jump on the first square: the player stands on it (skip, default) or takes it before the first roll",
    choices=("skip", "take"),
)
#: The dice and the end rule, the source's unless chosen (two dice make the end rule matter to the fewest throws).
DICE = Option(
    "dice",
    "int",
    None,
    f"dice thrown at once, a roll their sum: 1..{MAX_DICE} (default: the source's, two for HackerEarth's "
    "Rani and Ladders, else 1)",
    lo=1,
    hi=MAX_DICE,
    metavar="N",
)
END_SOURCE = Option(
    "end",
    "choice",
    "auto",
    "past the goal: the source's rule (auto: exact where the judge says so, else overshoot), exact, "
    "overshoot or bounce (with one die the fewest throws are the same under each)",
    choices=("auto", "exact", "overshoot", "bounce"),
)

#: The options every board tool shares.
BOARD = (FORMAT, FACES, CHAIN, START, END_SOURCE, START_JUMP)

OPTIMAL = (
    FORMAT,
    FACES,
    START,
    Option(
        "end",
        "choice",
        "auto",
        "past the goal: the source's rule (auto: exact for Codeforces 1245E, else overshoot), exact, overshoot, bounce",
        choices=("auto", "exact", "overshoot", "bounce"),
    ),
    START_JUMP,
    Option(
        "decline",
        "choice",
        "ladders",
        "which jumps the player may decline: every ladder (default), snakes too, or none (the plain expected "
        "number of turns, LightOJ 1151)",
        choices=("ladders", "all", "none"),
    ),
    Option("policy", "bool", False, "also print the policy: the ladders taken and declined", cli_default=False),
    Option("cases", "bool", False, "print 'Case k: ' before each answer (LightOJ 1151's output)", cli_default=False),
)

#: The board options of the fewest throws and of the editor's live answers.
BOARD_SOURCE = (FORMAT, FACES, DICE, CHAIN, START, END_SOURCE, START_JUMP)

THROWS = (
    *BOARD_SOURCE,
    Option("route", "bool", True, "also print the route as the squares visited", cli_default=False),
    Option(
        "tiles",
        "bool",
        False,
        "also print the squares stood on after each throw, the start first (1 7 98 100: a jump's foot left out)",
    ),
    Option("pruned", "bool", False, "use seed 002's pruned BFS and print its queue counts next to plain BFS's"),
    Option("adjacency", "bool", False, "print what seed 003's program prints: adjacency lists, moves, shortest path"),
)

CONVERT = (
    Option("to", "choice", None, "format to write", choices=FORMAT_NAMES),
    Option("from", "choice", "auto", "format to read (default: detect)", choices=("auto", *FORMAT_NAMES)),
)

ANALYSIS = (
    *BOARD,
    Option("players", "int", 2, f"players taking turns, 1..{MAX_PLAYERS} (default 2)", lo=1, hi=MAX_PLAYERS),
    Option(
        "exact",
        "bool",
        False,
        "also give the mean, P(min turns) and what-if deltas as fractions "
        f"(mean: boards up to {EXACT_MAX_SQUARES} squares)",
    ),
    Option(
        "what_if",
        "bool",
        True,
        "the what-if table, one row per jump removed (--no-what-if: skip it)",
        flag="--no-what-if",
    ),
    Option(
        "monte_carlo",
        "int",
        0,
        "also simulate N seeded games",
        lo=0,
        hi=MONTE_CARLO_MAX_GAMES,
        metavar="N",
    ),
    Option("seed", "int", 1, "seed of the simulation (default 1)", lo=0, hi=2**63),
    Option(
        "full",
        "bool",
        True,
        "include per-square arrays, the length distributions and the board",
        cli_default=False,
    ),
    Option("page", "bool", True, "the page's limits (a tablet's memory)", flag=None, cli_default=False),
)

FLOW = (
    *BOARD,
    Option("players", "int", 2, f"players taking turns, 1..{MAX_PLAYERS} (default 2)", lo=1, hi=MAX_PLAYERS),
    Option("turns", "int", 60, f"last turn followed, 1..{FLOW_MAX_TURNS} (default 60)", lo=1, hi=FLOW_MAX_TURNS),
)

GAMES = (
    Option("faces", "int", 6, "die faces 1..K a roll may show (default 6)", lo=1, hi=MAX_FACES, metavar="K"),
    Option("first", "int", 1, "number of the first game (the page re-runs one edited game alone)", lo=1, hi=10**9),
    Option("page", "bool", True, "the page's limits (a tablet's memory)", flag=None, cli_default=False),
)

GAMES_RERUN = (
    Option("faces", "int", 6, "die faces 1..K a roll may show", lo=1, hi=MAX_FACES, flag=None),
    Option("number", "int", 1, "the game's number", lo=1, hi=10**9, flag=None),
    Option("board", "data", None, "the game's board (board text or dict)", flag=None),
    Option("plays", "data", None, "[{number, players, winners, output?}] of every game shown", flag=None),
    Option(
        "rule",
        "choice",
        "round",
        "the game's judge: round (seed 001), at once (UVa 11459) or ccc 2003",
        choices=("round", "at once", "ccc 2003"),
        flag=None,
    ),
    Option("quit", "bool", False, "CCC 2003: the input ended with 0 (You Quit!)", flag=None),
)

GAMES_WRITE = (
    Option("faces", "int", 6, "die faces 1..K a roll may show", lo=1, hi=MAX_FACES, flag=None),
    Option("wrap", "int", 0, "wrap move lines longer than this (0: never)", lo=0, hi=100_000, flag=None),
    Option("games", "data", None, "[{board, scripts}] to write (else text and scripts)", flag=None),
    Option("scripts", "data", None, "the scripts for the board in the text", flag=None),
)

GAMES_RANDOM_SCRIPTS = (
    Option("players", "int", 2, "players", lo=1, hi=GAMES_MAX_PLAYERS, flag=None),
    Option("rolls", "int", 60, "rolls per player", lo=1, hi=GAMES_MAX_ROLLS // GAMES_MAX_PLAYERS, flag=None),
    Option("faces", "int", 6, "die faces", lo=1, hi=MAX_FACES, flag=None),
    Option("dice", "int", 1, "dice thrown at once, their sum a roll (CCC 2003 throws two)", lo=1, hi=2, flag=None),
    Option("seed", "int", None, "random seed (drawn when missing)", lo=0, hi=2**63, flag=None),
)

DOND = (
    Option("s", "int", None, "sides of the die (instead of the text)", flag=None),
    Option("t", "int", None, "rolls (instead of the text)", flag=None),
    Option("last", "int", None, "the previous roll, -1 for none (instead of the text)", flag=None),
    Option("exact", "bool", False, "also print the exact probability as a fraction"),
    Option(
        "page",
        "bool",
        True,
        "the page's answer: limits on s and t, the table by last roll and the series against t",
        flag=None,
        cli_default=False,
    ),
)

SPELL = (
    Option(
        "budget_nodes",
        "int",
        None,
        "stop after this many search nodes and print the best path so far (exit status 2); "
        f"0: no limit; default: {SPELL_DEFAULT_BUDGET:,} in one call, none in a job or on the command line "
        "(where Ctrl-C stops with the best path so far)",
        lo=0,
        hi=10**12,
        flag="--budget",
        metavar="NODES",
        cli_default=0,
    ),
    # (a node of a 30 x 30 grid's strong search takes up to 1 ms of CPython: 25 keeps a slice of the
    # page near 0.1 s, so Stop answers at once; a yield costs far less than a node)
    Option("slice_nodes", "int", 25, "search nodes per slice of a job", lo=1, hi=10**9, flag=None),
)

SPELLGEN = (
    Option("rows", "int", 10, "rows", lo=1, hi=200, flag="ROWS"),
    Option("cols", "int", 10, "columns", lo=1, hi=200, flag="COLS"),
    Option("alphabet", "text", "ABCDE", "cell characters to draw from (default ABCDE)"),
    Option("blank", "float", 0.0, "chance that a cell is empty (default 0)", lo=0.0, hi=1.0, metavar="P"),
    Option("seed", "int", None, "random seed, for repeatable grids", lo=-(10**18), hi=10**18, metavar="N"),
    Option("full", "bool", False, "fill the last row's even cells too"),
)

CHECK = (
    Option(
        "problem",
        "choice",
        None,
        "the problem the program solves (default: tell from the code)",
        choices=("throws", "moksha", "uva11459", "ccc2003", "lightoj1151", "rani", "dond", "spellpath", "spellseeker"),
    ),
    Option("shape", "choice", "auto", "the program's shape (default: tell from the code)", choices=("auto", *SHAPES)),
    Option("seed", "int", 1, "seed of the random cases (default 1)", lo=0, hi=2**63, metavar="N"),
    Option("count", "int", 60, "cases to run: examples, edge cases, then random ones (default 60)", lo=1, hi=1000),
    Option("time_limit", "float", 2.0, "seconds per case (default 2)", lo=0.05, hi=120.0, metavar="SECONDS"),
    Option(
        "memory_mb",
        "int",
        CHECK_PAGE_MEMORY_MB,
        f"MB of memory a case may use (default {CHECK_CLI_MEMORY_MB}; the page's worker: {CHECK_PAGE_MEMORY_MB})",
        lo=16,
        hi=16 * 1024,
        metavar="MB",
        cli_default=CHECK_CLI_MEMORY_MB,
    ),
    Option("state", "data", None, "the check so far (the page sends back what it got)", flag=None),
    Option("outcome", "data", None, "what running the last task gave", flag=None),
)

#: ``seconds`` is passed unchecked on purpose: a non-number is the page tests' way to provoke an engine bug.
SPIN = (Option("seconds", "data", 10, "seconds to loop (at most 120)", flag=None),)

EDIT = (
    FORMAT,
    Option("op", "data", None, "the change: {op: add|move|delete|size, from, to, start, which, size}", flag=None),
    Option("live", "data", None, "the live tool's options: also answer live for the new text", flag=None),
)

LIVE = (
    *BOARD_SOURCE,
    Option("turns", "int", 30, "the chance of finishing within N turns (default 30)", lo=1, hi=1000, metavar="N"),
    Option("previous", "data", None, "the previous reply's figures, to say what changed", flag=None),
    Option("exact", "bool", True, "the mean as a fraction (boards up to the exact limit); false: a float, fast"),
)

#: tool name -> its options
TABLES = {
    "edit": EDIT,
    "live": LIVE,
    "spin": SPIN,
    "throws": THROWS,
    "convert": CONVERT,
    "formats": (),
    "examples": (),
    "describe": (),
    "games": GAMES,
    "games_rerun": GAMES_RERUN,
    "games_write": GAMES_WRITE,
    "games_random_scripts": GAMES_RANDOM_SCRIPTS,
    "analysis": ANALYSIS,
    "flow": FLOW,
    "optimal": OPTIMAL,
    "dond": DOND,
    "spell": SPELL,
    "spellcheck": (),
    "spellgrid": (Option("path", "data", None, "a path [[r, c], ...] for the spellseeker printout", flag=None),),
    "spellgen": SPELLGEN,
    "check": CHECK,
}
