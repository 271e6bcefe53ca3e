// Tool "dond": Dice or No Dice (seed 004, CS302 lab AA). The chance of rolling an s-sided die
// t times without a roll equal to, or one away from, the roll before it.
//
// The input is the lab's command line, "S T LAST" (e.g. "6 3 -1"); three number fields edit
// the same text and follow it as it is typed.

import { call } from "../../engine.js";
import { addStylesheet, h } from "../../core/dom.js";
import { runWithStop } from "../../core/run.js";
import { Workbench } from "../../core/workbench.js";
import { DondView } from "./view.js";

/** The page answers on its own only while s * t stays this small. */
const AUTO_RUN_STEPS = 200_000;

/** The three whole numbers of "S T LAST" (or of the command line "dond S T LAST", after a shell
 *  prompt such as "UNIX>"), or null when the text is not exactly that. */
export function parseArgs(text) {
  const m = /^\s*(?:(?:UNIX>|\S*[$%>])\s*)?(?:\S*dond\s+)?([+-]?\d{1,9})\s+([+-]?\d{1,9})\s+([+-]?\d{1,9})\s*$/.exec(text);
  return m ? m.slice(1, 4).map(Number) : null;
}

function field(key, label, min, help) {
  const input = h("input", { type: "number", id: `${key}-field-dond`, "data-testid": `${key}-dond`, min, step: 1, inputmode: "numeric" });
  const wrap = h("label", { for: input.id, class: "arg" }, h("span", { class: "arg-name", text: label }), input, h("span", { class: "arg-help", text: help }));
  return { input, wrap };
}

/** The three fields s, t and last, kept in step with the command line. */
class ArgFields {
  constructor(wb, onEdit) {
    this.wb = wb;
    this.fields = [field("s", "s", 1, "sides (0..s-1)"), field("t", "t", 0, "rolls to make"), field("last", "last roll", -1, "-1 = none")];
    this.element = h("div", { class: "dond-args", role: "group", "aria-label": "s, t and last roll" }, ...this.fields.map((f) => f.wrap));
    for (const f of this.fields) {
      f.input.addEventListener("input", () => onEdit(false));
      f.input.addEventListener("keydown", (ev) => {
        if (ev.key !== "Enter") return;
        ev.preventDefault();
        onEdit(true);
      });
    }
  }

  /** The fields follow the text. */
  sync() {
    const args = parseArgs(this.wb.input.value);
    this.element.classList.toggle("stale", !args);
    if (args) this.fields.forEach((f, i) => (f.input.value = String(args[i])));
  }

  /** The text the fields spell, or null while one is empty. */
  text() {
    const values = this.fields.map((f) => f.input.value.trim());
    return values.some((v) => v === "") ? null : `${values.join(" ")}\n`;
  }

  setLast(last) {
    this.fields[2].input.value = String(last);
  }
}

class DondTool {
  constructor(panel, ctx) {
    this.wb = new Workbench(panel, {
      tool: "dond",
      inputLabel: "Command line: s t last-roll",
      hint: "(as in 'dond 6 3 -1'; last-roll -1 = no roll yet)",
      runLabel: "Compute",
      headline: "Probability",
      examples: ctx.examples.filter((e) => (e.tools || []).includes("dond")),
      rows: 2,
    });
    this.args = new ArgFields(this.wb, (now) => this.fromFields(now));
    const labelEl = panel.querySelector(".input-label");
    labelEl.parentNode.insertBefore(this.args.element, labelEl);
    // Typing, examples, links and Undo change the text: the fields follow (unless they wrote it).
    panel.addEventListener("input-changed", () => this.writing || this.args.sync());
    this.args.sync();
    this.view = new DondView(this.wb, (last) => {
      this.args.setLast(last);
      this.fromFields(false);
    });
    this.wb.keepFresh({ run: () => this.run(), cost });
    this.wb.onRun(() => this.run());
  }

  fromFields(now) {
    const text = this.args.text();
    if (text === null) return;
    this.args.element.classList.remove("stale");
    this.writing = true;
    this.wb.setText(text);
    this.writing = false;
    if (now && !this.wb.fresh.running) this.run();
  }

  async run() {
    const what = this.wb.fresh.begin();
    const reply = await runWithStop(this.wb, () => call("dond", this.wb.input.value, {}), { label: "Computing…" });
    if (!this.wb.fresh.end(what)) return reply;
    if (!reply.ok) {
      this.view.clear();
      this.wb.showError(reply);
      return reply;
    }
    this.view.show(reply.result);
    return reply;
  }
}

/** Why a command line waits for Run (null: it is answered on its own). */
function cost(text) {
  const args = parseArgs(text);
  return args && args[0] * args[1] > AUTO_RUN_STEPS ? `s × t = ${(args[0] * args[1]).toLocaleString("en")} steps can take a while` : null;
}

export function init(panel, ctx) {
  addStylesheet("./css/dond.css");
  const tool = new DondTool(panel, ctx);
  return { wb: tool.wb, run: () => tool.run() };
}
