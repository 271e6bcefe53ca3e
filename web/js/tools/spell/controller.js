// Tool "spell": spellseeker grids (seed 004, CS302 labs AB and AC). The longest path searched in
// slices (progress, Stop keeps the best), a checker for a student's output, and random grids.
// The engine does all the work (engine/spell): parsing, the search, the checker, the generator.

import { call, runJob } from "../../engine.js";
import { addStylesheet } from "../../core/dom.js";
import { runWithStop } from "../../core/run.js";
import { Workbench } from "../../core/workbench.js";
import { Checker } from "./checker.js";
import { RandomGrid } from "./random.js";
import { SpellSteps } from "./steps.js";
import { SolveView } from "./view.js";

/** Grids up to this many cells are searched as they are typed. */
const CHEAP_CELLS = 200;

function cost(text) {
  const cells = text.replace(/\s/g, "").length;
  return cells > CHEAP_CELLS ? `A grid of ${cells.toLocaleString("en")} cells can take a while to search` : null;
}

class SpellTool {
  constructor(panel, ctx) {
    this.wb = new Workbench(panel, {
      tool: "spell",
      inputLabel: "Grid",
      hint: "(one word per row, '-' = empty cell; even columns sit half a cell lower)",
      runLabel: "Find the longest path",
      headline: "Longest path",
      examples: ctx.examples.filter((e) => (e.tools || []).includes("spell")),
      rows: 10,
    });
    this.random = new RandomGrid((text) => this.loadRandom(text), (reply) => this.wb.showError(reply));
    this.wb.busyBar.after(this.random.element);
    this.solve = new SolveView();
    this.checker = new Checker((r) => this.checked(r));
    this.steps = new SpellSteps();
    this.wb.body.append(this.solve.element, this.steps.element, this.checker.element);
    this.seq = 0;
    this.job = null;
    this.solve.fillBtn.addEventListener("click", () => this.fill());
    this.wb.keepFresh({ run: () => this.run(), cost });
    this.wb.onRun(() => this.run());
  }

  /** The grid first (read alone by the engine, with its search told step by step), so it is drawn at once. */
  async drawFirst(text, mine) {
    const parsed = await call("spellgrid", text, {});
    if (mine !== this.seq || !parsed.ok) return null;
    const grid = parsed.result.grid;
    this.solve.showGrid(grid, `${grid.rows} × ${grid.cols} grid: searching for the longest path`);
    this.solve.shown = { grid, path: [] };
    this.steps.show(parsed.result);
    this.wb.result.textContent = "…";
    return grid;
  }

  progress(p, mine) {
    if (mine !== this.seq || !this.solve.view) return;
    this.lastProgress = p;
    this.solve.setProgress(p, "running");
    this.solve.view.setPath(p.best_path || []);
    this.solve.shown.path = p.best_path || [];
    this.wb.result.textContent = String(p.length);
  }

  async run() {
    const mine = ++this.seq;
    this.solve.searching();
    const text = this.wb.input.value;
    this.runText = text;
    let grid = null;
    this.lastProgress = null;
    const task = async () => {
      grid = await this.drawFirst(text, mine);
      if (mine !== this.seq) return { ok: false, superseded: true };
      this.job = runJob("spell", text, {}, (p) => this.progress(p, mine));
      return await this.job.promise;
    };
    const what = this.wb.fresh.begin();
    const reply = await runWithStop(this.wb, task, { softStop: () => this.job?.stop(), label: "Searching…" });
    if (!this.wb.fresh.end(what) || mine !== this.seq || reply.superseded) return reply;
    this.answer(reply, grid);
    return reply;
  }

  answer(reply, grid) {
    const last = this.lastProgress;
    if (reply.ok && reply.cancelled && grid) {
      const p = reply.progress && reply.progress.best_path ? reply.progress : last || { best_path: [], length: 0, upper_bound: 0 };
      this.finish(grid, p.best_path, p, "stopped", true);
    } else if (reply.stopped && last && grid) {
      // Stopped the hard way (the engine did not answer): keep the best path seen.
      this.finish(grid, last.best_path, last, "stopped", true);
      this.wb.showError(reply);
    } else if (!reply.ok) {
      this.solve.clear();
      this.steps.clear();
      this.wb.result.textContent = "–";
      this.wb.showError(reply);
    } else {
      const r = reply.result;
      this.finish(r.grid, r.path, { length: r.length, upper_bound: r.upper_bound, nodes: r.nodes, best_path: r.path }, r.proven ? "done" : "stopped", !!grid);
    }
  }

  finish(grid, path, p, state, drawn) {
    this.solve.finish(grid, path, p, state, drawn);
    this.solve.shown.text = this.runText;
    this.wb.result.textContent = String(path.length);
    this.wb.detected.textContent = state === "done" ? "proven longest" : "not proven";
  }

  checked(r) {
    this.seq++; // a solve still running no longer owns the picture
    this.job?.stop();
    this.solve.showChecked(r);
    this.wb.result.textContent = "–";
    this.wb.detected.textContent = "";
  }

  /** The path shown, as spellseeker prints it (written by the engine), into the checker. */
  async fill() {
    const shown = this.solve.shown;
    if (!shown?.text) return;
    const making = call("spellgrid", shown.text, { path: shown.path }).then((reply) => {
      if (reply.ok) return reply.result.seeker_text;
      this.wb.showError(reply);
      return null;
    });
    await this.checker.fillFrom(making);
  }

  async loadRandom(text) {
    this.wb.load(text);
    if (!this.wb.fresh.running) await this.run();
  }

  /** Long work waits for Run: the grid in the editor is drawn meanwhile (no search yet). */
  async preview() {
    const mine = this.seq;
    const reply = await call("spellgrid", this.wb.input.value, {}).catch(() => null);
    if (!reply?.ok || mine !== this.seq || this.solve.view) return;
    const g = reply.result.grid;
    this.steps.show(reply.result);
    this.solve.showGrid(g, `${g.rows} × ${g.cols} grid: press "${this.wb.runBtn.textContent}" to find its longest path`);
  }
}

export function init(panel, ctx) {
  addStylesheet("./css/spell.css");
  const tool = new SpellTool(panel, ctx);
  window.addEventListener("boardlab:tool", (ev) => ev.detail === "spell" && tool.wb.panel.dataset.fresh === "ready" && tool.preview());
  return { wb: tool.wb, run: () => tool.run(), check: () => tool.checker.check() };
}
