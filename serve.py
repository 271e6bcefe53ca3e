#!/usr/bin/env python3
"""Build and serve Boardlab: the page, the pinned browser runtime, and the engine packed as a zip.

    python3 serve.py                 # install the pinned runtime if missing, build, serve on 127.0.0.1:8000
    python3 serve.py --port 8080
    python3 serve.py --build DIR     # write a self-contained static site to DIR and exit

The site needs nothing outside its own origin: Pyodide and PyScript are copied from
``node_modules`` (installed by ``npm ci`` from the lockfile), the engine is zipped from
``engine/`` under a content-hashed name, and ``examples.json`` and ``engine.json`` (limits, options
tables) are written by the engine itself.
"""

import argparse
import array
import contextlib
import functools
import gzip
import hashlib
import http.server
import io
import json
import mimetypes
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
ENGINE = ROOT / "engine"
NODE_MODULES = ROOT / "node_modules"

#: The runtime pinned in package.json; checked before every build.
PINNED = {"pyodide": "314.0.7", "@pyscript/core": "0.7.31"}
#: Files of the pyodide package that the browser actually fetches.
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]
#: Pyodide's two ES modules are shipped as ``.js``: every web server's MIME table types ``.js`` as
#: JavaScript, while many (Debian's nginx among them) serve ``.mjs`` as application/octet-stream,
#: which browsers refuse to run as a module. The one place pyodide.mjs names its sibling is rewritten.
RENAMED = {"pyodide.mjs": "pyodide.js", "pyodide.asm.mjs": "pyodide.asm.js"}
#: PyScript chunks the page loads (core, then the plugins core imports at start); the others
#: (code editor, terminal, TOML, MicroPython, package graph) are never fetched by this page.
PYSCRIPT_CHUNKS = ("core-", "deprecations-manager-", "donkey-", "error-", "py-editor-", "py-game-", "py-terminal-")

mimetypes.add_type("text/javascript", ".mjs")
mimetypes.add_type("text/javascript", ".js")
mimetypes.add_type("application/wasm", ".wasm")
mimetypes.add_type("application/json", ".json")
mimetypes.add_type("text/x-python", ".py")
mimetypes.add_type("image/svg+xml", ".svg")
mimetypes.add_type("application/manifest+json", ".webmanifest")


def installed_version(package):
    try:
        return json.loads((NODE_MODULES / package / "package.json").read_text())["version"]
    except (OSError, ValueError, KeyError):
        return None


def ensure_runtime(log=print):
    """Run ``npm ci`` when the pinned runtime is missing or at another version."""
    if all(installed_version(p) == v for p, v in PINNED.items()):
        return
    npm = shutil.which("npm")
    if not npm:
        sys.exit(
            "serve.py: the pinned runtime is not installed and npm was not found; "
            "install Node.js and npm, then run `npm ci`."
        )
    log("Installing the pinned browser runtime with `npm ci` ...")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    for p, v in PINNED.items():
        if installed_version(p) != v:
            sys.exit(f"serve.py: expected {p}@{v} after npm ci, found {installed_version(p)}")


