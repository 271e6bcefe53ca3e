"""A game, a replayed game (Play), a replayed file (Report), and their texts: verdicts, move lines."""

from dataclasses import dataclass, field

from ..board import Board
from ..limits import GAMES_MAX_POSITIONS

__all__ = ["Game", "GamesFile", "Move", "Play", "Report", "tally_of", "verdict", "move_text", "move_lines"]
__all__ += ["script_line", "RULES"]


#: a game's judge: ``round`` (seed 001: play ends with the round someone won in, verdicts),
#: ``at once`` (UVa 11459: it ends at the winning move, the judge prints where each player ended),
#: ``ccc 2003`` (CCC 2003 S1: one player, a throw past the goal is not moved, a line per throw)
RULES = ("round", "at once", "ccc 2003")


@dataclass(frozen=True)
class Game:
    """One game as read: its number, its board, one script (tuple of rolls) per player, the line it
    starts on, its ``rule`` (``RULES``), and ``quit`` when the input ended it (CCC 2003's 0)."""

    number: int
    board: Board
    scripts: tuple
    line: int = field(default=0, compare=False)
    rule: str = "round"
    quit: bool = False

    @property
    def side(self):
        return self.board.cols

    def to_dict(self):
        return {
            "number": self.number,
            "size": self.side,
            "board": self.board.to_dict(),
            "scripts": [list(s) for s in self.scripts],
            "line": self.line,
            "rule": self.rule,
            "quit": self.quit,
            "dice": self.dice,
        }

    @property
    def dice(self):
        """Dice thrown at once for a roll: two in CCC 2003, else one."""
        return 2 if self.rule == "ccc 2003" else 1


@dataclass(frozen=True)
class GamesFile:
    """Every game of a file, and the warnings reading it gave (line, col first)."""

    games: tuple
    warnings: tuple = field(default=(), compare=False)

    def to_dict(self):
        return {"games": [g.to_dict() for g in self.games], "warnings": list(self.warnings)}


@dataclass(frozen=True)
class Move:
    """One turn: ``player`` rolls ``roll`` from ``frm``, lands on ``landing`` (the last square
    at most), takes ``jump`` (its label, or "") and ends on ``to``; ``won`` when ``to`` is the last square."""

    round: int
    player: int
    roll: int
    frm: int
    landing: int
    jump: str
    kind: str
    to: int
    won: bool

    def to_dict(self):
        return {
            "round": self.round,
            "player": self.player,
            "roll": self.roll,
            "from": self.frm,
            "landing": self.landing,
            "jump": self.jump or None,
            "kind": self.kind or None,
            "to": self.to,
            "won": self.won,
        }


@dataclass(frozen=True)
class Play:
    """A game replayed: every move, the winners (player numbers), the rounds played, the verdict.

    ``steps`` holds the moves as plain tuples in Move's field order (a million-roll game
    stays cheap); ``moves`` gives them as Move objects.
    """

    game: Game
    steps: tuple
    winners: tuple
    rounds: int
    verdict: str
    finals: tuple = ()

    @property
    def players(self):
        return len(self.game.scripts)

    @property
    def output(self):
        """The judge's text for the game: the verdict; for UVa 11459 (rule ``at once``) where each
        player ended, ``Position of player 1 is 3.`` a line; for CCC 2003 a line per throw, ``You
        are now on square 10``, then ``You Win!`` or ``You Quit!``."""
        rule = self.game.rule
        if rule == "at once":
            return "\n".join(f"Position of player {p} is {at}." for p, at in enumerate(self.finals, 1))
        if rule == "ccc 2003":
            lines = [f"You are now on square {m[7]}" for m in self.steps]
            end = "You Win!" if self.winners else "You Quit!" if self.game.quit else None
            return "\n".join(lines + ([end] if end else []))
        return self.verdict

    @property
    def moves(self):
        return tuple(Move(*t) for t in self.steps)

    def to_dict(self):
        g = self.game
        return {
            "number": g.number,
            "size": g.side,
            "board": g.board.to_dict(),
            "players": self.players,
            "scripts": [list(s) for s in g.scripts],
            "verdict": self.verdict,
            "output": self.output,
            "rule": g.rule,
            "quit": g.quit,
            "dice": g.dice,
            "winners": list(self.winners),
            "rounds": self.rounds,
            "verdict_phrase": self.verdict.partition(": ")[2],
            "scripts_text": move_lines(g.scripts),
            "start": g.board.start + g.board.base,
            **self._moves(),
        }

    def _moves(self):
        """``moves``: dicts with their log line (``text``, as ``move_text`` writes it, spelled out
        here because a game may have a million moves); ``positions``: where every player stands
        after each move, flat (after move k, player p is on ``positions[k * players + p - 1]``),
        None past ``GAMES_MAX_POSITIONS`` (a UVa 11459 case of many players, on the command line)."""
        pos = [self.game.board.start + self.game.board.base] * self.players
        moves, positions = [], []
        listed = self.players * len(self.steps) <= GAMES_MAX_POSITIONS
        add, extend = moves.append, (positions.extend if listed else _skip)
        for rnd, p, roll, frm, land, jump, kind, to, won in self.steps:
            pos[p - 1] = to
            extend(pos)
            text = f"P{p} rolls {roll}: {frm} -> {land}"
            if jump:
                text = f"{text}, {kind} {jump} -> {to}"
            add(
                {
                    "round": rnd,
                    "player": p,
                    "roll": roll,
                    "from": frm,
                    "landing": land,
                    "jump": jump or None,
                    "kind": kind or None,
                    "to": to,
                    "won": won,
                    "text": text + ", wins" if won else text,
                }
            )
        return {"moves": moves, "positions": positions if listed else None}


