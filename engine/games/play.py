"""Replaying games by seed 001's rules."""

from .model import Game, Play, Report, verdict
from .read import parse_games

__all__ = ["play", "run"]


def play(game):
    """Replay one game by seed 001's rules.

    >>> from ..formats.uil import parse
    >>> p = play(Game(1, parse("03 L1\\n00 L1"), ((1, 1), (2, 2))))
    >>> p.verdict, p.rounds, [(m.player, m.frm, m.landing, m.jump, m.to) for m in p.moves]
    ('Game #1: Both players win!', 2, [(1, 0, 1, 'L1', 2), (2, 0, 2, '', 2), (1, 2, 3, '', 3), (2, 2, 3, '', 3)])
    """
    board = game.board
    goal = board.goal
    jumps = {j.start: j for j in board.jumps}
    scripts = game.scripts
    pos = [board.start] * len(scripts)
    moves = []
    add = moves.append
    winners = []
    rounds = 0
    longest = max((len(s) for s in scripts), default=0)
    for k in range(longest):
        rounds = k + 1
        for p, script in enumerate(scripts):
            if k >= len(script):
                continue
            roll = script[k]
            frm = pos[p]
            land = frm + roll
            if land >= goal:
                add((rounds, p + 1, roll, frm, goal, "", "", goal, True))
                pos[p] = goal
                winners.append(p + 1)
                continue
            j = jumps.get(land)
            if j is None:
                add((rounds, p + 1, roll, frm, land, "", "", land, False))
                pos[p] = land
                continue
            to = j.end
            won = to >= goal
            add((rounds, p + 1, roll, frm, land, j.name or ("L" if j.end > j.start else "S"), j.kind, to, won))
            pos[p] = to
            if won:
                winners.append(p + 1)
        if winners:
            break
    winners = tuple(winners)
    return Play(game, tuple(moves), winners, rounds, verdict(game.number, winners, len(scripts)))


def run(text, faces=6, first=1):
    """Read and replay every game of a file, numbering the games from ``first``.

    >>> print(run("1\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,2").output, end="")
    Game #1: Both players win!
    >>> print(run("1\\n2\\n03 L1\\n00 L1\\nP1:1,1\\nP2:2,2", first=5).output, end="")
    Game #5: Both players win!
    """
    f = parse_games(text, faces=faces)
    games = f.games if first == 1 else (Game(first + k, g.board, g.scripts, g.line) for k, g in enumerate(f.games))
    return Report(tuple(play(g) for g in games), f.warnings)
