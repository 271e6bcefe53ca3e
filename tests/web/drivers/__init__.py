"""One small driver interface over three browser engines, so a smoke test is written once.

``Driver`` needs from each engine only: ``goto(url)``, ``eval(expression)`` (awaits a promise, returns
JSON), ``problems()`` (console errors and foreign requests the engine itself saw), ``screenshot``,
``close``. Clicks, typing and waiting are done in the page with the same JavaScript in every engine.

Every page is served by ``SmokeServer``, which puts ``PROBE`` at the top of ``index.html``: it records
console errors, uncaught errors and rejections, and every resource the page loads from another origin,
in every engine alike (WebKit's WebDriver has no log API). ``SmokeServer.down`` makes the server
answer nothing, as when the network is off; ``SmokeServer.log`` lists every request with its time.
"""

import functools
import json
import re
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))
import serve  # noqa: E402

ENGINES = ("chromium", "firefox", "webkit")
#: Generous: WebKitGTK took up to 3 minutes to start Pyodide on a loaded 2-core machine.
START_TIMEOUT = 300.0

PROBE = """<script>
(() => {
  const seen = (window.__probe = { errors: [], foreign: [] });
  const text = (v) => (v && v.stack) || (v && v.message) || String(v);
  const error = console.error;
  console.error = function (...args) {
    seen.errors.push("console error: " + args.map(text).join(" ").slice(0, 800));
    return error.apply(this, args);
  };
  const what = (e) => e.message || (e.target && (e.target.src || e.target.href)) || e.type;
  addEventListener("error", (e) => seen.errors.push("page error: " + what(e)), true);
  addEventListener("unhandledrejection", (e) => seen.errors.push("unhandled rejection: " + text(e.reason)));
  const foreign = (name) => !name.startsWith(location.origin) && !/^(blob|data|about):/.test(name);
  if (window.PerformanceObserver)
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (foreign(e.name)) seen.foreign.push(e.name);
    }).observe({ type: "resource", buffered: true });
})();
</script>"""


class QuietHandler(serve.Handler):
    """The build, with ``PROBE`` in ``index.html``; no answer at all while the server is down."""

    def do_GET(self):
        self.server.log.append((time.time(), self.path))
        if self.server.down:
            self.close_connection = True
            return
        if self.path.split("?")[0].split("#")[0] in ("/", "/index.html"):
            html = (Path(self.directory) / "index.html").read_text(encoding="utf-8")
            self.send_text(html.replace("<head>", "<head>\n" + PROBE, 1), "text/html; charset=utf-8")
            return
        super().do_GET()

    def send_text(self, text, content_type):
        body = text.encode()
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_HEAD = do_GET


class SmokeServer:
    def __init__(self, site, handler=QuietHandler):
        handler = functools.partial(handler, directory=str(site))
        self.httpd = serve.make_server(site, port=0)
        self.httpd.RequestHandlerClass = handler
        self.httpd.down = False
        #: (epoch seconds, path) of every request, in order: tests/bench/browsers.py reads phases from it
        self.httpd.log = self.log = []
        self.url = f"http://127.0.0.1:{self.httpd.server_port}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    @property
    def down(self):
        return self.httpd.down

    @down.setter
    def down(self, value):
        self.httpd.down = value

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


class Driver:
    """What every engine's driver shares: page-side clicks, typing, waiting and checks."""

    name = "?"

    # --- engine-specific -------------------------------------------------------------
    def goto(self, url):
        raise NotImplementedError

    def eval(self, expression):
        raise NotImplementedError

    def problems(self):
        return []

    def screenshot(self, path):
        raise NotImplementedError

    def close(self):
        raise NotImplementedError

    # --- shared ------------------------------------------------------------------------
    def call(self, fn, *args):
        """Run ``fn`` (JavaScript function source, may be async) in the page with JSON ``args``."""
        return self.eval(f"({fn})(...{json.dumps(list(args))})")

    def wait(self, fn, *args, timeout=60.0, what=None):
        """Poll ``fn(...args)`` in the page until it is truthy; returns its value."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                value = self.call(fn, *args)
            except Exception:  # a navigation in progress: the page is not there yet
                value = None
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.name}: waited {timeout:.0f} s for {what or fn}")
            time.sleep(0.1)

    def wait_ready(self, timeout=START_TIMEOUT):
        # The engine can be ready before the tools are set up and a link applied: wait for both.
        ready = "() => { const d = document.documentElement.dataset; return d.engine === 'ready' && d.ui === 'ready'; }"
        self.wait(ready, timeout=timeout, what="engine and page ready")

    def click(self, selector):
        self.call("(s) => { document.querySelector(s).click(); return true; }", selector)

    def fill(self, selector, text):
        """Set a field's value as typing does (input and change events)."""
        self.call(
            """(s, t) => {
            const el = document.querySelector(s);
            el.value = t;
            el.dispatchEvent(new Event('input', {bubbles: true}));
            el.dispatchEvent(new Event('change', {bubbles: true}));
            return true;
        }""",
            selector,
            text,
        )

    def text(self, selector):
        return self.call("(s) => document.querySelector(s)?.textContent ?? null", selector)

    def count(self, selector):
        return self.call("(s) => document.querySelectorAll(s).length", selector)

    def page_problems(self):
        """Console errors, uncaught errors and foreign resources the page's probe saw (and clears)."""
        found = self.call(
            """() => {
            const p = window.__probe;
            if (!p) return ['the probe is missing: the page was not served by SmokeServer'];
            const out = [...p.errors, ...p.foreign.map(u => 'request outside the local server: ' + u)];
            p.errors.length = 0; p.foreign.length = 0;
            return out;
        }"""
        )
        return found + self.problems()

    def version(self):
        return "?"


def launch(engine, base):
    """A driver for ``engine`` (one of ``ENGINES``) that allows only requests to ``base``."""
    if engine == "chromium":
        from .chromium import ChromiumDriver

        return ChromiumDriver(base)
    if engine == "firefox":
        from .firefox import FirefoxDriver

        return FirefoxDriver(base)
    if engine == "webkit":
        from .webkit import WebKitDriver

        return WebKitDriver(base)
    raise ValueError(engine)


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
