"""Chromium through Playwright (Debian's /usr/bin/chromium when present, else Playwright's own)."""

import os

from . import Driver

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def launch_chromium(playwright):
    kw = {"args": list(FLAGS)}
    if os.path.exists(CHROMIUM):
        kw = {"executable_path": CHROMIUM, "args": ["--no-sandbox", *FLAGS]}
    return playwright.chromium.launch(**kw)


class ChromiumDriver(Driver):
    name = "chromium"

    def __init__(self, base, browser=None):
        self._pw = None
        if browser is None:
            from playwright.sync_api import sync_playwright

            self._pw = sync_playwright().start()
            browser = launch_chromium(self._pw)
        self.browser = browser
        self.context = browser.new_context()
        self._problems = []

        def route(r):
            url = r.request.url
            if url.startswith(base) or url.startswith(("blob:", "data:")):
                r.continue_()
            else:
                self._problems.append(f"request outside the local server: {url}")
                r.abort()

        self.context.route("**/*", route)
        self.page = self.context.new_page()
        self.page.on("console", lambda m: m.type == "error" and self._problems.append(f"console error: {m.text}"))
        self.page.on("pageerror", lambda e: self._problems.append(f"page error: {e}"))

    def goto(self, url):
        self.page.goto(url, timeout=120_000)

    def eval(self, expression):
        return self.page.evaluate(expression)

    def problems(self):
        found, self._problems = self._problems, []
        return found

    def screenshot(self, path):
        self.page.screenshot(path=str(path))

    def version(self):
        return f"Chromium {self.browser.version}"

    def close(self):
        self.context.close()
        if self._pw:
            self.browser.close()
            self._pw.stop()
