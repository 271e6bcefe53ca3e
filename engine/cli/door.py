"""What every command shares: reading its files, its flags from the options tables, the request
it sends to ``engine.api`` and the printing of an error reply."""

import sys

from .. import api
from ..api.options import SAME

__all__ = ["read_inputs", "add_options", "request", "answer", "result_of", "warn", "answer_each", "files_argument"]


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


def _flag_help(option):
    return option.help.replace("%", "%%")


def add_options(p, tool):
    """One argparse argument per option of ``tool`` that the command line has (values are read as
    text and checked by the api, so a mistake gets the page's message)."""
    for option in api.TOOLS[tool].options:
        if option.flag is None:
            continue
        if option.positional():
            p.add_argument(option.name, metavar=option.flag, help=_flag_help(option))
        elif option.kind == "bool":
            value = not option.cli_flag().startswith("--no-")
            p.add_argument(
                option.cli_flag(), dest=option.name, action="store_const", const=value, help=_flag_help(option)
            )
        else:
            metavar = option.metavar or ("{" + ",".join(option.choices) + "}" if option.choices else None)
            p.add_argument(option.cli_flag(), dest=option.name, metavar=metavar, help=_flag_help(option))


def request(args, tool, text="", **fixed):
    """The request the arguments make: given flags, then each option's command-line default."""
    options = {}
    for option in api.TOOLS[tool].options:
        value = getattr(args, option.name, None)
        if value is None and option.cli_default != SAME:
            value = option.cli_default
        if value is not None:
            options[option.name] = value
    options.update(fixed)
    return {"tool": tool, "text": text, "options": options}


def answer(name, req):
    """The result of a request, or None after printing its error as ``NAME: message`` on stderr."""
    return result_of(name, api.handle(req))


def result_of(name, reply):
    """The result of a reply, or None after printing its error as ``NAME: message`` on stderr."""
    if reply["ok"]:
        return reply["result"]
    print(f"{name}: {reply['error']['message']}", file=sys.stderr)
    if reply.get("internal"):
        print(reply["error"]["details"], file=sys.stderr)
    return None


def warn(name, warnings):
    for w in warnings:
        print(f"{name}: warning: {w}", file=sys.stderr)


def answer_each(args, tool, show):
    """Send every input file to ``tool`` and ``show(name, result)`` each answer (it may return an
    exit status); an error reply is printed and counts as status 1. Returns the largest status."""
    status = 0
    for name, text in read_inputs(args.files):
        result = answer(name, request(args, tool, text))
        status = max(status, 1 if result is None else show(name, result) or 0)
    return status


def files_argument(what):
    """``add_arguments`` for a command that reads FILEs (stdin when none)."""

    def add_arguments(p):
        p.add_argument("files", nargs="*", metavar="FILE", help=f"{what} (stdin when none)")

    return add_arguments
