"""Boardlab's engine: snakes-and-ladders and dice problems, pure Python with no dependencies.

One module per problem family:

- ``errors``   the one ``InputError`` (line, column, quoted text, what was expected)
- ``board``    ``Board`` (squares, jumps, start, goal, drawing geometry) and ``Rules``
- ``formats``  board formats ``pairs``, ``moves``, ``lc909``, ``uil``, ``counts``: parse, write, detect
- ``route``    fewest throws by BFS, the route, the layers, seed 002's pruned BFS, seed 003's printout
- ``games``    UIL "Moksha Patam" dice-script games (seed 001)
- ``chance``   probability of a board, one module per question (length, players, what-if, heat, simulation)
- ``dond``     Dice or No Dice (seed 004)
- ``spell``    hex grids and the exact anytime longest-path solver (seed 004)
- ``api``      the one door: reads every request (options tables, limits), answers with plain dicts
- ``cli``      ``python3 -m engine <command>``, a door over ``api``
- ``limits``   every size limit, one table (the page reads it through ``api.describe()``)
- ``numbers``  fractions and their exact decimals as replies show them
- ``steps``    long work as generators of progress

>>> from engine import formats, route
>>> board = formats.parse("Ladder = [[6,46],[19,43],[52,71],[57,98]]\\nSnake = [[47,9],[62,40],[96,75]]")
>>> route.min_throws(board)
4
"""

from .board import Board, Jump, Rules
from .errors import InputError

__all__ = ["Board", "Jump", "Rules", "InputError"]