def pack_engine():
    """The engine's .py files as a deterministic zip; returns (bytes, short content hash)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted(ENGINE.rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            info = zipfile.ZipInfo(rel, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, path.read_bytes())
    data = buf.getvalue()
    return data, hashlib.sha256(data).hexdigest()[:12]


def engine_result(tool, empty):
    """A tool's answer, written by the engine itself so the page has it before Python starts:
    ``examples`` (the menus) and ``describe`` (limits, options tables, format names)."""
    sys.path.insert(0, str(ROOT))
    try:
        from engine import api

        reply = api.handle({"tool": tool}) if tool in api.TOOLS else None
    finally:
        sys.path.pop(0)
    return reply["result"] if reply and reply.get("ok") else empty


def _copy_runtime(vendor):
    """Pyodide and PyScript, only the files the page fetches, under names any server types right."""
    (vendor / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        src = NODE_MODULES / "pyodide" / name
        if name in RENAMED:
            text = src.read_text(encoding="utf-8")
            for old, new in RENAMED.items():
                text = text.replace(old, new)
            (vendor / "pyodide" / RENAMED[name]).write_text(text, encoding="utf-8")
        else:
            shutil.copy2(src, vendor / "pyodide" / name)
    (vendor / "pyscript").mkdir()
    for path in sorted((NODE_MODULES / "@pyscript" / "core" / "dist").iterdir()):
        if path.name in ("core.js", "core.css") or (path.suffix == ".js" and path.name.startswith(PYSCRIPT_CHUNKS)):
            shutil.copy2(path, vendor / "pyscript" / path.name)


def _copy_licences(vendor):
    """Each vendored runtime keeps its licence beside it (MPL-2.0, PSF, Apache-2.0)."""
    shutil.copy2(ROOT / "licenses" / "pyodide-MPL-2.0.txt", vendor / "pyodide" / "LICENSE.txt")
    shutil.copy2(ROOT / "licenses" / "cpython-PSF.txt", vendor / "pyodide" / "LICENSE-CPython.txt")
    shutil.copy2(NODE_MODULES / "@pyscript" / "core" / "LICENSE", vendor / "pyscript" / "LICENSE.txt")
    shutil.copy2(ROOT / "LICENSE", vendor.parent / "LICENSE.txt")


def build(out):
    """Write the static site to ``out`` (created or refreshed); returns the build's version hash."""
    ensure_runtime()
    out = Path(out)
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(WEB, out, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    vendor = out / "vendor"
    _copy_runtime(vendor)
    _copy_licences(vendor)

    data, digest = pack_engine()
    zip_name = f"engine-{digest}.zip"
    (out / zip_name).write_bytes(data)
    _write_snapshot(out, data)
    config = {"interpreter": "./js/pyodide-boot.js", "files": {f"./{zip_name}": "./*"}}
    (out / "examples.json").write_text(json.dumps(engine_result("examples", {"examples": []})) + "\n")
    (out / "engine.json").write_text(json.dumps(engine_result("describe", {})) + "\n")

    # One version for the whole build: every file's bytes, so any change replaces the offline cache.
    h = hashlib.sha256()
    files = sorted(p for p in out.rglob("*") if p.is_file())
    for p in files:
        h.update(p.relative_to(out).as_posix().encode())
        h.update(hashlib.sha256(p.read_bytes()).digest())
    version = h.hexdigest()[:12]
    # The offline cache holds what the page loads: not the service worker itself, not the licence texts.
    manifest = [p.relative_to(out).as_posix() for p in files if p.name != "sw.js" and not p.name.startswith("LICENSE")]
    snapshot = next((p.name for p in out.glob("snapshot-*.bin")), None)
    build_info = {"version": version, "files": manifest, "engine": zip_name, "snapshot": snapshot}
    (out / "build.json").write_text(json.dumps(build_info) + "\n")
    sw = out / "sw.js"
    if sw.exists():
        sw.write_text(sw.read_text().replace("__BUILD_VERSION__", version))
    index = out / "index.html"
    html = index.read_text().replace("__BUILD_VERSION__", version).replace("__SNAPSHOT_FILE__", snapshot or "")
    index.write_text(_speed_up_start(html, vendor, config))
    return version


def make_snapshot(engine_zip, log=print):
    """A gzipped memory snapshot of Pyodide with the engine imported (tools/snapshot.mjs), or None.

    Made with Node from node_modules/pyodide; cached by content (engine zip, Pyodide, the script), since
    making one takes seconds. Without Node, or if it fails, the build has no snapshot and the page
    starts Pyodide the normal way.
    """
    script = ROOT / "tools" / "snapshot.mjs"
    pins = (PINNED["pyodide"] + PINNED["@pyscript/core"]).encode()  # the snapshot holds PyScript's code too
    key = hashlib.sha256(engine_zip + script.read_bytes() + pins).hexdigest()[:16]
    cached = Path(tempfile.gettempdir()) / "boardlab-snapshots" / f"{key}.gz"
    if cached.exists():
        return cached.read_bytes()
    node = shutil.which("node")
    if not node:
        log("serve.py: Node.js not found; building without the start-up snapshot")
        return None
    cached.parent.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "engine.zip").write_bytes(engine_zip)
        made = Path(tmp) / "snapshot.gz"
        run = subprocess.run(
            [node, str(script), str(NODE_MODULES / "pyodide"), str(Path(tmp) / "engine.zip"), str(made)],
            capture_output=True,
            text=True,
        )
        if run.returncode or not made.exists():
            log(f"serve.py: no start-up snapshot ({(run.stderr or run.stdout).strip()[-300:]})")
            return None
        shutil.move(made, cached)
    return cached.read_bytes()


def expand_snapshot(stored):
    """The memory snapshot from its stored form (tools/snapshot.mjs, pack): b"BLsp", the snapshot's
    length, the number of its extents that are not all zeros, each one's offset and length
    (little-endian 32-bit words), then their bytes; zeros elsewhere."""
    magic, length, count = struct.unpack_from("<4sII", stored)
    if magic != b"BLsp":
        raise ValueError("not a stored Boardlab snapshot")
    table = struct.unpack_from(f"<{2 * count}I", stored, 12)
    raw = bytearray(length)
    at = 12 + 8 * count
    for offset, size in zip(table[::2], table[1::2], strict=True):
        raw[offset : offset + size] = stored[at : at + size]
        at += size
    if at != len(stored):
        raise ValueError("the snapshot's extents do not match its size")
    return bytes(raw)


def word_sum(raw):
    """The sum of ``raw`` as little-endian 32-bit words (and its last bytes one by one), modulo 2^32:
    the loader checks the snapshot's stored bytes, unzipped, against it (web/js/pyodide-boot.js, wordSum)."""
    whole = len(raw) // 4 * 4
    words = array.array("I")
    words.frombytes(raw[:whole])
    if sys.byteorder == "big":
        words.byteswap()
    return (sum(words) + sum(raw[whole:])) & 0xFFFFFFFF


