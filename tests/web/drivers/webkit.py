"""WebKitGTK's MiniBrowser through Selenium's WebKitGTK driver (/usr/bin/WebKitWebDriver).

MiniBrowser needs a display: when ``DISPLAY`` is not set, a private Xvfb is started for the driver
and stopped with it."""

import os
import subprocess

from . import Driver

MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
WEBDRIVER = "/usr/bin/WebKitWebDriver"


def start_xvfb():
    """A virtual screen on a free display number; returns (process, ':N')."""
    read, write = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1400x1100x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as f:
        number = f.readline().strip()
    if not number:
        proc.kill()
        raise RuntimeError("Xvfb did not start")
    return proc, f":{number}"


class WebKitDriver(Driver):
    name = "webkit"

    def __init__(self, base):
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        self.xvfb = None
        env = dict(os.environ)
        # Accelerated compositing on Mesa's software GL (no GPU here) crashed the web process in 6 of
        # 14 long spell searches (segfaults in swrast_dri.so, WebKit's ThreadedCompositor thread) and
        # took most of a core beside the engine's worker (188 % CPU against 115 % without it); the
        # known workaround for WebKitGTK on software GL, unless the caller sets it
        env.setdefault("WEBKIT_DISABLE_COMPOSITING_MODE", "1")
        if not env.get("DISPLAY"):
            self.xvfb, env["DISPLAY"] = start_xvfb()
        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        try:
            self.wd = webdriver.WebKitGTK(options=options, service=Service(executable_path=WEBDRIVER, env=env))
        except Exception:
            self._stop_xvfb()
            raise
        self.wd.set_script_timeout(300)
        self.wd.set_page_load_timeout(120)

    def goto(self, url):
        self.wd.get(url)

    def eval(self, expression):
        reply = self.wd.execute_async_script(
            """const done = arguments[arguments.length - 1];
            Promise.resolve().then(() => eval(arguments[0])).then(
                (v) => done({ok: true, value: v === undefined ? null : JSON.parse(JSON.stringify(v))}),
                (e) => done({ok: false, error: String((e && e.stack) || e)}));""",
            expression,
        )
        if not reply["ok"]:
            raise RuntimeError(f"webkit: {reply['error']}")
        return reply["value"]

    def screenshot(self, path):
        self.wd.save_screenshot(str(path))

    def version(self):
        caps = self.wd.capabilities
        return f"WebKitGTK {caps.get('browserVersion', '?')}"

    def _stop_xvfb(self):
        if self.xvfb:
            self.xvfb.terminate()
            self.xvfb.wait()
            self.xvfb = None

    def close(self):
        try:
            self.wd.quit()
        finally:
            self._stop_xvfb()
