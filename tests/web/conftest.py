"""Browser tests: build the static site once, serve it on a free local port, drive Chromium.

Every page opened through ``open_page`` fails its test on any console error, any uncaught page
error, and any request to an origin other than the local server (which is also aborted), so
"works offline, no CDN" stays true.
"""

import fcntl
import os
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import serve  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pagekit import open_app  # noqa: E402

CHROMIUM = "/usr/bin/chromium"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    args = dict(browser_type_launch_args)
    flags = [
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
    ]
    if os.path.exists(CHROMIUM):
        args["executable_path"] = CHROMIUM
        flags.insert(0, "--no-sandbox")
    args["args"] = flags + list(args.get("args", []))
    return args


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The built site. Under pytest-xdist the workers share one build (the first to ask makes it, the
    others wait on a lock); no test writes into it."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        out = tmp_path_factory.mktemp("site")
        serve.build(out)
        return out
    shared = tmp_path_factory.getbasetemp().parent
    out, done = shared / "site", shared / "site.built"
    with open(shared / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            serve.build(out)
            done.touch()
    return out


@pytest.fixture(scope="session")
def server(site):
    srv = serve.make_server(site, port=0)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.server_port}/"
    srv.shutdown()


class SharedApp:
    """A module's page. After a test fails on it, ``renew`` opens a fresh page for the tests that follow
    (its rerun first): what went wrong there, a page that stopped drawing, say, goes with it."""

    def __init__(self, browser, server):
        self.browser, self.server = browser, server
        self.context, self.page, self.guard = open_app(browser, server)

    def __iter__(self):
        return iter((self.page, self.guard))

    def __getitem__(self, i):
        return (self.page, self.guard)[i]

    def renew(self):
        self.context.close()
        self.context, self.page, self.guard = open_app(self.browser, self.server)


@pytest.fixture(scope="module")
def app(browser, server):
    """One page shared by a module's tests (the interpreter start dominates test time)."""
    shared = SharedApp(browser, server)
    yield shared
    shared.guard.check()
    shared.context.close()


@pytest.fixture
def page_ok(app, request):
    """The shared page, checked for console errors and foreign requests after each test."""
    yield app.page
    try:
        app.guard.check()
    finally:
        if getattr(request.node, "call_failed", False):  # set by tests/conftest.py
            app.renew()
