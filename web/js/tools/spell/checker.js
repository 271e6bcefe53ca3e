// The checker: a student's spellseeker output judged by the engine, the first illegal step marked.

import { call } from "../../engine.js";
import { h, onCtrlEnter, plural, selectLine } from "../../core/dom.js";

/** Steps listed under the checker's verdict around the bad one (a long path must not flood the page). */
const LIST_AROUND = 40;

export class Checker {
  /** `onChecked(result)` draws a checked path on the grid. */
  constructor(onChecked) {
    this.onChecked = onChecked;
    this.input = h("textarea", { id: "check-input-spell", "data-testid": "check-input-spell", rows: 8, spellcheck: "false", autocomplete: "off" });
    this.btn = h("button", { type: "button", class: "primary", id: "check-run-spell", "data-testid": "check-run-spell", text: "Check" });
    this.verdict = h("output", { id: "check-result-spell", "data-testid": "check-result-spell", class: "verdict", "aria-live": "polite" });
    this.note = h("p", { class: "note", "data-testid": "check-note-spell" });
    this.steps = h("ol", { class: "check-steps", "data-testid": "check-steps-spell", "aria-label": "The pasted path, step by step" });
    const hint = h("span", { class: "hint", text: " (the grid, a line PATH, then one 'row column' line per step)" });
    this.element = h(
      "section",
      { class: "checker", "aria-labelledby": "checker-title-spell" },
      h("h3", { id: "checker-title-spell", text: "Check a student's spellseeker output" }),
      h("label", { for: this.input.id, class: "input-label" }, "spellseeker output", hint),
      this.input,
      h("div", { class: "actions" }, this.btn, this.verdict),
      this.note,
      this.steps,
    );
    this.btn.addEventListener("click", () => this.check());
    onCtrlEnter(this.input, () => this.check());
  }

  /** Puts a text still being made (a promise of it, or of null) into the input; a Check meanwhile
   *  waits for it, so it checks the text the user asked for, not what the input held before. */
  fillFrom(making) {
    const done = making.then((text) => {
      if (text === null) return;
      this.input.value = text;
      this.input.focus();
    });
    this.pending = done.catch(() => {}); // awaiting it once settled costs nothing
    return done;
  }

  async check() {
    await this.pending;
    const text = this.input.value;
    this.btn.disabled = true;
    let reply;
    try {
      reply = await call("spellcheck", text, {});
    } catch (err) {
      reply = { ok: false, error: { message: String(err?.message || err) } };
    } finally {
      this.btn.disabled = false;
    }
    this.steps.replaceChildren();
    this.note.textContent = "";
    if (!reply.ok) {
      const err = reply.error || {};
      this.verdict.textContent = err.message || "That output could not be read.";
      this.verdict.dataset.verdict = "unreadable";
      if (err.line) selectLine(this.input, err.line);
      return reply;
    }
    const r = reply.result;
    this.verdict.textContent = r.message;
    this.verdict.dataset.verdict = r.ok ? "ok" : "bad";
    this.onChecked(r);
    this.renderSteps(r);
    return reply;
  }

  stepItem(r, i) {
    const bad = r.ok ? null : r.bad_step;
    const [rr, cc] = r.path[i];
    const v = rr >= 0 && rr < r.grid.rows && cc >= 0 && cc < r.grid.cols ? r.grid.cells[rr][cc] : null;
    const line = r.step_lines?.[i] ?? null;
    const cls = i === bad ? "bad-step" : i > (bad ?? r.path.length) ? "after-bad" : null;
    return h(
      "li",
      { value: i + 1, "data-step": i + 1, class: cls },
      h("span", { class: "rc", text: `${rr} ${cc}` }),
      h("span", { class: "cellval", text: v === null ? " (no value)" : ` holds ${v}` }),
      line ? h("span", { class: "line-no", text: ` · line ${line}` }) : null,
    );
  }

  renderSteps(r) {
    const bad = r.ok ? null : r.bad_step;
    const n = r.path.length;
    const from = Math.max(0, (bad ?? 0) - LIST_AROUND);
    const to = Math.min(n, (bad ?? 0) + LIST_AROUND + 1);
    const items = [];
    for (let i = from; i < to; i++) items.push(this.stepItem(r, i));
    this.steps.replaceChildren(...items);
    if (bad !== null) {
      const line = r.bad_step_line;
      this.note.textContent = line ? `Step ${bad + 1} is line ${line} of the pasted text.` : "";
      if (line) selectLine(this.input, line);
      this.steps.querySelector(".bad-step")?.scrollIntoView({ block: "nearest" });
    } else if (n > to) this.note.textContent = `… and ${plural(n - to, "more step")}.`;
  }
}
