// The breadth-first search step by step: a player over the steps (one per layer, then the route
// throw by throw), the board shaded by distance with the queue outlined, the code with the line
// just executed, the queue and the layer table. Layer k holds the squares first reached after
// k throws, which is also the BFS queue at step k.

import { el, h, plural } from "../../core/dom.js";
import { drawBoard } from "../../draw/board.js";
import { CodeListing } from "../../draw/code.js";
import { capped } from "../../draw/lists.js";
import { Player } from "../../draw/player.js";
import { CODE, LINE_OF, moveText } from "./format.js";
import { crossUnreachable, drawRoute, outline } from "./marks.js";
import { PRUNED_CODE, prunedVisited } from "./pruned.js";

/** Labels listed per queue strip or layer row before "+ N more" (a big layer must not flood the page). */
const LIST_CAP = 48;
/** Layer rows shown at once in the layer table (the latest ones). */
const LAYER_ROWS = 14;

function legend() {
  const key = (cls, text) => h("li", {}, h("span", { class: `key ${cls}`, "aria-hidden": "true" }), text);
  return h(
    "ul",
    { class: "legend", "aria-label": "Key" },
    key("ladder-key", "ladder (rails and rungs: up)"),
    key("snake-key", "snake (wavy, head at the top: down)"),
    key("queued-key", "in the queue (thick outline)"),
    key("expanding-key", "being expanded (dashed)"),
    key("shade-key", "shade + number = throws to reach it"),
  );
}

/** The steps of the animation: [{kind, layer, move, item}]; `by` "item" steps one queue item at a
 * time (the engine's `queue_steps`) instead of one layer; "pruned" one queue item of seed 002's
 * pruned BFS (`pruned_steps`), which ends where that search ends (it does not keep the route). */
function buildStates(r, by) {
  const states = [{ kind: "init", layer: 0 }];
  const last = r.throws >= 0 ? r.throws : r.layers.length - 1;
  if (by === "pruned") {
    r.pruned_steps.forEach((q, j) => states.push({ kind: "pruned", layer: q.distance + 1, item: j }));
    return { states, lastLayer: last };
  }
  if (by === "item") (r.queue_steps || []).forEach((q, j) => states.push({ kind: "item", layer: q.distance + 1, item: j }));
  else for (let k = 1; k <= last; k++) states.push({ kind: "layer", layer: k });
  if (r.throws >= 0) {
    states.push({ kind: "found", layer: r.throws });
    r.moves.forEach((_, i) => states.push({ kind: "route", layer: r.throws, move: i + 1 }));
  } else {
    states.push({ kind: "empty", layer: last });
  }
  return { states, lastLayer: last };
}

/** The code line a queue-item step ends on: the goal found, a square appended, or all seen. */
function itemLine(q) {
  return q.found ? "found" : q.new.length ? "append" : "seen";
}

export class BfsView {
  constructor(onRoute) {
    this.onRoute = onRoute;
    this.player = new Player({ tool: "throws", render: (i) => this.render(i), label: (i) => this.stepLabel(i), region: () => this.element });
    this.boardBox = h("div", { class: "board-box", "data-testid": "board-throws" });
    this.code = new CodeListing(CODE, { "data-testid": "code-throws", "aria-label": "BFS in Python, the line just executed marked" });
    this.prunedCode = new CodeListing(PRUNED_CODE, { "data-testid": "code-pruned-throws", "aria-label": "Seed 002's pruned BFS in Python, the line just executed marked", hidden: true });
    this.queueList = h("ol", { class: "queue", "data-testid": "queue-throws", "aria-label": "The queue" });
    this.queueHead = h("h4", { class: "queue-head", "data-testid": "queue-head-throws", text: "Queue" });
    this.by = h("select", { "data-testid": "step-by-throws", id: "step-by-throws" }, h("option", { value: "layer", text: "one layer" }), h("option", { value: "item", text: "one queue item" }), h("option", { value: "pruned", text: "pruned BFS item", title: "one queue item of seed 002's pruned BFS" }));
    // A new step size starts the animation over.
    this.by.addEventListener("change", () => {
      if (!this.r) return;
      this.show(this.r);
      this.player.go(0);
    });
    this.layerTable = h("table", { class: "data layers", "data-testid": "layers-throws" });
    const side = h("div", { class: "bfs-side" }, h("h4", { text: "The code" }), this.code.element, this.prunedCode.element, this.queueHead, this.queueList, h("h4", { text: "Layers (throws → squares first reached)" }), this.layerTable);
    this.element = h(
      "section",
      { class: "bfs", "data-testid": "bfs-throws", "aria-label": "Breadth-first search, step by step", hidden: true, tabindex: 0 },
      h("h3", { text: "Breadth-first search, step by step" }),
      h("label", { for: this.by.id, class: "step-by" }, "Each step takes ", this.by),
      this.player.element,
      h("div", { class: "bfs-grid" }, h("div", { class: "bfs-board" }, this.boardBox, legend()), side),
    );
    this.clear();
  }

