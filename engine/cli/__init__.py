"""``python3 -m engine <command>``: one subcommand per seed program, each in its own module here.

Every command module defines ``HELP`` (one line), ``add_arguments(parser)`` and
``run(args, out) -> int`` (the exit status). Input errors are printed as
``FILE: line L, col C: ...`` on stderr and make the exit status 1.
"""

import argparse
import importlib
import sys

__all__ = ["main", "COMMANDS", "read_inputs"]

#: subcommand -> module name under engine.cli
COMMANDS = {
    "throws": "throws",
    "convert": "convert",
    "moksha": "moksha",
    "analyze": "analyze",
    "dond": "dond",
    "spellpath": "spellpath",
    "spellseeker": "spellseeker",
    "spellchecker": "spellchecker",
    "spellgen": "spellgen",
}


def read_inputs(files):
    """Yield (name, text) for each file, or for stdin when there are none."""
    if not files:
        yield "<stdin>", sys.stdin.read()
        return
    for name in files:
        if name == "-":
            yield "<stdin>", sys.stdin.read()
            continue
        with open(name, encoding="utf-8", errors="replace") as f:
            yield name, f.read()


def build_parser():
    parser = argparse.ArgumentParser(
        prog="python3 -m engine",
        description="Boardlab's engine: snakes-and-ladders and dice problems from the seed programs.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name, module_name in COMMANDS.items():
        module = importlib.import_module(f"{__name__}.{module_name}")
        p = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(p)
        p.set_defaults(_run=module.run)
    return parser


def main(argv=None, out=None):
    out = out or sys.stdout
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args._run(args, out)
    except BrokenPipeError:
        return 0
    except OSError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
