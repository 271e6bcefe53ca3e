// The BFS marks drawn over the board: outlined squares, crossed-out unreachable squares, and the
// route throw by throw. Pure functions of the board's layout (computed once) and the reply's data.

import { el, svgText } from "../../core/dom.js";
import { moveText } from "./format.js";

/** Outline the squares `labels`: "queued" (thick) or "expanding" (dashed, white over black). */
export function outline(parent, layout, labels, cls) {
  const g = el("g", { class: cls }, parent);
  const inset = cls === "queued" ? 4 : 8;
  const size = layout.cell - 2 * inset;
  for (const label of labels) {
    const c = layout.at(label);
    if (!c) continue;
    const box = { x: c[0] - layout.cell / 2 + inset, y: c[1] - layout.cell / 2 + inset, width: size, height: size, rx: 4 };
    if (cls === "expanding") el("rect", { ...box, class: "under" }, g);
    el("rect", { ...box, "data-square": label }, g);
  }
  return g;
}

/** Cross out every square not in `reached` (a Map or Set of labels). */
export function crossUnreachable(parent, layout, reached) {
  const g = el("g", { class: "unreachable" }, parent);
  const d = layout.cell / 2 - 10;
  let n = 0;
  for (const label of layout.labels()) {
    if (reached.has(label)) continue;
    const [x, y] = layout.at(label);
    n++;
    el("path", { d: `M ${x - d} ${y - d} L ${x + d} ${y + d} M ${x + d} ${y - d} L ${x - d} ${y + d}`, "data-square": label }, g);
  }
  g.dataset.count = String(n);
}

function drawThrow(g, layout, m, i, current) {
  const cell = layout.cell;
  const [a, b, c] = [layout.at(m.from), layout.at(m.landing), layout.at(m.to)];
  if (a && b) el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: "roll-seg" }, g);
  if (b && c && m.to !== m.landing) el("line", { x1: b[0], y1: b[1], x2: c[0], y2: c[1], class: "jump-seg" }, g);
  if (b) {
    // The die sits between the square thrown from and the landing (on the landing when it starts off the board).
    const [x, y] = a ? [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] : [b[0], b[1] - cell / 3];
    el("rect", { x: x - 11, y: y - 11, width: 22, height: 22, rx: 5, class: "die" }, g);
    svgText(g, { x, y: y + 6, class: "die-num" }, String(m.roll));
  }
  if (c) {
    el("circle", { cx: c[0], cy: c[1] + cell / 4, r: current ? 12 : 10, class: "step" }, g);
    svgText(g, { x: c[0], y: c[1] + cell / 4 + 4.5, class: "step-num" }, String(i + 1));
  }
}

/** The route's first `upTo` throws: roll segments dotted with a die showing the roll, jumps solid, steps numbered. */
export function drawRoute(parent, layout, moves, upTo) {
  parent.replaceChildren();
  moves.slice(0, upTo).forEach((m, i) => {
    const current = i === upTo - 1;
    const g = el("g", { class: `throw${current ? " current" : ""}`, "data-move": i + 1, "data-roll": m.roll }, parent);
    el("title", {}, g).textContent = `Throw ${i + 1}: ${moveText(m)}`;
    drawThrow(g, layout, m, i, current);
  });
}
