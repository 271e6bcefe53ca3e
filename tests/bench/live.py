#!/usr/bin/env python3
"""The board editor's live answers in the page, timed against one engine call on the same board.

Builds the site, opens it in Chromium, opens "Edit the board" on the Shortest route tab and, for
a 10x10 and a 32x32 board (seeded random jumps), times in the page:

- *one engine call*: ``call("throws", text)`` from the page, the tool's own answer (the reference);
- *live, float*: from a change of the text (a board with one jump more or less) to the live
  answers drawn with the mean (the goal: one animation frame, 16.7 ms, up to 10x10; 200 ms up to
  32x32);
- *live, exact*: to the exact fraction (boards up to the engine's exact limit only; while the
  board stays that small the first answer already carries it, so the two times are one);
- *one edit*: the engine's ``edit`` of one drag, then the live answers of the result.

Prints the median, mean and 95th percentile of each and the medians' ratio to one engine call
(the machine is shared and noisy: the ratios are the figures to compare). Not part of the test
suite.

    .venv/bin/python tests/bench/live.py [--rounds 9]
"""

import argparse
import random
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from boot import launch, load  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

import serve  # noqa: E402
from engine import formats  # noqa: E402
from engine.board import Board  # noqa: E402

PANEL = '[data-testid="editor-panel-throws"]'


def board(side, jumps, seed):
    """A side x side board with ``jumps`` random jumps (no jump starts on another's end)."""
    rng, n, js = random.Random(seed), side * side, {}
    while len(js) < jumps:
        a, b = rng.randrange(1, n - 1), rng.randrange(0, n - 1)
        if a != b and a not in js and b not in js and a not in js.values():
            js[a] = b
    return Board.build(n, list(js.items()), base=1)


def variants(b, count, seed):
    """``count`` texts of ``b`` each with one jump removed (the edits a user makes, undone in turn)."""
    rng = random.Random(seed)
    picks = [rng.randrange(len(b.jumps)) for _ in range(count)]
    return [formats.write(b.with_jumps([j for k, j in enumerate(b.jumps) if k != p]), "pairs") for p in picks]


TIME_CHANGE = """async ([sel, text]) => {
    const panel = document.querySelector(sel);
    const before = Number(panel.dataset.updates || 0);
    delete panel.dataset.fastMs; delete panel.dataset.exactMs;
    window.boardlab.throws.wb.setText(text);
    while (Number(panel.dataset.updates || 0) === before) await new Promise(requestAnimationFrame);
    return [Number(panel.dataset.fastMs), panel.dataset.exactMs ? Number(panel.dataset.exactMs) : null];
}"""

TIME_CALL = """async (text) => {
    const engine = await import('./js/engine.js');
    const t0 = performance.now();
    await engine.call('throws', text, {});
    return performance.now() - t0;
}"""

TIME_EDIT = """async ([sel, op]) => {
    const panel = document.querySelector(sel);
    const ed = window.boardlab.throws.editor;
    const before = Number(panel.dataset.updates || 0);
    const t0 = performance.now();
    await ed.edit(op, {x: 0, y: 0});
    while (!panel.dataset.fastMs) await new Promise(requestAnimationFrame);
    const ms = performance.now() - t0;
    while (Number(panel.dataset.updates || 0) === before) await new Promise(requestAnimationFrame);
    return [ms, Number(panel.dataset.callMs), Number(panel.dataset.drawMs)];
}"""

# One drag's request taken apart: edit and live in one request, the edit alone, live alone on the
# edited text, a near-empty request (the worker's round trip), and the reply's JSON size.
TIME_PARTS = """async ([text, op]) => {
    const engine = await import('./js/engine.js');
    const ed = window.boardlab.throws.editor;
    const live = { ...ed.liveRequest(), exact: false };
    const format = ed.options().format;
    const timed = async (f) => {
        const t0 = performance.now();
        const r = await f();
        return [performance.now() - t0, r];
    };
    const [both, r] = await timed(() => engine.call('edit', text, { format, op, live }));
    const [alone] = await timed(() => engine.call('edit', text, { format, op, live: null }));
    const [answers] = await timed(() => engine.call('live', r.result.text, live));
    const [trip] = await timed(() => engine.call('edit', '', { op: { op: 'size', size: 4 }, live: null }));
    return [both, alone, answers, trip, JSON.stringify(r).length];
}"""


