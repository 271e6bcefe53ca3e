"""The second stage of a search the exact depth-first search has not finished in ``HANDOFF`` nodes
(the hard grids: few letters, few blanks): a longer path by local search (``improve``), then
frontier sweeps (``frontier``) that bring, component by component, the bound down to the longest
path.  Each sweep aims at the bound, keeping only paths of that many cells: one that ends with none
lowers the bound by one cell, and the next aims there; one that finds a path has found the
component's longest.  A sweep aims a cell lower still, and lowers the bound by two, until more
than a few of its states are kept only for that cell (``frontier.soften``).  (A sweep's states grow
steeply as it aims lower: on seed 1's 18x19 digits of tests/bench/hardgrids.py, longest path 215,
going left, 6,112 states at most aiming at 216, 97,320 at 215, and over 220,000 at 213, unfinished
after 40 s.)  Each sweep goes the way over the grid that gets furthest in a short race, ``RACE``.
A round after rounds that found no longer path aims at the best path itself when it is a few
cells below the bound (``DEEP_GAP``).  A sweep that runs far longer than the one that ended the
round before is joined by the other ways (``REGROUP_AFTER``).  A round that runs long shares its
turns with beams aimed one cell below its bound (``AIM_AFTER``), which often find the longest path
far sooner; a search that runs long, or whose best path is far below the bound, has plain beams
from the best path too (``LATE_AFTER``, ``EARLY_SHARE``).
All this in turns with the depth-first search, which goes on; whichever finishes first ends the search.  Each part runs
in slices of nodes, and none runs long (Stop in the page waits for the slice under way): the
sweeps are opened in turns (``_open_turn``), and a sweep stops within ``frontier.CHUNK`` states
of its budget.

Vocabulary (see ``seeker``): the search ``s`` holds the best path and counts ``nodes``; a sweep's
``STATES_PER_NODE`` states count as one node (a fixed rate, so budgets and slices in nodes keep
their meaning).  The sweep gets ``SWEEP_SHARE`` of the nodes after the handoff.
"""

from dataclasses import dataclass, field

from .bounds import block_bound, block_tree
from .frontier import CHUNK, advance, best_cells, is_open, parked_bytes, soften, start_sweep, sweep_again
from .improve import start_walk, walk_on

__all__ = ["HANDOFF", "Proof", "start_proof", "proof_turn", "proof_bound", "sweep_turn"]

