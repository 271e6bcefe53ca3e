"""``python3 -m engine <command>``: one subcommand per seed program, each in its own module here.

The command line is a door over ``engine.api``, like the page's bridge: each command turns its
arguments into a request (``{"tool", "text", "options"}``), lets ``api.handle`` answer it, and
prints the reply's text. Its flags are generated from the tool's options table
(``engine.api.tables``), so the page and the command line read the same options with the same
messages. Every command module defines ``HELP`` (one line), ``TOOL`` (the api tool),
``add_arguments(parser)`` (its files and the flags that only choose what to print) and
``run(args, out) -> int`` (the exit status). Input errors are printed as
``FILE: line L, col C: ...`` on stderr and make the exit status 1; Ctrl-C makes it 130, after
the spell commands print their best path so far (a job of the api, as the page's Stop).
"""

import argparse
import sys

from . import (
    analyze,
    check,
    convert,
    dond,
    flow,
    moksha,
    optimal,
    spellchecker,
    spellgen,
    spellpath,
    spellseeker,
    throws,
)
from .door import add_options, read_inputs

__all__ = ["main", "COMMANDS", "read_inputs"]

#: subcommand -> module
COMMANDS = {
    "throws": throws,
    "convert": convert,
    "moksha": moksha,
    "analyze": analyze,
    "flow": flow,
    "optimal": optimal,
    "dond": dond,
    "spellpath": spellpath,
    "spellseeker": spellseeker,
    "spellchecker": spellchecker,
    "spellgen": spellgen,
    "check": check,
}


def build_parser():
    parser = argparse.ArgumentParser(
        prog="python3 -m engine",
        description="Boardlab's engine: snakes-and-ladders and dice problems from the seed programs.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name, module in COMMANDS.items():
        p = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(p)
        add_options(p, module.TOOL)
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
    except KeyboardInterrupt:  # (the spell commands print their best path first: ``spell``)
        print("interrupted (Ctrl-C)", file=sys.stderr)
        return 130
    except OSError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
