// Tool "throws": fewest dice throws on any board (seeds 000, 002, 003), and BFS shown step by step.
//
// After a run the page shows the answer, the board with the shortest route, seed 002's plain and
// pruned BFS counts side by side, and a player that replays the level-by-level BFS: one step per
// layer (squares shaded by distance, the queue outlined and listed, the executed line of the BFS
// code highlighted), then the route throw by throw with its rolls. A board whose goal cannot be
// reached ends on the squares that can be. A converter rewrites the input in another format.
//
// The engine computes everything (layers, parent moves, counts, conversions); this module only
// lays them out. Vocabulary: a *label* is a square's number as the user reads it; layer k holds
// the squares first reached after k throws, which is also the BFS queue at step k.

import { call } from "../engine.js";
import { drawBoard, el } from "../board.js";
import { Player } from "../player.js";
import { h, runWithStop, workbench } from "../ui.js";

const FORMATS = ["pairs", "moves", "lc909", "uil", "counts"];
/** Labels listed per queue strip or layer row before "+ N more" (a big layer must not flood the page). */
const LIST_CAP = 48;
/** Layer rows shown at once in the layer table (the latest ones). */
const LAYER_ROWS = 14;
/** Route list items shown (a million-square board can have a very long route). */
const ROUTE_CAP = 400;

// The BFS shown beside the board: the same level-by-level search as engine/route.py's ``bfs``.
// Each line has a key; a step highlights the line it has just executed.
const CODE = [
  ["def", "def fewest_throws(jump, start, goal, faces=6):"],
  ["dist", "    dist = {start: 0}          # throws to each square"],
  ["parent", "    parent = {start: None}"],
  ["init", "    queue = [start]            # layer 0"],
  ["while", "    while queue:"],
  ["next", "        nxt = []               # the next layer"],
  ["for-sq", "        for sq in queue:"],
  ["for-roll", "            for roll in range(1, faces + 1):"],
  ["land", "                land = min(sq + roll, goal)"],
  ["jump", "                to = jump.get(land, land)"],
  ["seen", "                if to not in dist:"],
  ["set-dist", "                    dist[to] = dist[sq] + 1"],
  ["set-parent", "                    parent[to] = (sq, roll)"],
  ["append", "                    nxt.append(to)"],
  ["goal", "        if goal in dist:"],
  ["found", "            return dist[goal]"],
  ["advance", "        queue = nxt"],
  ["empty", "    return -1                  # queue empty"],
  ["blank", ""],
  ["route", "def route(parent, goal):"],
  ["r-init", "    moves, sq = [], goal"],
  ["r-while", "    while parent[sq] is not None:"],
  ["r-step", "        frm, roll = parent[sq]"],
  ["r-push", "        moves.append((frm, roll, sq))"],
  ["r-back", "        sq = frm"],
  ["r-return", "    return moves[::-1]         # first throw first"],
];
/** The line each kind of step has just executed. */
const LINE_OF = { init: "init", layer: "append", found: "found", empty: "empty", route: "r-return" };

const plural = (n, word, many = `${word}s`) => `${n.toLocaleString("en")} ${n === 1 ? word : many}`;

/** "roll 5: 1 → 6, ladder up to 46" (labels as the engine gives them). */
export function moveText(m) {
  let s = `roll ${m.roll}: ${m.from} → ${m.landing}`;
  if (m.to !== m.landing) s += m.to > m.landing ? `, ladder up to ${m.to}` : `, snake down to ${m.to}`;
  return s;
}

function capped(labels, cap = LIST_CAP) {
  return labels.length > cap ? { shown: labels.slice(0, cap), more: labels.length - cap } : { shown: labels, more: 0 };
}

