"""``spellchecker [FILE...]``: check spellseeker output (seed 004): ``OK - Pathlength = N`` or the first bad step."""

import sys

from .. import spell
from ..errors import InputError
from . import read_inputs

HELP = "check spellseeker output: prints 'OK - Pathlength = N', or the first bad step and exits 1"


def add_arguments(p):
    p.add_argument("files", nargs="*", metavar="FILE", help="spellseeker output (stdin when none)")


def run(args, out):
    status = 0
    for name, text in read_inputs(args.files):
        try:
            grid, path = spell.parse_seeker_output(text)
        except InputError as e:
            print(f"{name}: {e}", file=sys.stderr)
            status = 1
            continue
        verdict = spell.check_path(grid, path)
        print(verdict.message, file=out)
        if not verdict.ok:
            status = 1
    return status