def settle(page):
    """Wait until the tool's own answer is fresh again (its run after a change shares the worker)."""
    page.wait_for_function("() => document.getElementById('panel-throws').dataset.fresh === 'fresh'", timeout=300_000)


def figures(xs):
    """(median, mean, 95th percentile) of the times taken, or None when there are none."""
    xs = sorted(x for x in xs if x is not None)
    if not xs:
        return None
    p95 = xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]
    return statistics.median(xs), statistics.fmean(xs), p95


def measure(page, side, rounds):
    b = board(side, max(4, side * side // 10), seed=side)
    texts = variants(b, rounds, seed=side + 1)
    page.evaluate("(t) => window.boardlab.throws.wb.setText(t)", texts[0])
    page.wait_for_function("(s) => document.querySelector(s).dataset.updates > 0", arg=PANEL, timeout=120_000)
    calls, fast, exact, edits, parts = [], [], [], [], []
    used = {s for j in b.jumps for s in (j.start, j.end)}
    free = [s + 1 for s in range(1, b.size - 1) if s not in used]
    for k, text in enumerate(texts):
        settle(page)
        calls.append(page.evaluate(TIME_CALL, text))
        f, e = page.evaluate(TIME_CHANGE, [PANEL, text])
        settle(page)
        fast.append(f)
        exact.append(e)
        page.evaluate("(sel) => delete document.querySelector(sel).dataset.fastMs", PANEL)
        op = {"op": "add", "from": free[0], "to": free[-1 - k % 3]}
        parts.append(page.evaluate(TIME_PARTS, [page.evaluate("() => window.boardlab.throws.wb.input.value"), op]))
        edits.append(page.evaluate(TIME_EDIT, [PANEL, op]))
        settle(page)
    times = {"one engine call (throws)": calls, "live, float": fast, "live, exact": exact}
    split = {
        "one edit + live": [e[0] for e in edits],
        "  its request (round trip)": [e[1] for e in edits],
        "  its page work (draw only)": [e[2] for e in edits],
        "  its page work (all)": [e[0] - e[1] for e in edits],
        "edit+live request, alone": [p[0] for p in parts],
        "  edit only": [p[1] for p in parts],
        "  live only": [p[2] for p in parts],
        "  tiny request (round trip)": [p[3] for p in parts],
    }
    row = {name: figures(xs) for name, xs in {**times, **split}.items()}
    one = row["one engine call (throws)"][0]
    print(f"{side}x{side} ({len(b.jumps)} jumps, {rounds} rounds, {load()}): median, mean, 95th percentile")
    for name, f in row.items():
        if f is None:
            print(f"  {name:28s} n/a")
            continue
        ms = "  ".join(f"{x:7.1f}" for x in f)
        print(f"  {name:28s} {ms} ms   ratio {f[0] / one:5.2f} (median to median)")
    print(f"  one drag's reply: {statistics.median(p[4] for p in parts) / 1000:.1f} kB of JSON")
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--rounds", type=int, default=9)
    args = ap.parse_args()
    site = Path(tempfile.mkdtemp(prefix="boardlab-live-")) / "site"
    serve.build(site)
    srv = serve.make_server(site, port=0)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    with sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(f"http://127.0.0.1:{srv.server_port}/")
        page.wait_for_selector('html[data-engine="ready"]', timeout=180_000)
        page.click('[data-testid="tab-throws"]')
        page.click(f"{PANEL} > summary")
        for side in (10, 32):
            measure(page, side, args.rounds)
        browser.close()
    srv.shutdown()


if __name__ == "__main__":
    main()