export function init(panel, ctx) {
  document.head.append(h("link", { rel: "stylesheet", href: "./css/throws.css" }));
  const examples = ctx.examples.filter((e) => (e.tools || ["throws", "analysis"]).includes("throws"));
  const wb = workbench(panel, {
    tool: "throws",
    inputLabel: "Board",
    hint: "(pairs, moves, LeetCode 909 matrix, UIL grid or counts; paste, type or drop a file)",
    runLabel: "Find fewest throws",
    headline: "Fewest throws",
    examples,
    options: [
      { key: "format", label: "Format ", type: "select", choices: [["auto", "detect"], ...FORMATS], value: "auto" },
      { key: "faces", label: "Die faces ", type: "number", min: 1, max: 1000, value: 6 },
      { key: "start", label: "Start ", type: "select", choices: [["first", "on the first square"], ["off", "off the board"]], value: "first" },
      { key: "chain", label: "chain jumps", type: "checkbox", value: false },
    ],
  });

  // ---- converter (input side, under the actions)
  const convertTo = h("select", { id: "convert-to-throws", "data-testid": "convert-to-throws" }, ...FORMATS.map((f) => h("option", { value: f, text: f })));
  const convertBtn = h("button", { type: "button", "data-testid": "convert-run-throws", text: "Convert" });
  const converted = h("textarea", { id: "converted-throws", "data-testid": "converted-throws", readonly: true, rows: 6, spellcheck: "false", "aria-label": "Converted board", hidden: true });
  const convertNote = h("p", { class: "convert-note", "data-testid": "convert-note-throws", role: "status" });
  const useBtn = h("button", { type: "button", "data-testid": "convert-use-throws", hidden: true, text: "Use this" });
  const converter = h(
    "section",
    { class: "converter", "data-testid": "convert-throws", "aria-label": "Convert the board to another format" },
    h("div", { class: "convert-row" }, h("label", { for: convertTo.id }, "Convert to ", convertTo), convertBtn, useBtn),
    convertNote,
    converted,
  );
  panel.querySelector(".input-side").append(converter);

  // ---- output side
  const notes = h("ul", { class: "notes-list", "data-testid": "warnings-throws", hidden: true });
  const summary = h("p", { class: "summary", "data-testid": "summary-throws" });
  const routeText = h("code", { class: "route-text", "data-testid": "route-text-throws" });
  const compare = h("table", { class: "data compare", "data-testid": "compare-throws", hidden: true });
  const player = new Player({ tool: "throws", render: (i) => render(i), label: (i) => stepLabel(i) });
  const boardBox = h("div", { class: "board-box", "data-testid": "board-throws" });
  // tabindex: on a phone the code scrolls sideways, and a scrolling region must be reachable by keyboard.
  const code = h("ol", { class: "code", "data-testid": "code-throws", tabindex: 0, "aria-label": "BFS in Python, the line just executed marked" });
  const codeLines = new Map();
  for (const [key, text] of CODE) {
    const li = h("li", { "data-line": key }, h("code", { text: text || " " }));
    codeLines.set(key, li);
    code.append(li);
  }
  const queueList = h("ol", { class: "queue", "data-testid": "queue-throws", "aria-label": "The queue" });
  const queueHead = h("h4", { class: "queue-head", "data-testid": "queue-head-throws", text: "Queue" });
  const layerTable = h("table", { class: "data layers", "data-testid": "layers-throws" });
  const legend = h(
    "ul",
    { class: "legend", "aria-label": "Key" },
    h("li", {}, h("span", { class: "key ladder-key", "aria-hidden": "true" }), "ladder (rails and rungs: up)"),
    h("li", {}, h("span", { class: "key snake-key", "aria-hidden": "true" }), "snake (wavy, head at the top: down)"),
    h("li", {}, h("span", { class: "key queued-key", "aria-hidden": "true" }), "in the queue (thick outline)"),
    h("li", {}, h("span", { class: "key expanding-key", "aria-hidden": "true" }), "being expanded (dashed)"),
    h("li", {}, h("span", { class: "key shade-key", "aria-hidden": "true" }), "shade + number = throws to reach it"),
  );
  const bfsSection = h(
    "section",
    { class: "bfs", "data-testid": "bfs-throws", "aria-label": "Breadth-first search, step by step", hidden: true },
    h("h3", { text: "Breadth-first search, layer by layer" }),
    player.element,
    h(
      "div",
      { class: "bfs-grid" },
      h("div", { class: "bfs-board" }, boardBox, legend),
      h("div", { class: "bfs-side" }, h("h4", { text: "The code" }), code, queueHead, queueList, h("h4", { text: "Layers (throws → squares first reached)" }), layerTable),
    ),
  );
  // The step-by-step search gets the panel's full width (board and code side by side, readable on a projector).
  panel.append(bfsSection);
  const routeList = h("ol", { class: "route-list", "data-testid": "route-throws" });
  const routeHead = h("h3", { text: "Route" });
  const routeNote = h("p", { class: "note", "data-testid": "route-note-throws", hidden: true });
  const plainBoard = h("div", { class: "board-box", "data-testid": "board-plain-throws", hidden: true });
  wb.body.append(
    notes,
    h("p", { class: "route-line" }, summary, " ", routeText),
    h("div", { class: "table-wrap", tabindex: 0, role: "region", "aria-label": "Plain and pruned BFS counts" }, compare),
    plainBoard,
    routeHead,
    routeNote,
    routeList,
  );

  // ---- state of the last run
  let r = null; // the engine's result
  let view = null;
  let states = []; // [{kind, layer, move}]
  let centres = new Map(); // label -> [x, y] of a drawn square
  let cell = 60;
  let overlay = null;
  let routeLayer = null;
  let dist = new Map(); // label -> layer
  let runs = 0;
  let lastLayer = 0; // the deepest layer the player shows (colours stay put while stepping)

  function clearResults() {
    r = null;
    view = null;
    states = [];
    centres = new Map();
    dist = new Map();
    player.setCount(0);
    boardBox.replaceChildren();
    plainBoard.replaceChildren();
    plainBoard.hidden = true;
    bfsSection.hidden = true;
    compare.hidden = true;
    notes.hidden = true;
    summary.textContent = "";
    routeText.textContent = "";
    routeList.replaceChildren();
    routeNote.hidden = true;
    wb.detected.textContent = "";
  }

  function show(result) {
    clearResults();
    r = result;
    const opts = wb.getOptions();
    wb.result.textContent = String(r.throws);
    wb.detected.textContent = `format: ${r.format}${opts.format === "auto" ? " (detected)" : ""}`;
    const warnings = r.board.warnings || [];
    notes.replaceChildren(...warnings.map((w) => h("li", { text: w })));
    notes.hidden = !warnings.length;
    const startLabel = r.layers.length ? r.layers[0][0] : r.board.start + r.board.base;
    const goalLabel = r.board.goal + r.board.base;
    const total = r.board.size + (startLabel < r.board.base ? 1 : 0);
    r.layers.forEach((layer, d) => layer.forEach((label) => dist.set(label, d)));

    if (r.throws >= 0) {
      summary.textContent = `${plural(r.throws, "throw")} from square ${startLabel} to square ${goalLabel}:`;
      routeText.textContent = r.route_text;
    } else if (r.details) {
      summary.textContent = `The goal (square ${goalLabel}) cannot be reached: only ${plural(r.reachable.length, "square")} of ${total.toLocaleString("en")} can be, and every throw from them ends on one of them again.`;
    } else {
      summary.textContent = `The goal (square ${goalLabel}) cannot be reached.`;
    }
    renderCompare();
    renderRoute(-1);

    if (!r.details) {
      routeNote.textContent = `This board has ${r.board.size.toLocaleString("en")} squares: above 65,536 the page shows the answer and the route, not the search step by step.`;
      routeNote.hidden = false;
      plainBoard.hidden = false;
      drawBoard(plainBoard, r.board, { title: "The board" });
      return;
    }
    bfsSection.hidden = false;
    view = drawBoard(boardBox, r.board, { title: `The board: ${r.board.size} squares` });
    // A board of few columns is not blown up to the full width (its snakes would swamp the squares).
    if (view.svg) view.svg.style.maxWidth = `${Math.min(46, Math.max(20, 6 * r.board.cols))}rem`;
    prepareOverlays();
    buildStates();
    player.setCount(states.length, states.length - 1);
  }

  function buildStates() {
    states = [{ kind: "init", layer: 0 }];
    const last = r.throws >= 0 ? r.throws : r.layers.length - 1;
    lastLayer = last;
    for (let k = 1; k <= last; k++) states.push({ kind: "layer", layer: k });
    if (r.throws >= 0) {
      states.push({ kind: "found", layer: r.throws });
      r.moves.forEach((_, i) => states.push({ kind: "route", layer: r.throws, move: i + 1 }));
    } else {
      states.push({ kind: "empty", layer: last });
    }
  }

  // ---- drawing on the board
  function prepareOverlays() {
    const svg = view?.svg;
    if (!svg) return;
    for (const rect of svg.querySelectorAll("rect.sq")) {
      const w = Number(rect.getAttribute("width"));
      cell = w;
      centres.set(Number(rect.dataset.square), [Number(rect.getAttribute("x")) + w / 2, Number(rect.getAttribute("y")) + w / 2]);
    }
    overlay = el("g", { class: "bfs-overlay" });
    svg.insertBefore(overlay, svg.querySelector("g.labels"));
    routeLayer = el("g", { class: "route-overlay" });
    svg.insertBefore(routeLayer, svg.querySelector("g.tokens"));
  }

  function outline(labels, cls) {
    const g = el("g", { class: cls }, overlay);
    const inset = cls === "queued" ? 4 : 8;
    for (const label of labels) {
      const c = centres.get(label);
      if (!c) continue;
      const box = { x: c[0] - cell / 2 + inset, y: c[1] - cell / 2 + inset, width: cell - 2 * inset, height: cell - 2 * inset, rx: 4 };
      // A dashed outline is drawn white over black so it shows on dark and light shades alike.
      if (cls === "expanding") el("rect", { ...box, class: "under" }, g);
      el("rect", { ...box, "data-square": label }, g);
    }
    return g;
  }

  function crossUnreachable() {
    const g = el("g", { class: "unreachable" }, overlay);
    const d = cell / 2 - 10;
    let n = 0;
    for (const [label, [x, y]] of centres) {
      if (dist.has(label)) continue;
      n++;
      el("path", { d: `M ${x - d} ${y - d} L ${x + d} ${y + d} M ${x + d} ${y - d} L ${x - d} ${y + d}`, "data-square": label }, g);
    }
    g.dataset.count = String(n);
  }

  /** The route's first `upTo` throws: roll segments dotted with a die showing the roll, jumps solid, steps numbered. */
  function drawRoute(upTo) {
    if (!routeLayer) return;
    routeLayer.replaceChildren();
    const moves = r.moves.slice(0, upTo);
    moves.forEach((m, i) => {
      const current = i === upTo - 1;
      const g = el("g", { class: `throw${current ? " current" : ""}`, "data-move": i + 1, "data-roll": m.roll }, routeLayer);
      el("title", {}, g).textContent = `Throw ${i + 1}: ${moveText(m)}`;
      const a = centres.get(m.from);
      const b = centres.get(m.landing);
      const c = centres.get(m.to);
      if (a && b) el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: "roll-seg" }, g);
      if (b && c && m.to !== m.landing) el("line", { x1: b[0], y1: b[1], x2: c[0], y2: c[1], class: "jump-seg" }, g);
      if (b) {
        // The die sits between the square thrown from and the landing (on the landing when it starts off the board).
        const [x, y] = a ? [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] : [b[0], b[1] - cell / 3];
        el("rect", { x: x - 11, y: y - 11, width: 22, height: 22, rx: 5, class: "die" }, g);
        el("text", { x, y: y + 6, class: "die-num" }, g).textContent = String(m.roll);
      }
      if (c) {
        el("circle", { cx: c[0], cy: c[1] + cell / 4, r: current ? 12 : 10, class: "step" }, g);
        el("text", { x: c[0], y: c[1] + cell / 4 + 4.5, class: "step-num" }, g).textContent = String(i + 1);
      }
    });
  }

  // ---- one step of the player
  function stepLabel(i) {
    const st = states[i];
    if (!st || !r) return "";
    const k = st.layer;
    const goal = r.board.goal + r.board.base;
    if (st.kind === "init") return `Layer 0: the queue holds the start, square ${r.layers[0][0]}`;
    if (st.kind === "layer") {
      const n = r.layers[k].length;
      return `Layer ${k} (${plural(k, "throw")}): ${plural(n, "new square")} from the ${plural(r.layers[k - 1].length, "square")} of layer ${k - 1}`;
    }
    if (st.kind === "found") return `Goal ${goal} is in layer ${k}: ${plural(k, "throw")}`;
    if (st.kind === "empty") return `Queue empty after layer ${k}: the goal cannot be reached (-1)`;
    const m = r.moves[st.move - 1];
    return `Route, throw ${st.move} of ${r.moves.length}: ${moveText(m)}`;
  }

  function render(i) {
    const st = states[i];
    if (!st || !r) return;
    const k = st.layer;
    bfsSection.dataset.kind = st.kind;
    bfsSection.dataset.layer = String(k);
    bfsSection.dataset.step = String(i);
    // Code: the line just executed.
    const line = LINE_OF[st.kind];
    for (const [key, li] of codeLines) {
      const on = key === line;
      li.classList.toggle("current", on);
      if (on) li.setAttribute("aria-current", "step");
      else li.removeAttribute("aria-current");
    }
    // Board: distances so far, the queue and the squares being expanded.
    const queue = st.kind === "empty" ? [] : r.layers[k];
    if (view?.svg) {
      const values = {};
      for (let d = 0; d <= k; d++) for (const label of r.layers[d]) values[label] = d;
      view.clear(); // shade() only writes the squares it is given: older marks must go
      view.shade(values, { max: Math.max(1, lastLayer) });
      overlay.replaceChildren();
      if (st.kind === "layer") outline(r.layers[k - 1], "expanding");
      if (st.kind !== "route") outline(st.kind === "found" ? [r.board.goal + r.board.base] : queue, "queued");
      if (st.kind === "empty") crossUnreachable();
      drawRoute(st.kind === "route" ? st.move : 0);
    }
    renderQueue(st, queue);
    renderLayers(k, st.kind === "layer");
    renderRoute(st.kind === "route" ? st.move : -1);
  }

  function renderQueue(st, queue) {
    const k = st.layer;
    queueHead.textContent =
      st.kind === "empty" ? "Queue: empty" : st.kind === "route" ? `Queue (layer ${k}, the search is over)` : `Queue = layer ${k}: ${plural(queue.length, "square")}`;
    const moves = st.kind === "init" ? [] : r.layer_moves[k] || [];
    const goal = r.board.goal + r.board.base;
    const { shown, more } = capped(queue);
    const items = shown.map((label, j) => {
      const m = moves[j];
      return h("li", { "data-square": label, class: label === goal ? "goal" : null, title: m ? `reached by ${moveText(m)}` : "the start" }, String(label), label === goal ? " (goal)" : "");
    });
    if (more) items.push(h("li", { class: "more", text: `+ ${more.toLocaleString("en")} more` }));
    queueList.replaceChildren(...items);
    if (!queue.length) queueList.replaceChildren(h("li", { class: "more", text: "(empty)" }));
  }

  function renderLayers(k, newest) {
    const first = Math.max(0, k + 1 - LAYER_ROWS);
    const rows = [];
    for (let d = first; d <= k; d++) {
      const { shown, more } = capped(r.layers[d], 24);
      rows.push(
        h(
          "tr",
          { "data-layer": d, class: d === k && newest ? "newest" : null },
          h("th", { scope: "row", text: String(d) }),
          h("td", { text: shown.join(" ") + (more ? ` … +${more}` : "") }),
        ),
      );
    }
    layerTable.replaceChildren(
      h("thead", {}, h("tr", {}, h("th", { scope: "col", text: "Throws" }), h("th", { scope: "col", text: "Squares" }))),
      h("tbody", {}, first ? h("tr", {}, h("td", { colspan: 2, class: "note", text: `layers 0–${first - 1} not shown` })) : null, ...rows),
    );
  }

  function renderRoute(upTo) {
    if (!r) return;
    if (r.throws < 0) {
      const { shown, more } = capped(r.reachable, 120);
      routeList.replaceChildren();
      routeNote.textContent = r.details ? `No route. The reachable squares: ${shown.join(" ")}${more ? ` … and ${more.toLocaleString("en")} more` : ""}` : "No route.";
      routeNote.hidden = false;
      return;
    }
    const items = r.moves.slice(0, ROUTE_CAP).map((m, i) =>
      h("li", { "data-move": i + 1, class: upTo === i + 1 ? "current" : upTo > i + 1 ? "done" : null, "aria-current": upTo === i + 1 ? "step" : null }, moveText(m)),
    );
    if (r.moves.length > ROUTE_CAP) items.push(h("li", { class: "more", text: `… ${plural(r.moves.length - ROUTE_CAP, "more throw")} (the whole route is in the line above)` }));
    routeList.replaceChildren(...items);
    if (!r.moves.length) routeList.replaceChildren(h("li", { class: "more", text: "The start is the goal: no throw needed." }));
  }

  function renderCompare() {
    if (!r.plain || !r.pruned) {
      compare.hidden = true;
      return;
    }
    const { plain, pruned } = r;
    const factor = (a, b) => (b > 0 ? `${(a / b).toFixed(1)}×` : "–");
    const bar = (v, top) => h("span", { class: "bar", "aria-hidden": "true", style: `width: ${top ? Math.round((100 * v) / top) : 0}%` });
    const row = (name, key, note) =>
      h(
        "tr",
        {},
        h("th", { scope: "row" }, name, note ? h("span", { class: "sub", text: ` ${note}` }) : null),
        ...[["plain", plain], ["pruned", pruned]].map(([which, s]) =>
          h("td", { "data-cell": `${which}-${key}` }, h("span", { class: "num", text: s[key].toLocaleString("en") }), key === "throws" ? null : bar(s[key], Math.max(plain[key], pruned[key]))),
        ),
        h("td", { "data-cell": `factor-${key}`, text: key === "throws" ? (plain.throws === pruned.throws ? "same" : "differ!") : factor(plain[key], pruned[key]) }),
      );
    compare.replaceChildren(
      h("caption", { text: "Seed 002's BFS without and with its pruning (only the deepest plain landing is queued)" }),
      h("thead", {}, h("tr", {}, h("td", {}), h("th", { scope: "col", text: "Plain BFS" }), h("th", { scope: "col", text: "Pruned BFS" }), h("th", { scope: "col", text: "Plain ÷ pruned" }))),
      h(
        "tbody",
        {},
        row("Throws", "throws"),
        row("Enqueued", "enqueued", "(put on the queue)"),
        row("Expanded", "expanded", "(taken off it)"),
      ),
    );
    compare.hidden = false;
  }

  // ---- running
  async function run() {
    const text = wb.input.value;
    const options = wb.getOptions();
    const reply = await runWithStop(wb, () => call("throws", text, options), { label: "Searching…" });
    if (!reply.ok) {
      clearResults();
      wb.result.textContent = "–";
      wb.showError(reply);
    } else {
      show(reply.result);
    }
    panel.dataset.runs = String(++runs);
    return reply;
  }
  wb.onRun(run);
  // Choosing an example shows its answer straight away.
  panel.addEventListener("example-loaded", () => {
    if (!wb.runBtn.disabled) run();
  });

  // ---- converter
  async function convert() {
    const to = convertTo.value;
    const from = wb.getOptions().format || "auto";
    convertBtn.disabled = true;
    try {
      const reply = await call("convert", wb.input.value, { from, to });
      if (reply.ok) {
        wb.clearError();
        converted.value = reply.result.text;
        converted.hidden = false;
        useBtn.hidden = false;
        useBtn.dataset.format = to;
        const warn = reply.result.warnings.length ? ` Notes: ${reply.result.warnings.join("; ")}` : "";
        convertNote.textContent = `${reply.result.format_from} → ${reply.result.format_to}.${warn}`;
        return reply;
      }
      converted.hidden = true;
      useBtn.hidden = true;
      // Pairs can hold any board: if it cannot be read as pairs either, the input itself is at fault (show its line).
      const check = await call("convert", wb.input.value, { from, to: "pairs" });
      if (!check.ok) {
        convertNote.textContent = "The board could not be read (see the error above).";
        wb.showError(check);
      } else {
        convertNote.textContent = reply.error?.message?.replace(/^line \d+, col \d+: /, "") || "This board cannot be written in that format.";
      }
      return reply;
    } finally {
      convertBtn.disabled = false;
    }
  }
  convertBtn.addEventListener("click", convert);
  useBtn.addEventListener("click", () => {
    wb.load(converted.value, { format: useBtn.dataset.format || "auto" });
    wb.exampleSelect.value = "";
    run();
  });

  return { wb, run, convert, player };
}