#: search nodes before the second stage begins (the lab's grids and the random ones of
#: tests/bench/spell.py all finish within 24,200).  Past ``seeker.STRONG_AFTER`` (20,000) a node
#: costs 0.2-0.6 ms of CPython on the hard grids of tests/bench/hardgrids.py, against 0.04 ms
#: before: nodes 25,000-40,000 took 3-9 s there, and at 40,000 the hard grids were proven later
HANDOFF = 25_000
#: moves of the local search, after the handoff and after a beam that finds a longer path: on the
#: hard grids of tests/bench/hardgrids.py every path it lengthened (of 13 tried) was at its longest
#: within 10 moves; moves 50 to 300 found nothing and took 0.6-1.6 s of CPython per search
MOVES = 50
#: search nodes one move of the local search counts as (about the same time in CPython)
NODES_PER_MOVE = 60
#: sweep states that count as one search node (a node now costs about 90 states' time, but at 90
#: the grids of tests/bench/hardgrids.py that are proven were proven more slowly: kept)
STATES_PER_NODE = 40
#: the sweep's share of the nodes after the handoff: the depth-first search seldom finishes a grid
#: it has not finished by the handoff, and its nodes there cost far more than the sweep's (at 0.95,
#: a third of the CPU time in a profile of seed 1's 18x19 digit grid of tests/bench/hardgrids.py).
#: At 0.8 that grid was proven in 32 s of CPython, at 0.95 in 22 s; run side by side with 0.95 on
#: the hard grids at 30 s, 0.99 was as fast or faster on all but one (20x20 ABC 25.6 s against
#: 22.1; 16x16 AB of tests/bench/spell.py 13.4 against 19.8, 20x18 ABC 10.5 against 15.1).  At 1,
#: the depth-first search waits while the sweeps or beams have work (``sweep_turn``): its 4,900
#: nodes after the handoff at 0.99 took 0.7 s of CPython on 18x19 AB 652539 of ``spellgen`` and
#: 1.1 s on 19x20 AB 13807 (timed); on the 60 random grids of the README's "Beyond the table" the
#: same answers in 0.984-1.000 of the search nodes (the search's own), and none it proved alone.
SWEEP_SHARE = 1.0
#: a sweep with more states than this is given up (memory: one link can double the states, and a
#: state takes about 0.3 KB in CPython), as is one whose frontier is full (``frontier.SLOTS``): the
#: race's next way goes on in its place, and once none is left the component is given up and the
#: depth-first search goes on alone (``_give_up``).  (Sweeping
#: the whole component, before tails, tests/bench/spell.py's 16x16 AB 5 % needed 430,000 states with
#: its longest path known; the core alone needs 49,000.  On hardgrids.py's seed 3 19x20 AB, optimum
#: 237, the race's winner going right was given up aiming at 238, and with it the component, its
#: bound staying at 239; with the race's next ways, up proves 238 at 157-169 s of CPython and 237 at
#: 205-222 s, two runs.)  At 450,000 an 18x19 AB 10 % grid (seed 652539 of ``spellgen``, optimum 224)
#: was proven at 81.6 s of CPython in one run, not within 90 s in another: its last round's winner,
#: going down, peaks at 484,874 states (155 MB of CPython) and proves 224 in 6.2 million, but was
#: given up, and left and up after it (19 and 12 s) before right proved it.  At 650,000 it is
#: proven in 519,340 search nodes (50.6-60.4 s); the 59 other random grids of the README's "Beyond the
#: table" and the table's proven grids take the same nodes, as do the 19 of 20 later ones either proves.
MAX_STATES = 650_000
#: the round's last way, given up past ``MAX_STATES`` when every other way was, goes on, setting part
#: of its states aside past this many (``frontier._park``), so that it holds at most twice as many
#: during a pass (``LAST_STATES``); it is given up once the parts set aside take ``PARKED_BYTES``
#: packed (``frontier.packed``: about 9 bytes a state, against 226 held as objects) (``_give_up``).
#: A way that grows past ``MAX_STATES`` mostly still ends: on 19x19 AB 0 % 153659 of ``spellgen``
#: (longest path 278) every way was given up aiming above 278 and the search was not proven at 150 s
#: of CPython (278..280); going right, the way given up last, after 13.1 million states, the sweep
#: proves 278 in 28 million, holding 744,830 states at most (240 MB of CPython).  Parking, it holds
#: fewer, but what the parts would have merged is handled twice: past 450,000 states, 32.2 million
#: (one part set aside), past 325,000 58.4 million (three), past 200,000 at every pass 122 million.
LAST_PARK = MAX_STATES
LAST_STATES = 2 * MAX_STATES
#: (Given up once it held 1.3 million states with the parts, the last way going left on 20x19 AB 0 %
#: 297174 of ``spellgen``, aiming above 298 cells, was given up at 1.45 million, and the search was
#: at 297..299 at 150 s of CPython; with its parts packed, it goes on and finds 299, the bound:
#: proven in 253-259 s (18x20 AB 0 % 629899 in 208-211 s, 537-563 MB of CPython at the peak).  On
#: the 137 grids of the README's "Beyond the table" proven within 70 s, the same search nodes.)
PARKED_BYTES = 64 << 20
#: states per node of a beam (``frontier._narrow``) on the component of the best path, keeping only
#: states that may beat the best path known: the beams that run once every sweep is given up, and
#: those of ``LATE_AFTER`` (1,000 while beams ran at the handoff, ``FIRST_BEAMS``; 400 in the runs
#: that dropped those)
BEAM_WIDTH = 400
#: once every sweep left is given up, more beams run: the next way of ``BEAM_WAYS`` (``frontier.WAYS``)
#: at the same width, and after the last way the first again, this many times wider (up to
#: ``MAX_BEAM_WIDTH``); when one finds a longer path the given-up sweeps start again, with fewer
#: states to keep.  Each way finds other paths: on hardgrids.py's seed 3 19x20 AB 10 % (optimum 237)
#: the beams of width 1000 with no path known find 193 going down, 234 left, 223 up, 65 right
BEAM_GROWTH = 2.5
MAX_BEAM_WIDTH = 10_000
BEAM_WAYS = ("down", "left", "up", "right")
#: a component is swept each way of ``SWEEP_WAYS`` (the first opened at the handoff) until each has
#: handled this many states; then only the way that got furthest goes on.  Which way is fastest
#: depends on the grid: with its longest path known, tests/bench/spell.py's 16x16 AB is proven in
#: 3.2 s going down and 29 s going left; seed 1's 18x19 digits of hardgrids.py in 4.7 s down and
#: 0.4 s left; seed 3's 19x19 digits in 21.6 s down and 13.7 s left.  Each way gets exactly this
#: many, whatever the slices (in slices of 25 nodes, as in the page, at 50,000 seed 4's 18x20 ABC
#: of hardgrids.py was not proven in 30 s of CPython, at 100,000 in 20.2 s; the others alike)
RACE = 100_000
#: the race's two furthest ways then race on, each until it has handled ``FINAL_RACE`` states, and
#: only the furthest goes on: where the ways' states grow, the first leg is a poor guide (on a 15x20
#: AB grid with no blanks, seed 738892 of ``spellgen``, aiming above 226 cells: after 100,000 states
#: up is at node 53 of 243 and left at 41, after 400,000 up at 65 and left at 115; left then proves
#: 226 in 2.8 million states, up is given up past ``MAX_STATES`` after 7.3 million).  Search nodes to
#: the proof (deterministic, 500-node slices) against one leg: 1.05 of the sum on the 10 proven grids
#: of the README's table (16x16 AB 1.22, 20x18 ABC 1.16, the others 1.00); on 30 random grids of the
#: issue's kind (14-20 a side, AB, ABC or digits, 0-10 % blanks; the README names the hardest) that
#: grid and a 17x17 AB 5 % (927262) proven in 12.9 and 15.2 s of CPython instead of not at 40 s, but
#: a 19x17 ABC 10 % (803946) not at 40 s instead of in 34 s; the others 1.00-1.13.
#: (A final leg of 200,000 states: 1.03 on the table, the 17x17 AB proven in 36.5 s.)
FINALISTS = 2
FINAL_RACE = 400_000
SWEEP_WAYS = BEAM_WAYS
#: a round's one sweep (the way that won the round before, or the race's) that has handled this many
#: times the states of the sweep that ended the component's round before, ``REGROUP_MIN`` at least,
#: while not past ``REGROUP_BEFORE`` of its positions, is joined by the race's other ways
#: (``_regroup``).  The way that proves a round fastest mostly proves the next fastest too, but not
#: always the way that won the round before: on 19x17 AB 0 % 268750 of ``spellgen`` (longest 242),
#: with each way alone, the exact sweep proves 244 in 4.55 million states going left (the race's
#: winner), 0.69 going up; 243 going up in 1.40 million, and left, down and right are given up past
#: ``MAX_STATES`` after 6.3 to 21.9 million; on 18x19 AB 0 % 95119 (265), 266 going left in 2.66
#: million, down (the winner) 11.73.  Search nodes to the proof (deterministic, 500-node slices)
#: against none: 268750 0.57 (proven in 23.4 s of CPython against 42.6), 95119 0.68, 20x20 AB 5 %
#: 171337 0.88, 18x20 AB 0 % 105965 0.96, 0.94 of the sum on the 52 grids of ``DEEP_GAP`` (but 18x16
#: AB 694373 1.51, 18x19 AB 10 % 652539 1.19, 19x20 AB 10 % 13807 1.17, 20x20 AB 5 % 84347 1.12: the
#: way that won the round before was the fastest, and the round grew more than six times), 1.05 on
#: 49 more (20x20 ABC 5 % 303694 1.44, the others the same), 0.94 on 16 AB grids of 17-20 a side
#: (18x20 AB 0 % 203068 0.43, 20x20 AB 5 % 93801 0.51; 19x18 AB 0 % 806886 1.36, 859163 1.20).  (Joining at a
#: million states whatever the sweep's place: 0.98 on the 52, 15x20 AB 738892 1.88 and 19x17 ABC
#: 803946 1.28, their sweeps past three quarters of their positions, two rounds from their end.)
REGROUP_AFTER = 6
REGROUP_MIN = 1_000_000
REGROUP_BEFORE = 0.6
#: beams run one after the other at the handoff (the first ways of ``BEAM_WAYS``), before the sweeps.
#: None since the aimed beams (``AIM_AFTER``) find the long paths those found: the search nodes to
#: the proof (deterministic, 500-node slices) with two beams of 1,000 states, then with none, on
#: the grids of tests/bench/hardgrids.py: seed 1's 18x19 digits 110,101 and 56,774, seed 4's 19x18 AB
#: 138,750 and 87,858, 18x20 ABC 163,359 and 108,846, 20x20 ABC 168,267 and 138,258, seed 5's 20x18
#: ABC 115,095 and 85,202, seed 3's 15x17 digits 57,677 and 38,356, 19x19 digits proven in 22.2 s of
#: CPython; tests/bench/spell.py's 16x16 AB 163,331 and 146,084, and none more on its smaller hard
#: grids (16x16 ABC 0 %: 44,108 and 40,436).  (One beam of 400 states: between the two; going left,
#: it finds 228 cells on seed 3's 19x20 AB in 30 s, which none proves, against 209 without it, but
#: 18x19 digits took 68,490 nodes, 19x18 AB 98,540, 20x20 ABC 145,893.)
FIRST_BEAMS = 0
#: once the second stage has handled this many states (10-15 s of CPython) without an answer, plain
#: beams of ``BEAM_WIDTH`` run, one each way of ``BEAM_WAYS``, as ``FIRST_BEAMS`` would have: on a
#: grid that may not be proven in time, the best path shown is then seldom far below the longest
#: (the aimed beams look for paths near the bound, not between).  At 30 s of CPython, without them
#: and with them: seed 9's 19x20 ABC of tests/bench/hardgrids.py 117..171 and 169..171 (optimum
#: 169), seed 3's 19x20 AB 209..239 and 235..239 (237), seed 7's 18x19 AB 255..267 and 262..267; of
#: ``spellgen``'s grids, 20x15 ABC 364642 141..167 and 167..169 (167), 18x18 AB 379005 207..231 and
#: 229..231, 18x19 AB 652539 204..226 and 218..226.  Grids proven later than this pay for the
#: beams (1.3-2.2 million states): search nodes to the proof on 15x20 AB 738892 1.21, 14x15 AB
#: 658717 1.33, the README's 16x16 AB 1.14; 19x17 ABC 803946 0.89 (at 2,000,000 states, 17x17 AB
#: 927262 1.26 too).
LATE_AFTER = 4_000_000
#: series of ``LATE_AFTER`` beams: after the first, each ``BEAM_GROWTH`` times wider than the one
#: before, one each way again, while the best path is more than two cells short of the highest
#: bound (the aimed beams, ``AIM_AFTER``, look at the two cells below a round's bound, not
#: further down).  On 19x20 AB 13807 of ``spellgen`` (optimum 237) the first series finds 235
#: while the round aiming at 238 runs, which proves 237 in 7.8 million states; the beams of the
#: next round found 237 only after it, the fifth of them, 1,000 states wide going down: the second
#: series finds it during that round.  Search nodes to the proof (deterministic, 500-node slices)
#: 417,952 against 503,424 (28.4 s of CPython two at a time); the 60 random grids of the README's
#: "Beyond the table" and the table's 10 proven grids the same nodes (none is in that state); a
#: second series whatever the best path: 13807 0.93, but 18x19 AB 652539 1.16 (its first series
#: finds its longest path, 224, and the second runs in vain).
LATE_SERIES = 2
#: the ``LATE_AFTER`` beams start at once, the sweeps opened, when the best path is shorter than this
#: share of the bound (the depth-first search's path, mostly: the local search's runs beside the first
#: beam): where that path is poor, the plain beams find one near the longest from the start, and the
#: aimed beams look near the bound only.  Of 31 hard grids (the README's 29, 20x20 AB 10 % 949171 and
#: 20x20 digits 0 % 884291 of ``spellgen``), 12 have paths below 0.8 of the bound at the handoff; the
#: best path the search finds by 40 s of CPython, or one within 4 cells of it, comes at 4.1-4.6 s
#: instead of 15.6-18.9 s on 949171 (198 cells), 19x20 AB 0 % 312510 (301), 20x20 AB 5 % 84347
#: (255), 19x18 AB 0 % 704251 (224) and 19x20 ABC 5 % 145269 (165), so a search stopped early shows
#: a bound near the longest path.  Search nodes to the proof (deterministic, 500-node slices) on
#: those 12: 949171 0.97, 145269 1.005, six the same; the four not proven at 70 s the same bounds at
#: 1,000 slices, but 312510 301..306 against 301..305.  At 0.85, on the 31: 18x20 ABC 0 % 232708
#: 2.2 (its rounds, cheap there, would have proven it while its beams ran), 18x19 AB 10 % 652539 0.69.
EARLY_SHARE = 0.75
#: once a round of sweeps has handled this many states, beams aimed one cell below the round's bound
#: (keeping only states that may reach it, ``AIM_WIDTH`` of them, see ``frontier._narrow``) take
#: turns with it, while the best path is shorter than that (aimed at the bound once it is that long,
#: see ``TIE_SHARE``): a beam aimed so finds the longest path far sooner than the exact sweep aiming
#: there (seed 4's 19x18 AB of tests/bench/hardgrids.py, longest 240: the beam of width 400 going up
#: in 1.1 s of CPython, the exact sweep in 17.8 s going left, its fastest way); one cell below, a
#: path it finds while the round proves there is none as long as the bound is the longest, with no
#: round to find it.  Above the longest path it finds nothing, so its turns are a share of the
#: round's, ``AIM_SHARE``, the wider beams after the first each way (``BEAM_GROWTH``) too.  (Those
#: had a fifth until the parity of the path's ends, ``frontier._with_ends``, made the rounds that
#: only prove short: the round aiming at the longest path, whose exact sweep is the costly one, then
#: starved the wide beam that finds it: search nodes to the proof on seed 3's 19x19 digits 359,448
#: at a fifth, 241,478 at 0.35, 197,897 at a half; seed 5's 20x18 ABC 80,692, 81,194 and 95,657, the
#: other hard grids alike.) (Side by side with no beams on the 15 hard grids at 30 s: 12 proven
#: against 11, seed 1's 18x19 digits in 13.0 s against 26.7, seed 4's 18x20 ABC 14.7 against 29.4,
#: seed 5's 20x18 ABC 13.2 against 7.7 (rounds that only prove paying for beams that cannot
#: succeed); all beams at 0.25: 10 proven.  Aimed one cell lower, and only while the best path is
#: shorter than that, the search nodes to the proof fell by 14 % on 18x19 digits, 26 % on 19x18 AB,
#: 9 % on 16x16 AB and 13 % on 20x20 ABC, and rose by 1.6 % on 18x20 ABC; two cells lower, 19x18 AB
#: was not proven in 30 s.  Since the exact sweep drops dominated states (``frontier._dominated``)
#: its rounds end sooner, and a beam cut short by the end of a round that proves went on to find the
#: path in the next: it goes on there (seed 4's 19x18 AB: 292,407 search nodes to the proof without,
#: 138,750 with, 141,986 before either change).)
AIM_AFTER = 100_000
AIM_WIDTH = 400
AIM_SHARE = 0.5
#: a round starts this many aimed beams at most (``_aimed_turn``), then leaves its turns to its
#: sweeps.  On the 21 hard grids of the README's table and "Beyond the table" at 40 s of CPython, the
#: aimed beams took 128 s of the 410 s and found the longest path 12 times in 170 beams: 5, 2, 2 and
#: 2 times as a round's first to fourth beam, once in the 29 beams after (1,000 or 2,500 states wide,
#: 40 s), the fifth of its round on 17x16 digits 286770.  Search nodes to the proof (deterministic,
#: 500-node slices) with this limit: 20x15 ABC 364642 0.77 (proven in 20-27 s, 24-30 s before),
#: 19x20 ABC 145269 0.85, 17x16 digits 286770 0.96, the other proven grids of those and of 60 random
#: grids of the issue's kind the same but 20x19 ABC 329497 (0.97) and 18x18 AB 379005, proven after
#: a minute (1.04).  At 4: 364642 0.74, 145269 0.78, 16x16 AB 0.81, but 286770 not proven at 70 s
#: instead of in 36 s; at 6, 364642 0.82, 145269 0.88.
AIMED_BEAMS = 5
#: a round begun on the component and with the best path its round before began with, after that
#: round started ``QUIET_BEAMS`` aimed beams or more (all of them finding nothing longer), starts
#: this many at most: the best path is then mostly the longest already, and each round's beams,
#: aimed a cell lower than the last's, take half its time for nothing (on 19x18 AB 0 % 704251 of
#: ``spellgen``, longest path 226, found 7 s into 40 s of CPython: eight rounds bring the bound down
#: from 234, their beams about 3 s each).  Search nodes to the proof (deterministic, 500-node
#: slices) against five: 704251 0.84, 20x20 AB 5 % 84347 0.91, 19x17 AB 0 % 268750 0.94, four other
#: AB grids of 18-20 a side taking over 30 s 0.97-1.00; on 45 hard grids (hardgrids.py's seeds 1-9
#: and the README's named grids) 0.95 of the sum, 20x15 ABC 364642 0.85, 18x16 AB 694373 0.87, none
#: more.  At 3: 0.97 and 0.88-1.00; at 1, 19x18 AB 20779 took 2.65 and 20x20 ABC 817622 1.21.
#: (Counting every round begun with the same best path, a short round with no beams too, 18x20 ABC
#: 232708 took 1.56: the fourth beam of the round after such rounds finds its longest path.)
QUIET_BEAMS = 2
#: a quiet round (``QUIET_BEAMS``) whose best path is at most this many cells below its bound aims at
#: the best path itself, no longer a cell below the bound: once the best path is the longest, one
#: sweep proves it, where the rounds prove a cell at a time (the lower they aim, the more states
#: they keep: on 19x18 AB 0 % 704251 of ``spellgen``, longest path 226, known at a bound of 232, six
#: rounds going down, 0.8 to 5.3 million states each, 20 million in all, where a sweep aiming at 226
#: proves it in 5.3 million).  Where the best path is not the longest, the sweep finds the longest
#: but keeps many more states than the rounds would; one given up past ``MAX_STATES`` ends its round,
#: and the rounds go on as before while the best path stays the same (``_give_up``).  Search nodes to
#: the proof (deterministic, 500-node slices): 704251 0.56 (19.2 s of CPython against 34.4), 19x17
#: ABC 803946 0.88, 17x16 ABC 392958 0.79, the other 98 of 101 hard grids (hardgrids.py's seeds 1-19,
#: the README's named grids, 20 AB grids of 17-20 a side) the same but 18x19 AB 234111, 0.99.  At 8:
#: 20x19 ABC 398055 0.60, but 18x20 AB 105965 1.15; at 3, 704251 0.72.
DEEP_GAP = 5
#: the share of a beam carried into the round after a proof, when it keeps only paths as long as the
#: round's bound (what it finds is then the longest path, and ends the search): search nodes to the
#: proof (deterministic, 500-node slices, before the parity of the path's ends) on seed 3's 19x19
#: digits of tests/bench/hardgrids.py 209,208 against 229,639 at ``AIM_SHARE`` (the carried beam of
#: 1,000 states finds its 219 cells), 213,701 at 0.8; seed 4's 19x18 AB 85,823 against 87,858, 20x20
#: ABC 138,383 against 138,258, the other hard grids alike.  (A beam is short: one that finds
#: nothing soon leaves the turns to the sweep.)
CARRIED_SHARE = 0.95
#: the aimed beams' share when the best path is a cell short of the round's bound: the round's
#: sweeps aim at the bound itself, and either prove the best path the longest or find one as long as
#: the bound, which the beams find far sooner.  On a 19x17 ABC 10 % grid (seed 803946 of
#: ``spellgen``), its bound at 183 cells after 10 s of CPython and its best path at 182, the exact
#: sweep found 183 after 30 s more, beams of 1,000 states going down or up in 1 s each.  Search nodes
#: to the proof (deterministic, 500-node slices) on that grid 234,264 against 396,042 with no beams
#: there (21.4 s against 40.7; 14.4 s at 0.5, 31.2 s at 0.2; measured before the beams kept the
#: states with the highest bound, ``frontier._narrow``: since, 135,897).  Where the best path is the
#: longest, the round pays for beams that cannot succeed: on the 10 proven grids of the README's
#: table and the 30 random grids of ``FINAL_RACE``, at 0.3 every grid took the same nodes but 17x17
#: AB 927262 (1.06); at 0.5 15x20 AB 738892 took 1.24, 927262 1.20.
TIE_SHARE = 0.3


