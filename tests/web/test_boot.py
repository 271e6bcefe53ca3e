"""Start-up from the build's memory snapshot, and the normal start when the snapshot cannot be used.

The build ships a gzipped memory snapshot of Pyodide with the engine imported (tools/snapshot.mjs);
the engine's worker restores it (web/js/pyodide-boot.js). Sent as it is (serve.py, any static host),
the loader unzips it; sent with Content-Encoding: gzip (serve.py --gzip-snapshot), the browser does. A
missing, corrupt or incompatible snapshot must never stop the page, sent either way: it starts
Pyodide the normal way and answers the same.
"""

import gzip
import http.client
import json
import shutil
import threading
from urllib.parse import urlsplit

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


def stored(path):
    """The stored form of a snapshot file (gunzipped): b"BLsp", length, count, extents, their bytes."""
    return gzip.decompress(path.read_bytes())


def test_the_build_ships_a_snapshot_the_loader_knows(site):
    """One gzipped snapshot, zero extents left out; the loader is told its name, its size once unpacked
    and the word sum of its stored form; the offline cache has it."""
    snapshots = list(site.glob("snapshot-*.bin"))
    assert len(snapshots) == 1
    packed = stored(snapshots[0])
    raw = serve.expand_snapshot(packed)
    assert packed[:4] == b"BLsp" and raw[:4] == b"\0snp"
    assert len(packed) < len(raw) * 0.6  # the unused stack and the heap's free space are zeros
    loader = (site / "js" / "pyodide-boot.js").read_text()
    engine_zip = json.loads((site / "build.json").read_text())["engine"]
    size = (site / engine_zip).stat().st_size
    words = sum(int.from_bytes(packed[i : i + 4], "little") for i in range(0, len(packed) - 3, 4))
    total = (words + sum(packed[len(packed) // 4 * 4 :])) % 2**32
    info = f'"file": "{snapshots[0].name}", "bytes": {len(raw)}, "engine": {size}, "sum": {total}'
    assert info in loader
    assert snapshots[0].name in json.loads((site / "build.json").read_text())["files"]


def get(base, path, **headers):
    """(status, headers, body) of one GET to the local server."""
    url = urlsplit(base)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    try:
        conn.request("GET", path, headers=headers)
        response = conn.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        conn.close()


def test_serve_can_send_the_snapshot_gzip_encoded_to_clients_that_accept_it(site, server, encoded_server):
    """Told to, serve.py sends the same stored bytes with Content-Encoding: gzip, but as they are to a
    client without gzip; by default, as they are; other files and a missing snapshot never encoded."""
    name = next(site.glob("snapshot-*.bin")).name
    stored = (site / name).read_bytes()
    status, headers, body = get(encoded_server, f"/{name}", **{"Accept-Encoding": "gzip, deflate, br"})
    assert (status, headers.get("content-encoding"), body) == (200, "gzip", stored)
    assert "accept-encoding" in headers["vary"].lower()
    for base, accept in ((encoded_server, "identity"), (server, "gzip")):
        status, headers, body = get(base, f"/{name}", **{"Accept-Encoding": accept})
        assert (status, "content-encoding" in headers, body) == (200, False, stored)
    status, headers, _ = get(encoded_server, "/vendor/pyodide/pyodide.asm.wasm", **{"Accept-Encoding": "gzip"})
    assert (status, "content-encoding" in headers) == (200, False)
    status, headers, _ = get(encoded_server, "/snapshot-000000000000.bin", **{"Accept-Encoding": "gzip"})
    assert (status, "content-encoding" in headers) == (404, False)


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


@pytest.fixture(scope="module")
def encoded_server(site):
    """The build served with the snapshot sent gzip-encoded (serve.py --gzip-snapshot)."""
    srv = serve.make_server(site, port=0, gzip_snapshot=True)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{srv.server_port}/"
    srv.shutdown()


def test_sent_gzip_encoded_the_snapshot_is_unzipped_by_the_browser_and_checked(browser, encoded_server):
    context, page, guard = open_app(browser, encoded_server)
    trace = boot_trace(page)
    assert (trace["snapshot"], trace["form"], trace["source"]) == ("used", "raw", "network")
    assert trace["snapshotRead"] <= trace["snapshotReady"]  # the word sum is checked in between
    assert answers_seed_000(page) == "4"
    guard.check()
    context.close()


def test_engine_starts_from_the_snapshot_and_answers(browser, server):
    """Sent as it is, the snapshot is unzipped by the page as it downloads; restored, the engine zip is
    not unpacked again (every module is in the snapshot), and each tool's first example gets the reply
    CPython's engine gives."""
    context, page, guard = open_app(browser, server)
    trace = boot_trace(page)
    assert (trace["snapshot"], trace["form"], trace["source"]) == ("used", "gzip", "network")
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
  const bytes = hit && new Uint8Array(await hit.arrayBuffer());
  return bytes && bytes[0] !== 0x1f ? [bytes.length, Array.from(bytes.slice(0, 4))] : null;
}"""


def visited(browser, base, site):
    """A context whose first visit has left the snapshot unzipped in the offline cache (as the browser
    got it, or unzipped by the service worker): (context, page, guard)."""
    context, page, guard = open_app(browser, base, context_args={"service_workers": "allow"})
    for _ in range(240):  # the worker unzips a plain one once active; up to 2 minutes on a loaded machine
        cached = page.evaluate(CACHED_SNAPSHOT)
        if cached:
            break
        page.wait_for_timeout(500)
    assert cached, "the service worker did not store the snapshot unzipped"
    size, head = cached
    assert head == list(b"BLsp")
    assert size == len(stored(next(site.glob("snapshot-*.bin"))))
    return context, page, guard


def reloaded(page):
    page.reload()
    page.wait_for_selector('html[data-engine="ready"][data-ui="ready"]', timeout=120_000)
    return boot_trace(page)


@pytest.mark.parametrize("sent", ["plain", "encoded"])
def test_service_worker_keeps_the_snapshot_unzipped_and_a_reload_starts_from_it(
    browser, server, encoded_server, site, sent
):
    """An offline reload: the page reads the snapshot, the standard library and Pyodide's Wasm module
    from the offline cache while PyScript starts and hands them to the worker, which restores the
    snapshot (no gunzip) and answers; after a restart, the new worker reads the cache itself."""
    context, page, guard = visited(browser, encoded_server if sent == "encoded" else server, site)
    context.set_offline(True)
    trace = reloaded(page)
    assert (trace["snapshot"], trace["form"], trace["source"], trace["wasm"]) == ("used", "raw", "page", "page")
    assert answers_seed_000(page) == "4"
    page.evaluate("async () => (await import('./js/engine.js')).restartEngine()")
    page.wait_for_selector('html[data-engine="ready"]', timeout=120_000)
    trace = boot_trace(page)
    assert (trace["snapshot"], trace["source"], trace["wasm"]) == ("used", "cache", "worker")
    assert answers_seed_000(page) == "4"
    guard.check()
    context.close()


#: The offline cache's snapshot replaced by other bytes, still marked as unzipped by the service worker.
SPOIL_CACHED = """async (bytes) => {
  const build = await (await fetch("./build.json")).json();
  const key = (await caches.keys()).find((k) => k.startsWith("boardlab-"));
  const cache = await caches.open(key);
  const headers = { "Content-Type": "application/octet-stream", "X-Boardlab-Unzipped": "1" };
  if (bytes === null) await cache.delete("./" + build.snapshot);
  else await cache.put("./" + build.snapshot, new Response(new Uint8Array(bytes), { headers }));
}"""


@pytest.mark.parametrize("spoilt", ["garbage", "truncated", "missing"])
def test_a_reload_whose_page_hands_a_bad_snapshot_or_none_still_answers(browser, server, site, spoilt):
    """The page hands over what the offline cache holds: garbage or a truncated snapshot is refused
    and Pyodide starts the normal way; with none in the cache the page hands nothing and the worker
    downloads the snapshot itself."""
    context, page, guard = visited(browser, server, site)
    packed = stored(next(site.glob("snapshot-*.bin")))
    spoil = {"garbage": list(b"not a snapshot" * 100), "truncated": list(packed[:65536]), "missing": None}
    page.evaluate(SPOIL_CACHED, spoil[spoilt])
    trace = reloaded(page)
    if spoilt == "missing":
        assert (trace["snapshot"], trace["source"], trace["form"]) == ("used", "network", "gzip")
    else:
        assert trace["source"] == "page" and trace["snapshot"].startswith("failed: ")
        assert trace["unpack"] == "unpacked"
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


def _rewrite(path, change):
    """Gzip the stored form again after ``change`` (stored bytes, offset of the first extent's bytes)."""
    packed = bytearray(stored(path))
    change(packed, 12 + 8 * int.from_bytes(packed[8:12], "little"))
    path.write_bytes(gzip.compress(bytes(packed), compresslevel=1))


def _other_build(path):
    """A well-formed snapshot from another Pyodide build (its build id differs); the first extent
    starts with Pyodide's header."""
    _rewrite(path, lambda packed, data: packed.__setitem__(slice(data + 16, data + 48), bytes(32)))


def _extent_out_of_range(path):
    """A well-formed gzip whose table sends an extent past the snapshot's end."""
    _rewrite(path, lambda packed, _: packed.__setitem__(slice(12, 16), (2**31).to_bytes(4, "little")))


def _extra_bytes(path):
    """A well-formed gzip with bytes after the last extent."""
    _rewrite(path, lambda packed, _: packed.extend(b"\1" * 100))


def _unpacked(path):
    """The snapshot as an older build stored it: the whole memory, zeros included."""
    path.write_bytes(gzip.compress(serve.expand_snapshot(stored(path)), compresslevel=1))


def _not_gzip(path):
    path.write_bytes(b"<!doctype html><title>not found</title>" * 10)


BREAKAGES = {
    "truncated": _truncate,
    "corrupt": _flip_bytes,
    "other-build": _other_build,
    "not-gzip": _not_gzip,
    "extent-out-of-range": _extent_out_of_range,
    "extra-bytes": _extra_bytes,
    "unpacked": _unpacked,
}


@pytest.fixture(scope="module")
def broken_servers(site, tmp_path_factory):
    """The build copied once per breakage (and once with the snapshot deleted), served from one root,
    by a server sending the snapshot gzip-encoded and by one sending it as plain bytes."""
    root = tmp_path_factory.mktemp("broken")
    for name, breakage in BREAKAGES.items():
        shutil.copytree(site, root / name)
        breakage(next((root / name).glob("snapshot-*.bin")))
    shutil.copytree(site, root / "missing", ignore=shutil.ignore_patterns("snapshot-*.bin"))
    servers = {sent: serve.make_server(root, port=0, gzip_snapshot=sent == "encoded") for sent in ("encoded", "plain")}
    for srv in servers.values():
        threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield {sent: f"http://127.0.0.1:{srv.server_port}/" for sent, srv in servers.items()}
    for srv in servers.values():
        srv.shutdown()


#: Why each breakage falls back, sent as it is (the page unzips it) or gzip-encoded (the browser does,
#: so the page checks the build's word sum of the bytes; a file that is not gzip at all is refused by
#: the browser). A breakage the browser unzips is only sent both ways where that changes the check.
#: The gzip errors are the browser's own words: only their being errors is checked.
WHY = {
    ("truncated", "plain"): "",
    ("corrupt", "plain"): "",
    ("corrupt", "encoded"): "its bytes are not the build's",
    ("other-build", "plain"): "Snapshot build id mismatch",
    ("not-gzip", "plain"): "its bytes are not the build's",
    ("not-gzip", "encoded"): "",
    ("extent-out-of-range", "plain"): "its extents are out of order",
    ("extra-bytes", "plain"): "larger than the build said",
    ("unpacked", "plain"): "not the snapshot the build said",
    ("missing", "plain"): "HTTP 404",
}


@pytest.mark.parametrize(("breakage", "sent"), list(WHY))
def test_a_broken_snapshot_falls_back_to_the_normal_start(browser, broken_servers, breakage, sent):
    context, page, guard = open_app(browser, broken_servers[sent], path=f"{breakage}/")
    trace = boot_trace(page)
    assert trace["snapshot"].startswith("failed: " + WHY[breakage, sent]) and trace["unpack"] == "unpacked"
    assert answers_seed_000(page) == "4"
    guard.problems = [p for p in guard.problems if not (breakage == "missing" and "404" in p)]
    guard.check()
    context.close()
