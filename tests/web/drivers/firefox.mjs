// Drives Firefox ESR for pytest (tests/web/drivers/firefox.py): puppeteer-core speaks WebDriver BiDi
// to the system Firefox. One JSON command per line on stdin, one JSON reply per line on stdout.
//   {"op": "goto", "url": ...} | {"op": "eval", "src": "<expression>"} | {"op": "viewport", "width", "height"}
//   {"op": "screenshot", "path"} | {"op": "problems"} | {"op": "close"}
import readline from "node:readline";
import puppeteer from "puppeteer-core";

const base = process.argv[2];
const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: process.env.BOARDLAB_FIREFOX || "/usr/bin/firefox-esr",
  headless: true,
  protocolTimeout: 300_000,
  extraPrefsFirefox: { "dom.serviceWorkers.enabled": true, "dom.serviceWorkers.testing.enabled": true },
});
const page = await browser.newPage();
const problems = [];
page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
page.on("pageerror", (e) => problems.push(`page error: ${e.message || e}`));
page.on("request", (r) => {
  const url = r.url();
  if (!url.startsWith(base) && !/^(blob|data|about):/.test(url)) problems.push(`request outside the local server: ${url}`);
});

const ops = {
  goto: (c) => page.goto(c.url, { waitUntil: "load", timeout: 120_000 }).then(() => null),
  eval: (c) => page.evaluate(c.src),
  viewport: (c) => page.setViewport({ width: c.width, height: c.height }),
  screenshot: (c) => page.screenshot({ path: c.path }).then(() => null),
  version: () => browser.version(),
  problems: () => problems.splice(0),
  close: async () => {
    await browser.close();
    setImmediate(() => process.exit(0));
    return null;
  },
};

const reply = (obj) => process.stdout.write(JSON.stringify(obj) + "\n");
reply({ ok: true, value: "started" });
for await (const line of readline.createInterface({ input: process.stdin })) {
  const cmd = JSON.parse(line);
  try {
    reply({ ok: true, value: (await ops[cmd.op](cmd)) ?? null });
  } catch (err) {
    reply({ ok: false, error: String((err && err.message) || err) });
  }
}
await browser.close();