@dataclass(slots=True)
class Proof:
    """The second stage: per component, the most cells a path can have as proven so far."""

    bounds: list
    queue: list  # components still to sweep, best bound first
    start_nodes: int
    sweeps: list = field(default_factory=list)  # the component's sweeps: one per way, then the race's winner
    k: int = -1  # the component being swept
    work: int = 0  # sweep states handled
    given_up: list = field(default_factory=list)  # components whose sweep grew too big
    beam: object = None  # the beam sweep, when it is still running
    walk: object = None  # the local search (``improve.Walk``), when it is still running
    home: int = None  # the component of the best path at the handoff (walk and beam run there)
    beams: int = 0  # beams started (the next goes the way of ``BEAM_WAYS`` and ``_beam_width`` of this)
    opened: dict = field(default_factory=dict)  # component -> its sweep, opened first to bound it
    opening: list = field(default_factory=list)  # the components whose sweep is not yet open
    plans: dict = field(default_factory=dict)  # (component, way) -> a sweep done with (``_keep_plans``)
    first: dict = field(default_factory=dict)  # component -> the way of its sweep that ended last
    raced: dict = field(default_factory=dict)  # component -> True when a way alone ended its last round
    aimed: object = None  # the round's aimed beam in work (``_aimed_turn``)
    aimed_i: int = 0  # the next aimed beam's place in the ladder of ``_aimed_turn``
    aims: int = 0  # aimed beams started in the round
    aimed_k: int = -1  # the component of the aimed beam
    round_work: list = field(default_factory=lambda: [0, 0])  # the round's states: exact sweeps, aimed beams
    runners: list = field(default_factory=list)  # the race's other ways, best first (``_give_up``)
    too_big: dict = field(default_factory=dict)  # (component, way) -> the highest aim its sweep was given up at
    ran: set = field(default_factory=set)  # (way, width) of the round's aimed beams that ran to their end
    fruitless: set = field(default_factory=set)  # (component, way, width, aim) of aimed beams that ended with no path
    quiet: bool = False  # the round is a quiet one (``QUIET_BEAMS``)
    round_from: tuple = None  # the component of the last round begun and the best path's cells then
    last_aims: int = 0  # the aimed beams the last round started
    deep: bool = False  # the round aims at the best path itself (``DEEP_GAP``)
    deep_failed: dict = field(default_factory=dict)  # component -> the best path's cells at its deep round given up
    parked_big: dict = field(default_factory=dict)  # component -> the highest aim its sweep, parking, was given up at
    park_next: int = None  # the component given up to go on parking in its next round (``_go_on_parking``)
    last_work: dict = field(default_factory=dict)  # component -> the states of the sweep that ended its last round
    regrouped: bool = False  # the round's ways run together (``_regroup``)
    reached: dict = field(default_factory=dict)  # way -> the share of its cells its sweep given up in the round reached


