"""Every size limit the engine, the page or the command line enforces, in one table.

Vocabulary: a *limit* is a number with a name, a one-line meaning and the doors it applies to
(``both``, or ``page`` for limits that keep the browser responsive and that the command line
does not apply, or applies with a bigger value of its own). The module constants are what the code
uses; ``LIMITS`` describes them for ``engine.api.describe()`` (the page reads that table at start
and never hard-codes a number).

>>> LIMITS["step_squares"]["value"] == DETAIL_SQUARES
True
"""

__all__ = [
    "MAX_SQUARES",
    "MAX_TEXT_CHARS",
    "PAGE_TEXT_CHARS",
    "DRAW_SQUARES",
    "DETAIL_SQUARES",
    "QUEUE_STEPS",
    "MAX_FACES",
    "MAX_DICE",
    "ROW_BOARDS",
    "MAX_PLAYERS",
    "EXACT_MAX_SQUARES",
    "ANALYSIS_MAX_WORK",
    "MONTE_CARLO_MAX_GAMES",
    "GAMES_MAX_ROLLS",
    "GAMES_MAX_CELLS",
    "GAMES_MAX_GAMES",
    "GAMES_MAX_PLAYERS",
    "UVA_MAX_PLAYERS",
    "GAMES_MAX_POSITIONS",
    "GAMES_STEPS",
    "DOND_MAX_SIDES",
    "DOND_MAX_STEPS",
    "DOND_TABLE_ROWS",
    "DOND_EXACT_COST",
    "SPELL_DEFAULT_BUDGET",
    "GAMES_PAGE_CELLS",
    "GAMES_PAGE_ROLLS",
    "ANALYSIS_PAGE_WORK",
    "CHECK_PAGE_MEMORY_MB",
    "CHECK_CLI_MEMORY_MB",
    "SPELL_STEPS",
    "FLOW_MAX_TURNS",
    "FLOW_MAX_SQUARES",
    "FLOW_MAX_CELLS",
    "FLOW_EXACT_DIGITS",
    "LIMITS",
]

#: Most squares a board may have (1024 x 1024).
MAX_SQUARES = 1_048_576
#: Longest board text any format reads.
MAX_TEXT_CHARS = 32 * 1024 * 1024
#: Longest text the page's editor takes: a longer paste is refused before the browser lays it out.
PAGE_TEXT_CHARS = 16 * 1024 * 1024
#: Boards up to this many squares carry drawing geometry (``cells``) in replies.
DRAW_SQUARES = 4096
#: Boards up to this many squares get the step-by-step search (layers, reachable) in ``throws``.
DETAIL_SQUARES = 65_536
#: Most one-queue-item steps a ``throws`` reply carries for the step-by-step BFS.
QUEUE_STEPS = 400
#: Most die faces.
MAX_FACES = 1000
#: A paste's rows carry their board (for the table's Draw buttons) up to this many rows: a file of
#: 10,001 boards gave an 18 MB reply with every board in it.
ROW_BOARDS = 500
#: Most dice thrown at once (a pair, as CCC 2003 and HackerEarth's "Rani and Ladders" throw).
MAX_DICE = 2
#: Most players the analysis takes.
MAX_PLAYERS = 6
#: Largest board whose mean is computed as an exact fraction.
EXACT_MAX_SQUARES = 144
#: Largest ``squares x faces`` the analysis accepts.
ANALYSIS_MAX_WORK = 4_000_000
#: Most simulated games one analysis request may ask for.
MONTE_CARLO_MAX_GAMES = 1_000_000
#: Most rolls one games file may hold, over all its scripts.
GAMES_MAX_ROLLS = 1_000_000
#: Most board cells one games file may hold, over all its boards.
GAMES_MAX_CELLS = 2_000_000
#: Most games one games file may hold.
GAMES_MAX_GAMES = 1000
#: Most players (move lines) one game may have.
GAMES_MAX_PLAYERS = 10
#: Most players one UVa 11459 case may have (its statement's; the page replays up to GAMES_MAX_PLAYERS).
UVA_MAX_PLAYERS = 1_000_000
#: Most positions (moves x players) a replayed game's reply lists; past it, none (the command line's
#: big UVa 11459 cases).
GAMES_MAX_POSITIONS = 5_000_000
#: Most moves of one game told with their rule (``games`` reply ``steps``).
GAMES_STEPS = 2000
#: Largest die the page's Dice-or-No-Dice computes.
DOND_MAX_SIDES = 100_000
#: Largest ``s * t`` the page's Dice-or-No-Dice computes.
DOND_MAX_STEPS = 16_000_000
#: Rows of the by-last-roll table a Dice-or-No-Dice reply carries.
DOND_TABLE_ROWS = 121
#: Largest estimated cost of the exact (integer) Dice-or-No-Dice DP.
DOND_EXACT_COST = 5 * 10**9
#: Search nodes a spell request explores before it stops with the best path so far.
SPELL_DEFAULT_BUDGET = 1_000_000
#: Most board squares (over all its games) of a games file the page replays (its worker's memory).
GAMES_PAGE_CELLS = 250_000
#: Most rolls (over all its games) of a games file the page replays.
GAMES_PAGE_ROLLS = 500_000
#: Largest ``squares x faces`` the page analyses.
ANALYSIS_PAGE_WORK = 62_500
#: Memory (MB) the page's worker for a checked program may grow to (its whole WebAssembly heap).
CHECK_PAGE_MEMORY_MB = 256
#: Memory (MB, address space) one case of a checked program may use on the command line.
CHECK_CLI_MEMORY_MB = 1024
#: Most steps (extend or back off) of the spellpath search told step by step (``spell`` reply ``path_steps``).
SPELL_STEPS = 400
#: Last turn the probability flow may be asked to follow.
FLOW_MAX_TURNS = 1000
#: Largest board (squares) the probability flow takes (32 x 32).
FLOW_MAX_SQUARES = 1024
#: Most rows times squares one flow reply carries (fewer turns are followed on big boards).
FLOW_MAX_CELLS = 200_000
#: Flow rows are exact fractions while the denominator (faces ** turn) has at most this many digits.
FLOW_EXACT_DIGITS = 30


