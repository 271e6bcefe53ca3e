"""Start-up from the build's memory snapshot, and the normal start when the snapshot cannot be used.

The build ships a gzipped memory snapshot of Pyodide with the engine imported (tools/snapshot.mjs);
the engine's worker restores it (web/js/pyodide-boot.js). A missing, corrupt or incompatible snapshot
must never stop the page: it starts Pyodide the normal way and answers the same.
"""

import gzip
import json
import shutil
import threading

import pytest

import serve
from engine import api
from engine.examples import example_text, examples
from pagekit import open_app, run_tool

pytestmark = pytest.mark.browser


def boot_trace(page):
    """The engine worker's start-up record (set by pyodide-boot.js)."""
    for worker in page.workers:
        trace = worker.evaluate("globalThis.boardlabBoot || null")
        if trace:
            return trace
    raise AssertionError("no worker ran pyodide-boot.js")


def answers_seed_000(page):
    run_tool(page, "throws", example_text("seed000-board"))
    return page.text_content('[data-testid="result-throws"]')


def test_the_build_ships_a_snapshot_the_loader_knows(site):
    """One gzipped snapshot; the loader is told its name and its uncompressed size; the offline cache has it."""
    snapshots = list(site.glob("snapshot-*.bin"))
    assert len(snapshots) == 1
    raw = gzip.decompress(snapshots[0].read_bytes())
    assert raw[:4] == b"\0snp"
    loader = (site / "js" / "pyodide-boot.js").read_text()
    engine_zip = json.loads((site / "build.json").read_text())["engine"]
    info = f'"file": "{snapshots[0].name}", "bytes": {len(raw)}, "engine": {(site / engine_zip).stat().st_size}'
    assert info in loader
    assert snapshots[0].name in json.loads((site / "build.json").read_text())["files"]


#: One request per tool through the page's worker client: the reply's JSON text.
CALL = """async ([tool, text, options]) => {
  const engine = await import("./js/engine.js");
  return JSON.stringify(await engine.call(tool, text, options));
}"""


def first_examples():
    """(tool, text, options) of each tool's first example."""
    firsts = {}
    for e in examples():
        for tool in e.get("tools", ["throws"]):
            firsts.setdefault(tool, (tool, e["text"], e["options"]))
    return list(firsts.values())


def same(a, b):
    """Equal JSON values, floats up to the last bits (the browser's libm is not the machine's)."""
    if isinstance(a, float) or isinstance(b, float):
        return a == pytest.approx(b, rel=1e-12)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def test_engine_starts_from_the_snapshot_and_answers(browser, server):
    """Restored, the engine zip is not unpacked again (every module is in the snapshot), and each tool's
    first example gets the reply CPython's engine gives."""
    context, page, guard = open_app(browser, server)
    trace = boot_trace(page)
    assert trace["snapshot"] == "used" and trace["form"] == "gzip"
    assert trace["unpack"] == "skipped: in the snapshot"
    assert answers_seed_000(page) == "4"
    calls = first_examples()
    assert {tool for tool, _, _ in calls} >= {"throws", "games", "analysis", "dond", "spell"}
    for tool, text, options in calls:
        expected = api.handle({"tool": tool, "text": text, "options": options})
        assert same(json.loads(page.evaluate(CALL, [tool, text, options])), json.loads(json.dumps(expected))), tool
    guard.check()
    context.close()


CACHED_SNAPSHOT = """async () => {
  const build = await (await fetch("./build.json")).json();
  const key = (await caches.keys()).find((k) => k.startsWith("boardlab-"));
  const hit = key && (await (await caches.open(key)).match("./" + build.snapshot));
  if (!hit || !hit.headers.get("X-Boardlab-Unzipped")) return null;
  const bytes = new Uint8Array(await hit.arrayBuffer());
  return [bytes.length, Array.from(bytes.slice(0, 4))];
}"""


def test_service_worker_keeps_the_snapshot_unzipped_and_a_reload_starts_from_it(browser, server, site):
    """After the first visit the offline cache holds the snapshot unzipped; an offline reload restores
    it (no gunzip) and answers."""
    context, page, guard = open_app(browser, server, context_args={"service_workers": "allow"})
    for _ in range(240):  # the worker unzips it once active; up to 2 minutes on a loaded machine
        cached = page.evaluate(CACHED_SNAPSHOT)
        if cached:
            break
        page.wait_for_timeout(500)
    assert cached, "the service worker did not store the snapshot unzipped"
    size, head = cached
    assert head == list(b"\0snp")
    assert size == len(gzip.decompress(next(site.glob("snapshot-*.bin")).read_bytes()))
    context.set_offline(True)
    page.reload()
    page.wait_for_selector('html[data-engine="ready"]', timeout=120_000)
    trace = boot_trace(page)
    assert trace["snapshot"] == "used" and trace["form"] == "raw"
    assert answers_seed_000(page) == "4"
    guard.check()
    context.close()


def _truncate(path):
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


def _flip_bytes(path):
    data = bytearray(path.read_bytes())
    for i in range(len(data) // 2, len(data) // 2 + 64):
        data[i] ^= 0xFF
    path.write_bytes(bytes(data))


def _other_build(path):
    """A well-formed snapshot from another Pyodide build (its build id differs)."""
    raw = bytearray(gzip.decompress(path.read_bytes()))
    raw[16:48] = bytes(32)
    path.write_bytes(gzip.compress(bytes(raw), compresslevel=1))


def _not_gzip(path):
    path.write_bytes(b"<!doctype html><title>not found</title>" * 10)


BREAKAGES = {"truncated": _truncate, "corrupt": _flip_bytes, "other-build": _other_build, "not-gzip": _not_gzip}


@pytest.fixture(scope="module")
def broken_server(site, tmp_path_factory):
    """The build copied once per breakage (and once with the snapshot deleted), served from one root."""
    root = tmp_path_factory.mktemp("broken")
    for name, breakage in BREAKAGES.items():
        shutil.copytree(site, root / name)
        breakage(next((root / name).glob("snapshot-*.bin")))
    shutil.copytree(site, root / "missing", ignore=shutil.ignore_patterns("snapshot-*.bin"))
    srv = serve.make_server(root, port=0)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{srv.server_port}/"
    srv.shutdown()


@pytest.mark.parametrize("breakage", [*BREAKAGES, "missing"])
def test_a_broken_snapshot_falls_back_to_the_normal_start(browser, broken_server, breakage):
    context, page, guard = open_app(browser, broken_server, path=f"{breakage}/")
    trace = boot_trace(page)
    assert trace["snapshot"].startswith("failed: ") and trace["unpack"] == "unpacked"
    assert answers_seed_000(page) == "4"
    guard.problems = [p for p in guard.problems if not (breakage == "missing" and "404" in p)]
    guard.check()
    context.close()
