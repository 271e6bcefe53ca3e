// A hex grid as SVG (flat-topped hexagons, even columns half a cell lower, as in the spellseeker
// handout), with a path drawn over it: marked cells, a line, and numbered steps.
// Vocabulary: (r, c) is row and column from 0, row 0 at the top; a path is a list of [r, c].

import { el, svgText } from "../core/dom.js";
import { readable } from "./readable.js";

/** Hexagon size: centre to corner. */
const R = 28;
const HH = Math.sqrt(3) * R; // a hexagon's height: one row
/** Cell values are written inside the hexagons up to this many cells (bigger grids: colour only). */
const LABEL_CELLS = 6000;
/** Step numbers are written up to this path length. */
const STEP_LABELS = 3000;
/** Cell fills by character code (light, so the dark values and the route stay readable). */
const FILLS = ["#dbeaf6", "#fbe3c8", "#d9efe4", "#f4dbe9", "#eeeacb", "#e3e0f3"];
const PATH_CLASSES = ["on-path", "path-start", "path-end", "bad-step", "bad-from"];

/** Centre of cell (r, c): even columns sit half a row lower than odd ones. */
export function centre(r, c) {
  return [R + c * 1.5 * R, HH / 2 + r * HH + (c % 2 === 0 ? HH / 2 : 0)];
}

export function hexPoints(cx, cy) {
  const pts = [[R, 0], [R / 2, HH / 2], [-R / 2, HH / 2], [-R, 0], [-R / 2, -HH / 2], [R / 2, -HH / 2]];
  return pts.map(([dx, dy]) => `${(cx + dx).toFixed(1)},${(cy + dy).toFixed(1)}`).join(" ");
}

function drawCells(grid, cellLayer, labelLayer) {
  const labels = grid.cells.length * grid.cols <= LABEL_CELLS;
  return grid.cells.map((rowCells, r) =>
    rowCells.map((v, c) => {
      const [x, y] = centre(r, c);
      const poly = el("polygon", { points: hexPoints(x, y), class: v === null ? "hex empty" : "hex", "data-r": r, "data-c": c }, cellLayer);
      if (v !== null) {
        poly.style.fill = FILLS[v.codePointAt(0) % FILLS.length];
        if (labels) svgText(labelLayer, { x, y, class: "val" }, v);
      }
      return poly;
    }),
  );
}

/** Draw `grid` ({rows, cols, cells}) into `container`; returns a HexView. `id` names the SVG
 * (its test id too) when a tool draws more than one grid. */
export function drawGrid(container, grid, caption, id = "hex-spell") {
  const { rows, cols } = grid;
  const W = 1.5 * R * (cols - 1) + 2 * R;
  const H = (rows + 0.5) * HH;
  const pad = 4;
  const svg = el("svg", { id, "data-testid": id, class: "hexgrid", viewBox: `${-pad} ${-pad} ${W + 2 * pad} ${H + 2 * pad}`, role: "img", "aria-labelledby": `${id}-title`, "data-rows": rows, "data-cols": cols });
  // Small grids keep a readable size; big ones fit the width.
  svg.style.maxWidth = `${Math.max(20, (W / R) * 2.4)}rem`;
  const title = el("title", { id: `${id}-title` }, svg);
  title.textContent = caption;
  const g = (cls) => el("g", { class: cls }, svg);
  const layers = { cells: g("cells"), line: g("route"), labels: g("values"), steps: g("steps") };
  const polys = drawCells(grid, layers.cells, layers.labels);
  container.replaceChildren(readable(svg, W + 2 * pad, H + 2 * pad));
  return new HexView(svg, title, grid, layers, polys);
}

class HexView {
  constructor(svg, title, grid, layers, polys) {
    Object.assign(this, { svg, title, grid, layers, polys, marked: [] });
  }

  onGrid([r, c]) {
    return r >= 0 && r < this.grid.rows && c >= 0 && c < this.grid.cols;
  }

  mark(rc, cls) {
    if (!this.onGrid(rc)) return;
    const p = this.polys[rc[0]][rc[1]];
    p.classList.add(cls);
    this.marked.push(p);
  }

  line(list, cls, attrs = {}) {
    const pts = list.filter((rc) => this.onGrid(rc)).map(([r, c]) => centre(r, c).map((v) => v.toFixed(1)).join(",")).join(" ");
    el("polyline", { points: pts, class: cls, ...attrs }, this.layers.line);
  }

  /** Show `path`; with `bad` (0-based step), the steps up to it, the bad one marked. */
  setPath(path, { bad = null } = {}) {
    for (const p of this.marked) p.classList.remove(...PATH_CLASSES);
    this.marked = [];
    this.layers.line.replaceChildren();
    this.layers.steps.replaceChildren();
    const shown = bad === null ? path : path.slice(0, bad + 1);
    const good = bad === null ? shown : shown.slice(0, bad);
    good.forEach((rc) => this.mark(rc, "on-path"));
    if (good.length) this.mark(good[0], "path-start");
    if (good.length && bad === null) this.mark(good[good.length - 1], "path-end");
    if (good.length > 1) this.line(good, "path-line", { "data-testid": "path-line-spell" });
    if (bad !== null) {
      this.mark(shown[bad], "bad-step");
      if (bad > 0) this.mark(shown[bad - 1], "bad-from");
      const seg = shown.slice(Math.max(0, bad - 1), bad + 1).filter((rc) => this.onGrid(rc));
      if (seg.length === 2) this.line(seg, "bad-line");
    }
    if (shown.length <= STEP_LABELS) this.numberSteps(shown, bad);
  }

  numberSteps(shown, bad) {
    shown.forEach((rc, i) => {
      if (!this.onGrid(rc)) return;
      const [x, y] = centre(rc[0], rc[1]);
      const g = el("g", { class: i === bad ? "step bad" : "step", "data-step": i + 1, "data-r": rc[0], "data-c": rc[1] }, this.layers.steps);
      el("circle", { cx: x + R * 0.42, cy: y + HH * 0.24, r: 9.5 }, g);
      svgText(g, { x: x + R * 0.42, y: y + HH * 0.24, class: "step-num" }, String(i + 1));
    });
  }
}