def start_proof(s):
    """Plan the second stage: the sweeps of the components that may beat the best path, opened
    first (``_open_turn``), then a local search from the best path (and ``FIRST_BEAMS`` beams),
    then the sweeps."""
    bounds = [_component_bound(comp) for comp in s.comps]
    queue = sorted((k for k, b in enumerate(bounds) if b > len(s.best)), key=lambda k: -bounds[k])
    opened = {k: start_sweep(s.comps[k], len(s.best)) for k in queue}
    p = Proof(bounds, queue, s.nodes, opened=opened, opening=list(queue))
    p.home = next((k for k, comp in enumerate(s.comps) if len(s.best) > 1 and s.best[0] in comp.cells), None)
    if p.home is not None and queue:
        p.walk = _start_walk(s, p.home)
        if FIRST_BEAMS:
            _start_beam(p, s.comps, len(s.best))
    return p


def _open_turn(s, nodes):
    """Advance the next component's sweep until it is open: its bound (often below the block-cut
    bound: 182 against 191 on tests/bench/spell.py's 16x16 AB 5 %) then holds for the component."""
    p = s.proof
    k = p.opening[0]
    sw = p.opened[k]
    _sweep_on(s, k, sw, nodes, CHUNK)  # (a chunk at a time: it stops once open, whatever the slices)
    if is_open(sw):
        p.opening.pop(0)
        p.queue.sort(key=lambda c: -p.bounds[c])


def _sweep_on(s, k, sw, nodes, most=None):
    """Advance component ``k``'s sweep by about ``nodes`` nodes (and ``most`` states at most); take
    a longer path it finds and the component's bound it proves.  A softened sweep (``_soften``) no
    longer hardens once a path found in its round (by a beam, mostly) is as long as the cells it
    was softened to: it goes on to prove the best path the longest, as a deep round would (``DEEP_GAP``),
    where hardened it would prove only its round's aim, and the round after it aim at the best path
    (on 20x20 AB 5 % 84347 of ``spellgen``, longest path 259, found by a beam early in the round
    aiming above 260 and softened to 259: that round hardened and proved 260 in 12 million states,
    the next 259 in 18 million; kept softened, the round proves 259 in 18 million).  Search nodes to
    the proof (deterministic, 500-node slices): 84347 0.66 (20.6 s of CPython against 32.2), 18x20 AB
    0 % 105965 0.93, 20x20 AB 5 % 171337 1.04, 18x20 AB 5 % 136651 0.72, the other grids of the 101
    of ``DEEP_GAP`` the same.  (Not hardening whenever the best path is as long as the cells a sweep
    is softened to, a round begun so too, 19x20 AB 0 % 231200 was not proven at 100 s instead of
    88 s: its sweeps aiming at 302 cells, one less than its longest path, were all given up.)"""
    sw.lower = max(sw.lower, len(s.best))
    if sw.soft > sw.lower <= len(s.best) > s.proof.round_from[1]:
        sw.soft = sw.lower
    start = sw.work
    advance(sw, min(max(1, nodes) * STATES_PER_NODE, most or float("inf")))
    _count(s, sw.work - start)
    if sw.best_len > len(s.best):
        s.best = best_cells(sw)
    s.proof.bounds[k] = min(s.proof.bounds[k], sw.bound if sw.done else max(sw.bound, sw.lower))


