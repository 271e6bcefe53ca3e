"""Parts of the nodes still to arrive in a sweep (``frontier``): where they fall apart, a state whose
pieces no path can join is dropped, and the parts no piece can reach add nothing to its bound.

Vocabulary (see ``frontier`` for position, slot, state, piece; ``codes`` for the codes):
  part    nodes still to arrive, linked among themselves and to no other node still to arrive; a
          slot touches the parts its node has links into (a bit set, one bit per part)
  main    the part the most slots touch; a slot that touches main only is plain, the others are
          the split's slots (their codes are all a state needs to be judged, with a few counts)
  group   parts joined through FREE slots (such a node may take a link into each and pass through)
A path beating ``lower`` takes every piece of a state, and runs from piece to piece inside groups:
so the groups holding a piece's end must be joined by pieces, and no more of them can hold an odd
number of piece ends than the path has ends still to come; and every link still to come lies in a
group holding a piece's end (when any does).  A piece's end takes one link more, so when it touches
two parts it goes into one of them: each way is tried (``CHOICES`` at most; past them the state is
kept as it is).

>>> sp = splits([[], [], [0], [1]], [[], [], [], [0, 1, 2, 3]], [0, 1, 1, 0], lambda *f: sum(f))
>>> len(sp[1].slots), sorted(sp[1].caps.values())  # at 1: nodes 0 and 1 touch parts {2} and {3}
(1, [1, 1])
>>> sp[2] is None  # at 2, node 3 is the one part still to come
True
"""

from dataclasses import dataclass, field
from itertools import product
from operator import itemgetter

from .codes import DONE, ENDS, FREE, PLAIN, TERM

__all__ = ["Split", "splits", "cut"]

#: answers kept per position at most (a few thousand on the hard grids of tests/bench/hardgrids.py:
#: 20,811 over the 300 positions of 364642's sweep going down, aiming above 167)
ANSWERS = 100_000
#: a state's pieces' ends that touch several parts are judged going into each, in this many ways at most
CHOICES = 64


@dataclass(slots=True)
class Split:
    """How the open slots of one position touch the parts of the nodes still to arrive."""

    get: object  # a state's codes (read through ``plain``) -> the codes of ``slots``
    slots: tuple  # the slots that touch a part other than main
    masks: tuple  # their parts, a bit set each
    main: int  # main's bit
    plain: bytes  # a ``translate`` table: a slot's number reads PLAIN unless it is one of ``slots``
    caps: dict  # part's bit -> its nodes' capacity, packed as the sweep's counters
    free_caps: tuple  # per slot of ``slots``, its capacity when FREE, packed
    answers: dict = field(default_factory=dict)  # ``cut``'s answers by key


def splits(before, leave_at, odd, pack):
    """Per position k of a sweep (``before``, ``leave_at`` and ``odd`` as in ``frontier.Sweep``),
    once k's leaving nodes have left: a Split, or None when the open slots touch one part only.
    ``pack(even, odd, even_ends, odd_ends)`` packs capacities as the sweep's counters do."""
    n = len(before)
    up = list(range(n))

    def root(x):
        while up[x] != x:
            up[x] = x = up[up[x]]
        return x

    after = [[] for _ in range(n)]
    for q, ps in enumerate(before):
        for p in ps:
            after[p].append(q)
    left = [0] * n
    for k, xs in enumerate(leave_at):
        for x in xs:
            left[x] = k
    caps = [_cap(pack, odd[q], len(before[q]) + len(after[q])) for q in range(n)]
    out = [None] * n
    for k in range(n - 2, -1, -1):
        q = k + 1  # node q has not arrived at k: it joins the parts, with its links to later nodes
        for w in after[q]:
            up[root(w)] = root(q)
        nodes = [p for p in range(k + 1) if left[p] > k]
        front = [[w for w in after[p] if w > k] for p in nodes]
        bits = {r: 1 << b for b, r in enumerate({root(w) for ws in front for w in ws})}
        if len(bits) > 1:
            part_caps = dict.fromkeys(bits.values(), 0)
            for w in range(q, n):  # (a part no slot touches, in a component cut in two, stays counted)
                if root(w) in bits:
                    part_caps[bits[root(w)]] += caps[w]
            masks = [sum({bits[root(w)] for w in ws}) for ws in front]
            out[k] = _split(masks, part_caps, [_cap(pack, odd[p], len(ws)) for p, ws in zip(nodes, front)])
    return out


