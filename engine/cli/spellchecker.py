"""``spellchecker [FILE...]``: check spellseeker output (seed 004): ``OK - Pathlength = N`` or the first bad step."""

from .door import answer, read_inputs, request

HELP = "check spellseeker output: prints 'OK - Pathlength = N', or the first bad step and exits 1"
TOOL = "spellcheck"


def add_arguments(p):
    p.add_argument("files", nargs="*", metavar="FILE", help="spellseeker output (stdin when none)")


def run(args, out):
    status = 0
    for name, text in read_inputs(args.files):
        verdict = answer(name, request(args, TOOL, text))
        if verdict is None:
            status = 1
            continue
        print(verdict["message"], file=out)
        if not verdict["ok"]:
            status = 1
    return status
