// Tool "check": Check my program. The student's Python runs in a worker of its own (student.js,
// web/js/check-worker.js); the engine's worker makes the cases, judges every answer and shrinks a
// failing case (engine/check, api tool "check"), one request per case. Code that arrives in a
// share link or is restored is shown, never run until Run is pressed.

import { call } from "../../engine.js";
import { addStylesheet, h } from "../../core/dom.js";
import { Workbench } from "../../core/workbench.js";
import { StudentWorker } from "./student.js";
import { CheckView } from "./view.js";

const PROBLEMS = [
  ["", "tell from the code"],
  ["throws", "fewest throws (LeetCode 909, HackerRank, seed 003)"],
  ["moksha", "UIL Himanshu games"],
  ["dond", "Dice or No Dice"],
  ["spellpath", "spellpath"],
  ["spellseeker", "spellseeker"],
];

function controls() {
  const problem = h("select", { id: "problem-check", "data-testid": "problem-check" }, ...PROBLEMS.map(([v, t]) => h("option", { value: v, text: t })));
  const count = h("input", { type: "number", id: "count-check", "data-testid": "count-check", min: 1, max: 1000, value: 60 });
  const limit = h("input", { type: "number", id: "limit-check", "data-testid": "limit-check", min: 0.1, max: 60, step: 0.1, value: 3 });
  const label = (input, text) => h("label", { for: input.id, class: "arg" }, h("span", { class: "arg-name", text }), input);
  const element = h("div", { class: "check-controls" }, label(problem, "Problem"), label(count, "Cases"), label(limit, "Seconds per case"));
  return { problem, count, limit, element };
}

class CheckTool {
  constructor(panel, ctx) {
    this.wb = new Workbench(panel, {
      tool: "check",
      inputLabel: "Your program (Python)",
      hint: "(paste a LeetCode 909 Solution class or a program reading stdin; it runs only when you press Run)",
      runLabel: "Run",
      headline: "Verdict",
      examples: ctx.examples.filter((e) => (e.tools || []).includes("check")),
      rows: 14,
    });
    this.controls = controls();
    const labelEl = panel.querySelector(".input-label");
    labelEl.parentNode.insertBefore(this.controls.element, labelEl);
    this.student = new StudentWorker((s) => (panel.dataset.student = s));
    this.view = new CheckView(this.wb);
    this.running = false;
    this.wb.onRun(() => this.run());
    this.wb.stopBtn.addEventListener("click", () => this.stop());
  }

  options() {
    const { problem, count } = this.controls;
    return { problem: problem.value || null, count: Number(count.value) || 60 };
  }

  stop() {
    if (!this.running) return;
    this.stopped = true;
    this.student.stop();
  }

  async run() {
    if (this.running) return;
    this.running = this.stopped = false;
    this.running = true;
    this.wb.clearError();
    this.view.clear();
    this.wb.setBusy(true, "Starting…");
    this.wb.busyBar.hidden = false;
    try {
      await this.loop(this.wb.input.value, this.options());
    } catch (err) {
      this.wb.showError({ ok: false, internal: true, error: { message: String(err?.message || err), details: String(err?.stack || err) } });
    } finally {
      this.running = false;
      this.wb.setBusy(false);
    }
  }

  async loop(code, options) {
    const limitMs = Math.max(100, 1000 * (Number(this.controls.limit.value) || 3));
    let reply = await call("check", code, options);
    if (!reply.ok) return this.wb.showError(reply);
    this.view.detected(reply.result.detected);
    let n = 0;
    while (reply.result.next && !this.stopped) {
      const next = reply.result.next;
      this.wb.busyText.textContent = next.index === null ? `Shrinking the failing case… (${++n} runs)` : `Case ${next.index + 1} of ${options.count}`;
      const outcome = await this.student.run(code, next, limitMs);
      if (outcome.status === "stopped" || this.stopped) break;
      reply = await call("check", code, { ...options, state: reply.result.state, outcome });
      if (!reply.ok) return this.wb.showError(reply);
    }
    if (this.stopped) return this.view.stopped(reply.result.state);
    this.view.show(reply.result.report);
  }
}

export function init(panel, ctx) {
  addStylesheet("./css/check.css");
  const tool = new CheckTool(panel, ctx);
  return { wb: tool.wb, run: () => tool.run(), stop: () => tool.stop(), student: tool.student };
}