  clear() {
    this.r = null;
    this.view = null;
    this.states = [];
    this.player.setCount(0);
    this.boardBox.replaceChildren();
    this.element.hidden = true;
  }

  show(r) {
    this.r = r;
    this.dist = new Map();
    r.layers.forEach((layer, d) => layer.forEach((label) => this.dist.set(label, d)));
    this.element.hidden = false;
    this.view = drawBoard(this.boardBox, r.board, { title: `The board: ${r.board.size} squares` });
    // A board of few columns is not blown up to the full width (its snakes would swamp the squares).
    if (this.view.svg) {
      this.view.svg.style.maxWidth = `${Math.min(46, Math.max(20, 6 * r.board.cols))}rem`;
      this.overlay = el("g", { class: "bfs-overlay" }, this.view.layers.under);
      this.routeLayer = el("g", { class: "route-overlay" }, this.view.layers.over);
    }
    // Seed 002's search throws one die: with two the engine sends no pruned steps.
    const prunedOption = this.by.querySelector('option[value="pruned"]');
    prunedOption.disabled = r.rules?.dice > 1;
    if (prunedOption.disabled && this.by.value === "pruned") this.by.value = "item";
    Object.assign(this, buildStates(r, this.by.value));
    this.code.element.hidden = this.by.value === "pruned";
    this.prunedCode.element.hidden = this.by.value !== "pruned";
    this.player.setCount(this.states.length, this.states.length - 1);
  }

  stepLabel(i) {
    const st = this.states[i];
    const r = this.r;
    if (!st || !r) return "";
    const k = st.layer;
    if (st.kind === "init") return `Layer 0: the queue holds the start, square ${r.layers[0][0]}`;
    if (st.kind === "layer") {
      const n = r.layers[k].length;
      return `Layer ${k} (${plural(k, "throw")}): ${plural(n, "new square")} from the ${plural(r.layers[k - 1].length, "square")} of layer ${k - 1}`;
    }
    if (st.kind === "item" || st.kind === "pruned") {
      const [steps, cut] = st.kind === "item" ? [r.queue_steps, r.queue_steps_truncated] : [r.pruned_steps, r.pruned_steps_truncated];
      const more = cut && st.item === steps.length - 1 ? ` (the first ${steps.length} steps are shown)` : "";
      return `Step ${st.item + 1}: ${steps[st.item].text}${more}`;
    }
    if (st.kind === "found") return `Goal ${r.board.goal + r.board.base} is in layer ${k}: ${plural(k, "throw")}`;
    if (st.kind === "empty") return `Queue empty after layer ${k}: the goal cannot be reached (-1)`;
    return `Route, throw ${st.move} of ${r.moves.length}: ${moveText(r.moves[st.move - 1])}`;
  }

  render(i) {
    const st = this.states[i];
    if (!st || !this.r) return;
    Object.assign(this.element.dataset, { kind: st.kind, layer: String(st.layer), step: String(i) });
    this.code.mark(st.kind === "item" ? itemLine(this.r.queue_steps[st.item]) : LINE_OF[st.kind]);
    this.prunedCode.mark(st.kind === "pruned" ? this.r.pruned_steps[st.item].line : st.kind === "init" ? "while" : null);
    if (st.kind === "item" || st.kind === "pruned") return this.renderItem(st);
    const queue = st.kind === "empty" ? [] : this.r.layers[st.layer];
    if (this.view?.svg) this.drawStep(st, queue);
    this.renderQueue(st, queue);
    this.renderLayers(st.layer, st.kind === "layer");
    this.onRoute(st.kind === "route" ? st.move : -1);
  }

