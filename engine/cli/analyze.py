"""``analyze``: game length, winning odds and what-ifs for one board with a fair die, as JSON."""

import json

from .door import answer, read_inputs, request

HELP = "probability analysis of a board: mean, median, percentiles, seat odds, what-if (JSON)"
TOOL = "analysis"


def add_arguments(p):
    p.add_argument("files", nargs="?", metavar="FILE", help="board file (stdin when none)")


def run(args, out):
    name, text = next(read_inputs([args.files] if args.files else []))
    r = answer(name, request(args, TOOL, text))
    if r is None:
        return 1
    r.pop("format")
    json.dump(r, out, indent=1)
    print(file=out)
    return 0