def _limit(value, doors, meaning):
    return {"value": value, "doors": doors, "meaning": meaning}


#: name -> {value, doors, meaning}: what ``engine.api.describe()`` sends to the page.
LIMITS = {
    "max_squares": _limit(MAX_SQUARES, "both", "most squares a board may have"),
    "max_text_chars": _limit(MAX_TEXT_CHARS, "both", "longest board text read"),
    "page_text_chars": _limit(PAGE_TEXT_CHARS, "page", "longest text pasted into the page"),
    "draw_squares": _limit(DRAW_SQUARES, "both", "boards up to this size carry drawing geometry"),
    "step_squares": _limit(DETAIL_SQUARES, "both", "boards up to this size get the search step by step"),
    "queue_steps": _limit(QUEUE_STEPS, "page", "most queue-item steps of the step-by-step search"),
    "max_faces": _limit(MAX_FACES, "both", "most die faces"),
    "max_dice": _limit(MAX_DICE, "both", "most dice thrown at once"),
    "row_boards": _limit(ROW_BOARDS, "page", "rows of a paste's table that carry their board to draw"),
    "max_players": _limit(MAX_PLAYERS, "both", "most players in the analysis"),
    "exact_squares": _limit(EXACT_MAX_SQUARES, "both", "largest board with an exact mean"),
    "analysis_max_work": _limit(ANALYSIS_MAX_WORK, "both", "largest squares x faces analysed"),
    "monte_carlo_max_games": _limit(MONTE_CARLO_MAX_GAMES, "both", "most simulated games"),
    "games_max_rolls": _limit(GAMES_MAX_ROLLS, "both", "most rolls in one games file"),
    "games_max_cells": _limit(GAMES_MAX_CELLS, "both", "most board cells in one games file"),
    "games_max_games": _limit(GAMES_MAX_GAMES, "both", "most games in one games file"),
    "games_max_players": _limit(GAMES_MAX_PLAYERS, "both", "most players in one game"),
    "uva_max_players": _limit(UVA_MAX_PLAYERS, "both", "most players in a UVa 11459 case (page: games_max_players)"),
    "games_max_positions": _limit(GAMES_MAX_POSITIONS, "both", "most moves x players listed for one replayed game"),
    "games_steps": _limit(GAMES_STEPS, "page", "most moves of one game told with their rule"),
    "dond_max_sides": _limit(DOND_MAX_SIDES, "page", "largest die for Dice or No Dice"),
    "dond_max_steps": _limit(DOND_MAX_STEPS, "page", "largest s x t for Dice or No Dice"),
    "dond_table_rows": _limit(DOND_TABLE_ROWS, "page", "rows of the by-last-roll table"),
    "dond_exact_cost": _limit(DOND_EXACT_COST, "both", "largest cost of the exact Dice-or-No-Dice answer"),
    "spell_default_budget": _limit(SPELL_DEFAULT_BUDGET, "page", "search nodes before a spell search stops"),
    "games_page_cells": _limit(GAMES_PAGE_CELLS, "page", "most board squares in a games file the page replays"),
    "games_page_rolls": _limit(GAMES_PAGE_ROLLS, "page", "most rolls in a games file the page replays"),
    "analysis_page_work": _limit(ANALYSIS_PAGE_WORK, "page", "largest squares x faces the page analyses"),
    "check_memory_mb": _limit(CHECK_PAGE_MEMORY_MB, "page", "MB the worker running a checked program may use"),
    "spell_steps": _limit(SPELL_STEPS, "page", "most steps of the spellpath search told step by step"),
    "flow_max_turns": _limit(FLOW_MAX_TURNS, "both", "last turn the probability flow follows"),
    "flow_max_squares": _limit(FLOW_MAX_SQUARES, "both", "largest board for the probability flow"),
    "flow_max_cells": _limit(FLOW_MAX_CELLS, "both", "most turns x squares in one probability flow"),
    "flow_exact_digits": _limit(FLOW_EXACT_DIGITS, "both", "flow rows are exact while faces^turn has this many digits"),
}
