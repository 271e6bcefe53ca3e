// One freshness rule for every tool: what is shown (input + options) is what the answer is for.
//
// The panel carries data-fresh: "empty" (no answer yet), "ready" (no answer yet: long work waits
// for Run), "running", "fresh" (the answer is for what is shown) or "stale" (the input or an
// option changed since; a badge says so). Cheap work is recomputed after a short pause; an answer
// that arrives for something no longer shown is not drawn.

import { h } from "./dom.js";

/** Wait this long after the last edit before recomputing. */
const PAUSE_MS = 400;
/** Tools computing now, and tools whose automatic run waits for them (one engine serves every tab). */
const running = new Set();
const waiting = new Set();

export class Freshness {
  /** `run()` computes and draws; `cost(text, options)` is null for short work, else why it waits for Run. */
  constructor(wb, { run, cost = () => null }) {
    this.wb = wb;
    this.runFn = run;
    this.cost = cost;
    this.badge = h("span", { class: "fresh-badge", "data-testid": `fresh-${wb.tool}`, role: "status", hidden: true });
    wb.headline.append(this.badge);
    this.answered = null; // {text, options} the answer on screen is for
    this.timer = null;
    this.running = false;
    this.set("empty");
    window.addEventListener("boardlab:tool", (ev) => ev.detail === wb.tool && this.visit());
    window.addEventListener("boardlab:ui-ready", () => !wb.panel.hidden && this.visit());
  }

  shown() {
    return { text: this.wb.input.value, options: JSON.stringify(this.wb.getOptions()) };
  }

  isShown(what) {
    const now = this.shown();
    return !!what && what.text === now.text && what.options === now.options;
  }

  set(state, note = "") {
    this.wb.panel.dataset.fresh = state;
    this.badge.textContent = note;
    this.badge.hidden = !note;
  }

  /** Why the input shown waits for Run (null: it is answered on its own). */
  reason() {
    const why = this.cost(this.wb.input.value, this.wb.getOptions());
    return why ? `${why}: press ${this.wb.runBtn.textContent}.` : null;
  }

  /** The input or an option changed: stale, and recomputed after a pause (at once with `now`) when cheap. */
  changed({ now = false } = {}) {
    clearTimeout(this.timer);
    this.timer = null;
    if (this.running) return; // the run in flight checks what is shown when it ends
    if (this.isShown(this.answered)) return this.set("fresh");
    const why = this.reason();
    const had = this.answered !== null;
    if (why) return this.set(had ? "stale" : "ready", had ? `Out of date: ${why}` : `Not computed yet. ${why}`);
    this.set(had ? "stale" : "empty", had ? "Out of date: updating…" : "");
    this.timer = setTimeout(() => this.autoRun(), now ? 0 : PAUSE_MS);
  }

  autoRun() {
    this.timer = null;
    if (this.running || this.wb.runBtn.disabled) return;
    // A new answer drawn above a board being dragged would move the squares under the pointer.
    if (this.wb.panel.querySelector(".dragging")) return void (this.timer = setTimeout(() => this.autoRun(), PAUSE_MS));
    if (running.size) waiting.add(this); // another tab's work first (a Stop there must not wait for this)
    else this.runFn();
  }

  /** The tab is showing: answer what is shown if nothing is answered yet. */
  visit() {
    if (!this.answered && !this.running && !this.timer) this.changed({ now: true });
  }

  /** A run starts: returns what it is for. */
  begin() {
    clearTimeout(this.timer);
    this.timer = null;
    this.running = true;
    running.add(this);
    waiting.delete(this);
    this.set("running", this.answered ? "Updating…" : "");
    return this.shown();
  }

  /** A run for `what` ended: true when it is still what is shown (draw it); else it is stale and goes again. */
  end(what) {
    this.running = false;
    running.delete(this);
    if (!running.size) for (const other of waiting) setTimeout(() => other.changed({ now: true }), 0);
    waiting.clear();
    if (this.isShown(what)) {
      this.answered = what;
      this.set("fresh");
      return true;
    }
    this.changed({ now: true });
    return false;
  }
}
