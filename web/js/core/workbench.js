// The workbench every tool is built from: examples menu, editor with line numbers, options, Run,
// error box, busy/Stop bar, headline result, and an output area the tool fills. It saves the
// input as the user types, takes dropped files, and restores what was saved.

import { addStylesheet, h } from "./dom.js";
import { Editor } from "./editor.js";
import { Options } from "./options.js";
import { BusyBar } from "./busy.js";
import { ErrorBox } from "./errorbox.js";
import { ExampleMenu } from "./examples.js";
import { Freshness } from "./freshness.js";
import { loadSaved, save } from "./storage.js";

const MIB = 1024 * 1024;
export const LIMITS = { fileBytes: 50 * MIB, inputChars: 20 * MIB };

/**
 * spec: {tool, inputLabel, hint, runLabel, headline, options: [{key, label, type, choices, value, min, max, step}],
 *        examples: [{id, title, text, options}], rows, noInput}
 */
export class Workbench {
  constructor(panel, spec) {
    this.tool = spec.tool;
    this.panel = panel;
    this.spec = spec;
    this.editor = new Editor(spec.tool, spec.rows || 12);
    this.input = this.editor.input;
    this.opts = new Options(spec.tool, spec.options);
    this.optionEls = this.opts.controls;
    this.menu = new ExampleMenu(spec.tool, spec.examples);
    this.exampleSelect = this.menu.select;
    this.examples = this.menu.examples;
    this.errorBox = new ErrorBox(spec.tool);
    this.error = this.errorBox.element;
    this.busy = new BusyBar(spec.tool);
    this.busyBar = this.busy.element;
    this.busyText = this.busy.text;
    this.stopBtn = this.busy.stopBtn;
    this.runBtn = h("button", { type: "button", class: "primary", id: `run-${spec.tool}`, "data-testid": `run-${spec.tool}`, text: spec.runLabel || "Run" });
    this.extraActions = h("span", { class: "extra-actions" });
    this.result = h("output", { id: `result-${spec.tool}`, "data-testid": `result-${spec.tool}`, class: "big-number", "aria-live": "polite", text: "–" });
    this.detected = h("span", { class: "detected", "data-testid": `detected-${spec.tool}` });
    this.headline = h("div", { class: "headline" }, h("span", { class: "headline-label", text: spec.headline || "Result" }), this.result, this.detected);
    this.body = h("div", { class: "tool-body", "data-body": spec.tool });
    this.layout();
    this.listen();
    this.restore();
  }

  layout() {
    const { spec, editor, menu } = this;
    const inputSide = h(
      "div",
      { class: "input-side" },
      spec.examples ? h("div", { class: "field-row" }, h("label", { for: menu.select.id, text: "Example" }), menu.select, menu.source, menu.undoBtn) : null,
      spec.noInput
        ? null
        : [h("label", { for: this.input.id, class: "input-label" }, spec.inputLabel || "Input", spec.hint ? h("span", { class: "hint", text: ` ${spec.hint}` }) : null), editor.element],
      this.error,
      this.opts.element,
      h("div", { class: "actions" }, this.runBtn, spec.examples ? null : menu.undoBtn, this.extraActions),
      this.busyBar,
    );
    const outputSide = h("div", { class: "output-side" }, this.headline, this.body);
    this.panel.replaceChildren(h("div", { class: "workbench" }, inputSide, outputSide));
  }

  listen() {
    this.input.addEventListener("input", () => {
      this.editor.render(this.input.value);
      this.edited();
    });
    this.opts.element.addEventListener("change", () => this.edited());
    this.opts.element.addEventListener("input", () => this.edited());
    this.menu.select.addEventListener("change", () => this.loadExample(this.menu.select.value));
    this.menu.undoBtn.addEventListener("click", () => this.undo());
    this.input.addEventListener("dragover", (ev) => ev.preventDefault());
    this.input.addEventListener("drop", (ev) => this.drop(ev));
  }

  /** Saved input first, else the first example. */
  restore() {
    const saved = loadSaved(this.tool);
    if (saved && typeof saved.text === "string") {
      this.opts.set(saved.options || {});
      this.input.value = saved.text;
    } else if (this.examples.length) {
      const ex = this.examples[0];
      this.opts.reset(ex.options || {});
      this.input.value = ex.text;
    }
    this.editor.render(this.input.value);
    this.menu.name(this.input.value, this.getOptions(), this.opts.defaults());
  }

