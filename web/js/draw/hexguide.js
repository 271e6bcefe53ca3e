// Around the hex grid: the rule in one sentence with a small picture, a legend for the marks, and
// zoom for big grids (buttons, or the wheel while the grid has focus).

import { el, h, svgText } from "../core/dom.js";
import { centre, hexPoints } from "./hexgrid.js";

export const RULE =
  "A spell path steps from a cell to a touching cell whose letter is one away in the alphabet (A–B, B–C, 1–2) and never visits a cell twice; the tool finds the longest.";

/** The rule with a three-cell picture: A → B → C, drawn with the grid's own marks. */
export function ruleFigure() {
  const svg = el("svg", { viewBox: "-2 -2 144 78", class: "hexgrid rule-picture", role: "img", "aria-label": "A path A, B, C over three touching cells" });
  const cells = [[0, 0, "A", "on-path path-start"], [0, 1, "B", "on-path"], [0, 2, "C", "on-path path-end"]];
  const points = cells.map(([r, c]) => centre(r, c).map((v) => v.toFixed(1)).join(",")).join(" ");
  for (const [r, c, , cls] of cells) el("polygon", { points: hexPoints(...centre(r, c)), class: `hex ${cls}`, fill: "#fbe3c8" }, svg);
  el("polyline", { points, class: "path-line" }, svg);
  for (const [r, c, v] of cells) svgText(svg, { x: centre(r, c)[0], y: centre(r, c)[1], class: "val" }, v);
  return h("figure", { class: "spell-rule", "data-testid": "rule-spell" }, svg, h("figcaption", { text: RULE }));
}

/** What each mark on the grid means (shape and words, not colour alone). */
export function hexLegend() {
  const key = (cls, text) => h("li", {}, h("span", { class: `hex-key ${cls}`, "aria-hidden": "true" }), text);
  return h(
    "ul",
    { class: "legend hex-legend", "data-testid": "legend-spell", "aria-label": "Key" },
    key("start", "thick green edge: step 1"),
    key("end", "thick black edge: the last step"),
    key("path", "purple line and numbers: the path, step by step"),
    key("empty", "dashed grey: an empty cell (-)"),
  );
}

const ZOOMS = [1, 1.5, 2, 3, 4];

/** Zoom buttons for `box` (the grid's scrolling box); the grid inside is drawn `zoom` times as wide. */
export class HexZoom {
  constructor(box) {
    this.box = box;
    this.level = 0;
    const btn = (text, label, step) => {
      const b = h("button", { type: "button", text, "aria-label": label, "data-testid": `zoom-${step > 0 ? "in" : "out"}-spell` });
      b.addEventListener("click", () => this.set(this.level + step));
      return b;
    };
    this.status = h("span", { class: "zoom-status", "data-testid": "zoom-spell", "aria-live": "polite" });
    this.element = h("div", { class: "zoom", role: "group", "aria-label": "Zoom the grid" }, btn("−", "Zoom out", -1), btn("+", "Zoom in", 1), this.status);
    box.tabIndex = 0;
    box.setAttribute("aria-label", "The grid (while focused, the mouse wheel zooms)");
    box.addEventListener("wheel", (e) => {
      if (document.activeElement !== box) return;
      e.preventDefault();
      this.set(this.level + (e.deltaY < 0 ? 1 : -1));
    }, { passive: false });
    this.set(0);
  }

  set(level) {
    this.level = Math.max(0, Math.min(ZOOMS.length - 1, level));
    const zoom = ZOOMS[this.level];
    this.box.style.setProperty("--zoom", String(zoom));
    this.box.dataset.zoom = String(zoom);
    this.status.textContent = `${zoom * 100}%`;
  }
}