def _start_walk(s, k):
    comp = s.comps[k]
    where = {cell: v for v, cell in enumerate(comp.cells)}
    return start_walk(comp.nbrs, [where[cell] for cell in s.best], MOVES)


def _walk_turn(s, nodes):
    """Make about ``nodes`` nodes' worth of local search moves; take a longer path."""
    p = s.proof
    moves = max(1, nodes // NODES_PER_MOVE)
    path = walk_on(p.walk, moves)
    _count(s, moves * NODES_PER_MOVE * STATES_PER_NODE)
    if len(path) > len(s.best):
        s.best = tuple(s.comps[p.home].cells[v] for v in path)
    if not p.walk.left:
        p.walk = None


def _count(s, work):
    """Count ``work`` states (or their worth) as done in the second stage, and as search nodes."""
    p = s.proof
    before = p.work
    p.work += work
    s.nodes += p.work // STATES_PER_NODE - before // STATES_PER_NODE


def _component_bound(comp):
    """The block-cut bound of the whole component, from its best start."""
    tree = block_tree(comp.adj, comp.mask, comp.odd)
    return max(block_bound(tree, v) for v in range(len(comp.cells)))


def sweep_turn(s):
    """True when the sweep is behind its share of the nodes since the handoff (and has work left)."""
    p = s.proof
    if _spent(p):
        return False
    return p.work // STATES_PER_NODE <= SWEEP_SHARE * (s.nodes - p.start_nodes)


def proof_turn(s, nodes):
    """Advance the sweeps by about ``nodes`` nodes; the search is done once every component is proven."""
    _turn(s, nodes)
    if not s.done:
        _go_on_parking(s)


def _turn(s, nodes):
    """``proof_turn``, but for going on parking."""
    p = s.proof
    if max(p.bounds) <= len(s.best):
        s.done = True  # the best path meets every component's bound
        return
    if p.opening:
        _open_turn(s, nodes)
        return
    if _idle(p) or _late_beam(p, len(s.best)):
        _start_beam(p, s.comps, len(s.best))  # (when idle, ``sweep_turn``: only when ``_another_beam``)
    if p.walk is not None:
        _walk_turn(s, nodes)
        return
    if p.beam is not None:
        _beam_turn(s, nodes)
        return
    if not p.sweeps:
        p.k = p.queue.pop(0)
        opened = p.opened.pop(p.k, None)
        if p.bounds[p.k] > len(s.best):
            _start_sweeps(s, p.k, opened)
    if p.sweeps:
        _sweeps_turn(s, nodes)
    if not p.sweeps and not p.queue and not p.given_up:
        s.done = True  # every component is proven: none beats the best path


def _start_sweeps(s, k, opened):
    """Sweep component ``k`` aiming at its bound: keeping only paths of at least ``bounds[k]``
    cells, a sweep that ends with none proves the bound one less (and the next sweeps aim there),
    two less while it stays softened (``_soften``); one that finds a path finds the component's
    longest.  Each time the ways of ``SWEEP_WAYS`` race, the way that ended the time before first,
    but not a way given up aiming as low or lower (``_give_up``); a way swept before is not set up
    again.  Once a way has won a round alone, it goes on alone in the component's next round, the
    others waiting as runners (``_give_up``): aiming a cell lower, the same way mostly wins again
    (search nodes to the proof, deterministic, 500-node slices: 16x16 AB 5 % of tests/bench/spell.py
    0.77, 17x16 digits 286770 of ``spellgen`` 0.95, seed 9's 19x20 ABC 145269 0.94; on the 60 random
    grids of the README's "Beyond the table" 0.996, none more than 1.005)."""
    p = s.proof
    p.quiet = p.round_from == (k, len(s.best)) and p.last_aims >= QUIET_BEAMS
    p.round_from = (k, len(s.best))
    park, p.park_next = p.park_next == k, None
    p.deep = not park and _deep(s, k)
    comp, aim = s.comps[k], len(s.best) if p.deep else _round_aim(s, k)
    first = p.first.get(k, SWEEP_WAYS[0])
    ways = [first, *(way for way in SWEEP_WAYS if way != first)]
    ways = [way for way in ways if p.too_big.get((k, way), -1) < aim]  # (else it keeps all it kept then, and more)
    if park:
        ways = [first]  # (``_go_on_parking``)
    p.sweeps = []
    if p.raced.get(k):
        ways, p.runners = ways[:1], ways[1:]
    for way in ways:
        sw = _swept_again(p, k, way, aim)
        if sw is None:
            sw = opened if opened is not None and opened.way == way else start_sweep(comp, aim, way=way)
        sw.lower = max(sw.lower, aim)
        sw.park = LAST_PARK if park else 0
        p.sweeps.append(_soften(s, k, sw))  # (going on parking, its way was given up aiming as low: not softened)
    if not p.sweeps:
        p.given_up.append(k)


def _deep(s, k):
    """True when component ``k``'s round aims at the best path itself (``DEEP_GAP``): a quiet round
    (``QUIET_BEAMS``), its best path two to ``DEEP_GAP`` cells below its bound, unless a round
    aiming there was given up (``_give_up``)."""
    p, best = s.proof, len(s.best)
    return p.quiet and 2 <= p.bounds[k] - best <= DEEP_GAP and p.deep_failed.get(k) != best


def _soften(s, k, sw):
    """The sweep ``sw`` of component ``k``'s round, softened to aim a cell below the round's aim
    (``frontier.soften``), unless its way was given up aiming as low (then it stays as it is)."""
    soft = max(len(s.best), s.proof.bounds[k] - 2)
    if s.proof.too_big.get((k, sw.way), -1) < soft:
        soften(sw, soft)
    return sw


def _round_aim(s, k):
    """What component ``k``'s round of sweeps keeps paths longer than: its bound less one cell (or the best path)."""
    return max(len(s.best), s.proof.bounds[k] - 1)


def _swept_again(p, k, way, aim, among=()):
    """A sweep of component ``k`` going ``way`` and aiming at ``aim``, set up from one swept before
    (``plans``) or from one of ``among`` going that way (``frontier.sweep_again``); None if none can be."""
    plan = p.plans.get((k, way)) or next((sw for sw in among if sw.way == way), None)
    return None if plan is None else sweep_again(plan, aim)


def _keep_plans(p, sweeps):
    """Keep these sweeps of the component in work, done with, for ``frontier.sweep_again`` (without their states)."""
    for sw in sweeps:
        sw.states, sw.op, sw.parked, sw.park = {}, None, [], 0
        if sw.covers is not None:
            p.plans[p.k, sw.way] = sw


def _sweeps_turn(s, nodes):
    """Advance the component's sweeps: each way in turn until it has handled ``RACE`` states, then
    the ``FINALISTS`` that got furthest until they have handled ``FINAL_RACE``, then only the one
    that got furthest.  The first that ends proves the component; one past ``MAX_STATES`` states is
    given up (``_give_up``).  Past ``AIM_AFTER`` states, aimed beams take their share of the round's
    turns (``_aimed_turn``, ``_aim_share``)."""
    p = s.proof
    exact, aimed = p.round_work
    share = _aim_share(s)
    short = len(s.best) < p.bounds[p.k]  # (else the beams could find no longer path)
    if short and exact > AIM_AFTER and aimed * (1 - share) < share * (exact - AIM_AFTER) and _aimed_turn(s, nodes):
        return  # (the beams' share of the round's states since ``AIM_AFTER``, while they last)
    _regroup(s)
    leg = _leg(p)  # (each way of the leg in turn)
    sw = next((sw for sw in p.sweeps if leg and sw.work < leg), p.sweeps[0])
    if p.regrouped:
        sw = min(p.sweeps, key=_pace)
    start = sw.work
    _sweep_on(s, p.k, sw, nodes, leg - sw.work if leg and sw.work < leg else None)  # (the leg's length, any slices)
    p.round_work[0] += sw.work - start
    if sw.done:
        _end_round(p, sw.way)
        if p.bounds[p.k] > len(s.best):  # aimed too high: aim lower
            _queue_again(p)
        return
    if p.regrouped and len(p.sweeps) > 1 and sum(len(other.states) for other in p.sweeps) > MAX_STATES:
        _drop_biggest(p)
    elif (_too_much(sw) if sw.park else len(sw.states) > MAX_STATES) or sw.stuck:
        _give_up(s, sw)
    elif leg and all(sw.work >= leg for sw in p.sweeps):
        ranked = sorted(p.sweeps, key=lambda sw: (sw.k, -len(sw.states)), reverse=True)
        keep = FINALISTS if len(ranked) > FINALISTS else 1
        _keep_plans(p, ranked[keep:])
        p.sweeps, p.runners = ranked[:keep], [sw.way for sw in ranked[keep:]] + p.runners


def _regroup(s):
    """The race's other ways join the round's one sweep once it has run long (``REGROUP_AFTER``):
    from then on, the sweep that has handled the fewest states per position it has reached goes on
    (``_pace``), and the first that ends ends the round, its way going on alone in the next.  Not in
    a round aiming at the best path (``DEEP_GAP``, or a cell short of the bound): that one keeps far
    more states than the round before, its one sweep runs long whatever its way (on 17x20 AB 5 %
    21772 of ``spellgen``, joined in its deep round, the way proving it, down, was given up beside
    the others, and the search not proven at 90 s of CPython instead of in 16 s).  Past
    ``MAX_STATES`` together, the biggest leaves (``_drop_biggest``).  A round that regroups has run
    long: it may start as many aimed beams again (``AIMED_BEAMS``), the ladder going on where it was
    (on 20x20 AB 5 % 866897, longest path 288, its best path 286 from 11 s of CPython, the round's
    five beams of 400 and 1,000 states found nothing, and the sweep going left found 288 at 42 s;
    the round's eighth beam, 2,500 states going down, finds it in 2.8 s: proven in 22.3 s.  Search
    nodes to the proof, deterministic, 500-node slices: 0.999 of the sum on the 117 hard grids of
    the README's "Beyond the table" (18x16 AB 694373 0.60, 20x20 AB 0 % 881527 0.75, proven in
    36.0 s against 51.7; 20x20 AB 5 % 93801 1.52, 12.3 s against 8.7, 20x20 AB 0 % 405474 1.14),
    1.0-1.05 on the other 15 of 20 fresh AB grids of 18-20 a side proven within 70 s.)"""
    p = s.proof
    if p.regrouped or p.deep or len(s.best) >= p.bounds[p.k] - 1 or len(p.sweeps) != 1 or not p.runners:
        return
    sw, last = p.sweeps[0], p.last_work.get(p.k)
    if last is None or sw.work < max(REGROUP_MIN, REGROUP_AFTER * last) or sw.k > REGROUP_BEFORE * len(sw.cells):
        return
    _runners_go_on(s)  # (as many aimed beams again, the ladder going on)


def _pace(sw):
    """The states sweep ``sw`` has handled per position it has reached: of a regrouped round's sweeps,
    the lowest goes on.  A way that has got far for its states mostly ends first: on 18x20 AB 0 %
    105965 of ``spellgen``, aiming above 263 cells, going right was at position 142 of 275 after 3.9
    million states, up at 86 after 2.4, left at 61 after 1.7; right ended at 6 million, up was then
    at 89.  Where states grow late in a sweep, its pace falls and the others go on.  Search nodes to
    the proof (deterministic, 500-node slices) against the fewest states (a way that joined counting
    those the one had handled then as its own): 105965 0.82 (36.9 s of CPython against 44.1), 18x20
    AB 0 % 859163 0.56, 20x20 AB 5 % 171337 0.58, 20x20 AB 5 % 93801 0.69, 0.952 of the sum on the
    117 grids of the README's "Beyond the table" and hard grids (20x20 AB 0 % 405474 1.22, 20x20 AB
    0 % 881527 1.20: the one sweep, at position 133 of 316 after 10 million states, waited while a
    way that joined ended the round in 14.7 million, where it would have ended in 3.1 million more);
    0.996 on 20 fresh random AB grids of 18-20 a side, 0-5 % blanks (20x20 AB 5 % 866897 1.16,
    19x18 AB 0 % 275329 0.81).  (Weighing the position more, states over its square, 1.07 on the
    slowest 12 of the 117; its cube, 1.07; a profile of the states a sweep handles by its position,
    1.07; the furthest way twice the share of the next, 1.05.)"""
    return sw.work / (sw.k + 1)


def _runner_sweep(s, way):
    """A sweep of the round going ``way``, a runner of the race, aiming at the round's aim (softened)."""
    p = s.proof
    aim = _round_aim(s, p.k)
    return _soften(s, p.k, _swept_again(p, p.k, way, aim) or start_sweep(s.comps[p.k], aim, way=way))


def _drop_biggest(p):
    """Past ``MAX_STATES`` states together, the round's sweep with the most states leaves it (the
    round's sweeps keep no more states than one did), not given up: alone, it might not have grown
    so big, and its way waits as a runner should the others be given up (``_give_up``)."""
    drop = max(p.sweeps, key=lambda sw: len(sw.states))
    p.sweeps.remove(drop)
    p.runners.append(drop.way)
    _keep_plans(p, [drop])


def _queue_again(p):
    """Queue the component's next round."""
    p.queue.append(p.k)
    p.queue.sort(key=lambda c: -p.bounds[c])


def _leg(p):
    """The states each of the round's sweeps handles in this leg of the race (None once one is left)."""
    n = len(p.sweeps)
    return None if n < 2 or p.regrouped else RACE if n > FINALISTS else FINAL_RACE


def _go_on_parking(s):
    """Once the search would have nothing left to do but the depth-first search (``stalled``: every
    component left given up, the plain beams all run), a component given up goes on in a round of
    its own: the way that ended its last round, from its start, parking (``LAST_PARK``), unless a
    sweep of it was given up parking aiming as low or lower (``parked_big``).  (On 19x20 AB 0 %
    312510 of ``spellgen`` the search would have stalled at 302..303 from 150 s of CPython, going
    left, parking, aiming above 302, still at work at 300 s; on 19x20 AB 0 % 361342 at 287..289
    from 259 s.  Slow, but no longer stalled: its states packed (``frontier.packed``), a sweep
    parking holds at most ``LAST_STATES`` in a pass.)"""
    p = s.proof
    if not _spent(p):
        return
    k = next((k for k in p.given_up if p.parked_big.get(k, -1) < _round_aim(s, k)), None)
    if k is not None:
        p.given_up.remove(k)
        p.queue.append(k)
        p.park_next = k


def _too_much(sw):
    """True when the sweep ``sw``, parking, holds more than ``LAST_STATES`` or its parts set aside
    take more than ``PARKED_BYTES``."""
    return len(sw.states) > LAST_STATES or parked_bytes(sw) > PARKED_BYTES


def _give_up(s, sw):
    """Give up a sweep past ``MAX_STATES``: the race's other ways go on in its place, together
    (``_runners_go_on``), or, while the best path is a cell short of the bound, the next alone (from
    its start); when none is left, the sweep goes on, parking (``LAST_PARK``), or the way given up furthest
    through its cells from its start (``_furthest``), and once its parts take ``PARKED_BYTES`` too
    (``_too_much``) the component is given up.  A way given up is not swept again aiming as low
    or lower (``_start_sweeps``): keeping all the paths it kept, and more, it would grow as big.
    While the best path is a cell short of the bound, the round may then start as many aimed beams
    again as its limit, the ladder going on where it was (``_next_aimed``): its sweeps aim at the
    bound itself, so their proof, if the best path is the longest, will be long, and a path as long
    as the bound, if there is one, a wider beam finds far sooner.  (On 20x18 AB 0 % 256085 of
    ``spellgen``, longest path 278, found by none of the round's five beams: every way given up
    aiming at it, 26 s of 40 s of CPython, before a plain beam of 1,000 states going right found it;
    the round's eighth beam, that one, finds it 5 s after the first way is given up.  Search nodes to
    the proof, deterministic, 500-node slices: 0.65 there; on 52 hard grids, seeds 1-9 of
    tests/bench/hardgrids.py, the README's named grids and eight AB grids of 18-20 a side taking
    over 30 s, the same on all others but 18x19 AB 95119, 1.01.)"""
    p = s.proof
    if len(s.best) == p.bounds[p.k] - 1:
        p.aims = 0
    if p.sweeps == [sw] and not p.runners and not p.deep and not sw.park and not sw.stuck:
        _furthest(s, sw).park = LAST_PARK  # (the round's last way goes on, parking: ``LAST_PARK``)
        return
    p.reached[sw.way] = max(p.reached.get(sw.way, 0), sw.k / len(sw.cells))
    p.too_big[p.k, sw.way] = max(p.too_big.get((p.k, sw.way), -1), sw.lower)
    if sw.park:
        p.parked_big[p.k] = max(p.parked_big.get(p.k, -1), sw.lower)
    p.sweeps.remove(sw)
    _keep_plans(p, [sw])
    if p.deep:  # (the round ends, proving nothing; the next aim as before ``DEEP_GAP``)
        p.deep_failed[p.k], p.runners = p.round_from[1], []
        _end_round(p, None)
        _queue_again(p)
        return
    if not p.sweeps and p.runners and len(s.best) < p.bounds[p.k] - 1:
        _runners_go_on(s)
    elif not p.sweeps and p.runners:
        p.sweeps = [_runner_sweep(s, p.runners.pop(0))]
        p.sweeps[0].work = RACE  # (the race is over)
    elif not p.sweeps:
        p.given_up.append(p.k)
        _end_round(p, None)


def _runners_go_on(s):
    """The runners join the round's sweeps, from their start, and the round may start as many aimed
    beams again: in a regrouped round (``_regroup``, ``_pace``), and once the round's one sweep is
    given up (``_give_up``, the runners then going on together);
    not while the best path is a cell short of the bound (as ``_regroup``).  One at a time, best
    first, as before, the way that proves the round may come last: on 18x18 AB 0 % 206349 of
    ``spellgen`` (longest path 227), aiming above 228 cells, down, the round's one way, was given up
    at 14 s of CPython, then left at 19 s, and up, which regrouped at 25 s; right, the last, ended
    the round at 31 s.  Together, right ends it at 28 s.  Search nodes to the proof (deterministic,
    500-node slices): 206349 0.84 (proven in 33.0 s against 39.9), 20x20 AB 0 % 881527 0.64 (24.2 s
    against 36.4: the aimed beam that finds its 296 cells, up, 1,000 states, starts 14 s sooner); the
    other 130 grids of the README's "Beyond the table" proven within 70 s, the same."""
    p = s.proof
    p.sweeps += [_runner_sweep(s, way) for way in p.runners]
    p.runners, p.regrouped, p.aims = [], True, 0


def _furthest(s, sw):
    """The round's last sweep ``sw``, or, when a way given up in the round had got further through
    its cells, a sweep of that way from its start in its place: with fewer nodes left to grow over,
    it is the likelier to end before it is given up (``_too_much``).  (On 19x20 AB 0 % 312510 of ``spellgen``,
    aiming above 303 cells, going left was given up at position 147 of 312, right, the last, at 82;
    right, parking, was given up within a second and the search was at 302..304 at 150 s of CPython;
    left, from its start, proves 303 by 119 s, the search at 302..303.  Where the last way is the
    furthest, as on 19x19 AB 0 % 153659, nothing changes.)"""
    p = s.proof
    way = max(p.reached, key=p.reached.get, default=None)
    if way is None or p.reached[way] <= sw.k / len(sw.cells):
        return sw
    p.too_big[p.k, sw.way] = max(p.too_big.get((p.k, sw.way), -1), sw.lower)
    _keep_plans(p, [sw])
    aim = _round_aim(s, p.k)
    p.sweeps = [_swept_again(p, p.k, way, aim) or start_sweep(s.comps[p.k], aim, way=way)]
    return p.sweeps[0]


def _aim_share(s):
    """The aimed beams' share of the round's states past ``AIM_AFTER``: ``TIE_SHARE`` when the best
    path is a cell short of the bound, else ``CARRIED_SHARE`` while a beam carried from the round
    before keeps only paths as long as the bound, else ``AIM_SHARE``."""
    p = s.proof
    if len(s.best) == p.bounds[p.k] - 1:
        return TIE_SHARE
    beam = p.aimed
    if beam is not None and p.aimed_k == p.k and not beam.done and beam.lower == p.bounds[p.k] - 1:
        return CARRIED_SHARE
    return AIM_SHARE


def _end_round(p, way):
    """The component's round of sweeps is over (``way``: the way of the sweep that ended it, if any)."""
    p.raced[p.k] = way is not None and (len(p.sweeps) == 1 or p.regrouped)
    if way is not None:
        p.last_work[p.k] = next(sw.work for sw in p.sweeps if sw.way == way)
    p.regrouped = False
    _keep_plans(p, p.sweeps)
    p.sweeps = []
    if way is not None:
        p.first[p.k] = way  # (and the aimed beam in work goes on into the next round, ``_aimed_turn``)
    else:
        p.aimed = None
    p.last_aims = p.aims
    p.aimed_i, p.aims, p.round_work, p.runners, p.ran, p.reached = 0, 0, [0, 0], [], set(), {}


def _aimed_turn(s, nodes):
    """Advance the round's aimed beam (starting the next when none is running: each way of
    ``BEAM_WAYS`` in turn at ``AIM_WIDTH``, then ``BEAM_GROWTH`` times wider, ``AIMED_BEAMS`` at
    most a round); False, and nothing done, once the round has started them all.  A path it finds
    is the component's longest if the round proves its bound one less, or if it reaches the bound
    (then the round is over).  A beam still at work when a round ends by a proof goes on in the
    component's next round, where what it may find is the bound or above, unless the bound is now
    below its aim; once it has run to its end there, the round's beams skip its way at its width
    (aiming one cell lower, it would keep much the same states: on seed 3's 19x19 digits of
    tests/bench/hardgrids.py, search nodes to the proof 180,673 against 197,897, on seed 4's 20x20
    ABC 128,381 against 137,274, the other hard grids alike)."""
    p = s.proof
    k = p.k
    if p.aimed_k != k:
        p.aimed, p.aimed_i, p.aims, p.aimed_k = None, 0, 0, k
    if p.aimed is None or p.aimed.done or p.aimed.lower >= p.bounds[k]:
        if p.aimed is not None and p.aimed.done:
            p.ran.add((p.aimed.way, p.aimed.width))
        p.aimed = _next_aimed(s, k)
        if p.aimed is None:
            return False
    sw = p.aimed
    start = sw.work
    advance(sw, max(1, nodes) * STATES_PER_NODE)
    _count(s, sw.work - start)
    p.round_work[1] += sw.work - start
    if sw.done and not sw.best_len:  # (its ``lower`` is still its aim: it rises only with a path found)
        p.fruitless.add((k, sw.way, sw.width, sw.lower))
    if sw.best_len > len(s.best):
        s.best = best_cells(sw)
        if len(s.best) >= p.bounds[k]:
            _end_round(p, None)
    return True


def _next_aimed(s, k):
    """The round's next aimed beam (None once it has started ``AIMED_BEAMS``, ``QUIET_BEAMS`` in a quiet
    round, since it began or since a sweep was given up with the best path a cell short of the bound,
    ``_give_up``): the next of the ladder but a beam carried from the round before ran its way at its width
    (not counted), and but one that ran to its end before aiming as it would, finding no path, an aimed
    beam or a plain one (``_beam_turn``): a beam goes the same way whenever it starts alike, and would
    find none again.  That one is counted, but once a way was given up aiming at the best path a cell
    short of the bound (``_tie_given_up``): the ladder then goes on to wider beams, which find a path
    as long as the bound, if there is one, far sooner than the sweeps left.  (On 20x20 AB 0 % 405474 of
    ``spellgen``, longest path 286, its best path at 285 from 7 s of CPython on and its bound at 286
    from 22 s: the round's beams of 400 and 1,000 states each way had run, plain or aimed, finding
    none, and a beam of 2,500 states, started once every way was given up at 56 s, found 286.  Search
    nodes to the proof, deterministic, 500-node slices: 0.49 there, proven in 28.3 s against 57.2;
    20x20 AB 5 % 93801 0.90, 18x20 AB 0 % 859163 0.97, 18x18 AB 0 % 206349 1.04; 0.997 of the sum on
    52 hard grids, 1.000 on 49 more.  Not counted in any round a cell short of its bound: 0.49 on
    405474 too, but 1.018 on the 52, 19x18 AB 806886 1.21, the rounds whose best path is the longest
    paying for wider beams.)  (A round that proves
    a cell less with the best path a cell short of its bound is followed by one whose beams aim as its
    own did: on 18x19 AB 652539 of ``spellgen`` the last round's five beams took 4.3 of its 19.5 s of
    CPython, all run before.  Search nodes to the proof, deterministic, 500-node slices: 652539 484,811
    against 519,340; the other 59 random grids of the README's "Beyond the table" the same but 14x15 AB
    658717, 1.001.)"""
    p = s.proof
    aim = _beam_aim(s, k)
    while p.aims < (QUIET_BEAMS if p.quiet else AIMED_BEAMS):
        i = p.aimed_i
        way, width = BEAM_WAYS[i % len(BEAM_WAYS)], _beam_width(i, AIM_WIDTH)
        p.aimed_i += 1
        if (way, width) in p.ran:
            continue  # (a beam carried from the round before ran it, aiming a cell higher)
        if (k, way, width, aim) in p.fruitless:
            p.aims += not _tie_given_up(s, k)
            continue
        p.aims += 1
        return _aimed_beam(s, k, i)
    return None


def _tie_given_up(s, k):
    """True when a way of component ``k`` was given up aiming at the best path, a cell short of the
    bound: at that path itself, not higher, in a round before (on 18x18 AB 0 % 206349 of ``spellgen``,
    longest path 227, its ways given up aiming above 228 with the bound at 229, the round after, a
    cell short of its bound, started two beams of 2,500 states for nothing, 5 s of CPython; search
    nodes to the proof, deterministic, 500-node slices, 0.94 there, the 131 other grids of the
    README's "Beyond the table" proven within 70 s the same)."""
    p, best = s.proof, len(s.best)
    return best == p.bounds[k] - 1 and any(p.too_big.get((k, way), -1) == best for way in SWEEP_WAYS)


def _beam_aim(s, k):
    """What the round's aimed beams keep paths longer than: the bound less two cells (or the best path)."""
    return max(len(s.best), s.proof.bounds[k] - 2)


def _aimed_beam(s, k, i):
    """Aimed beam ``i`` of component ``k``'s round, keeping only paths of at least its bound less
    one cell (set up from a sweep of the same way when there is one, ``frontier.sweep_again``)."""
    p = s.proof
    aim = _beam_aim(s, k)
    way, width = BEAM_WAYS[i % len(BEAM_WAYS)], _beam_width(i, AIM_WIDTH)
    sw = _swept_again(p, k, way, aim, p.sweeps)
    if sw is None:
        return start_sweep(s.comps[k], aim, width, way)
    sw.width = width
    return sw


def _start_beam(p, comps, lower):
    """Start the next beam, on the component of the best path at the handoff (set up from a sweep of
    the same way when there is one, as the aimed beams are: its 2-matching covers are not made again)."""
    way, width = BEAM_WAYS[p.beams % len(BEAM_WAYS)], _beam_width(p.beams)
    p.beam = _swept_again(p, p.home, way, lower) or start_sweep(comps[p.home], lower, width, way)
    p.beam.width = width
    p.beams += 1


def _beam_width(i, first=None):
    """The width of beam ``i`` (from 0): each way in turn at ``first`` (``BEAM_WIDTH``), then
    ``BEAM_GROWTH`` times wider."""
    return int((first or BEAM_WIDTH) * BEAM_GROWTH ** (i // len(BEAM_WAYS)))


def _beam_turn(s, nodes):
    """Advance the beam; once done, take its path if longer (and lengthen it by local search), or
    note it fruitless when it found none (``_next_aimed`` starts no aimed beam going alike)."""
    p, sw = s.proof, s.proof.beam
    start = sw.work
    advance(sw, max(1, nodes) * STATES_PER_NODE)
    _count(s, sw.work - start)
    if sw.done:
        p.beam = None
        if not sw.best_len:
            p.fruitless.add((p.home, sw.way, sw.width, sw.lower))
        if p.beams < FIRST_BEAMS:
            _start_beam(p, s.comps, len(s.best))
        if sw.best_len > len(s.best):
            s.best = best_cells(sw)
            p.walk = _start_walk(s, p.home)
            p.queue += [k for k in p.given_up if p.bounds[k] > len(s.best)]  # sweep them again
            p.given_up = []  # (the others cannot beat the new path)
            if not p.queue and not p.sweeps:
                s.done = True


def _late_beam(p, best):
    """True when the next of the ``LATE_AFTER`` beams is due (``best``: the best path's cells), from
    the start when the best path is far below the bound (``EARLY_SHARE``): the first series, then the
    next ones while the best path is more than two cells short of the bound (``LATE_SERIES``)."""
    if p.beam is not None or p.home is None or (p.work < LATE_AFTER and best >= EARLY_SHARE * max(p.bounds)):
        return False
    series = p.beams // len(BEAM_WAYS)
    return series == 0 or (series < LATE_SERIES and best < max(p.bounds) - 2)


def _idle(p):
    """True when no local search, beam or sweep is running and none is queued."""
    return not p.sweeps and not p.queue and p.beam is None and p.walk is None


def _spent(p):
    """True when the second stage has nothing left to do: idle, and no other beam to start."""
    return _idle(p) and not _another_beam(p)


def _another_beam(p):
    """True when every sweep left is given up and another beam may still find a longer path."""
    return bool(p.given_up) and p.home is not None and _beam_width(p.beams) <= MAX_BEAM_WIDTH


def stalled(s):
    """True when the bound can fall no further but by the depth-first search (which, on a grid this
    hard, in practice does not end): every component left was given up, each way past
    ``MAX_STATES`` (its last once its parts took ``PARKED_BYTES``, parking), the plain beams are all
    run, up to ``MAX_BEAM_WIDTH``, and a sweep of each, parking, was given up aiming as low or lower
    (``_go_on_parking``).  The page says so, so that the user knows to Stop and keep the best path."""
    p = s.proof
    return p is not None and not s.done and bool(p.given_up) and _spent(p)


def proof_bound(s):
    """The most cells a path can have, from the components' bounds (or None before the handoff)."""
    if s.proof is None:
        return None
    return max([len(s.best), *s.proof.bounds])