def _skip(_):
    pass


@dataclass(frozen=True)
class Report:
    """Every game of a file replayed; ``output`` is the judge's text."""

    plays: tuple
    warnings: tuple = ()

    @property
    def output(self):
        return "".join(p.output + "\n" for p in self.plays)

    def tally(self):
        """How many games each player won, and how many nobody won, with the page's one-line summary.

        >>> from .play import run
        >>> r = run("2\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,2\\n-\\n2\\n03 L1\\n00 L1\\nP1:3\\nP2:1")
        >>> r.tally()
        {'wins': {'1': 2, '2': 1}, 'none': 0, 'text': 'P1 won 2 · P2 won 1'}
        """
        return tally_of(p.winners for p in self.plays)

    def to_dict(self):
        return {
            "games": [p.to_dict() for p in self.plays],
            "output": self.output,
            "tally": self.tally(),
            "warnings": list(self.warnings),
        }


def tally_of(winners_per_game):
    """The tally of games whose winners (player numbers) are given, one tuple per game."""
    wins = {}
    none = 0
    for winners in winners_per_game:
        none += not winners
        for w in winners:
            wins[w] = wins.get(w, 0) + 1
    parts = [f"P{w} won {wins[w]}" for w in sorted(wins)]
    if none:
        parts.append(f"no winner in {none}")
    return {"wins": {str(w): wins[w] for w in sorted(wins)}, "none": none, "text": " · ".join(parts)}


def verdict(number, winners, players=2):
    """The judge's line for game ``number`` won by ``winners`` (player numbers) out of ``players``.

    >>> verdict(4, (1, 2)), verdict(2, ())
    ('Game #4: Both players win!', 'Game #2: Neither Player 1 or Player 2 won.')
    >>> verdict(1, (1, 3), 3), verdict(1, (), 4), verdict(1, (2,), 3), verdict(1, (1, 2, 3), 3)
    ('Game #1: Players 1 and 3 win!', 'Game #1: No player won.', 'Game #1: Player 2 wins!', 'Game #1: All players win!')
    """
    head = f"Game #{number}: "
    winners = sorted(winners)
    if not winners:
        return head + ("Neither Player 1 or Player 2 won." if players == 2 else "No player won.")
    if len(winners) == 1:
        return head + f"Player {winners[0]} wins!"
    if len(winners) == players:
        return head + ("Both players win!" if players == 2 else "All players win!")
    names = ", ".join(str(w) for w in winners[:-1]) + f" and {winners[-1]}"
    return head + f"Players {names} win!"


def move_text(round_, player, roll, frm, landing, jump, kind, to, won):
    """One move's log line, ``P1 rolls 6: 0 -> 6, ladder L1 -> 35`` (squares as the board numbers
    them; the command line puts ``round 1:`` before it, the page shows the round beside it).

    >>> move_text(1, 1, 6, 0, 6, "L1", "ladder", 35, False)
    'P1 rolls 6: 0 -> 6, ladder L1 -> 35'
    """
    text = f"P{player} rolls {roll}: {frm} -> {landing}"
    if jump:
        text += f", {kind} {jump} -> {to}"
    if won:
        text += ", wins"
    return text


def move_lines(scripts):
    """The move lines ``P1:1,4,3`` of a game's scripts, one per player.

    >>> move_lines([(1, 4), (6,)])
    'P1:1,4\\nP2:6'
    """
    return "\n".join(script_line(f"P{p}:", s, 0)[0] for p, s in enumerate(scripts, 1))


def script_line(label, script, wrap):
    rolls = [str(int(r)) for r in script]
    if wrap <= 0:
        return [label + ",".join(rolls)]
    result = []
    line = label
    first = True
    for r in rolls:
        piece = r if first else "," + r
        if len(line) + len(piece) > wrap and not (first and line == label):
            result.append(line)
            line = ""
        line += piece
        first = False
    result.append(line)
    return result
