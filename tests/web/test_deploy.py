"""The static build on a stock web server: Debian's nginx with its default MIME table and the lines the
README recommends (read from its nginx block), started and stopped by the test, serves a page that
starts and answers like the one ``serve.py`` serves."""

import http.client
import json
import os
import re
import shutil
import socket
import subprocess
import time
from pathlib import Path

import pytest

from engine.examples import example_text
from pagekit import open_app, run_tool

pytestmark = pytest.mark.browser

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
MIME_TYPES = Path("/etc/nginx/mime.types")

CONF = """\
{user}daemon off;
worker_processes 1;
pid {tmp}/nginx.pid;
error_log {tmp}/error.log;
events {{ worker_connections 64; }}
http {{
    include {mime};
    default_type application/octet-stream;
    access_log {tmp}/access.log;
    client_body_temp_path {tmp}/body;
    proxy_temp_path {tmp}/proxy;
    fastcgi_temp_path {tmp}/fastcgi;
    uwsgi_temp_path {tmp}/uwsgi;
    scgi_temp_path {tmp}/scgi;
    server {{
        listen 127.0.0.1:{port};
        root {site};
{recommended}
    }}
}}
"""
README = Path(__file__).resolve().parents[2] / "README.md"


def recommended_lines():
    """The nginx lines the README's "Deploying" section recommends."""
    block = re.search(r"```nginx\n(.*?)```", README.read_text(), re.S)
    assert block, "README has an nginx block"
    return block.group(1).strip()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def nginx(site, tmp_path_factory):
    """nginx with Debian's default MIME table (no .mjs entry), serving the built site."""
    assert Path(NGINX).exists() and MIME_TYPES.exists(), "tests/run.sh installs Debian's nginx"
    tmp = tmp_path_factory.mktemp("nginx")
    port = free_port()
    conf = tmp / "nginx.conf"
    # As root, nginx's workers would run as "nobody", who cannot read pytest's private temporary folders.
    user = "user root;\n" if os.geteuid() == 0 else ""
    recommended = "\n".join("        " + line.strip() for line in recommended_lines().splitlines())
    conf.write_text(CONF.format(user=user, tmp=tmp, mime=MIME_TYPES, port=port, site=site, recommended=recommended))
    proc = subprocess.Popen([NGINX, "-c", str(conf), "-p", str(tmp)], stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}/"
    for _ in range(100):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                break
        except OSError:
            assert proc.poll() is None, proc.stderr.read().decode()
            time.sleep(0.05)
    yield base
    proc.terminate()
    proc.wait(timeout=10)


def test_the_mime_table_is_the_stock_one_without_mjs():
    """The case this guards: the server types .js and .wasm but knows nothing of .mjs."""
    table = MIME_TYPES.read_text()
    assert " js;" in table and " wasm;" in table and "mjs" not in table


def test_build_served_by_nginx_starts_and_answers(browser, nginx):
    """Loaded from nginx, the engine becomes ready, answers the first example, and every file the page
    fetched came back with a content type the browser accepts for it."""
    types = {}
    context, page, guard = open_app(browser, nginx, ready=False)
    page.on("response", lambda r: types.__setitem__(r.url.replace(nginx, ""), r.headers.get("content-type", "")))
    page.reload()
    page.wait_for_selector('html[data-engine="ready"][data-ui="ready"]', timeout=120_000)
    run_tool(page, "throws", example_text("seed000-board"))
    assert page.text_content('[data-testid="result-throws"]') == "4"
    guard.check()
    context.close()
    scripts = {u: t for u, t in types.items() if u.endswith((".js", ".mjs"))}
    assert scripts and all("javascript" in t for t in scripts.values()), scripts
    assert not [u for u in types if u.endswith(".mjs")], "the page still asks for .mjs files"
    wasm = [t for u, t in types.items() if u.endswith(".wasm")]
    assert wasm == ["application/wasm"], types


def test_nginx_with_the_readme_lines_revalidates_the_page_and_the_page_unzips_the_snapshot(browser, nginx, site):
    """With the README's lines, nginx has the page and its service worker revalidated, and sends the
    snapshot's stored gzip bytes as they are; the engine's worker unzips them and starts from them."""
    name = next(site.glob("snapshot-*.bin")).name
    port = int(nginx.rsplit(":", 1)[1].strip("/"))
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", f"/{name}", headers={"Accept-Encoding": "gzip"})
    response = conn.getresponse()
    body = response.read()
    conn.request("GET", "/sw.js")
    revalidated = conn.getresponse()
    revalidated.read()
    conn.close()
    assert (response.status, response.getheader("Content-Encoding"), body) == (200, None, (site / name).read_bytes())
    assert revalidated.getheader("Cache-Control") == "no-cache"
    context, page, guard = open_app(browser, nginx)
    trace = next(t for t in (w.evaluate("globalThis.boardlabBoot || null") for w in page.workers) if t)
    assert (trace["snapshot"], trace["form"], trace["source"]) == ("used", "gzip", "network")
    run_tool(page, "throws", example_text("seed000-board"))
    assert page.text_content('[data-testid="result-throws"]') == "4"
    guard.check()
    context.close()


def test_the_build_ships_no_test_only_or_unused_file(site):
    """No accessibility-test library, no PyScript chunk the page never loads, no .mjs; the offline cache
    lists what the page loads, and the licences of what is shipped sit beside it."""
    names = [p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()]
    assert not [n for n in names if "axe" in n or n.endswith(".mjs")], names
    assert not [n for n in names if any(k in n for k in ("codemirror", "xterm", "toml", "micropython", "mpy-"))]
    manifest = json.loads((site / "build.json").read_text())["files"]
    assert "index.html" in manifest and not [n for n in manifest if "LICENSE" in n]
    for licence in (
        "LICENSE.txt",
        "vendor/pyodide/LICENSE.txt",
        "vendor/pyodide/LICENSE-CPython.txt",
        "vendor/pyscript/LICENSE.txt",
    ):
        assert licence in names, licence
