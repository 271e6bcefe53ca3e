"""Dice-script games (seed 001, UIL "Himanshu"): read a multi-game file, replay it, give verdicts.

Vocabulary:
- a *games file* is a count line ``N``, then per game a side ``D``, ``D`` board rows in the
  ``uil`` format, and one *move line* per player (``P1:1,4,3``...), games separated by
  lines of dashes;
- a *script* is one player's rolls in order; a *round* gives every player with a roll left
  one move, Player 1 first;
- a move *lands* on ``from + roll``; landing on a ladder's foot climbs it, on a snake's head
  slides down it (one jump, never chained); reaching or passing the last square *wins*;
- the *verdict* is the judge's line for a game: ``Game #K: Player 1 wins!``...

Rules (seed 001): every player starts on square 0; play stops at the end of the first round
in which anybody won, so several players may win; unused rolls are ignored. When one script
is shorter, that player simply does not move in later rounds; when every script is used up
with no winner, nobody won.

Read the way a judge's program reads: separators of any number of dashes (or none), blank
lines anywhere between lines, move lists wrapped onto lines that start with a comma,
trailing commas, move lines taken by position whatever their label says (``P1:`` twice is
read as Players 1 and 2). A file without the count line is read as its games in order.
More than two move lines make more players; their verdicts read ``Game #K: Player 3 wins!``,
``Game #K: Players 1 and 3 win!``, ``Game #K: All players win!`` or ``Game #K: No player won.``

Two other judges' files are read too, each by its module: ``uva`` (UVa 11459: one roll list dealt
out in turn, the game ends at the winning move, the judge prints where each player ended) and
``ccc`` (CCC 2003 S1: one player's throws of two dice on the statement's board, a throw past the
goal not moved, a line per throw); a game carries its judge's ``rule`` (``model.RULES``).

One module per job: ``model`` (games, plays, verdicts, move lines), ``read`` (the file reader),
``play`` (the replay), ``write`` (the writer and random scripts).
"""

from ..limits import GAMES_MAX_CELLS as MAX_CELLS
from ..limits import GAMES_MAX_GAMES as MAX_GAMES
from ..limits import GAMES_MAX_PLAYERS as MAX_PLAYERS
from ..limits import GAMES_MAX_ROLLS as MAX_ROLLS
from .model import RULES, Game, GamesFile, Move, Play, Report, move_lines, move_text, tally_of, verdict
from .play import play, run
from .read import parse_games, read_move_lines
from .write import SEPARATOR, random_scripts, write_games

__all__ = [
    "Game",
    "GamesFile",
    "Move",
    "Play",
    "Report",
    "RULES",
    "parse_games",
    "read_move_lines",
    "play",
    "verdict",
    "tally_of",
    "run",
    "write_games",
    "random_scripts",
    "MAX_ROLLS",
    "MAX_CELLS",
    "MAX_GAMES",
    "MAX_PLAYERS",
    "SEPARATOR",
    "move_text",
    "move_lines",
]