  /** Keep the answer fresh: `run()` computes it, `cost(text, options)` says why long work waits for Run. */
  keepFresh({ run, cost }) {
    this.fresh = new Freshness(this, { run, cost });
    return this.fresh;
  }

  /** What is shown changed (typed, an option, an example, a link): save it, name it, mark the answer. */
  edited({ now = false } = {}) {
    this.menu.name(this.input.value, this.getOptions(), this.opts.defaults());
    this.panel.dispatchEvent(new CustomEvent("input-changed"));
    this.fresh?.changed({ now });
    return this.persist();
  }

  persist() {
    const ok = save(this.tool, { text: this.input.value, options: this.getOptions() });
    this.panel.dispatchEvent(new CustomEvent("saved", { detail: { ok } }));
    return ok;
  }

  getOptions() {
    return this.opts.get();
  }

  setOptions(o = {}) {
    this.opts.set(o);
  }

  setText(text) {
    this.editor.setText(text);
    this.edited();
  }

  clearError() {
    this.errorBox.clear();
    this.editor.clearMark();
  }

  /** Show a reply's error: an input error with its line marked, or an apology for a bug. */
  showError(reply) {
    const line = this.errorBox.show(reply);
    if (line && !this.spec.noInput) this.editor.markLine(line);
    else this.editor.render();
  }

  setBusy(on, text = "Working…") {
    this.runBtn.disabled = on;
    this.busyText.textContent = text;
    if (!on) this.busyBar.hidden = true;
    return this.busyBar;
  }

  onRun(fn) {
    this.runBtn.addEventListener("click", fn);
    this.input.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) {
        ev.preventDefault();
        fn();
      }
    });
  }

  loadExample(id) {
    const ex = this.menu.find(id);
    if (!ex) return;
    // Every option the example needs, the others back to their defaults.
    this.load(ex.text, ex.options || {}, { reset: true });
  }

  /** Replace the input (from an example, a link or a tool), keeping what was there for Undo. */
  load(text, options = {}, { reset = false } = {}) {
    const before = { text: this.input.value, options: this.getOptions() };
    if (reset) this.opts.reset(options);
    else this.opts.set(options);
    this.editor.setText(text);
    this.clearError();
    this.menu.remember(before, text);
    this.edited({ now: true });
  }

  /** Open a share link's input and options (the options it does not name take their defaults). */
  openLink(text, options = {}) {
    this.load(text, options, { reset: true });
  }

  undo() {
    const u = this.menu.takeUndo();
    if (!u) return;
    this.opts.set(u.options);
    this.editor.setText(u.text);
    this.edited({ now: true });
  }

  async drop(ev) {
    const file = ev.dataTransfer?.files?.[0];
    if (!file) return;
    ev.preventDefault();
    if (file.size > LIMITS.fileBytes) {
      const mb = (file.size / MIB).toFixed(1);
      this.showError({ error: { message: `The file ${JSON.stringify(file.name)} is ${mb} MB; the limit is ${LIMITS.fileBytes / MIB} MB.` } });
      return;
    }
    this.editor.setText(await file.text());
    this.clearError();
    this.edited();
  }
}

/**
 * A board tool's workbench: loads css/<tool>.css, labels the input "Board" and offers the examples
 * tagged for the tool (`untagged`: the tools an example without tags counts for). `cheapChars`: boards
 * up to this many characters are answered as they are typed (see answerBoards).
 */
export function boardWorkbench(panel, ctx, { untagged = [], ...spec }) {
  addStylesheet(`./css/${spec.tool}.css`);
  const examples = ctx.examples.filter((e) => (e.tools || untagged).includes(spec.tool));
  return new Workbench(panel, { inputLabel: "Board", examples, ...spec });
}

/** Answers a board tool's input on Run, and as it is typed while it has at most spec.cheapChars characters. */
export function answerBoards(wb, run) {
  const cost = (text) => (text.length > wb.spec.cheapChars ? "A board this large can take a while" : null);
  wb.keepFresh({ run, cost });
  wb.onRun(run);
}
