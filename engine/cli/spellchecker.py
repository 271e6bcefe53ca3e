"""``spellchecker [FILE...]``: check spellseeker output (seed 004): ``OK - Pathlength = N`` or the first bad step."""

from .door import answer_each, files_argument

HELP = "check spellseeker output: prints 'OK - Pathlength = N', or the first bad step and exits 1"
TOOL = "spellcheck"


add_arguments = files_argument("spellseeker output")


def run(args, out):
    def show(name, verdict):
        print(verdict["message"], file=out)
        return 0 if verdict["ok"] else 1

    return answer_each(args, TOOL, show)
