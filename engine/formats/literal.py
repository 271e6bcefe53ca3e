"""Python, JSON and C literals with their positions: the front end of the dict, tuple, array and
GfG readers.

Vocabulary: a *node* is one parsed value, ``Node(kind, value, at, delim)``: kind ``"int"``,
``"str"``, ``"name"``, ``"list"`` (``[...]``, ``(...)`` or a C ``{...}`` initialiser; value is a
list of nodes; ``delim`` its opening bracket) or ``"dict"`` (``{k: v}``; value is a list of
(key node, value node)); ``at`` is its offset in the text. A *statement* is
``Statement(name, dims, node, at)``: the last word before ``=`` or ``:`` (None for a bare
value), the bracketed sizes after it (``arr[]`` -> ``[None]``, ``move[30]`` -> ``[30]``), the value.

Type words before a name (``int``, ``const``, ``static``) are skipped; ``Input:`` and
``Example 1:`` labels are skipped; ``Output:`` or ``Explanation:`` ends the statements (the rest
of a pasted example is not part of the input).

>>> [(s.name, s.dims, s.node.kind) for s in statements("Input: N = 8\\nint arr[] = {3, 22};\\nOutput: 3")]
[('N', [], 'int'), ('arr', [None], 'list')]
"""

import re
from typing import NamedTuple

from ..errors import InputError
from ..text import position

__all__ = ["Node", "Statement", "statements", "fail", "as_int", "pairs_of", "searcher"]

_TOKEN = re.compile(
    r"\s*(?:(?P<int>[+-]?\d+(?![\w.]))|(?P<str>\"[^\"\n]*\"|'[^'\n]*')|(?P<name>[A-Za-z_]\w*)"
    r"|(?P<sym>[\[\](){}:=,;])|(?P<bad>\S+))"
)
_LABELS = {"input", "example", "testcase", "case"}
_ENDS = {"output", "explanation", "expected"}
_TYPES = {"int", "const", "static", "long", "unsigned", "auto", "var", "let", "final", "integer"}


class Node(NamedTuple):
    kind: str
    value: object
    at: int
    delim: str = ""


class Statement(NamedTuple):
    name: object
    dims: list
    node: Node
    at: int


def fail(text, at, message, expected):
    """An InputError at offset ``at`` quoting the word there."""
    m = re.compile(r"[^\s,\]\)}]{1,20}|\S").search(text, at)
    found = m.group() if m else "end of input"
    return InputError(*position(text, m.start() if m else len(text)), message, found=found, expected=expected)


def _tokens(text):
    out = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        if kind is None:
            break
        out.append((kind, m.group(kind), m.start(kind)))
    return out


