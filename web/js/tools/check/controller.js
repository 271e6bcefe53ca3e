// Tool "check": Check my program. The student's Python runs in a worker of its own (student.js,
// web/js/check-worker.js); the engine's worker makes the cases, judges every answer and shrinks a
// failing case (engine/check, api tool "check"), one request per case. Code that arrives in a
// share link or is restored is shown, never run until Run is pressed.

import { call } from "../../engine.js";
import { addStylesheet } from "../../core/dom.js";
import { Workbench } from "../../core/workbench.js";
import { StudentWorker } from "./student.js";
import { CheckView } from "./view.js";

const PROBLEMS = [
  ["", "tell from the code"],
  ["throws", "fewest throws (LeetCode 909, HackerRank, seed 003)"],
  ["moksha", "UIL Himanshu games"],
  ["uva11459", "UVa 11459 roll lists"],
  ["ccc2003", "CCC 2003 S1 throws"],
  ["lightoj1151", "LightOJ 1151 expected throws"],
  ["rani", "HackerEarth Rani and Ladders (two dice)"],
  ["dond", "Dice or No Dice"],
  ["spellpath", "spellpath"],
  ["spellseeker", "spellseeker"],
];

const OPTIONS = [
  { key: "problem", label: "Problem", type: "select", choices: PROBLEMS, value: "" },
  { key: "count", label: "Cases", type: "number", value: 60 },
  { key: "time_limit", label: "Seconds per case", type: "number", step: 0.1, value: 3 },
];

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
      options: OPTIONS,
    });
    this.student = new StudentWorker((s) => (panel.dataset.student = s));
    this.view = new CheckView(this.wb);
    this.running = false;
    this.wb.onRun(() => this.run());
    this.wb.stopBtn.addEventListener("click", () => this.stop());
  }

  options() {
    const o = this.wb.getOptions();
    return { problem: o.problem || null, count: o.count || 60, time_limit: o.time_limit || 3 };
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
    const limitMs = Math.max(100, 1000 * options.time_limit);
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
