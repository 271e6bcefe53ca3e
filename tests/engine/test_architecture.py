"""The house rules of issue #15, checked on the source: only ``engine/api`` reads a request, the
command line goes through the api, the engine loads nothing by name, and the page (``web/js``) only
lays out, draws and listens: no engine limit written into it, no number read back from its own
SVG, no arithmetic on the engine's answers."""

import ast
import re
from pathlib import Path

import pytest

from engine import formats
from engine.limits import LIMITS

ROOT = Path(__file__).parents[2]
ENGINE = ROOT / "engine"
JS = ROOT / "web" / "js"


def rel(path):
    return path.relative_to(ROOT).as_posix()


def python_modules(*exclude):
    return [p for p in sorted(ENGINE.rglob("*.py")) if not rel(p).startswith(exclude)]


def js_code(path):
    """A JavaScript file's lines without comments (block comments blanked, ``//`` comments cut)."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group().count("\n"), path.read_text(encoding="utf-8"), flags=re.S)
    return [re.sub(r"(^|[^:\\])//.*", r"\1", line) for line in text.splitlines()]


def js_lines():
    """(file, line number, code) for every line of web/js."""
    return [(rel(p), n, line) for p in sorted(JS.rglob("*.js")) for n, line in enumerate(js_code(p), 1)]


# --- the engine ----------------------------------------------------------------------------------------

#: A request is {"tool", "text", "options"}; examples.py holds request-shaped data that api and tests read.
REQUEST_KEYS = {"tool", "text", "options"}
TOOL_MODULES = python_modules("engine/api/", "engine/cli/", "engine/examples.py", "engine/__main__.py")


def request_reads(tree):
    """Places where a module reads a request: a parameter named request/req, ``x["options"]``,
    ``x.get("options")`` (likewise "tool" and "text"), or an import of the api or the command line."""
    for node in ast.walk(tree):
        if isinstance(node, ast.arg) and node.arg in ("request", "req"):
            yield node.lineno, f"parameter {node.arg}"
        key = None
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
            key = node.slice.value
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
            key = node.args[0].value if node.args and isinstance(node.args[0], ast.Constant) else None
        if key in REQUEST_KEYS:
            yield node.lineno, f"reads [{key!r}]"
        if isinstance(node, ast.ImportFrom):
            names = {node.module or ""} | {f"{node.module or ''}.{a.name}".lstrip(".") for a in node.names}
            if any(n.split(".")[0] in ("api", "cli") for n in names):
                yield node.lineno, f"imports {names}"


@pytest.mark.parametrize("path", TOOL_MODULES, ids=rel)
def test_no_tool_module_reads_a_request(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    assert list(request_reads(tree)) == []


def engine_imports(path):
    """The engine modules a module of engine/cli imports, as dotted names below ``engine``."""
    package = ["cli"]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[: len(package) - node.level + 1]
            module = [*base, *(node.module.split(".") if node.module else [])]
            for a in node.names:
                yield ".".join(module) if node.module else ".".join([*module, a.name])


#: What a command may import from the engine: the api, the command line's own helpers, and the judge's
#: harness text that ``check``'s runner runs the student's program with in a process of its own.
CLI_MAY_IMPORT = re.compile(r"api|api\.options|cli(\.\w+)?|check")


@pytest.mark.parametrize("path", sorted((ENGINE / "cli").glob("*.py")), ids=rel)
def test_the_command_line_imports_only_the_api(path):
    assert [m for m in engine_imports(path) if not CLI_MAY_IMPORT.fullmatch(m)] == []


def test_the_command_line_door_and_its_check_command_import_the_api():
    assert "api" in set(engine_imports(ENGINE / "cli" / "door.py"))
    assert "api" in set(engine_imports(ENGINE / "cli" / "check.py"))
    assert "from .runner import runner" in (ENGINE / "cli" / "check.py").read_text(encoding="utf-8")
    assert "from ..check import HARNESS" in (ENGINE / "cli" / "runner.py").read_text(encoding="utf-8")


def test_the_engine_loads_nothing_by_name():
    assert [rel(p) for p in python_modules() if "importlib" in p.read_text(encoding="utf-8")] == []


# --- the page --------------------------------------------------------------------------------------------


def test_no_engine_field_marker_in_the_page():
    assert [rel(p) for p in JS.rglob("*.js") if "// engine-field" in p.read_text(encoding="utf-8")] == []


_NUMBER = re.compile(r"(?<![\w.$])(\d[\d_]*(?:\.\d+)?(?:e\d+)?)(?![\w.])")

#: Page lines whose number equals an engine limit by chance: units and the page's own constants.
NOT_A_LIMIT = {
    ("web/js/core/freshness.js", "const PAUSE_MS = 400;"): "milliseconds the page waits after typing",
    ("web/js/core/page.js", "/ 1000"): "milliseconds to seconds",
    ("web/js/core/run.js", "/ 1000"): "milliseconds to seconds",
    ("web/js/tools/check/controller.js", "1000 * options.time_limit"): "seconds to milliseconds",
    ("web/js/tools/check/student.js", "limitMs / 1000"): "milliseconds to seconds",
    ("web/js/tools/games/controller.js", "URL.revokeObjectURL(url), 1000"): "milliseconds before a link is freed",
    ("web/js/tools/analysis/controller.js", "step: 1000"): "the arrows of the simulated games field",
    ("web/js/core/editor.js", "n < 100000"): "the gutter stops counting lines (layout)",
    ("web/js/core/editor.js", "this.chars < 1_000_000"): "no text selection in a huge textarea (layout)",
    ("web/js/tools/throws/controller.js", "cheapChars: 100_000"): "the page's 'can take a while' note",
    ("web/js/tools/games/controller.js", "CHEAP_CHARS = 100_000"): "the page's 'can take a while' note",
    ("web/js/core/share.js", "textChars: 2_000_000"): "the share link's own size (no engine door)",
    ("web/js/tools/throws/view.js", "ROUTE_CAP = 400"): "route items listed (the whole route is in its text line)",
    ("web/js/tools/spell/random.js", "Math.random() * 1_000_000"): "a random seed for the generator",
    ("web/js/core/workbench.js", "const MIB = 1024 * 1024;"): "bytes in a MiB",
    ("web/js/pyodide-boot.js", "count > length / 1024"): "the stored snapshot's 1 KB blocks (tools/snapshot.mjs)",
    ("web/js/tools/dond/controller.js", "AUTO_RUN_STEPS = 200_000"): "the page's 'runs at once' threshold",
}

_STRING = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'")


def test_no_engine_limit_is_written_into_the_page():
    """Every number in web/js equal to an engine limit (100 or more) is a unit or a page constant named
    in NOT_A_LIMIT; limits come from engine.json (web/js/core/limits.js)."""
    limits = {v["value"] for v in LIMITS.values() if v["value"] >= 100}
    found = [
        (f, n, line.strip())
        for f, n, line in js_lines()
        for m in _NUMBER.finditer(_STRING.sub('""', line))
        if float(m.group(1).replace("_", "")) in limits and not any(f == k[0] and k[1] in line for k in NOT_A_LIMIT)
    ]
    assert found == []
    for f, snippet in NOT_A_LIMIT:  # the list shrinks with the page: no entry for a line that is gone
        assert snippet in (ROOT / f).read_text(encoding="utf-8"), (f, snippet)


_READ_BACK = re.compile(
    r"getBBox|getComputedTextLength|getScreenCTM|getTotalLength|getPointAtLength|getCTM\b"
    r"|getAttribute(?:NS)?\(\s*(?:null,\s*)?[\"'`](?:x|y|x1|x2|y1|y2|cx|cy|r|rx|ry|width|height|d|points|transform|viewBox)[\"'`]"
    r"|\.(?:x|y|width|height|cx|cy|r)\.baseVal"
)


def test_the_page_never_reads_numbers_back_from_its_svg():
    assert [(f, n, line.strip()) for f, n, line in js_lines() if _READ_BACK.search(line)] == []


#: Arithmetic on answers: the engine's reply carries every number, decimal and total the page shows.
ARITHMETIC = {
    "BigInt": re.compile(r"\bBigInt\b"),
    "divides by a total": re.compile(r"/\s*\(?\s*(?:\w+\.)*(?:total|sum)\b"),
    "sums numbers": re.compile(r"\.reduce\(\s*\(\s*\w+\s*,\s*\w+\s*\)\s*=>\s*\w+\s*\+\s*\w+"),
    "parses an answer's text": re.compile(
        r"\b(?:r|reply|result)\.\w+\.(?:split|match)\(.*(?:Number|parseInt|parseFloat)"
    ),
    # a tool's view and the drawings show the engine's decimals; drawing coordinates are listed in ALLOWED
    "rounds in a tool": re.compile(r"\.(?:toFixed|toPrecision)\("),
}

#: (file, rule) -> (at most this many, why): places still to move into the engine (issue #15), and
#: drawing that a rule's pattern catches. A new place fails.
ALLOWED = {
    ("web/js/tools/dond/chart.js", "rounds in a tool"): (2, "drawing: the chart's SVG path coordinates"),
    ("web/js/draw/flowchart.js", "rounds in a tool"): (2, "drawing: the curve's SVG points"),
    ("web/js/draw/hexgrid.js", "rounds in a tool"): (3, "drawing: the hexagons' SVG points"),
    ("web/js/draw/hexguide.js", "rounds in a tool"): (1, "drawing: the guide's SVG points"),
    ("web/js/draw/readable.js", "rounds in a tool"): (1, "drawing: the SVG's scale factor"),
    ("web/js/draw/ticks.js", "rounds in a tool"): (1, "drawing: float noise off the axis steps the page picks"),
    ("web/js/draw/histogram.js", "rounds in a tool"): (1, "drawing: the y axis tick labels (the page's scale)"),
    ("web/js/draw/editor-panel.js", "rounds in a tool"): (1, "the page's own run time in ms (a data attribute)"),
}


@pytest.mark.parametrize("rule", ARITHMETIC)
def test_the_page_does_no_arithmetic_on_answers(rule):
    counts = {}
    for f, _, line in js_lines():
        if rule != "rounds in a tool" or f.startswith(("web/js/tools/", "web/js/draw/")):
            counts[f] = counts.get(f, 0) + len(ARITHMETIC[rule].findall(line))
    assert {f: n for f, n in counts.items() if n > ALLOWED.get((f, rule), (0,))[0]} == {}


#: the most lines of code a Python function may have, its docstring aside (a screen; ESLint's
#: max-lines-per-function keeps web/js to 60 alike)
SCREEN = 60


def long_functions(source):
    """(name, lines) of each function of ``source`` whose code, its docstring aside, runs over ``SCREEN``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if len(body) > 1 and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                body = body[1:]
            lines = node.end_lineno - body[0].lineno + 1
            if lines > SCREEN:
                found.append((node.name, lines))
    return found


def test_a_function_longer_than_a_screen_is_found():
    short = "def f():\n    '''Doc.'''\n" + "    x = 1\n" * SCREEN
    assert long_functions(short) == []
    assert long_functions(short + "    return x\n") == [("f", SCREEN + 1)]


@pytest.mark.parametrize(
    "path",
    [*python_modules(), *sorted((ROOT / "web").rglob("*.py")), ROOT / "serve.py"],
    ids=lambda p: rel(p),
)
def test_no_python_function_is_longer_than_a_screen(path):
    assert long_functions(path.read_text(encoding="utf-8")) == []


def test_the_pages_format_menus_list_every_reader_of_the_engine():
    source = (JS / "tools" / "throws" / "converter.js").read_text(encoding="utf-8")
    listed = re.search(r"export const FORMATS = \[(.*?)\];", source, re.S).group(1)
    assert sorted(re.findall(r'"(\w+)"', listed)) == sorted(formats.READERS)
