"""Spellseeker grids (seed 004, labs AB and AC), split by the question each module answers:

- ``grid``     parse and write grids, which cells touch, the link graph as bit sets
- ``bounds``   upper bounds on a path from a head in a region; blocks and cuts
- ``seeker``   the exact, anytime search (state + slices), Progress and SpellResult
- ``proof``    its second stage on hard grids: ``improve`` (local search for a longer path), then
               ``frontier`` (sweeps that prove no path beats it), in turns with the search
- ``path``     ``longest_path`` (spellpath / spellseeker) and the sliced ``search_steps``
- ``checker``  spellseeker output and the checker (spellchecker)
- ``gen``      random grids (spellgen)

Requests are read in ``engine.api.spell_tools``; these modules take plain values.

>>> g = parse_grid("ABBB\\nBBAB\\n-B-A\\n")
>>> longest_path(g).length
6
>>> check_path(g, longest_path(g).path).message
'OK - Pathlength = 6'
"""

from .checker import Check, check_path, parse_seeker_output, write_seeker_output
from .gen import generate
from .grid import Grid, linked, neighbours, parse_grid, write_grid
from .path import longest_path, search_steps
from .seeker import Progress, SpellResult

__all__ = [
    "Grid",
    "Progress",
    "SpellResult",
    "Check",
    "parse_grid",
    "write_grid",
    "neighbours",
    "linked",
    "longest_path",
    "search_steps",
    "check_path",
    "parse_seeker_output",
    "write_seeker_output",
    "generate",
]