class _Parser:
    def __init__(self, text):
        self.text = text
        self.toks = _tokens(text)
        self.i = 0

    def peek(self, k=0):
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else ("end", "", len(self.text.rstrip()))

    def take(self, expected):
        tok = self.peek()
        if tok[0] in ("end", "bad"):
            raise fail(self.text, tok[2], "found", expected)
        self.i += 1
        return tok

    def sym(self, tok, value):
        return tok[0] == "sym" and tok[1] == value

    def value(self):
        kind, val, at = self.take("a number, a list or a dictionary")
        if kind == "int":
            return Node("int", int(val), at)
        if kind == "str":
            return Node("str", val[1:-1], at)
        if kind == "name":
            return Node("name", val, at)
        if val in "[(":
            return self.items(at, val, "]" if val == "[" else ")")
        if val == "{":
            return self.braces(at)
        raise fail(self.text, at, "found", "a number, a list or a dictionary")

    def items(self, at, delim, close):
        out = []
        while not self.sym(self.peek(), close):
            out.append(self.value())
            if not self.sym(self.peek(), close):
                tok = self.take(f"',' or '{close}'")
                if not self.sym(tok, ","):
                    raise fail(self.text, tok[2], "found", f"',' or '{close}'")
        self.i += 1
        return Node("list", out, at, delim)

    def braces(self, at):
        if self.sym(self.peek(), "}"):
            self.i += 1
            return Node("dict", [], at, "{")
        first = self.value()
        if not self.sym(self.peek(), ":"):
            self.i -= 1
            while self.toks[self.i][2] != first.at:
                self.i -= 1
            return self.items(at, "{", "}")
        pairs = []
        key = first
        while True:
            colon = self.take("':' after a key")
            if not self.sym(colon, ":"):
                raise fail(self.text, colon[2], "found", "':' after a key")
            pairs.append((key, self.value()))
            tok = self.take("',' or '}'")
            if self.sym(tok, "}"):
                return Node("dict", pairs, at, "{")
            if not self.sym(tok, ","):
                raise fail(self.text, tok[2], "found", "',' or '}' in a dictionary")
            if self.sym(self.peek(), "}"):
                self.i += 1
                return Node("dict", pairs, at, "{")
            key = self.value()

    def statement(self):
        kind, val, at = self.peek()
        if kind != "name":
            node = self.value()
            return Statement(None, [], node, node.at)
        while self.peek(1)[0] == "name" and val.lower() in _TYPES:
            self.i += 1
            kind, val, at = self.peek()
        self.i += 1
        dims = []
        while self.sym(self.peek(), "["):
            self.i += 1
            tok = self.take("a size or ']'")
            if self.sym(tok, "]"):
                dims.append(None)
                continue
            dims.append(int(tok[1]) if tok[0] == "int" else tok[1])
            close = self.take("']'")
            if not self.sym(close, "]"):
                raise fail(self.text, close[2], "found", "']' after the array size")
        tok = self.take(f"'=' or ':' after {val}")
        if not (self.sym(tok, "=") or self.sym(tok, ":")):
            raise fail(self.text, tok[2], "found", f"'=' or ':' after {val}")
        return Statement(val, dims, self.value(), at)


def statements(text):
    """The statements of ``text`` (see the module docstring); InputError where the syntax breaks."""
    p = _Parser(text)
    out = []
    while p.peek()[0] != "end":
        kind, val, at = p.peek()
        if kind == "bad":
            raise fail(text, at, "found", "a name, a number, a list or a dictionary")
        if kind == "name" and val.lower() in _ENDS | _LABELS:
            k = 2 if p.peek(1)[0] == "int" else 1
            if p.sym(p.peek(k), ":"):
                if val.lower() in _ENDS:
                    break
                p.i += k + 1
                continue
        out.append(p.statement())
        while p.sym(p.peek(), ";") or p.sym(p.peek(), ","):
            p.i += 1
    return out


def as_int(text, node, what):
    """The whole number in ``node`` (an int, or a string holding one), else InputError."""
    if node.kind == "int":
        return node.value
    if node.kind == "str" and re.fullmatch(r"\s*[+-]?\d+\s*", node.value):
        return int(node.value)
    raise fail(text, node.at, "not a whole number:", what)


def pairs_of(text, node):
    """``[(start, end, offset)]`` from ``{a: b, ...}`` or ``[(a, b), [c, d], ...]``, else InputError."""
    if node.kind == "dict":
        return [(as_int(text, k, "a square number"), as_int(text, v, "a square number"), k.at) for k, v in node.value]
    if node.kind != "list":
        raise fail(text, node.at, "found", "{start: end, ...} or [(start, end), ...]")
    out = []
    for item in node.value:
        if item.kind != "list" or len(item.value) != 2:
            raise fail(text, item.at, "not a pair:", "a pair such as (16, 6) or [16, 6]")
        a, b = item.value
        out.append((as_int(text, a, "a square number"), as_int(text, b, "a square number"), item.at))
    return out


def searcher(pattern, head, what):
    """A reader's ``looks_like(text)``: True when the regular expression ``pattern`` matches in the
    first ``head`` characters.

    >>> looks_like = searcher(r"N = \\d", 10, "N and a digit")
    >>> looks_like("N = 1"), looks_like("x" * 10 + "N = 1"), looks_like.__doc__
    (True, False, 'True for N and a digit.')
    """

    compiled = re.compile(pattern)

    def looks_like(text):
        return bool(compiled.search(text[:head]))

    looks_like.__doc__ = f"True for {what}."
    return looks_like
