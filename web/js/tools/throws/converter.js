// The converter under the throws tool's input: the board rewritten by the engine in another format.

import { call } from "../../engine.js";
import { h } from "../../core/dom.js";

/** The engine's readers (engine.formats.READERS), for the Format and Convert menus. */
export const FORMATS = [
  "pairs", "moves", "lc909", "uil", "counts", "lcpanel", "lcrows", "hrtest", "hackerrank", "hrcomma",
  "portals", "jumplist", "gfg", "gfgtests", "lightoj", "hackerearth", "arrays", "dicts", "tuples", "interviewbit", "cf1245", "chutes", "prose",
];

export class Converter {
  constructor(wb, onUse) {
    this.wb = wb;
    this.to = h("select", { id: "convert-to-throws", "data-testid": "convert-to-throws" }, ...FORMATS.map((f) => h("option", { value: f, text: f })));
    this.btn = h("button", { type: "button", "data-testid": "convert-run-throws", text: "Convert" });
    this.out = h("textarea", { id: "converted-throws", "data-testid": "converted-throws", readonly: true, rows: 6, spellcheck: "false", "aria-label": "Converted board", hidden: true });
    this.note = h("p", { class: "convert-note", "data-testid": "convert-note-throws", role: "status" });
    this.useBtn = h("button", { type: "button", "data-testid": "convert-use-throws", hidden: true, text: "Use this" });
    this.element = h(
      "section",
      { class: "converter", "data-testid": "convert-throws", "aria-label": "Convert the board to another format" },
      h("div", { class: "convert-row" }, h("label", { for: this.to.id }, "Convert to ", this.to), this.btn, this.useBtn),
      this.note,
      this.out,
    );
    this.btn.addEventListener("click", () => this.convert());
    this.useBtn.addEventListener("click", () => onUse(this.out.value, this.useBtn.dataset.format || "auto"));
  }

  async convert() {
    const to = this.to.value;
    const from = this.wb.getOptions().format || "auto";
    this.btn.disabled = true;
    try {
      const reply = await call("convert", this.wb.input.value, { from, to });
      if (reply.ok) this.shown(reply.result, to);
      else await this.failed(reply, from);
      return reply;
    } finally {
      this.btn.disabled = false;
    }
  }

  shown(result, to) {
    this.wb.clearError();
    this.out.value = result.text;
    this.out.hidden = false;
    this.useBtn.hidden = false;
    this.useBtn.dataset.format = to;
    const warn = result.warnings.length ? ` Notes: ${result.warnings.join("; ")}` : "";
    this.note.textContent = `${result.format_from} → ${result.format_to}.${warn}`;
  }

  async failed(reply, from) {
    this.out.hidden = true;
    this.useBtn.hidden = true;
    // Pairs can hold any board: if it cannot be read as pairs either, the input itself is at fault (show its line).
    const check = await call("convert", this.wb.input.value, { from, to: "pairs" });
    if (!check.ok) {
      this.note.textContent = "The board could not be read (see the error above).";
      this.wb.showError(check);
    } else {
      this.note.textContent = reply.error?.message?.replace(/^line \d+, col \d+: /, "") || "This board cannot be written in that format.";
    }
  }
}
