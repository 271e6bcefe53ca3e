"""Firefox ESR through puppeteer-core (WebDriver BiDi), run by ``firefox.mjs`` in Node."""

import contextlib
import json
import subprocess
from pathlib import Path

from . import ROOT, Driver


class FirefoxDriver(Driver):
    name = "firefox"

    def __init__(self, base):
        script = Path(__file__).with_name("firefox.mjs")
        self.proc = subprocess.Popen(
            ["node", str(script), base],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self._read()  # "started"

    def _read(self):
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the Firefox driver stopped (exit status {self.proc.poll()})")
        reply = json.loads(line)
        if not reply["ok"]:
            raise RuntimeError(f"firefox: {reply['error']}")
        return reply["value"]

    def _send(self, op, **kw):
        self.proc.stdin.write(json.dumps({"op": op, **kw}) + "\n")
        self.proc.stdin.flush()
        return self._read()

    def goto(self, url):
        self._send("goto", url=url)

    def eval(self, expression):
        return self._send("eval", src=expression)

    def problems(self):
        return self._send("problems")

    def screenshot(self, path):
        self._send("screenshot", path=str(path))

    def version(self):
        return self._send("version")

    def close(self):
        with contextlib.suppress(RuntimeError, OSError):
            self._send("close")
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
