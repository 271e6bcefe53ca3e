"""The heat map: expected turns left and expected visits, square by square, and how often each
jump is taken."""

from .chain import FIN, expected_visits

__all__ = ["by_square", "heat"]


def by_square(ch, board, e):
    """Expected turns left for a player who has just landed on each square (after its jump)."""
    jnode = {x: ch.goal + 1 + j for j, (x, _) in enumerate(ch.jumps)}
    out = []
    for sq in range(board.size):
        if sq >= ch.goal:
            out.append(0.0 if sq == ch.goal else None)
        elif sq in jnode:
            out.append(e[jnode[sq]])
        else:
            out.append(e[sq + 1])
    return tuple(out)


def heat(ch, board, e, fates):
    """(expected turns left by square, expected visits by square or None, expected visits off the
    board, ((jump, expected times taken), ...) or None); ``e`` is expected turns by node."""
    remaining = by_square(ch, board, e)
    s = ch.start_node
    if s == FIN or not fates[1][s]:
        return remaining, None, 0.0, None
    v = expected_visits(ch, False, fates)
    visits = tuple(v[p + 1] if 0 <= p < ch.goal else 0.0 for p in range(board.size))
    visits_off = v[0] if ch.low < 0 else 0.0
    jnode = {x: ch.goal + 1 + j for j, (x, _) in enumerate(ch.jumps)}
    jump_hits = tuple((j, v[jnode[j.start]] if j.start in jnode else 0.0) for j in board.jumps)
    return remaining, visits, visits_off, jump_hits