def _cap(pack, side, links):
    """A node's capacity with ``links`` links still to decide, packed: 2 on its side, or 1 as an end only."""
    fields = [0, 0, 0, 0]
    fields[side if links > 1 else 2 + side] = min(2, links)
    return pack(*fields)


def _split(masks, caps, free_caps):
    """The Split of one position from its slots' parts (``masks``) and the capacities."""
    tally = {}
    for t in masks:
        while t:
            tally[t & -t] = tally.get(t & -t, 0) + 1
            t &= t - 1
    main = max(tally, key=tally.get)
    slots = tuple(i for i, t in enumerate(masks) if t and t != main)
    get = itemgetter(*slots) if len(slots) > 1 else lambda m, i=slots[0]: (m[i],)
    plain = bytes(x if x in slots or x >= ENDS else PLAIN for x in range(256))
    return Split(get, slots, tuple(masks[i] for i in slots), main, plain, caps, tuple(free_caps[i] for i in slots))


def cut(split, m, ends, plain_ends):
    """-1 when no path can take every piece of the state ``m`` (``ends``: the path's ends that have
    left; ``plain_ends``: true when a plain slot holds a piece's end); else the capacity (packed) of
    the groups no piece's end is in, to take off its counters.  Answers are kept by the codes of the
    split's slots, ``ends`` and whether ``plain_ends``."""
    key = split.get(m.translate(split.plain)), ends, not plain_ends
    out = split.answers.get(key)
    if out is None:
        out = _cut(split, key[0], plain_ends, ends)
        if len(split.answers) < ANSWERS:
            split.answers[key] = out
    return out


def _cut(split, codes, plain_ends, ends):
    """``cut`` for one key (``plain_ends``: True when a plain slot holds a piece's end).  A group is
    named by its lowest bit, so a choice's odd groups and the groups it needs are two bit sets."""
    groups = _groups(split, codes)
    home = next(g & -g for g in groups if g & split.main)
    ways, size = [], 1
    for t, x in zip(split.masks, codes):
        if x < DONE:
            ways.append([g & -g for g in groups if g & t])
            size *= len(ways[-1])
    if size > CHOICES:
        return 0  # (too many ways to judge: the state stays, its bound as it was)
    at = {i: n for n, i in enumerate(i for i, x in zip(split.slots, codes) if x < DONE)}
    pairs = [(at[i], at.get(x, -1)) for i, x in zip(split.slots, codes) if x < DONE and x != TERM]  # (-1: home)
    need0 = home if plain_ends else 0  # (a plain slot's piece end is in home)
    odd0 = home if plain_ends and (len(ways) + ends) & 1 else 0  # (plain ends give all the parity of ``ends``)
    alive, keep = False, 0
    for pick in product(*ways):
        odd, need = odd0, need0
        for r in pick:
            odd ^= r
            need |= r
        if not need:
            return 0  # (no piece yet: the path may start in any group)
        if odd.bit_count() <= 2 - ends and _linked(need, [(pick[a], pick[b] if b >= 0 else home) for a, b in pairs]):
            alive, keep = True, keep | need
    if not alive:
        return -1
    keep = sum(g for g in groups if g & keep)
    out = sum(c for bit, c in split.caps.items() if not bit & keep)  # (plain slots keep their capacity)
    return out + sum(c for t, x, c in zip(split.masks, codes, split.free_caps) if x == FREE and not t & keep)


def _groups(split, codes):
    """The groups of a state's parts: main, the parts a piece's end touches, joined through FREE slots."""
    groups, seen = [split.main], split.main
    for x, t in zip(codes, split.masks):
        if x == FREE:
            if t & seen:
                for g in [g for g in groups if g & t]:
                    groups.remove(g)
                    t |= g
            groups.append(t)
            seen |= t
        elif x != DONE:  # (a piece's end takes one link more: it goes into one of its parts, joining none)
            t &= ~seen
            seen |= t
            while t:
                groups.append(t & -t)
                t &= t - 1
    return groups


def _linked(need, links):
    """True when the pieces (``links``, group to group) join every group of ``need``."""
    reached, grew = need & -need, True
    while grew:
        grew = False
        for a, b in links:
            if (a | b) & reached and (a | b) & ~reached:
                reached, grew = reached | a | b, True
    return not need & ~reached
