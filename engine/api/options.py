"""The one options reader: a table per tool says each option's type, default, range and help.

Vocabulary: an ``Option`` describes one control of the page and one flag of the command line;
``read(table, raw)`` turns a request's raw options (JSON values, or the command line's strings)
into typed values, the default where a value is missing, ``None`` or empty. Every mistake is an
InputError at line 1, column 1 (options are not part of the text) whose message names the option.

>>> table = (Option("faces", "int", 6, "die faces", lo=1, hi=1000), Option("chain", "bool", False, "chain"))
>>> read(table, {"faces": "4"})
{'faces': 4, 'chain': False}
>>> read(table, {"faces": 0})
Traceback (most recent call last):
...
engine.errors.InputError: line 1, col 1: option faces is out of range: '0' (expected 1..1000)
"""

from dataclasses import dataclass

from ..errors import InputError

__all__ = ["Option", "read", "KINDS", "SAME"]

#: Option types: a whole number, a number, true/false, one of ``choices``, free text, or JSON data.
KINDS = ("int", "float", "bool", "choice", "text", "data")

#: ``Option.cli_default`` when the command line's default is the page's.
SAME = "(same)"

_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")


@dataclass(frozen=True)
class Option:
    """One option of one tool.

    ``flag`` is the command line's flag (``""``: ``--name`` with dashes; ``None``: the page only;
    a word without dashes, like ``ROWS``: a positional argument);
    ``cli_default`` replaces ``default`` on the command line when the two doors' defaults differ
    (the command line sends it explicitly, so the api still reads one request)."""

    name: str
    kind: str
    default: object
    help: str
    lo: object = None
    hi: object = None
    choices: tuple = ()
    flag: object = ""
    metavar: object = None
    cli_default: object = SAME

    def cli_flag(self):
        return self.flag or "--" + self.name.replace("_", "-")

    def positional(self):
        return bool(self.flag) and not self.flag.startswith("-")

    def expected(self):
        if self.kind == "choice":
            return " or ".join(self.choices)
        if self.kind in ("int", "float") and self.lo is not None:
            return f"{self.lo}..{self.hi}" if self.hi is not None else f"at least {self.lo}"
        return "true or false" if self.kind == "bool" else None

    def to_dict(self):
        return {
            "name": self.name,
            "type": self.kind,
            "default": self.default,
            "help": self.help,
            "min": self.lo,
            "max": self.hi,
            "choices": list(self.choices),
            "flag": None if self.flag is None else self.cli_flag(),
        }


def _fail(option, message, value):
    raise InputError(1, 1, f"option {option.name} {message}", found=str(value), expected=option.expected())


def _whole(option, value):
    text = str(value).strip()
    if isinstance(value, (bool, float)) or not text.lstrip("+-").isdigit() or not text.isascii():
        _fail(option, "must be a whole number, not", value)
    if text.count("+") + text.count("-") > 1:
        _fail(option, "must be a whole number, not", value)
    return int(text)


def _number(option, value):
    try:
        if isinstance(value, bool):
            raise ValueError
        x = float(str(value).strip())
    except ValueError:
        _fail(option, "must be a number, not", value)
    if x != x:  # NaN
        _fail(option, "must be a number, not", value)
    return x


def _flag(option, value):
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    return _fail(option, "must be true or false, not", value)


def value_of(option, value):
    """The typed value of one raw ``value`` (not missing)."""
    if option.kind == "data":
        return value
    if option.kind == "bool":
        return _flag(option, value)
    if option.kind == "choice":
        if str(value) not in option.choices:
            _fail(option, f"must be one of {', '.join(option.choices)}, not", value)
        return str(value)
    if option.kind == "text":
        return str(value)
    x = _whole(option, value) if option.kind == "int" else _number(option, value)
    if (option.lo is not None and x < option.lo) or (option.hi is not None and x > option.hi):
        _fail(option, "is out of range:", x)
    return x


def read(table, raw):
    """{name: typed value} for every option of ``table``, from the raw dict (unknown keys are ignored)."""
    raw = raw or {}
    out = {}
    for option in table:
        value = raw.get(option.name)
        missing = value is None or (isinstance(value, str) and value.strip() == "")
        out[option.name] = option.default if missing else value_of(option, value)
    return out