  /** Board: distances so far, the queue and the squares being expanded. */
  drawStep(st, queue) {
    const { r, view, overlay } = this;
    const k = st.layer;
    const values = {};
    for (let d = 0; d <= k; d++) for (const label of r.layers[d]) values[label] = d;
    view.clear(); // shade() only writes the squares it is given: older marks must go
    view.shade(values, { max: Math.max(1, this.lastLayer) });
    overlay.replaceChildren();
    if (st.kind === "layer") outline(overlay, view.layout, r.layers[k - 1], "expanding");
    if (st.kind !== "route") outline(overlay, view.layout, st.kind === "found" ? [r.board.goal + r.board.base] : queue, "queued");
    if (st.kind === "empty") crossUnreachable(overlay, view.layout, this.dist);
    drawRoute(this.routeLayer, view.layout, r.moves, st.kind === "route" ? st.move : 0);
  }

  /** One queue item (plain BFS, `queue_steps`, or seed 002's pruned BFS, `pruned_steps`): visited
   * squares shaded by throws, the square taken dashed, the queue outlined and listed. */
  renderItem(st) {
    const { r, view } = this;
    const pruned = st.kind === "pruned";
    const q = (pruned ? r.pruned_steps : r.queue_steps)[st.item];
    this.element.dataset.square = String(q.square);
    const values = pruned ? prunedVisited(r, st.item) : { [r.layers[0][0]]: 0 };
    if (!pruned) for (let j = 0; j <= st.item; j++) for (const t of r.queue_steps[j].new) values[t] = r.queue_steps[j].distance + 1;
    if (view?.svg) {
      view.clear();
      view.shade(values, { max: Math.max(1, this.lastLayer) });
      this.overlay.replaceChildren();
      outline(this.overlay, view.layout, [q.square], "expanding");
      outline(this.overlay, view.layout, q.queue, "queued");
      drawRoute(this.routeLayer, view.layout, r.moves, 0);
    }
    this.queueHead.textContent = `Queue after step ${st.item + 1}: ${plural(q.queue_length, "square")} · visited: ${q.visited}`;
    const items = q.queue.map((label) => h("li", { "data-square": label, class: q.new.includes(label) ? "new" : null }, String(label)));
    if (q.queue_length > q.queue.length) items.push(h("li", { class: "more", text: `+ ${(q.queue_length - q.queue.length).toLocaleString("en")} more` }));
    if (!q.queue_length) items.push(h("li", { class: "more", text: "(empty)" }));
    this.queueList.replaceChildren(...items);
    this.renderLayers(Math.max(0, st.layer - 1), false);
    this.onRoute(-1);
  }

  renderQueue(st, queue) {
    const k = st.layer;
    this.queueHead.textContent =
      st.kind === "empty" ? "Queue: empty" : st.kind === "route" ? `Queue (layer ${k}, the search is over)` : `Queue = layer ${k}: ${plural(queue.length, "square")}`;
    const moves = st.kind === "init" ? [] : this.r.layer_moves[k] || [];
    const goal = this.r.board.goal + this.r.board.base;
    const { shown, more } = capped(queue, LIST_CAP);
    const items = shown.map((label, j) => {
      const m = moves[j];
      return h("li", { "data-square": label, class: label === goal ? "goal" : null, title: m ? `reached by ${moveText(m)}` : "the start" }, String(label), label === goal ? " (goal)" : "");
    });
    if (more) items.push(h("li", { class: "more", text: `+ ${more.toLocaleString("en")} more` }));
    if (!queue.length) items.push(h("li", { class: "more", text: "(empty)" }));
    this.queueList.replaceChildren(...items);
  }

  renderLayers(k, newest) {
    const first = Math.max(0, k + 1 - LAYER_ROWS);
    const rows = [];
    for (let d = first; d <= k; d++) {
      const { shown, more } = capped(this.r.layers[d], 24);
      const cls = d === k && newest ? "newest" : null;
      rows.push(h("tr", { "data-layer": d, class: cls }, h("th", { scope: "row", text: String(d) }), h("td", { text: shown.join(" ") + (more ? ` … +${more}` : "") })));
    }
    const skipped = first ? h("tr", {}, h("td", { colspan: 2, class: "note", text: `layers 0–${first - 1} not shown` })) : null;
    this.layerTable.replaceChildren(
      h("thead", {}, h("tr", {}, h("th", { scope: "col", text: "Throws" }), h("th", { scope: "col", text: "Squares" }))),
      h("tbody", {}, skipped, ...rows),
    );
  }
}
