"""Replaying games by their judge's rules (``model.RULES``): seed 001's, UVa 11459's, CCC 2003's."""

from dataclasses import replace

from .model import Play, Report, verdict
from .read import parse_games

__all__ = ["play", "run"]


def play(game):
    """Replay one game: by seed 001's rules, or, for a game whose ``rule`` is ``at once`` (UVa
    11459), ending at the winning move, or ``ccc 2003`` (one player: a roll past the goal is not
    made). Squares are the board's labels (``board.base`` on).

    >>> from ..formats.uil import parse
    >>> from .model import Game
    >>> p = play(Game(1, parse("03 L1\\n00 L1"), ((1, 1), (2, 2))))
    >>> p.verdict, p.rounds, [(m.player, m.frm, m.landing, m.jump, m.to) for m in p.moves]
    ('Game #1: Both players win!', 2, [(1, 0, 1, 'L1', 2), (2, 0, 2, '', 2), (1, 2, 3, '', 3), (2, 2, 3, '', 3)])
    >>> q = play(Game(1, parse("03 L1\\n00 L1"), ((1, 1), (2, 2)), rule="at once"))
    >>> q.verdict, len(q.moves), q.finals
    ('Game #1: Player 1 wins!', 3, (3, 2))
    """
    board, scripts = game.board, game.scripts
    base = board.base
    goal = board.goal + base
    jumps = {j.start + base: j for j in board.jumps}
    pos = [board.start + base] * len(scripts)
    moves, winners, rounds = [], [], 0
    at_once, exact = game.rule != "round", game.rule == "ccc 2003"
    for k in range(max((len(s) for s in scripts), default=0)):
        rounds = k + 1
        for p, script in enumerate(scripts):
            if k >= len(script):
                continue
            move = _move(rounds, p + 1, script[k], pos[p], goal, jumps, base, exact)
            moves.append(move)
            pos[p] = move[7]
            if move[8]:
                winners.append(p + 1)
                if at_once:
                    break
        if winners:
            break
    winners = tuple(winners)
    return Play(game, tuple(moves), winners, rounds, verdict(game.number, winners, len(scripts)), tuple(pos))


def _move(rnd, player, roll, frm, goal, jumps, base, exact=False):
    """One move as a ``Move``'s fields: reaching or passing ``goal`` wins (``exact``: a roll past it
    is not made, the piece stays); a jump's start is taken."""
    land = frm + roll
    if exact and land > goal:
        return (rnd, player, roll, frm, frm, "", "", frm, False)
    if land >= goal:
        return (rnd, player, roll, frm, goal, "", "", goal, True)
    j = jumps.get(land)
    if j is None:
        return (rnd, player, roll, frm, land, "", "", land, False)
    to = j.end + base
    return (rnd, player, roll, frm, land, j.name or ("L" if j.end > j.start else "S"), j.kind, to, to >= goal)


def run(text, faces=6, first=1):
    """Read and replay every game of a file, numbering the games from ``first``.

    >>> print(run("1\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,2").output, end="")
    Game #1: Both players win!
    >>> print(run("1\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,2", first=5).output, end="")
    Game #5: Both players win!
    """
    f = parse_games(text, faces=faces)
    games = f.games if first == 1 else (replace(g, number=first + k) for k, g in enumerate(f.games))
    return Report(tuple(play(g) for g in games), f.warnings)