def _write_snapshot(out, engine_zip):
    """Ship the snapshot under a content-hashed name; tell the page's loader its name, its size, the
    size of the engine zip inside it (that zip need not be unpacked after a restore) and the word sum of its
    stored form."""
    data = make_snapshot(engine_zip)
    info = "null"
    if data:
        name = f"snapshot-{hashlib.sha256(data).hexdigest()[:12]}.bin"
        (out / name).write_bytes(data)
        stored = gzip.decompress(data)
        raw = expand_snapshot(stored)
        info = json.dumps({"file": name, "bytes": len(raw), "engine": len(engine_zip), "sum": word_sum(stored)})
    loader = out / "js" / "pyodide-boot.js"
    loader.write_text(loader.read_text().replace("/*__SNAPSHOT__*/ null", info))


def _speed_up_start(html, vendor, config):
    """Start-up without round trips: preload PyScript's chunks and inline the engine's config.

    The engine's PyScript config is inlined: neither the page nor the worker has to fetch it before
    the interpreter can start loading.
    """
    links = "".join(
        f'\n  <link rel="modulepreload" href="./vendor/pyscript/{p.name}">'
        for p in sorted((vendor / "pyscript").glob("*.js"))
        if p.name.startswith(PYSCRIPT_CHUNKS)
    )
    html = html.replace(
        '<script type="module" src="./vendor/pyscript/core.js"></script>',
        f'<script type="module" src="./vendor/pyscript/core.js"></script>{links}',
    )
    inline = json.dumps(config, separators=(",", ":")).replace("&", "&amp;").replace("'", "&#39;")
    return html.replace('config="__CONFIG__"', f"config='{inline}'")


def sizes(site):
    """The build's size by part, in bytes: {part: bytes} (the README's table comes from this)."""
    parts = {"Pyodide": 0, "PyScript": 0, "engine": 0, "snapshot": 0, "page": 0, "licences": 0}
    for path in Path(site).rglob("*"):
        if not path.is_file():
            continue
        rel = path.relative_to(site).as_posix()
        if path.name.startswith("LICENSE"):
            part = "licences"
        elif rel.startswith("vendor/pyodide/"):
            part = "Pyodide"
        elif rel.startswith("vendor/pyscript/"):
            part = "PyScript"
        elif path.name.startswith("engine-") or path.name in ("bridge.py", "examples.json", "engine.json"):
            part = "engine"
        elif path.name.startswith("snapshot-"):
            part = "snapshot"
        else:
            part = "page"
        parts[part] += path.stat().st_size
    return parts


#: The build's snapshot: gzipped bytes under a .bin name.
SNAPSHOT_NAME = re.compile(r"/snapshot-[0-9a-f]+\.bin$")


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right MIME types; quiet unless asked.

    The snapshot is stored gzipped and sent as it is, as any static host does: the page's loader
    unzips it while it downloads. With ``gzip_snapshot`` (``--gzip-snapshot``) it goes with
    ``Content-Encoding: gzip`` to clients that accept gzip, and the browser unzips it; the loader
    takes either, but measured that was no faster (README, "Start-up")."""

    quiet = True
    gzip_snapshot = False

    def send_head(self):
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        self.encoded = (
            self.gzip_snapshot
            and SNAPSHOT_NAME.search(path) is not None
            and "gzip" in self.headers.get("Accept-Encoding", "")
            and os.path.isfile(self.translate_path(path))
        )
        return super().send_head()

    def end_headers(self):
        # Everything is revalidated; the service worker does the long-term caching.
        self.send_header("Cache-Control", "no-cache")
        if getattr(self, "encoded", False):
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def log_message(self, fmt, *args):
        if not self.quiet:
            super().log_message(fmt, *args)


def make_server(site, host="127.0.0.1", port=8000, quiet=True, gzip_snapshot=False):
    """A threaded server of ``site``; ``gzip_snapshot`` sends the snapshot gzip-encoded."""
    cls = type("EncodingHandler", (Handler,), {"gzip_snapshot": True}) if gzip_snapshot else Handler
    handler = functools.partial(cls, directory=str(site))
    Handler.quiet = quiet
    http.server.ThreadingHTTPServer.allow_reuse_address = True
    return http.server.ThreadingHTTPServer((host, port), handler)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=8000, help="port to serve on (default 8000)")
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    parser.add_argument("--build", metavar="DIR", help="write the static site to DIR and exit")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    parser.add_argument(
        "--gzip-snapshot", action="store_true", help="send the start-up snapshot with Content-Encoding: gzip"
    )
    args = parser.parse_args(argv)
    if args.build:
        version = build(args.build)
        print(f"Built Boardlab {version} into {Path(args.build).resolve()}")
        for part, size in sizes(args.build).items():
            print(f"  {part:9} {size / 1024:8.0f} KiB")
        return 0
    site = Path(os.environ.get("BOARDLAB_SITE") or Path(tempfile.gettempdir()) / "boardlab-site")
    version = build(site)
    server = make_server(site, args.host, args.port, quiet=not args.verbose, gzip_snapshot=args.gzip_snapshot)
    print(f"Boardlab {version} is serving at http://{args.host}:{server.server_port}/  (Ctrl-C to stop)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
