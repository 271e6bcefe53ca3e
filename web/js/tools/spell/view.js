// The spell tool's answer: progress of the search (best so far, upper bound) with a meter, the
// hex grid with the path drawn over it, and a caption.

import { h, plural } from "../../core/dom.js";
import { drawGrid } from "../../draw/hexgrid.js";
import { HexZoom, hexLegend, ruleFigure } from "../../draw/hexguide.js";

export class SolveView {
  constructor() {
    this.progress = h("p", { class: "progress", id: "progress-spell", "data-testid": "progress-spell", "aria-live": "polite" });
    this.meter = h("div", { class: "meter", "aria-hidden": "true" }, h("span", { class: "meter-best" }));
    this.caption = h("p", { class: "view-caption", "data-testid": "caption-spell" });
    this.hexBox = h("div", { class: "hex-box", "data-testid": "hex-box-spell" });
    this.zoom = new HexZoom(this.hexBox);
    this.fillBtn = h("button", { type: "button", "data-testid": "check-fill-spell", text: "Copy this path into the checker", disabled: true });
    this.element = h("div", { class: "solve-view" }, ruleFigure(), this.progress, this.meter, this.caption, this.zoom.element, this.hexBox, hexLegend(), h("div", { class: "actions" }, this.fillBtn));
    this.clear();
  }

  setProgress(p, state) {
    const best = p.length ?? (p.best_path || []).length;
    const bound = p.upper_bound;
    Object.assign(this.progress.dataset, { state, best: String(best), bound: String(bound), stalled: String(Boolean(p.stalled)) });
    const nodes = p.nodes !== undefined ? ` · ${plural(p.nodes, "node")} searched` : "";
    const stalled = p.stalled ? " · the bound has stalled: every sweep grew too big, and only the slow exhaustive search goes on (Stop keeps the best path)" : "";
    if (state === "running") this.progress.textContent = `Searching… best so far ${best} · upper bound ${bound}${nodes}${stalled}`;
    else if (state === "stopped") this.progress.textContent = `Stopped: best found ${best} · upper bound ${bound} (a longer path may exist)${nodes}`;
    else this.progress.textContent = `Proven: no path is longer than ${best} cells${nodes}`;
    this.meter.hidden = false;
    this.meter.firstChild.style.width = `${bound ? Math.min(100, (100 * best) / bound) : 100}%`;
    this.meter.dataset.state = state;
  }

  /** A search starts: the last answer's progress gives way at once, and there is no path to copy until it ends. */
  searching() {
    Object.assign(this.progress.dataset, { state: "running", best: "0", bound: "" });
    this.progress.textContent = "Searching…";
    this.fillBtn.disabled = true;
  }

  showGrid(grid, text) {
    this.view = drawGrid(this.hexBox, grid, text);
    this.caption.textContent = text;
  }

  setCaption(text) {
    this.caption.textContent = text;
    this.view.title.textContent = text;
  }

  clear() {
    this.hexBox.replaceChildren();
    this.caption.textContent = "";
    this.progress.textContent = "";
    for (const key of ["state", "best", "bound", "stalled"]) delete this.progress.dataset[key];
    this.meter.hidden = true;
    this.view = null;
    this.shown = null; // {grid, path} of the solver's answer on screen
    this.fillBtn.disabled = true;
  }

  /** The search's end (proven, or stopped with the best found). */
  finish(grid, path, p, state, drawn) {
    if (!drawn || !this.view) this.showGrid(grid, "");
    const what = state === "done" ? "a longest path" : "the longest path found before Stop";
    this.setCaption(`${grid.rows} × ${grid.cols} grid, ${what}: ${plural(path.length, "cell")} from step 1 to step ${path.length}`);
    this.view.setPath(path);
    this.shown = { grid, path };
    this.setProgress(p, state);
    this.fillBtn.disabled = false;
  }

  /** A checked path: legal, or up to its first illegal step. */
  showChecked(r) {
    this.showGrid(r.grid, "");
    this.setCaption(r.ok ? `The pasted path: legal, ${plural(r.length, "cell")}` : `The pasted path, up to its first illegal step (step ${r.bad_step + 1}, in red)`);
    this.view.setPath(r.path, { bad: r.ok ? null : r.bad_step });
    this.shown = null;
    this.fillBtn.disabled = true;
    this.progress.textContent = "";
    this.meter.hidden = true;
  }
}
