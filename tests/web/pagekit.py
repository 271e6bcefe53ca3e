"""Helpers for browser tests: a guard against console errors and foreign requests, opening the app,
running a tool."""

from pathlib import Path

START_TIMEOUT = 120_000
#: axe-core comes from node_modules (a test-only npm package): the production build does not ship it.
AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
#: Console error texts that are not ours to fix (none so far).
IGNORED_CONSOLE = ()


class Guard:
    """Collects what must never happen on a page: console errors, page errors, foreign requests."""

    def __init__(self, base):
        self.base = base
        self.problems = []

    def attach(self, context):
        def route(r):
            url = r.request.url
            if url.startswith(self.base) or url.startswith(("blob:", "data:")):
                r.continue_()
            else:
                self.problems.append(f"request outside the local server: {url}")
                r.abort()

        context.route("**/*", route)

    def watch(self, page):
        def console(msg):
            if msg.type == "error" and not any(s in msg.text for s in IGNORED_CONSOLE):
                self.problems.append(f"console error: {msg.text}")

        page.on("console", console)
        page.on("pageerror", lambda e: self.problems.append(f"page error: {e}"))

    def check(self):
        problems, self.problems = self.problems, []
        assert not problems, "\n".join(problems)


def open_app(browser, server, path="", ready=True, context_args=None):
    """A new context and page on the app; waits for the engine when ``ready``."""
    # Service workers are blocked unless a test asks for them: request routing cannot see what they serve.
    context = browser.new_context(**{"service_workers": "block", **(context_args or {})})
    guard = Guard(server)
    guard.attach(context)
    page = context.new_page()
    guard.watch(page)
    page.goto(server + path)
    if ready:
        # The engine can be ready before the tools are set up and a link applied: wait for both.
        page.wait_for_selector('html[data-engine="ready"][data-ui="ready"]', timeout=START_TIMEOUT)
    return context, page, guard


def run_tool(page, tool, text, options_js=None, timeout=60_000):
    """Type ``text`` into a tool's input, run it, and wait for a result or an error."""
    page.click(f'[data-testid="tab-{tool}"]')
    page.fill(f'[data-testid="input-{tool}"]', text)
    page.evaluate(
        """(tool) => {
        document.querySelector(`[data-testid="result-${tool}"]`).textContent = '…';
        document.querySelector(`[data-testid="error-${tool}"]`).hidden = true;
    }""",
        tool,
    )
    page.click(f'[data-testid="run-{tool}"]')
    page.wait_for_function(
        """(tool) => {
        const r = document.querySelector(`[data-testid="result-${tool}"]`);
        const e = document.querySelector(`[data-testid="error-${tool}"]`);
        // '–' is the page's own "no answer" (an edit may clear the result after '…' was written)
        return (r && r.textContent !== '…' && r.textContent !== '–') || (e && !e.hidden);
    }""",
        arg=tool,
        timeout=timeout,
    )


def inject_axe(page):
    """Load axe-core into the page from node_modules (never from the site, which does not ship it)."""
    page.add_script_tag(path=str(AXE))


def copy_link(page, tool):
    """Click Copy link and wait for the link to be written (compression is asynchronous)."""
    page.eval_on_selector(f'[data-testid="share-link-{tool}"]', "el => el.value = ''")
    page.click(f'[data-testid="share-{tool}"]')
    page.wait_for_function("(t) => document.querySelector(`[data-testid=share-link-${t}]`).value !== ''", arg=tool)
    return page.input_value(f'[data-testid="share-link-{tool}"]')
