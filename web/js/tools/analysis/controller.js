// Tool "analysis": how long a game with a fair die takes, who wins, and which jump matters.
//
// The engine computes every number (engine/chance, a sliced job so the page shows progress and
// Stop cancels between slices); view.js lays them out.

import { runJob } from "../../engine.js";
import { addStylesheet, h } from "../../core/dom.js";
import { runWithStop } from "../../core/run.js";
import { Workbench } from "../../core/workbench.js";
import { EditorPanel } from "../../draw/editor-panel.js";
import { FlowPanel } from "./flow.js";
import { AnalysisView } from "./view.js";

const OPTIONS = [
  { key: "format", label: "Format ", type: "select", choices: [["auto", "detect"], "pairs", "moves", "lc909", "uil", "counts"], value: "auto" },
  { key: "faces", label: "Die faces ", type: "number", value: 6 },
  { key: "start", label: "Start ", type: "select", choices: [["auto", "the source's"], ["first", "on the first square"], ["off", "off the board"]], value: "auto" },
  { key: "end", label: "Past the goal ", type: "select", choices: [["auto", "the source's rule"], ["overshoot", "finish anyway"], ["exact", "stay (exact landing)"], ["bounce", "bounce back"]], value: "auto" },
  { key: "players", label: "Players ", type: "number", value: 2 },
  { key: "chain", label: "chain jumps", type: "checkbox", value: false },
  { key: "exact", label: "exact fractions", type: "checkbox", value: false },
  { key: "what_if", label: "what-if ranking", type: "checkbox", value: true },
  { key: "monte_carlo", label: "Simulate games ", type: "number", step: 1000, value: 0 },
];

/** Why an analysis waits for Run (null: it is answered as it is typed). */
function cost(text, options) {
  if (text.length > 20_000) return "A board this large can take a while";
  if ((options.monte_carlo || 0) > 20_000) return "Simulating this many games can take a while";
  return null;
}

class AnalysisTool {
  constructor(panel, ctx) {
    // Board examples (no `tools` list) serve both board tools; the ones made for this tool come first.
    const examples = ctx.examples.filter((e) => (e.tools || ["throws", "analysis"]).includes("analysis")).sort((a, b) => Number(!!b.tools) - Number(!!a.tools));
    this.wb = new Workbench(panel, {
      tool: "analysis",
      inputLabel: "Board",
      hint: "(pairs, moves, LeetCode 909 matrix, UIL grid or counts; paste, type or drop a file)",
      runLabel: "Analyse",
      headline: "Mean turns (one player)",
      examples,
      options: OPTIONS,
    });
    this.ctx = ctx;
    this.view = new AnalysisView(this.wb);
    this.flow = new FlowPanel(this.wb);
    this.addControls();
    this.wb.keepFresh({ run: () => this.run(), cost });
    this.wb.onRun(() => this.run());
  }

  addControls() {
    const wb = this.wb;
    // "Fed by the same board input as throws": copy that tool's board here (Undo brings ours back).
    const fromThrows = h("button", { type: "button", "data-testid": "from-throws-analysis", text: "Use the board from Shortest route" });
    fromThrows.addEventListener("click", () => {
      const other = this.ctx.throws?.wb;
      if (!other) return;
      wb.load(other.input.value, { format: other.getOptions().format || "auto" });
    });
    wb.extraActions.append(fromThrows);
    // Progress of the sliced job, inside the shared busy bar.
    this.progress = h("progress", { max: 1, value: 0, "data-testid": "progress-analysis", "aria-label": "Analysis progress" });
    this.progressText = h("span", { class: "progress-text", "data-testid": "progress-text-analysis" });
    wb.busyBar.insertBefore(h("span", { class: "progress-box" }, this.progress, this.progressText), wb.stopBtn);
  }

  onProgress(p) {
    if (typeof p.fraction !== "number") return;
    this.fraction = p.fraction;
    this.progress.value = p.fraction;
    this.progressText.textContent = `${Math.round(100 * p.fraction)} %`;
  }

  async run() {
    const wb = this.wb;
    const text = wb.input.value;
    const options = wb.getOptions();
    this.progress.value = 0;
    this.progressText.textContent = "";
    this.fraction = 0;
    let job = null;
    const task = () => {
      job = runJob("analysis", text, options, (p) => this.onProgress(p));
      return job.promise;
    };
    const what = wb.fresh.begin();
    const reply = await runWithStop(wb, task, { softStop: () => job?.stop(), label: "Analysing…" });
    if (!wb.fresh.end(what)) return reply;
    if (reply.cancelled) {
      this.view.clear();
      wb.showError({ stopped: true, error: { message: `Stopped at ${Math.round(100 * this.fraction)} %. Your input is kept; press Analyse to start again.` } });
      return reply;
    }
    if (!reply.ok) {
      this.view.clear();
      this.flow.clear();
      wb.showError(reply);
      return reply;
    }
    this.view.show(reply.result, options);
    this.flow.load(text, options);
    return reply;
  }
}

export function init(panel, ctx) {
  addStylesheet("./css/analysis.css");
  const tool = new AnalysisTool(panel, ctx);
  const editor = new EditorPanel(tool.wb);
  panel.append(editor.element);
  return { wb: tool.wb, run: () => tool.run(), editor };
}
